import Testing
import TestSupport
@testable import TwitterProfile
@testable import UIKit

/// The Twitter profile: a header outside the scroll view that sticks and stretches, per the article's constraints
/// (header.bottom == content.top, header.top <= scrollView.top, height == h + safeTop @750 and >= h + safeTop, with
/// h = max(1, width / 750) × 250).
@Suite("Examples: TwitterProfile", .serialized)
@MainActor
struct TwitterProfileTests {
    struct Parts {
        let window: UIWindow
        let profile: TwitterProfileView
        let header: UIImageView
        let gradient: UIView
        let scrollView: UIScrollView
        let content: UIView
    }

    /// The article's setupView adds the header, the gradient and the scroll view to the profile view in that order;
    /// the content view is the scroll view's first subview.
    func launch(_ device: SimulatedDevice, orientation: UIDeviceOrientation = .portrait,
                style: UIUserInterfaceStyle = .light, contentSize: UIContentSizeCategory = .large) throws -> Parts {
        let window = try AppHarness.launch(TwitterProfileApp.makeDelegate, on: device, orientation: orientation,
                                           contentSize: contentSize, style: style)
        let profile = try AppHarness.first(TwitterProfileView.self, in: window)
        let header = try #require(profile.subviews[0] as? UIImageView)
        let scrollView = try #require(profile.subviews[2] as? UIScrollView)
        let content = try #require(scrollView.subviews.first { type(of: $0) == UIView.self })
        return Parts(window: window, profile: profile, header: header, gradient: profile.subviews[1],
                     scrollView: scrollView, content: content)
    }

    @Test("Header height is max(1, width/750) × 250 plus the top safe area, at several widths",
          arguments: [(SimulatedDevice.iPhoneSE, UIDeviceOrientation.portrait), (.iPhone15, .portrait),
                      (.iPhone15ProMax, .portrait), (.iPad, .portrait), (.iPad, .landscapeLeft)])
    func headerHeight(device: SimulatedDevice, orientation: UIDeviceOrientation) throws {
        let parts = try launch(device, orientation: orientation)
        defer { AppHarness.close(parts.window) }
        let width = device.screenSize(in: orientation).width
        let expected = max(1, width / 750) * 250 + device.safeAreaInsets(in: orientation).top
        let header = AppHarness.frame(of: parts.header)
        #expect(close(header.minY, 0), "at rest the header starts at the top of the screen: \(header)")
        #expect(close(header.height, expected), "header \(header.height) vs \(expected) at width \(width)")
        #expect(close(header.width, width))
        // The gradient covers the header exactly (pinned to its four edges).
        #expect(AppHarness.frame(of: parts.gradient) == header)
        // The content starts where the header ends (constraint 2).
        #expect(close(AppHarness.frame(of: parts.content).minY, header.maxY))
    }

    /// UIKit rounds the engine's frames to the screen's pixel grid: 297.33 pt becomes 297.5 pt at 2x.
    @Test("Pinned numbers: iPhone 15 header 309 pt (250 + 59), iPad portrait 297.5 pt (820/750 × 250 + 24, on the 2x grid)")
    func pinnedHeaderHeights() throws {
        var parts = try launch(.iPhone15)
        #expect(parts.header.frame.height == 309)
        AppHarness.close(parts.window)
        parts = try launch(.iPad)
        #expect(parts.header.frame.height == 297.5)
        AppHarness.close(parts.window)
    }

    @Test("Sticky, stretchy header at three offsets: at rest, scrolled up 100 pt (slides up), pulled down 100 pt (stretches)")
    func stickyHeader() throws {
        let parts = try launch(.iPhone15)
        defer { AppHarness.close(parts.window) }
        let rest = AppHarness.frame(of: parts.header)
        #expect(close(rest.minY, 0) && close(rest.height, 309))

        // Scrolling up: the content moves up, the header's bottom follows it (== content.top) and its height stays
        // at the optional 309 pt, so it slides out of view.
        parts.scrollView.simulateDrag(by: CGPoint(x: 0, y: -100))
        parts.window.layoutIfNeeded()
        let up = AppHarness.frame(of: parts.header)
        #expect(close(up.minY, -100), "scrolled up: \(up)")
        #expect(close(up.height, 309))
        parts.scrollView.simulateRelease()

        // Back at rest, then pulling down past the top: header.top <= scrollView.top keeps the top at 0, so the
        // required bottom == content.top stretches it (height >= 309 wins over == 309 @750).
        parts.scrollView.setContentOffset(CGPoint(x: 0, y: -parts.scrollView.adjustedContentInset.top), animated: false)
        parts.window.layoutIfNeeded()
        #expect(close(AppHarness.frame(of: parts.header).height, 309))
        parts.scrollView.simulatePull(by: 100)
        parts.window.layoutIfNeeded()
        let pulled = AppHarness.frame(of: parts.header)
        #expect(close(pulled.minY, 0), "pulled: \(pulled)")
        #expect(close(pulled.height, 409), "pulled: \(pulled)")
        parts.scrollView.simulateRelease()
    }

