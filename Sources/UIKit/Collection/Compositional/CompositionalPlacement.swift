/// How a compositional layout turns sections, groups and items into frames — the one step that decides positions,
/// kept apart from the layout object so that it reads as the rules it follows:
///
/// - A section's group is placed again and again, one below the other with `interGroupSpacing` between, until the
///   section's items run out (side by side in one row when the section scrolls orthogonally). The last group may be
///   partly filled.
/// - A group's size is resolved against its container (the section's width inside its insets, the collection view's
///   visible height); its subitems' sizes against the group's size. A horizontal group puts its subitems side by side,
///   a vertical one one above the other, repeating its `subitems` in order while the next fits, or exactly `count`
///   copies sharing its length.
/// - `interItemSpacing` `.fixed` separates neighbours by exactly that; `.flexible` by at least that, the group's spare
///   length shared out between them.
/// - An estimated dimension is the element's measured size once it has answered (`preferredLayoutAttributesFitting`),
///   the estimate until then; a group whose dimension is estimated takes its content's extent there. An item's
///   `contentInsets` shrink its cell inside its space, except along an estimated dimension (as Apple documents).
/// - Boundary supplementary items sit above (top alignments) or below (bottom) the section's content, inside the
///   section's leading and trailing insets when `supplementariesFollowContentInsets`.
///
/// Positions are computed left to right; the layout mirrors them for right-to-left layouts.
@MainActor
struct CompositionalPlacement {
    /// One placed section: its items in order, with the row each lies in, and its supplementary items.
    struct Section {
        var start: CGFloat
        /// Where the items begin (below the headers and the top inset).
        var contentStart: CGFloat
        var end: CGFloat
        /// The items, by row (top-level group).
        var items = RowIndexedItems()
        var supplementaries: [UICollectionViewLayoutAttributes] = []
        /// For each supplementary item, whether it pins to the visible bounds.
        var pins: [Bool] = []

        init(start: CGFloat) {
            self.start = start
            contentStart = start
            end = start
        }
    }

    /// The collection view's visible content area (inside its adjusted content inset).
    let container: CGSize
    let measuredSizes: [CollectionElementKey: CGSize]
    let attributesClass: UICollectionViewLayoutAttributes.Type
    /// Where the next section starts.
    var y: CGFloat = 0
    /// The most items a group repeats its subitems into (a zero-length subitem would otherwise repeat for ever).
    static let maximumRepeats = 10_000

    init(container: CGSize, measuredSizes: [CollectionElementKey: CGSize], attributesClass: AnyClass) {
        self.container = container
        self.measuredSizes = measuredSizes
        self.attributesClass = attributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
    }

    mutating func place(_ section: NSCollectionLayoutSection, index: Int, itemCount: Int,
                        direction: UIUserInterfaceLayoutDirection) -> Section {
        var result = Section(start: y)
        let insets = section.contentInsets.absolute(in: .leftToRight)
        let contentWidth = max(0, container.width - insets.left - insets.right)
        let follows = section.supplementariesFollowContentInsets
        let supplementaryFrame = (x: follows ? insets.left : 0, width: follows ? contentWidth : container.width)
        var numbers: [String: Int] = [:]
        for boundary in section.boundarySupplementaryItems where !boundary.alignment.isBottom {
            placeSupplementary(boundary, section: index, numbers: &numbers, x: supplementaryFrame.x,
                               width: supplementaryFrame.width, into: &result)
        }
        y += insets.top
        result.contentStart = y
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let groupContainer = CGSize(width: contentWidth, height: container.height)
        var cursor = 0, x = insets.left, rowHeight: CGFloat = 0
        while cursor < itemCount {
            let before = cursor
            var groupItems: [UICollectionViewLayoutAttributes] = []
            let size = placeGroup(section.group, at: CGPoint(x: orthogonal ? x : insets.left, y: y), container: groupContainer,
                                  section: index, cursor: &cursor, itemCount: itemCount,
                                  into: &groupItems)
            for item in groupItems { result.items.append(item, rowStart: y, rowEnd: y + size.height) }
            if orthogonal {
                x += size.width + section.interGroupSpacing
                rowHeight = max(rowHeight, size.height)
            } else {
                y += size.height
                if cursor < itemCount { y += section.interGroupSpacing }
            }
            if cursor == before {
                UIView.layoutLog("[UICollectionViewCompositionalLayout] The group of section \(index) holds no item; "
                    + "the section's remaining \(itemCount - cursor) items are not shown.")
                break
            }
        }
        if orthogonal {
            y += rowHeight
            result.items.setSingleRow(start: result.contentStart, end: result.contentStart + rowHeight)
        }
        y += insets.bottom
        for boundary in section.boundarySupplementaryItems where boundary.alignment.isBottom {
            placeSupplementary(boundary, section: index, numbers: &numbers, x: supplementaryFrame.x,
                               width: supplementaryFrame.width, into: &result)
        }
        result.end = y
        if let list = section.listConfiguration {
            let last = result.items.items.count - 1
            for (number, attributes) in result.items.items.enumerated() {
                attributes.showsListSeparator = list.showsSeparators && !(list.isGrouped && number == last)
                attributes.listPlacement = .init(appearance: list.appearance, isFirst: number == 0, isLast: number == last)
            }
        }
        return result
    }

