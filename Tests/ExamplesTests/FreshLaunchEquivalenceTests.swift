import Testing
import TestSupport
import BookmarkCells
import MusicAlbum
import TwitterProfile
import TwitterTimeline
@testable import UIKit

/// What a running app goes through — a rotation, a switch to dark mode, a scroll to the bottom and back — lays it out
/// as a fresh launch in the end state does.
///
/// Rotating a running app lays it out as launching it in the new orientation does: UIKit runs the rotation
/// (`viewWillTransition(to:with:)`, the new size and traits, `traitCollectionDidChange`, layout) and what the apps'
/// constraints, size-class switches, measured table header and self-sizing rows give must not depend on the
/// orientation the app started in. Compared as the set of every visible view's frame in window coordinates (cells
/// may be in another order among the table's subviews). Before the table measured a cell on screen at its new width
/// and place, the timeline rotated on an iPhone 15 kept rows measured with the portrait margins. (The image cells app
/// is left out: its pictures arrive asynchronously, and it caps a picture's width at a third of the table's width in
/// `cellForRowAt` and `willDisplay`, which a rotation does not call again for the rows on screen — on iOS either.)
@Suite("Examples: a running app lays out as a fresh launch in the same state", .serialized)
@MainActor
struct FreshLaunchEquivalenceTests {
    /// Devices whose rotation keeps the horizontal size class: the seeds rebuild their size-class constraints in
    /// `viewWillTransition(to:with:)`, where UIKit still reports the old traits (`ControllerTests.rotationOrder`), so
    /// an iPhone Pro Max turned to landscape (compact → regular) keeps its compact layout on iOS too — unlike a launch
    /// in landscape.
    nonisolated static let devices: [SimulatedDevice] = [.iPhone15, .iPhoneSE, .iPad]

    typealias App = (name: String, makeDelegate: @MainActor () -> any UIApplicationDelegate)

    static let apps: [App] = [
        ("TwitterTimeline", TwitterTimelineApp.makeDelegate),
        ("MusicAlbum", MusicAlbumApp.makeDelegate),
        ("TwitterProfile", TwitterProfileApp.makeDelegate),
        ("BookmarkCells", BookmarkCellsApp.makeDelegate),
    ]

    @Test("Portrait → landscape → portrait: the frames of a launch in each orientation",
          arguments: [0, 1, 2, 3], FreshLaunchEquivalenceTests.devices)
    func rotation(app index: Int, device: SimulatedDevice) throws {
        let app = FreshLaunchEquivalenceTests.apps[index]
        let window = try AppHarness.launch(app.makeDelegate, on: device)
        defer {
            UIDevice.current.simulate(device)
            AppHarness.close(window)
        }
        for orientation in [UIDeviceOrientation.landscapeLeft, .portrait] {
            UIDevice.current.rotate(to: orientation)
            window.layoutIfNeeded()
            try expectLaysOutAsLaunch(window, of: app, on: device, orientation: orientation, after: "rotated to \(orientation)")
        }
    }

    /// Appearance changes colours, not layout; but apps answer it in `traitCollectionDidChange` (the profile re-applies
    /// its avatar border), which must not disturb the layout either.
    @Test("Light → dark: the frames of a launch in dark mode", arguments: [0, 1, 2, 3])
    func appearance(app index: Int) throws {
        let app = FreshLaunchEquivalenceTests.apps[index]
        let window = try AppHarness.launch(app.makeDelegate, on: .iPhone15)
        defer {
            UIApplication.shared.userInterfaceStyle = .light
            AppHarness.close(window)
        }
        UIApplication.shared.userInterfaceStyle = .dark
        window.layoutIfNeeded()
        try expectLaysOutAsLaunch(window, of: app, on: .iPhone15, style: .dark, after: "switched to dark mode")
    }

