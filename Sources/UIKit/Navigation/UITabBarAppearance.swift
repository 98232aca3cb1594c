/// A tab bar's appearance (iOS 13): the bar's background and shadow (`UIBarAppearance`). Item colours follow the
/// bar's `tintColor` (selected) and `unselectedItemTintColor`.
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}
