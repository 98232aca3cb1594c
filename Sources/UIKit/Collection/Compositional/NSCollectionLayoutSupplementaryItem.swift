/// Where a supplementary view sits against its section (or item): the edges and corners of a rectangle.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

/// A supplementary view of a compositional layout, of an element kind, with a size.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header or footer of a section: a supplementary view along one of its edges (the top: before its items; the
/// bottom: after them), optionally pinned to the visible area while its section shows.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Stays inside the visible bounds while its section is on screen (a sticky header).
    open var pinToVisibleBounds = false
    /// Kept for source compatibility: boundary items always take room in Trellis's layout.
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
        if !alignment.isTop && !alignment.isBottom {
            UIView.layoutLog("[NSCollectionLayoutBoundarySupplementaryItem] Only top and bottom boundary items are laid "
                + "out; '\(elementKind)' (alignment \(alignment)) is placed at the top.")
        }
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
}
