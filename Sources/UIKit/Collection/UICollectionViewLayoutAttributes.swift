/// Where a layout puts one element of a collection view — a cell, a supplementary view (a section header or footer) or
/// a decoration view — and how it shows: frame, z order, alpha, hidden.
///
/// Layouts hand out attributes; the collection view applies them to the views it dequeues
/// (`UICollectionReusableView.apply(_:)`). A self-sizing cell receives a copy of its attributes and answers them with its
/// own size (`preferredLayoutAttributesFitting(_:)`), which the layout may take (`UICollectionViewLayout`).
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size, kept about the centre, as UIKit's `size` (a layout usually sets `frame`).
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var indexPath = IndexPath(item: 0, section: 0)
    public private(set) var representedElementCategory: ElementCategory = .cell
    /// The kind of a supplementary or decoration view (`UICollectionView.elementKindSectionHeader`…); nil for cells.
    public private(set) var representedElementKind: String?
    open var zIndex = 0
    open var alpha: CGFloat = 1
    open var isHidden = false

    /// The axes in which the element sizes itself (a self-sizing flow layout: both; an estimated dimension of a
    /// compositional layout: that one), which `preferredLayoutAttributesFitting(_:)` fits at the fitting priority while
    /// holding the others required. Empty: the element takes the size it is given.
    var selfSizingAxes: SelfSizingAxes = []
    /// Whether a list cell draws its separator (set by list sections of a compositional layout).
    var showsListSeparator = false
    /// For a cell of a list section: the list's appearance and where the cell is in its section (its default
    /// background follows them).
    var listPlacement: ListPlacement?

    struct ListPlacement: Equatable {
        var appearance: UICollectionLayoutListConfiguration.Appearance
        var isFirst: Bool
        var isLast: Bool
    }

    struct SelfSizingAxes: OptionSet, Hashable {
        let rawValue: Int
        static let horizontal = SelfSizingAxes(rawValue: 1)
        static let vertical = SelfSizingAxes(rawValue: 2)
    }

    public required override init() { super.init() }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class (a layout's subclass of attributes keeps its own fields through its override).
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes = MainActor.assumeIsolated { makeCopy() }
        return copy
    }

    private func makeCopy() -> UICollectionViewLayoutAttributes {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.selfSizingAxes = selfSizingAxes
        copy.showsListSeparator = showsListSeparator
        copy.listPlacement = listPlacement
        return copy
    }

    /// Which element these attributes place: the key under which the collection view keeps its view.
    var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }

    nonisolated open override var description: String {
        guard isOnMainThread() else { return "<UICollectionViewLayoutAttributes>" }
        return MainActor.assumeIsolated {
            let what: String
            switch representedElementCategory {
            case .cell: what = "cell"
            case .supplementaryView: what = "supplementary '\(representedElementKind ?? "")'"
            case .decorationView: what = "decoration '\(representedElementKind ?? "")'"
            }
            return "<UICollectionViewLayoutAttributes: \(what) index path: (\(indexPath.section)-\(indexPath.item)); "
                + "frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))>"
        }
    }
}

/// One element of a collection view: a cell at an index path, or a supplementary or decoration view of a kind there.
struct CollectionElementKey: Hashable {
    var category: UICollectionViewLayoutAttributes.ElementCategory
    var kind: String?
    var indexPath: IndexPath

    /// Index path first, then cells before supplementary views before decorations, then kind: the order views go
    /// back to their pools in (a dictionary's order differs from process to process, and the pools' order decides
    /// which view the next element gets).
    static func inOrder(_ a: CollectionElementKey, _ b: CollectionElementKey) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        return (a.kind ?? "") < (b.kind ?? "")
    }
}
