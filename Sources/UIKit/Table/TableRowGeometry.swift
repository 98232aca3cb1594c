import Synchronization

/// The vertical geometry of a table: every row's height (exact, or an estimate until the row is measured), the
/// section headers and footers, and the running offsets, in content coordinates.
///
/// Rows are stored flat (one array for all sections), so finding the rows in a rectangle is a binary search and a
/// height correction re-sums only from that row on. Nothing here knows about views.
struct TableRowGeometry {
    /// Identifies this geometry's content: drawn anew from a process-wide count whenever a height, an exactness, a
    /// section header or footer, or the table header or footer changes, and for every new geometry. Equal revisions
    /// mean the same geometry (the table skips re-placing its cells on a frame that only scrolled, `layoutRows`).
    private(set) var revision = TableRowGeometry.nextRevision()
    private static let revisions = Atomic<UInt64>(0)
    private static func nextRevision() -> UInt64 { revisions.add(1, ordering: .relaxed).newValue }

    struct Section {
        /// Index of the section's first row in the flat arrays.
        var firstRow: Int
        var rowCount: Int
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        /// Whether the header/footer heights are estimates waiting for their views to be measured.
        var headerIsEstimate = false
        var footerIsEstimate = false
        /// Whether the header/footer sizes itself (it started as an estimate): measured again when what it depends on
        /// changes (`invalidateMeasurements`).
        var headerSizesItself = false
        var footerSizesItself = false
        /// Content y of the header's top (valid after `updateOffsets`).
        var headerTop: CGFloat = 0
        /// Content y of the section's top: its header's, less the padding above a header (`headerTopPadding`).
        var top: CGFloat = 0
    }

    private(set) var sections: [Section] = []
    private(set) var heights: [CGFloat] = []
    /// False while a height is an estimate (self-sizing rows not measured yet).
    private(set) var isExact: [Bool] = []
    /// Content y of each row's top (valid after `updateOffsets`).
    private(set) var tops: [CGFloat] = []
    /// Whether the offsets need re-summing (one O(rows) pass, done at most once per layout pass).
    private var offsetsStale = true

    /// Height of the table header view, above everything.
    var tableHeaderHeight: CGFloat = 0 { didSet { if tableHeaderHeight != oldValue { invalidateAll() } } }
    var tableFooterHeight: CGFloat = 0 {
        didSet { if tableFooterHeight != oldValue { revision = TableRowGeometry.nextRevision() } }
    }

    /// Space above each section header (`UITableView.sectionHeaderTopPadding`); sections without a header get none.
    var headerTopPadding: CGFloat = 0 { didSet { if headerTopPadding != oldValue { invalidateAll() } } }

    var rowCount: Int { heights.count }
    var numberOfSections: Int { sections.count }

    init() {}

    /// Replaces the structure: `rows[s]` lists section `s`'s row heights and whether each is exact.
    init(sections specs: [(header: CGFloat, headerEstimate: Bool, footer: CGFloat, footerEstimate: Bool,
                           rows: [(CGFloat, Bool)])]) {
        var first = 0
        for spec in specs {
            sections.append(Section(firstRow: first, rowCount: spec.rows.count, headerHeight: spec.header,
                                    footerHeight: spec.footer, headerIsEstimate: spec.headerEstimate,
                                    footerIsEstimate: spec.footerEstimate, headerSizesItself: spec.headerEstimate,
                                    footerSizesItself: spec.footerEstimate))
            for (height, exact) in spec.rows {
                heights.append(height)
                isExact.append(exact)
            }
            first += spec.rows.count
        }
        tops = Array(repeating: 0, count: heights.count)
    }

    /// Flat index of a row (nil when out of range).
    /// Reads the path's two indexes once each (`section` and `row` each count the path and subscript it, in calls to
    /// Foundation; a table asks this for every live cell on every frame).
    func flatIndex(_ indexPath: IndexPath) -> Int? {
        guard indexPath.count >= 2 else { return nil }
        let sectionIndex = indexPath[0], row = indexPath[1]
        guard sections.indices.contains(sectionIndex) else { return nil }
        let section = sections[sectionIndex]
        guard row >= 0, row < section.rowCount else { return nil }
        return section.firstRow + row
    }

