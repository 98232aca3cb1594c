import Foundation
import Graphics
import Testing
import TestSupport
import BookmarkCells
import MusicAlbum
import TwitterProfile
import TwitterTimeline
@testable import UIKit

/// What a running app goes through, drawn: after rotations, appearance switches, right-to-left and scrolling, each
/// followed by the end of a run loop turn (layout, then the display pass), the screen shows the pixels of a fresh
/// launch in the end state, and what the display pass cached is what drawing every view now gives (a view whose
/// colours, text or size changed was drawn again).
///
/// Text size changes are left out: these four apps take their fonts from `preferredFont(forTextStyle:)` without
/// `adjustsFontForContentSizeCategory`, so on iOS too a running app keeps the fonts it launched with (Apple: the
/// property "indicates whether the object automatically updates its font when the device's content size category
/// changes", false by default), where a launch at the new size takes the new ones.
@Suite("Examples: a running app draws as a fresh launch in the same state", .serialized)
@MainActor
struct FreshLaunchPixelsTests {
    /// The window drawn at 1x through UIKit's API.
    static func bitmap(_ window: UIWindow) throws -> Bitmap {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(bounds: window.bounds, format: format).pngData { context in
            window.layer.render(in: context.cgContext)
        }
        return try #require(Bitmap(pngData: data))
    }

    @Test("Random changes, each ending a run loop turn: the cached screen is the live one, and a launch's",
          arguments: [0, 1, 2, 3], 0..<6)
    func randomEnvironment(app index: Int, seed: Int) throws {
        let app = FreshLaunchEquivalenceTests.apps[index]
        var rng = SplitMix64(seed: UInt64(seed * 10 + index) &+ 7_000)
        let device = rng.pick(FreshLaunchEquivalenceTests.devices)
        var orientation = UIDeviceOrientation.portrait
        let window = try AppHarness.launch(app.makeDelegate, on: device)
        defer {
            UIApplication.shared.userInterfaceLayoutDirection = .leftToRight
            UIApplication.shared.userInterfaceStyle = .light
            UIDevice.current.simulate(.iPhone13)
            AppHarness.close(window)
        }
        let scroll = try AppHarness.first(UIScrollView.self, in: window)
        var log: [String] = ["\(app.name) on \(device.name)"]
        for _ in 0..<8 {
            switch rng.below(4) {
            case 0:
                orientation = orientation.isPortrait ? .landscapeLeft : .portrait
                UIDevice.current.rotate(to: orientation)
                log.append("rotated to \(orientation)")
            case 1:
                let shared = UIApplication.shared
                shared.userInterfaceStyle = shared.userInterfaceStyle == .dark ? .light : .dark
                log.append("appearance \(shared.userInterfaceStyle == .dark ? "dark" : "light")")
            case 2:
                let shared = UIApplication.shared
                shared.userInterfaceLayoutDirection = shared.userInterfaceLayoutDirection == .leftToRight
                    ? .rightToLeft : .leftToRight
                log.append("direction \(shared.userInterfaceLayoutDirection == .leftToRight ? "LTR" : "RTL")")
            default:
                let offset = CGFloat(rng.int(in: 0...900))
                scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top + offset)
                log.append("scrolled \(offset)")
            }
            UIApplication.shared.finishTurn()
        }
        scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top)
        UIApplication.shared.finishTurn()
        let what = log.joined(separator: ", ")
        let cached = try FreshLaunchPixelsTests.bitmap(window)
        window.forEachInSubtree { $0.layer.setNeedsDisplay() }
        let live = try FreshLaunchPixelsTests.bitmap(window)
        let stale = live.difference(from: cached)
        #expect(stale.matches, "\(what): \(stale.pixelsOverTolerance) pixels differ from drawing every view now")

        let shared = UIApplication.shared
        let fresh = try AppHarness.launch(app.makeDelegate, on: device, orientation: orientation,
                                          style: shared.userInterfaceStyle, direction: shared.userInterfaceLayoutDirection)
        let launched = try FreshLaunchPixelsTests.bitmap(fresh)
        AppHarness.close(fresh)
        let result = launched.difference(from: live, tolerance: 2)
        #expect(result.matches, "\(what): \(result.pixelsOverTolerance) of \(result.pixelCount) pixels differ from a launch, by up to \(result.maxChannelDelta)")
        if !result.matches || !stale.matches {
            let dir = "/tmp/pixels/\(app.name)-\(seed)"
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try? Data(cached.pngBytes()).write(to: URL(fileURLWithPath: dir + "/cached.png"))
            try? Data(live.pngBytes()).write(to: URL(fileURLWithPath: dir + "/live.png"))
            try? Data(launched.pngBytes()).write(to: URL(fileURLWithPath: dir + "/launch.png"))
        }
    }
}
