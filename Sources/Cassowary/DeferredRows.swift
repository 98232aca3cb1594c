/// The rows a long dual step leaves unwritten until it ends (`SolverCore+LongStep.swift`): its leaving row, and the
/// dense rows, which hold the same thousands of symbols and so would be rewritten by every flip. Each is scattered
/// (`ScatteredRow`) while the step reads and changes it, and gathered back into the tableau once, when the step ends.
///
/// The scattered rows are kept between steps (their tables grow with the symbol table, once), so a warm solver allocates
/// nothing here.
struct DeferredRows {
    /// The rows' slots; the leaving row's is first.
    private(set) var slots: [Int32] = []
    /// `rows[k]` is `slots[k]`'s row, scattered; entries past `slots.count` are spares from earlier steps.
    private var rows: [ScatteredRow] = []

    /// Forgets the rows of the last step.
    mutating func removeAll() { slots.removeAll(keepingCapacity: true) }

    /// Defers the row at `slot`, whose cells are `row`'s, in a tableau of `symbolCount` symbols.
    mutating func append(_ slot: Int32, _ row: Row, symbolCount: Int) {
        if rows.count == slots.count { rows.append(ScatteredRow()) }
        rows[slots.count].load(row, symbolCount: symbolCount)
        slots.append(slot)
    }

    /// The position of `slot` among the deferred rows, if it is one.
    @inline(__always) func position(of slot: Int32) -> Int? {
        for k in slots.indices where slots[k] == slot { return k }
        return nil
    }

    subscript(position: Int) -> ScatteredRow {
        get { rows[position] }
        _modify { yield &rows[position] }
    }
}
