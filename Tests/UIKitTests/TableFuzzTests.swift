import Testing
import TestSupport
import TimelineFixture
@testable import UIKit

/// The timeline seed's self-sizing table under random updates — scrolling by offsets and to rows, snapshots that
/// insert, delete and reload tweets, the window resized — with a layout pass after each.
///
/// After every pass: every engine's incremental sync (the window's and each cell's island) installed exactly the
/// rows a full walk wants (`LayoutEngine.collectedSyncDifferences`); each visible cell, reused or not, is as tall as a
/// fresh cell with the same tweet measures (UIKit sizes a self-sizing row by fitting its cell at the table's width),
/// sits at `rectForRow(at:)`, and touches the next row's cell.
@MainActor
@Suite("Self-sizing table under random updates: reused cells lay out as fresh ones", .serialized)
struct TableFuzzTests {
    @Test("Random scrolling and snapshot updates of the timeline", arguments: 0..<16)
    func randomUpdates(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 1_000)
        // iPhones in portrait: a fresh cell outside the window has the same (compact) traits and text size.
        var nextID = 0
        func newTweets(_ count: Int) -> [TestTweet] {
            defer { nextID += count }
            return (nextID..<nextID + count).map(TestTweet.timeline)
        }
        let device: SimulatedDevice = rng.pick([.iPhoneSE, .iPhone13, .iPhone15ProMax])
        let (window, controller) = TimelineController.shown(on: device, tweets: newTweets(rng.int(in: 5...30)))
        let table = controller.tableView
        var log: [String] = []
        var problems: [String] = []
        LayoutEngine.collectedSyncDifferences = []
        defer { LayoutEngine.collectedSyncDifferences = nil }
        for _ in 0..<30 {
            var snapshot = controller.dataSource.snapshot()
            let items = snapshot.itemIdentifiers
            switch rng.below(10) {
            case 0, 1:
                let maxOffset = max(0, table.contentSize.height - table.bounds.height)
                table.contentOffset = CGPoint(x: 0, y: rng.double(0, Double(maxOffset)).rounded())
                log.append("offset \(table.contentOffset.y)")
            case 2:
                let fresh = newTweets(rng.int(in: 1...4))
                if let anchor = items.randomElement(using: &rng), rng.chance(0.8) {
                    snapshot.insertItems(fresh, beforeItem: anchor)
                } else {
                    snapshot.appendItems(fresh)
                }
                controller.dataSource.apply(snapshot, animatingDifferences: false)
                log.append("inserted \(fresh.map(\.id))")
            case 3:
                guard items.count > 3 else { continue }
                let gone = (0..<rng.int(in: 1...3)).compactMap { _ in items.randomElement(using: &rng) }
                snapshot.deleteItems(Array(Set(gone)))
                controller.dataSource.apply(snapshot, animatingDifferences: false)
                log.append("deleted \(Set(gone).map(\.id).sorted())")
            case 4:
                guard let item = items.randomElement(using: &rng) else { continue }
                snapshot.reloadItems([item])
                controller.dataSource.apply(snapshot, animatingDifferences: false)
                log.append("reloaded \(item.id)")
            case 5:
                guard !items.isEmpty else { continue }
                let row = rng.below(items.count)
                table.scrollToRow(at: IndexPath(row: row, section: 0),
                                  at: rng.pick([.top, .middle, .bottom, .none]), animated: false)
                log.append("scrolled to row \(row)")
            case 6:
                guard items.count > 2, let item = items.randomElement(using: &rng),
                      let anchor = items.filter({ $0 != item }).randomElement(using: &rng) else { continue }
                snapshot.moveItem(item, afterItem: anchor)
                controller.dataSource.apply(snapshot, animatingDifferences: false)
                log.append("moved \(item.id) after \(anchor.id)")
            case 7:
                guard let item = items.randomElement(using: &rng) else { continue }
                snapshot.reconfigureItems([item])
                controller.dataSource.apply(snapshot, animatingDifferences: false)
                log.append("reconfigured \(item.id)")
            case 8:
                // A new snapshot: everything replaced at once (reloadData, as far as the table is concerned).
                var replaced = NSDiffableDataSourceSnapshot<Int, TestTweet>()
                replaced.appendSections([0])
                replaced.appendItems(newTweets(rng.int(in: 0...25)))
                controller.dataSource.apply(replaced, animatingDifferences: false)
                log.append("replaced by \(replaced.numberOfItems) tweets")
            default:
                let size = UIScreen.main.bounds.size
                window.frame = CGRect(x: 0, y: 0, width: rng.pick([size.width, size.width - 40, 320]), height: size.height)
                log.append("window width \(window.frame.width)")
            }
            window.layoutIfNeeded()
            if let found = LayoutEngine.collectedSyncDifferences, !found.isEmpty {
                problems += found.prefix(4)
                break
            }
            problems += visibleRowProblems(table, controller)
            if !problems.isEmpty { break }
        }
        #expect(problems.isEmpty, """
            seed \(seed):
              \(problems.prefix(6).joined(separator: "\n  "))
            changes:
              \(log.suffix(10).joined(separator: "\n  "))
            """)
        window.isHidden = true
    }

    /// Intrinsic sizes are rounded to the pixel grid of the screen: on another screen (here the simulated device goes
    /// from @3x to @2x), the rows on screen are measured again on its grid, with no view or constraint changed.
    @Test("A change of screen scale re-measures the rows on screen on the new pixel grid")
    func screenScaleChange() {
        let (window, controller) = TimelineController.shown(on: .iPhone13, tweets: (0..<12).map(TestTweet.variant))
        window.layoutIfNeeded()
        #expect(window.screen.scale == 3)
        UIDevice.current.simulate(.iPhoneSE)
        window.frame = UIScreen.main.bounds
        window.layoutIfNeeded()
        #expect(controller.tableView.layoutScale == 2)
        #expect(visibleRowProblems(controller.tableView, controller).isEmpty)
        window.isHidden = true
    }

    /// What is wrong with the visible rows: a cell not at its row's rectangle, a row not as tall as a fresh cell with
    /// its tweet measures, or a gap between consecutive rows.
    func visibleRowProblems(_ table: UITableView, _ controller: TimelineController) -> [String] {
        var problems: [String] = []
        let paths = table.indexPathsForVisibleRows ?? []
        let items = controller.dataSource.snapshot().itemIdentifiers
        var previousMaxY: CGFloat?
        for path in paths {
            guard let cell = table.cellForRow(at: path) as? TestTweetCell else {
                problems.append("no cell at \(path)")
                continue
            }
            let rect = table.rectForRow(at: path)
            if cell.frame != rect { problems.append("row \(path.row): cell at \(cell.frame), row at \(rect)") }
            if let previousMaxY, abs(previousMaxY - rect.minY) > 0.001 {
                problems.append("row \(path.row) starts at \(rect.minY), the row before ends at \(previousMaxY)")
            }
            previousMaxY = rect.maxY
            let fresh = TestTweetCell(style: .default, reuseIdentifier: "fresh")
            fresh.update(items[path.row])
            // The table gives its cells the separator's pixel below the content view (the fresh cell has none yet).
            fresh.separatorHeight = cell.separatorHeight
            let expected = table.measure(fresh)
            if abs(rect.height - expected) > 0.001 {
                problems.append("row \(path.row) (tweet \(items[path.row].id)): \(rect.height) tall, a fresh cell \(expected)")
            }
        }
        return problems
    }
}
