/// A cell of a list section (iOS 14): a collection view cell that draws the list's separator line under itself when
/// its section shows separators, inset from the leading side as a table's separator is (16 pt in compact width, 20 pt
/// in regular: the system minimum margins). Accessories and indentation are not provided.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    let separatorView = UIView()
    private var showsSeparator = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        separatorView.backgroundColor = .separator
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        separatorView.backgroundColor = .separator
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if showsSeparator != layoutAttributes.showsListSeparator {
            showsSeparator = layoutAttributes.showsListSeparator
            setNeedsLayout()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard showsSeparator else {
            if separatorView.superview === self { separatorView.removeFromSuperview() }
            return
        }
        if separatorView.superview !== self { addSubview(separatorView) } else { bringSubviewToFront(separatorView) }
        let inset: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let thickness = 1 / layoutScale
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? 0 : inset
        let frame = CGRect(x: x, y: bounds.height - thickness, width: max(0, bounds.width - inset), height: thickness)
        if separatorView.frame != frame { separatorView.frame = frame }
    }
}
