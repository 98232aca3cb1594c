/// The objective of the solver: one cost row per priority level in use, highest priority first.
///
/// This is the original Cassowary's "symbolic weights" made exact: a symbol's cost is a vector over
/// the levels, compared lexicographically, so no error at one priority is ever bought with error at
/// a higher one — however close the priorities (999 vs 999.5) and however many levels there are.
/// Inside one level the errors of its constraints add up, each scaled by its weight.
///
/// Cost rows are dense arrays indexed by symbol id rather than sorted cells: the objective touches
/// every optional constraint of the system, so it is the one row that grows with the layout, and
/// updating it must cost what the change costs, not what the row holds. Symbols whose costs change
/// are queued (`dirty`), and only those are re-examined for a negative lexicographic cost, so
/// finding an entering symbol never scans the whole objective.
struct PriorityLevel {
    let priority: Double
    /// Cost of each symbol at this level, by symbol id (missing ids cost 0).
    var costs: [Double] = []
    /// The level's total error at the current solution.
    var constant = 0.0
    /// Constraints (and edit variables) in the solver at this priority.
    var members = 0

    init(priority: Double) { self.priority = priority }

    @inline(__always) func cost(of symbol: Symbol) -> Double {
        symbol.index < costs.count ? costs[symbol.index] : 0
    }
}

/// One change to the objective, so that a failed call can be undone exactly.
///
/// Plain values only (a removed level's contents wait in `Objective.removedLevels`): the journal is
/// appended to on every cost change and cleared after every call, which is cheap only while its
/// elements need no destruction.
enum ObjectiveChange {
    case cost(level: Int, symbol: Symbol, old: Double)
    case constant(level: Int, old: Double)
    case insertedLevel(at: Int)
    /// The level taken out at `at`; its contents are the last of `removedLevels`.
    case removedLevel(at: Int)
}

struct Objective {
    /// Sorted by priority, highest first.
    private(set) var levels: [PriorityLevel] = []
    /// Changes since the open transaction started, recorded while `journaling`.
    var journal = ScratchList<ObjectiveChange>()
    /// The levels removed since the open transaction started, in order (see `ObjectiveChange.removedLevel`).
    var removedLevels: [PriorityLevel] = []
    var journaling = false
    /// Symbols whose cost changed since the last search for an entering symbol.
    var dirty = ScratchList<Int32>()
    /// Symbols whose lexicographic cost was negative at the last search (`refreshCandidates`).
    private(set) var candidates = ScratchList<Int32>()
    private var nextCandidates = ScratchList<Int32>()
    /// Scratch for de-duplicating `candidates` and `dirty`.
    var seen = StampSet()
    /// The cost arrays of the levels a recycled solver had (`emptyKeepingBuffers`), zeroed, for its next levels
    /// (`insertLevel`): a self-sizing cell's solver makes three or four levels, and each level's costs grew from nothing
    /// to a hundred-odd symbols (an allocation) and were freed with the solver — about a kilo-instruction a cell.
    ///
    /// Zeroed rather than emptied, they keep their length: a missing cost and a zero one are the same to every reader
    /// (`cost(of:)`, `addCost`, which then changes nothing and journals nothing for an amount near zero, as it returns
    /// early for a missing one), and an emptied array went through `removeAll(keepingCapacity:)` and then grew back to
    /// its 120 zeros through the generic `append(contentsOf:)` (~350 instructions a level, three or four a cell), where
    /// zeroing it is a tight loop.
    private var spareCosts: [[Double]] = []
    /// How many cost arrays `spareCosts` keeps.
    static let spareCostsCount = 8

    var isEmpty: Bool { levels.isEmpty }

    /// Makes the objective a new one's, keeping the buffers of its journal and queues, emptied, and its stamps with their
    /// epoch (see `SolverCorePool`). The levels go; their buffer and their cost arrays stay, zeroed (`spareCosts`).
    mutating func emptyKeepingBuffers() {
        for k in levels.indices where spareCosts.count < Objective.spareCostsCount && levels[k].costs.capacity > 0 {
            var costs: [Double] = []
            swap(&costs, &levels[k].costs)
            costs.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            spareCosts.append(costs)
        }
        emptyKeepingCapacity(&levels)
        if !removedLevels.isEmpty { removedLevels = [] }
        journaling = false
        journal.removeAll()
        dirty.removeAll()
        candidates.removeAll()
        nextCandidates.removeAll()
    }

    @inline(__always) mutating func record(_ change: ObjectiveChange) {
        if journaling { Objective.journalAppend(change, to: &journal) }
    }

