/// The long dual step: one pass over a long leaving row where the dual simplex would make one pivot per breakpoint.
///
/// In a chain of 1,000 views squeezed by its container, the row that goes negative when the container narrows holds
/// every view's error (thousands of cells). The textbook dual simplex pivots it on the view with the lowest ratio; that
/// view can give at most 90 points before its own `width >= 10` row goes negative, so the next pivot is on that row —
/// which, with the long row substituted in, is now the long one — and so on, one pivot over thousands of cells per view
/// that changes state: hundreds per edit.
///
/// Each of those pivots only passes a breakpoint of the dual: the view at the lowest ratio goes to its bound, and the
/// rest of the infeasibility passes to the next view in ratio order. The ratios of the views not yet reached do not
/// change on the way, since a pivot changes the costs and coefficients only of the symbols in the rows it touches. So
/// the candidates are ordered once (`BreakpointQueue`), and walked:
/// - a candidate that would be stopped by a row of its own (its **blocking row**: the restricted row where raising it
///   reaches zero first) before the leaving row is back to zero is **flipped**: pivoted into its short blocking row,
///   whose basic symbol leaves at zero. The long rows' share of that substitution — the leaving row's, and the other
///   dense rows', which hold the same symbols — is made in scattered copies of them (`DeferredRows`), at the cost of
///   the blocking row's length; the symbols of the blocking row are queued again with their new ratios.
/// - the first candidate that can take what is left (or that has no short blocking row of its own) enters the leaving
///   row: the gathered changes are merged into it and it is pivoted there, once.
///
/// What stays true: the final basis is one the textbook pivots reach when they take the candidates in the same order
/// (after entering a candidate that cannot take the whole shortfall, the textbook's next pivot is on that candidate's
/// blocking row; a flip makes it first, before the long row's). Ties in ratio go to the lowest symbol here, where the
/// textbook step prefers the symbol in the fewest rows: both are optimal, and both deterministic. In between,
/// a flipped candidate's leaving symbol has a negative reduced cost; the final pivot, at a ratio at least as high as
/// every flipped candidate's (they are walked in order, and the symbols a flip brings in come later), makes every reduced
/// cost non-negative again. (The long-step dual simplex of bounded LPs — Fourer 1994; Kostina 2002 — in Cassowary's
/// terms: a blocking row plays the part of a bound.) Candidates that entered during a step may not leave during it, so
/// the walk cannot cycle; any doubt ends the walk with the textbook pivot, so the step is never worse than a pivot.
extension SolverCore {
    /// The most cells a blocking row may hold to be pivoted as a flip (a flip's work is the blocking row's length).
    static let longestFlipRow = 16

    /// Restores the long row at `slot`, which is negative, to feasibility: flips what it can, then pivots it on the
    /// first candidate that can take the rest. Returns the number of pivots made (flips included).
    mutating func longDualStep(_ slot: Int32) throws -> Int {
        var queue = breakpoints, deferred = deferredRows
        breakpoints = BreakpointQueue()
        deferredRows = DeferredRows()
        defer {
            breakpoints = queue
            deferredRows = deferred
        }
        queue.reset(levelCount: objective.levels.count, symbolCount: symbols.count)
        deferred.removeAll()
        deferred.append(slot, rows[Int(slot)], symbolCount: symbols.count)
        for dense in denseSlots where dense != slot && rows[Int(dense)].basic.isValid && !isDefinition(dense) {
            deferred.append(dense, rows[Int(dense)], symbolCount: symbols.count)
        }
        do {
            // The closures read these, not `self`: a closure that calls a method of the solver state copies the state,
            // per cell. (Scoped, so that the references are gone before the tables change.)
            let table = symbols, levels = objective.levels
            queue.fill(with: rows[Int(slot)].cells,
                       where: { SolverCore.isCandidate($0.coefficient, table[$0.symbol.index].kind) },
                       ratio: { cell, level in levels[level].cost(of: cell.symbol) / cell.coefficient })
        }

        var pivots = 0
        while let entering = queue.popFirst() {
            let coefficient = deferred[0].coefficient(of: entering), shortfall = -deferred[0].constant
            if symbols[entering.index].kind.isPivotable,
               let (blocking, capacity, holders) = blockingRow(for: entering, deferred),
               !queue.hasEntered(rows[Int(blocking)].basic),
               coefficient * capacity < shortfall * (1 - 1e-9) - Row.epsilon {
                try flip(entering, into: blocking, holders: holders, deferring: &deferred)
                queue.noteEntered(entering)
                for cell in rows[Int(blocking)].cells {
                    queueCandidate(cell.symbol, coefficient: deferred[0].coefficient(of: cell.symbol), in: &queue)
                }
                pivots += 1
                longStepFlips += 1
                continue
            }
            // The entering candidate can take the rest: write the deferred rows back, and pivot.
            try writeDeferredRows(&deferred)
            if rows[Int(slot)].constant < 0 && !Row.nearZero(rows[Int(slot)].constant) {
                try pivot(slot, entering)
                pivots += 1
            }
            return pivots
        }
        throw SolverError.internalError("the dual simplex found no entering symbol")
    }

