import Testing
@testable import UIKit

@Suite("UITableView default background")
@MainActor
struct TableBackgroundTests {
    @Test("A plain table is systemBackground (opaque since iOS 7), a grouped one systemGroupedBackground")
    func defaults() {
        #expect(UITableView(frame: .zero, style: .plain).backgroundColor == .systemBackground)
        #expect(UITableView(frame: .zero, style: .grouped).backgroundColor == .systemGroupedBackground)
        #expect(UITableViewController(style: .plain).tableView.backgroundColor == .systemBackground)
    }

    // iOS 14: a cell's backgroundConfiguration replaces its backgroundView ("setting a non-nil value for this
    // property resets backgroundView to nil") and follows the cell's state.
    @Test("A table cell's background configuration: the table style's list look, grey while selected, exclusive with backgroundView")
    func backgroundConfiguration() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
                return cell
            }
        }
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = Source()
        table.dataSource = source
        let window = table.shownAsWindowRoot()
        defer { window.isHidden = true }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.backgroundConfiguration?.backgroundColor === UIColor.secondarySystemGroupedBackground)
        let drawn = try #require(cell.subviews.first)
        #expect(drawn.backgroundColor === UIColor.secondarySystemGroupedBackground && drawn.frame == cell.bounds)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        window.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor === UIColor.systemGray4)
        // The configuration shows the selection: no second grey view on top of it.
        #expect(cell.subviews.filter { $0.backgroundColor === UIColor.systemGray4 }.count == 1)
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil && cell.subviews.first === cell.backgroundView)
    }
}
