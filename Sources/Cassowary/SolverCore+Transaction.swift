/// What a transaction must restore if the call that opened it throws.
///
/// Rows are logged the first time a call touches them. `Row` stores its cells in an array, which is
/// copy-on-write, so logging a row costs a reference, not a copy: the copy happens only if the row
/// is then changed, and a change replaces the cells anyway. The objective keeps its own journal of
/// changes (`Objective.journal`). A successful call drops both; the buffers are reused.
struct UndoLog {
    var isOpen = false
    var rowCount = 0
    var symbolCount = 0
    var sequence = 0
    var freeSlots: [Int32] = []
    var freeSymbols: [Int32] = []
    /// Free symbols `newSymbol` handed out again during the transaction.
    var reusedSymbols: [Int32] = []
    var savedRows: [(slot: Int32, row: Row)] = []
    var newVariables: [Variable] = []
    var forgottenVariables: [(Variable, Symbol)] = []
}

extension SolverCore {
    /// Opens a transaction: until `endTransaction`, `rollback` can restore the solver exactly.
    mutating func beginTransaction() {
        undoEpoch &+= 1
        if undoEpoch == 0 {
            for i in undoStamp.indices { undoStamp[i] = 0 }
            undoEpoch = 1
        }
        undo.isOpen = true
        undo.rowCount = rows.count
        undo.symbolCount = symbols.count
        undo.sequence = sequence
        undo.freeSlots = freeSlots
        undo.freeSymbols = freeSymbols
        undo.reusedSymbols.removeAll(keepingCapacity: true)
        undo.savedRows.removeAll(keepingCapacity: true)
        undo.newVariables.removeAll(keepingCapacity: true)
        undo.forgottenVariables.removeAll(keepingCapacity: true)
        objective.journal.removeAll(keepingCapacity: true)
        objective.journaling = true
    }

    /// Closes the transaction after success (and after `rollback`), dropping the logs.
    mutating func endTransaction() {
        undo.isOpen = false
        undo.savedRows.removeAll(keepingCapacity: true)
        objective.journaling = false
        objective.journal.removeAll(keepingCapacity: true)
        infeasibleRows.removeAll(keepingCapacity: true)
        artificial = nil
    }

    /// Logs the row at `slot` before its first change in the open transaction.
    @inline(__always)
    mutating func touch(_ slot: Int32) {
        guard undo.isOpen, Int(slot) < undo.rowCount else { return }
        if undoStamp.count < undo.rowCount {
            undoStamp += repeatElement(0, count: undo.rowCount - undoStamp.count)
        }
        guard undoStamp[Int(slot)] != undoEpoch else { return }
        undoStamp[Int(slot)] = undoEpoch
        undo.savedRows.append((slot, rows[Int(slot)]))
    }

    /// Puts back every logged row, the free list, the objective and the symbol table.
    mutating func rollback() {
        guard undo.isOpen else { return }
        undo.isOpen = false
        objective.journaling = false
        for slot in undo.rowCount..<rows.count where rows[slot].basic.isValid {
            symbols[rows[slot].basic.index].slot = -1
        }
        rows.removeLast(rows.count - undo.rowCount)
        for (slot, _) in undo.savedRows where rows[Int(slot)].basic.isValid {
            symbols[rows[Int(slot)].basic.index].slot = -1
        }
        for (slot, row) in undo.savedRows {
            rows[Int(slot)] = row
            guard row.basic.isValid else { continue }
            symbols[row.basic.index].slot = slot
            for cell in row.cells { symbols[cell.symbol.index].occurrences.append(slot) }
        }
        freeSlots = undo.freeSlots
        objective.rollBack(objective.journal)
        sequence = undo.sequence
        for variable in undo.newVariables {
            variable.solverSymbols.remove(tokenID)
            variableCount -= 1
        }
        for (variable, symbol) in undo.forgottenVariables {
            variable.solverSymbols.set(symbol.id, for: token)
            symbols[symbol.index].variable = variable
            variableCount += 1
        }
        // Symbols created by the failed call are forgotten, so numbering continues as if it never ran; free symbols
        // it reused are free again.
        symbols.removeLast(symbols.count - undo.symbolCount)
        for id in undo.reusedSymbols where Int(id) < symbols.count { symbols[Int(id)] = SymbolInfo(kind: .invalid) }
        freeSymbols = undo.freeSymbols
        endTransaction()
    }
}
