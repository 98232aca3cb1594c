/// A device Trellis pretends to run on: screen size in points, scale, safe-area insets and size classes per
/// orientation, from Apple's published device metrics (Human Interface Guidelines, "Layout" — device screen
/// sizes and orientations) and what iOS reports for `safeAreaInsets` on each device.
public struct SimulatedDevice: Sendable, Hashable {
    public let name: String
    public let idiom: UIUserInterfaceIdiom
    /// Screen size in points, portrait.
    public let portraitSize: CGSize
    public let scale: CGFloat
    /// The window's safe-area insets in portrait and in landscape.
    public let portraitSafeArea: UIEdgeInsets
    public let landscapeSafeArea: UIEdgeInsets
    /// Size classes (horizontal, vertical) in portrait and in landscape.
    public let portraitSizeClasses: SizeClasses
    public let landscapeSizeClasses: SizeClasses

    public struct SizeClasses: Sendable, Hashable {
        public let horizontal: UIUserInterfaceSizeClass
        public let vertical: UIUserInterfaceSizeClass
        public init(_ horizontal: UIUserInterfaceSizeClass, _ vertical: UIUserInterfaceSizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    public init(name: String, idiom: UIUserInterfaceIdiom, portraitSize: CGSize, scale: CGFloat,
                portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets,
                portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses) {
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
    }

    /// Screen size in points for an orientation (landscape swaps the sides).
    public func screenSize(in orientation: UIDeviceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    public func safeAreaInsets(in orientation: UIDeviceOrientation) -> UIEdgeInsets {
        orientation.isLandscape ? landscapeSafeArea : portraitSafeArea
    }

    public func sizeClasses(in orientation: UIDeviceOrientation) -> SizeClasses {
        orientation.isLandscape ? landscapeSizeClasses : portraitSizeClasses
    }

    /// The window's traits on this device in an orientation.
    public func traitCollection(in orientation: UIDeviceOrientation,
                                layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                                contentSize: UIContentSizeCategory = .large,
                                style: UIUserInterfaceStyle = .light) -> UITraitCollection {
        let classes = sizeClasses(in: orientation)
        return UITraitCollection(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                                 userInterfaceStyle: style, preferredContentSizeCategory: contentSize,
                                 displayScale: scale, layoutDirection: layoutDirection, userInterfaceIdiom: idiom)
    }

    private static let phoneClasses = (SizeClasses(.compact, .regular), SizeClasses(.compact, .compact))

    /// iPhone SE (2nd and 3rd generation): 375×667 pt @2x, status bar 20 pt, no home indicator.
    public static let iPhoneSE = SimulatedDevice(
        name: "iPhone SE", idiom: .phone, portraitSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: .zero,
        portraitSizeClasses: phoneClasses.0, landscapeSizeClasses: phoneClasses.1)

    /// iPhone 13 / 13 Pro / 14: 390×844 pt @3x, notch: 47 pt top, 34 pt home indicator; landscape 47 pt sides, 21 bottom.
    public static let iPhone13 = SimulatedDevice(
        name: "iPhone 13", idiom: .phone, portraitSize: CGSize(width: 390, height: 844), scale: 3,
        portraitSafeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        portraitSizeClasses: phoneClasses.0, landscapeSizeClasses: phoneClasses.1)

    /// iPhone 14: same screen as iPhone 13.
    public static let iPhone14 = SimulatedDevice(
        name: "iPhone 14", idiom: .phone, portraitSize: CGSize(width: 390, height: 844), scale: 3,
        portraitSafeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        portraitSizeClasses: phoneClasses.0, landscapeSizeClasses: phoneClasses.1)

    /// iPhone 15 / 15 Pro: 393×852 pt @3x, Dynamic Island: 59 pt top, 34 pt bottom; landscape 59 pt sides, 21 bottom.
    public static let iPhone15 = SimulatedDevice(
        name: "iPhone 15", idiom: .phone, portraitSize: CGSize(width: 393, height: 852), scale: 3,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        portraitSizeClasses: phoneClasses.0, landscapeSizeClasses: phoneClasses.1)

    /// iPhone 15 Pro Max: 430×932 pt @3x; regular width in landscape, like the other Max/Plus phones.
    public static let iPhone15ProMax = SimulatedDevice(
        name: "iPhone 15 Pro Max", idiom: .phone, portraitSize: CGSize(width: 430, height: 932), scale: 3,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        portraitSizeClasses: SizeClasses(.compact, .regular), landscapeSizeClasses: SizeClasses(.regular, .compact))

    /// iPad (10th generation): 820×1180 pt @2x, 24 pt status bar and 20 pt home indicator; regular both ways.
    public static let iPad = SimulatedDevice(
        name: "iPad (10th generation)", idiom: .pad, portraitSize: CGSize(width: 820, height: 1180), scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular))

    /// iPad Pro 12.9-inch: 1024×1366 pt @2x.
    public static let iPadPro12_9 = SimulatedDevice(
        name: "iPad Pro (12.9-inch)", idiom: .pad, portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        portraitSizeClasses: SizeClasses(.regular, .regular), landscapeSizeClasses: SizeClasses(.regular, .regular))

    /// Every simulated device.
    public static let all: [SimulatedDevice] = [.iPhoneSE, .iPhone13, .iPhone14, .iPhone15, .iPhone15ProMax, .iPad, .iPadPro12_9]
}
