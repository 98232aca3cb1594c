/// A scrolling list of rows in sections, with only the rows on screen existing as cells.
///
/// How it works (see `UITableView+Layout.swift`): the table keeps every row's height in a `TableRowGeometry` —
/// exact for fixed heights and for rows already measured, an estimate otherwise — and in `layoutSubviews` asks
/// its data source only for the cells that intersect the visible bounds, sizes self-sizing ones by fitting their
/// content view at the table's width (`systemLayoutSizeFitting` with required horizontal and fitting-level
/// vertical priority, as UIKit does), places them as frame-based subviews, and returns the cells that scrolled
/// away to a reuse pool per identifier. Scrolling 10,000 rows therefore keeps the number of live cells flat.
@MainActor
open class UITableView: UIScrollView {
    /// The look chosen at creation.
    public let style: Style

    /// Provides the rows and cells. Setting it reloads the table on the next layout pass.
    open weak var dataSource: UITableViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// The table's delegate (`UITableViewDelegate`, which is also the scroll view delegate). Setting it reloads
    /// the heights on the next layout pass.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { setNeedsReload() }
    }

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // The heights below refuse a NaN or an infinity, with a message, and keep their value (see `refusesNonFinite`).

    /// Row height for every row, or `automaticDimension` (the default, as for tables made in code on iOS 11+) for
    /// self-sizing rows.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            if refusesNonFinite(rowHeight, "rowHeight") { rowHeight = oldValue; return }
            if rowHeight != oldValue { setNeedsReload() }
        }
    }
    /// The height assumed for rows not measured yet (`automaticDimension`: the table's standard 44 pt).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            if refusesNonFinite(estimatedRowHeight, "estimatedRowHeight") { estimatedRowHeight = oldValue; return }
            if estimatedRowHeight != oldValue { setNeedsReload() }
        }
    }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            if refusesNonFinite(sectionHeaderHeight, "sectionHeaderHeight") { sectionHeaderHeight = oldValue; return }
            setNeedsReload()
        }
    }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            if refusesNonFinite(sectionFooterHeight, "sectionFooterHeight") { sectionFooterHeight = oldValue; return }
            setNeedsReload()
        }
    }
    /// The height a self-sizing header or footer stands at until it is measured, unless the delegate or
    /// `estimatedSectionHeaderHeight`/`estimatedSectionFooterHeight` gives an estimate: about a one-line title's.
    static let standardSectionHeaderEstimate: CGFloat = 28

    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            if refusesNonFinite(estimatedSectionHeaderHeight, "estimatedSectionHeaderHeight") {
                estimatedSectionHeaderHeight = oldValue
                return
            }
            setNeedsReload()
        }
    }
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            if refusesNonFinite(estimatedSectionFooterHeight, "estimatedSectionFooterHeight") {
                estimatedSectionFooterHeight = oldValue
                return
            }
            setNeedsReload()
        }
    }

    /// Whether a height property was set to a NaN or an infinity, which it then refuses, with a message (the caller
    /// puts the old value back). A non-finite row height made the content size and every row below it non-finite.
    private func refusesNonFinite(_ value: CGFloat, _ property: String) -> Bool {
        guard !value.isFinite else { return false }
        UIView.layoutLog("Ignoring a non-finite \(property) \(value) for \(layoutDescription).")
        return true
    }
    /// Space above each section header (iOS 15; Apple: "the amount of padding above each section header"), in every
    /// style, for sections that have a header. `automaticDimension`, the default, gives none here: iOS's automatic
    /// amount is not documented. A header floating at the top of a plain table leaves its padding behind.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet {
            if refusesNonFinite(sectionHeaderTopPadding, "sectionHeaderTopPadding") {
                sectionHeaderTopPadding = oldValue
                return
            }
            if sectionHeaderTopPadding != oldValue { setNeedsReload() }
        }
    }

    /// The padding above each header: the property's value, 0 for `automaticDimension` (and for a negative value).
    var effectiveSectionHeaderTopPadding: CGFloat {
        sectionHeaderTopPadding == UITableView.automaticDimension ? 0 : max(0, sectionHeaderTopPadding)
    }

    /// Whether separators are drawn between rows (a 1-pixel line at each cell's bottom).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { if separatorStyle != oldValue { setNeedsReload() } }
    }
    /// The colour of the separator lines (Apple: "The default color is gray"; nil draws that default).
    open var separatorColor: UIColor? = .separator {
        didSet {
            let color = resolvedSeparatorColor
            for cell in liveCells.values where cell.separatorView.backgroundColor !== color {
                cell.separatorView.backgroundColor = color
            }
            for line in fillerSeparators { line.backgroundColor = color }
        }
    }
    var resolvedSeparatorColor: UIColor { separatorColor ?? .separator }
    /// The height of the empty filler rows a plain table shows below its last row when the rows do not fill it; only
    /// their separators are drawn. Apple (`fillerRowHeight`): 0 shows none, "the default in iOS 15 and later";
    /// `automaticDimension` gives them "the height of the last row in the table view" (the look before iOS 15); any
    /// other positive value is their height. Only plain tables show them ("Table views with a style of plain can
    /// display filler rows"), and not below a `tableFooterView` (the classic way to hide them before iOS 15).
    open var fillerRowHeight: CGFloat = 0 {
        didSet {
            if refusesNonFinite(fillerRowHeight, "fillerRowHeight") { fillerRowHeight = oldValue; return }
            if fillerRowHeight != oldValue { setNeedsLayout() }
        }
    }
    /// The separator lines of the filler rows on screen (`layoutFillerRows()`).
    var fillerSeparators: [UIView] = []
    /// The separators' default insets (left: the cells' side margin unless set).
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? UIEdgeInsets(top: 0, left: cellSideMargin, bottom: 0, right: 0) }
        set {
            guard newValue.isFinite else {
                UIView.layoutLog("Ignoring a non-finite separator inset \(newValue) for \(layoutDescription).")
                return
            }
            separatorInsetStorage = newValue
            // The cells' separators are placed from it by the next full row layout.
            lastRowLayout = nil
            setNeedsLayout()
        }
    }
    private var separatorInsetStorage: UIEdgeInsets?
    /// Whether the cells' content views are inset to the safe area at their sides (true by default, as on iOS; see
    /// `UITableViewCell.contentSafeAreaInsets`).
    /// A change reloads the rows: their cells are placed and measured again as they come back.
    open var insetsContentViewsToSafeArea = true {
        didSet { if insetsContentViewsToSafeArea != oldValue { setNeedsReload() } }
    }
    /// The table's safe area at its left and right: what the cells' content views keep out of. Read once per layout
    /// pass: the scroll view's layout computes it and hands it on; outside a pass, the first cell that asks reads it.
    var cellSafeAreaSides: (left: CGFloat, right: CGFloat) {
        if let kept = keptCellSafeAreaSides { return kept }
        let insets = safeAreaInsets
        let sides = (left: max(0, insets.left), right: max(0, insets.right))
        keptCellSafeAreaSides = sides
        return sides
    }
    private var keptCellSafeAreaSides: (left: CGFloat, right: CGFloat)?

    /// The safe area a content view keeps out of at the sides of a cell, header or footer at `frame` (the table's
    /// content coordinates): none unless the table `insetsContentViewsToSafeArea`. Apple: the table "adjusts the
    /// insets of the content view within each of its cells, headers, and footers on the leading and trailing sides to
    /// make the content fit within the safe area" — the content view's frame is inset (a phone in landscape: the
    /// notch side's 59 pt), so its background stops there and its own margins are the plain 16 or 20 pt.
    func contentSafeAreaInsets(ofViewAt frame: CGRect) -> (left: CGFloat, right: CGFloat) {
        guard insetsContentViewsToSafeArea else { return (0, 0) }
        let sides = cellSafeAreaSides
        guard sides.left > 0 || sides.right > 0 else { return (0, 0) }
        // The view's edges in the table's visible width (a table does not scroll sideways, but its bounds may start
        // elsewhere than 0).
        let minX = frame.minX - bounds.minX, maxX = frame.maxX - bounds.minX
        return (max(0, sides.left - minX), max(0, maxX - (bounds.width - sides.right)))
    }

    /// Forgets the kept safe area at the sides (at the start of each layout pass, and before rows are measured
    /// elsewhere): the next cell that asks reads it again.
    func refreshCellSafeAreaSides() {
        keptCellSafeAreaSides = nil
    }

    /// Whether cell margins follow the readable content width (false by default since iOS 12).
    open var cellLayoutMarginsFollowReadableWidth = false { didSet { setNeedsReload() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false
    /// A view behind the cells, headers and footers, as large as the table and still while the content scrolls.
    /// Apple: "A table view’s background view is automatically resized to match the size of the table view. This view
    /// is placed as a subview of the table view behind all cells, header views, and footer views." (The usual place
    /// for an empty table's message.)
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            placeBackgroundView()
            setNeedsLayout()
        }
    }
    open var sectionIndexColor: UIColor?

    /// A view above the first section. The table gives it its own width and keeps the height of its frame (set the
    /// frame and assign it again after measuring, as the Music Album seed does).
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let header = tableHeaderView, header.superview !== self { insertSubview(header, at: 0) }
            placeTableHeaderAndFooter()
            setNeedsLayout()
        }
    }

    /// A view below the last section, sized like `tableHeaderView`.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let footer = tableFooterView, footer.superview !== self { insertSubview(footer, at: 0) }
            placeTableHeaderAndFooter()
            setNeedsLayout()
        }
    }

    // MARK: State (read by the layout and update extensions)

    var geometry = TableRowGeometry()
    var needsReload = true
    /// Set by a reload or an update: the content may have shrunk under the offset, which the next layout brings back
    /// within the content (Apple, on `reloadData()`: the table "adjusts offsets if the table shrinks as a result of
    /// the reload"). Only then: an offset an app sets past the end is left where it is, as a scroll view leaves it.
    var contentMayHaveShrunk = false
    /// Cells on screen, by index path.
    var liveCells: [IndexPath: UITableViewCell] = [:] {
        didSet {
            liveCellsInOrderStorage = nil
            visibleCellsStorage = nil
            liveCellsRevision &+= 1
        }
    }
    /// Counts changes of `liveCells` (for `lastRowLayout`).
    var liveCellsRevision = 0
    /// What the last full `layoutRows` placed the cells from, when it left every visible row measured and live: a
    /// frame that finds the same stamp only scrolled within the same rows (`TableLayoutStamp`). Nil forces a full pass.
    var lastRowLayout: TableLayoutStamp?
    /// How many full row layouts placed the cells (tests check that a frame scrolled within the same rows does not).
    var rowPlacementCount = 0
    /// `liveCells` sorted by index path (`liveCellsInOrder()`), kept until `liveCells` changes: apps (and the
    /// benchmarks) ask for the visible cells on every frame, while cells come and go every few frames.
    private var liveCellsInOrderStorage: [(indexPath: IndexPath, cell: UITableViewCell)]?
    /// Rows on screen whose cells a reload sent back to the pool (flat indexes), until the next `layoutRows`: they
    /// are still on screen, so they can anchor the content while heights change (see `layoutRows`).
    var reloadedRowsOnScreen: [Int] = []
    /// `visibleCells` as last built, kept (and dropped) with `liveCellsInOrderStorage`: callers get the same array
    /// buffer on every frame instead of a new one filled with retained cells.
    private var visibleCellsStorage: [UITableViewCell]?
    /// Section header and footer views on screen.
    var liveHeaders: [Int: UIView] = [:]
    var liveFooters: [Int: UIView] = [:]
    /// Cells waiting to be handed out again, per reuse identifier.
    var reusePool: [String: [UITableViewCell]] = [:]
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    var registeredCells: [String: UITableViewCell.Type] = [:]
    var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    /// While `reconfigureRows(at:)` runs: the cells `dequeueReusableCell` returns for those rows.
    var reconfiguringCells: [IndexPath: UITableViewCell] = [:]
    /// What the measured heights are valid for: the width, and what the table sets on its cells.
    var measuredFor: TableRowMeasurement?
    var selectedRows: Set<IndexPath> = []
    /// Whether the zero-height warning was printed (UIKit prints it once).
    var warnedAboutZeroHeight = false
    /// The delegate methods that answered a NaN or an infinity for a height (each reported once).
    var reportedNonFiniteAnswers: Set<String> = []
    /// Updates collected by `beginUpdates`/`performBatchUpdates` (nested calls count depth).
    var pendingUpdate: PendingUpdate?
    var batchDepth = 0
    /// How many cells the table ever created (for tests and the benchmark: reuse keeps this small).
    public internal(set) var createdCellCount = 0

    // MARK: Initializers

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        // Tables always bounce vertically, so `.automatic` insets them for the safe area (iOS behaviour).
        alwaysBounceVertical = true
        // Since iOS 7 a plain table is opaque: systemBackground (white, black in dark mode); grouped ones use
        // systemGroupedBackground. (A table that is a controller's whole view, as UITableViewController's, relies on it.)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    // MARK: Layout (see UITableView+Layout.swift)

    open override func layoutSubviews() {
        // The scroll view's part reads the safe area and hands it on (`safeAreaResolvedForLayout`): the rows keep
        // out of it at the sides.
        refreshCellSafeAreaSides()
        super.layoutSubviews()
        layoutRows()
    }

    override func safeAreaResolvedForLayout(_ insets: UIEdgeInsets) {
        keptCellSafeAreaSides = (left: max(0, insets.left), right: max(0, insets.right))
    }

    /// A new text size: the rows are laid out again, and their heights measured at the new size
    /// (`TableRowMeasurement`), in the same layout pass as the labels that take it.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            setNeedsLayout()
        }
    }

    override func boundsSizeDidChange() {
        super.boundsSizeDidChange()
        // The header and footer views follow the table's width at once (the Music Album seed measures the header
        // at `bounds.width` in viewDidLayoutSubviews, before the table's own layoutSubviews runs).
        placeTableHeaderAndFooter()
    }

    override func contentAreaSizeDidResolve(_ size: CGSize) {
        // A table sizes its content from its rows, not from constraints.
    }

    // MARK: Registration and reuse

    /// Registers a cell class for `identifier`; `dequeueReusableCell(withIdentifier:for:)` creates instances
    /// through `init(style: .default, reuseIdentifier:)`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if registerReusableClass(cellClass, as: UITableViewCell.self, in: &registeredCells, key: identifier,
                                 owner: "UITableView", description: "reuse identifier '\(identifier)'") {
            // Cells of a previously registered class are not handed out for this identifier any more.
            reusePool[identifier] = nil
        }
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        _ = registerReusableClass(aClass, as: UITableViewHeaderFooterView.self, in: &registeredHeaderFooters,
                                  key: identifier, owner: "UITableView",
                                  description: "header/footer identifier '\(identifier)'")
    }

    /// A cell for `indexPath`: one from the reuse pool (after `prepareForReuse`), or a new instance of the class
    /// registered for `identifier`. Without a registration UIKit raises; Trellis logs the same message and returns
    /// a default-style cell so the app keeps running.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reconfiguringCells[indexPath], cell.reuseIdentifier == identifier { return cell }
        let cell: UITableViewCell
        if let dequeued = takeFromReusePool(identifier) ?? makeRegisteredCell(identifier) {
            cell = dequeued
        } else {
            UIView.layoutLog("[UITableView] unable to dequeue a cell with identifier \(identifier) - must register a nib "
                + "or a class for the identifier or connect a prototype cell in a storyboard")
            createdCellCount += 1
            cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        // As UIKit does for this variant: the cell already has the row's width and the table's traits while the
        // data source configures it (code that reads traitCollection there sees the table's size class).
        prepare(cell, for: indexPath)
        // A pooled cell went straight from the pool into the table, keeping the table's traits all the way, and drops
        // its parked traits only now that it is there: no trait rule changed on the way, so `updateTraitsAfterMove()`
        // found its subtree settled and unchanged instead of walking it. (A new cell has none.)
        cell.parkedTraits = nil
        return cell
    }

    /// A pooled or newly created cell for `identifier`, or nil when nothing is registered for it.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = takeFromReusePool(identifier) {
            // Out of the pool: the cell inherits from wherever it goes next (the traits it last saw stay, so coming
            // back to this table's unchanged traits is no change).
            cell.parkedTraits = nil
            TraitResolution.invalidate()
            return cell
        }
        return makeRegisteredCell(identifier)
    }

    /// A cell from the reuse pool of `identifier`, after `prepareForReuse`; still parked (it keeps the table's traits).
    private func takeFromReusePool(_ identifier: String) -> UITableViewCell? {
        let registered = registeredCells[identifier]
        // Popped in place: copying the pool out of the dictionary and storing it back copied the array (the
        // dictionary still held it) and hashed the identifier twice more on every dequeue.
        while let cell = reusePool[identifier]?.popLast() {
            // A cell of a class registered before for this identifier is dropped.
            if let registered, type(of: cell) != registered { continue }
            cell.prepareForReuse()
            return cell
        }
        return nil
    }

    /// A new cell of the class registered for `identifier`, or nil when none is.
    private func makeRegisteredCell(_ identifier: String) -> UITableViewCell? {
        guard let type = registeredCells[identifier] else { return nil }
        createdCellCount += 1
        return type.init(dequeuedWithReuseIdentifier: identifier)
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let type = registeredHeaderFooters[identifier] else { return nil }
        let view = type.init(dequeuedWithReuseIdentifier: identifier)
        view.tableStyle = style
        return view
    }

    /// Cells waiting in the reuse pools (tests check that scrolling recycles rather than creates).
    var pooledCellCount: Int { reusePool.values.reduce(0) { $0 + $1.count } }

    // MARK: Asking about rows

    /// Reloads every row: the data source and the delegate are asked again on the next layout pass; cells go back to
    /// the pool. As on iOS, the selection is cleared: the rows it named may not exist, or hold something else, in the
    /// new data.
    open func reloadData() {
        selectedRows.removeAll()
        setNeedsReload()
    }

    func setNeedsReload() {
        needsReload = true
        reloadedRowsOnScreen.removeAll()
        setNeedsLayout()
    }

    /// The number of sections the data source reported (after bringing the table up to date).
    open var numberOfSections: Int {
        reloadModelIfNeeded()
        return geometry.numberOfSections
    }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadModelIfNeeded()
        guard geometry.sections.indices.contains(section) else { return 0 }
        return geometry.sections[section].rowCount
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        // A loop rather than `map(\.cell)`: a key path used in this main-actor class checks the executor per cell.
        if let kept = visibleCellsStorage { return kept }
        let entries = liveCellsInOrder()
        var cells: [UITableViewCell] = []
        cells.reserveCapacity(entries.count)
        for entry in entries { cells.append(entry.cell) }
        visibleCellsStorage = cells
        return cells
    }

    /// The index paths of the rows on screen, top to bottom (nil when there are none, as in UIKit).
    open var indexPathsForVisibleRows: [IndexPath]? {
        let paths = liveCellsInOrder().map(\.indexPath)
        return paths.isEmpty ? nil : paths
    }

    /// The live cells sorted by index path, sorted again only after `liveCells` changed. Cells go back to the pool in
    /// this order: the dictionary's own differs from process to process, and the pool's order decides which cell the
    /// next row gets (and the order of `didEndDisplaying` calls).
    func liveCellsInOrder() -> [(indexPath: IndexPath, cell: UITableViewCell)] {
        if let kept = liveCellsInOrderStorage { return kept }
        let sorted = sortedLiveCells()
        liveCellsInOrderStorage = sorted
        return sorted
    }

    /// The live cells sorted by index path. A table's index paths are [section, row] pairs, compared here as two
    /// integers: `IndexPath`'s own comparison is generic over any length and costs several times more.
    private func sortedLiveCells() -> [(indexPath: IndexPath, cell: UITableViewCell)] {
        var entries: [(indexPath: IndexPath, cell: UITableViewCell)] = []
        entries.reserveCapacity(liveCells.count)
        var positions: [RowPosition] = []
        positions.reserveCapacity(liveCells.count)
        var pairs = true
        for (indexPath, cell) in liveCells {
            if indexPath.count != 2 { pairs = false }
            if pairs { positions.append(RowPosition(section: indexPath.section, row: indexPath.row)) }
            entries.append((indexPath, cell))
        }
        if pairs { return stablySorted(entries, byKeys: positions) }
        var indexPaths: [IndexPath] = []
        for entry in entries { indexPaths.append(entry.indexPath) }
        return stablySorted(entries, byKeys: indexPaths)
    }

    /// A row's place in a table, compared as two integers.
    struct RowPosition: Comparable {
        var section: Int
        var row: Int
        nonisolated static func < (a: RowPosition, b: RowPosition) -> Bool { (a.section, a.row) < (b.section, b.row) }
    }

    /// The cell on screen for `indexPath` (nil when the row is not visible).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { liveCells[indexPath] }

    /// The row a visible cell shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        liveCells.first { $0.value === cell }?.key
    }

    /// The row rectangle in content coordinates (estimated for rows not measured yet); `.zero` when out of range.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadModelIfNeeded()
        geometry.updateOffsets()
        guard let flat = geometry.flatIndex(indexPath) else { return .zero }
        return rowFrame(flat: flat)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        reloadModelIfNeeded()
        geometry.updateOffsets()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.headerTop, width: bounds.width, height: s.headerHeight)
    }

    /// The rectangle of a section's footer, below its last row, in content coordinates (`.zero` for a section that
    /// does not exist).
    open func rectForFooter(inSection section: Int) -> CGRect {
        reloadModelIfNeeded()
        geometry.updateOffsets()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: rowsBottom(ofSection: section), width: bounds.width, height: s.footerHeight)
    }

    /// The rectangle of a whole section (the padding above its header, the header, rows and footer), in content
    /// coordinates.
    open func rect(forSection section: Int) -> CGRect {
        reloadModelIfNeeded()
        geometry.updateOffsets()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        let bottom = rowsBottom(ofSection: section)
        return CGRect(x: 0, y: s.top, width: bounds.width, height: bottom + s.footerHeight - s.top)
    }

    /// Where a section's rows end (its header's bottom when it has none): its footer's top.
    private func rowsBottom(ofSection section: Int) -> CGFloat {
        let s = geometry.sections[section]
        guard s.rowCount > 0 else { return s.headerTop + s.headerHeight }
        let last = s.firstRow + s.rowCount - 1
        return geometry.tops[last] + geometry.heights[last]
    }

    /// The row at a point in content coordinates.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadModelIfNeeded()
        geometry.updateOffsets()
        guard point.y.isFinite, let flat = geometry.flatRow(at: point.y) else { return nil }
        return geometry.indexPath(ofFlat: flat)
    }

    /// The rows whose rectangles intersect `rect` (content coordinates), top to bottom; nil for a rectangle that is
    /// not finite.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadModelIfNeeded()
        geometry.updateOffsets()
        let rect = rect.standardized
        guard rect.minY.isFinite, rect.maxY.isFinite else { return nil }
        // A rectangle of no height still meets the row it lies in.
        let rows = geometry.rows(intersecting: rect.minY, Swift.max(rect.maxY, rect.minY + 0.0001))
        return rows.map(geometry.indexPath(ofFlat:))
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        liveHeaders[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        liveFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling

    /// Scrolls so the row is at `position` (`.none`: the least scrolling that shows it). Rows not measured yet are
    /// measured first, so the row lands where asked.
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        reloadModelIfNeeded()
        guard let flat = geometry.flatIndex(indexPath) else {
            UIView.layoutLog("[UITableView] Attempted to scroll the table view to an out-of-bounds row "
                + "(\(indexPath.row)) when there are only \(numberOfRows(inSection: indexPath.section)) rows in section "
                + "\(indexPath.section).")
            return
        }
        // Measure the target row (and, for .bottom, the rows above it that will be visible) before aiming.
        measureRowsAround(flat: flat)
        geometry.updateOffsets()
        let rect = rowFrame(flat: flat)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            if rect.minY < contentOffset.y + inset.top { y = rect.minY - inset.top }
            else if rect.maxY > contentOffset.y + inset.top + visibleHeight { y = rect.maxY - inset.top - visibleHeight }
        }
        updateContentSize()
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    open func scrollToNearestSelectedRow(at position: ScrollPosition, animated: Bool) {
        if let first = selectedRows.min() { scrollToRow(at: first, at: position, animated: animated) }
    }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard hasRowToSelect(indexPath) else { return }
        if !allowsMultipleSelection { for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) } }
        selectedRows.insert(indexPath)
        liveCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Whether the table has the row at `indexPath`; a row it does not have is reported (UIKit raises).
    private func hasRowToSelect(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else {
            UIView.layoutLog("[UITableView] attempt to select \(indexPath), which is not a row's index path; ignored.")
            return false
        }
        guard indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section) else {
            UIView.layoutLog("[UITableView] attempt to select row \(indexPath.row) in section \(indexPath.section), which "
                + "the table does not have; ignored.")
            return false
        }
        return true
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        liveCells[indexPath]?.setSelected(false, animated: animated)
    }

    /// Taps a row as a user would. UIKit's order: `willSelectRowAt` (which may answer another row, or nil to refuse),
    /// then, in single selection, the row selected before is deselected (`willDeselectRowAt`, `didDeselectRowAt`), then
    /// the row is selected and `didSelectRowAt` called. With multiple selection a tap on a selected row deselects it.
    /// (Programmatic `selectRow`/`deselectRow` call none of these, as Apple documents.)
    /// A finger lifted over a row (a touch its cell's content passed along) taps that row (`simulateTap(at:)`).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let location = touches.first?.location(in: self), let indexPath = indexPathForRow(at: location) {
            simulateTap(at: indexPath)
        } else {
            super.touchesEnded(touches, with: event)
        }
    }

    open func simulateTap(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        let delegate = tableDelegate
        if allowsMultipleSelection && selectedRows.contains(indexPath) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
              hasRowToSelect(target) else { return }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != target {
                guard let leaving = delegate.map({ $0.tableView(self, willDeselectRowAt: row) }) ?? row else { continue }
                deselectRow(at: leaving, animated: false)
                delegate?.tableView(self, didDeselectRowAt: leaving)
            }
        }
        selectedRows.insert(target)
        liveCells[target]?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }
}
