/// A tab bar's appearance (iOS 13): the bar's background and shadow (`UIBarAppearance`). Item colours follow the
/// bar's `tintColor` (selected) and `unselectedItemTintColor`.
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    public override init() { super.init() }

    public init(barAppearance: UITabBarAppearance) { super.init(barAppearance: barAppearance) }

    /// A copy to modify (Apple's `copy()`, which Foundation's `NSObject.copy()` shadows here).
    func duplicate() -> UITabBarAppearance { UITabBarAppearance(barAppearance: self) }

    /// This appearance with a transparent background and no shadow: what a bar at the scroll edge shows without a
    /// `scrollEdgeAppearance` (Apple: "UIKit uses the settings found in the standardAppearance property, modified to
    /// use a transparent background").
    func transparentCopy() -> UITabBarAppearance {
        let copy = duplicate()
        copy.configureWithTransparentBackground()
        return copy
    }
}
