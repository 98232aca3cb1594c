/// Definitions: the rows of user variables, kept as written instead of in basic form.
///
/// In the classic tableau every row is expressed in parametric (non-basic) symbols only, so a basic
/// variable's row is its whole expansion. In a chain of views, `leading[i] = leading[i-1] + width[i-1] + 8`
/// expands to every width before it: the rows grow dense, each pivot rewrites all of them, and a chain of
/// N views costs N² per edit. Kiwi and every port of it pay that.
///
/// But the simplex never needs those rows. Cassowary's own paper splits the tableau into the rows of
/// unrestricted symbols (user variables) and the rest: optimisation, both ratio tests and feasibility
/// involve restricted rows only, and the unrestricted rows just give the variables their values
/// afterwards. So a row whose basic symbol is a user variable is a **definition**: an equation
/// `x = constant + Σ c·s` that may name any symbols — parametric ones, other defined variables, basic
/// slacks and errors — and is left as it is when those symbols pivot. Only the restricted rows (the
/// **tableau rows**) and the objective are kept in parametric symbols, as the simplex needs them.
///
/// What keeps this exact:
/// - Definitions never form a cycle. A new definition takes as subject a variable no definition mentions
///   (`definableSubject`), or is written in parametric symbols only (which have no definitions); solving an
///   existing definition of `x` into a row that mentions `x` only shortens paths that were already there.
/// - A basic symbol's row is never dropped while a definition mentions the symbol: its row is first
///   substituted into those definitions (`substituteIntoDefinitions`), so their expansions do not change.
/// - Whatever needs a row in parametric symbols (a new tableau row, a defined variable entering the
///   objective's rows) gets the definition's expansion (`expanded`), computed once, in topological order.
/// - Values are read by evaluating the definitions in dependency order (`updateVariables`).
extension SolverCore {
    /// Whether the row at `slot` is a definition (its basic symbol is a user variable).
    @inline(__always)
    func isDefinition(_ slot: Int32) -> Bool {
        symbols[rows[Int(slot)].basic.index].kind == .external
    }

    /// A user variable the new row can define as written, without expanding it: parametric (it has no
    /// definition yet) and mentioned by no definition, so the new definition cannot close a cycle and the
    /// variable's coefficient in the row is its coefficient in the row's expansion. Fewest occurrences first.
    ///
    /// The row is taken `inout` (it is not changed) and read by index: passed by value from `addRow`, its cells were
    /// retained and released around the call. Always inlined into `addRow`, its one caller (see `chooseSubject`).
    @inline(__always)
    mutating func definableSubject(_ row: inout Row) -> Symbol {
        var best = Symbol.invalid, bestCount = Int.max
        for k in row.cells.indices {
            let cell = row.cells[k]
            let i = cell.symbol.index
            guard symbols[i].kind == .external, symbols[i].slot < 0 else { continue }
            let count = symbols[i].occurrences.count
            guard count < bestCount, (count == 0 && denseSlots.isEmpty) || !isMentionedByDefinition(cell.symbol) else { continue }
            best = cell.symbol
            bestCount = count
        }
        return best
    }

    /// Whether a definition names `symbol` (a read-only walk of its occurrence list, stale entries skipped, and of the
    /// dense rows). Mutating (it changes nothing) so that `definableSubject` hands it the state by reference: non-mutating
    /// and out of line, it was handed a copy of the whole solver state as its `self` (inlined, `definableSubject` took more
    /// instructions).
    mutating func isMentionedByDefinition(_ symbol: Symbol) -> Bool {
        for slot in symbols[symbol.index].occurrences where row(at: slot, holds: symbol) && isDefinition(slot) { return true }
        for slot in denseSlots where row(at: slot, holds: symbol) && isDefinition(slot) { return true }
        return false
    }

