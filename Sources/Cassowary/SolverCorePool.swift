import Synchronization

/// The buffers of solvers that are gone, emptied, for the next solvers to start with.
///
/// A self-sizing cell is measured in a solver of its own: built, solved, read and dropped, thousands of times while a
/// table scrolls (the benchmark's "one cell per solver"). Each such solver allocated some thirty buffers — the symbol
/// table, the rows, stamps, the undo log, the objective's journal and queues, evaluation order, scratch — grew several
/// of them on the way, and freed them all again: about 30 of the 230 allocations of a cell, and the costliest ones
/// (the symbol table's 9 KiB and the tag table's 2.6 KiB leave malloc's per-thread cache). A solver going away hands
/// its state here instead (`Solver.deinit`), emptied in place (`SolverCore.emptyForReuse`) — every symbol and tag
/// destroyed, so no user object is kept alive; the rows are kept aside for their cell arrays, which hold plain numbers —
/// and a new solver takes it back as fresh state with room to spare.
///
/// Only small solvers are kept (a symbol table of up to `largestKept` entries), and only a few of them, so that the
/// pool never holds on to the memory of a large layout.
enum SolverCorePool {
    private static let boxes = Mutex<[SolverCoreBox]>([])
    /// How many emptied solvers the pool keeps.
    static let capacity = 4
    /// The largest symbol table (capacity, in symbols) whose solver is kept.
    static let largestKept = 1024

    /// A fresh solver's state, in a former solver's box with its buffers if one is waiting.
    static func take() -> SolverCoreBox {
        boxes.withLock { $0.popLast() } ?? SolverCoreBox(SolverCore())
    }

    /// Keeps `box`, its state emptied in place (`SolverCore.emptyForReuse`), if the state is small and there is room.
    static func give(_ box: SolverCoreBox) {
        guard isKept(box.core), boxes.withLock({ $0.count }) < capacity else { return }
        box.core.emptyForReuse()
        boxes.withLock { if $0.count < capacity { $0.append(box) } }
    }

    /// `give`, for a state out of its box that may never have held a row, symbol or constraint — as `take` gave it to a
    /// solver that then started from a template: such a state is kept as it is, without being emptied again.
    static func giveUnused(_ core: consuming SolverCore) {
        guard core.rows.isEmpty, core.symbols.count <= 1, core.tags.slotCount == 0 else {
            return give(SolverCoreBox(core))
        }
        guard boxes.withLock({ $0.count }) < capacity else { return }
        let box = SolverCoreBox(core)
        boxes.withLock { if $0.count < capacity { $0.append(box) } }
    }

    /// Makes `core` a fresh state (`Solver.reset`): emptied in place if the pool would keep it, else a new one.
    static func reset(_ core: inout SolverCore) {
        if isKept(core) { core.emptyForReuse() } else { core = SolverCore() }
    }

    /// Whether a state is worth keeping: small, and with buffers of its own (emptying buffers shared with a template
    /// would copy them first).
    private static func isKept(_ core: SolverCore) -> Bool {
        core.symbols.capacity <= largestKept && !core.sharesTemplateBuffers
    }
}

extension SolverCore {
    /// How many rows a recycled state keeps for their cell arrays (`spareRows`).
    static let spareRowCount = 256

    /// Makes this state a fresh solver's (as `init()` makes it) under the same token, keeping its buffers emptied, their
    /// capacity kept (see `SolverCorePool`).
    ///
    /// Nothing but capacity carries over, except in scratch whose contents no call reads before writing: stamp arrays
    /// (`undoSaved`, `visited`, `objective.seen`, `scratch`) keep their stamps and their epoch (every stamp in them is
    /// older than the next one handed out, so they are empty as they are), `scratchSymbols` and `termSymbols` are
    /// overwritten before use, and `values` is refilled by every `updateVariables`. Keeping the token is safe for the same
    /// reason a new solver may get a freed token's address: the caches on variables and constraints are only hints,
    /// confirmed against the symbol and tag tables (`SolverSymbolCache`).
    ///
    /// In place, field by field: a stored property added to `SolverCore` must be reset here (the test
    /// "A recycled solver's state is a fresh one's" lists them).
    mutating func emptyForReuse() {
        // The rows are kept as they are, for the new solver's rows to take their cell arrays (`spareRows`): a self-sizing
        // cell's solver allocated one per constraint and freed them all. The new solver's table of rows is the array the
        // spare rows were kept in, emptied. (Emptying each row's cells here and moving the arrays into a list of their own
        // cost about as much as the allocations they spared.)
        swap(&rows, &spareRows)
        emptyKeepingCapacity(&rows)
        if spareRows.count > SolverCore.spareRowCount {
            spareRows.removeFirst(spareRows.count - SolverCore.spareRowCount)
        }
        emptyKeepingCapacity(&symbols)
        symbols.append(SymbolInfo(kind: .invalid))
        freeSlots.emptyKeepingBuffers()
        freeSymbols.emptyKeepingBuffers()
        objective.emptyKeepingBuffers()
        artificial = nil
        emptyKeepingCapacity(&infeasibleRows)
        tags.emptyKeepingBuffers()
        sequence = 0
        variableCount = 0
        if !edits.isEmpty { edits = [:] }
        undo.isOpen = false
        undo.rowCount = 0
        undo.symbolCount = 0
        undo.sequence = 0
        undo.reusedSymbols.removeAll()
        undo.savedRows.removeAll()
        undo.savedCells.removeAll()
        if !undo.forgottenVariables.isEmpty { undo.forgottenVariables = [] }
        termLevel = 0
        if !denseSlots.isEmpty { denseSlots = [] }
        if !denseMarks.isEmpty { denseMarks = [] }
        denseLength = 64
        longStepLength = 64
        breakpoints = BreakpointQueue()
        deferredRows = DeferredRows()
        longStepFlips = 0
        emptyKeepingCapacity(&scratchStack)
        emptyKeepingCapacity(&scratchOrder)
        emptyKeepingCapacity(&scratchTouched)
        emptyKeepingCapacity(&evaluation.roots)
        emptyKeepingCapacity(&evaluation.order)
        evaluation.isValid = true
        evaluation.removed = 0
        emptyKeepingCapacity(&variables)
        sharesTemplateBuffers = false
        minimizesExplanations = true
    }
}

/// Empties `array`, keeping its capacity (and skipping the generic `removeAll(keepingCapacity:)` call when it is empty).
func emptyKeepingCapacity<Element>(_ array: inout [Element]) {
    if !array.isEmpty { array.removeAll(keepingCapacity: true) }
}
