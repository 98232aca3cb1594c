/// One update of a table or collection view — sections and rows (items) inserted, deleted, moved and reloaded, alone
/// or batched — and how it maps the index paths before it to those after it.
///
/// UIKit's definition: deletions and reloads name index paths before the update, insertions index paths after it, moves
/// one of each; every other row keeps its order. The data source already answers the new counts; an update that does
/// not account for them is invalid (UIKit raises; callers log the same message and reload instead).
struct BatchUpdate {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deleted = Set<IndexPath>()
    var inserted = Set<IndexPath>()
    var reloaded = Set<IndexPath>()
    var moved: [(from: IndexPath, to: IndexPath)] = []
    var movedSections: [(from: Int, to: Int)] = []

    /// Adds `other`'s changes to these (an update made inside another's batch).
    mutating func formUnion(_ other: BatchUpdate) {
        deletedSections.formUnion(other.deletedSections)
        insertedSections.formUnion(other.insertedSections)
        reloadedSections.formUnion(other.reloadedSections)
        deleted.formUnion(other.deleted)
        inserted.formUnion(other.inserted)
        reloaded.formUnion(other.reloaded)
        moved += other.moved
        movedSections += other.movedSections
    }

    /// The update that turns a view showing `old` into one showing `new` — their difference (`SnapshotDifference`) and
    /// the items and sections `new` reloads — and the items to reload once it is done, at their new index paths: an
    /// item that moved and is reloaded (one update cannot move and reload an item; reloads name old index paths).
    static func turning<S: Hashable, I: Hashable>(_ old: NSDiffableDataSourceSnapshot<S, I>,
                                                  into new: NSDiffableDataSourceSnapshot<S, I>)
        -> (update: BatchUpdate, reloadAfterwards: [IndexPath]) {
        let difference = SnapshotDifference(from: old, to: new)
        let moved = Set(difference.movedRows.map(\.to))
        var update = BatchUpdate()
        var afterwards: [IndexPath] = []
        for item in new.reloadedItemIdentifiers {
            guard let newPath = new.indexPath(of: item) else { continue }
            if moved.contains(newPath) {
                afterwards.append(newPath)
            } else if let oldPath = old.indexPath(of: item) {
                update.reloaded.insert(oldPath)
            }
        }
        update.deletedSections = difference.deletedSections
        update.insertedSections = difference.insertedSections
        update.reloadedSections = IndexSet(new.reloadedSectionIdentifiers.compactMap { old.indexOfSection($0) })
        update.deleted = Set(difference.deletedRows)
        update.inserted = Set(difference.insertedRows)
        update.moved = difference.movedRows.map { ($0.from, $0.to) }
        return (update, afterwards)
    }

    /// The words of UIKit's exceptions for a kind of view.
    struct Vocabulary {
        let element: String
        let elements: String
        let container: String

        static let table = Vocabulary(element: "row", elements: "rows", container: "table view")
        static let collection = Vocabulary(element: "item", elements: "items", container: "collection view")
    }

    /// The message of UIKit's exception for an update that does not fit the counts.
    struct Problem: Error {
        let message: String
    }

