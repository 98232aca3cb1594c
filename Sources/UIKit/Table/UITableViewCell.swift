/// A row of a table view: a frame-based view the table positions, whose `contentView` holds the row's content
/// (laid out with constraints, which is what makes self-sizing work).
///
/// Geometry, as on iOS: the content view fills the cell except the accessory area at the trailing edge and, when
/// the table draws separators, the separator line at the bottom (1 pixel). A self-sizing cell's height is the
/// content view's fitted height plus that line. The content view's default layout margins are 11 pt top and
/// bottom and the table's side margin (16 pt in compact width, 20 pt in regular), as UIKit sets them.
@MainActor
open class UITableViewCell: UIView {
    /// The view to add custom content to (not the cell itself).
    public let contentView: UIView
    /// The identifier the cell was registered and dequeued with.
    public private(set) var reuseIdentifier: String?
    /// The built-in layout this cell was created with.
    let cellStyle: CellStyle

    open var selectionStyle: SelectionStyle = .default {
        didSet {
            guard selectionStyle != oldValue else { return }
            layoutBackgroundViews()
            propagateHighlight()
        }
    }
    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { layoutCellViews() } } }
    /// The glyph drawn for `accessoryType` while there is no `accessoryView` (`StandardAccessoryView`).
    private(set) var standardAccessoryView: StandardAccessoryView?
    /// A custom accessory, placed at the trailing edge instead of `accessoryType`'s.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            layoutCellViews()
        }
    }
    open var editingAccessoryType: AccessoryType = .none
    open var isEditing = false
    open var showsReorderControl = false
    /// How many levels the built-in styles' image and labels are indented (Apple: "the indentation level of the
    /// cell's content"), `indentationWidth` points each — 10 by default, as Apple documents. Custom content in
    /// `contentView` is the app's to indent.
    open var indentationLevel = 0 { didSet { updateBuiltInIndentation() } }
    open var indentationWidth: CGFloat = 10 {
        didSet {
            if !indentationWidth.isFinite {
                UIView.layoutLog("Ignoring a non-finite indentationWidth \(indentationWidth) for \(layoutDescription).")
                indentationWidth = oldValue
                return
            }
            updateBuiltInIndentation()
        }
    }

    // MARK: Content configuration (iOS 14)

    /// The cell's content as a configuration (Apple: setting one replaces the content with "a new content view
    /// instance from the configuration, or directly applies the configuration to the existing content view if the
    /// configuration is compatible"). The configuration's view fills `contentView`, edge to edge, so a self-sizing row
    /// is sized by it. Nil removes it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContentView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredContentView)
        }
    }

    /// Whether the content configuration follows the cell's state (selection, highlight) on its own: `updated(for:)`
    /// with `configurationState`, before `configurationUpdateHandler` runs.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's background as a configuration (iOS 14), drawn behind everything; setting one removes
    /// `backgroundView`, as UIKit does, and the selection then shows through the configuration's own state (grey for
    /// the list looks) instead of the default grey fill. Nil: no configured background.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil, backgroundView != nil { backgroundView = nil }
            configuredBackground.show(backgroundConfiguration, in: self, tint: tintColor)
            layoutBackgroundViews()
        }
    }
    /// Whether the background configuration follows the cell's state on its own.
    open var automaticallyUpdatesBackgroundConfiguration = true
    private let configuredBackground = ConfiguredBackgroundView()

    /// The list look of the table showing the cell: `.listPlainCell()` in a plain table, `.listGroupedCell()` in the
    /// grouped styles.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        (owningTable?.style ?? .plain) == .plain ? .listPlainCell() : .listGroupedCell()
    }

    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// Called with the cell and its state whenever the state changes (iOS 15), after the automatic update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's current state: its traits, selected, highlighted, editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedState
        state.isHighlighted = highlightedState
        state.isEditing = isEditing
        return state
    }

    /// A list configuration with this cell's style's defaults (Apple: "a default list content configuration for the
    /// cell's style"): `.cell()`, `.subtitleCell()` for `.subtitle`, `.valueCell()` for `.value1` and `.value2`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// Asks for `updateConfiguration(using:)` before the next layout pass.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Brings the configurations up to date with `state`: the content configuration (when it updates automatically),
    /// then `configurationUpdateHandler`. Subclasses override it to restyle per state, calling `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfiguration {
            backgroundConfiguration = configuration.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    /// Whether `updateConfiguration(using:)` is due (from the start: Apple updates a cell's configuration before it is
    /// first displayed).
    private var needsConfigurationUpdate = true
    /// The view showing `contentConfiguration`, inside `contentView`.
    private var configuredContentView: (any UIView & UIContentView)?

    /// Runs a due configuration update (from `layoutSubviews`, and before the cell is measured).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }

    /// The built-in content's indentation: `indentationLevel` × `indentationWidth`.
    private var builtInIndentation: CGFloat { CGFloat(indentationLevel) * indentationWidth }
    /// Insets of this cell's separator (nil: the table's `separatorInset`).
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? owningTable?.separatorInset ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set {
            separatorInsetStorage = newValue
            layoutCellViews()
        }
    }
    private var separatorInsetStorage: UIEdgeInsets?
    /// A view behind everything else in the cell, as large as the cell. Apple: "UITableViewCell adds the background
    /// view as a subview behind all other views".
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if backgroundView != nil, backgroundConfiguration != nil { backgroundConfiguration = nil }
            layoutBackgroundViews()
        }
    }
    /// A view shown behind the content while the cell is selected or highlighted. Apple: "UITableViewCell adds the
    /// value of this property as a subview only when the cell is selected. It adds the selected background view as a
    /// subview directly above the background view (backgroundView) if it is not nil, or behind all other views."
    /// With `selectionStyle` `.none` a selected cell looks like any other, so it is not shown then.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            layoutBackgroundViews()
        }
    }
    /// What a selected cell shows when the app gave no `selectedBackgroundView`: a grey fill (iOS draws selected
    /// rows in a system grey that adapts to dark mode; the exact colour is not documented — `systemGray4` here).
    private var defaultSelectedBackgroundView: UIView?

    /// Whether the cell is selected; setting it calls `setSelected(_:animated:)` without animation, as on iOS (so an
    /// override of either sees every change).
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted; setting it calls `setHighlighted(_:animated:)` without animation.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedState = false
    private var highlightedState = false

    /// The table showing the cell (set while it is displayed or being configured by it); nil once that table is
    /// deallocated, as with `weak` (through its reference, so that the table's retains and releases stay on the
    /// runtime's fast path; see `LayoutItemReference`).
    var owningTable: UITableView? {
        get { owningTableReference?.view as? UITableView }
        set { owningTableReference = newValue?.layoutItemReference }
    }
    private var owningTableReference: LayoutItemReference?
    /// The separator line at the bottom (added while the table draws separators).
    let separatorView = UIView()
    /// Height of the separator line the table reserves at the bottom (0 without separators).
    var separatorHeight: CGFloat = 0 { didSet { if separatorHeight != oldValue { layoutCellViews() } } }
    /// Whether the separator is drawn for this row (not for the last row of an inset-grouped section).
    var showsSeparator = false { didSet { if showsSeparator != oldValue { layoutCellViews() } } }

    /// The content view margins the cell or table last set (the app's own margins are left alone).
    var systemContentMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    /// Whether a table has shown the cell before (it then comes back from the reuse pool).
    var hasBeenDisplayed = false
    /// Whether the cell is between its table's `willDisplay` and `didEndDisplaying`. A flag on the cell rather than a
    /// set of cells on the table: the table asks for every visible cell on every scrolled frame, and hashing the
    /// cell's identity into the set each time cost more than the rest of the check.
    var isBetweenDisplayCallbacks = false
    /// The traits of the table whose reuse pool holds the cell (nil while it is shown, or was removed otherwise).
    ///
    /// A parked cell keeps its table's traits rather than going through detached traits and back: UIKit calls
    /// `traitCollectionDidChange` only when a trait changes, and a cell that leaves the screen and comes back to the
    /// same table sees no change (the round trip cost each recycled row a callback, a redisplay and a layout check on
    /// every view of the cell, twice). If the table's traits change while the cell is parked, the cell is told when it
    /// comes back.
    var parkedTraits: UITraitCollection?

    override var traitsWithoutSuperview: UITraitCollection { parkedTraits ?? .detached }

    private var textLabelStorage: UILabel?
    private var detailLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?
    private var builtInStack: UIStackView?
    /// The labels' leading edge: on the content view's leading margin, or past the image while one shows.
    private var builtInStackLeading: NSLayoutConstraint?
    /// The built-in image view's leading constraint, to the leading margin plus the indentation.
    private var builtInImageLeading: NSLayoutConstraint?
    /// Width and height 0, active while the built-in image view has no image (it then takes no room).
    private var emptyImageSize: [NSLayoutConstraint] = []

    /// Creates a cell with a built-in style; subclasses override this (as in the seeds) and call `super`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UITableViewCellContentView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        cellStyle = .default
        contentView = UITableViewCellContentView(frame: .zero)
        super.init(coder: coder)
        setUpCell()
    }

    /// `UITableViewCell(frame:)` makes a default-style cell, as UIKit does.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table instantiates a registered cell class: through the class's own `init(style:reuseIdentifier:)`
    /// (subclasses override that initializer and inherit this one, so `register(_:forCellReuseIdentifier:)` can
    /// create them without an Objective-C runtime).
    public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    private func setUpCell() {
        // The table places its cells by frame and nothing outside a cell is constrained to its inside: each cell is
        // laid out by an engine of its own (a layout island), so scrolling and reusing cells re-solve no other cell.
        hostsLayoutIsland = true
        contentView.layoutMargins = systemContentMargins
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        // The separator is placed by `layoutCellViews` alone, and nothing can be constrained to it (it is not public,
        // as on iOS): it is kept out of the cell's engine, as an island of its own — no rows to build for it, and
        // moving it (every time the cell's height changes) gives the cell's engine nothing to re-read and re-solve.
        separatorView.hostsLayoutIsland = true
        layoutCellViews()
    }

    // MARK: Reuse and selection

    /// Called just before the table hands the cell out again from its reuse pool. Overrides call `super`.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        if selectedState != selected { setNeedsUpdateConfiguration() }
        selectedState = selected
        layoutBackgroundViews()
        propagateHighlight()
    }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlightedState != highlighted { setNeedsUpdateConfiguration() }
        highlightedState = highlighted
        layoutBackgroundViews()
        propagateHighlight()
    }

    /// Whether the labels and image views inside are drawn highlighted now.
    private var contentHighlighted = false

    /// Whether the cell shows as selected: selected or highlighted, with a `selectionStyle` other than `.none`.
    private var looksSelected: Bool { (selectedState || highlightedState) && selectionStyle != .none }

    /// Apple (`isHighlighted`): "The highlighting affects the appearance of labels, image, and background. When the
    /// highlighted state of a cell is set to true, labels are drawn in their highlighted text color"; selection does
    /// the same. The labels and image views in the content view (and the accessory view) take the cell's state
    /// (`highlightedTextColor`, `highlightedImage`); with `selectionStyle` `.none` the cell looks unselected, so they
    /// stay as they are.
    private func propagateHighlight() {
        let highlighted = looksSelected
        guard highlighted != contentHighlighted else { return }
        contentHighlighted = highlighted
        func visit(_ view: UIView) {
            if let label = view as? UILabel { label.isHighlighted = highlighted }
            if let image = view as? UIImageView { image.isHighlighted = highlighted }
            for subview in view.subviews { visit(subview) }
        }
        visit(contentView)
        if let accessoryView { visit(accessoryView) }
    }

    /// Puts the background view (if any) at the back, as large as the cell, and above it the selected background view
    /// while the cell is selected or highlighted (`selectionStyle` other than `.none`), as large as the cell too.
    private func layoutBackgroundViews() {
        let bounds = CGRect(origin: .zero, size: bounds.size)
        if let backgroundView { keepSubview(backgroundView, at: 0, frame: bounds) }
        if configuredBackground.superview === self {
            if subviews.first !== configuredBackground { insertSubview(configuredBackground, at: 0) }
            configuredBackground.place(in: self)
        }
        // A background configuration shows the selection itself (its state update), without the default grey.
        let showsSelection = looksSelected && !(backgroundConfiguration != nil && selectedBackgroundView == nil)
        if selectedBackgroundView != nil || !showsSelection, let grey = defaultSelectedBackgroundView,
           grey.superview === self {
            grey.removeFromSuperview()
        }
        let selectedView: UIView
        if let custom = selectedBackgroundView {
            selectedView = custom
        } else if showsSelection {
            if defaultSelectedBackgroundView == nil {
                let grey = UIView()
                grey.backgroundColor = .systemGray4
                defaultSelectedBackgroundView = grey
            }
            selectedView = defaultSelectedBackgroundView!
        } else {
            return
        }
        if showsSelection {
            keepSubview(selectedView, at: backgroundView == nil ? 0 : 1, frame: bounds)
        } else if selectedView.superview === self {
            selectedView.removeFromSuperview()
        }
    }

    // MARK: Built-in labels

    /// The main label of the built-in styles, created on first use (a custom cell that never asks has none).
    open var textLabel: UILabel? {
        if textLabelStorage == nil { buildBuiltInLabels() }
        return textLabelStorage
    }

    /// The secondary label (`.value1`, `.value2`, `.subtitle`; nil for `.default`).
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if detailLabelStorage == nil { buildBuiltInLabels() }
        return detailLabelStorage
    }

    /// The image view of the built-in styles, created on first use like the labels (never nil, as on iOS).
    ///
    /// Documented (`UITableViewCell.imageView`, `CellStyle.default`): it initially has no image; once it has one, the
    /// image appears on the leading side of the cell, before any label. Not documented, as iOS shows it (iPhone,
    /// iOS 13 and later): the image keeps its point size, its leading edge on the content view's leading layout
    /// margin, centred vertically in the content view; the labels start 16 pt past it; a self-sizing row grows to
    /// fit a taller image, a fixed shorter row leaves it centred and overflowing; without an image the image view
    /// has no size and the labels start at the margin; `.value2` (Contacts style) shows no image.
    open var imageView: UIImageView? {
        if imageViewStorage == nil { buildBuiltInImageView() }
        return imageViewStorage
    }

    /// The gap between the image and the labels (iOS on iPhone, not documented).
    static let builtInImageSpacing: CGFloat = 16

    /// Adds the image view to the content view (and the labels, so that the built-in layout is whole): pinned to the
    /// leading margin and centred vertically, its size the image's (hugging required; compression resistance 999, so
    /// the required zero size of a hidden image view wins and an image wider than the row yields), inside the
    /// content view's top and bottom edges at 998, so that a self-sizing row grows to the image while a fixed
    /// `rowHeight` (required) wins and the image, keeping its size (999), overflows instead of being squeezed.
    private func buildBuiltInImageView() {
        if builtInStack == nil { buildBuiltInLabels() }
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.setContentHuggingPriority(.required, for: .horizontal)
        imageView.setContentHuggingPriority(.required, for: .vertical)
        imageView.setContentCompressionResistancePriority(UILayoutPriority(999), for: .horizontal)
        imageView.setContentCompressionResistancePriority(UILayoutPriority(999), for: .vertical)
        imageView.imagePresenceDidChange = { [weak self] in self?.updateBuiltInImageLayout() }
        imageViewStorage = imageView
        contentView.addSubview(imageView)
        let top = imageView.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor)
        let bottom = imageView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor)
        top.priority = UILayoutPriority(998)
        bottom.priority = UILayoutPriority(998)
        let leading = imageView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor,
                                                         constant: builtInIndentation)
        builtInImageLeading = leading
        NSLayoutConstraint.activate([
            leading,
            imageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            top, bottom,
        ])
        emptyImageSize = [imageView.widthAnchor.constraint(equalToConstant: 0),
                          imageView.heightAnchor.constraint(equalToConstant: 0)]
        updateBuiltInImageLayout()
    }

    /// Shows the image view and moves the labels past it while it has an image (never in `.value2`); otherwise
    /// hides it at zero size and puts the labels back on the leading margin.
    private func updateBuiltInImageLayout() {
        guard let stack = builtInStack else { return }
        let shownImage = cellStyle == .value2 ? nil : imageViewStorage.flatMap { $0.image == nil ? nil : $0 }
        if let imageView = imageViewStorage {
            imageView.isHidden = shownImage == nil
            if shownImage == nil { NSLayoutConstraint.activate(emptyImageSize) } else { NSLayoutConstraint.deactivate(emptyImageSize) }
        }
        builtInStackLeading?.isActive = false
        let leading = shownImage.map {
            stack.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: Self.builtInImageSpacing)
        } ?? stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor,
                                            constant: builtInIndentation)
        leading.isActive = true
        builtInStackLeading = leading
    }

    /// Moves the built-in image (or, without one, the labels) to the current indentation.
    private func updateBuiltInIndentation() {
        builtInImageLeading?.constant = builtInIndentation
        if let leading = builtInStackLeading, leading.secondItem !== imageViewStorage {
            leading.constant = builtInIndentation
        }
    }

    /// The built-in styles as constraints in the content view: the labels in a stack centred between the margins
    /// (or between the image and the trailing margin, see `imageView`), at least a standard 44 pt row tall (at
    /// priority 999, so a fixed shorter `rowHeight` wins).
    private func buildBuiltInLabels() {
        let text = UILabel()
        text.font = UIFont.preferredFont(forTextStyle: .body)
        text.textColor = .label
        textLabelStorage = text
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(text)
        if cellStyle != .default {
            let detail = UILabel()
            detail.textColor = .secondaryLabel
            detailLabelStorage = detail
            switch cellStyle {
            case .subtitle:
                stack.axis = .vertical
                stack.alignment = .leading
                detail.font = UIFont.preferredFont(forTextStyle: .subheadline)
            case .value1, .value2, .default:
                stack.axis = .horizontal
                stack.spacing = 8
                detail.font = UIFont.preferredFont(forTextStyle: .body)
                detail.textAlignment = .right
                text.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
                detail.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            }
            stack.addArrangedSubview(detail)
        }
        text.numberOfLines = cellStyle == .subtitle || cellStyle == .default ? 0 : 1
        builtInStack = stack
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        let minimumHeight = contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: UITableView.defaultRowHeight - 1)
        minimumHeight.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            minimumHeight,
        ])
        updateBuiltInImageLayout()
    }

    // MARK: Layout

    /// The width the accessory takes at the trailing edge (UIKit's standard accessories are about this wide,
    /// including their padding; a custom `accessoryView` takes its width plus 16 pt).
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width + 16 }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator, .checkmark: return 38
        case .detailButton: return 48
        case .detailDisclosureButton: return 82
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layoutCellViews()
    }

    /// Places the content view, the accessory and the separator inside the cell's bounds. The table calls it
    /// right after setting the cell's frame, so the content view is right before the engine solves.
    func layoutCellViews() {
        let size = bounds.size
        if backgroundView != nil || selectedBackgroundView != nil || selectedState || highlightedState
            || backgroundConfiguration != nil {
            layoutBackgroundViews()
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let accessory = accessoryWidth
        let safe = contentSafeAreaInsets
        let contentFrame = CGRect(x: safe.left + (rightToLeft ? accessory : 0), y: 0,
                                  width: max(0, size.width - accessory - safe.left - safe.right),
                                  height: max(0, size.height - separatorHeight))
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        let standardType = accessoryView == nil ? accessoryType : .none
        if (standardAccessoryView?.type ?? .none) != standardType {
            standardAccessoryView?.removeFromSuperview()
            standardAccessoryView = standardType == .none ? nil : StandardAccessoryView(type: standardType)
            if let standardAccessoryView { addSubview(standardAccessoryView) }
        }
        if let shown = accessoryView ?? standardAccessoryView {
            let f = shown.frame
            let x = rightToLeft ? safe.left + 16 : size.width - safe.right - 16 - f.width
            let frame = CGRect(x: x, y: ((contentFrame.height - f.height) / 2).rounded(), width: f.width, height: f.height)
            if shown.frame != frame { shown.frame = frame }
        }
        if showsSeparator, separatorHeight > 0 {
            let inset = separatorInset
            let frame = CGRect(x: inset.left, y: size.height - separatorHeight,
                               width: max(0, size.width - inset.left - inset.right), height: separatorHeight)
            if separatorView.frame != frame { separatorView.frame = frame }
            if separatorView.superview !== self { addSubview(separatorView) }
        } else if separatorView.superview === self {
            separatorView.removeFromSuperview()
        }
    }

    /// The safe area the content view keeps out of, at its sides, in the table showing the cell
    /// (`UITableView.contentSafeAreaInsets(ofViewAt:)`). Read from the table's safe area at its sides, kept for a layout
    /// pass, against where the cell is across the table: computing the cell's own safe area walked to the window about
    /// twenty times a row.
    var contentSafeAreaInsets: (left: CGFloat, right: CGFloat) {
        guard let table = owningTable, superview === table else { return (0, 0) }
        return table.contentSafeAreaInsets(ofViewAt: frame)
    }

    /// A cell measures its content view (at the width left by the accessory and the safe area at its sides) and adds
    /// the separator line, which is how a table sizes self-sizing rows.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConfigurationIfNeeded()
        updateConstraintsIfNeeded()
        let safe = contentSafeAreaInsets
        let sides = accessoryWidth + safe.left + safe.right
        let target = CGSize(width: max(0, targetSize.width - sides),
                            height: max(0, targetSize.height - separatorHeight))
        let fitted = contentView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontalFittingPriority,
                                                         verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: fitted.width + sides, height: fitted.height + separatorHeight)
    }
}

/// The cell's content view (its class name appears in Auto Layout logs, as on iOS).
@MainActor
final class UITableViewCellContentView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        // The island the cell's content is solved in: the table measures it (`systemLayoutSizeFitting`) and the cell
        // places it, both through the same engine.
        hostsLayoutIsland = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        hostsLayoutIsland = true
    }
}
