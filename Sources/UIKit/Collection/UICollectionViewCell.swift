/// A collection view's cell: content in `contentView`, a background and a selected background behind it, and the
/// selected and highlighted states.
///
/// A self-sizing cell (a flow layout with `estimatedItemSize`, an estimated dimension of a compositional layout) is
/// measured by fitting its content view — the axes it sizes itself in at the fitting priority, the others required —
/// as UIKit does (`preferredLayoutAttributesFitting(_:)`).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the cell's content goes: it fills the cell, below nothing but the background views.
    public let contentView: UIView

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if backgroundView != nil {
                backgroundChosenByApp = true
                if backgroundConfiguration != nil { backgroundConfiguration = nil }
            }
            placeBackgroundViews()
        }
    }
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            placeBackgroundViews()
        }
    }
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            placeBackgroundViews()
            setNeedsUpdateConfiguration()
        }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    // MARK: Configurations (iOS 14)

    /// The cell's content as a configuration, shown in a view pinned to `contentView`'s edges (so a self-sizing cell is
    /// sized by it). Nil removes it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContentView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredContentView)
        }
    }
    private var configuredContentView: (any UIView & UIContentView)?

    /// Whether the content configuration follows the cell's state on its own (`updated(for:)` before the handler).
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's background as a configuration (iOS 14), drawn behind the content view; setting one removes
    /// `backgroundView`, as UIKit does. Nil: no configured background.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if !updatingBackgroundInternally { backgroundChosenByApp = true }
            if backgroundConfiguration != nil, backgroundView != nil { backgroundView = nil }
            configuredBackground.show(backgroundConfiguration, in: self, tint: tintColor)
        }
    }
    /// Set while the cell itself sets `backgroundConfiguration` (a state update, a list cell's default).
    var updatingBackgroundInternally = false
    /// Whether the app chose the background (a configuration or a view): a list cell then keeps it.
    var backgroundChosenByApp = false
    /// Whether the background configuration follows the cell's state on its own (a list cell turns grey when
    /// selected).
    open var automaticallyUpdatesBackgroundConfiguration = true
    let configuredBackground = ConfiguredBackgroundView()

    /// The background configuration the cell's kind starts from: none for a plain cell.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Called with the cell and its state whenever the state changes (iOS 15), after the automatic update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's current state: its traits, selected, highlighted.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// A list content configuration with the cell style's defaults (`.cell()`).
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Asks for `updateConfiguration(using:)` before the next layout pass or measurement.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Brings the configurations up to date with `state`; subclasses override it to restyle per state, calling `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfiguration {
            updatingBackgroundInternally = true
            backgroundConfiguration = configuration.updated(for: state)
            updatingBackgroundInternally = false
        }
        configurationUpdateHandler?(self, state)
    }

    /// Whether `updateConfiguration(using:)` is due (from the start: a cell's configuration is updated before it is
    /// first displayed).
    private var needsConfigurationUpdate = true

    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }

    // MARK: Life cycle

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = bounds
        addSubview(contentView)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let room = accessoryRoom
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let contentFrame = CGRect(x: rightToLeft ? room.trailing : room.leading, y: 0,
                                  width: max(0, bounds.width - room.leading - room.trailing), height: bounds.height)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        placeBackgroundViews()
    }

    /// The background views behind the content view, across the whole cell; the selected one only while selected.
    private func placeBackgroundViews() {
        var index = 0
        if configuredBackground.superview === self {
            if subviews.first !== configuredBackground { insertSubview(configuredBackground, at: 0) }
            configuredBackground.place(in: self)
            index = 1
        }
        if let backgroundView {
            if backgroundView.superview !== self || subviews.firstIndex(of: backgroundView) != 0 {
                insertSubview(backgroundView, at: 0)
            }
            if backgroundView.frame != bounds { backgroundView.frame = bounds }
            index = 1
        }
        if let selectedBackgroundView {
            if isSelected {
                if selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, at: index) }
                if selectedBackgroundView.frame != bounds { selectedBackgroundView.frame = bounds }
            } else if selectedBackgroundView.superview === self {
                selectedBackgroundView.removeFromSuperview()
            }
        }
    }

    /// The width kept beside the content view for accessories, leading and trailing (a list cell's; none here).
    var accessoryRoom: (leading: CGFloat, trailing: CGFloat) { (0, 0) }

    /// A cell measures its content view, which is how collection views size self-sizing cells (the content view
    /// follows the cell's frame by its autoresizing mask, which would otherwise hold it at its current size). A cell
    /// whose content view is empty is measured as a view.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConfigurationIfNeeded()
        updateConstraintsIfNeeded()
        guard !contentView.subviews.isEmpty else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        let room = accessoryRoom.leading + accessoryRoom.trailing
        let fitted = contentView.systemLayoutSizeFitting(CGSize(width: max(0, targetSize.width - room), height: targetSize.height),
                                                         withHorizontalFittingPriority: horizontalFittingPriority,
                                                         verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: fitted.width + room, height: fitted.height)
    }
}
