/// Pinned headers and footers (a flow layout's `sectionHeadersPinToVisibleBounds`, a boundary item's
/// `pinToVisibleBounds`): where they show as the content scrolls.
extension UICollectionView {
    /// The visible part of the content, inside the adjusted content inset, along the vertical (or horizontal) axis.
    func visibleContentRange(vertical: Bool) -> ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        let low = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let high = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        return low...max(low, high)
    }
}

extension UICollectionViewLayoutAttributes {
    /// A header's (or footer's) attributes where it shows when pinned: a header stays at the start of the visible
    /// `area` while its section (`sectionStart`…`sectionEnd`) is on screen, pushed along by the section's end; a footer
    /// mirrors it at the end. Moved, it is a copy drawn above the items (z index 1024 at least); in place, these.
    func pinned(header: Bool, vertical: Bool, within area: ClosedRange<CGFloat>, sectionStart: CGFloat,
                sectionEnd: CGFloat) -> UICollectionViewLayoutAttributes {
        let length = vertical ? frame.height : frame.width
        let start = vertical ? frame.minY : frame.minX
        let position = header ? max(start, min(area.lowerBound, sectionEnd - length))
            : min(start, max(area.upperBound - length, sectionStart))
        guard position != start else { return self }
        let copy = self.copy() as! UICollectionViewLayoutAttributes
        if vertical { copy.frame.origin.y = position } else { copy.frame.origin.x = position }
        copy.zIndex = max(copy.zIndex, 1024)
        return copy
    }
}
