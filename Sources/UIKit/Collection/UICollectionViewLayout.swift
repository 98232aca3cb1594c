/// Decides where every element of a collection view goes. Subclasses compute the elements' attributes in `prepare()`
/// and answer `collectionViewContentSize` and `layoutAttributesForElements(in:)`; the collection view asks only for the
/// rectangle on screen and creates views only for the elements there.
///
/// The base class places nothing (as UIKit's abstract class). `UICollectionViewFlowLayout` lays items out in lines, and
/// custom layouts override the methods below, as on iOS.
///
/// The cycle: `invalidateLayout()` marks the layout invalid and the collection view as needing layout; at its next
/// layout pass the collection view calls `prepare()` once, then reads the content size and the attributes on screen.
/// Self-sizing: a cell shown with attributes it may resize (`preferredLayoutAttributesFitting(_:)`) returns its own size;
/// when `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` says yes, the context from
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` goes to `invalidateLayout(with:)`, and the
/// pass starts again with the new size.
@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The collection view using this layout (not kept alive by it).
    open var collectionView: UICollectionView? { collectionViewReference?.view as? UICollectionView }
    var collectionViewReference: LayoutItemReference?

    /// Whether `prepare()` is due before the layout is asked anything.
    var needsPrepare = true

    /// The attributes class the layout hands out (subclasses of `UICollectionViewLayoutAttributes` add fields).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes the layout. Called once after each invalidation, before anything else is asked.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Invalidation

    /// Invalidates everything: the next layout pass prepares the layout again.
    open func invalidateLayout() {
        let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self
        invalidateLayout(with: type.init())
    }

    /// Invalidates what `context` says. Subclasses that keep state per element read the context, then call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.layoutInvalidated(everything: context.invalidateEverything)
    }

    /// Whether a change of the collection view's bounds (a scroll, a resize) invalidates the layout. The base class:
    /// never; the flow layout: when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// Whether a self-sizing element's answer changes the layout. The base class: no (its elements keep their sizes).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The invalidation for a self-sizing element's answer: that element, carrying its preferred size.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self
        let context = type.init()
        if originalAttributes.representedElementCategory == .cell {
            context.invalidateItems(at: [originalAttributes.indexPath])
        } else {
            context.everything = false
        }
        context.preferredSizes[originalAttributes.elementKey] = preferredAttributes.size
        return context
    }

    /// Where scrolling that would stop at `proposedContentOffset` stops (paging layouts override it).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    /// Whether the collection view mirrors this layout's frames in right-to-left layouts (the flow layout does).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Decoration views

    var registeredDecorationViews: [String: UICollectionReusableView.Type] = [:]

    /// Registers the class the collection view creates for decoration views of `elementKind` that this layout places.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        _ = registerReusableClass(viewClass, as: UICollectionReusableView.self, in: &registeredDecorationViews,
                                  key: elementKind, owner: "UICollectionViewLayout",
                                  description: "decoration view kind '\(elementKind)'")
    }

    /// Prepares the layout if it was invalidated since it was last prepared.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
