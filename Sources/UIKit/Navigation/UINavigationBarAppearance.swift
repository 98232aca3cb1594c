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

    public init(barAppearance: UIBarAppearance) {
        super.init()
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
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

    public init(barAppearance: UINavigationBarAppearance) {
        super.init(barAppearance: barAppearance)
        titleTextAttributes = barAppearance.titleTextAttributes
        largeTitleTextAttributes = barAppearance.largeTitleTextAttributes
        titlePositionAdjustment = barAppearance.titlePositionAdjustment
    }

    /// A copy to modify (Apple's `copy()`, which Foundation's `NSObject.copy()` shadows here).
    func duplicate() -> UINavigationBarAppearance { UINavigationBarAppearance(barAppearance: self) }

    /// This appearance with a transparent background and no shadow: what a bar at the scroll edge shows without a
    /// `scrollEdgeAppearance` (Apple: "UIKit uses the settings found in the standardAppearance property, modified to
    /// use a transparent background").
    func transparentCopy() -> UINavigationBarAppearance {
        let copy = duplicate()
        copy.configureWithTransparentBackground()
        return copy
    }
}
