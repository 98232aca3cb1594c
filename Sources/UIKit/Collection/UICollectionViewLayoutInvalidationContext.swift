/// What an invalidation of a collection view layout covers. `invalidateLayout()` invalidates everything; a
/// self-sizing cell's answer invalidates its item and carries its preferred size, which the layout keeps.
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Everything: the layout is prepared again and every element asked for again (the default).
    open var invalidateEverything: Bool { everything }
    /// The number of sections and items changed (a reload or an update).
    open var invalidateDataSourceCounts: Bool { everything || dataSourceCounts }
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// How the content size changes (kept for layouts that read it).
    open var contentSizeAdjustment: CGSize = .zero
    open var contentOffsetAdjustment: CGPoint = .zero

    var everything = true
    var dataSourceCounts = false
    /// After an update: the new index path of every item that survived it (the layout carries what it keeps per item
    /// along). Nil after a reload, which keeps nothing.
    var itemMapping: [IndexPath: IndexPath]?
    /// Sizes that self-sizing elements asked for, by element.
    var preferredSizes: [CollectionElementKey: CGSize] = [:]

    public required override init() { super.init() }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        everything = false
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}