    /// Whether neither a row nor the objective holds `subject`, so that making it basic with a definition changes
    /// nothing else (and cannot fail); otherwise `substituteDefinition` does. The usual case, a variable new to the solver
    /// (most of a self-sizing cell's 29 definitions): no row can hold it, so there is nothing to substitute into unless the
    /// objective prices it (`rows(containing:)` would hand back an empty list, made and destroyed for nothing).
    ///
    /// Always inlined: out of line, the call cost more than the test.
    @inline(__always)
    func isHeldNowhere(_ subject: Symbol) -> Bool {
        symbols[subject.index].occurrences.isEmpty && denseSlots.isEmpty && objective.costSign(of: subject) == 0
    }

    /// Makes `subject` basic with `definition` (a definition row, as written), substituting its expansion
    /// into the tableau rows and the objective that hold it as a parametric symbol: for a subject they may hold
    /// (`isHeldNowhere` is false).
    mutating func substituteDefinition(of subject: Symbol, with definition: Row) throws {
        let holders = rows(containing: subject)
        var needed = objective.costSign(of: subject) != 0
        if !needed { for slot in holders where !isDefinition(slot) { needed = true; break } }
        guard needed else { return }
        var expansion = expanded(definition)
        expansion.basic = subject
        try substitute(subject, with: expansion)
    }

    /// `row` in parametric symbols only: every basic symbol it mentions replaced by its row, recursively.
    ///
    /// Most rows name a few basic symbols whose rows are parametric, or nearly: substituting them one at a
    /// time, as the classic tableau's `createRow` did, is cheapest. The outermost definition goes first (highest
    /// rank), so that what cancels cancels before its own definitions are expanded: in a list of linked cells,
    /// `avatar.top - content.top` is 12 whatever long line of cells above defines `content.top`. Past a handful
    /// of substitutions (a long line of definitions that does not cancel, such as a chain's), the rows are
    /// expanded in topological order instead, so that each definition is expanded once however many paths
    /// lead to it.
    mutating func expanded(_ row: Row) -> Row {
        var result = row
        _ = expand(&result)
        return result
    }

    /// `expanded`, in place: a new constraint's row is created with room for its expansion.
    ///
    /// Returns whether the expanded row is finite when `expandShort` made the whole expansion (it finds out as it writes the
    /// cells, so that `addRow` need not read the row again), nil otherwise: a row with nothing to expand, or one expanded
    /// past `expandShort`.
    mutating func expand(_ row: inout Row) -> Bool? {
        guard var p = outermostBasicCell(row) else { return nil }
        var substitutions = 0
        if row.cells.count <= SolverCore.shortExpansion {
            var finite = false
            guard let next = expandShort(&row, from: p, substitutions: &substitutions, finite: &finite) else { return finite }
            p = next
        }
        while true {
            substitutions += 1
            if substitutions > 16 {
                row = expandedInTopologicalOrder(row)
                return nil
            }
            var ignored: [Symbol] = []
            row.replaceCell(at: p, with: rows[Int(symbols[row.cells[p].symbol.index].slot)], tracking: false,
                            newSymbols: &ignored)
            guard let next = outermostBasicCell(row) else { return nil }
            p = next
        }
    }

    /// The longest row `expandShort` works on (cells, before and after each substitution): its two buffers take 1 KiB of
    /// stack, the most `withUnsafeTemporaryAllocation` takes from the stack without asking.
    static let shortExpansion = 32

