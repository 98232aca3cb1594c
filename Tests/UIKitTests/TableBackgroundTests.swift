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
}
