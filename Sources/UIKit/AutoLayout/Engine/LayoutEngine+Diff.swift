import Cassowary

// The diff: the wanted rows against the installed ones. Unchanged rows stay in the solver untouched, a changed
// constant is moved in place, a leaving row whose content a new row has is re-keyed, the rest are removed and then
// installed; a fresh engine installs all its rows as one batch (from a solved template when one fits).

extension LayoutEngine {
    /// Diffs the wanted rows against the installed ones and applies the difference. With `removingUnwanted`
    /// (a full walk), installed rows that are not wanted any more are removed; otherwise only rows in `specs`
    /// are compared.
    func apply(_ specs: [RowSpec], removingUnwanted: Bool) -> Bool {
        let changed: Bool
        if rows.isEmpty {
            // A fresh engine (every self-sizing cell's first measurement): nothing to diff against. The table is sized
            // once for all the rows rather than grown (rehashed) row by row as they are installed.
            rows.reserveCapacity(specs.count)
            installFresh(specs)
            changed = !specs.isEmpty
        } else {
            changed = diff(specs, removingUnwanted: removingUnwanted)
        }
        // Forget variables of items that left the hierarchy.
        if removingUnwanted, variables.count > presentItems.count {
            variables.keepOnly(presentItems)
        }
        return changed
    }

