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

    /// The article's compact header at AX3 on an iPhone SE. The play and shuffle buttons share the margins' width
    /// equally (fillEqually) and Shuffle's title no longer fits; the cover, a square 2/3 of the stack's width, is
    /// smaller than its 300 pt image. Both resist compression at 750 (UIImageView's and UIButton's default; the
    /// article lowers only the cover's horizontal resistance), against the stack's four edges at 750: widening the
    /// stack by 1 pt breaks one edge by 1 pt and gives back 2/3 pt of cover height and ½ pt of Shuffle width, so
    /// Auto Layout widens it until Shuffle fits. iOS solves the same equations.
    @Test("AX3, iPhone SE: the content stack grows past the header until Shuffle fits, its margins stay 16 pt")
    func compactHeaderAtAX3() throws {
        let window = try AppHarness.launch(MusicAlbumApp.makeDelegate, on: .iPhoneSE, contentSize: .accessibilityExtraLarge)
        defer { AppHarness.close(window) }
        let table = try AppHarness.first(UITableView.self, in: window)
        let header = try #require(table.tableHeaderView as? AlbumHeaderView)
        let stack = try #require(header.subviews.first as? UIStackView)
        let buttons = try #require(stack.arrangedSubviews[2] as? UIStackView)
        let shuffle = buttons.arrangedSubviews[1]
        // WWDC 2017 ("UIKit: Apps for Every Size and Shape"): the part of a view past its superview's edge is not
        // unsafe, so the overhang does not add to the stack's margins (insetsLayoutMarginsFromSafeArea) — which would
        // narrow its content and push it out further, pass after pass.
        #expect(stack.safeAreaInsets.right == 0)
        #expect(stack.layoutMargins.left == 16 && stack.layoutMargins.right == 16)
        #expect(abs(shuffle.frame.width - shuffle.intrinsicContentSize.width) < 0.5, "Shuffle fits exactly")
        #expect(abs(stack.frame.width - (2 * shuffle.intrinsicContentSize.width + buttons.spacing + 32)) < 0.5)
        #expect(stack.frame.width > header.bounds.width)
        // What is left open is where the overflow goes: the leading and trailing edges are both optional at 750, so
        // breaking one or the other (or both, by parts) costs the same — the article's own ambiguity, not a choice
        // iOS could make differently.
        #expect(stack.ambiguousFrameCoordinates == [.minX], "\(stack.explainFrame())")
        #expect(!shuffle.hasAmbiguousLayout && !header.hasAmbiguousLayout)
    }

    @Test("AX3, iPad: the header is as tall as its taller column plus the 20 pt bottom margin, no more")
    func regularHeaderAtAX3() throws {
        // The header is measured (systemLayoutSizeFitting) while it is still 0 pt wide, so its stack overhangs it
        // for a pass. The overhang is not unsafe area (WWDC 2017, "UIKit: Apps for Every Size and Shape": insets
        // do not extend past the superview's edge), so it must leave no trace in the margins — and no empty band
        // above the labels once the header has its width.
        let window = try AppHarness.launch(MusicAlbumApp.makeDelegate, on: .iPad, contentSize: .accessibilityExtraLarge)
        defer { AppHarness.close(window) }
        let table = try AppHarness.first(UITableView.self, in: window)
        let header = try #require(table.tableHeaderView as? AlbumHeaderView)
        let stack = try #require(header.subviews.first as? UIStackView)
        let tallest = stack.arrangedSubviews.map(\.frame.height).max() ?? 0
        #expect(stack.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 20, right: 20))
        #expect(close(header.frame.height, tallest + 20), "header \(header.frame.height), tallest column \(tallest)")
    }
}
