import Testing
@testable import MusicAlbum
@testable import UIKit

/// The album: a table header measured with systemLayoutSizeFitting (required width, fitting height) and rebuilt
/// per size class, 40 pt rows, a red window tint that the cells and the header read back in layoutSubviews.
@Suite("Examples: MusicAlbum", .serialized)
@MainActor
struct MusicAlbumTests {
    func launch(_ device: SimulatedDevice, orientation: UIDeviceOrientation = .portrait) throws -> (UIWindow, UITableView, AlbumHeaderView) {
        let window = try AppHarness.launch(MusicAlbumApp.makeDelegate, on: device, orientation: orientation)
        let table = try AppHarness.first(UITableView.self, in: window)
        let header = try #require(table.tableHeaderView as? AlbumHeaderView)
        return (window, table, header)
    }

    @Test("Compact header at several widths: height = the fitting height; cover 2/3 of the width and square",
          arguments: [SimulatedDevice.iPhoneSE, .iPhone15, .iPhone15ProMax])
    func compactHeader(device: SimulatedDevice) throws {
        let (window, table, header) = try launch(device)
        defer { AppHarness.close(window) }
        let width = table.bounds.width
        #expect(close(header.frame.width, width))
        let fitting = header.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                     withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        #expect(close(header.frame.height, fitting.height), "header \(header.frame.height) vs fitting \(fitting.height)")
        let stack = try #require(header.subviews.first as? UIStackView)
        #expect(stack.axis == .vertical)
        let cover = try #require(stack.arrangedSubviews.first as? UIImageView)
        #expect(close(cover.frame.width, stack.bounds.width * 2 / 3))
        #expect(close(cover.frame.height, cover.frame.width))
        #expect(cover.image != nil, "UIImage(named: \"album\") found the generated cover")
        // The first row starts right under the header.
        #expect(close(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, header.frame.maxY))
    }

    @Test("Rows are 40 pt (rowHeight = 40); the order label is at least as wide as \"00\"")
    func rows() throws {
        let (window, table, _) = try launch(.iPhone15)
        defer { AppHarness.close(window) }
        #expect(table.visibleCells.count > 3)
        for cell in table.visibleCells {
            #expect(close(cell.frame.height, 40))
            let labels = AppHarness.views(UILabel.self, in: cell.contentView).filter { $0.superview is UIStackView }
            let order = try #require(labels.first)
            let minimum = "00".size(withAttributes: [.font: order.font as Any]).width
            #expect(order.frame.width >= minimum - 0.01)
        }
    }

    @Test("Regular width (iPad): header is horizontal, cover and labels share the width, rows get the length label, tint is red")
    func regularHeader() throws {
        let (window, table, header) = try launch(.iPad)
        defer { AppHarness.close(window) }
        let stack = try #require(header.subviews.first as? UIStackView)
        #expect(stack.axis == .horizontal)
        let cover = try #require(stack.arrangedSubviews.first)
        #expect(close(cover.frame.height, cover.frame.width))
        #expect(close(stack.arrangedSubviews[0].frame.width, stack.arrangedSubviews[1].frame.width))
        let cell = try #require(table.visibleCells.first)
        #expect(AppHarness.views(UILabel.self, in: cell.contentView).filter { $0.superview is UIStackView }.count == 3,
                "order, title and length")
        let button = try #require(AppHarness.views(UIButton.self, in: cell.contentView).first)
        #expect(button.tintColor == UIColor.systemRed, "the window's tint, read in layoutSubviews")
    }

    @Test("Size-class change: rotating the Pro Max (compact → regular width) rebuilds the header horizontally")
    func sizeClassSwitch() throws {
        let (window, _, header) = try launch(.iPhone15ProMax)
        defer {
            UIDevice.current.rotate(to: .portrait)
            AppHarness.close(window)
        }
        #expect((header.subviews.first as? UIStackView)?.axis == .vertical)
        let compactHeight = header.frame.height
        UIDevice.current.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        let stack = try #require(header.subviews.first as? UIStackView)
        #expect(stack.axis == .horizontal)
        #expect(header.frame.height != compactHeight, "measured again in viewDidLayoutSubviews")
    }

    /// Pinned with the project's pinned fonts: the compact header is 499 pt at 375 pt wide, 509.67 at 393 and 534.33
    /// at 430 (the cover, 2/3 of the width, grows by 12 and 24.67 pt; the text wraps the same).
    @Test("Pinned header heights: 499 (iPhone SE), 509.67 (iPhone 15), 534.33 (iPhone 15 Pro Max)")
    func pinnedHeaderHeights() throws {
        for (device, height) in [(SimulatedDevice.iPhoneSE, 499.0), (.iPhone15, 509.67), (.iPhone15ProMax, 534.33)] {
            let (window, _, header) = try launch(device)
            #expect(close(header.frame.height, height, within: 0.01), "\(device.name): \(header.frame.height)")
            AppHarness.close(window)
        }
    }
}
