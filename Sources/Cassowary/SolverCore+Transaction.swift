/// What a transaction must restore if the call that opened it throws.
///
/// Rows are logged the first time a call touches them, by copying their cells into one flat buffer
/// (`savedCells`). Keeping a reference to the row's own array instead would look cheaper, but it makes
/// the row's storage shared, so the change that follows — almost every touched row is changed at once —
/// would copy the whole array into a fresh allocation; a copy into a reused buffer allocates nothing.
///
/// The saved rows and cells are `ScratchList`s, emptied by their count: as arrays, `endTransaction` emptied both through
/// `removeAll(keepingCapacity:)`, a generic `replaceSubrange` call each (~80 instructions), after every call that
/// touched a row — in a table's warm row, about as much as the logging itself.
/// The free lists record their own pushes and pops (`FreeList`). The objective
/// keeps its own journal of changes (`Objective.journal`). A successful call drops them all; the
/// buffers are reused, so a call that succeeds allocates nothing for its undo log once warm.
struct UndoLog {
    var isOpen = false
    var rowCount = 0
    var symbolCount = 0
    var sequence = 0
    /// Free symbols `newSymbol` handed out again during the transaction (a `ScratchList`, emptied by its count, as the free
    /// lists' records are: see `FreeList`).
    var reusedSymbols = ScratchList<Int32>()
    /// Each logged row's slot, constant and basic symbol, and where its cells are in `savedCells` — or, for a row whose
    /// constant alone was moved (`touchConstant`), its slot and constant.
    var savedRows = ScratchList<SavedRow>()
    var savedCells = ScratchList<Cell>()
    var forgottenVariables: [(Variable, Symbol)] = []

    struct SavedRow {
        let slot: Int32
        let constant: Double
        let basic: Symbol
        /// Whether the record holds the row's cells and basic symbol too, or only its constant (`touchConstant`).
        let isWhole: Bool
        /// Where its cells are in `savedCells` (two integers rather than a `Range`, which is not `BitwiseCopyable`, as a
        /// `ScratchList` element must be).
        let cellStart: Int
        let cellEnd: Int

        var cells: Range<Int> { cellStart..<cellEnd }
    }
}

extension SolverCore {
    /// Opens a transaction: until `endTransaction`, `rollback` can restore the solver exactly.
    ///
    /// Always inlined, as `endTransaction` is: a few stores and tests, which every public call makes (45 adds per
    /// self-sizing cell), cost as much again in the call's register saves out of line.
    @inline(__always)
    mutating func beginTransaction() {
        noteTransactionStart()
        openTransaction()
    }

    /// The symbol table's size and the sequence number a rollback returns to, and the objective's journal started: the
    /// first half of `beginTransaction`, which `addConstraint` takes at its start and the second half (`openTransaction`)
    /// only when the add turns out to need it (`openAddTransaction`). The journal is opened here, so that what `createRow`
    /// does to the objective before that is known (the constraint's level, its errors' prices) is journaled as it happens.
    @inline(__always)
    mutating func noteTransactionStart() {
        undo.symbolCount = symbols.count
        undo.sequence = sequence
        objective.journaling = true
    }

    /// Starts logging: from here on, every change the call makes can be undone by `rollback`.
    @inline(__always)
    mutating func openTransaction() {
        undoSaved.startRound()
        undo.isOpen = true
        // Here, not in `noteTransactionStart`: nothing before `openAddTransaction` inserts or removes a row.
        undo.rowCount = rows.count
        // Most logs are empty already (`endTransaction` clears the large ones): skip the calls then.
        freeSlots.clearLog()
        freeSymbols.clearLog()
        undo.reusedSymbols.removeAll()
        if !undo.forgottenVariables.isEmpty { undo.forgottenVariables.removeAll(keepingCapacity: true) }
    }

    /// Closes the transaction after success (and after `rollback`), dropping the logs.
    @inline(__always)
    mutating func endTransaction() {
        undo.isOpen = false
        undo.savedRows.removeAll()
        undo.savedCells.removeAll()
        objective.journaling = false
        objective.journal.removeAll()
        if !objective.removedLevels.isEmpty { objective.removedLevels.removeAll() }
        if !infeasibleRows.isEmpty { infeasibleRows.removeAll(keepingCapacity: true) }
        if artificial != nil { artificial = nil }
    }

    /// Logs the row at `slot` before its first change in the open transaction. With `copyInline`, the copy of its cells
    /// is inlined (for the pivots' substitutions and exchanges, most of a table's warm row's logging: the call cost ~35
    /// instructions of a copy of a dozen cells); elsewhere it is a call, which keeps an add's own code short (inlined
    /// everywhere, one cell per solver took 0.7% more instructions).
    @inline(__always)
    mutating func touch(_ slot: Int32, copyInline: Bool = false) {
        guard undo.isOpen, Int(slot) < undo.rowCount else { return }
        undoSaved.reserve(upTo: undo.rowCount)
        guard undoSaved.insert(Int(slot)) else { return }
        let start = undo.savedCells.count
        rows[Int(slot)].cells.withUnsafeBufferPointer { cells in
            if copyInline {
                undo.savedCells.appendInlined(contentsOf: cells)
            } else {
                undo.savedCells.append(contentsOf: cells)
            }
        }
        undo.savedRows.append(UndoLog.SavedRow(slot: slot, constant: rows[Int(slot)].constant,
                                               basic: rows[Int(slot)].basic, isWhole: true, cellStart: start,
                                               cellEnd: undo.savedCells.count))
    }

