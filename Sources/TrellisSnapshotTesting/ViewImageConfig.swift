import UIKit

/// The device a snapshot is taken on, as swift-snapshot-testing's `ViewImageConfig` on iOS (whose image strategies
/// exist on Apple platforms only): `assertSnapshot(of: vc, as: .image(on: .iPhone13))` reads the same here.
///
/// Besides the device and orientation, a config carries the environment the simulator's settings would give:
/// Dynamic Type size and light/dark appearance.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public var device: SimulatedDevice
    public var orientation: Orientation
    public var contentSizeCategory: UIContentSizeCategory
    public var userInterfaceStyle: UIUserInterfaceStyle

    public init(device: SimulatedDevice, orientation: Orientation = .portrait,
                contentSizeCategory: UIContentSizeCategory = .large, userInterfaceStyle: UIUserInterfaceStyle = .light) {
        self.device = device
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The screen size in points for the orientation.
    public var size: CGSize { device.screenSize(in: deviceOrientation) }

    var deviceOrientation: UIDeviceOrientation { orientation == .landscape ? .landscapeLeft : .portrait }

    /// The same device with another text size.
    public func with(contentSizeCategory: UIContentSizeCategory) -> ViewImageConfig {
        var copy = self
        copy.contentSizeCategory = contentSizeCategory
        return copy
    }

    /// The same device in light or dark appearance.
    public func with(userInterfaceStyle: UIUserInterfaceStyle) -> ViewImageConfig {
        var copy = self
        copy.userInterfaceStyle = userInterfaceStyle
        return copy
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { .init(device: .iPhoneSE, orientation: orientation) }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { .init(device: .iPhone13, orientation: orientation) }

    public static let iPhone15 = ViewImageConfig.iPhone15(.portrait)
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig { .init(device: .iPhone15, orientation: orientation) }

    public static let iPhone15ProMax = ViewImageConfig.iPhone15ProMax(.portrait)
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
        .init(device: .iPhone15ProMax, orientation: orientation)
    }

    public static let iPad10 = ViewImageConfig.iPad10(.portrait)
    public static func iPad10(_ orientation: Orientation) -> ViewImageConfig { .init(device: .iPad, orientation: orientation) }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.portrait)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        .init(device: .iPadPro12_9, orientation: orientation)
    }
}
