import Testing
@testable import UIKit

/// A data source and delegate whose answers a test sets to anything, sensible or not.
@MainActor
final class UnreliableDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections = 2
    var rows = 30
    var height: CGFloat? = nil
    var estimate: CGFloat? = nil
    var headerHeight: CGFloat? = nil
    var identifier = "cell"

    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        height ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimate ?? tableView.estimatedRowHeight
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight ?? tableView.sectionHeaderHeight
    }
}

/// What a data source, a delegate or a caller can get wrong: answers that are negative, NaN or infinite, counts below
/// zero, identifiers never registered, index paths out of range. Apple's UIKit raises an exception for several of
/// these (an unregistered identifier: "unable to dequeue a cell with identifier …"; a bad count after an update:
/// "Invalid update: invalid number of rows in section …"); Trellis reports them in the log and goes on — the table
/// stays laid out, every frame finite, and nothing traps.
@MainActor
@Suite("UITableView: bad answers and bad index paths are reported, not a crash", .serialized)
struct TableBadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// What the log must say (nil: nothing is wrong enough to say, only to survive).
        let message: String?
        let apply: @MainActor @Sendable (UITableView, UnreliableDataSource) -> Void
        /// What must hold after the layout passes, besides finite frames.
        var check: @MainActor @Sendable (UITableView) -> Bool = { _ in true }
        var testDescription: String { name }
    }

    /// The first row's height, when it is a usable one.
    @MainActor static func firstRowIsSized(_ table: UITableView) -> Bool {
        let height = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        return height.isFinite && height > 40 && height < 100
    }

    nonisolated static let cases: [Case] = [
        Case(name: "heightForRowAt NaN", message: "tableView(_:heightForRowAt:) returned nan, which is not a height",
             apply: { _, source in source.height = .nan }, check: { firstRowIsSized($0) }),
        Case(name: "heightForRowAt +infinity", message: "tableView(_:heightForRowAt:) returned inf, which is not a height",
             apply: { _, source in source.height = .infinity }, check: { firstRowIsSized($0) }),
        Case(name: "heightForRowAt −40 (negative: sized as automaticDimension)", message: nil,
             apply: { _, source in source.height = -40 }, check: { firstRowIsSized($0) }),
        Case(name: "heightForRowAt 1e300", message: nil, apply: { _, source in source.height = 1e300 }),
        Case(name: "estimatedHeightForRowAt NaN", message: "tableView(_:estimatedHeightForRowAt:) returned nan",
             apply: { table, source in
                 table.rowHeight = UITableView.automaticDimension
                 source.estimate = .nan
             }, check: { firstRowIsSized($0) }),
        Case(name: "estimatedHeightForRowAt −1000", message: nil,
             apply: { table, source in
                 table.rowHeight = UITableView.automaticDimension
                 source.estimate = -1000
             }, check: { firstRowIsSized($0) }),
        Case(name: "estimatedHeightForRowAt 0", message: nil,
             apply: { table, source in
                 table.rowHeight = UITableView.automaticDimension
                 source.estimate = 0
             }, check: { firstRowIsSized($0) }),
        Case(name: "rowHeight NaN", message: "Ignoring a non-finite rowHeight nan",
             apply: { table, _ in
                 table.rowHeight = 60
                 table.rowHeight = .nan
             }, check: { $0.rowHeight == 60 && $0.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60 }),
        Case(name: "rowHeight −3 (negative: automaticDimension)", message: nil, apply: { table, _ in table.rowHeight = -3 },
             check: { firstRowIsSized($0) }),
        Case(name: "estimatedRowHeight infinity", message: "Ignoring a non-finite estimatedRowHeight inf",
             apply: { table, _ in
                 table.rowHeight = UITableView.automaticDimension
                 table.estimatedRowHeight = .infinity
             }, check: { $0.estimatedRowHeight == UITableView.automaticDimension }),
        Case(name: "sectionHeaderHeight NaN", message: "Ignoring a non-finite sectionHeaderHeight nan",
             apply: { table, _ in table.sectionHeaderHeight = .nan },
             check: { $0.sectionHeaderHeight == UITableView.automaticDimension }),
        Case(name: "sectionHeaderTopPadding infinity", message: "Ignoring a non-finite sectionHeaderTopPadding inf",
             apply: { table, _ in table.sectionHeaderTopPadding = .infinity },
             check: { $0.sectionHeaderTopPadding == UITableView.automaticDimension && $0.contentSize.height.isFinite }),
        Case(name: "heightForHeaderInSection −20", message: nil, apply: { _, source in source.headerHeight = -20 }),
        Case(name: "heightForHeaderInSection infinity", message: "tableView(_:heightForHeaderInSection:) returned inf",
             apply: { _, source in source.headerHeight = .infinity },
             check: { $0.rectForHeader(inSection: 1).height.isFinite }),
        Case(name: "numberOfRowsInSection −5", message: "The data source returned -5 rows for section 0; using 0.",
             apply: { _, source in source.rows = -5 }, check: { $0.numberOfRows(inSection: 0) == 0 }),
        Case(name: "numberOfSections −1", message: "The data source returned -1 sections; using 0.",
             apply: { _, source in source.sections = -1 }, check: { $0.numberOfSections == 0 }),
        Case(name: "numberOfSections 0", message: nil, apply: { _, source in source.sections = 0 },
             check: { $0.visibleCells.isEmpty }),
        Case(name: "an identifier never registered", message: "unable to dequeue a cell with identifier nothing",
             apply: { _, source in source.identifier = "nothing" }, check: { !$0.visibleCells.isEmpty }),
        Case(name: "tableHeaderView with a NaN height", message: "Ignoring a non-finite frame",
             apply: { table, _ in
                 let header = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
                 table.tableHeaderView = header
                 header.frame.size.height = .nan
                 table.tableHeaderView = header
             }, check: { $0.rectForRow(at: IndexPath(row: 0, section: 0)).minY >= 40 }),
        Case(name: "scrollToRow in a section that does not exist",
             message: "Attempted to scroll the table view to an out-of-bounds row (0) when there are only 0 rows in section 9.",
             apply: { table, _ in table.scrollToRow(at: IndexPath(row: 0, section: 9), at: .top, animated: false) }),
        Case(name: "scrollToRow past the last row",
             message: "Attempted to scroll the table view to an out-of-bounds row (999) when there are only 30 rows in section 0.",
             apply: { table, _ in table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .bottom, animated: false) }),
        Case(name: "reloadRows at an index path out of range",
             message: "attempt to reload row 500 from section 7 but there are only 2 sections before the update",
             apply: { table, _ in table.reloadRows(at: [IndexPath(row: 500, section: 7)], with: .none) }),
        Case(name: "reconfigureRows at an index path out of range",
             message: "attempt to reconfigure row -1 in section 0, which the table does not have",
             apply: { table, _ in table.reconfigureRows(at: [IndexPath(row: -1, section: 0)]) }),
        Case(name: "deleteRows out of range without changing the model",
             message: "attempt to delete row 77 from section 0 which only contains 30 rows before the update",
             apply: { table, _ in table.deleteRows(at: [IndexPath(row: 77, section: 0)], with: .automatic) }),
        Case(name: "insertRows at a negative row",
             message: "attempt to insert row -4 into section -1, but there are only 2 sections after the update",
             apply: { table, _ in table.insertRows(at: [IndexPath(row: -4, section: -1)], with: .automatic) }),
        Case(name: "insertSections out of range without changing the model",
             message: "attempt to insert section 12 but there are only 2 sections after the update",
             apply: { table, _ in table.insertSections(IndexSet(integer: 12), with: .automatic) }),
        Case(name: "deleteSections out of range",
             message: "attempt to delete section 5, but there are only 2 sections before the update",
             apply: { table, _ in table.deleteSections(IndexSet(integersIn: 5..<9), with: .automatic) }),
        Case(name: "moveRow from a row that does not exist",
             message: "attempt to move row 400 from section 0 which only contains 30 rows before the update",
             apply: { table, _ in table.moveRow(at: IndexPath(row: 400, section: 0), to: IndexPath(row: 0, section: 0)) }),
        Case(name: "moveSection out of range", message: "a section moved from or to an index out of range",
             apply: { table, _ in table.moveSection(8, toSection: 0) }),
        Case(name: "moveSection from a negative index", message: "a section moved from or to an index out of range",
             apply: { table, _ in table.moveSection(-1, toSection: -3) }),
        Case(name: "cellForRow, rect(forSection:), rectForRow and indexPathsForRows out of range", message: nil,
             apply: { table, _ in
                 _ = table.cellForRow(at: IndexPath(row: 1000, section: 0))
                 _ = table.rectForRow(at: IndexPath(row: 3, section: 40))
                 _ = table.rect(forSection: -2)
                 _ = table.rectForFooter(inSection: 7)
                 _ = table.rectForHeader(inSection: 99)
                 _ = table.indexPathsForRows(in: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10))
                 _ = table.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: .nan))
             }, check: { $0.indexPathForRow(at: CGPoint(x: 0, y: CGFloat.nan)) == nil
                 && $0.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 1, height: CGFloat.infinity)) == nil
                 && $0.rect(forSection: 12) == .zero && $0.rectForFooter(inSection: -1) == .zero }),
        Case(name: "selectRow at a row that does not exist", message: "attempt to select row 70 in section 0",
             apply: { table, _ in
                 table.selectRow(at: IndexPath(row: 70, section: 0), animated: false, scrollPosition: .middle)
                 table.selectRow(at: IndexPath(row: 0, section: -1), animated: false, scrollPosition: .none)
                 table.selectRow(at: IndexPath(index: 3), animated: false, scrollPosition: .none)
             }, check: { $0.indexPathForSelectedRow == nil }),
        Case(name: "separatorInset NaN", message: "Ignoring a non-finite separator inset",
             apply: { table, _ in
                 table.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
                 table.separatorInset = UIEdgeInsets(top: 0, left: .nan, bottom: 0, right: .infinity)
             }, check: { $0.separatorInset.left == 30 }),
    ]

    @Test("A bad answer or call: the table lays out on, every frame finite", arguments: cases)
    func badInput(_ badCase: Case) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = UnreliableDataSource()
        table.dataSource = source
        table.delegate = source
        let window = table.shownAsWindowRoot(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        defer { window.isHidden = true }

        let log = capturingLayoutLog {
            badCase.apply(table, source)
            table.reloadData()
            window.layoutIfNeeded()
            // Scrolled through: the bad answers are asked for again as rows come on screen.
            for y in stride(from: 0, through: 3000, by: 400) {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
                window.layoutIfNeeded()
            }
            table.contentOffset = .zero
            window.layoutIfNeeded()
        }
        if let message = badCase.message {
            #expect(log.contains { $0.contains(message) }, "log: \(log.prefix(5))")
        }
        // Refused where it was given: no non-finite number reached a view's frame or the content size.
        let reached = log.filter { $0.contains("non-finite frame") || $0.contains("non-finite content") }
        if badCase.name != "tableHeaderView with a NaN height" {
            #expect(reached.isEmpty, "\(reached.count) refusals downstream: \(reached.prefix(2))")
        }
        #expect(badCase.check(table), "the table after it: \(table.numberOfSections) sections, first row \(table.rectForRow(at: IndexPath(row: 0, section: 0)))")
        var bad: [String] = []
        func visit(_ view: UIView) {
            if !view.frame.isFinite || !view.bounds.isFinite { bad.append("\(type(of: view)) \(view.frame) \(view.bounds)") }
            view.subviews.forEach(visit)
        }
        visit(window)
        #expect(bad.isEmpty, "non-finite frames: \(bad.prefix(3))")
        #expect(table.contentSize.width.isFinite && table.contentSize.height.isFinite,
                "content size \(table.contentSize)")
        #expect(table.contentOffset.x.isFinite && table.contentOffset.y.isFinite, "content offset \(table.contentOffset)")
    }
}