    /// A header or footer across the section at `y`, which it moves past. Several of one kind are numbered in order.
    private mutating func placeSupplementary(_ boundary: NSCollectionLayoutBoundarySupplementaryItem, section: Int,
                                             numbers: inout [String: Int], x: CGFloat, width: CGFloat,
                                             into result: inout Section) {
        let number = numbers[boundary.elementKind, default: 0]
        numbers[boundary.elementKind] = number + 1
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: boundary.elementKind,
                                                          with: IndexPath(item: number, section: section))
        let size = sized(boundary.layoutSize, nominal: boundary.layoutSize.resolved(in: CGSize(width: width,
                                                                                               height: container.height)),
                         key: attributes.elementKey, forced: nil, horizontalGroup: true)
        attributes.frame = CGRect(x: x + boundary.offset.x, y: y + boundary.offset.y, width: size.size.width,
                                  height: size.size.height)
        attributes.selfSizingAxes = size.axes
        attributes.zIndex = boundary.zIndex
        result.supplementaries.append(attributes)
        result.pins.append(boundary.pinToVisibleBounds)
        y += size.size.height
    }

    /// An element's size: its nominal size, with each estimated dimension replaced by the measured one once known, and
    /// the axes it sizes itself in. A `forced` length (a group of `count` copies) is not estimated.
    private func sized(_ layoutSize: NSCollectionLayoutSize, nominal: CGSize, key: CollectionElementKey, forced: CGFloat?,
                       horizontalGroup: Bool) -> (size: CGSize, axes: UICollectionViewLayoutAttributes.SelfSizingAxes) {
        var size = nominal
        var axes: UICollectionViewLayoutAttributes.SelfSizingAxes = []
        let measured = measuredSizes[key]
        if layoutSize.widthDimension.isEstimated && !(forced != nil && horizontalGroup) {
            axes.insert(.horizontal)
            if let measured { size.width = measured.width }
        }
        if layoutSize.heightDimension.isEstimated && !(forced != nil && !horizontalGroup) {
            axes.insert(.vertical)
            if let measured { size.height = measured.height }
        }
        return (size, axes)
    }

    /// Places `group` at `origin` in a container of `container` size, its items from `cursor` on (advancing it), and
    /// answers the group's size. A `count` parent's share of its length is already in `container` along its axis.
    private func placeGroup(_ group: NSCollectionLayoutGroup, at origin: CGPoint, container: CGSize,
                            section: Int, cursor: inout Int, itemCount: Int,
                            into items: inout [UICollectionViewLayoutAttributes]) -> CGSize {
        let horizontal = group.axis == .horizontal
        let nominal = group.layoutSize.resolved(in: container)
        let gap = group.interItemSpacing?.spacing ?? 0
        let groupLength = horizontal ? nominal.width : nominal.height
        var children: [(item: NSCollectionLayoutItem, forced: CGFloat?)] = []
        if let count = group.count, let subitem = group.subitems.first {
            let share = max(0, (groupLength - gap * CGFloat(count - 1)) / CGFloat(count))
            children = Array(repeating: (subitem, share), count: count)
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            let allItems = !group.subitems.contains { $0 is NSCollectionLayoutGroup }
            while children.count < Self.maximumRepeats {
                if allItems && children.count >= itemCount - cursor { break }
                let subitem = group.subitems[children.count % group.subitems.count]
                let size = subitem.layoutSize.resolved(in: nominal)
                let length = horizontal ? size.width : size.height
                let needed = (children.isEmpty ? 0 : gap) + length
                if !children.isEmpty && (used + needed > groupLength + 0.0001 || length <= 0) { break }
                children.append((subitem, nil))
                used += needed
            }
        }
        var position: CGFloat = 0, breadth: CGFloat = 0
        var placed: [(range: Range<Int>, length: CGFloat)] = []
        for (child, forced) in children {
            guard cursor < itemCount else { break }
            let childOrigin = horizontal ? CGPoint(x: origin.x + position, y: origin.y)
                : CGPoint(x: origin.x, y: origin.y + position)
            let start = items.count
            var actual: CGSize
            if let nested = child as? NSCollectionLayoutGroup {
                var nestedContainer = nominal
                if let forced { if horizontal { nestedContainer.width = forced } else { nestedContainer.height = forced } }
                actual = placeGroup(nested, at: childOrigin, container: nestedContainer,
                                    section: section, cursor: &cursor, itemCount: itemCount, into: &items)
                if let forced { if horizontal { actual.width = forced } else { actual.height = forced } }
            } else {
                var nominalSize = child.layoutSize.resolved(in: nominal)
                if let forced { if horizontal { nominalSize.width = forced } else { nominalSize.height = forced } }
                let attributes = attributesClass.init()
                attributes.indexPath = IndexPath(item: cursor, section: section)
                cursor += 1
                let sizing = sized(child.layoutSize, nominal: nominalSize, key: attributes.elementKey, forced: forced,
                                   horizontalGroup: horizontal)
                actual = sizing.size
                let insets = child.contentInsets.absolute(in: .leftToRight)
                let alongWidth = sizing.axes.contains(.horizontal), alongHeight = sizing.axes.contains(.vertical)
                attributes.frame = CGRect(x: childOrigin.x + (alongWidth ? 0 : insets.left),
                                          y: childOrigin.y + (alongHeight ? 0 : insets.top),
                                          width: max(0, actual.width - (alongWidth ? 0 : insets.left + insets.right)),
                                          height: max(0, actual.height - (alongHeight ? 0 : insets.top + insets.bottom)))
                attributes.selfSizingAxes = sizing.axes
                items.append(attributes)
            }
            let length = horizontal ? actual.width : actual.height
            placed.append((start..<items.count, length))
            breadth = max(breadth, horizontal ? actual.height : actual.width)
            position += length + gap
        }
        let used = placed.isEmpty ? 0 : position - gap
        if let spacing = group.interItemSpacing, spacing.isFlexibleSpacing, placed.count > 1, groupLength > used {
            let extra = (groupLength - used) / CGFloat(placed.count - 1)
            for (number, child) in placed.enumerated() where number > 0 {
                for index in child.range {
                    if horizontal { items[index].frame.origin.x += extra * CGFloat(number) }
                    else { items[index].frame.origin.y += extra * CGFloat(number) }
                }
            }
        }
        let size = group.layoutSize
        let lengthEstimated = horizontal ? size.widthDimension.isEstimated : size.heightDimension.isEstimated
        let breadthEstimated = horizontal ? size.heightDimension.isEstimated : size.widthDimension.isEstimated
        let length = lengthEstimated ? used : groupLength
        let across = breadthEstimated ? breadth : (horizontal ? nominal.height : nominal.width)
        return horizontal ? CGSize(width: length, height: across) : CGSize(width: across, height: length)
    }
}
