/// A cell of a list section (iOS 14): a collection view cell that draws the list's separator line under itself when
/// its section shows separators, inset from the leading side as a table's separator is (16 pt in compact width, 20 pt
/// in regular: the system minimum margins), and takes its list's background unless the app chose one
/// (`.listPlainCell()`, `.listGroupedCell()`, `.listSidebarCell()`; an inset-grouped section's first and last cells
/// round their outer corners — 10 pt, the radius iOS 13–16 draws; not documented). Accessories and indentation are not
/// provided.
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

    /// The list's appearance and the cell's place in its section, from the layout.
    private var placement: UICollectionViewLayoutAttributes.ListPlacement?

    /// The list's look for this cell: plain, grouped or sidebar, from the section it is shown in.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch placement?.appearance {
        case .grouped?, .insetGrouped?: return .listGroupedCell()
        case .sidebar?: return .listSidebarCell()
        case .plain?, .sidebarPlain?, nil: return .listPlainCell()
        }
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let listPlacement = layoutAttributes.listPlacement, listPlacement != placement {
            placement = listPlacement
            if !backgroundChosenByApp { applyDefaultBackground(listPlacement) }
        }
        if showsSeparator != layoutAttributes.showsListSeparator {
            showsSeparator = layoutAttributes.showsListSeparator
            setNeedsLayout()
        }
    }

    private func applyDefaultBackground(_ placement: UICollectionViewLayoutAttributes.ListPlacement) {
        var configuration = defaultBackgroundConfiguration()
        var corners: CACornerMask = []
        if placement.appearance == .insetGrouped {
            if placement.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if placement.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        configuredBackground.roundedCorners = corners
        configuration.cornerRadius = corners.isEmpty ? 0 : 10
        updatingBackgroundInternally = true
        backgroundConfiguration = automaticallyUpdatesBackgroundConfiguration
            ? configuration.updated(for: configurationState) : configuration
        updatingBackgroundInternally = false
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
