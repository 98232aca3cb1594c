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
    /// Each logged row's slot, constant and basic symbol, and where its cells are in `savedCells`.
    var savedRows = ScratchList<SavedRow>()
    var savedCells = ScratchList<Cell>()
    var forgottenVariables: [(Variable, Symbol)] = []

    struct SavedRow {
        let slot: Int32
        let constant: Double
        let basic: Symbol
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
        undoSaved.startRound()
        undo.isOpen = true
        undo.rowCount = rows.count
        undo.symbolCount = symbols.count
        undo.sequence = sequence
        // Most logs are empty already (`endTransaction` clears the large ones): skip the calls then.
        freeSlots.clearLog()
        freeSymbols.clearLog()
        undo.reusedSymbols.removeAll()
        if !undo.forgottenVariables.isEmpty { undo.forgottenVariables.removeAll(keepingCapacity: true) }
        objective.journaling = true
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

    /// Logs the row at `slot` before its first change in the open transaction.
    @inline(__always)
    mutating func touch(_ slot: Int32) {
        guard undo.isOpen, Int(slot) < undo.rowCount else { return }
        undoSaved.reserve(upTo: undo.rowCount)
        guard undoSaved.insert(Int(slot)) else { return }
        let start = undo.savedCells.count
        rows[Int(slot)].cells.withUnsafeBufferPointer { undo.savedCells.append(contentsOf: $0) }
        undo.savedRows.append(UndoLog.SavedRow(slot: slot, constant: rows[Int(slot)].constant,
                                               basic: rows[Int(slot)].basic, cellStart: start,
                                               cellEnd: undo.savedCells.count))
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
        for saved in undo.savedRows where rows[Int(saved.slot)].basic.isValid {
            symbols[rows[Int(saved.slot)].basic.index].slot = -1
        }
        for saved in undo.savedRows {
            let slot = saved.slot
            let row = Row(constant: saved.constant, cells: Array(undo.savedCells[saved.cells]), basic: saved.basic)
            rows[Int(slot)] = row
            guard row.basic.isValid else { continue }
            symbols[row.basic.index].slot = slot
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
