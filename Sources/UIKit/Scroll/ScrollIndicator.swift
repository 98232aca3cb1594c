/// One of a scroll view's scroll indicators: a thin rounded bar, a subview of the scroll view as on iOS, placed by
/// the scroll view in content coordinates so it stays at the visible edge.
@MainActor
final class ScrollIndicator: UIView {
    /// The bar's thickness on iOS (3 pt, with 3 pt from the edge).
    static let thickness: CGFloat = 3

    let axis: NSLayoutConstraint.Axis

    /// The bar's colour for each `UIScrollView.IndicatorStyle`. Apple: `.black` is "good against a white content
    /// background", `.white` "against a black content background"; `.default` suits the interface style — dark bars
    /// in light mode, light ones in dark mode.
    static func color(for style: UIScrollView.IndicatorStyle) -> UIColor {
        switch style {
        case .default: return defaultColor
        case .black: return UIColor(white: 0, alpha: 0.35)
        case .white: return UIColor(white: 1, alpha: 0.35)
        }
    }

    private static let defaultColor = UIColor { traits in
        UIColor(white: traits.userInterfaceStyle == .dark ? 1 : 0, alpha: 0.35)
    }

    init(axis: NSLayoutConstraint.Axis) {
        self.axis = axis
        super.init(frame: .zero)
        backgroundColor = ScrollIndicator.color(for: .default)
        layer.cornerRadius = ScrollIndicator.thickness / 2
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        axis = .vertical
        super.init(coder: coder)
    }
}
