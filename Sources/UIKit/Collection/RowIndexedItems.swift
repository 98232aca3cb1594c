/// A section's items in layout order, each with the extent of its row along the scrolling axis — a flow layout's line,
/// a compositional layout's top-level group. Rows start and end no earlier than the rows before them, so the items that
/// reach into the visible range are found by bisection, not by a scan of every item on every scrolled frame.
@MainActor
struct RowIndexedItems {
    private(set) var items: [UICollectionViewLayoutAttributes] = []
    private var rowStarts: [CGFloat] = []
    private var rowEnds: [CGFloat] = []

    mutating func reserveCapacity(_ count: Int) {
        items.reserveCapacity(count)
        rowStarts.reserveCapacity(count)
        rowEnds.reserveCapacity(count)
    }

    mutating func append(_ item: UICollectionViewLayoutAttributes, rowStart: CGFloat, rowEnd: CGFloat) {
        items.append(item)
        rowStarts.append(rowStart)
        rowEnds.append(rowEnd)
    }

    /// Puts every item in one row (a section scrolling orthogonally).
    mutating func setSingleRow(start: CGFloat, end: CGFloat) {
        rowStarts = Array(repeating: start, count: items.count)
        rowEnds = Array(repeating: end, count: items.count)
    }

    /// The item at `index`, if there is one.
    func item(_ index: Int) -> UICollectionViewLayoutAttributes? { items.indices.contains(index) ? items[index] : nil }

    /// Appends to `result` the items whose frames meet `rect`, looking only at the rows between `low` and `high` along
    /// the scrolling axis.
    func collect(meeting rect: CGRect, from low: CGFloat, to high: CGFloat, into result: inout [UICollectionViewLayoutAttributes]) {
        var first = 0, last = items.count
        while first < last {
            let middle = (first + last) / 2
            if rowEnds[middle] < low { first = middle + 1 } else { last = middle }
        }
        for index in first..<items.count {
            if rowStarts[index] > high { break }
            if items[index].frame.intersects(rect) { result.append(items[index]) }
        }
    }
}
