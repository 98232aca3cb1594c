/// The smallest element of a compositional layout: one cell's size (relative to its group), the insets that shrink
/// its cell inside the space it is given, and supplementary views attached to it.
@MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Shrinks the cell inside the space the item takes (Apple: not applied along an estimated dimension, which the
    /// content sizes).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Kept for source compatibility (edge spacing is not applied).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// Spacing around an item inside its group (kept; not applied by Trellis's compositional layout).
@MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }
}
