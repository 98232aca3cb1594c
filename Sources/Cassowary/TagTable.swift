/// The solver's record of every constraint it holds (its `Tag`), found without hashing.
///
/// Each constraint caches its slot in the table per solver (`Constraint.solverSlots`, the same small cache
/// variables keep their symbols in), so the lookups every `add`, `remove` and `setConstant` makes are an
/// array access and an identity check rather than a dictionary probe — measurable when a layout adds its
/// forty constraints to a fresh solver, as every self-sizing cell does.
struct TagTable {
    private var entries: [SolverCore.Tag?] = []
    private var freeSlots: [Int32] = []
    /// The constraints the table keeps alive, for its tags, which refer to them unretained: every constraint a tag
    /// names is here, and so are constraints removed since the list was last compacted. Compacted only when a tag is
    /// inserted (at most twice the constraints held, amortised), never when one is removed: a removed tag's constraint
    /// stays valid for the rest of the call that removes it. A table made from a template's holds the batch itself
    /// (`batch`), one array shared with the caller's, instead of a reference per constraint.
    private var owners = ConstraintOwners()
    /// The batch a table made from a template's was given (`rebound`), kept alive as one array until a compaction.
    private var batch: [Constraint] = []

    /// Makes room for `count` constraints.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// Empties the table, keeping its buffers (see `SolverCorePool`).
    mutating func emptyKeepingBuffers() {
        emptyKeepingCapacity(&entries)
        emptyKeepingCapacity(&freeSlots)
        owners.removeAll()
        if !batch.isEmpty { batch = [] }
    }

    /// The constraint's slot in this table, if the table holds it (`token` identifies the solver).
    @inline(__always)
    func slot(of constraint: Constraint, _ token: ObjectIdentifier) -> Int? {
        guard let id = constraint.solverSlots.symbol(for: token), Int(id) < entries.count,
              entries[Int(id)]?.constraint === constraint else { return nil }
        return Int(id)
    }

    func tag(of constraint: Constraint, _ token: ObjectIdentifier) -> SolverCore.Tag? {
        guard let slot = slot(of: constraint, token) else { return nil }
        return entries[slot]
    }

    /// Always inlined: every add asks first (a duplicate is refused), and out of line the call cost as much as the lookup.
    @inline(__always)
    func contains(_ constraint: Constraint, _ token: ObjectIdentifier) -> Bool { slot(of: constraint, token) != nil }

    /// Always inlined (into `SolverCore.commitAdd`, its one caller): out of line the call's register saves and restores
    /// were a fifth of its cost, paid by every constraint added.
    @inline(__always)
    mutating func insert(_ tag: SolverCore.Tag, _ token: Unmanaged<AnyObject>) {
        let slot: Int32
        if !freeSlots.isEmpty {
            slot = freeSlots.removeLast()
            entries[Int(slot)] = tag
        } else {
            slot = Int32(entries.count)
            entries.append(tag)
        }
        // One strong reference, read once from the tag (unowned) and handed to `owners`: reading it for each use retained
        // and released it around the cache's update.
        let constraint = tag.constraint
        constraint.solverSlots.set(slot, for: token)
        let owned = owners.append(consume constraint)
        if owned + batch.count > 2 * Swift.max(count, 32) {
            owners = ConstraintOwners(entries)
            batch = []
        }
    }

    /// A template's table (`SolverCore.instantiate`) with each constraint replaced by the one standing for it in a
    /// new solver — `constraints[batchIndex[slot]]`, with the same marker, errors, order and constant — under `token`.
    /// The new table owns the batch as it is (`batch`): one reference to the caller's array, none per constraint.
    func rebound(to constraints: [Constraint], batchIndex: [Int32], _ token: SolverCore.Token) -> TagTable {
        var table = TagTable()
        table.freeSlots = freeSlots
        table.batch = constraints
        table.entries = [SolverCore.Tag?](unsafeUninitializedCapacity: entries.count) { buffer, count in
            entries.withUnsafeBufferPointer { old in
                for slot in old.indices {
                    let index = Int(batchIndex[slot])
                    guard index >= 0, let tag = old[slot] else {
                        (buffer.baseAddress! + slot).initialize(to: nil)
                        continue
                    }
                    let constraint = constraints[index]
                    (buffer.baseAddress! + slot).initialize(to: SolverCore.Tag(
                        constraint: constraint, marker: tag.marker, other: tag.other, sequence: tag.sequence,
                        constant: tag.constant))
                    constraint.solverSlots.set(Int32(slot), for: token)
                }
            }
            count = entries.count
        }
        return table
    }

    /// The tag in `slot`, if the slot is in use.
    func tag(inSlot slot: Int32) -> SolverCore.Tag? { entries[Int(slot)] }

    mutating func remove(_ constraint: Constraint, _ token: ObjectIdentifier) {
        guard let slot = slot(of: constraint, token) else { return }
        entries[slot] = nil
        freeSlots.append(Int32(slot))
        constraint.solverSlots.remove(token)
    }

    mutating func setConstant(_ constant: Double, of constraint: Constraint, _ token: ObjectIdentifier) {
        guard let slot = slot(of: constraint, token) else { return }
        entries[slot]?.constant = constant
    }

    /// How many slots the table has, used or free.
    var slotCount: Int { entries.count }

    /// How many constraints the table holds.
    var count: Int { entries.count - freeSlots.count }

    /// The tags in slot order (deterministic, unlike a dictionary's order).
    var all: [SolverCore.Tag] { entries.compactMap { $0 } }
}
