/// Dense rows: the few long rows whose slots the occurrence lists leave out.
///
/// The occurrence lists (`SymbolInfo.occurrences`) let a step visit only the rows that hold a symbol. A row that
/// holds hundreds of symbols breaks that bargain: in a chain squeezed by its container, every dual pivot solves the
/// container's row (one cell per view) for a view's error and substitutes it into that view's own short row, which
/// then holds every view's symbols — until the next pivot cancels them again. Noting the row in hundreds of lists,
/// and later finding those entries stale, cost more than the arithmetic of the pivot.
///
/// So a row that reaches `denseLength` cells (64) is marked dense instead: its slot is kept in `denseSlots`, the lists of
/// the symbols it gains do not hear of it, and `rows(containing:)` checks the dense rows directly (a binary search in
/// each). Once it is down to `sparseLength` cells (16) it is noted in its symbols' lists again and unmarked. At most
/// `maxDenseRows` rows are dense at a time, so a lookup checks a bounded number of them.
///
/// What stays true: every row that holds a symbol is either in the symbol's list or marked dense. A mark may
/// outlive a row's length (a rolled-back row, a reused slot): that costs a check per lookup, never a missed row.
extension SolverCore {
    static let maxDenseRows = 16
    /// A dense row is noted in its symbols' lists again once it is down to a quarter of `denseLength`.
    var sparseLength: Int { Swift.max(1, denseLength / 4) }

    @inline(__always)
    func isDense(_ slot: Int32) -> Bool {
        Int(slot) < denseMarks.count && denseMarks[Int(slot)]
    }

    /// Marks the row at `slot` dense if it has grown long enough and there is room; true when it is dense now.
    mutating func markDenseIfLong(_ slot: Int32) -> Bool {
        if isDense(slot) { return true }
        guard rows[Int(slot)].cells.count >= denseLength, denseSlots.count < SolverCore.maxDenseRows else {
            return false
        }
        if denseMarks.count <= Int(slot) { denseMarks.append(contentsOf: repeatElement(false, count: Int(slot) + 1 - denseMarks.count)) }
        denseMarks[Int(slot)] = true
        denseSlots.append(slot)
        return true
    }

    /// Unmarks the row at `slot` once it is short again, noting it in its symbols' occurrence lists.
    mutating func unmarkDenseIfShort(_ slot: Int32) {
        guard isDense(slot), rows[Int(slot)].cells.count <= sparseLength else { return }
        unmarkDense(slot)
        noteOccurrences(ofRowAt: slot)
    }

    /// Forgets the mark of `slot` (its row is going away, or is about to be noted in full).
    mutating func unmarkDense(_ slot: Int32) {
        guard isDense(slot) else { return }
        denseMarks[Int(slot)] = false
        if let i = denseSlots.firstIndex(of: slot) { denseSlots.remove(at: i) }
    }

    /// Appends to `result` the dense rows that hold `symbol` and that the walk (`visited`) has not seen.
    func appendDenseRows(containing symbol: Symbol, to result: inout OccurrenceList) {
        for slot in denseSlots where isUnvisitedDenseRow(slot, holding: symbol) { result.append(slot) }
    }

    /// Whether a dense row that the walk (`visited`) has not seen holds `symbol`: `appendDenseRows` would append one.
    /// Always inlined: non-mutating and called out of line from a mutating method, it would be handed a copy of the
    /// solver state.
    @inline(__always)
    func anyDenseRow(holds symbol: Symbol) -> Bool {
        for slot in denseSlots where isUnvisitedDenseRow(slot, holding: symbol) { return true }
        return false
    }

    @inline(__always)
    private func isUnvisitedDenseRow(_ slot: Int32, holding symbol: Symbol) -> Bool {
        Int(slot) < rows.count && !visited.contains(Int(slot)) && row(at: slot, holds: symbol)
    }
}