    /// Appends to the journal, which starts with room for 30 changes: the calls that build a self-sizing cell journal
    /// up to about a hundred (every cost a substitution moves), and doubling from one grew the journal eight times in
    /// the solver's first calls — a cell's solver makes no others. 30 changes fill just under 1 KiB, the largest block
    /// glibc's malloc serves from its per-thread cache: starting at 128 (4 KiB) measured 3% more instructions per cell
    /// than starting at 30, the cost of malloc's slower path for large blocks. The buffer is kept afterwards.
    @inline(__always) private static func journalAppend(_ change: ObjectiveChange, to journal: inout ScratchList<ObjectiveChange>) {
        if journal.count == journal.capacity { journal.reserveCapacity(Swift.max(30, 2 * journal.capacity)) }
        journal.append(change)
    }

    /// The index of the level for `priority`, created if needed.
    ///
    /// Always inlined, the lookup: every optional constraint added asks for its level, nearly always one that exists, and
    /// out of line the call and the search's closure cost some 110 instructions for a search through four levels.
    @inline(__always)
    mutating func level(for priority: Double) -> Int {
        if let i = index(of: priority) { return i }
        return insertLevel(for: priority)
    }

    /// Makes a level for `priority`, which has none, in its place; returns its index.
    private mutating func insertLevel(for priority: Double) -> Int {
        let at = levels.firstIndex { $0.priority < priority } ?? levels.count
        // Room for a few levels at once (UIKit's required, 750, 250 and the fitting priority, 50).
        if levels.capacity == 0 { levels.reserveCapacity(4) }
        // Appended and moved into place by swaps: `insert(_:at:)` went through `replaceSubrange`'s general path, and
        // a layout's levels come lowest first (each one inserted at the front).
        var level = PriorityLevel(priority: priority)
        if let costs = spareCosts.popLast() { level.costs = costs }
        levels.append(level)
        var k = levels.count - 1
        while k > at {
            levels.swapAt(k, k - 1)
            k -= 1
        }
        record(.insertedLevel(at: at))
        return at
    }

    /// The index of the level for `priority`, if there is one: a binary search through the levels' buffer (read through
    /// the array, each probe checked its bounds and the loop was not unrolled).
    @inline(__always)
    func index(of priority: Double) -> Int? {
        levels.withUnsafeBufferPointer { levels in
            var low = 0, high = levels.count
            while low < high {
                let mid = (low + high) >> 1
                let p = levels[mid].priority
                if p == priority { return mid }
                if p > priority { low = mid + 1 } else { high = mid }
            }
            return nil
        }
    }

    mutating func removeLevel(at index: Int) {
        if journaling {
            removedLevels.append(levels[index])
            Objective.journalAppend(.removedLevel(at: index), to: &journal)
        }
        levels.remove(at: index)
    }

    /// Adds `delta` to a level's member count without journaling it: for a call's commit (`SolverCore.commitAdd`,
    /// `commitRemove`), after which nothing can fail and roll the call back, so the change never needs undoing.
    @inline(__always)
    mutating func changeMembersAtCommit(by delta: Int, at level: Int) {
        levels[level].members += delta
    }

    /// Adds `amount` to a symbol's cost at a level; costs that come within epsilon of zero become zero.
    mutating func addCost(_ amount: Double, to symbol: Symbol, at level: Int) {
        addCost(amount, to: symbol, at: level, queued: true)
    }

    /// Gives `symbol`, which has no cost at any level (a constraint's new error: a new symbol, or one recycled only once it
    /// had none, `SolverCore.recycleIfUnused`), the cost `weight` (positive) at `level`, journaled as `addCost` does but
    /// not queued for `refreshCandidates`: its lexicographic cost is positive, so the search would only drop it, and a
    /// later change of its costs queues it as usual. The candidates are the same (their order in the list differs, and
    /// `enteringSymbol` chooses by occurrences and number alone); a self-sizing cell's 18 errors are 18 fewer symbols for
    /// the searches to look at.
    ///
    /// The cost is read and written through the levels' buffer and the level's costs, taken once each, and the journal
    /// appended to after: through `addCost`, the nested access to `levels[level].costs[symbol.index]` beside the journal
    /// and the queue passed `inout` cost some 180 instructions a symbol (four uniqueness checks among them), 18 symbols a
    /// self-sizing cell. The same arithmetic, and the same change journaled.
    mutating func priceNewSymbol(_ symbol: Symbol, _ weight: Double, at level: Int) {
        let i = symbol.index
        var old = 0.0, changed = false
        levels.withUnsafeMutableBufferPointer { levels in
            if i >= levels[level].costs.count {
                if Row.nearZero(weight) { return }
                levels[level].costs.growZeroFilled(toReach: i + 1)
            }
            levels[level].costs.withUnsafeMutableBufferPointer { costs in
                old = costs[i]
                var new = old + weight
                if Row.nearZero(new) { new = 0 }
                if new == old { return }
                costs[i] = new
                changed = true
            }
        }
        if changed && journaling { Objective.journalAppend(.cost(level: level, symbol: symbol, old: old), to: &journal) }
    }

