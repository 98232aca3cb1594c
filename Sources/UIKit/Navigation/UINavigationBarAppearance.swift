/// How a bar looks (iOS 13): its background colour or image and its shadow line. `configureWithDefaultBackground()`
/// is the system's translucent bar (drawn here as the background colour at 94 % — Trellis draws no blur),
/// `configureWithOpaqueBackground()` an opaque one, `configureWithTransparentBackground()` none and no shadow.
@MainActor
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    /// The line under the bar (nil or clear: none).
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance with `barAppearance`'s values (a subclass also copies its own when given one of its kind).
    public required init(barAppearance: UIBarAppearance) {
        super.init()
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// A copy to modify (Apple's `copy()`, which Foundation's `NSObject.copy()` shadows here).
    func duplicated() -> Self { Self(barAppearance: self) }

    /// The appearance a bar shows: at the scroll edge the item's or bar's scroll-edge appearance, else the standard one
    /// made transparent (Apple, on `scrollEdgeAppearance`: "If the value of this property is nil, UIKit uses the
    /// settings found in the standardAppearance property, modified to use a transparent background"); elsewhere the
    /// item's standard appearance, else the bar's — coloured by a `barTintColor` while the app has not set one.
    static func inEffect<Appearance: UIBarAppearance>(
        atScrollEdge: Bool, item: (standard: Appearance?, scrollEdge: Appearance?),
        bar: (standard: Appearance, scrollEdge: Appearance?), barTintColor: UIColor?,
        standardWasSet: Bool) -> Appearance {
        if atScrollEdge {
            if let edge = item.scrollEdge ?? bar.scrollEdge { return edge }
            let transparent = (item.standard ?? bar.standard).duplicated()
            transparent.configureWithTransparentBackground()
            return transparent
        }
        if let standard = item.standard { return standard }
        if let barTintColor, !standardWasSet {
            let tinted = bar.standard.duplicated()
            tinted.backgroundColor = barTintColor
            return tinted
        }
        return bar.standard
    }

    /// "A translucent background and shadow appropriate for the current theme."
    open func configureWithDefaultBackground() {
        backgroundColor = UIColor.systemBackground.withAlphaComponent(0.94)
        backgroundImage = nil
        shadowColor = .separator
    }

    /// "Opaque colors appropriate for the current theme."
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = .separator
    }

    /// "A transparent background and no shadow."
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
    }
}

/// A navigation bar's appearance: the bar's, plus the title's text attributes (font, colour).
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero

    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
        titlePositionAdjustment = navigation.titlePositionAdjustment
    }
}
