import Testing
import TimelineFixture
@testable import UIKit

@MainActor
@Suite("Diffable data source: snapshots, differences, applying them to a table", .serialized)
struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test("Snapshot bookkeeping: sections, items, counts, lookups, inserts and moves by identifier")
    func snapshotBasics() {
        var s = snapshot([("a", [1, 2, 3]), ("b", [4])])
        #expect(s.numberOfSections == 2)
        #expect(s.numberOfItems == 4)
        #expect(s.itemIdentifiers == [1, 2, 3, 4])
        #expect(s.sectionIdentifiers == ["a", "b"])
        #expect(s.numberOfItems(inSection: "a") == 3)
        #expect(s.sectionIdentifier(containingItem: 4) == "b")
        #expect(s.indexOfItem(4) == 3)
        s.insertItems([9], beforeItem: 2)
        s.moveItem(4, afterItem: 1)
        #expect(s.itemIdentifiers(inSection: "a") == [1, 4, 9, 2, 3])
        #expect(s.itemIdentifiers(inSection: "b") == [])
        s.deleteItems([9, 3])
        s.appendItems([7])
        #expect(s.itemIdentifiers == [1, 4, 2, 7])
        #expect(s.sectionIdentifier(containingItem: 7) == "b")
        s.reloadItems([1])
        s.reconfigureItems([2])
        #expect(s.reloadedItemIdentifiers == [1])
        #expect(s.reconfiguredItemIdentifiers == [2])
    }

    @Test("Duplicate identifiers and missing sections are reported (UIKit raises) and leave the snapshot unchanged")
    func snapshotErrors() {
        var messages: [String] = []
        let saved = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = saved }
        var s = Snapshot()
        s.appendItems([1])
        #expect(messages.last?.contains("There are currently no sections in the data source") == true)
        s.appendSections(["a"])
        s.appendItems([1, 2, 1])
        #expect(messages.last?.contains("supplied item identifiers are not unique") == true)
        #expect(s.numberOfItems == 0)
        s.appendItems([1, 2], toSection: "zzz")
        #expect(messages.last?.contains("does not exist") == true)
        #expect(s.numberOfItems == 0)
        // An item already in another section: reported, and both sections are left as they were.
        s.appendSections(["b"])
        s.appendItems([3], toSection: "a")
        messages.removeAll()
        s.appendItems([4, 3, 5], toSection: "b")
        #expect(messages.last?.contains("Duplicate identifiers: [3]") == true)
        #expect(s.numberOfItems == 1)
        #expect(s.sectionIdentifier(containingItem: 3) == "a")
        #expect(s.sectionIdentifier(containingItem: 4) == nil)
        #expect(s.itemIdentifiers(inSection: "b").isEmpty)
    }

    @Test("Difference: inserts at new index paths, deletes at old ones, a single moved item is one move")
    func differenceInsertDeleteMove() {
        let old = snapshot([("a", [1, 2, 3, 4, 5])])
        // 5 moves to the top, 2 is deleted, 9 is inserted after 3.
        let new = snapshot([("a", [5, 1, 3, 9, 4])])
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.deletedRows == [IndexPath(row: 1, section: 0)])
        #expect(d.insertedRows == [IndexPath(row: 3, section: 0)])
        #expect(d.movedRows == [SnapshotDifference.Move(from: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))])
        #expect(d.deletedSections.isEmpty && d.insertedSections.isEmpty)
        #expect(SnapshotDifference(from: old, to: old).isEmpty)
    }

    @Test("Difference: sections inserted and deleted; items moving between surviving sections are moves")
    func differenceSections() {
        let old = snapshot([("a", [1, 2]), ("b", [3]), ("c", [4])])
        let new = snapshot([("a", [1]), ("c", [4, 2]), ("d", [5])])
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.deletedSections == IndexSet([1]))
        #expect(d.insertedSections == IndexSet([2]))
        #expect(d.movedRows == [SnapshotDifference.Move(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1))])
        #expect(d.insertedRows.isEmpty)
        #expect(d.deletedRows.isEmpty)
    }

    @Test("Longest increasing subsequence keeps the most items in place")
    func longestIncreasingSubsequence() {
        #expect(SnapshotDifference.longestIncreasingSubsequence([4, 0, 1, 2, 3]) == [0, 1, 2, 3])
        #expect(SnapshotDifference.longestIncreasingSubsequence([]) == [])
        #expect(SnapshotDifference.longestIncreasingSubsequence([3, 2, 1]).count == 1)
    }

    final class Rows {
        var calls: [Int] = []
        var cells: [Int: UITableViewCell] = [:]
    }

    func table(_ rows: Rows) -> (UIView, UITableView, UITableViewDiffableDataSource<String, Int>) {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.rowHeight = 40
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        root.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
            rows.calls.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.tag = item
            rows.cells[item] = cell
            return cell
        }
        return (root, table, dataSource)
    }

    @Test("apply: the data source makes itself the table's; the first apply shows the rows")
    func firstApply() {
        let rows = Rows()
        let (root, table, dataSource) = table(rows)
        #expect(table.dataSource === dataSource)
        var completed = false
        dataSource.apply(snapshot([("a", [10, 20, 30])]), animatingDifferences: false) { completed = true }
        root.layoutIfNeeded()
        #expect(completed)
        #expect(table.visibleCells.map(\.tag) == [10, 20, 30])
        #expect(rows.calls == [10, 20, 30])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 20)
        #expect(dataSource.indexPath(for: 30) == IndexPath(row: 2, section: 0))
    }

    @Test("apply a difference: moved and kept rows keep their cells, only inserted rows ask the cell provider")
    func applyDifference() {
        let rows = Rows()
        let (root, table, dataSource) = table(rows)
        dataSource.apply(snapshot([("a", [1, 2, 3, 4])]), animatingDifferences: false)
        root.layoutIfNeeded()
        let cellFor4 = rows.cells[4]
        let cellFor1 = rows.cells[1]
        rows.calls = []
        dataSource.apply(snapshot([("a", [4, 1, 3, 5])]), animatingDifferences: true)
        root.layoutIfNeeded()
        #expect(rows.calls == [5])
        #expect(table.visibleCells.map(\.tag) == [4, 1, 3, 5])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellFor4)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellFor1)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 120)
    }

    @Test("reloadItems asks for a new cell; reconfigureItems updates the cell in place")
    func reloadAndReconfigure() {
        let rows = Rows()
        let (root, table, dataSource) = table(rows)
        dataSource.apply(snapshot([("a", [1, 2, 3])]), animatingDifferences: false)
        root.layoutIfNeeded()
        let before = table.cellForRow(at: IndexPath(row: 1, section: 0))
        rows.calls = []
        var s = dataSource.snapshot()
        s.reconfigureItems([2])
        dataSource.apply(s, animatingDifferences: false)
        root.layoutIfNeeded()
        #expect(rows.calls == [2])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === before)
        rows.calls = []
        s = dataSource.snapshot()
        #expect(s.reconfiguredItemIdentifiers.isEmpty)
        s.reloadItems([3])
        dataSource.apply(s)
        root.layoutIfNeeded()
        #expect(rows.calls == [3])
        #expect(table.visibleCells.map(\.tag) == [1, 2, 3])
    }

    /// Apple, on `reloadItems(_:)`: "Reloads the data within the specified items in the snapshot" — whatever else the
    /// same snapshot does to them: an item moved and reloaded in one apply gets a new cell at its new place, and a
    /// reloaded section's rows all get new cells (from the cell provider; the pool may hand back the same object).
    @Test("reloadItems on an item that also moves, and reloadSections, ask for new cells")
    func reloadMovedItemsAndSections() {
        let rows = Rows()
        let (root, table, dataSource) = table(rows)
        dataSource.apply(snapshot([("a", [1, 2, 3]), ("b", [4, 5])]), animatingDifferences: false)
        root.layoutIfNeeded()
        rows.calls = []
        var s = dataSource.snapshot()
        s.moveItem(1, afterItem: 3)
        s.reloadItems([1])
        dataSource.apply(s, animatingDifferences: true)
        root.layoutIfNeeded()
        #expect(rows.calls == [1])
        #expect(table.visibleCells.map(\.tag) == [2, 3, 1, 4, 5])
        rows.calls = []
        s = dataSource.snapshot()
        s.reloadSections(["b"])
        dataSource.apply(s, animatingDifferences: false)
        root.layoutIfNeeded()
        #expect(rows.calls.sorted() == [4, 5])
        #expect(table.visibleCells.map(\.tag) == [2, 3, 1, 4, 5])
    }

    @Test("Seed timeline: apply in viewDidLoad before the first layout, then self-sized rows on screen")
    func seedTimelineApply() {
        let (window, controller) = TimelineController.shown(on: .iPhone13, tweets: (0..<12).map(TestTweet.variant))
        let table = controller.tableView
        // The table sits between the margins guide's top (the 47 pt safe area) and bottom.
        #expect(table.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(table.numberOfRows(inSection: 0) == 12)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first is TestTweetCell)
        #expect(first?.frame.minY == 0)
        #expect((first?.frame.height ?? 0) > 100)
        // Deleting the first tweet moves every row up by its height; the other cells are kept.
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
        var s = controller.dataSource.snapshot()
        s.deleteItems([controller.tweets[0]])
        let calls = controller.providerCalls
        controller.dataSource.apply(s, animatingDifferences: true)
        window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
        #expect(second?.frame.minY == 0)
        #expect(controller.providerCalls - calls <= 1)
    }
}
