import Testing
@testable import UIKit

/// A data source of `counts[section]` items per section, cells of the "cell" class registered by `showing(_:)`.
@MainActor
private final class ItemCountSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var configured: [IndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        configured.append(indexPath)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        deselected.append(indexPath)
    }
    var ended: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        ended.append(indexPath)
    }
}

/// A collection view of `frame` in a window (content insets not adjusted, so frames read plainly), with `source` as its
/// data source and delegate, laid out.
@MainActor
private func showing(_ source: ItemCountSource, layout: UICollectionViewLayout,
                     frame: CGRect = CGRect(x: 0, y: 0, width: 375, height: 667)) -> (UICollectionView, UIWindow) {
    UICollectionView.windowed(layout, frame: frame) { collectionView in
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
                                    withReuseIdentifier: "header")
        }
        collectionView.dataSource = source
        collectionView.delegate = source
    }
}

@MainActor
private func grid(_ itemSize: CGSize = CGSize(width: 100, height: 100), inset: CGFloat = 16) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = itemSize
    layout.sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    return layout
}

@MainActor
private func frames(_ collectionView: UICollectionView) -> [IndexPath: CGRect] {
    var result: [IndexPath: CGRect] = [:]
    for (indexPath, cell) in zip(collectionView.indexPathsForVisibleItems, collectionView.visibleCells) {
        result[indexPath] = cell.frame
    }
    return result
}

/// A self-sizing cell: a 120×80 box, or a wrapping label 184 pt wide, 8 pt inside the content view's edges.
@MainActor
private final class SizingCell: UICollectionViewCell {
    let label = UILabel()
    let box = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        for view in [label, box] { view.translatesAutoresizingMaskIntoConstraints = false }
    }

    required init?(coder: NSCoder) { fatalError() }

    /// Shows the box (fixed size) or the label (text at a fixed width), pinned 8 pt inside the content view.
    func show(text: String?) {
        let shown: UIView = text == nil ? box : label
        guard shown.superview == nil else {
            label.text = text
            return
        }
        label.text = text
        contentView.addSubview(shown)
        var constraints = [
            shown.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            shown.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            shown.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            shown.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ]
        if text == nil {
            constraints += [box.widthAnchor.constraint(equalToConstant: 120), box.heightAnchor.constraint(equalToConstant: 80)]
        } else {
            constraints.append(label.widthAnchor.constraint(equalToConstant: 184))
        }
        NSLayoutConstraint.activate(constraints)
    }
}

@MainActor
private final class SizingSource: NSObject, UICollectionViewDataSource {
    var texts: [String?]
    init(_ texts: [String?]) { self.texts = texts }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sizing", for: indexPath) as! SizingCell
        cell.show(text: texts[indexPath.item])
        return cell
    }
}

