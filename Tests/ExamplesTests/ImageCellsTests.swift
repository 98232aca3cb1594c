import Testing
@testable import ImageCells
@testable import UIKit

/// The image cells: the picture touches the row's top and bottom, is at most a third of the width, keeps its aspect
/// ratio when it can, the row is at least the image view's minimum height (100 pt), pictures arrive later with a
/// spinner meanwhile, larger text makes taller rows.
@Suite("Examples: ImageCells", .serialized)
@MainActor
struct ImageCellsTests {
    func launch(_ device: SimulatedDevice = .iPhone15, contentSize: UIContentSizeCategory = .large) throws -> (UIWindow, UITableView) {
        let window = try AppHarness.launch(ImageCellsApp.makeDelegate, on: device, contentSize: contentSize)
        return (window, try AppHarness.first(UITableView.self, in: window))
    }

    @Test("Before the pictures arrive: spinners animate, rows are at least 100 pt, image views touch top and bottom")
    func beforeImages() throws {
        let (window, table) = try launch()
        defer { AppHarness.close(window) }
        let cells = table.visibleCells.compactMap { $0 as? ExampleTableViewCell }
        #expect(cells.count > 3)
        for cell in cells {
            #expect(cell.activityIndicator.isAnimating)
            #expect(cell.frame.height >= 100 - 0.01)
            #expect(close(cell.cellImageView.frame.minY, 0))
            #expect(close(cell.cellImageView.frame.maxY, cell.contentView.bounds.height))
        }
    }

    @Test("After the pictures arrive (asyncAfter, drained by the run loop): no spinner, width = aspect width capped at 1/3")
    func afterImages() async throws {
        let (window, table) = try launch()
        defer { AppHarness.close(window) }
        // Rows that come on screen as others change height ask for their pictures later: wait until every visible
        // row has its picture (each arrives within `imageArrivalTime` of being asked for).
        for _ in 0..<6 {
            await AppHarness.settle(window, for: ImageCellsApp.imageArrivalTime + 0.1, device: .iPhone15)
            if table.visibleCells.allSatisfy({ ($0 as? ExampleTableViewCell)?.cellImageView.image != nil }) { break }
        }
        // While the test was suspended other tests may have resized this window (the device is process-wide), so the
        // visible cells are configured again at the restored size (the pictures are cached by then).
        table.reloadData()
        window.layoutIfNeeded()
        let cells = table.visibleCells.compactMap { $0 as? ExampleTableViewCell }
        #expect(cells.count > 3)
        for cell in cells {
                let image = try #require(cell.cellImageView.image, "row \(table.indexPath(for: cell)?.row ?? -1) has its picture")
            #expect(!cell.activityIndicator.isAnimating)
            let height = cell.contentView.bounds.height
            let aspectWidth = image.size.width * height / image.size.height
            let expected = min(aspectWidth, table.frame.width / 3)
            #expect(close(cell.cellImageView.frame.width, expected, within: 1), "row width \(cell.cellImageView.frame.width) vs \(expected)")
            #expect(close(cell.cellImageView.frame.minY, 0) && close(cell.cellImageView.frame.maxY, height))
        }
    }

    /// The app has no code for a change of the text size: its labels follow it (`adjustsFontForContentSizeCategory`)
    /// and the table measures its rows again by itself, as on iOS ("increasing the type size must resize the rows").
    @Test("Dynamic Type: changing the size while running gives the rows on screen the heights of a launch at that size")
    func dynamicType() throws {
        let (freshWindow, freshTable) = try launch(contentSize: .accessibilityExtraLarge)
        // The rows on screen (the others only have estimates).
        let onScreen = freshTable.indexPathsForVisibleRows ?? []
        let expected = onScreen.map { freshTable.rectForRow(at: $0) }
        AppHarness.close(freshWindow)

        let (window, table) = try launch()
        defer { AppHarness.close(window) }
        // Row 0 stays on screen at both sizes (rows off screen only have their estimated height).
        let large = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        UIApplication.shared.preferredContentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        let ax3 = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(ax3 > large, "L \(large) AX3 \(ax3)")
        #expect(table.indexPathsForVisibleRows == onScreen)
        for (path, launched) in zip(onScreen, expected) {
            let rect = table.rectForRow(at: path)
            #expect(rect == launched, "row \(path.row): \(rect) after the change, \(launched) at launch")
        }
    }
}
