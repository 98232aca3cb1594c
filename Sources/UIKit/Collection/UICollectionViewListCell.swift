/// A cell of a list section (iOS 14): a collection view cell that draws the list's separator line under itself when
/// its section shows separators, inset from the leading side as a table's separator is (16 pt in compact width, 20 pt
/// in regular: the system minimum margins), and takes its list's background unless the app chose one
/// (`.listPlainCell()`, `.listGroupedCell()`, `.listSidebarCell()`; an inset-grouped section's first and last cells
/// round their outer corners — 10 pt, the radius iOS 13–16 draws; not documented). Accessories and indentation are not
/// provided.
///
/// Accessories (`accessories`) sit beside the content view, which narrows to make room: trailing ones from the trailing
/// edge in, 16 pt from it, leading custom views from the leading edge, 8 pt apart and 8 pt from the content (the system
/// margins; iOS's exact spacing is not documented).
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// Placed by `layoutSubviews` alone, and nothing can be constrained to it (it is not public, as on iOS): an
    /// island of its own, out of the cell's engine, so moving it gives that engine nothing to re-read and re-solve (as
    /// `UITableViewCell`'s separator).
    let separatorView: UIView = {
        let view = UIView()
        view.hostsLayoutIsland = true
        return view
    }()

    /// What the cell shows beside its content, leading to trailing (iOS 14).
    open var accessories: [UICellAccessory] = [] {
        didSet {
            for view in accessoryViews { view.removeFromSuperview() }
            shownAccessories = accessories.filter(\.isShown).map { ($0.isLeading, $0.makeView()) }
            for view in accessoryViews { addSubview(view) }
            setNeedsLayout()
        }
    }
    /// The accessories shown, each with whether it leads the content, in order.
    private var shownAccessories: [(leading: Bool, view: UIView)] = []
    private var accessoryViews: [UIView] { shownAccessories.map(\.view) }
    /// The space between accessories, and between them and the content; the margin at the cell's edges.
    static let accessorySpacing: CGFloat = 8
    static let accessoryMargin: CGFloat = 16

    override var accessoryRoom: (leading: CGFloat, trailing: CGFloat) {
        func room(_ views: [UIView]) -> CGFloat {
            guard !views.isEmpty else { return 0 }
            return Self.accessoryMargin + views.reduce(0) { $0 + $1.frame.width + Self.accessorySpacing }
        }
        return (room(shownAccessories.filter(\.leading).map(\.view)), room(shownAccessories.filter { !$0.leading }.map(\.view)))
    }
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

    /// Leading accessories from the leading margin on, trailing ones from the trailing margin back, each centred
    /// vertically; mirrored right to left.
    private func placeAccessories() {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ view: UIView, at leadingX: CGFloat) {
            let x = rightToLeft ? bounds.width - leadingX - view.frame.width : leadingX
            let frame = CGRect(x: x, y: ((bounds.height - view.frame.height) / 2).rounded(), width: view.frame.width,
                               height: view.frame.height)
            if view.frame != frame { view.frame = frame }
        }
        var x = Self.accessoryMargin
        for (leading, view) in shownAccessories where leading {
            place(view, at: x)
            x += view.frame.width + Self.accessorySpacing
        }
        x = bounds.width - Self.accessoryMargin
        for (leading, view) in shownAccessories.reversed() where !leading {
            x -= view.frame.width
            place(view, at: x)
            x -= Self.accessorySpacing
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
        placeAccessories()
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
