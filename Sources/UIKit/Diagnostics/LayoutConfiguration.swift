/// One environment the layout checker lays a screen out in: a device, an orientation, a Dynamic Type size and an
/// appearance.
public struct LayoutConfiguration: Sendable, Hashable, CustomStringConvertible {
    public var device: SimulatedDevice
    public var orientation: UIDeviceOrientation
    public var contentSizeCategory: UIContentSizeCategory
    public var userInterfaceStyle: UIUserInterfaceStyle

    public init(device: SimulatedDevice, orientation: UIDeviceOrientation = .portrait,
                contentSizeCategory: UIContentSizeCategory = .large, userInterfaceStyle: UIUserInterfaceStyle = .light) {
        self.device = device
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// `iPhone SE, landscapeLeft, accessibilityExtraLarge, dark`.
    public var description: String {
        "\(device.name), \(orientation.isLandscape ? "landscape" : "portrait"), \(contentSizeCategory.rawValue), "
            + (userInterfaceStyle == .dark ? "dark" : "light")
    }

    /// Every combination of the given values (devices × orientations × sizes × styles), in that nesting order.
    public static func matrix(devices: [SimulatedDevice], orientations: [UIDeviceOrientation] = [.portrait, .landscapeLeft],
                              contentSizeCategories: [UIContentSizeCategory] = [.large],
                              styles: [UIUserInterfaceStyle] = [.light]) -> [LayoutConfiguration] {
        var all: [LayoutConfiguration] = []
        for device in devices {
            for orientation in orientations {
                for size in contentSizeCategories {
                    for style in styles {
                        all.append(LayoutConfiguration(device: device, orientation: orientation,
                                                       contentSizeCategory: size, userInterfaceStyle: style))
                    }
                }
            }
        }
        return all
    }
}