    /// `expand`'s substitutions, for as long as the row stays short (`shortExpansion` cells) and there are at most 16 of
    /// them, done on coefficients accumulated by symbol id (`scratch`): each substitution takes the basic symbol's cell
    /// out and adds its definition, scaled by the cell's coefficient, to the coefficients of the definition's symbols,
    /// then picks the next basic symbol among those the row holds (`outermostListedBasic`); the row takes the result,
    /// sorted, once. Returns the position of the basic symbol still to be substituted, if any, for `expand` to go on
    /// with (a long row, or the topological expansion past 16).
    ///
    /// Why: each substitution costs what the definition holds (a few cells), not what the row holds. Merging the
    /// definition into the row, as the other paths do, copied every cell of the row at every substitution, and found the
    /// next basic symbol by reading every cell's symbol record — though the row is most of what it was before (a
    /// self-sizing cell expands 16 rows of up to 27 cells by 71 definitions). The sums are the same expressions in the
    /// same order as the merge's (`a + b · factor` for a symbol the row holds, `b · factor` for one it does not, dropped
    /// near zero), and the substitutions come in the same order (highest rank first, then lowest symbol, as
    /// `outermostBasicCell` picks them from a sorted row), so the expansion is the same whichever path makes it.
    ///
    /// `finite`: whether the row it writes is finite (`Row.isFinite`), found out as its cells are written.
    private mutating func expandShort(_ row: inout Row, from start: Int, substitutions: inout Int, finite: inout Bool) -> Int? {
        let epoch = nextScratchEpoch()
        let room = SolverCore.expansionListLength
        let next = withUnsafeTemporaryAllocation(of: Symbol.self, capacity: 2 * room) { buffer -> Symbol? in
            // `listed`: every symbol the row has held during the expansion, once each (stamped `seen`; its coefficient is
            // `value`, zero once it has left the row); `basics`: those of them that are basic, as they came.
            let listed = buffer.baseAddress!, basics = listed + room
            var listedCount = 0, basicCount = 0, n = row.cells.count
            var constant = row.constant
            var next: Symbol? = row.cells[start].symbol
            scratch.withUnsafeMutableBufferPointer { scratch in
                symbols.withUnsafeBufferPointer { symbols in
                    rows.withUnsafeBufferPointer { rows in
                        for cell in row.cells {
                            let i = cell.symbol.index
                            scratch[i].seen = epoch
                            scratch[i].value = cell.coefficient
                            listed[listedCount] = cell.symbol
                            listedCount += 1
                            if symbols[i].slot >= 0 { basics[basicCount] = cell.symbol; basicCount += 1 }
                        }
                        while let q = next, substitutions < 16 {
                            let slot = Int(symbols[q.index].slot)
                            let m = rows[slot].cells.count
                            if n - 1 + m > SolverCore.shortExpansion || listedCount + m > room || basicCount + m > room { break }
                            substitutions += 1
                            let factor = scratch[q.index].value
                            constant += rows[slot].constant * factor
                            scratch[q.index].value = 0
                            n -= 1
                            rows[slot].cells.withUnsafeBufferPointer { cells in
                                for cell in cells {
                                    let i = cell.symbol.index
                                    if scratch[i].seen == epoch && scratch[i].value != 0 {
                                        let c = scratch[i].value + cell.coefficient * factor
                                        if Row.nearZero(c) {
                                            scratch[i].value = 0
                                            n -= 1
                                        } else {
                                            scratch[i].value = c
                                        }
                                        continue
                                    }
                                    let c = cell.coefficient * factor
                                    guard !Row.nearZero(c) else { continue }
                                    if scratch[i].seen != epoch {
                                        scratch[i].seen = epoch
                                        listed[listedCount] = cell.symbol
                                        listedCount += 1
                                    }
                                    scratch[i].value = c
                                    n += 1
                                    if symbols[i].slot >= 0 { basics[basicCount] = cell.symbol; basicCount += 1 }
                                }
                            }
                            next = SolverCore.outermostListedBasic(basics, &basicCount, scratch, symbols)
                        }
                    }
                }
            }
            row.constant = constant
            let cellsFinite = writeListedCells(UnsafeMutableBufferPointer(start: listed, count: listedCount), into: &row)
            finite = cellsFinite && constant.isFinite
            return next
        }
        guard let next else { return nil }
        return row.position(of: next)
    }

    /// How many symbols `expandShort` lists (those the row has held, and apart, the basic ones among them) before it
    /// leaves the rest of the expansion to `expand`.
    static let expansionListLength = 64

