import Foundation
import Testing
@testable import UIKit

/// Launches an example app headless on a simulated device, as `trellis` does, and finds its views.
///
/// The tests are synchronous on the main actor and do not spin the run loop unless they need queued work to arrive
/// (the image cells), so no other test runs in between and changes the process-wide device or traits.
@MainActor
enum AppHarness {
    /// Examples/Assets, where `UIImage(named:)` finds the sample pictures (through `TRELLIS_IMAGE_PATH`).
    static let assetsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Assets").path

    /// Sets the simulated environment and launches the app; returns its key window, laid out.
    static func launch(_ makeDelegate: () -> any UIApplicationDelegate, on device: SimulatedDevice,
                       orientation: UIDeviceOrientation = .portrait, contentSize: UIContentSizeCategory = .large,
                       style: UIUserInterfaceStyle = .light,
                       direction: UIUserInterfaceLayoutDirection = .leftToRight) throws -> UIWindow {
        setenv("TRELLIS_IMAGE_PATH", assetsDirectory, 1)
        UIApplication.shared.userInterfaceLayoutDirection = direction
        UIDevice.current.simulate(device, orientation: orientation)
        UIApplication.shared.preferredContentSizeCategory = contentSize
        UIApplication.shared.userInterfaceStyle = style
        let delegate = makeDelegate()
        UIApplication.shared.launch(with: delegate)
        let window = try #require(delegate.window, "the app delegate made no window")
        window.layoutIfNeeded()
        return window
    }

    /// Lets queued main-queue work (`asyncAfter`) arrive for `time` seconds, then puts the environment back as
    /// `window` expects it (in case another test ran meanwhile) and lays out again. A test runs inside a main-queue
    /// job, so spinning the run loop would not run other main-queue jobs: the test suspends instead.
    static func settle(_ window: UIWindow, for time: TimeInterval, device: SimulatedDevice,
                       orientation: UIDeviceOrientation = .portrait, contentSize: UIContentSizeCategory = .large) async {
        let end = Date(timeIntervalSinceNow: time)
        while Date() < end {
            try? await Task.sleep(nanoseconds: 20_000_000)
            window.layoutIfNeeded()
        }
        if UIDevice.current.simulatedDevice != device || UIDevice.current.orientation != orientation {
            UIDevice.current.simulate(device, orientation: orientation)
        }
        UIApplication.shared.preferredContentSizeCategory = contentSize
        window.layoutIfNeeded()
    }

    /// Hides the window and takes its controller out, so that its views are not laid out again when a later test
    /// launches another app.
    /// Hides the window and puts back the app-wide text size `launch` uses by default, so a test that launched at
    /// another size (or changed it while running) leaves none behind for the next.
    static func close(_ window: UIWindow) {
        window.isHidden = true
        window.rootViewController = nil
        UIApplication.shared.preferredContentSizeCategory = .large
    }

    /// Every view of type `T` under `root`, depth first, in subview order.
    static func views<T: UIView>(_ type: T.Type, in root: UIView) -> [T] {
        var found: [T] = []
        func visit(_ view: UIView) {
            if let match = view as? T { found.append(match) }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }

    static func first<T: UIView>(_ type: T.Type, in root: UIView) throws -> T {
        try #require(views(type, in: root).first, "no \(T.self) in the hierarchy")
    }

    /// A view's frame in the window's coordinates.
    static func frame(of view: UIView) -> CGRect {
        view.convert(view.bounds, to: nil)
    }

    /// Collects the layout engine's messages (unsatisfiable constraints…) while `body` runs.
    static func layoutMessages(during body: () throws -> Void) rethrows -> [String] {
        var messages: [String] = []
        let previous = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = previous }
        try body()
        return messages
    }
}

/// Equality within a tolerance, for frames that come out of the solver and text measurement.
func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.5) -> Bool { abs(a - b) <= tolerance }