    /// The app's layout direction switched to right-to-left while it runs (as a language change would on relaunch):
    /// leading and trailing flip, stack views reverse, the margins follow — as in an app launched right-to-left.
    @Test("Left-to-right → right-to-left: the frames of a launch in a right-to-left language", arguments: [0, 1, 2, 3])
    func layoutDirection(app index: Int) throws {
        let app = FreshLaunchEquivalenceTests.apps[index]
        let window = try AppHarness.launch(app.makeDelegate, on: .iPhone15)
        defer {
            UIApplication.shared.userInterfaceLayoutDirection = .leftToRight
            AppHarness.close(window)
        }
        let leftToRight = FreshLaunchEquivalenceTests.frames(in: window)
        UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
        window.layoutIfNeeded()
        let switched = FreshLaunchEquivalenceTests.frames(in: window)
        // Everything in the bookmark cells spans its row (`H:|-[label]-|`): only the others have frames that flip.
        if app.name != "BookmarkCells" { #expect(switched != leftToRight, "\(app.name): nothing flipped") }
        try expectLaysOutAsLaunch(window, of: app, on: .iPhone15, direction: .rightToLeft,
                                  after: "switched to right-to-left")
    }

    /// Scrolling to the bottom and back, 300 pt a frame, goes through cell reuse, estimated heights corrected as rows
    /// come on screen and anchoring: back at the top, every visible view is where a fresh launch puts it.
    @Test("Scrolled to the bottom and back to the top: the frames of a fresh launch", arguments: [0, 1, 2, 3])
    func scrollRoundTrip(app index: Int) throws {
        let app = FreshLaunchEquivalenceTests.apps[index]
        let window = try AppHarness.launch(app.makeDelegate, on: .iPhone15)
        defer { AppHarness.close(window) }
        let scroll = try AppHarness.first(UIScrollView.self, in: window)
        let top = -scroll.adjustedContentInset.top
        var offset = top
        while offset < scroll.contentSize.height + scroll.adjustedContentInset.bottom - scroll.bounds.height {
            offset += 300
            scroll.contentOffset = CGPoint(x: 0, y: offset)
            window.layoutIfNeeded()
        }
        // Every app's content is taller than the screen: it did scroll.
        #expect(offset > top, "\(app.name) did not scroll")
        while offset > top {
            offset = max(top, offset - 300)
            scroll.contentOffset = CGPoint(x: 0, y: offset)
            window.layoutIfNeeded()
        }
        #expect(scroll.contentOffset.y == top)
        try expectLaysOutAsLaunch(window, of: app, on: .iPhone15, after: "scrolled to the bottom and back")
    }

    /// All of the above at random, one after another — rotations, dark mode, right-to-left, scrolling — then back at
    /// the top: the frames of a launch in the final state.
    @Test("Random changes of orientation, appearance, direction and scroll position: the frames of a launch",
          arguments: [0, 1, 2, 3], 0..<6)
    func randomEnvironment(app index: Int, seed: Int) throws {
        let app = FreshLaunchEquivalenceTests.apps[index]
        var run = try RandomEnvironmentRun(app, seed: UInt64(seed * 10 + index) &+ 9_000)
        defer { run.close() }
        let window = run.window
        try run.change(8) { window.layoutIfNeeded() }
        let shared = UIApplication.shared
        try expectLaysOutAsLaunch(run.window, of: app, on: run.device, orientation: run.orientation,
                                  style: shared.userInterfaceStyle, direction: shared.userInterfaceLayoutDirection,
                                  after: run.log.joined(separator: ", "))
    }

    /// Expects `window`, after `what`, to show every view where a fresh launch of `app` in the given state does.
    func expectLaysOutAsLaunch(_ window: UIWindow, of app: App, on device: SimulatedDevice,
                               orientation: UIDeviceOrientation = .portrait, style: UIUserInterfaceStyle = .light,
                               direction: UIUserInterfaceLayoutDirection = .leftToRight, after what: String,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let changed = FreshLaunchEquivalenceTests.frames(in: window)
        let fresh = try AppHarness.launch(app.makeDelegate, on: device, orientation: orientation, style: style,
                                          direction: direction)
        let launched = FreshLaunchEquivalenceTests.frames(in: fresh)
        AppHarness.close(fresh)
        #expect(changed == launched, """
            \(app.name) on \(device.name), \(what):
              only in a launch: \(launched.subtracting(changed).sorted().prefix(6).joined(separator: "\n    "))
              only after it: \(changed.subtracting(launched).sorted().prefix(6).joined(separator: "\n    "))
            """, sourceLocation: sourceLocation)
    }

    /// Every visible view as "Type (x, y, w, h)" in window coordinates, each with how many times it occurs.
    static func frames(in window: UIWindow) -> Set<String> {
        var lines: [String: Int] = [:]
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            let f = AppHarness.frame(of: view)
            func r(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
            lines["\(type(of: view)) (\(r(f.minX)), \(r(f.minY)), \(r(f.width)), \(r(f.height)))", default: 0] += 1
            view.subviews.forEach(visit)
        }
        visit(window)
        return Set(lines.map { "\($0.key) ×\($0.value)" })
    }
}
