/// A row's cells scattered into a table by symbol id, so that reading or changing a coefficient costs an array access
/// rather than a search, and gathered back into sorted cells once at the end (a sparse accumulator).
///
/// The long dual step (`SolverCore+LongStep.swift`) reads and changes the coefficients of its leaving row and of the
/// other dense rows hundreds of times, in rows of thousands of cells: each substitution made in place would search the
/// row and move its tail, each read would be a binary search. Scattered once, they cost a few array accesses each, and
/// each row is rewritten once, when the step ends.
struct ScatteredRow {
    /// The row's constant.
    private(set) var constant = 0.0
    /// By symbol id, while `stamp[id] == epoch`: the symbol's coefficient.
    private var values: [Double] = []
    private var stamp: [UInt32] = []
    private var epoch: UInt32 = 0
    /// The symbols with a coefficient: the row's own, in order, then those added since, as they came.
    private var symbols: [Symbol] = []
    /// How many of `symbols` came from the row (and are sorted).
    private var loaded = 0
    /// Whether anything has changed since `load`.
    private(set) var isChanged = false

    /// Scatters `row` into the table (sized for `symbolCount` symbols), forgetting what was there.
    mutating func load(_ row: Row, symbolCount: Int) {
        if stamp.count < symbolCount {
            let grown = Swift.max(symbolCount, 2 * stamp.count)
            stamp += repeatElement(0, count: grown - stamp.count)
            values += repeatElement(0, count: grown - values.count)
        }
        epoch &+= 1
        if epoch == 0 {
            for i in stamp.indices { stamp[i] = 0 }
            epoch = 1
        }
        constant = row.constant
        isChanged = false
        // Sized in one step and filled through raw buffers: a dense row has thousands of cells, and an append per cell
        // (a uniqueness and a capacity check each) cost as much as the scatter itself.
        symbols.removeAll(keepingCapacity: true)
        symbols.append(contentsOf: repeatElement(.invalid, count: row.cells.count))
        let epoch = self.epoch
        row.cells.withUnsafeBufferPointer { cells in
            stamp.withUnsafeMutableBufferPointer { stamp in
                values.withUnsafeMutableBufferPointer { values in
                    symbols.withUnsafeMutableBufferPointer { symbols in
                        for k in cells.indices {
                            let i = cells[k].symbol.index
                            stamp[i] = epoch
                            values[i] = cells[k].coefficient
                            symbols[k] = cells[k].symbol
                        }
                    }
                }
            }
        }
        loaded = symbols.count
    }

    /// The coefficient of `symbol` (0 if the row does not hold it).
    @inline(__always) func coefficient(of symbol: Symbol) -> Double {
        stamp[symbol.index] == epoch ? values[symbol.index] : 0
    }

    @inline(__always) mutating func add(_ amount: Double, to symbol: Symbol) {
        let i = symbol.index
        if stamp[i] != epoch {
            stamp[i] = epoch
            values[i] = 0
            symbols.append(symbol)
        }
        values[i] += amount
    }

    /// Replaces `symbol` by `definition`: the symbol goes, its coefficient times the definition comes.
    mutating func substitute(_ symbol: Symbol, with definition: Row) {
        let coefficient = self.coefficient(of: symbol)
        if coefficient == 0 { return }
        isChanged = true
        values[symbol.index] = 0
        constant += coefficient * definition.constant
        for cell in definition.cells { add(coefficient * cell.coefficient, to: cell.symbol) }
    }

    /// Gathers the table back into `row`'s cells, sorted by symbol; coefficients within epsilon of zero are dropped.
    /// The symbols new to the row are appended to `added`.
    mutating func gather(into row: inout Row, newSymbols added: inout [Symbol]) {
        row.constant = constant
        let fresh = symbols.count - loaded
        if fresh > 1 { symbols[loaded...].sort() }
        row.cells = symbols.withUnsafeBufferPointer { symbols in
            values.withUnsafeBufferPointer { values in
                [Cell](unsafeUninitializedCapacity: symbols.count) { out, count in
                    // Two sorted runs — the row's own symbols, then the new ones — merged.
                    var i = 0, j = loaded, w = 0
                    while i < loaded || j < symbols.count {
                        let takeOld = j == symbols.count || (i < loaded && symbols[i] < symbols[j])
                        let symbol = takeOld ? symbols[i] : symbols[j]
                        if takeOld { i += 1 } else { j += 1 }
                        let value = values[symbol.index]
                        guard !Row.nearZero(value) else { continue }
                        out.initializeElement(at: w, to: Cell(symbol: symbol, coefficient: value))
                        w += 1
                        if !takeOld { added.append(symbol) }
                    }
                    count = w
                }
            }
        }
    }
}
