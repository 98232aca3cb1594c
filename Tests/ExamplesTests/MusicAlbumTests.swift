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

    /// The compact header at AX3 on the iPhone SE and 15, where Play and Shuffle (equal widths, fillEqually) no longer
    /// fit in the margins. The port lowers the buttons' horizontal compression resistance (its one marked deviation,
    /// see `AlbumHeaderView.addButtons`), so the header's edges at .defaultHigh win and the layout is unique:
    /// - the content stack fills the header exactly (its four edges are the only constraints at 750 left to meet:
    ///   the cover's vertical compression resistance, 750, costs 2/3 pt per point of width, an edge 1 pt);
    /// - the buttons share the margins' width: 2w + 20 == width − 32 (`UISV-fill-equally`, `UISV-spacing`);
    /// - the cover is a square 2/3 of the stack's width (the article's required constraints).
    @Test("AX3: the compact header fills the screen's width, the buttons share the margins, nothing is ambiguous",
          arguments: [SimulatedDevice.iPhoneSE, .iPhone15])
    func compactHeaderAtAX3(device: SimulatedDevice) throws {
        let window = try AppHarness.launch(MusicAlbumApp.makeDelegate, on: device, contentSize: .accessibilityExtraLarge)
        defer { AppHarness.close(window) }
        let table = try AppHarness.first(UITableView.self, in: window)
        let header = try #require(table.tableHeaderView as? AlbumHeaderView)
        let stack = try #require(header.subviews.first as? UIStackView)
        let cover = stack.arrangedSubviews[0]
        let buttons = try #require(stack.arrangedSubviews[2] as? UIStackView)
        let play = buttons.arrangedSubviews[0], shuffle = buttons.arrangedSubviews[1]
        let width = device.screenSize(in: .portrait).width
        #expect(stack.frame.minX == 0 && close(stack.frame.width, width), "\(stack.frame)")
        #expect(stack.layoutMargins.left == 16 && stack.layoutMargins.right == 16)
        #expect(close(buttons.frame.minX, 16) && close(buttons.frame.width, width - 32))
        #expect(close(play.frame.width, (width - 32 - 20) / 2) && close(shuffle.frame.width, play.frame.width))
        #expect(shuffle.frame.width < shuffle.intrinsicContentSize.width, "Shuffle's title is truncated, not overhanging")
        #expect(close(cover.frame.width, width * 2 / 3) && close(cover.frame.height, cover.frame.width))
        #expect(close(cover.frame.midX, width / 2))
        #expect(AppHarness.views(UIView.self, in: window).allSatisfy { !$0.hasAmbiguousLayout })
        if device == .iPhoneSE {
            // Pinned with the project's fonts: the cover 250 pt, the buttons 161.5 pt, the header 681 pt tall.
            #expect(close(cover.frame.width, 250, within: 0.01) && close(play.frame.width, 161.5, within: 0.01))
            #expect(close(header.frame.height, 681, within: 0.01), "\(header.frame.height)")
        }
    }

    /// Why the port deviates: with the article's priorities alone the layout has two (in fact infinitely many) equally
    /// good solutions. The Auto Layout Guide ("Ambiguous Layouts"): an ambiguous layout "has two or more valid
    /// solutions"; one cause is "conflicting optional constraints with the same priority". Here the buttons keep
    /// UIButton's default compression resistance, 750 (the article lowers the buttons *stack*'s, which has no intrinsic
    /// size to resist with), so the stack overhangs the header until Shuffle fits: per point of width the buttons give
    /// back 1 pt of resistance and the cover (a square 2/3 of the width, short of its 300 pt image) 2/3 pt, against
    /// 1 pt of broken edge — the width is decided (408 pt on the SE), but whether the leading or the trailing edge
    /// (both .defaultHigh) is broken, or both in part, costs the same. Nothing UIKit adds decides it: the stack views'
    /// own constraints (`UISV-*`) only relate the stack to its arranged views, never the stack to the header — and
    /// Auto Layout documents no tie-break of its own: "When an ambiguous layout occurs at runtime, Auto Layout chooses
    /// one of the possible solutions to use" (Auto Layout Guide), so on iOS too the header may overhang either side.
    @Test("The article's priorities at AX3: the content stack's x is ambiguous (leading vs trailing edge, both 750)")
    func articlePrioritiesTieAtAX3() throws {
        let window = try AppHarness.launch(MusicAlbumApp.makeDelegate, on: .iPhoneSE, contentSize: .accessibilityExtraLarge)
        defer { AppHarness.close(window) }
        let table = try AppHarness.first(UITableView.self, in: window)
        let header = try #require(table.tableHeaderView as? AlbumHeaderView)
        let stack = try #require(header.subviews.first as? UIStackView)
        let buttons = try #require(stack.arrangedSubviews[2] as? UIStackView)
        #expect(buttons.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        for button in buttons.arrangedSubviews { button.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal) }
        // Measure the header again as the root view controller does in viewDidLayoutSubviews (its height follows).
        let fitting = header.systemLayoutSizeFitting(CGSize(width: header.bounds.width, height: 0),
                                                     withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        header.frame.size.height = fitting.height
        table.tableHeaderView = header
        window.layoutIfNeeded()
        let shuffle = buttons.arrangedSubviews[1]
        #expect(abs(shuffle.frame.width - shuffle.intrinsicContentSize.width) < 0.5, "Shuffle fits exactly")
        #expect(close(stack.frame.width, 2 * shuffle.intrinsicContentSize.width + buttons.spacing + 32))
        #expect(stack.frame.width > header.bounds.width + 30)
        #expect(stack.ambiguousFrameCoordinates == [.minX], "\(stack.explainFrame())")
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
