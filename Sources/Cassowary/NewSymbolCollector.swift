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
    private(set) var count = 0

    init(_ base: UnsafeMutablePointer<Symbol>) { self.base = base }

    @inline(__always)
    mutating func append(_ symbol: Symbol) {
        base[count] = symbol
        count += 1
    }

    /// The symbols collected.
    var symbols: UnsafeBufferPointer<Symbol> { UnsafeBufferPointer(start: base, count: count) }
}
