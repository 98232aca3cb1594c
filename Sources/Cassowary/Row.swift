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
        let id = symbol.id
        return cells.withUnsafeBufferPointer { buffer in
            var low = 0, high = buffer.count
            while low < high {
                let mid = (low + high) >> 1
                let midID = buffer[mid].symbol.id
                if midID == id { return mid }
                if midID < id { low = mid + 1 } else { high = mid }
            }
            return -(low + 1)
        }
    }

    /// Always inlined, as `contains` is: a binary search of a few cells, asked in the inner loops of the ratio tests and
    /// of choosing a subject, where the call cost as much as the search.
    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        let p = position(of: symbol)
        return p >= 0 ? cells[p].coefficient : 0
    }

    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { position(of: symbol) >= 0 }

    var isFinite: Bool {
        guard constant.isFinite else { return false }
        return cells.withUnsafeBufferPointer { buffer in
            for cell in buffer where !cell.coefficient.isFinite { return false }
            return true
        }
    }

    /// Adds `coefficient · symbol`. Returns true when the symbol was not in the row before.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let p = position(of: symbol)
        if p >= 0 {
            let sum = cells[p].coefficient + coefficient
            if Row.nearZero(sum) { removeCell(at: p) } else { cells[p].coefficient = sum }
            return false
        }
        if Row.nearZero(coefficient) { return false }
        insert(Cell(symbol: symbol, coefficient: coefficient), at: -(p + 1))
        return true
    }

    /// `cells.insert(_:at:)` for the few cells of a row: append, then shift the tail by one. (The
    /// standard library's insert goes through `replaceSubrange`'s general path, several times slower
    /// on arrays this short.)
    @inline(__always)
    private mutating func insert(_ cell: Cell, at index: Int) {
        cells.append(cell)
        cells.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // `copyMemory` is a memmove (the ranges overlap), for a chain's long rows; a loop for short tails.
            let tail = buffer.count - 1 - index
            if tail > 8 {
                UnsafeMutableRawPointer(base + index + 1).copyMemory(from: base + index, byteCount: tail * MemoryLayout<Cell>.stride)
            } else {
                var k = buffer.count - 1
                while k > index {
                    base[k] = base[k - 1]
                    k -= 1
                }
            }
            base[index] = cell
        }
    }

    /// `cells.remove(at:)` without `replaceSubrange`: shift the tail down by one. Returns the cell removed.
    @inline(__always) @discardableResult
    mutating func removeCell(at index: Int) -> Cell {
        let removed = cells[index]
        cells.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let tail = buffer.count - 1 - index
            if tail > 8 {
                UnsafeMutableRawPointer(base + index).copyMemory(from: base + index + 1, byteCount: tail * MemoryLayout<Cell>.stride)
            } else {
                var k = index
                while k < buffer.count - 1 {
                    base[k] = base[k + 1]
                    k += 1
                }
            }
        }
        cells.removeLast()
        return removed
    }

    mutating func remove(_ symbol: Symbol) {
        let p = position(of: symbol)
        if p >= 0 { removeCell(at: p) }
    }

    /// Adds `factor · other`, merging the sorted cells. Symbols new to this row are appended to `added`.
    mutating func add<C: NewSymbolCollector>(_ other: Row, times factor: Double, newSymbols added: inout C) {
        merge(other, times: factor, tracking: true, newSymbols: &added)
    }

    mutating func add(_ other: Row, times factor: Double) {
        var ignored: [Symbol] = []
        merge(other, times: factor, tracking: false, newSymbols: &ignored)
    }

    /// `self += factor · other`; with `tracking`, symbols new to this row are appended to `added`.
    ///
    /// One or two cells, or up to four into a row eight times as long, go in one by one (a search and an insertion
    /// each; the sums are the same as the merge's, so the result does not depend on the path). Otherwise
    /// the two sorted lists are merged in place, from the back: one pass counts the symbols new to this row, the
    /// array grows by that many at its end (no allocation while the capacity lasts, and rows are created with room
    /// to spare), and a second pass fills it from the last position down, so that no cell is overwritten before it
    /// is read. Sums that cancel are not written; the gap they leave between the untouched front and the merged
    /// back is closed at the end. (Expanding a new constraint's row cancels often — `avatar.top - content.top`
    /// loses `content.top` — and a `removeAll(where:)` pass after the merge cost as much as the merge.)
    @inline(__always)
    private mutating func merge<C: NewSymbolCollector>(_ other: Row, times factor: Double, tracking: Bool,
                                                          newSymbols added: inout C) {
        constant += other.constant * factor
        let m = other.cells.count
        if m == 0 { return }
        let n = cells.count
        if n + m <= Row.shortMerge && !Row.insertsFew(m, into: n) {
            mergeShort(other, times: factor, skipping: -1, tracking: tracking, newSymbols: &added)
            return
        }
        if m <= 2 || Row.insertsFew(m, into: n) {
            // A few cells into a long row (a chain's rows grow long): a search and an insertion (a memmove) per cell
            // beats walking the long row — for a few cells only, since each insertion moves the row's tail. One or two
            // cells go in this way into any row: the usual definition a new constraint's row is expanded by
            // (`x = y + 12 - d`) is that short, and the merge's two passes cost more than two searches (-0.7% Ir/cell).
            for cell in other.cells where add(cell.symbol, cell.coefficient * factor) && tracking {
                added.append(cell.symbol)
            }
            return
        }
        if m >= Row.longMerge {
            // A long row coming in (a dense row's definition): one forward pass into a new buffer, in place of counting,
            // growing, merging from the back and compacting what cancelled — four passes over the long row.
            cells = mergedIntoNewBuffer(other, times: factor, tracking: tracking, newSymbols: &added)
            return
        }
        let fresh = other.cells.withUnsafeBufferPointer { b in
            cells.withUnsafeBufferPointer { a in
                var i = 0, j = 0, count = 0
                while j < m {
                    if i == n { count += m - j; break }
                    let ai = a[i].symbol.id, bj = b[j].symbol.id
                    if ai < bj { i += 1 } else if bj < ai { count += 1; j += 1 } else { i += 1; j += 1 }
                }
                return count
            }
        }
        if fresh > 0 {
            if cells.capacity < n + fresh { cells.reserveCapacity(Swift.max(n + fresh, 2 * n)) }
            for _ in 0..<fresh { cells.append(Cell(symbol: .invalid, coefficient: 0)) }
        }
        let gap = other.cells.withUnsafeBufferPointer { b in
            cells.withUnsafeMutableBufferPointer { a in
                var i = n - 1, j = m - 1, w = n + fresh - 1
                while j >= 0 {
                    if i >= 0 && a[i].symbol.id > b[j].symbol.id {
                        a[w] = a[i]; i -= 1; w -= 1
                    } else if i >= 0 && a[i].symbol.id == b[j].symbol.id {
                        let c = a[i].coefficient + b[j].coefficient * factor
                        if !Row.nearZero(c) { a[w] = Cell(symbol: a[i].symbol, coefficient: c); w -= 1 }
                        i -= 1; j -= 1
                    } else {
                        let c = b[j].coefficient * factor
                        if !Row.nearZero(c) {
                            a[w] = Cell(symbol: b[j].symbol, coefficient: c); w -= 1
                            if tracking { added.append(b[j].symbol) }
                        }
                        j -= 1
                    }
                }
                // Cells up to `i` are untouched and in place; the merged ones start at `w + 1`. Close the gap.
                let gap = w - i
                if gap > 0 {
                    var k = w + 1
                    while k < a.count { a[k - gap] = a[k]; k += 1 }
                }
                return gap
            }
        }
        if gap > 0 { cells.removeLast(gap) }
    }

    /// Rows this long are merged into a new buffer (`mergedIntoNewBuffer`).
    static let longMerge = 64

    /// Whether `m` cells go into a row of `n` one by one (a search and an insertion each, a memmove of the row's tail)
    /// rather than by a merge, which copies the whole row: a few cells into a row eight times as long.
    @inline(__always)
    static func insertsFew(_ m: Int, into n: Int) -> Bool { m <= 4 && m * 8 <= n }

    /// Merges whose two rows hold this many cells at most go through `mergeShort` (1 KiB of cells on the stack), unless
    /// a few cells go into a long row (`insertsFew`).
    static let shortMerge = 64

    /// `cells` merged with `factor · other.cells`, leaving out the cell at `skip` (or none: -1), in one forward pass into a
    /// buffer on the stack, copied back; sums that cancel are dropped and, with `tracking`, symbols new to this row are
    /// appended to `added`. The constant is the caller's.
    ///
    /// Why: the rows of a layout are short, and most merges are a definition of one to four cells going into a row of
    /// a few more (every expansion of a new constraint's row, every substitution of a pivot). For those, a search and an
    /// insertion per cell, or counting, growing, merging from the back and closing the gap, cost several times the merge
    /// itself (one cell per solver: `Row.add` took ~380 instructions per definition substituted). The sums are the same
    /// expressions as the other paths' (`a + b · factor`), so the result does not depend on the path.
    @inline(__always)
    private mutating func mergeShort<C: NewSymbolCollector>(_ other: Row, times factor: Double, skipping skip: Int,
                                                            tracking: Bool, newSymbols added: inout C) {
        let n = cells.count, m = other.cells.count
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: n + m) { out in
            let w = cells.withUnsafeBufferPointer { a in
                other.cells.withUnsafeBufferPointer { b in
                    Row.merge(a, skipping: skip, b, times: factor, into: out, tracking: tracking, newSymbols: &added)
                }
            }
            setCells(from: out.baseAddress!, count: w)
        }
    }

    /// Makes the cells the `count` at `source` (a merge's result, sorted): the row takes the new length — rows are created
    /// with room to spare, so this rarely reallocates — then the cells, copied over its own.
    ///
    /// A row that grows by several cells (a pivot's row substituted into another brings in half a dozen symbols) takes its
    /// own length's worth over its cells and the rest appended at once: placeholders appended one by one checked the
    /// array's uniqueness and capacity each.
    @inline(__always)
    mutating func setCells(from source: UnsafePointer<Cell>, count: Int) {
        let old = cells.count
        if count - old >= Row.bulkGrowth {
            if old > 0 { cells.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: source, count: old) } }
            cells.append(contentsOf: UnsafeBufferPointer(start: source + old, count: count - old))
            return
        }
        setCellCount(count)
        if count > 0 {
            cells.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: source, count: count) }
        }
    }

    /// How many cells a row must gain for `setCells` to append them at once (one call, ~60 instructions) rather than one by
    /// one (~20 each).
    static let bulkGrowth = 4

    /// Makes the row hold `count` cells, for the caller to write them all: placeholders appended, or cells taken off the
    /// end.
    @inline(__always)
    mutating func setCellCount(_ count: Int) {
        let old = cells.count
        if count > old {
            if cells.capacity < count { cells.reserveCapacity(Swift.max(count, 2 * old)) }
            for _ in old..<count { cells.append(Cell(symbol: .invalid, coefficient: 0)) }
        } else {
            for _ in count..<old { cells.removeLast() }
        }
    }

    /// Replaces the cell at `p` by `definition` (the row of that cell's symbol) times the cell's coefficient: the
    /// removal and the merge in one pass for short rows (`mergeShort`). With `tracking`, symbols new to this row are
    /// appended to `added`.
    @inline(__always)
    mutating func replaceCell<C: NewSymbolCollector>(at p: Int, with definition: Row, tracking: Bool,
                                                     newSymbols added: inout C) {
        let factor = cells[p].coefficient
        if cells.count + definition.cells.count <= Row.shortMerge + 1
            && !Row.insertsFew(definition.cells.count, into: cells.count - 1) {
            constant += definition.constant * factor
            mergeShort(definition, times: factor, skipping: p, tracking: tracking, newSymbols: &added)
        } else {
            removeCell(at: p)
            merge(definition, times: factor, tracking: tracking, newSymbols: &added)
        }
    }

    /// `cells` merged with `factor · other.cells` into a new array, sums that cancel dropped; with `tracking`, the
    /// symbols new to this row are appended to `added`.
    private func mergedIntoNewBuffer<C: NewSymbolCollector>(_ other: Row, times factor: Double, tracking: Bool,
                                                            newSymbols added: inout C) -> [Cell] {
        cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                [Cell](unsafeUninitializedCapacity: a.count + b.count) { out, count in
                    count = Row.merge(a, skipping: -1, b, times: factor, into: out, tracking: tracking, newSymbols: &added)
                }
            }
        }
    }

    /// Writes into `out` the sorted cells `a` (less the one at position `skip`, if any) merged with `factor · b`, sums
    /// that cancel dropped, and returns how many it wrote (`out` must have room for both); with `tracking`, the symbols
    /// `b` brings in are appended to `added`. The one merge loop of the forward merges (`mergeShort`,
    /// `mergedIntoNewBuffer`, and `SolverCore.expandShort`'s substitutions): each sum is `a + b · factor`, as in every
    /// other path, so results do not depend on the path.
    @inline(__always)
    static func merge<C: NewSymbolCollector>(_ a: UnsafeBufferPointer<Cell>, skipping skip: Int,
                                             _ b: UnsafeBufferPointer<Cell>, times factor: Double,
                                             into out: UnsafeMutableBufferPointer<Cell>, tracking: Bool,
                                             newSymbols added: inout C) -> Int {
        let n = a.count, m = b.count
        var i = 0, j = 0, w = 0
        func take(_ cell: Cell) {
            let c = cell.coefficient * factor
            guard !Row.nearZero(c) else { return }
            out.initializeElement(at: w, to: Cell(symbol: cell.symbol, coefficient: c))
            w += 1
            if tracking { added.append(cell.symbol) }
        }
        while true {
            if i == skip { i += 1 }
            if i == n || j == m { break }
            let ai = a[i].symbol.id, bj = b[j].symbol.id
            if ai < bj {
                out.initializeElement(at: w, to: a[i]); w += 1; i += 1
            } else if bj < ai {
                take(b[j])
                j += 1
            } else {
                let c = a[i].coefficient + b[j].coefficient * factor
                if !Row.nearZero(c) {
                    out.initializeElement(at: w, to: Cell(symbol: a[i].symbol, coefficient: c)); w += 1
                }
                i += 1; j += 1
            }
        }
        while i < n {
            if i != skip { out.initializeElement(at: w, to: a[i]); w += 1 }
            i += 1
        }
        while j < m {
            take(b[j])
            j += 1
        }
        return w
    }


    mutating func reverseSign() {
        constant = -constant
        for k in cells.indices { cells[k].coefficient = -cells[k].coefficient }
    }

    /// Solves `0 = row` for `symbol`: afterwards `symbol = row` (the symbol leaves the cells).
    ///
    /// The symbol's cell is taken out and the others scaled in one pass through the buffer (the same products as scaling
    /// after the removal).
    mutating func solve(for symbol: Symbol) {
        let p = position(of: symbol)
        guard p >= 0 else { return }
        let factor = -1 / cells[p].coefficient
        constant *= factor
        cells.withUnsafeMutableBufferPointer { buffer in
            var k = 0
            while k < p {
                buffer[k].coefficient *= factor
                k += 1
            }
            while k + 1 < buffer.count {
                buffer[k] = Cell(symbol: buffer[k + 1].symbol, coefficient: buffer[k + 1].coefficient * factor)
                k += 1
            }
        }
        cells.removeLast()
    }

    /// For a row `lhs = row`, re-solves it for `rhs`, which must be in the row: afterwards `rhs = row'`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by its definition `definition` (a row whose basic symbol is `symbol`).
    /// Returns false when the symbol was not in this row.
    @discardableResult
    mutating func substitute<C: NewSymbolCollector>(_ symbol: Symbol, with definition: Row, newSymbols added: inout C) -> Bool {
        let p = position(of: symbol)
        guard p >= 0 else { return false }
        replaceCell(at: p, with: definition, tracking: true, newSymbols: &added)
        return true
    }

    /// The same, without noting the symbols new to this row (for a row no occurrence list tracks: a dense one).
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with definition: Row) -> Bool {
        let p = position(of: symbol)
        guard p >= 0 else { return false }
        var ignored: [Symbol] = []
        replaceCell(at: p, with: definition, tracking: false, newSymbols: &ignored)
        return true
    }
}
