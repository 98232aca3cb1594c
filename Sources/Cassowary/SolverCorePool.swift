import Synchronization

/// The buffers of solvers that are gone, emptied, for the next solvers to start with.
///
/// A self-sizing cell is measured in a solver of its own: built, solved, read and dropped, thousands of times while a
/// table scrolls (the benchmark's "one cell per solver"). Each such solver allocated some thirty buffers — the symbol
/// table, the rows, stamps, the undo log, the objective's journal and queues, evaluation order, scratch — grew several
/// of them on the way, and freed them all again: about 30 of the 230 allocations of a cell, and the costliest ones
/// (the symbol table's 9 KiB and the tag table's 2.6 KiB leave malloc's per-thread cache). A solver going away hands
/// its state here instead (`Solver.deinit`), emptied — every symbol and tag destroyed, so no user object is kept alive;
/// the rows are kept aside for their cell arrays, which hold plain numbers — and a new solver takes it back as fresh
/// state with room to spare (`SolverCore.init(recycling:)`).
///
/// Only small solvers are kept (a symbol table of up to `largestKept` entries), and only a few of them, so that the
/// pool never holds on to the memory of a large layout.
enum SolverCorePool {
    private static let cores = Mutex<[SolverCore]>([])
    /// How many emptied solvers the pool keeps.
    static let capacity = 4
    /// The largest symbol table (capacity, in symbols) whose solver is kept.
    static let largestKept = 1024

    /// A fresh solver's state, with a former solver's buffers if one is waiting.
    static func take() -> SolverCore {
        cores.withLock { $0.popLast() } ?? SolverCore()
    }

    /// `give`, for a state that may never have held a row, symbol or constraint — as `take` gave it to a solver that
    /// then started from a template: such a state is kept as it is, without being emptied again.
    static func giveUnused(_ core: inout SolverCore) {
        guard core.rows.isEmpty, core.symbols.count <= 1, core.tags.slotCount == 0 else { return give(&core) }
        guard cores.withLock({ $0.count }) < capacity else { return }
        var unused: SolverCore? = SolverCore(token: core.token)
        swap(&core, &unused!)
        cores.withLock { if $0.count < capacity, let core = unused.take() { $0.append(core) } }
    }

    /// Keeps `core`'s buffers for a later `take`, emptied, if it is small and there is room.
    static func give(_ core: inout SolverCore) {
        guard core.symbols.capacity <= largestKept, !core.sharesTemplateBuffers, cores.withLock({ $0.count }) < capacity else { return }
        // Moved into the pool through an optional (`take()`): appending a captured value would copy the whole state
        // (a retain of every buffer) and then destroy the original (a release of each).
        var recycled: SolverCore? = SolverCore(recycling: &core)
        cores.withLock { if $0.count < capacity, let core = recycled.take() { $0.append(core) } }
    }
}

extension SolverCore {
    /// How many rows a recycled state keeps for their cell arrays (`spareRows`).
    static let spareRowCount = 256

    /// A fresh solver's state that takes `old`'s buffers, emptied (their capacity kept), and its token; `old` is left
    /// without them.
    ///
    /// Every field not moved here starts as in `init()`, so nothing but capacity carries over, except in scratch whose
    /// contents no call reads before writing: stamp arrays keep their stamps and move with their epoch (every stamp in
    /// them is older than the next one handed out), `scratchSymbols` and `termSymbols` are overwritten before use.
    /// Keeping the token is safe for the same reason a new solver may get a freed token's address: the caches on
    /// variables and constraints are only hints, confirmed against the symbol and tag tables (`SolverSymbolCache`). The
    /// buffers are moved, not copied: an emptied copy would share the storage and get a new allocation of its own.
    ///
    /// An initializer, so that the new state is built where the caller keeps it: a method returning the state it built
    /// copied it on the way out (a retain of every buffer) and destroyed the original (a release of each).
    init(recycling old: inout SolverCore) {
        self.init(token: old.token)
        // The rows are kept as they are, for the new solver's rows to take their cell arrays (`spareRows`): a self-sizing
        // cell's solver allocated one per constraint and freed them all. The new solver's table of rows is the array the
        // spare rows were kept in, emptied. (Emptying each row's cells here and moving the arrays into a list of their own
        // cost about as much as the allocations they spared.)
        move(&old.spareRows, to: &rows)
        swap(&old.rows, &spareRows)
        if spareRows.count > SolverCore.spareRowCount {
            spareRows.removeFirst(spareRows.count - SolverCore.spareRowCount)
        }
        move(&old.symbols, to: &symbols)
        symbols.append(SymbolInfo(kind: .invalid))
        move(&old.infeasibleRows, to: &infeasibleRows)
        move(&old.undo.reusedSymbols, to: &undo.reusedSymbols)
        move(&old.undo.savedRows, to: &undo.savedRows)
        move(&old.undo.savedCells, to: &undo.savedCells)
        move(&old.scratchStack, to: &scratchStack)
        move(&old.scratchOrder, to: &scratchOrder)
        move(&old.scratchTouched, to: &scratchTouched)
        move(&old.evaluation.roots, to: &evaluation.roots)
        move(&old.evaluation.order, to: &evaluation.order)
        move(&old.variables, to: &variables)
        swap(&old.values, &values)
        undoSaved.takeStorage(from: &old.undoSaved)
        visited.takeStorage(from: &old.visited)
        swap(&old.scratch, &scratch)
        scratchEpoch = old.scratchEpoch
        swap(&old.scratchSymbols, &scratchSymbols)
        swap(&old.termSymbols, &termSymbols)
        freeSlots.takeBuffers(from: &old.freeSlots)
        freeSymbols.takeBuffers(from: &old.freeSymbols)
        tags.takeBuffers(from: &old.tags)
        objective.takeBuffers(from: &old.objective)
    }
}

/// Moves `source`'s storage into `destination` (empty), emptied, its capacity kept; `source` is left empty.
func move<Element>(_ source: inout [Element], to destination: inout [Element]) {
    swap(&source, &destination)
    if !destination.isEmpty { destination.removeAll(keepingCapacity: true) }
}