    /// The symbol `outermostBasicCell` would pick from the row `expandShort` accumulates: of the `basics` the row still
    /// holds (a coefficient in `scratch`), the one of highest rank, then lowest number. Those it no longer holds are
    /// dropped from the list on the way (the order of the list does not matter), so that it stays as short as the row's
    /// basic symbols are few.
    @inline(__always)
    private static func outermostListedBasic(_ basics: UnsafeMutablePointer<Symbol>, _ count: inout Int,
                                             _ scratch: UnsafeMutableBufferPointer<SymbolScratch>,
                                             _ symbols: UnsafeBufferPointer<SymbolInfo>) -> Symbol? {
        var best: Symbol?, bestRank: Int32 = -1, kept = 0
        for k in 0..<count {
            let symbol = basics[k]
            guard scratch[symbol.index].value != 0 else { continue }
            basics[kept] = symbol
            kept += 1
            let rank = symbols[symbol.index].rank
            if let current = best, rank < bestRank || (rank == bestRank && !(symbol < current)) { continue }
            best = symbol
            bestRank = rank
        }
        count = kept
        return best
    }

    /// Makes the symbols among `listed` that still have a coefficient in `scratch` the row's cells, sorted by symbol (an
    /// insertion sort: the row's own cells come sorted, and each substitution adds a few).
    ///
    /// The symbols are sorted alone (4 bytes moved per step of the sort, not a 16-byte cell), in place at the front of
    /// `listed` (each one kept goes at or before the position it is read from, so none is overwritten before it is read;
    /// `expandShort` has no further use for the list), then the cells are written into the row's own buffer from them and
    /// their coefficients (no copy through a buffer on the stack).
    ///
    /// Returns whether every coefficient written is finite: `x · 0` is zero for a finite `x` and NaN for an infinite or
    /// NaN one, so their sum is zero exactly when all are finite — two arithmetic instructions a cell in the loop that
    /// writes them, rather than a second pass over the row (`Row.isFinite`).
    private mutating func writeListedCells(_ listed: UnsafeMutableBufferPointer<Symbol>, into row: inout Row) -> Bool {
        var w = 0
        scratch.withUnsafeBufferPointer { scratch in
            for r in listed.indices {
                let symbol = listed[r]
                guard scratch[symbol.index].value != 0 else { continue }
                var k = w
                while k > 0 && listed[k - 1].id > symbol.id {
                    listed[k] = listed[k - 1]
                    k -= 1
                }
                listed[k] = symbol
                w += 1
            }
        }
        row.setCellCount(w)
        let count = w
        var poison = 0.0
        row.cells.withUnsafeMutableBufferPointer { cells in
            scratch.withUnsafeBufferPointer { scratch in
                for j in 0..<count {
                    let symbol = listed[j]
                    let coefficient = scratch[symbol.index].value
                    poison += coefficient * 0
                    cells[j] = Cell(symbol: symbol, coefficient: coefficient)
                }
            }
        }
        return poison == 0
    }

    /// The position of the basic symbol of highest rank in `row` (the first among equals), if any.
    @inline(__always)
    private func outermostBasicCell(_ row: Row) -> Int? {
        row.cells.withUnsafeBufferPointer { outermostBasicCell(in: $0) }
    }

    /// The same among `cells`.
    @inline(__always)
    private func outermostBasicCell(in cells: UnsafeBufferPointer<Cell>) -> Int? {
        var best: Int?, bestRank: Int32 = -1
        for k in cells.indices {
            let i = cells[k].symbol.index
            if symbols[i].slot >= 0 && symbols[i].rank > bestRank { best = k; bestRank = symbols[i].rank }
        }
        return best
    }

