/// Where a merge of rows puts the symbols it brings into the row it writes, for the occurrence lists to hear of them:
/// an array (phase one's artificial objective, the long dual step), or a buffer on the stack (`NewSymbolBuffer`).
protocol NewSymbolCollector {
    mutating func append(_ symbol: Symbol)
}

extension Array: NewSymbolCollector where Element == Symbol {}

/// The symbols new to a row that a substitution writes, in a buffer the caller allocates on the stack, with room for
/// every cell of the definition substituted (no more can be new).
///
/// Why: `SolverCore.substitute(_:with:inRow:)` substitutes a pivot's row into every row that holds its entering symbol,
/// and each substitution brings in several symbols. Collected in the solver's scratch array, the array was emptied first
/// (`removeAll(keepingCapacity:)`, a generic `replaceSubrange` call, ~80 instructions) and each symbol appended checked
/// its uniqueness and capacity: about a fifth of a substitution into a table cell's rows.
struct NewSymbolBuffer: NewSymbolCollector {
    let base: UnsafeMutablePointer<Symbol>
    /// The buffer's room; debug builds check every append against it (the bound is the merge's invariant, not checked
    /// in release builds, where this is a store and an add).
    let capacity: Int
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<Symbol>) {
        base = buffer.baseAddress!
        capacity = buffer.count
    }

    @inline(__always)
    mutating func append(_ symbol: Symbol) {
        assert(count < capacity, "a substitution brought in more symbols than its definition has cells")
        base[count] = symbol
        count += 1
    }

    /// The symbols collected.
    var symbols: UnsafeBufferPointer<Symbol> { UnsafeBufferPointer(start: base, count: count) }
}
