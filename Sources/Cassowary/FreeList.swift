/// A stack of ids given back for reuse (row slots, symbol numbers), whose pushes and pops a failed call can undo.
///
/// Copying the list when a call starts would look cheap (arrays are copy-on-write), but the call's first push or pop
/// would then copy it for real. Instead each change made while logging is recorded — a pop by the id it took, a push
/// by `pushed` — and `rollBack` replays the record backwards.
///
/// The record is a `ScratchList`, emptied by its count: as an array, every call that took or gave back an id (most of a
/// table's warm adds and removes, with both lists) emptied it at the next call's start through
/// `removeAll(keepingCapacity:)`, a generic `replaceSubrange` call of some 80 instructions.
struct FreeList {
    private var ids: [Int32] = []
    private var log = ScratchList<Int32>()
    private static let pushed = Int32.min

    /// Whether no id is free: then `pop` logs nothing, whether logging or not (see `SolverCore.addConstraint`).
    var isEmpty: Bool { ids.isEmpty }

    /// Takes the most recently freed id, if any. Inlined: every new symbol and row asks, and a fresh solver's list is
    /// always empty.
    @inline(__always)
    mutating func pop(logging: Bool) -> Int32? {
        if ids.isEmpty { return nil }
        let id = ids.removeLast()
        if logging { log.append(id) }
        return id
    }

    /// Always inlined: out of line, the call cost as much as its two appends (a table's warm row gives back some twenty
    /// ids).
    @inline(__always)
    mutating func push(_ id: Int32, logging: Bool) {
        ids.append(id)
        if logging { log.append(FreeList.pushed) }
    }

    /// Forgets the record (a transaction starts).
    mutating func clearLog() {
        log.removeAll()
    }

    /// Empties the list and its record, keeping their buffers (see `SolverCorePool`).
    mutating func emptyKeepingBuffers() {
        emptyKeepingCapacity(&ids)
        log.removeAll()
    }

    /// Undoes every recorded push and pop, newest first.
    mutating func rollBack() {
        for op in log.reversed() {
            if op == FreeList.pushed { ids.removeLast() } else { ids.append(op) }
        }
        log.removeAll()
    }
}
