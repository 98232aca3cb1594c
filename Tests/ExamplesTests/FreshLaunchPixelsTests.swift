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
        var run = try RandomEnvironmentRun(app, seed: UInt64(seed * 10 + index) &+ 7_000)
        defer { run.close() }
        try run.change(8) { UIApplication.shared.finishTurn() }
        let window = run.window, what = run.log.joined(separator: ", ")
        let cached = try FreshLaunchPixelsTests.bitmap(window)
        window.forEachInSubtree { $0.layer.setNeedsDisplay() }
        let live = try FreshLaunchPixelsTests.bitmap(window)
        let stale = live.difference(from: cached)
        #expect(stale.matches, "\(what): \(stale.pixelsOverTolerance) pixels differ from drawing every view now")

        let fresh = try run.launchInFinalState()
        let launched = try FreshLaunchPixelsTests.bitmap(fresh)
        AppHarness.close(fresh)
        let result = launched.difference(from: live, tolerance: 2)
        #expect(result.matches, "\(what): \(result.pixelsOverTolerance) of \(result.pixelCount) pixels differ from a launch, by up to \(result.maxChannelDelta)")
        if !result.matches || !stale.matches {
            // The three images, to look at (named in the failure).
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-pixels-\(app.name)-\(seed)")
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (name, bitmap) in [("cached", cached), ("live", live), ("launch", launched)] {
                try? Data(bitmap.pngBytes()).write(to: directory.appendingPathComponent("\(name).png"))
            }
            Issue.record("images in \(directory.path)")
        }
    }
}
