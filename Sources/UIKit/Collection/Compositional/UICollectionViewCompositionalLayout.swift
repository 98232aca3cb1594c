/// What applies to a compositional layout as a whole: the space between sections.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// Trellis lays compositional layouts out vertically; `.horizontal` is kept and reported.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    /// Kept for source compatibility (layout-wide headers and footers are not placed).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() { super.init() }
}

/// A layout built from sections of groups of items (iOS 13): each section repeats its group until its items are
/// placed; groups lay their items side by side or one above another, sized as fractions of their container, in
/// points, or estimated and then sized by the cells themselves.
///
/// The placement rules are in `CompositionalPlacement`. Sections are laid out one below another (vertical scrolling);
/// a section with orthogonal scrolling puts its groups side by side in one row.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var placed: [CompositionalPlacement.Section] = []
    private var contentSize: CGSize = .zero
    /// Sizes that self-sizing elements answered, by element (only their estimated dimensions are read).
    private var measuredSizes: [CollectionElementKey: CGSize] = [:]
    private var preparedBoundsSize: CGSize?
    private var warnedAboutMissingSection = false
    private var warnedAboutHorizontal = false
    /// The list configuration of the first section, if it is a list (its background colours the collection view).
    private var listBackground: UIColor?

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size,
                                                                   subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A layout whose every section is a list of `configuration` (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        placed = []
        contentSize = .zero
        guard let collectionView else { return }
        if configuration.scrollDirection == .horizontal && !warnedAboutHorizontal {
            warnedAboutHorizontal = true
            UIView.layoutLog("[UICollectionViewCompositionalLayout] Horizontal scrolling is not laid out by Trellis; the "
                + "sections are placed vertically.")
        }
        let bounds = collectionView.bounds.size
        preparedBoundsSize = bounds
        let inset = collectionView.adjustedContentInset
        let container = CGSize(width: max(0, bounds.width - inset.left - inset.right),
                               height: max(0, bounds.height - inset.top - inset.bottom))
        let environment = CollectionLayoutEnvironment(contentSize: container, contentInsets: .zero,
                                                      traitCollection: collectionView.traitCollection)
        let direction = collectionView.effectiveUserInterfaceLayoutDirection
        var placement = CompositionalPlacement(container: container, measuredSizes: measuredSizes,
                                               attributesClass: Self.layoutAttributesClass)
        listBackground = nil
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { placement.y += configuration.interSectionSpacing }
            guard let section = sectionProvider(index, environment) else {
                if !warnedAboutMissingSection {
                    warnedAboutMissingSection = true
                    UIView.layoutLog("[UICollectionViewCompositionalLayout] The section provider returned nil for section "
                        + "\(index); its items are not shown.")
                }
                placed.append(CompositionalPlacement.Section(start: placement.y))
                continue
            }
            if index == 0 { listBackground = section.listConfiguration?.resolvedBackgroundColor }
            placed.append(placement.place(section, index: index,
                                          itemCount: collectionView.numberOfItems(inSection: index),
                                          direction: direction))
        }
        contentSize = CGSize(width: container.width, height: placement.y)
        if direction == .rightToLeft && flipsHorizontallyInOppositeLayoutDirection {
            for section in placed {
                for attributes in section.items.items + section.supplementaries {
                    attributes.frame.origin.x = container.width - attributes.frame.maxX
                }
            }
        }
        if let listBackground, collectionView.backgroundColor !== listBackground {
            collectionView.backgroundColor = listBackground
        }
    }

    // MARK: Answering

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let area = collectionView?.visibleContentRange(vertical: true)
        for section in placed where section.end >= rect.minY && section.start <= rect.maxY {
            section.items.collect(meeting: rect, from: rect.minY, to: rect.maxY, into: &result)
            for (number, supplementary) in section.supplementaries.enumerated() {
                let shown = pinned(supplementary, pins: section.pins[number], in: section, area: area)
                if shown.frame.intersects(rect) { result.append(shown) }
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard placed.indices.contains(indexPath.section) else { return nil }
        return placed[indexPath.section].items.item(indexPath.item)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard placed.indices.contains(indexPath.section) else { return nil }
        let section = placed[indexPath.section]
        let area = collectionView?.visibleContentRange(vertical: true)
        for (number, supplementary) in section.supplementaries.enumerated()
        where supplementary.representedElementKind == elementKind && supplementary.indexPath == indexPath {
            return pinned(supplementary, pins: section.pins[number], in: section, area: area)
        }
        return nil
    }

    /// A header or footer where it shows: in place, or pinned inside the visible area.
    private func pinned(_ attributes: UICollectionViewLayoutAttributes, pins: Bool, in section: CompositionalPlacement.Section,
                        area: ClosedRange<CGFloat>?) -> UICollectionViewLayoutAttributes {
        guard pins, let area else { return attributes }
        return attributes.pinned(header: attributes.frame.minY < section.contentStart, vertical: true, within: area,
                                 sectionStart: section.start, sectionEnd: section.end)
    }

    // MARK: Invalidation

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if placed.contains(where: { $0.pins.contains(true) }) { return true }
        return newBounds.size != preparedBoundsSize
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if newBounds.size == preparedBoundsSize { context.everything = false }
        return context
    }

    /// An element with an estimated dimension whose answer differs there from the size it was given.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let axes = originalAttributes.selfSizingAxes
        guard !axes.isEmpty else { return false }
        let preferred = preferredAttributes.size, original = originalAttributes.size
        guard preferred.isUsableSize else { return false }
        if measuredSizes[originalAttributes.elementKey] == nil { return true }
        return (axes.contains(.horizontal) && preferred.width != original.width)
            || (axes.contains(.vertical) && preferred.height != original.height)
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let mapping = context.itemMapping {
            // Items carry their sizes to their new index paths; headers and footers are measured again.
            var carried: [CollectionElementKey: CGSize] = [:]
            for (key, size) in measuredSizes where key.category == .cell {
                if let new = mapping[key.indexPath] { carried[CollectionElementKey(category: .cell, kind: nil, indexPath: new)] = size }
            }
            measuredSizes = carried
        } else if context.invalidateDataSourceCounts {
            measuredSizes.removeAll()
        }
        for (key, size) in context.preferredSizes { measuredSizes[key] = size }
        super.invalidateLayout(with: context)
    }
}
