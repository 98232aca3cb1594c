import Testing
@testable import UIKit

/// A data source and delegate that records the selection callbacks, in order.
final class SelectionRecorder: NSObject, UITableViewDataSource, UITableViewDelegate {
    var count: Int
    var events: [String] = []
    /// Rows `willSelectRowAt` refuses (answers nil for).
    var refused: Set<IndexPath> = []

    init(rows: Int) { count = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.tag = indexPath.row
        return cell
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        return refused.contains(indexPath) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.row)")
    }
}

/// Selection as users and apps rely on it: the table keeps it by index path, shows it on whatever cell displays the
/// row, carries it through updates, and drops it where the row's data is read again.
@MainActor
@Suite("UITableView: selection", .serialized)
struct TableSelectionTests {
    /// A 320×480 table of 40 pt rows in a free-standing root.
    func table(rows: Int = 50, multiple: Bool = false) -> (UIView, UITableView, SelectionRecorder) {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 40
        table.allowsMultipleSelection = multiple
        let recorder = SelectionRecorder(rows: rows)
        table.dataSource = recorder
        table.delegate = recorder
        root.addSubview(table)
        root.layoutIfNeeded()
        return (root, table, recorder)
    }

    func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test("selectRow selects one row at a time (the cell shows it); with multiple selection rows add up")
    func programmaticSelection() {
        let (_, table, recorder) = table()
        table.selectRow(at: path(2), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == path(2))
        #expect(table.cellForRow(at: path(2))?.isSelected == true)
        table.selectRow(at: path(4), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [path(4)])
        #expect(table.cellForRow(at: path(2))?.isSelected == false)
        // Apple: selectRow(at:animated:scrollPosition:) "does not cause the delegate to receive" the selection messages.
        #expect(recorder.events.isEmpty)
        table.deselectRow(at: path(4), animated: false)
        #expect(table.indexPathForSelectedRow == nil)

        let (_, multi, multiRecorder) = self.table(multiple: true)
        defer { withExtendedLifetime(multiRecorder) {} }
        multi.selectRow(at: path(1), animated: false, scrollPosition: .none)
        multi.selectRow(at: path(3), animated: false, scrollPosition: .none)
        #expect(multi.indexPathsForSelectedRows == [path(1), path(3)])
        #expect(multi.indexPathForSelectedRow == path(1))
    }

    @Test("A selected row scrolled away and back is shown selected by the cell that displays it; others are not")
    func selectionSurvivesReuse() {
        let (root, table, recorder) = table()
        defer { withExtendedLifetime(recorder) {} }
        table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        table.contentOffset = CGPoint(x: 0, y: 1_000)
        root.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isSelected }, "a reused cell shows no stale selection")
        table.contentOffset = .zero
        root.layoutIfNeeded()
        #expect(table.cellForRow(at: path(1))?.isSelected == true)
        #expect(table.visibleCells.filter(\.isSelected).map(\.tag) == [1])
    }

    @Test("Updates carry the selection to the row's new index path; a deleted row's selection goes")
    func selectionFollowsUpdates() {
        let (root, table, recorder) = table()
        table.selectRow(at: path(5), animated: false, scrollPosition: .none)
        recorder.count += 2
        table.insertRows(at: [path(0), path(1)], with: .none)
        root.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == path(7))
        #expect(table.cellForRow(at: path(7))?.isSelected == true)
        recorder.count -= 1
        table.deleteRows(at: [path(7)], with: .none)
        root.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    /// Reloading a row gives it a new cell, unselected: `reloadRows(at:with:)` deselects the rows it reloads, and
    /// `reloadData()` clears the selection (long-standing UIKit behaviour that apps work around by saving the
    /// selection and selecting again). `reconfigureRows(at:)` keeps the cell and its selection.
    @Test("reloadRows and reloadData deselect; reconfigureRows keeps the selection")
    func reloadsDeselect() {
        let (root, table, recorder) = table()
        defer { withExtendedLifetime(recorder) {} }
        table.selectRow(at: path(2), animated: false, scrollPosition: .none)
        table.reconfigureRows(at: [path(2)])
        root.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == path(2))
        #expect(table.cellForRow(at: path(2))?.isSelected == true)
        table.reloadRows(at: [path(2)], with: .none)
        root.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: path(2))?.isSelected == false)
        table.selectRow(at: path(3), animated: false, scrollPosition: .none)
        table.reloadData()
        root.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    /// A tap on a row: `willSelectRowAt` (which may redirect or refuse), then in single selection the selected row is
    /// deselected with `willDeselectRowAt`/`didDeselectRowAt`, then `didSelectRowAt`. With multiple selection, a tap on
    /// a selected row deselects it.
    @Test("Taps: the delegate's will/did select and deselect, in UIKit's order")
    func tapCallbacks() {
        let (_, table, recorder) = table()
        table.simulateTap(at: path(1))
        table.simulateTap(at: path(3))
        #expect(recorder.events == ["willSelect 1", "didSelect 1", "willSelect 3", "willDeselect 1", "didDeselect 1",
                                    "didSelect 3"])
        #expect(table.indexPathForSelectedRow == path(3))
        recorder.events = []
        recorder.refused = [path(4)]
        table.simulateTap(at: path(4))
        #expect(recorder.events == ["willSelect 4"])
        #expect(table.indexPathForSelectedRow == path(3))

        let (_, multi, multiRecorder) = self.table(multiple: true)
        multi.simulateTap(at: path(1))
        multi.simulateTap(at: path(2))
        multi.simulateTap(at: path(1))
        #expect(multiRecorder.events == ["willSelect 1", "didSelect 1", "willSelect 2", "didSelect 2", "willDeselect 1",
                                         "didDeselect 1"])
        #expect(multi.indexPathsForSelectedRows == [path(2)])
    }
}

/// Apple, on `reloadData()`: the table "adjusts offsets if the table shrinks as a result of the reload".
@MainActor
@Suite("UITableView: reloadData after the data shrank", .serialized)
struct TableShrinkingReloadTests {
    @Test("A table scrolled far down and reloaded with fewer rows comes back within its content")
    func reloadShrinksOffset() {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 40
        let recorder = SelectionRecorder(rows: 100)
        table.dataSource = recorder
        root.addSubview(table)
        root.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 3_000)
        root.layoutIfNeeded()
        recorder.count = 20
        table.reloadData()
        root.layoutIfNeeded()
        // 20 rows of 40 pt: 800 pt of content in 480, so at most 320 scrolled.
        #expect(table.contentSize.height == 800)
        #expect(table.contentOffset.y == 320)
        #expect(table.visibleCells.map(\.tag).sorted() == Array(8..<20))
        recorder.count = 5
        table.reloadData()
        root.layoutIfNeeded()
        #expect(table.contentOffset.y == 0)
        #expect(table.visibleCells.map(\.tag).sorted() == Array(0..<5))

        // Deleting the rows on screen at the end does the same.
        recorder.count = 40
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: 1_120)
        root.layoutIfNeeded()
        recorder.count = 30
        table.deleteRows(at: (30..<40).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        root.layoutIfNeeded()
        #expect(table.contentOffset.y == 720) // 30 rows of 40 pt, 480 pt tall
        #expect(table.visibleCells.map(\.tag).sorted() == Array(18..<30))
        // An offset set past the end by the app stays (a scroll view does not clamp what it is given).
        table.contentOffset = CGPoint(x: 0, y: 2_000)
        root.layoutIfNeeded()
        #expect(table.contentOffset.y == 2_000)
    }
}
