/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }
}

/// The simulated device: which model (`simulatedDevice`) and how it is held (`orientation`).
///
/// `UIDevice.current.simulate(.iPad, orientation: .portrait)` chooses the device for new windows and
/// `UIScreen.main`; `rotate(to:)` turns it, running every window's transition in UIKit's order.
@MainActor
public final class UIDevice {
    public static let current = UIDevice()

    /// The device and its orientation give every window its unobscured insets (`deviceSafeAreaInsets`).
    public private(set) var simulatedDevice: SimulatedDevice = .iPhone13 { didSet { SafeGeometryEpoch.advance() } }
    public private(set) var orientation: UIDeviceOrientation = .portrait { didSet { SafeGeometryEpoch.advance() } }

    public var name: String { simulatedDevice.name }
    public var model: String { simulatedDevice.idiom == .pad ? "iPad" : "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { simulatedDevice.idiom }
    public var isGeneratingDeviceOrientationNotifications: Bool { true }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}

    /// Switches to another device, without transitions (for setting up a scene). Existing windows are resized.
    public func simulate(_ device: SimulatedDevice, orientation: UIDeviceOrientation = .portrait) {
        simulatedDevice = device
        self.orientation = orientation.isValidInterfaceOrientation ? orientation : .portrait
        for window in UIApplication.shared.windows { window.adoptScreen(transition: false) }
    }

    /// Turns the device: updates `orientation`, then each window runs UIKit's rotation sequence
    /// (`willTransition(to:with:)` if traits change, `viewWillTransition(to:with:)`, the resize,
    /// `traitCollectionDidChange`, layout, then the coordinator's completions).
    public func rotate(to orientation: UIDeviceOrientation) {
        guard orientation.isValidInterfaceOrientation, orientation != self.orientation else { return }
        self.orientation = orientation
        for window in UIApplication.shared.windows { window.adoptScreen(transition: true) }
    }
}