    /// The new index path of every row that survives the update (reloaded rows included), given the rows per section
    /// before (`oldCounts`) and after (`newCounts`); or the problem, in UIKit's words.
    func mapping(oldCounts: [Int], newCounts: [Int], words: Vocabulary) -> Result<[IndexPath: IndexPath], Problem> {
        let oldSectionCount = oldCounts.count, newSectionCount = newCounts.count
        // A moved section leaves its old place and takes its new one, as UIKit reads a move: from the old index to the
        // new one, around the deletions and insertions. (Checked first: an index set cannot hold a negative index.)
        let moves = movedSections
        guard moves.allSatisfy({ (0..<oldSectionCount).contains($0.from) && (0..<newSectionCount).contains($0.to) }),
              Set(moves.map(\.from)).count == moves.count, Set(moves.map(\.to)).count == moves.count else {
            return .failure(Problem(message: "Invalid update: a section moved from or to an index out of range, or moved "
                + "twice (\(moves.map { "\($0.from) → \($0.to)" }.joined(separator: ", ")))."))
        }
        let gone = deletedSections.union(reloadedSections).union(IndexSet(moves.map(\.from)))
        let fresh = insertedSections.union(reloadedSections).union(IndexSet(moves.map(\.to)))
        let survivingOld = (0..<oldSectionCount).filter { !gone.contains($0) }
        let slotsNew = (0..<newSectionCount).filter { !fresh.contains($0) }
        guard survivingOld.count == slotsNew.count else {
            return .failure(Problem(message: "Invalid update: invalid number of sections. The number of sections contained "
                + "in the \(words.container) after the update (\(newSectionCount)) must be equal to the number of sections "
                + "contained in the \(words.container) before the update (\(oldSectionCount)), plus or minus the number of "
                + "sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."))
        }
        var newSectionForOld: [Int: Int] = [:]
        for (o, n) in zip(survivingOld, slotsNew) { newSectionForOld[o] = n }
        for move in moves { newSectionForOld[move.from] = move.to }

        if let problem = outOfRangeProblem(oldCounts: oldCounts, newCounts: newCounts, words: words) {
            return .failure(Problem(message: problem))
        }
        let movedFrom = Set(moved.map(\.from)), movedTo = Set(moved.map(\.to))
        var mapping: [IndexPath: IndexPath] = [:]
        for move in moved { mapping[move.from] = move.to }
        for (o, n) in newSectionForOld {
            let survivors = (0..<oldCounts[o]).filter {
                let path = IndexPath(row: $0, section: o)
                return !deleted.contains(path) && !movedFrom.contains(path)
            }
            let slots = (0..<newCounts[n]).filter {
                let path = IndexPath(row: $0, section: n)
                return !inserted.contains(path) && !movedTo.contains(path)
            }
            guard survivors.count == slots.count else {
                let insertedHere = inserted.filter { $0.section == n }.count
                let deletedHere = deleted.filter { $0.section == o }.count
                let movedIn = moved.filter { $0.to.section == n }.count
                let movedOut = moved.filter { $0.from.section == o }.count
                let e = words.elements
                return .failure(Problem(message: "Invalid update: invalid number of \(e) in section \(n). The number of "
                    + "\(e) contained in an existing section after the update (\(newCounts[n])) must be equal to the number "
                    + "of \(e) contained in that section before the update (\(oldCounts[o])), plus or minus the number of "
                    + "\(e) inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus "
                    + "or minus the number of \(e) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved "
                    + "out)."))
            }
            for (r, s) in zip(survivors, slots) { mapping[IndexPath(row: r, section: o)] = IndexPath(row: s, section: n) }
        }
        return .success(mapping)
    }

    /// The first index the update names that does not exist — before the update for deletions, reloads and the sources
    /// of moves, after it for insertions and the destinations of moves — in the words of UIKit's exception.
    private func outOfRangeProblem(oldCounts: [Int], newCounts: [Int], words: Vocabulary) -> String? {
        let oldSections = oldCounts.count, newSections = newCounts.count
        let (one, many) = (words.element, words.elements)
        for section in deletedSections.union(reloadedSections).sorted() where section >= oldSections {
            let verb = deletedSections.contains(section) ? "delete" : "reload"
            return "attempt to \(verb) section \(section), but there are only \(oldSections) sections before the update"
        }
        for section in insertedSections.sorted() where section >= newSections {
            return "attempt to insert section \(section) but there are only \(newSections) sections after the update"
        }
        func existedBefore(_ path: IndexPath) -> Bool {
            oldCounts.indices.contains(path.section) && (0..<oldCounts[path.section]).contains(path.row)
        }
        func existsAfter(_ path: IndexPath) -> Bool {
            newCounts.indices.contains(path.section) && (0..<newCounts[path.section]).contains(path.row)
        }
        func before(_ section: Int) -> String {
            oldCounts.indices.contains(section) ? "which only contains \(oldCounts[section]) \(many)"
                : "but there are only \(oldSections) sections"
        }
        func after(_ section: Int) -> String {
            newCounts.indices.contains(section) ? "but there are only \(newCounts[section]) \(many) in section \(section)"
                : "but there are only \(newSections) sections"
        }
        for path in deleted.sorted() where !existedBefore(path) {
            return "attempt to delete \(one) \(path.row) from section \(path.section) \(before(path.section)) before the update"
        }
        for path in reloaded.sorted() where !existedBefore(path) {
            return "attempt to reload \(one) \(path.row) from section \(path.section) \(before(path.section)) before the update"
        }
        for path in inserted.sorted() where !existsAfter(path) {
            return "attempt to insert \(one) \(path.row) into section \(path.section), \(after(path.section)) after the update"
        }
        for move in moved {
            if !existedBefore(move.from) {
                return "attempt to move \(one) \(move.from.row) from section \(move.from.section) "
                    + "\(before(move.from.section)) before the update"
            }
            if !existsAfter(move.to) {
                return "attempt to move a \(one) to \(one) \(move.to.row) of section \(move.to.section), "
                    + "\(after(move.to.section)) after the update"
            }
        }
        return nil
    }
}
