import Testing
@testable import BookmarkCells
@testable import UIKit

/// Pinline's cells: three labels 15 pt from the content view's sides (H:|-15-[label]-15-|), stacked with standard
/// spacing (V:|-[title]-[url]-[tags]-|), rows sized by their content.
@Suite("Examples: BookmarkCells", .serialized)
@MainActor
struct BookmarkCellsTests {
    func launch(_ device: SimulatedDevice, orientation: UIDeviceOrientation = .portrait) throws -> (UIWindow, UITableView) {
        let window = try AppHarness.launch(BookmarkCellsApp.makeDelegate, on: device, orientation: orientation)
        return (window, try AppHarness.first(UITableView.self, in: window))
    }

    @Test("Labels are 15 pt from the sides and stacked in order; the row is as tall as the stack plus standard spacing")
    func rowGeometry() throws {
        let (window, table) = try launch(.iPhone15)
        defer { AppHarness.close(window) }
        #expect(table.visibleCells.count > 3)
        for cell in table.visibleCells {
            let labels = AppHarness.views(UILabel.self, in: cell.contentView)
            #expect(labels.count == 3)
            let width = cell.contentView.bounds.width
            for label in labels {
                #expect(close(label.frame.minX, 15) && close(label.frame.maxX, width - 15))
            }
            let (title, url, tags) = (labels[0], labels[1], labels[2])
            let gap = url.frame.minY - title.frame.maxY
            #expect(gap > 0 && close(tags.frame.minY - url.frame.maxY, gap), "standard spacing between labels")
            #expect(title.frame.minY > 0 && cell.contentView.bounds.height - tags.frame.maxY > 0)
            #expect(close(cell.frame.height, table.rectForRow(at: table.indexPath(for: cell)!).height))
        }
    }

    @Test("The long title wraps: its row is taller than a one-line title's")
    func wrapping() throws {
        let (window, table) = try launch(.iPhone15)
        defer { AppHarness.close(window) }
        let short = table.rectForRow(at: IndexPath(row: 3, section: 0)).height  // "A very short one"
        let long = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(long > short)
    }

    @Test("Rotation reloads the visible rows: labels take the landscape width and the wrapped title gets shorter")
    func rotation() throws {
        let (window, table) = try launch(.iPhone15)
        defer {
            UIDevice.current.rotate(to: .portrait)
            AppHarness.close(window)
        }
        let portrait = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        UIDevice.current.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let title = try #require(AppHarness.views(UILabel.self, in: cell.contentView).first)
        #expect(close(title.frame.width, cell.contentView.bounds.width - 30))
        #expect(cell.contentView.bounds.width > 393)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height < portrait)
    }

    @Test("No unsatisfiable constraints although updateConstraints adds its constraints on every update pass")
    func noLayoutMessages() throws {
        let messages = try AppHarness.layoutMessages {
            let (window, table) = try launch(.iPhone15)
            table.reloadData()
            window.layoutIfNeeded()
            AppHarness.close(window)
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    /// Pinned with the project's pinned fonts: the two-line title's row is 121 pt, a one-line title's 100.33 pt.
    @Test("Pinned row heights on iPhone 15: 121 pt (two-line title), 100.33 pt (one line)")
    func pinnedRowHeights() throws {
        let (window, table) = try launch(.iPhone15)
        defer { AppHarness.close(window) }
        #expect(close(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 121, within: 0.01))
        #expect(close(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 100.33, within: 0.01))
    }
}
