/// One of a scroll view's scroll indicators: a thin rounded bar, a subview of the scroll view as on iOS, placed by
/// the scroll view in content coordinates so it stays at the visible edge.
@MainActor
final class ScrollIndicator: UIView {
    /// The bar's thickness on iOS (3 pt, with 3 pt from the edge).
    static let thickness: CGFloat = 3

    let axis: NSLayoutConstraint.Axis

    init(axis: NSLayoutConstraint.Axis) {
        self.axis = axis
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0, alpha: 0.35)
        layer.cornerRadius = ScrollIndicator.thickness / 2
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        axis = .vertical
        super.init(coder: coder)
    }
}