    /// The order in which a fresh engine installs `specs`: by priority, highest first, and in the specs' order within
    /// one priority (so among required rows, the one reported broken in a conflict is the one UIKit would name).
    ///
    /// Why: the solver then adds each optional row to a system the rows above it already shape, where its error
    /// usually becomes basic as it stands; in the walk's order, required sizes arrive after the optional ones they
    /// displace, and each displacement costs pivots (11% of the solver's work on a self-sizing cell's first
    /// measurement).
    ///
    /// A handful of distinct priorities, so a counting sort: each spec's level is found once (runs of one priority
    /// are common, so the last level found is tried first), the levels are ranked, and each index is written straight
    /// to its place. Its scratch tables (each spec's level; the levels and their counts, at most one per spec) live on
    /// the stack: only the order is allocated. Scanning every spec once per level, with the levels in a growing
    /// array, cost ~160 instructions per row of a fresh cell. Nonisolated: its three closures, written in this
    /// main-actor type, each checked the executor when called (~300 instructions a fresh cell).
    nonisolated static func installationOrder(_ specs: [RowSpec]) -> [Int] {
        let count = specs.count
        if count == 0 { return [] }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * count) { scratch in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { levels in
                // scratch: each spec's level, then each level's count, then each level's next place in the order.
                let levelOf = scratch.baseAddress!, counts = levelOf + count, next = counts + count
                var levelCount = 0, last = -1
                specs.withUnsafeBufferPointer { specs in
                    for i in 0..<count {
                        let priority = specs[i].priority
                        if last < 0 || levels[last] != priority {
                            last = -1
                            for level in 0..<levelCount where levels[level] == priority {
                                last = level
                                break
                            }
                            if last < 0 {
                                last = levelCount
                                levels[levelCount] = priority
                                counts[levelCount] = 0
                                levelCount += 1
                            }
                        }
                        levelOf[i] = last
                        counts[last] += 1
                    }
                }
                if levelCount <= 1 { return Array(0..<count) }
                // Each level's first place: the counts of the higher levels before it.
                for a in 0..<levelCount {
                    next[a] = 0
                    for b in 0..<levelCount where levels[b] > levels[a] { next[a] += counts[b] }
                }
                return [Int](unsafeUninitializedCapacity: count) { order, initialized in
                    for i in 0..<count {
                        let level = levelOf[i]
                        order[next[level]] = i
                        next[level] += 1
                    }
                    initialized = count
                }
            }
        }
    }

    /// `apply`'s work when rows are installed: removes or moves what changed, installs what is new. With
    /// `removingUnwanted` (a full walk), installed rows no spec wants are removed too, in the dictionary's order;
    /// otherwise only the rows of `specs` are compared, in the specs' order.
    ///
    /// Each spec is looked up once (rather than hashed into a dictionary of wanted fingerprints and looked up again):
    /// installed rows remember which spec wants them. The first spec of an id is the wanted one.
    ///
    /// `removing` (an incremental sync's) names installed rows no spec wants any more; they are removed with the
    /// others, before anything is installed.
    func diff(_ specs: [RowSpec], removingUnwanted: Bool, removing: [RowID] = []) -> Bool {
        diffStamp &+= 1
        let stamp = diffStamp
        // The first spec of each id is the wanted one. Each spec's row by its place in the table (-1: none); a place
        // stays the row's until it is removed, and a row installed later into a freed place is not stamped.
        var existing = [Int](repeating: -1, count: specs.count)
        for index in specs.indices {
            guard let place = rows.place(of: specs[index].id) else { continue }
            existing[index] = place
            rows.noteWanted(place, by: index, stamp: stamp)
        }
        // Removals first (rows no longer wanted, or wanted with other content), so replacements cannot conflict
        // with their own previous version.
        var changing: [(id: RowID, place: Int)] = []
        if removingUnwanted {
            for (id, place) in rows.places where rows.marks[place].stamp != stamp
                || !specs[rows.marks[place].wantedIndex].hasFingerprint(rows.slots[place].fingerprint) {
                changing.append((id, place))
            }
            // In the rows' order in the table, not the dictionary's: that follows the rows' addresses and the
            // process's hash seed, and the order of removals (and which leaving row a new one re-keys) decides the
            // solver's path — for an ambiguous layout, its answer. Places are given in the order rows come.
            RowTable.sortByPlace(&changing)
        } else {
            for (index, place) in existing.enumerated() where place >= 0 {
                guard rows.marks[place].wantedIndex == index,
                      !specs[index].hasFingerprint(rows.slots[place].fingerprint) else { continue }
                changing.append((specs[index].id, place))
            }
            for id in removing {
                guard let place = rows.place(of: id), rows.marks[place].stamp != stamp else { continue }
                rows.noteWanted(place, by: -1, stamp: stamp)
                changing.append((id, place))
            }
        }
        var changed = false
        var removedRequired = false
        var reusable: NewRowsByContent?
        var hasBrokenRow: Bool?
        // A leaving row whose constant alone changed is moved in place, all such rows (the pins, each view's hugging,
        // compression and index-order rows) in one solver call after the removals; the others are replaced (`replace`).
        // The rows to move are marked (`noteMoving`) rather than listed, and found again by their marks.
        // A leaving row that is not moved: re-keyed to a new row with its content, or removed.
        func replace(_ id: RowID, at place: Int) {
            if let c = rows.slots[place].constraint {
                // A row leaving whose content a new row has (a constraint re-created as it was, like the timeline
                // seed's media constraints on every `update(_:)`) stays in the solver under the new row's id: the
                // system is the same, without a remove and an add. Not while a row is broken: a full walk retries
                // broken rows when a required one leaves, and a re-keyed row does not leave.
                if hasBrokenRow == nil { hasBrokenRow = rows.containsBrokenRow }
                if hasBrokenRow == false {
                    if reusable == nil { reusable = newRowsByContent(specs, existing) }
                    // The first new row (in spec order) with the same content, not taken yet; rows whose contents
                    // merely hash alike are told apart by comparing them.
                    if let index = reusable?.take(LayoutEngine.contentHash(rows.slots[place].fingerprint), specs,
                                                  rows.slots[place].fingerprint) {
                        rows[place: place].owner = specs[index].owner
                        rows.rekey(id, to: specs[index].id)
                        rekeyCount += 1
                        return
                    }
                }
                try? solver.remove(c)
                if rows.slots[place].isRequired { removedRequired = true }
            }
            rows.remove(id)
            changed = true
        }
        var moveCount = 0
        for (id, place) in changing {
            rows.noteLeft(place)
            let wantedIndex = rows.marks[place].stamp == stamp ? rows.marks[place].wantedIndex : -1
            if wantedIndex >= 0, canMoveConstantInPlace(at: place, to: specs[wantedIndex].fingerprint) {
                rows.noteMoving(place)
                moveCount += 1
                changed = true
                continue
            }
            replace(id, at: place)
        }
        // The moves, made together once the rows that leave are out, before anything is installed. Why together: a
        // view's three rows on one size moved one by one left the solution against those not moved yet, and the dual
        // simplex pivoted there and back. Why after the removals: a pin moved first squeezed or stretched the content
        // that was leaving (a recycled cell's retweet view, its media), pivots that the removals then undid. (Not after
        // the installs: new content against the old pins can conflict with them and break a required row.) If the
        // solver refuses the moves together, they are made one by one, in the diff's order, and a row whose move fails
        // is replaced.
        if moveCount > 0, moveCount == 1 || !moveConstantsInPlace(changing, moveCount, stamp, specs) {
            for (id, place) in changing where rows.marks[place].stamp == stamp && rows.marks[place].moves {
                let wantedIndex = rows.marks[place].wantedIndex
                if !moveConstantInPlace(at: place, to: specs[wantedIndex].fingerprint) { replace(id, at: place) }
            }
        }
        for (index, spec) in specs.enumerated() {
            // The fingerprint installed is always the first spec's of the id (a repeat only finds its row).
            var fingerprint: Fingerprint
            let place = existing[index]
            if place >= 0, rows.marks[place].stamp == stamp, !rows.marks[place].leftRows {
                // Installed and unchanged; a broken row is retried only when room may have been made.
                guard rows.slots[place].constraint == nil, removedRequired else { continue }
                fingerprint = rows.slots[place].fingerprint
                rows.remove(spec.id)
            } else if let place = rows.place(of: spec.id) {
                guard rows.slots[place].constraint == nil, removedRequired else { continue }
                fingerprint = rows.slots[place].fingerprint
                rows.remove(spec.id)
            } else {
                fingerprint = spec.fingerprint
            }
            install(spec, fingerprint: fingerprint)
            changed = true
        }
        return changed
    }

    /// A row's content — its terms (variable identity and coefficient), constant, relation and priority, what
    /// `Fingerprint`'s equality compares — hashed into one word: equal contents hash alike (a zero counts as +0, as
    /// −0 == +0). Used to find a new row with a leaving row's content; building a key of the terms (an array) and
    /// hashing it cost an allocation and a SipHash of every term for each new and each leaving row.
    static func contentHash(_ fingerprint: Fingerprint) -> Int {
        func bits(_ value: Double) -> UInt64 { value == 0 ? 0 : value.bitPattern }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
            hash ^= hash >> 29
        }
        for term in fingerprint.expression.terms {
            mix(UInt64(UInt(bitPattern: ObjectIdentifier(term.variable))))
            mix(bits(term.coefficient))
        }
        mix(bits(fingerprint.expression.constant))
        switch fingerprint.relation {
        case .lessThanOrEqual: mix(1)
        case .equal: mix(2)
        case .greaterThanOrEqual: mix(3)
        }
        mix(bits(fingerprint.priority))
        return Int(bitPattern: UInt(hash))
    }

    /// The specs of a diff that ask for a row not installed yet, by `contentHash`, in spec order within one hash (a
    /// repeated id's later specs are among them, and `take` passes over those): one array of (hash, spec index) pairs
    /// sorted by both, searched by halving. A dictionary of arrays cost a table, its growth and an array per distinct
    /// content, for ~40 new specs per diff of a reused cell (the rows re-keyed to them are most of its churn).
    struct NewRowsByContent {
        /// Sorted by hash, then spec index; a taken entry's index is −1.
        var entries: [(hash: Int, index: Int)]

        /// The spec index of the first entry (in spec order) not taken yet with this hash whose spec says what
        /// `fingerprint` says; that entry is taken.
        mutating func take(_ hash: Int, _ specs: [RowSpec], _ fingerprint: Fingerprint) -> Int? {
            var low = 0, high = entries.count
            while low < high {
                let mid = (low + high) / 2
                if entries[mid].hash < hash { low = mid + 1 } else { high = mid }
            }
            var k = low
            while k < entries.count, entries[k].hash == hash {
                let index = entries[k].index
                if index >= 0, specs[index].hasFingerprint(fingerprint) {
                    entries[k].index = -1
                    // Only the first spec of an id asks for its row; a repeat (rare) is passed over for good.
                    if NewRowsByContent.isFirstSpec(at: index, in: specs) { return index }
                }
                k += 1
            }
            return nil
        }

        /// Whether no spec before `index` has its id. Asked only of a spec whose content matched (about one a reused
        /// cell's diff), rather than keeping a set of every new spec's id for a repeat that almost never comes.
        private static func isFirstSpec(at index: Int, in specs: [RowSpec]) -> Bool {
            let id = specs[index].id
            for earlier in 0..<index where specs[earlier].id == id { return false }
            return true
        }
    }

    /// `NewRowsByContent`'s order (a total one: spec indices are distinct). Nonisolated: a closure written in this
    /// main-actor type would check the executor on every comparison.
    private nonisolated static func byHashThenIndex(_ a: (hash: Int, index: Int), _ b: (hash: Int, index: Int)) -> Bool {
        a.hash != b.hash ? a.hash < b.hash : a.index < b.index
    }

    /// The specs of a diff that ask for a row not installed yet, by content (`take` passes over all but the first spec
    /// of an id).
    ///
    /// `existing[index] < 0` says the id had no row when the diff began, and none can have gained one since: until these
    /// entries exist nothing is re-keyed or installed, only moved or removed. (Looking each id up again, and a set of the
    /// ids seen to drop repeats, cost a hash and a probe or two per new spec, ~40 in a reused cell's diff.) A repeat of
    /// an id is new exactly when its first spec is: both found the same row, or none.
    private func newRowsByContent(_ specs: [RowSpec], _ existing: [Int]) -> NewRowsByContent {
        var entries: [(hash: Int, index: Int)] = []
        for index in specs.indices where existing[index] < 0 {
            assert(!rows.contains(specs[index].id), "a new spec's id gained a row before newRowsByContent")
            // Room for every spec left: the array is sized once rather than grown.
            if entries.isEmpty { entries.reserveCapacity(specs.count - index) }
            entries.append((LayoutEngine.contentHash(specs[index].fingerprint), index))
        }
        entries.sort(by: LayoutEngine.byHashThenIndex)
        return NewRowsByContent(entries: entries)
    }

    /// When only the constant changed (an `NSLayoutConstraint.constant` edit, an intrinsic size that
    /// grew), moves it inside the solver — the marker technique, no remove and re-add. Returns false when
    /// the row must be replaced instead (other changes, a broken row, or a move the solver refused;
    /// the replacement then reports any conflict in Apple's format).
    func moveConstantInPlace(at place: Int, to fingerprint: Fingerprint) -> Bool {
        guard canMoveConstantInPlace(at: place, to: fingerprint), let constraint = rows.slots[place].constraint
        else { return false }
        do {
            try solver.setConstant(fingerprint.constant, of: constraint)
        } catch {
            return false
        }
        rows[place: place].fingerprint = fingerprint
        constantMoveCount += 1
        return true
    }

    /// Whether the row at `place` can take `fingerprint` by a move of its constant: it is in the solver (not broken) and
    /// only the constant differs.
    func canMoveConstantInPlace(at place: Int, to fingerprint: Fingerprint) -> Bool {
        rows.slots[place].constraint != nil && rows.slots[place].fingerprint.hasSameShape(as: fingerprint)
    }

    /// `moveConstantInPlace` for the `count` rows of `changing` the diff stamped `stamp` marks as moving (each able to
    /// move, `canMoveConstantInPlace`), in one solver call (`Solver.setConstants`). Returns false, having changed
    /// nothing, when the solver refuses the moves together.
    func moveConstantsInPlace(_ changing: [(id: RowID, place: Int)], _ count: Int, _ stamp: UInt64,
                              _ specs: [RowSpec]) -> Bool {
        var constants: [(constraint: Constraint, constant: Double)] = []
        constants.reserveCapacity(count)
        for (_, place) in changing where rows.marks[place].stamp == stamp && rows.marks[place].moves {
            constants.append((rows.slots[place].constraint!, specs[rows.marks[place].wantedIndex].fingerprint.constant))
        }
        do {
            try solver.setConstants(constants)
        } catch {
            return false
        }
        for (_, place) in changing where rows.marks[place].stamp == stamp && rows.marks[place].moves {
            rows[place: place].fingerprint = specs[rows.marks[place].wantedIndex].fingerprint
        }
        constantMoveCount += count
        return true
    }

    /// Adds `spec`'s row to the solver and the table. Every caller has removed any row of `spec.id` first, so the row
    /// goes in through `insertIfAbsent` (inlined, its arguments consumed) rather than `set`, which looked the id up
    /// for a row to replace and copied the new row into its slot.
    func install(_ spec: RowSpec, fingerprint: Fingerprint) {
        rowInstallCount += 1
        let constraint = Constraint(spec.expression.cassowary, spec.relation, strength: Strength(priority: spec.priority))
        do {
            try solver.add(constraint)
            let inserted = rows.insertIfAbsent(spec.id, fingerprint, constraint, spec.owner,
                                               required: spec.priority >= 1000)
            assert(inserted, "install(_:fingerprint:) called with a row of \(spec.id) still installed")
        } catch {
            installationFailed(spec, constraint, fingerprint: fingerprint, error)
        }
    }

    /// Solved systems of the shapes fresh engines have installed, for the next fresh engine of the same shape: a
    /// self-sizing cell's first measurement, and each new cell of a kind a table has shown, starts from the solution of
    /// the last cell of its kind (`SolverTemplateCache`), moving only the constants that differ (a label's height).
    static let solverTemplates = SolverTemplateCache(capacity: 32)

    /// A fresh engine's rows, installed in `rows` in `order`, and the solver's batch of their constraints (a spec
    /// whose id is taken already makes neither).
    ///
    /// Each row is put in `rows` with one lookup (a repeated id, rare, puts the first one's row back), and the specs
    /// are read in place rather than copied out one by one (a copy retained and released its expression and owner).
    /// The batch is written in place, at most a constraint a spec: appended one by one, each constraint went through
    /// the array's uniqueness and capacity checks (two calls, ~35 instructions a row). Nonisolated: the batch's
    /// initializer takes a closure, which, written in the main-actor engine, checked the executor (~570 instructions
    /// a fresh cell).
    private nonisolated static func installFreshRows(_ specs: [RowSpec], in order: [Int],
                                                     into rows: inout RowTable) -> [Constraint] {
        [Constraint](unsafeUninitializedCapacity: specs.count) { batch, made in
            specs.withUnsafeBufferPointer { specs in
                for i in order {
                    let constraint = Constraint(specs[i].expression.cassowary, specs[i].relation,
                                                strength: Strength(priority: specs[i].priority))
                    // The row takes a copy and the batch the constraint itself: passed to both as it was, each took a
                    // copy and the constraint was released after (a retain and a release more a row).
                    guard rows.insertIfAbsent(specs[i].id, specs[i].fingerprint, copy constraint, specs[i].owner,
                                              required: specs[i].priority >= 1000) else { continue }
                    (batch.baseAddress! + made).initialize(to: consume constraint)
                    made += 1
                }
            }
        }
    }

    /// A fresh engine's rows, installed in `installationOrder` as one batch (the first spec of an id is the wanted
    /// one). The batch stops at a row the solver refuses; that row is broken as `install` breaks it, and the rest are
    /// installed one by one.
    private func installFresh(_ specs: [RowSpec]) {
        let order = LayoutEngine.installationOrder(specs)
        let batch = LayoutEngine.installFreshRows(specs, in: order, into: &rows)
        do {
            try solver.add(contentsOf: batch, templates: LayoutEngine.solverTemplates)
            rowInstallCount += batch.count
        } catch {
            guard let refused = batch.firstIndex(where: { !solver.contains($0) }) else { return }
            rowInstallCount += refused + 1
            // The specs the batch was made of, in its order: the first spec of each id in `order`, whose row holds the
            // batch's constraint (a repeated id's row holds an earlier one).
            var installed: [Int] = []
            installed.reserveCapacity(batch.count)
            for i in order where installed.count < batch.count && rows[specs[i].id]?.constraint === batch[installed.count] {
                installed.append(i)
            }
            let spec = specs[installed[refused]]
            installationFailed(spec, batch[refused], fingerprint: spec.fingerprint, error)
            for k in installed[(refused + 1)...] {
                rows.remove(specs[k].id)
                install(specs[k], fingerprint: specs[k].fingerprint)
            }
        }
    }
}
