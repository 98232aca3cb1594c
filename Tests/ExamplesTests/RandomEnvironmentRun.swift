import Testing
import TestSupport
@testable import UIKit

/// A running app put through random changes of its environment — rotations, light and dark, left-to-right and
/// right-to-left, scroll positions — then scrolled back to the top: what the fresh-launch tests compare with a launch
/// in the final state (`launchInFinalState()`).
@MainActor
struct RandomEnvironmentRun {
    let app: FreshLaunchEquivalenceTests.App
    let device: SimulatedDevice
    let window: UIWindow
    private(set) var orientation = UIDeviceOrientation.portrait
    /// The changes made, for failure messages.
    private(set) var log: [String]
    private var rng: SplitMix64

    /// Launches `app` on a device the seed picks among `FreshLaunchEquivalenceTests.devices`.
    init(_ app: FreshLaunchEquivalenceTests.App, seed: UInt64) throws {
        self.app = app
        rng = SplitMix64(seed: seed)
        device = rng.pick(FreshLaunchEquivalenceTests.devices)
        window = try AppHarness.launch(app.makeDelegate, on: device)
        log = ["\(app.name) on \(device.name)"]
    }

    /// Makes `count` random changes, each followed by `settle` (a layout pass, or the end of a run loop turn), then
    /// scrolls back to the top and settles once more.
    mutating func change(_ count: Int, settle: () -> Void) throws {
        let scroll = try AppHarness.first(UIScrollView.self, in: window)
        let shared = UIApplication.shared
        for _ in 0..<count {
            switch rng.below(4) {
            case 0:
                orientation = orientation.isPortrait ? .landscapeLeft : .portrait
                UIDevice.current.rotate(to: orientation)
                log.append("rotated to \(orientation)")
            case 1:
                shared.userInterfaceStyle = shared.userInterfaceStyle == .dark ? .light : .dark
                log.append("appearance \(shared.userInterfaceStyle == .dark ? "dark" : "light")")
            case 2:
                shared.userInterfaceLayoutDirection = shared.userInterfaceLayoutDirection == .leftToRight
                    ? .rightToLeft : .leftToRight
                log.append("direction \(shared.userInterfaceLayoutDirection == .leftToRight ? "LTR" : "RTL")")
            default:
                let offset = CGFloat(rng.int(in: 0...900))
                scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top + offset)
                log.append("scrolled \(offset)")
            }
            settle()
        }
        scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top)
        settle()
    }

    /// A fresh launch of the app on the same device, in the orientation, appearance and direction the changes left.
    func launchInFinalState() throws -> UIWindow {
        let shared = UIApplication.shared
        return try AppHarness.launch(app.makeDelegate, on: device, orientation: orientation,
                                     style: shared.userInterfaceStyle, direction: shared.userInterfaceLayoutDirection)
    }

    /// Puts the environment back as the other tests expect it and closes the app.
    func close() {
        UIApplication.shared.userInterfaceLayoutDirection = .leftToRight
        UIApplication.shared.userInterfaceStyle = .light
        UIDevice.current.simulate(.iPhone13)
        AppHarness.close(window)
    }
}