    @inline(__always)
    private mutating func addCost(_ amount: Double, to symbol: Symbol, at level: Int, queued: Bool) {
        if symbol.index >= levels[level].costs.count {
            if Row.nearZero(amount) { return }
            levels[level].costs.growZeroFilled(toReach: symbol.index + 1)
        }
        // One cost is updated in place (the nested access checks two buffers' uniqueness): taking the level's array out
        // of `levels` and back, as `add(_:times:at:)` does for a row's cells, costs more for a single cell.
        Objective.add(amount, to: symbol, cost: &levels[level].costs[symbol.index], at: level,
                      journal: &journal, journaling: journaling, dirty: &dirty, queued: queued)
    }

    /// Adds `amount` to `cost` (`symbol`'s at `level`), journaling the change and queueing it if it can make the symbol a
    /// candidate (`mayMakeCandidate`); costs that come within epsilon of zero become zero. Static, with the journal and the
    /// queue passed apart, so that a cost in `levels` can be updated in place while they are appended to.
    @inline(__always)
    private static func add(_ amount: Double, to symbol: Symbol, cost: inout Double, at level: Int,
                            journal: inout ScratchList<ObjectiveChange>, journaling: Bool,
                            dirty: inout ScratchList<Int32>, queued: Bool = true) {
        let old = cost
        var new = old + amount
        if Row.nearZero(new) { new = 0 }
        if new == old { return }
        if journaling { journalAppend(.cost(level: level, symbol: symbol, old: old), to: &journal) }
        cost = new
        if queued && mayMakeCandidate(new) { dirty.append(symbol.id) }
    }

    /// Whether a cost that changed to `new` (at some level) can have made its symbol a candidate — a negative lexicographic
    /// cost, where it had none at the last `refreshCandidates` — so that the symbol must be queued for the next one.
    ///
    /// A cost changed to a positive value cannot: the levels above are as they were, so if one of them is not zero it
    /// decides the sign as it did before (a candidate then is in `candidates` still, and is looked at again anyway), and if
    /// all are zero the sign is now positive. A symbol whose sign is negative at the next search either was a candidate
    /// at the last one, or the last change of its deciding level made that cost negative, or — the deciding level as it
    /// was — the last change of some level above it made that cost zero: each queued by this test. So the candidates are
    /// the same set as when every change was queued (their order in the list differs, and `enteringSymbol` chooses by
    /// occurrences and number alone), and the searches look at fewer symbols: most changes a substitution makes to the
    /// objective leave a positive cost (an error priced, a slack that would raise it).
    @inline(__always)
    static func mayMakeCandidate(_ new: Double) -> Bool { new <= 0 }

    mutating func addConstant(_ amount: Double, at level: Int) {
        record(.constant(level: level, old: levels[level].constant))
        levels[level].constant += amount
    }

