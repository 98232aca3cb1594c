/// A view a collection view places from layout attributes and reuses: the base of cells, section headers and footers
/// (supplementary views) and decoration views.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued with (nil for one made directly).
    public internal(set) var reuseIdentifier: String?

    /// The traits of the collection view whose reuse pool holds the view (nil while shown): a view parked in the pool
    /// and shown again in the same collection view sees no trait change (as `UITableViewCell`'s).
    var parkedTraits: UITraitCollection?
    override var traitsWithoutSuperview: UITraitCollection { parkedTraits ?? .detached }

    /// The attributes it was last placed with.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // Placed by frame and constrained to nothing outside: solved by an engine of its own (a layout island), so
        // that scrolling and reuse re-solve no other view.
        hostsLayoutIsland = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        hostsLayoutIsland = true
    }

    /// How a collection view instantiates a registered class: through its `init(frame:)`, which subclasses override
    /// and inherit this from (no Objective-C runtime to call it by name).
    public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called just before the collection view hands the view out again from its reuse pool. Overrides call `super`.
    open func prepareForReuse() {}

    /// Takes the layout's attributes: frame, alpha, hidden, z order. Overrides (for custom attributes) call `super`.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        if frame != layoutAttributes.frame { frame = layoutAttributes.frame }
        if alpha != layoutAttributes.alpha { alpha = layoutAttributes.alpha }
        if isHidden != layoutAttributes.isHidden { isHidden = layoutAttributes.isHidden }
        let z = CGFloat(layoutAttributes.zIndex)
        if layer.zPosition != z { layer.zPosition = z }
    }

    /// The attributes this view wants, given the layout's: the base class keeps them (a supplementary or decoration
    /// view takes the size it is given); a cell fits its content in its self-sizing axes.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard !layoutAttributes.selfSizingAxes.isEmpty else { return layoutAttributes }
        let axes = layoutAttributes.selfSizingAxes
        let fitted = systemLayoutSizeFitting(layoutAttributes.size,
                                             withHorizontalFittingPriority: axes.contains(.horizontal) ? .fittingSizeLevel : .required,
                                             verticalFittingPriority: axes.contains(.vertical) ? .fittingSizeLevel : .required)
        // Up to whole pixels, as UIKit rounds self-sizing cells (less a hair, so that a size already on the pixel
        // grid is not pushed a pixel further by floating-point noise).
        let scale = layoutScale
        func pixels(_ length: CGFloat) -> CGFloat { (length * scale - 0.001).rounded(.up) / scale }
        layoutAttributes.frame.size = CGSize(width: pixels(fitted.width), height: pixels(fitted.height))
        return layoutAttributes
    }
}
