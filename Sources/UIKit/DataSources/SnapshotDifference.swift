/// What changes between two snapshots, in the terms a table update takes: sections deleted (old indexes) and
/// inserted (new indexes); rows deleted (old index paths), inserted (new index paths) and moved (old → new).
///
/// Items are matched by identifier. Among items that stay in their section, the largest set that keeps its
/// relative order (a longest increasing subsequence of their old positions, taken in new order) stays put; every
/// other common item — reordered, or changing section — is a move, so a single item moved to the top is one move, not a shift of all the others. Sections that
/// change relative order are deleted and inserted again.
struct SnapshotDifference: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [Move] = []

    struct Move: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
            && movedRows.isEmpty
    }

    init<S: Hashable, I: Hashable>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        // Sections: common ones keeping their relative order survive; the rest are deleted/inserted.
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(oldSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let commonInNewOrder = newSections.filter { oldSectionIndex[$0] != nil }
        let keptSectionPositions = Self.longestIncreasingSubsequence(commonInNewOrder.map { oldSectionIndex[$0]! })
        let keptSections = Set(keptSectionPositions.map { oldSections[$0] })
        for (i, section) in oldSections.enumerated() where !keptSections.contains(section) { deletedSections.insert(i) }
        for (i, section) in newSections.enumerated() where !keptSections.contains(section) { insertedSections.insert(i) }

        // Items in surviving sections.
        var oldPaths: [I: IndexPath] = [:]
        var oldFlat: [I: Int] = [:]   // position in the old snapshot, across sections
        var flat = 0
        for (s, section) in oldSections.enumerated() {
            for (r, item) in old.itemIdentifiers(inSection: section).enumerated() {
                oldFlat[item] = flat
                flat += 1
                if keptSections.contains(section) { oldPaths[item] = IndexPath(row: r, section: s) }
            }
        }
        var common: [(item: I, new: IndexPath)] = []
        for (s, section) in newSections.enumerated() {
            let sectionKept = keptSections.contains(section)
            for (r, item) in new.itemIdentifiers(inSection: section).enumerated() {
                let path = IndexPath(row: r, section: s)
                if sectionKept, oldPaths[item] != nil {
                    common.append((item, path))
                } else if sectionKept {
                    insertedRows.append(path)
                }
            }
        }
        // Old items not matched in a surviving section are deleted (their new place, if any, is an insert above
        // or part of an inserted section).
        let matched = Set(common.map(\.item))
        for (item, path) in oldPaths where !matched.contains(item) { deletedRows.append(path) }
        // An item that moved into an inserted section, or out of a deleted one, is a delete plus an insert:
        // covered by the section updates and the row lists above.
        // Per section, the items that stayed in it and keep their relative order stay put; the others
        // (reordered, or from another section) move.
        var kept = Set<Int>()
        var bySection: [Int: [Int]] = [:]
        for entry in common where oldSections[oldPaths[entry.item]!.section] == newSections[entry.new.section] {
            bySection[entry.new.section, default: []].append(oldFlat[entry.item]!)
        }
        for (_, flats) in bySection { kept.formUnion(Self.longestIncreasingSubsequence(flats)) }
        for entry in common where !kept.contains(oldFlat[entry.item]!) {
            movedRows.append(Move(from: oldPaths[entry.item]!, to: entry.new))
        }
        deletedRows.sort()
        insertedRows.sort()
        movedRows.sort { $0.to < $1.to }
    }

    /// The values of a longest strictly increasing subsequence of `values` (patience sorting, O(n log n)).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tails: [Int] = []          // index into values of the smallest tail for each length
        var previous = Array(repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var result: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            result.append(values[index])
            index = previous[index]
        }
        return result.reversed()
    }
}