@MainActor
@Suite("UICollectionView and UICollectionViewFlowLayout")
struct CollectionViewTests {
    // Apple's Collection View Programming Guide: a line takes items until the next does not fit, and "if there is extra
    // space at the end of the line, the layout object increases the interitem spacing until the items fit evenly".
    @Test("A flow layout fills lines and justifies full ones; the last line keeps the grid's columns")
    func gridLines() {
        let source = ItemCountSource([7])
        let (collectionView, window) = showing(source, layout: grid())
        defer { window.isHidden = true }
        let f = frames(collectionView)
        // 343 pt between the insets: three 100 pt items with at least 10 between them; 43 pt left over → 21.5 gaps.
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 16, y: 0, width: 100, height: 100))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 137.5, y: 0, width: 100, height: 100))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 259, y: 0, width: 100, height: 100))
        // Lines 10 pt apart (minimumLineSpacing); the last line, one item, at the first column.
        #expect(f[IndexPath(item: 3, section: 0)] == CGRect(x: 16, y: 110, width: 100, height: 100))
        #expect(f[IndexPath(item: 6, section: 0)] == CGRect(x: 16, y: 220, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 375, height: 320))
        #expect(collectionView.visibleCells.count == 7)
    }

    @Test("A lone item in a section is centred in its line (UIKit's well-known centring)")
    func loneItemCentred() {
        let source = ItemCountSource([1])
        let (collectionView, window) = showing(source, layout: grid())
        defer { window.isHidden = true }
        #expect(collectionView.visibleCells.first?.frame == CGRect(x: 137.5, y: 0, width: 100, height: 100))
    }

    // The guide: "The overall height or width of the line is then determined by the largest item in that dimension",
    // and "the flow layout object centers items vertically on the same line".
    @Test("Items of different sizes: a line is as tall as its tallest item, items centred in it; the last line packed")
    func mixedSizes() {
        let source = ItemCountSource([4])
        source.sizes = [IndexPath(item: 0, section: 0): CGSize(width: 150, height: 60),
                        IndexPath(item: 1, section: 0): CGSize(width: 150, height: 100),
                        IndexPath(item: 2, section: 0): CGSize(width: 80, height: 40),
                        IndexPath(item: 3, section: 0): CGSize(width: 50, height: 50)]
        let (collectionView, window) = showing(source, layout: grid())
        defer { window.isHidden = true }
        let f = frames(collectionView)
        // Line 1: 150 + 150 (+10) fits in 343, 80 more does not; justified: gap 43.
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 16, y: 20, width: 150, height: 60))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 209, y: 0, width: 150, height: 100))
        // Last line: sizes differ, so the minimum spacing from the leading inset; centred in its 50 pt.
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 16, y: 115, width: 80, height: 40))
        #expect(f[IndexPath(item: 3, section: 0)] == CGRect(x: 106, y: 110, width: 50, height: 50))
    }

    @Test("Headers and footers span the width, outside the section insets; items start below the header and inset")
    func headersAndFooters() {
        let source = ItemCountSource([2, 1])
        let layout = grid()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 12, right: 16)
        let (collectionView, window) = showing(source, layout: layout)
        defer { window.isHidden = true }
        let header0 = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                       at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
        #expect(frames(collectionView)[IndexPath(item: 0, section: 0)]?.minY == 48)
        let footer0 = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter,
                                                       at: IndexPath(item: 0, section: 0))
        // 40 header + 8 + 100 + 12 = 160.
        #expect(footer0?.frame == CGRect(x: 0, y: 160, width: 375, height: 20))
        let header1 = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                       at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame.minY == 180)
        #expect(collectionView.contentSize.height == CGFloat(180 + 40 + 8 + 100 + 12 + 20))
    }

    @Test("Only the items on screen have cells: scrolling 1,000 items reuses a screenful of cells")
    func reuse() {
        let source = ItemCountSource([1000])
        let (collectionView, window) = showing(source, layout: grid())
        defer { window.isHidden = true }
        // 667 pt show lines 0…6 (each 110 pt): 7 lines of 3.
        #expect(collectionView.visibleCells.count == 21)
        var offset: CGFloat = 0
        let end = collectionView.contentSize.height - collectionView.bounds.height
        while offset < end {
            offset = min(end, offset + 200)
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            collectionView.layoutIfNeeded()
            #expect(collectionView.visibleCells.count <= 24)
        }
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 999, section: 0))
        #expect(collectionView.createdCellCount <= 27)
        // 334 lines: 334 × 100 + 333 × 10.
        #expect(collectionView.contentSize.height == CGFloat(334 * 100 + 333 * 10))
    }

    @Test("Cells leaving together go back to the pool in item order: the same scrolling reuses the same cells every run")
    func cellsLeavingTogetherAreRecycledInOrder() {
        // UIKit documents no order; the live views are a dictionary, whose order differs from process to process.
        let source = ItemCountSource([1000])
        let (collectionView, window) = showing(source, layout: grid())
        defer { window.isHidden = true }
        let lastBefore = collectionView.cellForItem(at: IndexPath(item: 20, section: 0))
        // Lines 0…6 (21 items) on screen; 2,000 pt down, lines 18…24 are.
        collectionView.contentOffset = CGPoint(x: 0, y: 2000)
        collectionView.layoutIfNeeded()
        #expect(source.ended == (0..<21).map { IndexPath(item: $0, section: 0) })
        // The new items are filled in order, each from the end of the pool: the first gets the last cell that left.
        #expect(collectionView.cellForItem(at: IndexPath(item: 54, section: 0)) === lastBefore)
    }

    @Test("A wider collection view lays its lines out again (rotation)")
    func rotation() {
        let source = ItemCountSource([7])
        let (collectionView, window) = showing(source, layout: grid())
        defer { window.isHidden = true }
        collectionView.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        collectionView.layoutIfNeeded()
        // 635 pt between the insets: five items (540 with gaps of 10); 95 left → gaps of 33.75.
        let f = frames(collectionView)
        #expect(f[IndexPath(item: 4, section: 0)] == CGRect(x: 16 + 4 * 133.75, y: 0, width: 100, height: 100))
        #expect(f[IndexPath(item: 5, section: 0)] == CGRect(x: 16, y: 110, width: 100, height: 100))
        #expect(f[IndexPath(item: 6, section: 0)] == CGRect(x: 149.75, y: 110, width: 100, height: 100))
    }

    @Test("Right to left: the flow layout mirrors its lines")
    func rightToLeft() {
        let source = ItemCountSource([2])
        let layout = grid()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let f = frames(collectionView)
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 259, y: 0, width: 100, height: 100))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 149, y: 0, width: 100, height: 100))
    }

    @Test("Pinned headers stay at the top of the visible area while their section shows, pushed up by its end")
    func pinnedHeaders() {
        let source = ItemCountSource([9, 9])
        let layout = grid()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let (collectionView, window) = showing(source, layout: layout)
        defer { window.isHidden = true }
        // Section 0: header 0…40, three lines 40…360.
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
        collectionView.layoutIfNeeded()
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                      at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 150)
        // Near the section's end the header is pushed up: no lower than 360 − 40.
        collectionView.contentOffset = CGPoint(x: 0, y: 340)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 0))?.frame.minY == 320)
        // Above the items (UIKit gives pinned headers a higher z index).
        let pinned = try! #require(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                    at: IndexPath(item: 0, section: 0)))
        let cellIndex = collectionView.subviews.firstIndex(of: collectionView.visibleCells[0])!
        #expect(collectionView.subviews.firstIndex(of: pinned)! > cellIndex)
    }

    @Test("A tap selects the item under the finger: didSelect, then the previous one deselected in single selection")
    func tapSelects() {
        let source = ItemCountSource([6])
        let (collectionView, window) = showing(source, layout: grid())
        defer { window.isHidden = true }
        window.simulateTap(at: CGPoint(x: 187, y: 50))
        #expect(source.selected == [IndexPath(item: 1, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        window.simulateTap(at: CGPoint(x: 60, y: 160))
        #expect(source.selected.last == IndexPath(item: 3, section: 0))
        #expect(source.deselected == [IndexPath(item: 1, section: 0)])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        // Between items: nothing.
        window.simulateTap(at: CGPoint(x: 126, y: 50))
        #expect(source.selected.count == 2)
    }

    @Test("Bad input is refused with a message: NaN sizes, negative counts, unregistered identifiers, oversized items")
    func badInput() {
        var messages: [String] = []
        let saved = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = saved }
        let layout = grid()
        layout.itemSize = CGSize(width: CGFloat.nan, height: 10)
        #expect(layout.itemSize == CGSize(width: 100, height: 100))
        layout.minimumLineSpacing = -.infinity
        #expect(layout.minimumLineSpacing == 10)
        let source = ItemCountSource([-3, 2])
        source.sizes[IndexPath(item: 1, section: 1)] = CGSize(width: 500, height: 20)
        let (collectionView, window) = showing(source, layout: layout)
        defer { window.isHidden = true }
        #expect(collectionView.numberOfItems(inSection: 0) == 0)
        #expect(collectionView.visibleCells.count == 2)
        #expect(messages.contains { $0.contains("-3 items for section 0") })
        #expect(messages.contains { $0.hasPrefix("The behavior of the UICollectionViewFlowLayout is not defined") })
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "nothing", for: IndexPath(item: 0, section: 1))
        #expect(cell.reuseIdentifier == "nothing")
        #expect(messages.contains { $0.contains("could not dequeue a view of kind: UICollectionElementKindCell") })
    }

    // Apple: with estimatedItemSize set, cells size themselves — UICollectionViewCell's
    // preferredLayoutAttributesFitting(_:) fits the content (systemLayoutSizeFitting at the fitting priority).
    @Test("Self-sizing cells: estimated at itemSize, then laid out at the size their constraints give")
    func selfSizingBoxes() {
        let layout = grid()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let source = SizingSource([nil, nil, nil])
        let (collectionView, window) = UICollectionView.windowed(layout) {
            $0.register(SizingCell.self, forCellWithReuseIdentifier: "sizing")
            $0.dataSource = source
        }
        defer { window.isHidden = true }
        let f = frames(collectionView)
        // 136×96 each (120×80 and 8 pt around): two fit in 343 pt, justified (gap 71); the third alone on the last line.
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 16, y: 0, width: 136, height: 96))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 223, y: 0, width: 136, height: 96))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 16, y: 106, width: 136, height: 96))
        #expect(collectionView.contentSize.height == 202)
        // The content view fills the cell, its box 8 pt inside.
        let cell = collectionView.visibleCells[0] as! SizingCell
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 136, height: 96))
        #expect(cell.box.frame == CGRect(x: 8, y: 8, width: 120, height: 80))
    }

    @Test("Self-sizing text cells take their label's measured height, and measure again at a new text size")
    func selfSizingText() {
        let saved = SimulatedEnvironment.current
        defer { saved.restore() }
        let text = "Collection views lay out their items in lines; these cells size themselves from their text."
        let layout = grid()
        layout.estimatedItemSize = CGSize(width: 200, height: 44)
        let source = SizingSource([text, "Short"])
        let (collectionView, window) = UICollectionView.windowed(layout) {
            $0.register(SizingCell.self, forCellWithReuseIdentifier: "sizing")
            $0.dataSource = source
        }
        defer { window.isHidden = true }
        func expectedHeight(_ string: String) -> CGFloat {
            let reference = UILabel()
            reference.numberOfLines = 0
            reference.font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: collectionView.traitCollection)
            reference.text = string
            let scale = collectionView.layoutScale
            let height = reference.sizeThatFits(CGSize(width: 184, height: CGFloat.greatestFiniteMagnitude)).height + 16
            return (height * scale - 0.001).rounded(.up) / scale
        }
        var f = frames(collectionView)
        let long = expectedHeight(text), short = expectedHeight("Short")
        #expect(long > short * 1.5)
        // Each alone on its line: the first centred, the last at the leading inset (UIKit's flow layout).
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 87.5, y: 0, width: 200, height: long))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 16, y: long + 10, width: 200, height: short))
        // A larger text size: the layout is invalidated and the cells measured again.
        UIApplication.shared.preferredContentSizeCategory = .accessibilityLarge
        window.layoutIfNeeded()
        f = frames(collectionView)
        let larger = expectedHeight(text)
        #expect(larger > long)
        #expect(f[IndexPath(item: 0, section: 0)]?.height == larger)
    }

    @Test("Cell registrations and a diffable data source: cells configured by the handler, snapshots applied")
    func diffableWithRegistrations() {
        let layout = grid(CGSize(width: 343, height: 44))
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            view.accessibilityIdentifier = "header \(indexPath.section)"
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"], toSection: 1)
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        let (collectionView, window) = UICollectionView.windowed(layout) { collectionView in
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            // Creating it makes it the data source, as on iOS.
            #expect(collectionView.dataSource === dataSource)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
        defer { window.isHidden = true }
        func texts() -> [String?] {
            collectionView.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        }
        #expect(texts() == ["a", "b", "c"])
        // Section 1: header 30 + 2 lines (44 + 10 + 44) in section 0 = 128; its header 128…158, item at 158.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 158)
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 1))?.accessibilityIdentifier == "header 1")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
        #expect(dataSource.indexPath(for: "c") == IndexPath(item: 0, section: 1))
        snapshot.deleteItems(["a"])
        snapshot.appendItems(["d"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: true)
        window.layoutIfNeeded()
        #expect(texts() == ["b", "c", "d"])
        #expect(collectionView.numberOfItems(inSection: 1) == 2)
        // Only as many cells as were ever on screen at once were made: the rest came from the pool.
        #expect(collectionView.createdCellCount == 3)
    }

    @Test("A UICollectionViewController subclass overrides the data source methods, as on iOS")
    func controllerSubclass() {
        final class Grid: UICollectionViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            override func collectionView(_ collectionView: UICollectionView,
                                         cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                         sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 80, height: 40 + 10 * CGFloat(indexPath.item))
            }
        }
        let controller = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        let window = controller.shownAsWindowRoot()
        defer { window.isHidden = true }
        let cells = controller.collectionView.visibleCells
        #expect(cells.count == 4)
        #expect(cells.map(\.frame.height) == [40, 50, 60, 70])
        // The default flow layout: 10 pt between items; four 80 pt items fit in one line of the screen's width.
        #expect(Set(cells.map(\.frame.minY)).count == 4)
        #expect(cells.map(\.frame.midY) == Array(repeating: 35, count: 4))
    }

    @Test("Horizontal scrolling: lines become columns, filled top to bottom, and the content grows sideways")
    func horizontalScrolling() {
        let source = ItemCountSource([5])
        let layout = grid(inset: 0)
        layout.scrollDirection = .horizontal
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let (collectionView, window) = showing(source, layout: layout, frame: CGRect(x: 0, y: 0, width: 375, height: 240))
        defer { window.isHidden = true }
        let f = frames(collectionView)
        // 220 pt between the insets: two 100 pt items a column, justified (gap 20); columns 10 pt apart.
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 20, y: 10, width: 100, height: 100))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 20, y: 130, width: 100, height: 100))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 130, y: 10, width: 100, height: 100))
        #expect(f[IndexPath(item: 4, section: 0)] == CGRect(x: 240, y: 10, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 20 + 3 * 100 + 2 * 10 + 20, height: 240))
    }

    @Test("sectionInsetReference .fromLayoutMargins measures the section inset from the layout margins")
    func insetFromLayoutMargins() {
        let source = ItemCountSource([1, 4])
        let layout = grid(inset: 10)
        layout.sectionInsetReference = .fromLayoutMargins
        let (collectionView, window) = showing(source, layout: layout)
        defer { window.isHidden = true }
        collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        // Section 1: a full line of three from 10 + 30 to 375 − 10 (no right margin), justified.
        let f = frames(collectionView)
        #expect(f[IndexPath(item: 0, section: 1)]?.minX == 40)
        #expect(f[IndexPath(item: 2, section: 1)]?.maxX == 365)
    }

    // UIKit's batch updates: deletions name the old index paths, insertions the new ones; the items that survive keep
    // their cells (and here their measured sizes and selection) at their new index paths.
    @Test("Inserting and deleting items keeps the surviving cells, sizes and selection, at their new index paths")
    func updatesCarryCells() {
        let layout = grid()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let source = SizingSource([nil, "Second", nil])
        let (collectionView, window) = UICollectionView.windowed(layout) {
            $0.register(SizingCell.self, forCellWithReuseIdentifier: "sizing")
            $0.dataSource = source
        }
        defer { window.isHidden = true }
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        let third = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let created = collectionView.createdCellCount
        // Delete the first item, insert a new one at the end: one update.
        source.texts = ["Second", nil, "Fourth"]
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(third.isSelected)
        // The deleted item's cell went to the pool and came back for the new item: nothing was created.
        #expect(collectionView.createdCellCount == created)
        #expect((collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? SizingCell)?.label.text == "Fourth")
        // The second cell (a 136×96 box) moved to the first place of the first line.
        #expect(third.frame.size == CGSize(width: 136, height: 96))
    }

    @Test("An update that does not fit the data source's counts is reported in UIKit's words, and everything reloads")
    func invalidUpdate() {
        var messages: [String] = []
        let saved = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = saved }
        let source = ItemCountSource([3])
        let (collectionView, window) = showing(source, layout: grid())
        defer { window.isHidden = true }
        source.counts = [5]
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        collectionView.layoutIfNeeded()
        #expect(messages.contains { $0.contains("Invalid update: invalid number of items in section 0. The number of "
            + "items contained in an existing section after the update (5) must be equal to the number of items "
            + "contained in that section before the update (3), plus or minus the number of items inserted or deleted "
            + "from that section (1 inserted, 0 deleted)") })
        #expect(collectionView.visibleCells.count == 5)
        collectionView.deleteItems(at: [IndexPath(item: 9, section: 0)])
        #expect(messages.contains { $0.contains("attempt to delete item 9 from section 0 which only contains 5 items "
            + "before the update") })
    }

    @Test("A diffable snapshot applied keeps the cells of the items that stay, however they moved")
    func diffableKeepsCells() {
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
            cell.accessibilityIdentifier = item
        }
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        let (collectionView, window) = UICollectionView.windowed(grid()) { collectionView in
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            dataSource.apply(snapshot)
        }
        defer { window.isHidden = true }
        let cellB = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        snapshot.deleteItems(["a"])
        snapshot.moveItem("c", beforeItem: "b")
        snapshot.insertItems(["z"], beforeItem: "c")
        dataSource.apply(snapshot)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.accessibilityIdentifier) == ["z", "c", "b"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellB)
    }
}