    /// The three offsets above, generalised: at any offset `d` from rest, on any device and after rotations, the
    /// header's top is at `min(0, -d)` and its height `h + max(0, -d)` (it slides up by what is scrolled and stretches
    /// by what is pulled), with `h = max(1, width / 750) × 250` plus the top safe area, and the content starts where
    /// the header ends. The engine re-solves on every offset change, incrementally.
    @Test("The header follows random offsets and rotations: slides up by what is scrolled, stretches by what is pulled",
          arguments: 0..<6)
    func headerFollowsRandomOffsets(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 7_000)
        let device = rng.pick([SimulatedDevice.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad])
        let parts = try launch(device)
        defer {
            UIDevice.current.simulate(device)
            AppHarness.close(parts.window)
        }
        var orientation = UIDeviceOrientation.portrait
        for _ in 0..<16 {
            if rng.chance(0.2) {
                orientation = orientation.isPortrait ? .landscapeLeft : .portrait
                UIDevice.current.rotate(to: orientation)
            }
            let scroll = parts.scrollView
            let d = CGFloat(rng.int(in: -250...600))
            scroll.setContentOffset(CGPoint(x: 0, y: -scroll.adjustedContentInset.top + d), animated: false)
            parts.window.layoutIfNeeded()
            let width = device.screenSize(in: orientation).width
            let h = max(1, width / 750) * 250 + device.safeAreaInsets(in: orientation).top
            let header = AppHarness.frame(of: parts.header)
            let pixel = 1 / parts.window.screen.scale
            let context = "\(device.name) \(orientation), offset \(d) from rest: header \(header), h \(h)"
            #expect(close(header.minY, min(0, -d), within: pixel), "\(context)")
            #expect(close(header.height, h + max(0, -d), within: pixel), "\(context)")
            #expect(close(AppHarness.frame(of: parts.content).minY, header.maxY, within: pixel), "\(context)")
        }
    }

    @Test("Content width: layout margins (16 pt) in compact width, the readable content guide in regular width")
    func contentWidthPerSizeClass() throws {
        var parts = try launch(.iPhone15)
        #expect(close(parts.content.frame.width, 393 - 32), "compact: \(parts.content.frame)")
        AppHarness.close(parts.window)
        parts = try launch(.iPad)
        let readable = parts.scrollView.readableContentGuide.layoutFrame
        #expect(close(parts.content.frame.width, readable.width), "regular: \(parts.content.frame) vs \(readable)")
        #expect(parts.content.frame.width < 820 - 40, "the readable width is narrower than the margins")
        AppHarness.close(parts.window)
    }

    @Test("The avatar hangs half over the header: centred on the content's top edge, 100×100")
    func avatar() throws {
        let parts = try launch(.iPhone15)
        defer { AppHarness.close(parts.window) }
        let avatar = try #require(parts.content.subviews.first as? UIImageView)
        let frame = AppHarness.frame(of: avatar)
        #expect(frame.size == CGSize(width: 100, height: 100))
        #expect(close(frame.midY, AppHarness.frame(of: parts.content).minY))
        #expect(avatar.image != nil, "UIImage(named: \"avatar\") found the generated picture")
        #expect(parts.header.image != nil, "UIImage(named: \"header\") found the generated picture")
    }

    @Test("The avatar's border follows dark mode (traitCollectionDidChange re-applies systemBackground's CGColor)")
    func avatarBorderFollowsAppearance() throws {
        let parts = try launch(.iPhone15, style: .light)
        defer {
            UIApplication.shared.userInterfaceStyle = .light
            AppHarness.close(parts.window)
        }
        let avatar = try #require(parts.content.subviews.first as? UIImageView)
        let light = UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor
        let dark = UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor
        #expect(avatar.layer.borderColor == light)
        UIApplication.shared.userInterfaceStyle = .dark
        parts.window.layoutIfNeeded()
        #expect(avatar.layer.borderColor == dark)
    }

    @Test("No unsatisfiable constraints on any gallery device, in both text sizes")
    func noLayoutMessages() throws {
        for (device, orientation) in [(SimulatedDevice.iPhoneSE, UIDeviceOrientation.portrait), (.iPhone15ProMax, .portrait),
                                      (.iPad, .landscapeLeft)] {
            for size in [UIContentSizeCategory.large, .accessibilityExtraLarge] {
                let messages = try AppHarness.layoutMessages {
                    let window = try AppHarness.launch(TwitterProfileApp.makeDelegate, on: device, orientation: orientation, contentSize: size)
                    AppHarness.close(window)
                }
                #expect(messages.isEmpty, "\(device.name) \(size.rawValue): \(messages)")
            }
        }
    }

    @Test("AX3 on compact iPhones: location and link buttons tie at 750 in a fill stack; the stack decides by index",
          arguments: [SimulatedDevice.iPhoneSE, .iPhone15, .iPhone15ProMax])
    func buttonsResolvedByIndex(device: SimulatedDevice) throws {
        // Apple, UIStackView.Distribution.fill: "If there's any ambiguity, the stack view resizes the arranged views
        // based on their index in the arrangedSubviews array" — the earlier view gives way. The article's buttons
        // both resist compression at 750 (UIButton's default); at AX3 their titles no longer fit side by side.
        let window = try AppHarness.launch(TwitterProfileApp.makeDelegate, on: device, contentSize: .accessibilityExtraLarge)
        defer { AppHarness.close(window) }
        let stack = try #require(AppHarness.views(UIStackView.self, in: window).first {
            $0.arrangedSubviews.count == 2 && $0.arrangedSubviews.allSatisfy { $0 is UIButton }
        })
        let location = stack.arrangedSubviews[0], link = stack.arrangedSubviews[1]
        let wanted = location.intrinsicContentSize.width + stack.spacing + link.intrinsicContentSize.width
        #expect(wanted > stack.bounds.width, "the titles no longer fit at AX3 (\(wanted) > \(stack.bounds.width))")
        // The link (index 1) keeps its intrinsic width and ends at the stack's trailing edge; the location button
        // gets what is left (nothing stops a width going negative in Auto Layout's equations).
        #expect(abs(link.frame.width - link.intrinsicContentSize.width) < 0.5)
        #expect(abs(link.frame.maxX - stack.bounds.width) < 0.5)
        #expect(abs(location.frame.minX) < 0.5 || abs(location.frame.maxX) < 0.5)
        let issues = LayoutChecker(configurations: [])
            .check(window, in: LayoutConfiguration(device: device, contentSizeCategory: .accessibilityExtraLarge))
            .filter { $0.kind == .ambiguousLayout }
        #expect(issues.isEmpty, "\(issues)")
    }
    /// The bio overlapping the location and link row at AX3 is the article's layout, not a measuring error: the
    /// article pins only the bio's top (content.top + 8) and the row's top (avatar.bottom + 16, i.e. content.top +
    /// 50 + 16), with nothing between them. UILabel with `numberOfLines = 2` is as tall as its first two lines, and
    /// Body at AX3 is 40 pt on a 48 pt line (Apple's Dynamic Type table), so two lines end near content.top + 104 on
    /// iOS too — past the row's top at 66. At the default size (17/22) they end near 52, above it.
    @Test("AX3: the bio's two Body lines run past the location row's top (the article sets no constraint between them)",
          arguments: [SimulatedDevice.iPhoneSE, .iPhone15])
    func bioOverlapsLocationRowAtAX3(device: SimulatedDevice) throws {
        for size in [UIContentSizeCategory.large, .accessibilityExtraLarge] {
            let parts = try launch(device, contentSize: size)
            defer { AppHarness.close(parts.window) }
            let bio = try #require(AppHarness.views(UILabel.self, in: parts.content).first { $0.numberOfLines == 2 && $0.superview === parts.content })
            let avatar = try #require(parts.content.subviews.first as? UIImageView)
            let row = try #require(parts.content.subviews.first { $0 is UIStackView })
            let twoLines = 2 * bio.font.lineHeight
            #expect(close(bio.frame.minY, 8) && close(bio.frame.minX, avatar.frame.maxX + 8))
            #expect(close(bio.frame.height, twoLines, within: 1), "\(bio.frame.height) vs two lines \(twoLines)")
            #expect(close(row.frame.minY, avatar.frame.maxY + 16) && close(row.frame.minY, 66))
            if size == .large {
                #expect(bio.frame.maxY < row.frame.minY, "\(bio.frame) vs \(row.frame)")
            } else {
                #expect(bio.frame.maxY > row.frame.minY + 30, "\(bio.frame) vs \(row.frame)")
                #expect(bio.font.pointSize == 40)
            }
            #expect(!bio.hasAmbiguousLayout && !row.hasAmbiguousLayout)
        }
    }
    /// The location row's key frames at AX3 on the iPhone SE (343 pt of content). Each rests on a UIKit fact:
    /// - UIButton's intrinsic width is image + title + `contentEdgeInsets` (8 + 8); `titleEdgeInsets` and
    ///   `imageEdgeInsets` only move the parts ("The button does not use this property to determine
    ///   intrinsicContentSize", Apple's documentation of both). Caption 1 at AX3 is 32 pt, so the link alone wants
    ///   351 pt — more than the whole content width — and the location button ~245 pt more;
    /// - the stack is at most the content's width and centred on it (the article's `>=`/`<=`/centerX, required), so
    ///   it is exactly 343 pt wide at x 0: every point narrower would break a compression resistance more;
    /// - both buttons resist compression at 750 (UIButton's default), so the shortfall can go to either: a fill
    ///   stack decides by index ("the stack view resizes the arranged views based on their index in the
    ///   arrangedSubviews array", UIStackView.Distribution.fill), the earlier view giving way (see
    ///   StackIndexOrderTests) — and Auto Layout's equations give a width no lower bound, so the location button
    ///   ends at −24 pt (its trailing edge 24 pt left of its leading one: its title gets no room, only its icon
    ///   peeks in at the screen's edge), while the link keeps 351.
    /// The other vertex of the same tie (the location button whole, the link squeezed to the rest) costs as much at 750;
    /// which one iOS shows is not documented beyond "by index". Either way the article's row does not fit at AX3.
    @Test("AX3, iPhone SE: the location row is 343 pt at x 0; the link keeps its 351 pt, the location button gets −24")
    func locationRowFramesAtAX3() throws {
        let parts = try launch(.iPhoneSE, contentSize: .accessibilityExtraLarge)
        defer { AppHarness.close(parts.window) }
        let row = try #require(parts.content.subviews.first { $0 is UIStackView } as? UIStackView)
        let location = try #require(row.arrangedSubviews[0] as? UIButton)
        let link = try #require(row.arrangedSubviews[1] as? UIButton)
        #expect(close(parts.content.bounds.width, 343))
        #expect(close(row.frame.minX, 0) && close(row.frame.width, 343) && close(row.frame.minY, 66), "\(row.frame)")
        let title = try #require(link.titleLabel), image = try #require(link.imageView)
        #expect(title.font.pointSize == 32)
        #expect(close(link.intrinsicContentSize.width, title.intrinsicContentSize.width + image.intrinsicContentSize.width + 16))
        #expect(close(link.frame.width, link.intrinsicContentSize.width) && close(link.frame.maxX, 343))
        #expect(close(link.frame.width, 351, within: 0.01), "\(link.frame)")
        // The location button's leading edge is the stack's (UISV-canvas-connection), its trailing edge 16 pt before
        // the link (UISV-spacing): a signed width of −24.
        let locationTrailing = link.frame.minX - row.spacing
        #expect(close(locationTrailing, -24, within: 0.01), "\(link.frame)")
        #expect(location.intrinsicContentSize.width > 200)
        #expect(!location.hasAmbiguousLayout && !link.hasAmbiguousLayout && !row.hasAmbiguousLayout)
    }
}
