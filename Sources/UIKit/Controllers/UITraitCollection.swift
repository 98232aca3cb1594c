/// Compact or regular space along an axis, as the device and orientation give it.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv, carPlay, mac, vision
}

/// The environment a view or controller lays out in: size classes, appearance, text size, scale, direction.
///
/// Immutable and `Sendable` (app code keeps and compares them: `previousTraitCollection?.horizontalSizeClass`).
/// A window gets its traits from the simulated device and orientation; views and controllers inherit them.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
                preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
                displayScale: CGFloat = 0,
                layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
                userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
        super.init()
    }

    public override convenience init() { self.init(horizontalSizeClass: .unspecified) }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle)
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontalSizeClass: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }
    public convenience init(displayScale: CGFloat) {
        self.init(horizontalSizeClass: .unspecified, displayScale: displayScale)
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(horizontalSizeClass: .unspecified, layoutDirection: layoutDirection)
    }

    /// Merges trait collections: later ones' specified traits win.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var style = UIUserInterfaceStyle.unspecified, size = UIContentSizeCategory.unspecified
        var scale: CGFloat = 0, direction = UITraitEnvironmentLayoutDirection.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        for t in collections {
            if t.horizontalSizeClass != .unspecified { h = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { v = t.verticalSizeClass }
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.preferredContentSizeCategory != .unspecified { size = t.preferredContentSizeCategory }
            if t.displayScale != 0 { scale = t.displayScale }
            if t.layoutDirection != .unspecified { direction = t.layoutDirection }
            if t.userInterfaceIdiom != .unspecified { idiom = t.userInterfaceIdiom }
        }
        self.init(horizontalSizeClass: h, verticalSizeClass: v, userInterfaceStyle: style,
                  preferredContentSizeCategory: size, displayScale: scale, layoutDirection: direction,
                  userInterfaceIdiom: idiom)
    }

    /// Whether every trait specified in `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.preferredContentSizeCategory == .unspecified
                || t.preferredContentSizeCategory == preferredContentSizeCategory)
            && (t.displayScale == 0 || t.displayScale == displayScale)
            && (t.layoutDirection == .unspecified || t.layoutDirection == layoutDirection)
            && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Whether a change between the two needs colours re-resolved (light/dark).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return hasSameTraits(as: o)
    }

    /// `isEqual` without the cast from `Any`, which cost more than the comparison: trait propagation compares the
    /// traits of every view of a cell each time the cell enters or leaves the table.
    func hasSameTraits(as o: UITraitCollection) -> Bool {
        o === self || (o.horizontalSizeClass == horizontalSizeClass && o.verticalSizeClass == verticalSizeClass
            && o.userInterfaceStyle == userInterfaceStyle && o.displayScale == displayScale
            && o.layoutDirection == layoutDirection && o.userInterfaceIdiom == userInterfaceIdiom
            && o.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    public override var hash: Int {
        var h = Hasher()
        h.combine(horizontalSizeClass)
        h.combine(verticalSizeClass)
        h.combine(userInterfaceStyle)
        h.combine(displayScale)
        return h.finalize()
    }

    public override var description: String {
        "<UITraitCollection: \(addressString(self)); HorizontalSizeClass = \(horizontalSizeClass), "
            + "VerticalSizeClass = \(verticalSizeClass), UserInterfaceStyle = \(userInterfaceStyle), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), DisplayScale = \(displayScale.g), "
            + "LayoutDirection = \(layoutDirection)>"
    }

    /// The traits of a view that is in no window: nothing specified but the default text size, scale and
    /// left-to-right direction.
    static let detached = UITraitCollection(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
                                            userInterfaceStyle: .light, preferredContentSizeCategory: .large,
                                            displayScale: 0, layoutDirection: .leftToRight,
                                            userInterfaceIdiom: .unspecified)
}

/// What can be asked for a trait collection (views and controllers).
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
