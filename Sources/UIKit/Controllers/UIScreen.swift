/// The screen of the simulated device. `bounds` follows the orientation (as on iOS 8 and later).
@MainActor
public final class UIScreen {
    public static var main: UIScreen { shared }
    private static let shared = UIScreen()

    public var bounds: CGRect {
        let device = UIDevice.current
        return CGRect(origin: .zero, size: device.simulatedDevice.screenSize(in: device.orientation))
    }
    public var nativeBounds: CGRect {
        let size = UIDevice.current.simulatedDevice.portraitSize
        return CGRect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
    }
    public var scale: CGFloat { UIDevice.current.simulatedDevice.scale }
    public var nativeScale: CGFloat { scale }

    /// The screen's traits (size classes of the device in its orientation).
    public var traitCollection: UITraitCollection {
        let device = UIDevice.current
        return device.simulatedDevice.traitCollection(in: device.orientation,
                                                      layoutDirection: UIApplication.shared.traitLayoutDirection,
                                                      contentSize: UIApplication.shared.preferredContentSizeCategory,
                                                      style: UIApplication.shared.userInterfaceStyle)
    }
}
