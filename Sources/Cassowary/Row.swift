/// One cell of a row: a symbol and its coefficient.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A sparse linear row of the tableau: `basic = constant + Σ coefficient · symbol`.
///
/// Cells are kept sorted by symbol id: rows are short in UI systems (two to a dozen cells), so a
/// sorted array beats a hash map on both speed and memory, and merging two rows is a linear walk.
/// Coefficients that come within `Row.epsilon` of zero are dropped, which keeps rows short and
/// stops round-off from growing phantom dependencies.
struct Row {
    var constant: Double
    var cells: [Cell]
    /// The symbol this row defines; `.invalid` for objective rows, rows being built and free slots.
    var basic: Symbol = .invalid

    static let epsilon = 1e-8

    init(constant: Double = 0, cells: [Cell] = [], basic: Symbol = .invalid) {
        self.constant = constant
        self.cells = cells
        self.basic = basic
    }

    @inline(__always) static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The position of `symbol` in `cells`, or where it would be inserted (as a negative `-(slot+1)`).
    @inline(__always)
    func position(of symbol: Symbol) -> Int {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let id = cells[mid].symbol.id
            if id == symbol.id { return mid }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return -(low + 1)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let p = position(of: symbol)
        return p >= 0 ? cells[p].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol) >= 0 }

    var isFinite: Bool { constant.isFinite && cells.allSatisfy { $0.coefficient.isFinite } }

    /// Adds `coefficient · symbol`. Returns true when the symbol was not in the row before.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let p = position(of: symbol)
        if p >= 0 {
            let sum = cells[p].coefficient + coefficient
            if Row.nearZero(sum) { cells.remove(at: p) } else { cells[p].coefficient = sum }
            return false
        }
        if Row.nearZero(coefficient) { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(p + 1))
        return true
    }

    mutating func remove(_ symbol: Symbol) {
        let p = position(of: symbol)
        if p >= 0 { cells.remove(at: p) }
    }

    /// Adds `factor · other`, merging the sorted cells. Symbols new to this row are appended to `added`.
    mutating func add(_ other: Row, times factor: Double, newSymbols added: inout [Symbol]) {
        merge(other, times: factor, tracking: true, newSymbols: &added)
    }

    mutating func add(_ other: Row, times factor: Double) {
        var ignored: [Symbol] = []
        merge(other, times: factor, tracking: false, newSymbols: &ignored)
    }

    /// `self += factor · other`; with `tracking`, symbols new to this row are appended to `added`.
    @inline(__always)
    private mutating func merge(_ other: Row, times factor: Double, tracking: Bool, newSymbols added: inout [Symbol]) {
        constant += other.constant * factor
        if other.cells.isEmpty { return }
        if other.cells.count <= 4 || other.cells.count * 8 <= cells.count {
            // A short row merges faster in place (search and insert) than by rebuilding this one.
            for cell in other.cells where add(cell.symbol, cell.coefficient * factor) && tracking {
                added.append(cell.symbol)
            }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0, j = 0
        let a = cells, b = other.cells
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol.id < b[j].symbol.id) {
                merged.append(a[i]); i += 1
            } else if i == a.count || b[j].symbol.id < a[i].symbol.id {
                let c = b[j].coefficient * factor
                if !Row.nearZero(c) {
                    merged.append(Cell(symbol: b[j].symbol, coefficient: c))
                    if tracking { added.append(b[j].symbol) }
                }
                j += 1
            } else {
                let c = a[i].coefficient + b[j].coefficient * factor
                if !Row.nearZero(c) { merged.append(Cell(symbol: a[i].symbol, coefficient: c)) }
                i += 1; j += 1
            }
        }
        cells = merged
    }

    mutating func reverseSign() {
        constant = -constant
        for k in cells.indices { cells[k].coefficient = -cells[k].coefficient }
    }

    /// Solves `0 = row` for `symbol`: afterwards `symbol = row` (the symbol leaves the cells).
    mutating func solve(for symbol: Symbol) {
        let p = position(of: symbol)
        guard p >= 0 else { return }
        let factor = -1 / cells[p].coefficient
        cells.remove(at: p)
        constant *= factor
        for k in cells.indices { cells[k].coefficient *= factor }
    }

    /// For a row `lhs = row`, re-solves it for `rhs`, which must be in the row: afterwards `rhs = row'`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by its definition `definition` (a row whose basic symbol is `symbol`).
    /// Returns false when the symbol was not in this row.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with definition: Row, newSymbols added: inout [Symbol]) -> Bool {
        let p = position(of: symbol)
        guard p >= 0 else { return false }
        let factor = cells[p].coefficient
        cells.remove(at: p)
        add(definition, times: factor, newSymbols: &added)
        return true
    }
}