    /// Adds `factor · row` (its constant and cells) to a level.
    mutating func add(_ row: Row, times factor: Double, at level: Int) {
        addConstant(row.constant * factor, at: level)
        // Cells are sorted by symbol, so the last one says how far the costs must reach: grow once, then update
        // the costs through one uniquely held buffer instead of checking uniqueness per cell.
        guard let last = row.cells.last else { return }
        levels[level].costs.growZeroFilled(toReach: last.symbol.index + 1)
        // Taken out by a swap (and put back by one): a copy and an assignment retained the buffer and released it twice.
        var costs: [Double] = []
        swap(&costs, &levels[level].costs)
        // The changes are written straight into the journal and the queue, each made room for first
        // (`ScratchList.appendInPlace`): appended one by one, each checked its list's uniqueness and room (two checks per
        // cell of every row priced into the objective), and gathered on the stack, each list cost a call and a copy. The
        // same changes in the same order as `Objective.add` makes them.
        let cellCount = row.cells.count
        costs.withUnsafeMutableBufferPointer { costs in
            /// Updates the costs, writing each change to `changes` (if any) and each symbol to queue to `changed`; returns
            /// how many of each it wrote.
            func update(_ changes: UnsafeMutablePointer<ObjectiveChange>?,
                        _ changed: UnsafeMutablePointer<Int32>) -> (changes: Int, queued: Int) {
                var n = 0, queuedCount = 0
                for cell in row.cells {
                    let old = costs[cell.symbol.index]
                    var new = old + cell.coefficient * factor
                    if Row.nearZero(new) { new = 0 }
                    if new == old { continue }
                    changes?[n] = .cost(level: level, symbol: cell.symbol, old: old)
                    if Objective.mayMakeCandidate(new) {
                        changed[queuedCount] = cell.symbol.id
                        queuedCount += 1
                    }
                    costs[cell.symbol.index] = new
                    n += 1
                }
                return (n, queuedCount)
            }
            if journaling {
                if journal.count + cellCount > journal.capacity {
                    journal.reserveCapacity(Swift.max(30, 2 * journal.capacity, journal.count + cellCount))
                }
                journal.appendInPlace(upTo: cellCount, filler: .constant(level: 0, old: 0)) { changes in
                    var written = 0
                    dirty.appendInPlace(upTo: cellCount, filler: 0) { changed in
                        let counts = update(changes, changed)
                        written = counts.changes
                        return counts.queued
                    }
                    return written
                }
            } else {
                dirty.appendInPlace(upTo: cellCount, filler: 0) { update(nil, $0).queued }
            }
        }
        swap(&costs, &levels[level].costs)
    }

    /// Replaces `symbol` by its definition in every level where it has a cost.
    mutating func substitute(_ symbol: Symbol, with definition: Row) {
        for level in levels.indices {
            let c = levels[level].cost(of: symbol)
            if c == 0 { continue }
            addCost(-c, to: symbol, at: level)
            add(definition, times: c, at: level)
        }
    }

    /// The sign of a symbol's lexicographic reduced cost: -1 when entering it lowers the objective
    /// (the first non-zero level cost is negative), +1 when it raises it, 0 when it is free.
    ///
    /// Always inlined: `refreshCandidates` asks it of every queued symbol (some 150 per self-sizing cell), and out of line
    /// the call cost about as much as the one or two levels it reads.
    @inline(__always)
    func costSign(of symbol: Symbol) -> Int {
        for level in levels {
            let c = level.cost(of: symbol)
            if c < 0 { return -1 }
            if c > 0 { return 1 }
        }
        return 0
    }

    /// Whether `refreshCandidates` has anything to look at: a symbol whose cost changed, or a candidate of the last search.
    /// When it has not, `candidates` is empty and stays so.
    var hasQueuedSymbols: Bool { !(dirty.isEmpty && candidates.isEmpty) }

    /// Brings `candidates` up to date: the symbols whose lexicographic cost is negative, in no particular
    /// order. Only symbols whose costs changed since the last call are examined afresh.
    /// `excluded` symbols (dummies, which may never enter the basis) are dropped for good.
    /// The new list is built in a second buffer and the two are swapped, so that nothing is allocated once warm.
    mutating func refreshCandidates(excluding excluded: (Int32) -> Bool) {
        if !hasQueuedSymbols { return }
        seen.startRound()
        nextCandidates.removeAll()
        let queued = candidates.count
        for k in 0..<(queued + dirty.count) {
            let id = k < queued ? candidates[k] : dirty[k - queued]
            guard !excluded(id) else { continue }
            let i = Int(id)
            seen.reserve(upTo: i + 1)
            guard seen.insert(i) else { continue }
            if costSign(of: Symbol(id: id)) < 0 { nextCandidates.append(id) }
        }
        dirty.removeAll()
        swap(&candidates, &nextCandidates)
    }

    /// Forgets queued symbols numbered `count` or more: a failed call's new symbols, which its rollback takes out of
    /// the symbol table (their costs are back to zero, but the queues still name them).
    mutating func forgetSymbols(from count: Int) {
        dirty.removeAll { Int($0) >= count }
        candidates.removeAll { Int($0) >= count }
    }

    /// Undoes the journal's changes in reverse order.
    mutating func rollBack(_ changes: ScratchList<ObjectiveChange>) {
        for change in changes.reversed() {
            switch change {
            case .cost(let level, let symbol, let old):
                levels[level].costs[symbol.index] = old
                dirty.append(symbol.id)
            case .constant(let level, let old):
                levels[level].constant = old
            case .insertedLevel(let at):
                levels.remove(at: at)
            case .removedLevel(let at):
                levels.insert(removedLevels.removeLast(), at: at)
            }
        }
    }
}