    /// Logs the constant of the row at `slot` before the open transaction moves it, unless the row is logged whole already.
    /// For `shiftRow`, which changes nothing else: a `setConstant` moves the constants of the rows that hold the constraint's
    /// marker, and copying each one's cells into the log was most of the logging of a table's warm row.
    ///
    /// Not marked as logged: a row logged this way and changed otherwise afterwards is logged whole by `touch` as well (its
    /// cells are as they were, since only `touch` precedes a change to them), and a row whose constant is logged twice has
    /// two records. `rollback` puts each row back from its first record, with the cells of its whole record if any. (A
    /// call moves each row's constant once: `shiftConstant` is the only caller, once per `setConstant` or suggestion.)
    @inline(__always)
    mutating func touchConstant(_ slot: Int32) {
        guard undo.isOpen, Int(slot) < undo.rowCount, !undoSaved.contains(Int(slot)) else { return }
        undo.savedRows.append(UndoLog.SavedRow(slot: slot, constant: rows[Int(slot)].constant,
                                               basic: rows[Int(slot)].basic, isWhole: false, cellStart: 0, cellEnd: 0))
    }

    /// Puts back every logged row, the free list, the objective and the symbol table.
    mutating func rollback() {
        guard undo.isOpen else { return }
        undo.isOpen = false
        evaluation.isValid = false
        objective.journaling = false
        for slot in undo.rowCount..<rows.count where rows[slot].basic.isValid {
            symbols[rows[slot].basic.index].slot = -1
        }
        rows.removeLast(rows.count - undo.rowCount)
        for slot in denseSlots where Int(slot) >= rows.count { unmarkDense(slot) }
        for saved in undo.savedRows where saved.isWhole && rows[Int(saved.slot)].basic.isValid {
            symbols[rows[Int(saved.slot)].basic.index].slot = -1
        }
        // Each row is put back, and listed in its symbols' occurrence lists again, at its first record, as when every row
        // was logged whole at its first change: the lists' contents and raw lengths break the entering-symbol ties, and
        // the listing's compactions read the rows put back so far. A row whose constant alone was logged first takes that
        // constant, and the cells and basic symbol of its whole record if it has one (logged later: `touchConstant`
        // skips a row logged whole); the transaction's set of rows logged whole, unread until the next transaction, marks
        // the rows put back.
        var wholeRecords: [Int32: Int] = [:]
        if undo.savedRows.contains(where: { !$0.isWhole }) {
            for (index, saved) in undo.savedRows.enumerated() where saved.isWhole { wholeRecords[saved.slot] = index }
        }
        undoSaved.startRound()
        undoSaved.reserve(upTo: rows.count)
        for saved in undo.savedRows where undoSaved.insert(Int(saved.slot)) {
            let slot = saved.slot
            // The record whose cells and basic symbol the row takes back; none when only its constant ever changed.
            let source = saved.isWhole ? saved : wholeRecords[slot].map { undo.savedRows[$0] }
            if let source {
                rows[Int(slot)] = Row(constant: saved.constant, cells: Array(undo.savedCells[source.cells]),
                                      basic: source.basic)
            } else {
                rows[Int(slot)].constant = saved.constant
            }
            let basic = rows[Int(slot)].basic
            guard basic.isValid else { continue }
            symbols[basic.index].slot = slot
            noteOccurrences(ofRowAt: slot)
        }
        freeSlots.rollBack()
        objective.rollBack(objective.journal)
        sequence = undo.sequence
        // The variables the failed call gave a symbol to are those of the symbols it created or reused: the symbol
        // table names them, so nothing is logged for them (a fresh cell's solver meets thirty-odd variables).
        for id in undo.symbolCount..<symbols.count { forgetNewVariable(at: id) }
        for id in undo.reusedSymbols where Int(id) < symbols.count { forgetNewVariable(at: Int(id)) }
        for (variable, symbol) in undo.forgottenVariables {
            variable.solverSymbols.set(symbol.id, for: token)
            setVariable(.passUnretained(variable), of: symbol)
            variableCount += 1
        }
        // Symbols created by the failed call are forgotten, so numbering continues as if it never ran; free symbols
        // it reused are free again.
        symbols.removeLast(symbols.count - undo.symbolCount)
        // Their entries in `variables` are cleared (above): only the table's length is put back.
        if variables.count > symbols.count { variables.removeLast(variables.count - symbols.count) }
        objective.forgetSymbols(from: symbols.count)
        for id in undo.reusedSymbols where Int(id) < symbols.count { symbols[Int(id)].renew(.invalid) }
        freeSymbols.rollBack()
        endTransaction()
    }

    /// Unlinks the variable of a symbol the failed call created or reused, if it has one (once: it is cleared).
    private mutating func forgetNewVariable(at id: Int) {
        guard let variable = variableOf(id) else { return }
        let token = tokenID
        variable._withUnsafeGuaranteedRef { $0.solverSymbols.remove(token) }
        setVariable(nil, of: Symbol(id: Int32(id)))
        variableCount -= 1
    }
}
