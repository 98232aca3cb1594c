import Testing
@testable import TwitterTimeline
@testable import UIKit

/// The timeline: self-sizing rows (rowHeight = automaticDimension) whose height is the content stack's, media
/// sized 514 × 315 at most the stack's width (compact) or 70 % of it (regular), the table 2/3 wide in regular
/// landscape.
@Suite("Examples: TwitterTimeline", .serialized)
@MainActor
struct TwitterTimelineTests {
    func launch(_ device: SimulatedDevice, orientation: UIDeviceOrientation = .portrait,
                contentSize: UIContentSizeCategory = .large) throws -> (UIWindow, UITableView) {
        let window = try AppHarness.launch(TwitterTimelineApp.makeDelegate, on: device, orientation: orientation, contentSize: contentSize)
        return (window, try AppHarness.first(UITableView.self, in: window))
    }

    /// The media view of a cell: the stack's image view that is not the avatar (the avatar is 60 × 60).
    func mediaView(in cell: UITableViewCell) -> UIImageView? {
        AppHarness.views(UIImageView.self, in: cell.contentView).first { $0.superview is UIStackView && $0.bounds.width > 60 }
    }

    @Test("Self-sizing rows: each row is as tall as its cell's content (margins + stack), media keeps 514:315")
    func selfSizingRows() throws {
        let (window, table) = try launch(.iPhone15)
        defer { AppHarness.close(window) }
        let cells = table.visibleCells
        #expect(cells.count >= 2)
        for cell in cells {
            let indexPath = try #require(table.indexPath(for: cell))
            let rect = table.rectForRow(at: indexPath)
            #expect(close(cell.frame.height, rect.height), "row \(indexPath.row)")
            let stack = try #require(AppHarness.views(UIStackView.self, in: cell.contentView).first)
            let margins = cell.contentView.layoutMargins
            // The content stack is pinned to the margins guide top and bottom, so it decides the height (the
            // avatar's bottom is only <=).
            #expect(close(stack.frame.maxY + margins.bottom, cell.contentView.bounds.height), "row \(indexPath.row)")
            if let media = mediaView(in: cell) {
                // Compact width: the optional 514 pt width loses to width <= stack width.
                #expect(close(media.frame.width, min(514, stack.bounds.width)))
                #expect(close(media.frame.height, media.frame.width * 315 / 514))
            }
        }
    }

    @Test("Row 2 (text only, retweeted) is shorter than row 0 (text + media); row 3 has media only")
    func rowKinds() throws {
        let (window, table) = try launch(.iPhone15)
        defer { AppHarness.close(window) }
        let heights = (0..<4).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights[2] < heights[0])
        #expect(heights[3] < heights[0])
        table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        let retweetRow = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(AppHarness.views(RetweetedByView.self, in: retweetRow).count == 1)
        let mediaOnly = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(AppHarness.views(UILabel.self, in: mediaOnly).filter { $0.numberOfLines == 0 }.isEmpty, "no tweet text label")
        #expect(mediaView(in: mediaOnly) != nil)
    }

    @Test("Size classes: the table spans the screen in compact width and iPad portrait, 2/3 centred in iPad landscape")
    func tableWidthPerSizeClass() throws {
        var (window, table) = try launch(.iPhone15)
        #expect(close(table.frame.width, 393))
        AppHarness.close(window)
        (window, table) = try launch(.iPad)
        #expect(close(table.frame.width, 820))
        AppHarness.close(window)
        (window, table) = try launch(.iPad, orientation: .landscapeLeft)
        #expect(close(table.frame.width, 1180 * 2 / 3))
        #expect(close(table.frame.midX, 590))
        // Regular width: the media is at most 70 % of the content stack.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let stack = try #require(AppHarness.views(UIStackView.self, in: cell.contentView).first)
        let media = try #require(mediaView(in: cell))
        #expect(close(media.frame.width, min(514, stack.bounds.width * 0.7)))
        AppHarness.close(window)
    }

    @Test("Rotating an iPad to landscape runs viewWillTransition: the table becomes 2/3 wide")
    func rotation() throws {
        let (window, table) = try launch(.iPad)
        defer {
            UIDevice.current.rotate(to: .portrait)
            AppHarness.close(window)
        }
        #expect(close(table.frame.width, 820))
        UIDevice.current.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(close(table.frame.width, 1180 * 2 / 3))
    }

    /// Row 0 is measured at both sizes (rows off screen only have their estimated height).
    @Test("Larger text makes taller rows (AX3 vs L, same tweet)")
    func dynamicType() throws {
        var (window, table) = try launch(.iPhone15)
        let large = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        AppHarness.close(window)
        (window, table) = try launch(.iPhone15, contentSize: .accessibilityExtraLarge)
        let ax3 = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        AppHarness.close(window)
        #expect(ax3 > large * 1.3, "L \(large) AX3 \(ax3)")
    }

    /// Pinned with the project's pinned fonts (Inter, Noto Color Emoji): a change in text measurement, cell margins
    /// or stack spacing shows up here. Frames sit on the screen's pixel grid (1/3 pt at 3x, 1/2 pt at 2x).
    @Test("Pinned row heights: iPhone 15 rows 0 and 1 are 452.67 and 432 pt; iPad landscape rows 0 and 1 are 462 pt")
    func pinnedRowHeights() throws {
        var (window, table) = try launch(.iPhone15)
        #expect(close(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 452.67, within: 0.01))
        #expect(close(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 432, within: 0.01))
        AppHarness.close(window)
        (window, table) = try launch(.iPad, orientation: .landscapeLeft)
        #expect(close(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 462, within: 0.01))
        #expect(close(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 462, within: 0.01))
        AppHarness.close(window)
    }
}
