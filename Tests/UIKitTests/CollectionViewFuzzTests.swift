import Testing
import TestSupport
@testable import UIKit

/// A model of sections of item numbers, its cells showing their numbers (some long enough to wrap), as a data source.
@MainActor
private final class NumberedItems: NSObject, UICollectionViewDataSource {
    var sections: [[Int]]
    init(_ sections: [[Int]]) { self.sections = sections }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        let number = sections[indexPath.section][indexPath.item]
        content.text = "\(number)" + (number % 3 == 0 ? " — a longer text that wraps onto a second line in narrow cells" : "")
        cell.contentConfiguration = content
        cell.tag = number
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

@MainActor
@Suite("Collection views under random updates: cells match their items and the layout", .serialized)
struct CollectionViewFuzzTests {
    /// Random layouts (flow grids, self-sizing flow, compositional grids, lists), updates (inserts, deletes, moves,
    /// reloads, batches, invalid ones), scrolls, resizes and selections; after each, every cell on screen shows the
    /// item at its index path, sits at the layout's frame for it, and nothing on screen lacks a cell.
    @Test("Random updates, scrolls and layouts", arguments: 0..<12)
    func randomUpdates(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 77)
        let saved = UIView.layoutLog
        UIView.layoutLog = { _ in }
        defer { UIView.layoutLog = saved }
        var next = 0
        func numbers(_ count: Int) -> [Int] {
            defer { next += count }
            return Array(next..<next + count)
        }
        let model = NumberedItems((0..<rng.int(in: 1...3)).map { _ in numbers(rng.int(in: 0...30)) })
        func makeLayout() -> UICollectionViewLayout {
            switch rng.below(4) {
            case 0:
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: CGFloat(rng.int(in: 40...200)), height: CGFloat(rng.int(in: 30...120)))
                flow.headerReferenceSize = CGSize(width: 0, height: CGFloat(rng.int(in: 0...1) * 30))
                flow.sectionHeadersPinToVisibleBounds = rng.chance(0.5)
                return flow
            case 1:
                let flow = UICollectionViewFlowLayout()
                flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
                flow.itemSize = CGSize(width: 150, height: 44)
                return flow
            case 2:
                let fraction = 1 / CGFloat(rng.int(in: 1...4))
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction),
                                                                    heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 6
                section.orthogonalScrollingBehavior = rng.chance(0.2) ? .continuous : .none
                return UICollectionViewCompositionalLayout(section: section)
            default:
                var configuration = UICollectionLayoutListConfiguration(appearance: rng.pick([.plain, .insetGrouped]))
                configuration.headerMode = rng.chance(0.5) ? .supplementary : .none
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
        }
        let (collectionView, window) = UICollectionView.windowed(makeLayout()) {
            $0.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
            $0.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                        withReuseIdentifier: "header")
            $0.dataSource = model
        }
        defer { window.isHidden = true }
        var log: [String] = []
        for step in 0..<60 {
            let sectionCount = model.sections.count
            switch rng.below(10) {
            case 0, 1:
                guard sectionCount > 0 else { continue }
                let s = rng.below(sectionCount)
                let at = rng.int(in: 0...model.sections[s].count)
                let count = rng.int(in: 1...4)
                model.sections[s].insert(contentsOf: numbers(count), at: at)
                collectionView.insertItems(at: (at..<at + count).map { IndexPath(item: $0, section: s) })
                log.append("insert \(count) at \(s)-\(at)")
            case 2, 3:
                guard sectionCount > 0, !model.sections.allSatisfy(\.isEmpty) else { continue }
                let s = rng.pick(model.sections.indices.filter { !model.sections[$0].isEmpty })
                let item = rng.below(model.sections[s].count)
                model.sections[s].remove(at: item)
                collectionView.deleteItems(at: [IndexPath(item: item, section: s)])
                log.append("delete \(s)-\(item)")
            case 4:
                guard sectionCount > 0, !model.sections.allSatisfy(\.isEmpty) else { continue }
                let s = rng.pick(model.sections.indices.filter { !model.sections[$0].isEmpty })
                let from = rng.below(model.sections[s].count)
                let number = model.sections[s].remove(at: from)
                let to = rng.int(in: 0...model.sections[s].count)
                model.sections[s].insert(number, at: to)
                collectionView.performBatchUpdates {
                    collectionView.moveItem(at: IndexPath(item: from, section: s), to: IndexPath(item: to, section: s))
                }
                log.append("move \(s)-\(from) → \(to)")
            case 5:
                let at = rng.int(in: 0...sectionCount)
                model.sections.insert(numbers(rng.int(in: 0...8)), at: at)
                collectionView.insertSections(IndexSet(integer: at))
                log.append("insert section \(at)")
            case 6:
                let offset = CGFloat(rng.int(in: 0...3000))
                let end = max(0, collectionView.contentSize.height - collectionView.bounds.height)
                collectionView.contentOffset = CGPoint(x: 0, y: min(offset, end))
                log.append("scroll \(min(offset, end))")
            case 7:
                if rng.chance(0.5) {
                    let width = CGFloat(rng.int(in: 280...900))
                    collectionView.frame = CGRect(x: 0, y: 0, width: width, height: CGFloat(rng.int(in: 300...800)))
                    log.append("resize \(width)")
                } else {
                    collectionView.collectionViewLayout = makeLayout()
                    log.append("layout \(type(of: collectionView.collectionViewLayout))")
                }
            case 8:
                // An update that does not fit the counts: reported, and everything reloads.
                model.sections.append(numbers(2))
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                log.append("invalid update")
            default:
                if let path = collectionView.indexPathsForVisibleItems.randomElement(using: &rng) {
                    collectionView.selectItem(at: path, animated: false, scrollPosition: [])
                    log.append("select \(path)")
                }
            }
            collectionView.layoutIfNeeded()
            let problems = Self.problems(collectionView, model)
            #expect(problems.isEmpty, "seed \(seed), step \(step): \(problems.prefix(4))\n\(log.suffix(8))")
            if !problems.isEmpty { break }
        }
    }

    /// What is wrong with the cells on screen: a cell at the wrong index path, showing another item, or away from the
    /// layout's frame; an item on screen without a cell; more cells than the screen can hold.
    fileprivate static func problems(_ collectionView: UICollectionView, _ model: NumberedItems) -> [String] {
        var problems: [String] = []
        let paths = collectionView.indexPathsForVisibleItems
        let cells = collectionView.visibleCells
        if Set(paths).count != paths.count { problems.append("an index path has two cells") }
        for (path, cell) in zip(paths, cells) {
            guard model.sections.indices.contains(path.section), model.sections[path.section].indices.contains(path.item) else {
                problems.append("a cell at \(path), which the model does not have")
                continue
            }
            if cell.tag != model.sections[path.section][path.item] {
                problems.append("the cell at \(path) shows \(cell.tag), not \(model.sections[path.section][path.item])")
            }
            if let frame = collectionView.layoutAttributesForItem(at: path)?.frame, cell.frame != frame {
                problems.append("the cell at \(path) is at \(cell.frame), the layout says \(frame)")
            }
            if cell.superview !== collectionView { problems.append("the cell at \(path) is not in the collection view") }
        }
        let wanted = (collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
        for path in wanted where collectionView.cellForItem(at: path) == nil {
            problems.append("the item at \(path) is on screen without a cell")
        }
        let liveCells = collectionView.subviews.filter { $0 is UICollectionViewCell }.count
        if liveCells != cells.count { problems.append("\(liveCells) cells in the view, \(cells.count) visible") }
        return problems
    }
}
