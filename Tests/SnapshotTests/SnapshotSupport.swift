import Foundation
import Testing
import TrellisSnapshotTesting
@testable import UIKit

/// Image snapshots of each app on two devices (iPhone SE portrait, iPad landscape), written as on iOS:
/// `assertSnapshot(of: RootViewController(), as: .image(on: .iPhoneSe, …))`. One file per app, because each app has
/// its own `RootViewController` (imports are per file). References live in `__Snapshots__/<File>/`; to record them
/// again, delete them (or set `SNAPSHOT_TESTING_RECORD=all`) and run the snapshot build of Package.swift once.
/// Rendering is at 1x to keep the files small; the tolerance (99 % of pixels within ΔE 2) absorbs antialiasing
/// noise, not layout changes (a frame moved by one point changes whole edges).
@MainActor
enum SnapshotSupport {
    static let precision: Float = 0.99
    static let perceptualPrecision: Float = 0.98

    /// Examples/Assets, where `UIImage(named:)` finds the sample pictures.
    static let assetsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Assets").path

    static func useAssets() {
        setenv("TRELLIS_IMAGE_PATH", assetsDirectory, 1)
    }

    static var phone: Snapshotting<UIViewController, UIImage> {
        .image(on: .iPhoneSe, precision: precision, perceptualPrecision: perceptualPrecision, scale: 1)
    }

    static var pad: Snapshotting<UIViewController, UIImage> {
        .image(on: .iPad10(.landscape), precision: precision, perceptualPrecision: perceptualPrecision, scale: 1)
    }

    static var window: Snapshotting<UIView, UIImage> {
        .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: 1)
    }

    static let devices: [(name: String, device: SimulatedDevice, orientation: UIDeviceOrientation)] = [
        ("iPhoneSE", .iPhoneSE, .portrait), ("iPadLandscape", .iPad, .landscapeLeft),
    ]

    /// Launches an app through its delegate (as `trellis` does) and returns its window, laid out.
    static func launch(_ makeDelegate: () -> any UIApplicationDelegate, on device: SimulatedDevice,
                       orientation: UIDeviceOrientation) throws -> UIWindow {
        useAssets()
        UIDevice.current.simulate(device, orientation: orientation)
        UIApplication.shared.preferredContentSizeCategory = .large
        UIApplication.shared.userInterfaceStyle = .light
        let delegate = makeDelegate()
        UIApplication.shared.launch(with: delegate)
        let window = try #require(delegate.window)
        window.layoutIfNeeded()
        return window
    }

    static func close(_ window: UIWindow) {
        window.isHidden = true
        window.rootViewController = nil
    }
}

/// All snapshot suites nest in this one, so that `.serialized` keeps them from running in between each other: the
/// image-cell test suspends while its pictures arrive, and the device and traits are process-wide.
@Suite("Image snapshots", .serialized)
@MainActor
struct AppSnapshots {}
