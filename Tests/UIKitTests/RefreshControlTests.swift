import Testing
@testable import UIKit

/// UIRefreshControl on a table: a pull past the top releases into a refresh (`.valueChanged`), the content rests below
/// the control until `endRefreshing()`.
@MainActor
@Suite("UIRefreshControl", .serialized)
struct RefreshControlTests {
    /// Apple: "When the user drags the top of the scrollable content area downward, the scroll view reveals the refresh
    /// control, begins animating its progress indicator, and notifies your app"; `beginRefreshing()` "Tells the
    /// control that a refresh operation was started programmatically"; `endRefreshing()` "Tells the control that a
    /// refresh operation has ended."
    @Test("A long pull starts refreshing with .valueChanged; the content rests below the control until endRefreshing")
    func pullToRefresh() {
        UIDevice.current.simulate(.iPhone13)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = CountingDataSource([40])
        table.dataSource = source
        let control = UIRefreshControl()
        var refreshes = 0
        control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        table.refreshControl = control
        let window = table.shownAsWindowRoot()
        defer { window.isHidden = true }
        #expect(control.superview === table && !control.isRefreshing)
        #expect(table.contentOffset.y == -47, "at rest under the status bar")
        #expect(control.frame == CGRect(x: 0, y: -47 - 60, width: 390, height: 60), "hidden above the content")
        // A short pull bounces back without refreshing.
        table.simulatePull(by: 60)
        table.simulateRelease()
        #expect(refreshes == 0 && !control.isRefreshing && table.contentOffset.y == -47)
        // A long one refreshes.
        table.simulatePull(by: 150)
        table.simulateRelease()
        window.layoutIfNeeded()
        #expect(refreshes == 1 && control.isRefreshing)
        #expect(table.adjustedContentInset.top == CGFloat(47 + 60))
        #expect(table.contentOffset.y == -107, "the content rests below the control")
        #expect(control.frame.minY == -107, "the control shows between the status bar and the content")
        // Another pull while refreshing does not send the event again.
        table.simulatePull(by: 200)
        table.simulateRelease()
        #expect(refreshes == 1)
        control.endRefreshing()
        window.layoutIfNeeded()
        #expect(!control.isRefreshing && table.adjustedContentInset.top == 47 && table.contentOffset.y == -47)
        // From code: no event.
        control.beginRefreshing()
        #expect(control.isRefreshing && refreshes == 1, "\(table.contentOffset.y)")
        #expect(table.contentOffset.y == -107)
        control.endRefreshing()
        // A disabled control does not refresh.
        control.isEnabled = false
        table.simulatePull(by: 150)
        table.simulateRelease()
        #expect(!control.isRefreshing && refreshes == 1)
        table.refreshControl = nil
        #expect(control.superview == nil)
        withExtendedLifetime(source) {}
    }

    @Test("UITableViewController.refreshControl is its table's")
    func tableControllerRefreshControl() {
        final class Controller: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                refreshControl = UIRefreshControl()
            }
        }
        let controller = Controller(style: .plain)
        controller.loadViewIfNeeded()
        #expect(controller.refreshControl != nil && controller.tableView.refreshControl === controller.refreshControl)
        #expect(controller.refreshControl?.superview === controller.tableView)
    }
}