    /// Whether a symbol of this kind, at `coefficient` in the leaving row, would raise it (and may enter the basis).
    @inline(__always)
    private static func isCandidate(_ coefficient: Double, _ kind: SymbolKind) -> Bool {
        coefficient > 0 && !Row.nearZero(coefficient) && kind != .dummy
    }

    /// Queues `symbol` at its lexicographic ratio if it is a candidate (and has not entered the basis in this step);
    /// else drops it.
    @inline(__always)
    private func queueCandidate(_ symbol: Symbol, coefficient: Double, in queue: inout BreakpointQueue) {
        guard SolverCore.isCandidate(coefficient, symbols[symbol.index].kind), !queue.hasEntered(symbol) else {
            queue.remove(symbol)
            return
        }
        queue.push(symbol, coefficient: coefficient, levels: objective.levels)
    }

    /// The row that stops `symbol` first as it rises, other than the leaving row: the restricted row where its
    /// coefficient is negative and constant / -coefficient is least (ties to the lowest basic symbol); that least
    /// ratio (how far the symbol can rise); and the rows that hold the symbol other than the deferred ones, for `flip`.
    /// Deferred rows count as they stand in their scattered copies. Nil when nothing stops it, or when a row in its way
    /// forbids a flip: a required equality's row, an infeasible row, or one too long to pivot cheaply.
    private mutating func blockingRow(for symbol: Symbol, _ deferred: DeferredRows)
        -> (slot: Int32, capacity: Double, holders: OccurrenceList)? {
        var best: Int32 = -1, bestCapacity = Double.infinity, bestBasic = Symbol.invalid
        var forbidden = false
        func consider(_ slot: Int32, coefficient c: Double, constant: Double) {
            let basic = rows[Int(slot)].basic
            let kind = symbols[basic.index].kind
            if kind == .external || c == 0 { return }
            if kind == .dummy { forbidden = true; return }
            guard c < 0 else { return }
            guard constant >= 0 else { forbidden = true; return }
            let capacity = constant / -c
            if capacity < bestCapacity || (capacity == bestCapacity && basic < bestBasic) {
                best = slot; bestCapacity = capacity; bestBasic = basic
            }
        }
        var holders = OccurrenceList()
        // The dense rows that are not deferred are definitions, which neither stop a symbol nor need to be listed.
        for slot in rows(containing: symbol, includingDense: false) where deferred.position(of: slot) == nil {
            holders.append(slot)
            consider(slot, coefficient: rows[Int(slot)].coefficient(for: symbol), constant: rows[Int(slot)].constant)
        }
        for k in deferred.slots.indices.dropFirst() {
            consider(deferred.slots[k], coefficient: deferred[k].coefficient(of: symbol), constant: deferred[k].constant)
        }
        guard !forbidden, best >= 0, deferred.position(of: best) == nil,
              rows[Int(best)].cells.count <= SolverCore.longestFlipRow else { return nil }
        return (best, bestCapacity, holders)
    }

    /// Pivots `entering` into its blocking row at `slot` (whose basic symbol leaves at zero) and substitutes it in the
    /// other rows that hold it (`holders`, from `blockingRow`, which leaves the deferred rows out) and the objective, as
    /// `pivot` does, and in the deferred rows' scattered copies.
    private mutating func flip(_ entering: Symbol, into slot: Int32, holders: OccurrenceList,
                               deferring deferred: inout DeferredRows) throws {
        try exchange(slot, entering)
        let definition = rows[Int(slot)]
        try substitute(entering, with: definition, inRows: holders, skipping: slot)
        for k in deferred.slots.indices { deferred[k].substitute(entering, with: definition) }
    }

    /// Writes the deferred rows that changed back into the tableau (each logged first); a deferred row other than the
    /// leaving one that ends up negative is queued for the dual simplex.
    private mutating func writeDeferredRows(_ deferred: inout DeferredRows) throws {
        for k in deferred.slots.indices where deferred[k].isChanged {
            let slot = deferred.slots[k]
            touch(slot)
            scratchSymbols.removeAll(keepingCapacity: true)
            deferred[k].gather(into: &rows[Int(slot)], newSymbols: &scratchSymbols)
            guard rows[Int(slot)].constant.isFinite else {
                throw SolverError.internalError("substitution produced a non-finite value")
            }
            if !scratchSymbols.isEmpty { noteOccurrences(of: scratchSymbols, in: slot) }
            unmarkDenseIfShort(slot)
            let row = rows[Int(slot)]
            if k > 0 && symbols[row.basic.index].kind.isRestricted && row.constant < 0 && !Row.nearZero(row.constant) {
                infeasibleRows.append(row.basic)
            }
        }
    }
}