    /// 1 + the highest rank among the definitions `row` names (see `SymbolInfo.rank`).
    ///
    /// Always inlined: called out of line from `addRow` (mutating), it was handed a copy of the whole solver state as its
    /// `self`, a 578-byte memcpy per definition made as written.
    @inline(__always)
    func rank(of row: Row) -> Int32 {
        var rank: Int32 = 0
        for cell in row.cells {
            let i = cell.symbol.index
            if symbols[i].slot >= 0 && symbols[i].kind == .external { rank = Swift.max(rank, symbols[i].rank) }
        }
        return rank + 1
    }

    /// `expanded` for long lines of definitions: the basic symbols reachable from the row are put in
    /// topological order (a depth-first walk, reversed post-order), then each one's accumulated coefficient
    /// is pushed into its row's symbols in that order.
    private mutating func expandedInTopologicalOrder(_ row: Row) -> Row {
        let epoch = nextScratchEpoch()
        var order = scratchOrder, stack = scratchStack, touched = scratchTouched
        scratchOrder = []; scratchStack = []; scratchTouched = []
        defer {
            order.removeAll(keepingCapacity: true); stack.removeAll(keepingCapacity: true)
            touched.removeAll(keepingCapacity: true)
            scratchOrder = order; scratchStack = stack; scratchTouched = touched
        }
        // Walk: the basic symbols reachable from the row, in post-order.
        for cell in row.cells where symbols[cell.symbol.index].slot >= 0 && scratch[cell.symbol.index].walked != epoch {
            scratch[cell.symbol.index].walked = epoch
            walkDefinitions(from: cell.symbol, epoch, &stack, into: &order)
        }
        // Accumulate: coefficients by symbol id in scratch, pushed down in topological order.
        var constant = row.constant
        for cell in row.cells { accumulate(cell.coefficient, cell.symbol, &touched, epoch) }
        for symbol in order.reversed() {
            // Reachable, but every path to it may have cancelled: then there is nothing to push down.
            guard scratch[symbol.index].seen == epoch else { continue }
            let c = scratch[symbol.index].value
            if c == 0 { continue }
            scratch[symbol.index].value = 0
            let definition = rows[Int(symbols[symbol.index].slot)]
            constant += c * definition.constant
            for cell in definition.cells { accumulate(c * cell.coefficient, cell.symbol, &touched, epoch) }
        }
        // The parametric symbols with a coefficient left, sorted by id (as symbols: a specialised sort).
        var kept = 0
        for k in touched.indices {
            let symbol = touched[k]
            if symbols[symbol.index].slot < 0 && !Row.nearZero(scratch[symbol.index].value) {
                touched[kept] = symbol
                kept += 1
            }
        }
        touched.removeLast(touched.count - kept)
        touched.sort()
        var result = Row(constant: constant)
        result.cells.reserveCapacity(kept + 4)
        for symbol in touched { result.cells.append(Cell(symbol: symbol, coefficient: scratch[symbol.index].value)) }
        return result
    }

    /// Appends to `order`, in post-order (a symbol after every basic symbol its row names), the basic symbols
    /// reachable from `root` not yet stamped with `epoch` (with `definitionsOnly`, the definitions); `root` must
    /// be basic and stamped. Iterative: a chain of 10,000 views is 10,000 definitions deep.
    private mutating func walkDefinitions(from root: Symbol, _ epoch: UInt32, _ stack: inout [(symbol: Symbol, next: Int)],
                                          into order: inout [Symbol], definitionsOnly: Bool = false) {
        stack.append((root, 0))
        while let top = stack.last {
            let slot = Int(symbols[top.symbol.index].slot)
            var next = top.next
            var descended = false
            let count = rows[slot].cells.count
            while next < count {
                let s = rows[slot].cells[next].symbol
                next += 1
                let slot = symbols[s.index].slot
                if slot >= 0 && scratch[s.index].walked != epoch && (!definitionsOnly || isDefinition(slot)) {
                    scratch[s.index].walked = epoch
                    stack[stack.count - 1].next = next
                    stack.append((s, 0))
                    descended = true
                    break
                }
            }
            if !descended {
                order.append(top.symbol)
                stack.removeLast()
            }
        }
    }

