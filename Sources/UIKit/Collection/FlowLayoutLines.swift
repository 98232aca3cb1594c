/// How a flow layout breaks a section's items into lines and spaces them along each line — the one step of the flow
/// layout that decides positions, kept apart from attributes and sections so that it reads as the rules it follows.
///
/// Rules (Apple's *Collection View Programming Guide*, "Using the Flow Layout", and UIKit's observed behaviour):
/// - A line takes items in order until the next one, with the minimum spacing before it, does not fit. A line always
///   takes at least one item, even one longer than the line (UIKit then logs that its behaviour is undefined).
/// - A full line (one followed by another) is justified: "If there is extra space at the end of the line, the layout
///   object increases the interitem spacing until the items fit evenly within the line boundaries."
/// - A line holding a single item centres it — unless it is the last line of a section with several lines, which
///   starts at the leading edge like the other last lines (UIKit's well-known centring of a lone item; rdar://20825965).
/// - The last line of a section is not justified: its items start at the leading edge. When every item of the section
///   has the same length, they take the spacing of the justified lines above, so that they stay in the grid's columns;
///   otherwise the minimum spacing.
/// - A line is as thick as its thickest item ("The overall height or width of the line is then determined by the
///   largest item in that dimension"); the caller centres each item across it.
struct FlowLayoutLines {
    struct Line {
        /// The items' indices in the section.
        var items: [Int]
        /// Each item's position along the line, from the line's leading edge.
        var positions: [CGFloat]
        /// The line's thickness: its thickest item's.
        var breadth: CGFloat
    }

    private(set) var lines: [Line] = []
    /// Whether an item was longer than the line.
    private(set) var hasOversizedItem = false

    /// Breaks items of `lengths` (along the line) and `breadths` (across it) into lines of `available` length with at
    /// least `minimumSpacing` between neighbours.
    init(lengths: [CGFloat], breadths: [CGFloat], available: CGFloat, minimumSpacing: CGFloat) {
        var groups: [[Int]] = []
        var current: [Int] = []
        var used: CGFloat = 0
        for (index, length) in lengths.enumerated() {
            if length > available { hasOversizedItem = true }
            if current.isEmpty {
                current = [index]
                used = length
            } else if used + minimumSpacing + length <= available + 0.0001 {
                current.append(index)
                used += minimumSpacing + length
            } else {
                groups.append(current)
                current = [index]
                used = length
            }
        }
        if !current.isEmpty { groups.append(current) }

        let uniform = lengths.dropFirst().allSatisfy { $0 == lengths.first }
        var gridSpacing: CGFloat?
        for (number, group) in groups.enumerated() {
            let total = group.reduce(0) { $0 + lengths[$1] }
            let isLast = number == groups.count - 1
            var positions: [CGFloat] = []
            positions.reserveCapacity(group.count)
            if group.count == 1 && !(isLast && groups.count > 1) {
                // A lone item is centred (one longer than the line starts at the leading edge).
                positions = [total > available ? 0 : (available - total) / 2]
            } else {
                let spacing: CGFloat
                if !isLast {
                    spacing = (available - total) / CGFloat(group.count - 1)
                    if gridSpacing == nil { gridSpacing = spacing }
                } else {
                    spacing = uniform ? (gridSpacing ?? minimumSpacing) : minimumSpacing
                }
                var position: CGFloat = 0
                for item in group {
                    positions.append(position)
                    position += lengths[item] + spacing
                }
            }
            let breadth = group.reduce(0) { max($0, breadths[$1]) }
            lines.append(Line(items: group, positions: positions, breadth: breadth))
        }
    }
}