    /// The index path of a flat row.
    func indexPath(ofFlat flat: Int) -> IndexPath {
        // Binary search for the last section whose first row is <= flat (empty sections share first rows).
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sections[mid].firstRow <= flat { low = mid } else { high = mid - 1 }
        }
        var s = low
        while s < sections.count - 1, sections[s].rowCount == 0 || flat >= sections[s].firstRow + sections[s].rowCount {
            s += 1
        }
        return IndexPath(row: flat - sections[s].firstRow, section: s)
    }

    /// The first (lowest flat index) of `indexPaths` whose row reaches into the span from `top` to `bottom`
    /// (content coordinates), nil when none does; offsets must be up to date. One call for all the live cells: each call
    /// on a table's `geometry` copies the struct (see `indexPaths(ofFlat:)`).
    func firstFlatIndex<Paths: Sequence<IndexPath>>(among indexPaths: Paths, reachingInto top: CGFloat,
                                                    _ bottom: CGFloat) -> Int? {
        var first: Int?
        for indexPath in indexPaths {
            guard let flat = flatIndex(indexPath), tops[flat] < bottom, tops[flat] + heights[flat] > top else { continue }
            if let current = first, current <= flat { continue }
            first = flat
        }
        return first
    }

    /// The index paths of a range of flat rows. One call for the rows on screen rather than one per row: each call
    /// on a table's `geometry` copies the whole struct (retaining its arrays), since the table is a class.
    func indexPaths(ofFlat rows: Range<Int>) -> [IndexPath] {
        var paths: [IndexPath] = []
        paths.reserveCapacity(rows.count)
        for flat in rows { paths.append(indexPath(ofFlat: flat)) }
        return paths
    }

    mutating func setHeight(_ height: CGFloat, exact: Bool, atFlat flat: Int) {
        guard heights.indices.contains(flat) else { return }
        if isExact[flat] != exact {
            isExact[flat] = exact
            revision = TableRowGeometry.nextRevision()
        }
        guard heights[flat] != height else { return }
        heights[flat] = height
        offsetsStale = true
        revision = TableRowGeometry.nextRevision()
    }

    mutating func setHeader(_ height: CGFloat, estimate: Bool, section: Int) {
        guard sections.indices.contains(section) else { return }
        if sections[section].headerIsEstimate != estimate {
            sections[section].headerIsEstimate = estimate
            revision = TableRowGeometry.nextRevision()
        }
        guard sections[section].headerHeight != height else { return }
        sections[section].headerHeight = height
        invalidateAll()
    }

    mutating func setFooter(_ height: CGFloat, estimate: Bool, section: Int) {
        guard sections.indices.contains(section) else { return }
        if sections[section].footerIsEstimate != estimate {
            sections[section].footerIsEstimate = estimate
            revision = TableRowGeometry.nextRevision()
        }
        guard sections[section].footerHeight != height else { return }
        sections[section].footerHeight = height
        invalidateAll()
    }

    /// Marks every self-sizing row, header and footer as needing measurement again (the width changed), keeping the
    /// old heights as the estimates.
    mutating func invalidateMeasurements(where needsMeasuring: (Int) -> Bool) {
        for i in isExact.indices where needsMeasuring(i) && isExact[i] {
            isExact[i] = false
            revision = TableRowGeometry.nextRevision()
        }
        for s in sections.indices {
            if sections[s].headerSizesItself && !sections[s].headerIsEstimate {
                sections[s].headerIsEstimate = true
                revision = TableRowGeometry.nextRevision()
            }
            if sections[s].footerSizesItself && !sections[s].footerIsEstimate {
                sections[s].footerIsEstimate = true
                revision = TableRowGeometry.nextRevision()
            }
        }
    }

    private mutating func invalidateAll() {
        offsetsStale = true
        revision = TableRowGeometry.nextRevision()
    }

    /// Re-sums the offsets that are stale.
    mutating func updateOffsets() {
        guard offsetsStale else { return }
        do {
            var y = tableHeaderHeight
            for s in sections.indices {
                sections[s].top = y
                if sections[s].headerHeight > 0 { y += headerTopPadding }
                sections[s].headerTop = y
                y += sections[s].headerHeight
                let first = sections[s].firstRow
                for i in first..<(first + sections[s].rowCount) {
                    tops[i] = y
                    y += heights[i]
                }
                y += sections[s].footerHeight
            }
            offsetsStale = false
        }
    }

    /// The content height of all sections (plus the table header; the footer view is added by the table).
    var contentHeight: CGFloat {
        guard let last = sections.last else { return tableHeaderHeight }
        let lastRowsEnd = last.rowCount > 0 ? tops[last.firstRow + last.rowCount - 1] + heights[last.firstRow + last.rowCount - 1]
            : last.headerTop + last.headerHeight
        return lastRowsEnd + last.footerHeight
    }

    func rowRect(flat: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: tops[flat], width: width, height: heights[flat])
    }

    /// Flat rows intersecting `minY..<maxY` (content coordinates).
    func rows(intersecting minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard !heights.isEmpty, maxY > minY else { return 0..<0 }
        // First row whose bottom is below minY.
        var low = 0, high = heights.count
        while low < high {
            let mid = (low + high) / 2
            if tops[mid] + heights[mid] <= minY { low = mid + 1 } else { high = mid }
        }
        let first = low
        // First row whose top is at or below maxY.
        low = first
        high = heights.count
        while low < high {
            let mid = (low + high) / 2
            if tops[mid] < maxY { low = mid + 1 } else { high = mid }
        }
        return first..<max(first, low)
    }

    /// The first section whose extent — from its top to the next section's — reaches below content `y`
    /// (the last section reaches to the end; `sections.count` when there are none): where the sections on screen
    /// start, found without walking every section above.
    func firstSection(endingBelow y: CGFloat) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            let end = mid + 1 < sections.count ? sections[mid + 1].top : .infinity
            if end <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The flat row at content y (nil between rows, e.g. on a header).
    func flatRow(at y: CGFloat) -> Int? {
        let range = rows(intersecting: y, y + 0.0001)
        guard let first = range.first, tops[first] <= y, y < tops[first] + heights[first] else { return nil }
        return first
    }
}
