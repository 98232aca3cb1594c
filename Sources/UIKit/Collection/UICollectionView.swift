/// A scrolling collection of items in sections, placed by a layout object, with only the elements on screen existing
/// as views.
///
/// How it works (see `UICollectionView+Layout.swift`): the layout (`UICollectionViewLayout`) decides every element's
/// frame; in `layoutSubviews` the collection view prepares it when it was invalidated, sets the content size, asks for
/// the attributes of the elements in the visible bounds, dequeues their views from the data source, applies the
/// attributes, lets self-sizing cells answer with their size (`preferredLayoutAttributesFitting(_:)`), and sends the
/// views that scrolled away back to a reuse pool per identifier.
///
/// Updates (`insertItems`, `deleteItems`, `performBatchUpdates`, a diffable data source's `apply`) take effect at once,
/// without animation: the layout is invalidated and the views on screen are asked for again.
@MainActor
open class UICollectionView: UIScrollView {
    /// The layout placing the elements. Setting it lays everything out again with the new one.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionViewReference = nil
            adopt(collectionViewLayout)
        }
    }

    /// Provides the items and views. Setting it reloads everything on the next layout pass.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The collection view's delegate (`UICollectionViewDelegate`, also the scroll view delegate; a flow layout asks it
    /// sizes through `UICollectionViewDelegateFlowLayout`). Setting it lays the items out again.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// A view behind the items, as large as the visible bounds (it does not scroll).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Kept for source compatibility: Trellis asks for cells only when they come on screen.
    open var isPrefetchingEnabled = true

    // MARK: State

    /// Items per section, read from the data source at the first layout pass after a reload.
    var itemCounts: [Int] = []
    var needsReload = true
    /// The views on screen, by element.
    var liveViews: [CollectionElementKey: UICollectionReusableView] = [:]
    /// Elements that have answered their preferred attributes since the layout was last invalidated as a whole.
    var sizedElements: Set<CollectionElementKey> = []
    var cellPool: [String: [UICollectionViewCell]] = [:]
    var supplementaryPool: [String: [UICollectionReusableView]] = [:]
    var registeredCells: [String: UICollectionViewCell.Type] = [:]
    var registeredSupplementaries: [String: UICollectionReusableView.Type] = [:]
    /// The cells being reconfigured in place (`reconfigureItems`), handed back by `dequeueReusableCell`.
    var reconfiguringCells: [IndexPath: UICollectionViewCell] = [:]
    var selectedItems: Set<IndexPath> = []
    /// What `performBatchUpdates` collects.
    var pendingUpdate: BatchUpdate?
    /// The bounds the layout last saw (a change is offered to `shouldInvalidateLayout(forBoundsChange:)`).
    var lastLayoutBounds: CGRect?
    /// Set while the layout pass runs: invalidations then are taken up by its next round, not a new pass.
    var isLayingOutElements = false
    var warnedKinds: Set<String> = []
    /// How many cells were created (tests check that scrolling reuses them).
    public internal(set) var createdCellCount = 0

    // MARK: Creating

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        setUpCollectionView()
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        setUpCollectionView()
    }

    private func setUpCollectionView() {
        adopt(collectionViewLayout)
        // As on iOS, a collection view is opaque: systemBackground (white, black in dark mode).
        backgroundColor = .systemBackground
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let other = layout.collectionView, other !== self {
            UIView.layoutLog("[UICollectionView] The layout \(layout) was already used by another collection view; it now "
                + "lays out \(layoutDescription).")
        }
        layout.collectionViewReference = layoutItemReference
        layout.invalidateLayout()
        lastLayoutBounds = nil
        setNeedsLayout()
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        layoutIfNeeded()
        completion?(true)
    }

    // MARK: Layout (see UICollectionView+Layout.swift)

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutElements()
    }

    /// A new text size: the layout is invalidated so that self-sizing cells are measured again at the new size.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
            || previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            collectionViewLayout.invalidateLayout()
        }
    }

    override func contentAreaSizeDidResolve(_ size: CGSize) {
        // The layout sizes the content, not constraints.
    }

    // MARK: Registration and reuse

    /// Registers a cell class for `identifier`; `dequeueReusableCell(withReuseIdentifier:for:)` creates instances
    /// through `init(frame:)`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        if registerReusableClass(cellClass, as: UICollectionViewCell.self, in: &registeredCells, key: identifier,
                                 owner: "UICollectionView", description: "reuse identifier '\(identifier)'") {
            // Cells of a previously registered class are not handed out for this identifier any more.
            cellPool[identifier] = nil
        }
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        let key = Self.supplementaryKey(elementKind, identifier)
        if registerReusableClass(viewClass, as: UICollectionReusableView.self, in: &registeredSupplementaries, key: key,
                                 owner: "UICollectionView",
                                 description: "supplementary view kind '\(elementKind)' and identifier '\(identifier)'") {
            supplementaryPool[key] = nil
        }
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    /// A cell for `indexPath`: one from the reuse pool (after `prepareForReuse`), or a new instance of the registered
    /// class. Without a registration UIKit raises; Trellis logs UIKit's message and returns a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguringCells[indexPath], cell.reuseIdentifier == identifier { return cell }
        let registered = registeredCells[identifier]
        while let cell = cellPool[identifier]?.popLast() {
            if let registered, type(of: cell) != registered { continue }
            cell.prepareForReuse()
            cell.parkedTraits = nil
            TraitResolution.invalidate()
            return cell
        }
        createdCellCount += 1
        guard let type = registered else {
            UIView.layoutLog("[UICollectionView] could not dequeue a view of kind: UICollectionElementKindCell with "
                + "identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype "
                + "cell in a storyboard")
            return UICollectionViewCell(dequeuedWithReuseIdentifier: identifier)
        }
        return type.init(dequeuedWithReuseIdentifier: identifier)
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        if let view = supplementaryPool[key]?.popLast() {
            view.prepareForReuse()
            view.parkedTraits = nil
            TraitResolution.invalidate()
            return view
        }
        guard let type = registeredSupplementaries[key] else {
            UIView.layoutLog("[UICollectionView] could not dequeue a view of kind: \(elementKind) with identifier "
                + "\(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a "
                + "storyboard")
            return UICollectionReusableView(dequeuedWithReuseIdentifier: identifier)
        }
        let view = type.init(dequeuedWithReuseIdentifier: identifier)
        return view
    }

    /// What the data source's default answers for a supplementary element it has no view for.
    func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if warnedKinds.insert(kind).inserted {
            UIView.layoutLog("[UICollectionView] The layout places a supplementary view of kind '\(kind)' at "
                + "\(indexPath), but the data source does not implement "
                + "collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view is shown.")
        }
        return UICollectionReusableView(frame: .zero)
    }

    // MARK: Asking about items

    /// Reloads everything on the next layout pass: the data source is asked again, the views on screen go back to the
    /// pools, and the selection is cleared (the items it named may not exist any more), as on iOS.
    open func reloadData() {
        selectedItems.removeAll()
        needsReload = true
        setNeedsLayout()
    }

    open var numberOfSections: Int {
        reloadModelIfNeeded()
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        reloadModelIfNeeded()
        guard itemCounts.indices.contains(section) else {
            UIView.layoutLog("[UICollectionView] numberOfItems(inSection: \(section)) asked of a collection view with "
                + "\(itemCounts.count) sections; answering 0.")
            return 0
        }
        return itemCounts[section]
    }

    /// Whether the collection view has an item at `indexPath`.
    func hasItem(at indexPath: IndexPath) -> Bool {
        reloadModelIfNeeded()
        return indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }

    /// The cells on screen, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        liveCellEntries().map(\.cell)
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        liveCellEntries().map(\.indexPath)
    }

    private func liveCellEntries() -> [(indexPath: IndexPath, cell: UICollectionViewCell)] {
        var entries: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
        for (key, view) in liveViews where key.category == .cell {
            if let cell = view as? UICollectionViewCell { entries.append((key.indexPath, cell)) }
        }
        return entries.sorted { $0.indexPath < $1.indexPath }
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        liveViews[CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        for (key, view) in liveViews where key.category == .cell && view === cell { return key.indexPath }
        return nil
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        liveViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        liveViews.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        liveViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The item whose frame contains `point` (content coordinates), from the layout.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutForQueries()
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        let candidates = collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
        return candidates.filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutForQueries()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                      at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutForQueries()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Scrolling

    /// Scrolls so that the item shows at `scrollPosition` (no position in an axis: only as far as it takes to show it).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard hasItem(at: indexPath) else {
            UIView.layoutLog("[UICollectionView] Attempted to scroll the collection view to an out-of-bounds item "
                + "(\(indexPath.item)) in section \(indexPath.section); ignored.")
            return
        }
        layoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visible = CGSize(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visible.height / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visible.height }
        else if frame.minY < offset.y + inset.top { offset.y = frame.minY - inset.top }
        else if frame.maxY > offset.y + inset.top + visible.height { offset.y = frame.maxY - inset.top - visible.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visible.width / 2 }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visible.width }
        else if frame.minX < offset.x + inset.left { offset.x = frame.minX - inset.left }
        else if frame.maxX > offset.x + inset.left + visible.width { offset.x = frame.maxX - inset.left - visible.width }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    /// Selects an item (nil: clears the selection) without telling the delegate, as Apple documents.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        guard hasItem(at: indexPath) else {
            UIView.layoutLog("[UICollectionView] attempt to select item \(indexPath.item) in section "
                + "\(indexPath.section), which the collection view does not have; ignored.")
            return
        }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A finger lifted over an item selects it as a user's tap does (`UIWindow.simulateTap(at:)`).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let location = touches.first?.location(in: self), let indexPath = indexPathForItem(at: location) {
            simulateTap(at: indexPath)
        } else {
            super.touchesEnded(touches, with: event)
        }
    }

    /// Taps an item as a user would. UIKit's order: `shouldSelectItemAt` (false refuses); in single selection the
    /// item selected before is deselected (`didDeselectItemAt`); then the item is selected and `didSelectItemAt`
    /// called. With multiple selection a tap on a selected item deselects it (`shouldDeselectItemAt`,
    /// `didDeselectItemAt`). Programmatic `selectItem`/`deselectItem` call none of these.
    open func simulateTap(at indexPath: IndexPath) {
        guard allowsSelection, hasItem(at: indexPath) else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelection && selectedItems.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for item in selectedItems.sorted() where item != indexPath {
                deselectItem(at: item, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
