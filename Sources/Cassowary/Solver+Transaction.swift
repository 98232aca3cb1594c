/// What a transaction must restore if the call that opened it throws.
///
/// Rows are logged the first time a call touches them. `Row` stores its cells in an array, which is
/// copy-on-write, so logging a row costs a reference, not a copy: the copy happens only if the row
/// is then changed, and a change replaces the cells anyway. A successful call drops the log.
struct UndoLog {
    let rowCount: Int
    let symbolCount: Int
    let freeSlots: [Int32]
    let levels: [PriorityLevel]
    let sequence: Int
    var savedRows: [(slot: Int32, row: Row)] = []
    var newVariables: [ObjectIdentifier] = []
}

extension Solver {
    /// Runs `body` so that it either completes or leaves the solver exactly as it was.
    func transaction(_ body: () throws -> Void) throws {
        undoEpoch &+= 1
        if undoEpoch == 0 {
            for i in undoStamp.indices { undoStamp[i] = 0 }
            undoEpoch = 1
        }
        undo = UndoLog(rowCount: rows.count, symbolCount: kinds.count, freeSlots: freeSlots,
                       levels: objective.levels, sequence: sequence)
        defer {
            undo = nil
            infeasibleRows.removeAll(keepingCapacity: true)
            artificial = nil
        }
        do {
            try body()
        } catch {
            rollback()
            throw error
        }
    }

    /// Logs the row at `slot` before its first change in the open transaction.
    @inline(__always)
    func touch(_ slot: Int32) {
        guard let log = undo, Int(slot) < log.rowCount else { return }
        if undoStamp.count < log.rowCount {
            undoStamp += Array(repeating: 0, count: log.rowCount - undoStamp.count)
        }
        guard undoStamp[Int(slot)] != undoEpoch else { return }
        undoStamp[Int(slot)] = undoEpoch
        undo?.savedRows.append((slot, rows[Int(slot)]))
    }

    /// Puts back every logged row, the free list, the objective and the symbol table.
    func rollback() {
        guard let log = undo else { return }
        undo = nil
        for slot in log.rowCount..<rows.count where rows[slot].basic.isValid {
            slotOfBasic[rows[slot].basic.index] = -1
        }
        rows.removeLast(rows.count - log.rowCount)
        for (slot, _) in log.savedRows where rows[Int(slot)].basic.isValid {
            slotOfBasic[rows[Int(slot)].basic.index] = -1
        }
        for (slot, row) in log.savedRows {
            rows[Int(slot)] = row
            guard row.basic.isValid else { continue }
            slotOfBasic[row.basic.index] = slot
            for cell in row.cells { occurrences[cell.symbol.index].append(slot) }
        }
        freeSlots = log.freeSlots
        objective.levels = log.levels
        sequence = log.sequence
        for key in log.newVariables { variables[key] = nil }
        // Symbols created by the failed call are forgotten, so numbering continues as if it never ran.
        kinds.removeLast(kinds.count - log.symbolCount)
        slotOfBasic.removeLast(slotOfBasic.count - log.symbolCount)
        occurrences.removeLast(occurrences.count - log.symbolCount)
    }
}
