/// A layout of items in lines: across the collection view (vertical scrolling) or down it (horizontal scrolling), each
/// line holding as many items as fit, with optional section headers and footers — UIKit's grid and list layout before
/// compositional layouts.
///
/// Apple's *Collection View Programming Guide* gives the rules this follows (see `FlowLayoutLines`): a line takes items
/// until the next one does not fit; extra room in a line goes into the spacing between its items ("the layout object
/// increases the interitem spacing until the items fit evenly within the line boundaries"); a line is as tall as its
/// tallest item, and items are centred in it ("the flow layout object centers items vertically on the same line").
/// Sizes come from `itemSize` or the delegate's `collectionView(_:layout:sizeForItemAt:)`; with `estimatedItemSize` set
/// the cells size themselves (`preferredLayoutAttributesFitting(_:)`), starting from the estimate.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What `sectionInset` is measured from.
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// The `estimatedItemSize` that asks cells to size themselves, estimated at `itemSize` until they have.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Every item's size without a delegate answer (50×50, UIKit's default).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { refuseInvalidSize(&itemSize, oldValue, "itemSize") }
    }
    /// Non-zero: cells size themselves, estimated at this size (`automaticSize`: at `itemSize`) until measured.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            if estimatedItemSize != Self.automaticSize { refuseInvalidSize(&estimatedItemSize, oldValue, "estimatedItemSize") }
            else { invalidateLayout() }
        }
    }
    /// The least space between lines (10, UIKit's default).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { refuseInvalidLength(&minimumLineSpacing, oldValue, "minimumLineSpacing") }
    }
    /// The least space between items in a line (10, UIKit's default).
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { refuseInvalidLength(&minimumInteritemSpacing, oldValue, "minimumInteritemSpacing") }
    }
    open var sectionInset: UIEdgeInsets = .zero {
        didSet {
            if !sectionInset.isFinite {
                UIView.layoutLog("[UICollectionViewFlowLayout] sectionInset \(sectionInset) is not finite; kept \(oldValue).")
                sectionInset = oldValue
            } else {
                invalidateLayout()
            }
        }
    }
    open var headerReferenceSize: CGSize = .zero {
        didSet { refuseInvalidSize(&headerReferenceSize, oldValue, "headerReferenceSize") }
    }
    open var footerReferenceSize: CGSize = .zero {
        didSet { refuseInvalidSize(&footerReferenceSize, oldValue, "footerReferenceSize") }
    }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Headers stay at the top of the visible area while their section is on screen (as a plain table's).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Footers stay at the bottom of the visible area while their section is on screen.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The sizes self-sizing cells answered, by index path (kept across invalidations as the items' sizes, and
    /// re-measured when shown after the layout was invalidated as a whole).
    private var measuredSizes: [IndexPath: CGSize] = [:]
    private var sections: [FlowLayoutSection] = []
    private var contentSize: CGSize = .zero
    private var warnedAboutOversizedItem = false
    /// The collection view's size when the layout was last prepared (a bounds change is offered after it happened).
    private var preparedBoundsSize: CGSize?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    var isSelfSizing: Bool { estimatedItemSize != .zero }
    var isVertical: Bool { scrollDirection == .vertical }

    open override var collectionViewContentSize: CGSize { contentSize }
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Takes a new size, or reports one that is not finite or negative and keeps the old one.
    private func refuseInvalidSize(_ value: inout CGSize, _ old: CGSize, _ name: String) {
        if value.isUsableSize {
            invalidateLayout()
        } else {
            UIView.layoutLog("[UICollectionViewFlowLayout] \(name) \(value) is not a size; kept \(old).")
            value = old
        }
    }

    private func refuseInvalidLength(_ value: inout CGFloat, _ old: CGFloat, _ name: String) {
        if value.isFinite && value >= 0 {
            invalidateLayout()
        } else {
            UIView.layoutLog("[UICollectionViewFlowLayout] \(name) \(value) is not a length; kept \(old).")
            value = old
        }
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = isVertical
        let bounds = collectionView.bounds.size
        preparedBoundsSize = bounds
        let inset = collectionView.adjustedContentInset
        let extent = max(0, vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let reference = referenceInsets(of: collectionView)
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            var result = FlowLayoutSection(start: along)
            result.header = boundaryView(UICollectionView.elementKindSectionHeader, section: section,
                                         size: flowDelegate?.collectionView(collectionView, layout: self,
                                                                            referenceSizeForHeaderInSection: section)
                                             ?? headerReferenceSize,
                                         along: &along, extent: extent)
            var insets = flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            insets.left += reference.left
            insets.right += reference.right
            insets.top += reference.top
            insets.bottom += reference.bottom
            let lineSpacing = checkedLength(flowDelegate?.collectionView(collectionView, layout: self,
                                                                        minimumLineSpacingForSectionAt: section)
                                            ?? minimumLineSpacing)
            let interitem = checkedLength(flowDelegate?.collectionView(collectionView, layout: self,
                                                                      minimumInteritemSpacingForSectionAt: section)
                                          ?? minimumInteritemSpacing)
            let (acrossStart, acrossEnd) = vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
            along += vertical ? insets.top : insets.left
            let available = max(0, extent - acrossStart - acrossEnd)
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count { sizes.append(size(ofItem: IndexPath(item: item, section: section), in: collectionView,
                                                      delegate: flowDelegate)) }
            let lines = FlowLayoutLines(lengths: sizes.map { vertical ? $0.width : $0.height },
                                        breadths: sizes.map { vertical ? $0.height : $0.width },
                                        available: available, minimumSpacing: interitem)
            if lines.hasOversizedItem { warnAboutOversizedItem(collectionView) }
            result.items.reserveCapacity(count)
            for (index, line) in lines.lines.enumerated() {
                if index > 0 { along += lineSpacing }
                for (position, item) in zip(line.positions, line.items) {
                    let size = sizes[item]
                    let length = vertical ? size.width : size.height, breadth = vertical ? size.height : size.width
                    let attributes = makeItem(IndexPath(item: item, section: section))
                    // Along the line the item starts at its position; across it, it is centred in the line's breadth.
                    attributes.frame = rect(along: along + (line.breadth - breadth) / 2, length: breadth,
                                            across: acrossStart + position, breadth: length)
                    result.items.append(attributes, rowStart: along, rowEnd: along + line.breadth)
                }
                along += line.breadth
            }
            along += vertical ? insets.bottom : insets.right
            result.footer = boundaryView(UICollectionView.elementKindSectionFooter, section: section,
                                         size: flowDelegate?.collectionView(collectionView, layout: self,
                                                                            referenceSizeForFooterInSection: section)
                                             ?? footerReferenceSize,
                                         along: &along, extent: extent)
            result.end = along
            sections.append(result)
        }
        contentSize = vertical ? CGSize(width: extent, height: along) : CGSize(width: along, height: extent)
        if vertical && collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
            && flipsHorizontallyInOppositeLayoutDirection {
            for section in sections {
                for attributes in section.allAttributes {
                    attributes.frame.origin.x = extent - attributes.frame.maxX
                }
            }
        }
    }

    /// The extra inset `sectionInsetReference` adds: the safe area's or the layout margins' reach past the content inset.
    private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
        let adjusted = collectionView.adjustedContentInset
        let edges: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: edges = collectionView.safeAreaInsets
        case .fromLayoutMargins: edges = collectionView.layoutMargins
        }
        return UIEdgeInsets(top: max(0, edges.top - adjusted.top), left: max(0, edges.left - adjusted.left),
                            bottom: max(0, edges.bottom - adjusted.bottom), right: max(0, edges.right - adjusted.right))
    }

    /// An item's size now: its measured size when it sized itself, its estimate until then, else the delegate's or
    /// `itemSize`. A size that is not finite or negative is reported and taken as zero.
    private func size(ofItem indexPath: IndexPath, in collectionView: UICollectionView,
                      delegate: UICollectionViewDelegateFlowLayout?) -> CGSize {
        if isSelfSizing {
            if let measured = measuredSizes[indexPath] { return measured }
            return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        }
        let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        guard size.isUsableSize else {
            UIView.layoutLog("[UICollectionViewFlowLayout] The size \(size) for the item at \(indexPath) is not a size; "
                + "using zero.")
            return .zero
        }
        return size
    }

    private func checkedLength(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    /// A rectangle from positions along the scrolling axis and across it.
    private func rect(along: CGFloat, length: CGFloat, across: CGFloat, breadth: CGFloat) -> CGRect {
        isVertical ? CGRect(x: across, y: along, width: breadth, height: length)
            : CGRect(x: along, y: across, width: length, height: breadth)
    }

    private func makeItem(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init()
        attributes.indexPath = indexPath
        if isSelfSizing { attributes.selfSizingAxes = [.horizontal, .vertical] }
        return attributes
    }

    /// A section's header or footer at `along`, across the whole content (`extent`), which `along` moves past; none
    /// when its reference size gives it no length along the scrolling axis.
    private func boundaryView(_ kind: String, section: Int, size: CGSize, along: inout CGFloat,
                              extent: CGFloat) -> UICollectionViewLayoutAttributes? {
        let length = checkedLength(isVertical ? size.height : size.width)
        guard length > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind,
                                                          with: IndexPath(item: 0, section: section))
        attributes.frame = rect(along: along, length: length, across: 0, breadth: extent)
        along += length
        return attributes
    }

    /// UIKit's message for an item that does not fit in a line, once per layout.
    private func warnAboutOversizedItem(_ collectionView: UICollectionView) {
        guard !warnedAboutOversizedItem else { return }
        warnedAboutOversizedItem = true
        let dimension = isVertical ? "width" : "height"
        let sides = isVertical ? "left and right" : "top and bottom"
        UIView.layoutLog("The behavior of the UICollectionViewFlowLayout is not defined because:\nthe item \(dimension) "
            + "must be less than the \(dimension) of the UICollectionView minus the section insets \(sides) values, "
            + "minus the content insets \(sides) values.\nThe collection view's layout: \(collectionView.layoutDescription)")
    }

    // MARK: Answering

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let visible = collectionView?.visibleContentRange(vertical: isVertical)
        let (low, high) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        for section in sections {
            if let header = section.header {
                let shown = pinned(header, in: section, area: visible, header: true)
                if shown.frame.intersects(rect) { result.append(shown) }
            }
            if section.end >= low && section.start <= high {
                section.items.collect(meeting: rect, from: low, to: high, into: &result)
            }
            if let footer = section.footer {
                let shown = pinned(footer, in: section, area: visible, header: false)
                if shown.frame.intersects(rect) { result.append(shown) }
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].items.item(indexPath.item)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        let visible = collectionView?.visibleContentRange(vertical: isVertical)
        switch elementKind {
        case UICollectionView.elementKindSectionHeader:
            return section.header.map { pinned($0, in: section, area: visible, header: true) }
        case UICollectionView.elementKindSectionFooter:
            return section.footer.map { pinned($0, in: section, area: visible, header: false) }
        default: return nil
        }
    }

    /// A header or footer where it shows: in place, or pinned inside the visible area.
    private func pinned(_ attributes: UICollectionViewLayoutAttributes, in section: FlowLayoutSection,
                        area: ClosedRange<CGFloat>?, header: Bool) -> UICollectionViewLayoutAttributes {
        guard let area, header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds else { return attributes }
        return attributes.pinned(header: header, vertical: isVertical, within: area, sectionStart: section.start,
                                 sectionEnd: section.end)
    }

    // MARK: Invalidation

    /// A new size invalidates the lines (and, with pinned headers or footers, so does every scroll).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        return newBounds.size != preparedBoundsSize
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        // A scroll with pinned headers moves only them: the items keep their measured sizes.
        if newBounds.size == preparedBoundsSize { context.everything = false }
        return context
    }

    /// A self-sizing cell whose answer differs from the size it was given.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard isSelfSizing, originalAttributes.representedElementCategory == .cell else { return false }
        let preferred = preferredAttributes.size
        guard preferred.isUsableSize else { return false }
        return preferred != originalAttributes.size || measuredSizes[originalAttributes.indexPath] == nil
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let mapping = context.itemMapping {
            var carried: [IndexPath: CGSize] = [:]
            for (old, size) in measuredSizes { if let new = mapping[old] { carried[new] = size } }
            measuredSizes = carried
        } else if context.invalidateDataSourceCounts {
            measuredSizes.removeAll()
        }
        for (key, size) in context.preferredSizes where key.category == .cell { measuredSizes[key.indexPath] = size }
        super.invalidateLayout(with: context)
    }
}

/// One prepared section of a flow layout: its header, items and footer, and where it starts and ends along the
/// scrolling axis.
@MainActor
struct FlowLayoutSection {
    var start: CGFloat
    var end: CGFloat = 0
    var header: UICollectionViewLayoutAttributes?
    var footer: UICollectionViewLayoutAttributes?
    /// The items, by line.
    var items = RowIndexedItems()

    init(start: CGFloat) { self.start = start }

    var allAttributes: [UICollectionViewLayoutAttributes] {
        var all = items.items
        if let header { all.append(header) }
        if let footer { all.append(footer) }
        return all
    }
}