    /// Adds `c` to the scratch coefficient of `symbol`, noting it the first time this expansion sees it.
    @inline(__always)
    private mutating func accumulate(_ c: Double, _ symbol: Symbol, _ touched: inout [Symbol], _ epoch: UInt32) {
        if scratch[symbol.index].seen != epoch {
            scratch[symbol.index].seen = epoch
            scratch[symbol.index].value = 0
            touched.append(symbol)
        }
        scratch[symbol.index].value += c
    }

    /// A fresh stamp for `scratch`, which grows to the symbol table first.
    private mutating func nextScratchEpoch() -> UInt32 {
        growScratch()
        scratchEpoch &+= 1
        if scratchEpoch == 0 {
            for i in scratch.indices { scratch[i] = SymbolScratch() }
            scratchEpoch = 1
        }
        return scratchEpoch
    }

    /// Gives `scratch` a record for every symbol. Its room grows by doubling its capacity, not its length: every
    /// expansion asks (`expandShort`), a growing solver has a few more symbols each time, and room asked for as twice
    /// the length was more than the capacity every time, a copy of the whole array per new constraint.
    private mutating func growScratch() {
        guard scratch.count < symbols.count else { return }
        if scratch.capacity < symbols.count { scratch.reserveCapacity(Swift.max(symbols.count, 2 * scratch.capacity)) }
        while scratch.count < symbols.count { scratch.append(SymbolScratch()) }
    }

    /// Replaces `symbol` by `definition` (a row in parametric symbols) in the definitions that mention it:
    /// before a basic symbol's row leaves the solver, so that the definitions keep their values.
    mutating func substituteIntoDefinitions(_ symbol: Symbol, with definition: Row) throws {
        // By index: the list's iterator held a copy of it. Where it lies, when it names every row: the substitutions note
        // the symbols `definition` brings in, never `symbol` (its own row does not hold it), so its list stays as it is.
        // (Tested in the loop's body: a `where` clause reading the symbol table had the whole state copied for it.)
        if listsEveryRow(containing: symbol) {
            let i = symbol.index
            let count = symbols[i].occurrences.count
            for index in 0..<count {
                let k = symbols[i].occurrences[index]
                if !isDefinition(k) { continue }
                try substitute(symbol, with: definition, inRow: k)
            }
            symbols[i].occurrences.removeAll()
            return
        }
        let holders = rows(containing: symbol)
        for index in 0..<holders.count where isDefinition(holders[index]) {
            // The evaluation order holds: the definition now names what `symbol`'s row names, which comes before it.
            try substitute(symbol, with: definition, inRow: holders[index])
        }
        symbols[symbol.index].occurrences.removeAll()
    }

    /// For a removed constraint whose marker only definitions mention: the definition to solve for the
    /// marker (the lowest basic symbol among those whose expansion holds it), and the row to solve — its
    /// expansion — or none, when that definition is the only row that holds the marker and no level prices it.
    ///
    /// The definitions are counted before any list of them is made: in the usual case (one) the list was an allocation
    /// and a free for a single slot, about half of the call.
    mutating func definitionLeavingRow(for marker: Symbol) -> (slot: Int32, expansion: Row?)? {
        // By index: the list's iterator held a copy of it.
        let holders = rows(containing: marker)
        var definitionCount = 0, first: Int32 = -1
        for index in 0..<holders.count where isDefinition(holders[index]) {
            if definitionCount == 0 { first = holders[index] }
            definitionCount += 1
        }
        // The usual case: the marker is in its own constraint's row only, the definition that constraint made.
        // Nothing else can reach the marker: removing that row leaves its variable parametric, and solving it for the
        // marker and substituting the result would change nothing — no tableau row holds the marker (the caller found
        // none to pivot it into), no other definition does, and the objective does not price it.
        if definitionCount == 1 && objective.costSign(of: marker) == 0 { return (first, nil) }
        var candidates: [Int32] = []
        candidates.reserveCapacity(definitionCount)
        for index in 0..<holders.count where isDefinition(holders[index]) { candidates.append(holders[index]) }
        candidates.sort { rows[Int($0)].basic < rows[Int($1)].basic }
        for slot in candidates {
            var expansion = expanded(rows[Int(slot)])
            if expansion.coefficient(for: marker) != 0 {
                expansion.basic = rows[Int(slot)].basic
                return (slot, expansion)
            }
        }
        return nil
    }

