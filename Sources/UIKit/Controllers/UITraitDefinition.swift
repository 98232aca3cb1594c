/// A trait a trait collection holds (iOS 17): the system's — size classes, appearance, text size, scale, layout
/// direction, idiom — are types conforming to this, named in `registerForTraitChanges(_:handler:)` as
/// `UITraitHorizontalSizeClass.self`.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as the registration calls take it.
public typealias UITrait = any UITraitDefinition.Type

/// The system traits: each reads its value from a trait collection, so a registration can tell whether it changed.
protocol SystemTrait: UITraitDefinition where Value: Equatable {
    static func value(in traits: UITraitCollection) -> Value
}

extension SystemTrait {
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { value(in: a) != value(in: b) }
}

public enum UITraitHorizontalSizeClass: SystemTrait {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    static func value(in traits: UITraitCollection) -> UIUserInterfaceSizeClass { traits.horizontalSizeClass }
}

public enum UITraitVerticalSizeClass: SystemTrait {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    static func value(in traits: UITraitCollection) -> UIUserInterfaceSizeClass { traits.verticalSizeClass }
}

public enum UITraitUserInterfaceStyle: SystemTrait {
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    public static var affectsColorAppearance: Bool { true }
    static func value(in traits: UITraitCollection) -> UIUserInterfaceStyle { traits.userInterfaceStyle }
}

public enum UITraitPreferredContentSizeCategory: SystemTrait {
    public static var defaultValue: UIContentSizeCategory { .unspecified }
    static func value(in traits: UITraitCollection) -> UIContentSizeCategory { traits.preferredContentSizeCategory }
}

public enum UITraitDisplayScale: SystemTrait {
    public static var defaultValue: CGFloat { 0 }
    static func value(in traits: UITraitCollection) -> CGFloat { traits.displayScale }
}

public enum UITraitLayoutDirection: SystemTrait {
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
    static func value(in traits: UITraitCollection) -> UITraitEnvironmentLayoutDirection { traits.layoutDirection }
}

public enum UITraitUserInterfaceIdiom: SystemTrait {
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
    static func value(in traits: UITraitCollection) -> UIUserInterfaceIdiom { traits.userInterfaceIdiom }
}