    /// Writes every user variable's value: parametric symbols are 0, the basic symbols of tableau rows their
    /// row's constant, defined variables their definition evaluated, dependencies first.
    ///
    /// The definitions' order is kept (`evaluation`): a new definition is appended to it (or to its roots), one that
    /// goes away leaves an entry that is skipped, and only a rollback (or many stale entries) makes it walk them again. An edit re-optimises the tableau
    /// rows and leaves the definitions be, so reading a chain of 1,000 views after it is one pass over 2,000
    /// short rows; a cell's solver, built once, appends its definitions and never walks them.
    ///
    /// The pass reads the rows, their cells, the values and the variables (`variables`), never the symbol table: each
    /// entry of the order names its definition's slot, and the values are a plain array of doubles. Why: in a solver of
    /// 10,000 table cells the pass is memory-bound, and the symbol table's 72-byte records, read once per definition and
    /// again to write the variables, were well over half of the bytes it streamed (a read took 3.7 µs per cell).
    mutating func updateVariables() {
        if !evaluation.isValid { orderDefinitions() }
        // `variables` may reach past the symbol table (it grows ahead, and its entries there are empty).
        let count = Swift.max(symbols.count, variables.count)
        values.growZeroFilled(toReach: count)
        values.withUnsafeMutableBufferPointer { values in
            // Every value starts at zero (a parametric symbol's stays so), written in place: emptying the array and
            // appending zeros again were two generic calls, some 350 instructions per call in a self-sizing cell's solver.
            UnsafeMutableBufferPointer(rebasing: values[..<count]).update(repeating: 0)
            rows.withUnsafeBufferPointer { rows in
                variables.withUnsafeBufferPointer { variables in
                    for row in rows where row.basic.isValid { values[row.basic.index] = row.constant }
                    func evaluate(_ entry: Evaluation.Entry) {
                        // An entry whose definition has gone (`Evaluation.noteRemovedDefinition`) is skipped: its slot
                        // holds another row, or none, or (reused) a symbol that stands for no variable.
                        let slot = Int(entry.slot), symbol = entry.symbol
                        guard slot < rows.count, rows[slot].basic == symbol, symbol.index < variables.count,
                              variables[symbol.index] != nil else { return }
                        var total = rows[slot].constant
                        rows[slot].cells.withUnsafeBufferPointer { cells in
                            for cell in cells { total += cell.coefficient * values[cell.symbol.index] }
                        }
                        values[symbol.index] = total
                    }
                    for entry in evaluation.roots.reversed() { evaluate(entry) }
                    for entry in evaluation.order { evaluate(entry) }
                    for index in variables.indices {
                        if let variable = variables[index] {
                            let value = values[index]
                            variable._withUnsafeGuaranteedRef { $0.solvedValue = value }
                        }
                    }
                }
            }
        }
    }

    /// Notes a new definition, at `slot`, written in parametric symbols (which depend on nothing): it goes before every
    /// definition there is (see `Evaluation.roots`).
    mutating func evaluationPrepend(_ symbol: Symbol, at slot: Int32) {
        if evaluation.isValid { evaluation.roots.append(Evaluation.Entry(symbol: symbol, slot: slot)) }
    }

    /// Notes a new definition, at `slot`, that nothing names yet and whose own symbols come before it: it goes last.
    mutating func evaluationAppend(_ symbol: Symbol, at slot: Int32) {
        if evaluation.isValid { evaluation.order.append(Evaluation.Entry(symbol: symbol, slot: slot)) }
    }

    /// Puts the definitions in dependency order (a depth-first walk, post-order) into `evaluation`.
    mutating func orderDefinitions() {
        let epoch = nextScratchEpoch()
        var order = scratchOrder, stack = scratchStack
        scratchOrder = []; scratchStack = []
        order.removeAll(keepingCapacity: true)
        for slot in rows.indices where rows[slot].basic.isValid && isDefinition(Int32(slot)) {
            let symbol = rows[slot].basic
            guard scratch[symbol.index].walked != epoch else { continue }
            scratch[symbol.index].walked = epoch
            walkDefinitions(from: symbol, epoch, &stack, into: &order, definitionsOnly: true)
        }
        stack.removeAll(keepingCapacity: true)
        evaluation.roots.removeAll(keepingCapacity: true)
        evaluation.order.removeAll(keepingCapacity: true)
        evaluation.order.reserveCapacity(order.count)
        for symbol in order { evaluation.order.append(Evaluation.Entry(symbol: symbol, slot: symbols[symbol.index].slot)) }
        order.removeAll(keepingCapacity: true)
        scratchOrder = order
        scratchStack = stack
        evaluation.isValid = true
        evaluation.removed = 0
    }
}

/// What `expanded` and `orderDefinitions` note about a symbol, in one record per symbol id: stamps of the walk
/// (`walked`) and of the accumulation (`seen`) that last reached it, and its accumulated coefficient.
struct SymbolScratch {
    var walked: UInt32 = 0
    var seen: UInt32 = 0
    var value: Double = 0
}

/// The definitions in dependency order, for `updateVariables`, which reads their cells and constants from their
/// rows. New definitions are appended (to `roots` or `order`); one going away leaves an entry that is skipped.
struct Evaluation {
    /// A defined variable's symbol and its definition's slot, so that reading the definition needs no look-up in the
    /// symbol table. The entry stands while that slot holds the symbol's row: a definition that moves to another slot
    /// (removed, then defined again) is given a new entry.
    struct Entry {
        let symbol: Symbol
        let slot: Int32
    }

    /// Definitions written in parametric symbols as they came (the classic way, or by a pivot), evaluated first,
    /// latest first: when one came, nothing it names was a definition, though older ones may name it. (Inserting
    /// them at the front of `order` instead moved the whole order for each, quadratic in a solver of 10,000 cells.)
    var roots: [Entry] = []
    /// The other definitions, in dependency order: a walk's, then those written as they came, appended.
    var order: [Entry] = []
    /// An empty solver's (empty) order is valid; definitions defined as written are appended as they come.
    var isValid = true
    /// Entries of `roots` and `order` whose definition has gone since the order was last walked.
    var removed = 0

    /// A definition went away. Its entry stays where it is, and `updateVariables` skips it (its symbol is no longer a
    /// defined variable) — the order of the others still holds, since removing a definition only takes a dependency
    /// away. Should the symbol be defined again, the new definition comes later in the order (appended, or a root);
    /// if it has the same slot, the early entry then evaluates it too soon, which is harmless: no definition evaluated in between names it
    /// (a variable is defined as written only while no definition names it, and a root names parametric symbols
    /// only), and the later entry writes the right value. So removing a constraint costs no walk of every definition
    /// in the solver, as invalidating the order did (a table that reconfigures one cell paid a walk of all of them
    /// at its next `updateVariables`). Once half the entries are stale, the next read walks
    /// the definitions again, which bounds the order's growth.
    mutating func noteRemovedDefinition() {
        guard isValid else { return }
        removed += 1
        if removed > 64 && 2 * removed > roots.count + order.count { isValid = false }
    }
}
