// Synchronising with the views: `synchronize()`, and the sync that builds only the rows of what was announced since
// the last one (`synchronizeIncrementally()`) — re-collecting the views when some came or went, dropping the rows and
// records of what left, numbering the rows the engine makes for a view itself. After a change it cannot follow it
// falls back on the full walk (`LayoutEngine+FullWalk.swift`).

extension LayoutEngine {
    /// Brings the solver in line with the hierarchy. Returns true when any row was added, removed or replaced.
    ///
    /// It walks everything the first time and after a change the engine cannot follow (`structureDirty`); otherwise
    /// it re-reads only what was announced (`synchronizeIncrementally()`) plus the system guides' constants.
    @discardableResult
    func synchronize() -> Bool {
        synchronizationCount += 1
        keptAmbiguityProbe = nil
        isSynchronizing = true
        defer { isSynchronizing = false }
        if traitsDirty {
            traitsDirty = false
            // With views added or removed, the incremental sync compares the traits of the views that stayed as it
            // re-collects them (a removed view, detached, may have other traits without that mattering here).
            let recollecting = !addedSubtrees.isEmpty || viewsNeedRecollecting || !guidesAdded.isEmpty
            if !structureDirty && !recollecting && walkedTraitsChanged() { structureDirty = true }
        }
        if !structureDirty, !walkedViewRefs.isEmpty, let changed = synchronizeIncrementally() {
            #if DEBUG
            if LayoutEngine.collectedSyncDifferences != nil {
                LayoutEngine.collectedSyncDifferences?.append(contentsOf: verifyAgainstFullWalk())
            } else if LayoutEngine.verifiesIncrementalSync {
                let problems = verifyAgainstFullWalk()
                if !problems.isEmpty {
                    FileHandle.standardError.write(("Incremental sync of \(root.layoutDescription) differs from a full "
                        + "walk:\n  " + problems.joined(separator: "\n  ") + "\n").data(using: .utf8)!)
                }
            }
            #endif
            return changed
        }
        structureDirty = false
        clearPendingStructureChanges()
        dirtyViews.removeAll(keepingCapacity: true)
        dirtyConstraints.removeAll(keepingCapacity: true)
        return fullSynchronize()
    }

    /// The synchronisation without a full walk: only the rows of what changed since the last sync are built and
    /// diffed — views added (their own rows, guide rows and installed constraints), views marked dirty (frame,
    /// intrinsic size, priorities, `translatesAutoresizingMaskIntoConstraints`, a stack's arrangement), constraints
    /// activated, deactivated or edited — and the rows of removed items are dropped. Rows are built in the order a
    /// full walk builds them (the root's pins, each view's own rows in walk order, then constraints by activation),
    /// and removals come before installs, so the solver receives the same additions in the same order as the full
    /// walk would give it: the layout it chooses among equally good ones does not change.
    ///
    /// Returns nil, having applied nothing, when it cannot tell what a full walk would do: a view moved within the
    /// engine or an address reused by a new view, a remaining view's traits changed, a guide had to be made, a new
    /// constraint links to another engine (an island merges), or a row is broken (a full walk retries broken rows
    /// whenever a required row leaves).
    private func synchronizeIncrementally() -> Bool? {
        let recollecting = !addedSubtrees.isEmpty || viewsNeedRecollecting || !guidesAdded.isEmpty
        // A sync that used to be a full walk (views, guides or constraints came or went) re-reads what the walk
        // re-read that can change unannounced: a wrapping label's rows follow its solved width. (A change of the root
        // screen's scale re-reads every view's own rows on any sync, below.) Constraints are re-read only when
        // something they read was announced.
        let structural = recollecting || !membershipChangedConstraints.isEmpty
        if structural, rows.containsBrokenRow { return nil }
        let scale = root.layoutScale
        // Every intrinsic size is rounded to the pixel grid of the root's screen: when that scale changed (the window
        // moved to another screen, or the simulated device changed), every view's own rows are read again.
        let rereadAll = scale != walkedScale
        walkedScale = scale
        var newViews: Set<ItemKey> = []
        var removedItems: Set<ItemKey> = []
        var addressesReused = false
        if recollecting {
            guard let result = recollect() else { return nil }
            (newViews, removedItems, addressesReused) = result
            // A guide given to a view that stayed may have a deallocated item's address too.
            if !guidesAdded.isEmpty { addressesReused = true }
        }
        // Margin attributes resolve to the margins guide: it must exist before rows are built (making one is a
        // structure change).
        for constraint in membershipChangedConstraints.values where constraint.container != nil {
            LayoutEngine.makeMarginsGuides(for: constraint)
        }
        if structureDirty { return nil }

        var specs: [RowSpec] = []
        // The pins' rows are compared only when the pins moved since they were last applied (or a pin row is missing
        // or broken, which the diff may retry): on most frames nothing about the root changed. What the pins hold now
        // is read only when code may have edited one: an edit reaches this engine as a dirty constraint unless the
        // root routes its changes elsewhere (a fitting engine's); the six reads cost more than the rest of a quiet
        // window sync's pin check.
        let pinsCompared = rootPins.isEmpty || appliedPinValues == nil || wantedPinValues() != appliedPinValues
            || ((!dirtyConstraints.isEmpty || !hearsPinEdits) && pinValues() != appliedPinValues)
        if pinsCompared { appendRootPinSpecs(to: &specs) }
        // Refreshing guide constants marks the constraints whose constants changed.
        // (A loop over the references: every synchronisation of every engine comes here, and building the list of
        // live views allocated an array each time.)
        for ref in guideOwners {
            guard let view = ref.view else { continue }
            view.refreshSystemGuideConstants()
        }
        // Nothing announced, the pins as applied and no guide constant moved: no row to build (a scrolled table's window
        // engine is synchronised on every frame, for this).
        if !pinsCompared, !structural, !rereadAll, dirtyViews.isEmpty, dirtyConstraints.isEmpty { return false }

        // Views whose own rows are built again, in walk order, and the constraints to look at.
        var respecified: [UIView] = []
        // For each re-read view, which of its own rows (`ownRowID(_:of:)`) its specs below ask for, as bits; and the
        // own-row ids asked for by any other spec (rare: a re-derived autoresizing constraint marked dirty). Together
        // they say which own rows are still wanted without hashing every spec's id into a set.
        var respecifiedOwnRows: [UInt16] = []
        var otherOwnRowIDs: [RowID] = []
        let respecifiedFrom = specs.count
        var candidates: [NSLayoutConstraint] = []
        // Sized for the constraints announced (a new view's installed ones may grow it): grown from empty, the set was
        // rehashed at every doubling.
        var fresh = Set<ItemKey>(minimumCapacity: membershipChangedConstraints.count + dirtyConstraints.count)
        if structural || rereadAll || !dirtyViews.isEmpty {
            var widthDependent: Set<ItemKey> = []
            if structural && !rereadAll {
                let refs = widthDependentViewRefs
                widthDependent.reserveCapacity(refs.count)
                for index in refs.indices {
                    if let id = refs[index].identifier { widthDependent.insert(ItemKey(id)) }
                }
            }
            // Views are told apart by identity first, and only a view to re-read is taken out of its reference: the
            // others (most, on a reused cell's syncs) are passed over without retaining and releasing them.
            let refs = walkedViewRefs
            for index in refs.indices {
                guard let id = refs[index].identifier else { continue }
                let key = ItemKey(id)
                let isNew = newViews.contains(key)
                let gainedGuide = guidesAdded[key] != nil
                guard rereadAll || isNew || gainedGuide || dirtyViews[key] != nil || widthDependent.contains(key),
                      let view = refs[index].view else {
                    continue
                }
                let firstSpec = specs.count
                for constraint in view === root ? [] : view.autoresizingMaskConstraints() {
                    if let spec = spec(for: constraint) { specs.append(spec) }
                }
                if isNew || gainedGuide {
                    for constraint in view.guideConstraints {
                        if let spec = spec(for: constraint) { specs.append(spec) }
                    }
                }
                if isNew {
                    for constraint in view.installedConstraints {
                        candidates.append(constraint)
                        fresh.insert(ItemKey(constraint))
                    }
                } else if let dependents = baselineDependents[key] {
                    // Constraints on its baselines follow its text.
                    for constraint in dependents.values { dirtyConstraints[ItemKey(constraint)] = constraint }
                }
                appendIntrinsicSpecs(for: view, collecting: false, to: &specs)
                var ownRows: UInt16 = 0
                for index in firstSpec..<specs.count {
                    let specID = specs[index].id
                    if let bit = LayoutEngine.ownRowBit(specID, of: id) {
                        ownRows |= 1 << bit
                    } else if !specID.isConstraint {
                        otherOwnRowIDs.append(specID)
                    }
                }
                respecified.append(view)
                respecifiedOwnRows.append(ownRows)
            }
            if !recollecting { refreshWidthDependentViews(ifAnyChangedAmong: respecified) }
        }
        let respecifiedTo = specs.count
        for (id, constraint) in membershipChangedConstraints where fresh.insert(id).inserted {
            candidates.append(constraint)
        }
        for (id, constraint) in dirtyConstraints where !fresh.contains(id) {
            candidates.append(constraint)
            fresh.insert(id)
        }
        var removing: [RowID] = []
        for constraint in LayoutEngine.sortedByActivation(candidates) {
            let id = ObjectIdentifier(constraint)
            let joined = membershipChangedConstraints[ItemKey(id)] != nil || (newViews.isEmpty ? false : isFromNewView(constraint, newViews))
            if joined {
                guard let container = constraint.container, presentItems.contains(ItemKey(container)) else {
                    // Deactivated, or installed outside this engine's views.
                    if rows.contains(.constraint(id)) { removing.append(.constraint(id)) }
                    continue
                }
                guard let spec = spec(for: constraint) else { return nil }
                specs.append(spec)
            } else if constraint.container != nil, let spec = spec(for: constraint), rows.contains(spec.id) {
                specs.append(spec)
            }
        }
        clearPendingStructureChanges()
        dirtyViews.removeAll(keepingCapacity: true)
        dirtyConstraints.removeAll(keepingCapacity: true)

        // The engine's own rows of a re-read view that it no longer wants (its intrinsic size went away, it became
        // constraint-based, it left a stack's arrangement).
        if !respecified.isEmpty {
            // The specs built outside the loop over re-read views: the root's pins before it, constraints after it.
            for index in specs.indices where index < respecifiedFrom || index >= respecifiedTo {
                if !specs[index].id.isConstraint { otherOwnRowIDs.append(specs[index].id) }
            }
            for (view, ownRows) in zip(respecified, respecifiedOwnRows) {
                let item = ObjectIdentifier(view)
                for bit in 0..<LayoutEngine.ownRowCount where ownRows & (1 << bit) == 0 {
                    let id = LayoutEngine.ownRowID(bit, of: item)
                    if rows.contains(id) && !otherOwnRowIDs.contains(id) { removing.append(id) }
                }
            }
        }
        // The rows of items that left: their own rows, and constraints on them or installed on them (also those of
        // a deallocated view whose address a new view now has: their items are gone).
        if !removedItems.isEmpty || addressesReused {
            // Found through the dictionary, removed in the rows' order in the table (see `diff`): the dictionary's
            // order follows addresses and the process's hash seed.
            var leaving: [(id: RowID, place: Int)] = []
            for (id, place) in rows.places {
                switch id {
                case .intrinsic(let item, _), .autoresizing(let item, _), .indexOrder(let item):
                    if removedItems.contains(ItemKey(item)) { leaving.append((id, place)) }
                case .constraint:
                    // By the items' identities: every installed constraint of the engine is looked at, and taking its
                    // items and container out of their references retained and released each of them.
                    guard let owner = rows.slots[place].owner else { continue }
                    let second = owner.secondItemIdentifier
                    if !isPresent(owner.firstItemIdentifier) || (second != nil && !isPresent(second)) {
                        leaving.append((id, place))
                    } else if let container = owner.containerIdentifier, !presentItems.contains(ItemKey(container)) {
                        leaving.append((id, place))
                    }
                }
            }
            RowTable.sortByPlace(&leaving)
            for row in leaving { removing.append(row.id) }
        }
        let changed = diff(specs, removingUnwanted: false, removing: removing)
        if pinsCompared { notePinsApplied() }
        if !removedItems.isEmpty || !removing.isEmpty { forget(removedItems, rows: removing) }
        return changed
    }

    /// The traits the last walk recorded for the live view `id` (nil when it was not walked then, or has been
    /// deallocated since), during `recollect()`. The views that stayed keep their order from walk to walk, so each is
    /// looked for first where the last one found was followed (`cursor`), and then everywhere; a dictionary of the
    /// last walk's views, made for every recollect, cost an allocation and a hash of every view twice.
    private func previousWalkTraits(of id: ObjectIdentifier, from cursor: inout Int) -> TraitKey? {
        let refs = previousWalkedViewRefs
        if cursor < refs.count, refs[cursor].identifier == id {
            cursor += 1
            return previousWalkedTraits[cursor - 1]
        }
        for index in refs.indices where refs[index].identifier == id {
            cursor = index + 1
            return previousWalkedTraits[index]
        }
        return nil
    }

    /// Rebuilds the list of views whose intrinsic height follows their width, in walk order as a full walk makes it,
    /// when one of `views` (re-read) joined or left it (a label's line limit, `translatesAutoresizingMask…`).
    private func refreshWidthDependentViews(ifAnyChangedAmong views: [UIView]) {
        var listed: Set<ItemKey> = []
        let refs = widthDependentViewRefs
        for index in refs.indices {
            if let id = refs[index].identifier { listed.insert(ItemKey(id)) }
        }
        var changed = false
        for view in views
        where isWidthDependent(view) != listed.contains(ItemKey(view)) {
            changed = true
        }
        guard changed else { return }
        widthDependentViewRefs = []
        for ref in walkedViewRefs {
            guard let view = ref.view, isWidthDependent(view) else { continue }
            widthDependentViewRefs.append(ref)
        }
    }

    /// Whether `item` is one of this engine's items (a constraint's item that was deallocated is not).
    private func isPresent(_ item: ObjectIdentifier?) -> Bool {
        guard let item else { return false }
        return presentItems.contains(ItemKey(item))
    }

    /// Whether `constraint` is installed on one of `newViews`.
    private func isFromNewView(_ constraint: NSLayoutConstraint, _ newViews: Set<ItemKey>) -> Bool {
        guard let container = constraint.container else { return false }
        return newViews.contains(ItemKey(container))
    }

    /// How many rows the engine can make for a view itself: `ownRowID(_:of:)` numbers them.
    static let ownRowCount = 9

    /// The id of a row the engine makes for a view itself, by number: 0–3 intrinsic size, 4 index order, 5–8
    /// autoresizing (left, top, width, height).
    static func ownRowID(_ number: Int, of view: ObjectIdentifier) -> RowID {
        switch number {
        case 0...3: return .intrinsic(view, number)
        case 4: return .indexOrder(view)
        case 5: return .autoresizing(view, NSLayoutConstraint.Attribute.left.rawValue)
        case 6: return .autoresizing(view, NSLayoutConstraint.Attribute.top.rawValue)
        case 7: return .autoresizing(view, NSLayoutConstraint.Attribute.width.rawValue)
        default: return .autoresizing(view, NSLayoutConstraint.Attribute.height.rawValue)
        }
    }

    /// The number `ownRowID(_:of:)` gives `id`, when it is one of `view`'s own rows (nil otherwise).
    static func ownRowBit(_ id: RowID, of view: ObjectIdentifier) -> Int? {
        switch id {
        case .intrinsic(let item, let index) where item == view && (0...3).contains(index): return index
        case .indexOrder(let item) where item == view: return 4
        case .autoresizing(let item, let attribute) where item == view:
            switch attribute {
            case NSLayoutConstraint.Attribute.left.rawValue: return 5
            case NSLayoutConstraint.Attribute.top.rawValue: return 6
            case NSLayoutConstraint.Attribute.width.rawValue: return 7
            case NSLayoutConstraint.Attribute.height.rawValue: return 8
            default: return nil
            }
        default: return nil
        }
    }

    /// Drops what the engine kept about items that left and rows that were removed (a full walk rebuilds these).
    private func forget(_ items: Set<ItemKey>, rows removed: [RowID]) {
        // Removing a key from an empty dictionary still hashes it: the dependents are empty in most engines.
        let hasInside = !insideDependents.isEmpty, hasBaseline = !baselineDependents.isEmpty
        for item in items {
            variables.remove(item)
            if hasInside { insideDependents[item] = nil }
            if hasBaseline { baselineDependents[item] = nil }
        }
        guard !removed.isEmpty, !insideDependents.isEmpty || !baselineDependents.isEmpty else { return }
        // A reused cell's sync removes a handful of rows: each is looked up in each view's list. Many (a structure
        // change) are checked against a set of them instead.
        let gone: Set<RowID>? = removed.count > 16 ? Set(removed) : nil
        if !insideDependents.isEmpty { LayoutEngine.drop(removed, gone, from: &insideDependents) }
        if !baselineDependents.isEmpty { LayoutEngine.drop(removed, gone, from: &baselineDependents) }
    }

    /// Removes the rows `removed` from each view's dependents, in place: no copy of the keys, no rebuilt lists. The
    /// dictionary's indices are walked by hand (a copy of `indices` would hold the dictionary and make the first removal
    /// copy it). With `gone` (the same rows as a set, when there are many), each list's rows are checked against it;
    /// otherwise each removed row is looked up in each list. Loops rather than `filter`: a closure written in this
    /// main-actor class checks the executor on every call.
    private static func drop(_ removed: [RowID], _ gone: Set<RowID>?,
                             from dependents: inout [ItemKey: [RowID: NSLayoutConstraint]]) {
        var hits: [RowID] = []
        var index = dependents.startIndex
        while index != dependents.endIndex {
            if let gone {
                hits.removeAll(keepingCapacity: true)
                for id in dependents.values[index].keys where gone.contains(id) { hits.append(id) }
                for id in hits { dependents.values[index][id] = nil }
            } else {
                for id in removed where dependents.values[index][id] != nil { dependents.values[index][id] = nil }
            }
            dependents.formIndex(after: &index)
        }
    }

    /// Re-collects the views and guides after views were added or removed, as a full walk's `collect` does, and
    /// tells which views are new and which items left. Nil when a full walk is needed instead: a remaining view's
    /// traits changed, a guide was made, or a view counted as new was not in an added subtree, or was here before
    /// (moved within the engine).
    ///
    /// A new view or guide may have the address (`ObjectIdentifier`) of an item that was deallocated since the last
    /// sync — a reconfigured cell frees a label and makes another — and so inherit its variables, as it would in a
    /// full walk; `addressesReused` then asks for the rows of the dead item to be dropped (their items are nil).
    private func recollect()
        -> (newViews: Set<ItemKey>, removed: Set<ItemKey>, addressesReused: Bool)? {
        // The last walk's views and traits are kept aside in the spare lists, whose buffers the new walk's lists take
        // (a recycled cell's engine comes back with about as many views), and looked up there in walk order
        // (`previousWalkTraits(of:from:)`).
        swap(&walkedViewRefs, &previousWalkedViewRefs)
        swap(&walkedTraits, &previousWalkedTraits)
        walkedViewRefs.removeAll(keepingCapacity: true)
        walkedTraits.removeAll(keepingCapacity: true)
        defer {
            previousWalkedViewRefs.removeAll(keepingCapacity: true)
            previousWalkedTraits.removeAll(keepingCapacity: true)
        }
        let oldPresent = presentItems
        // Sized for the last walk's items: grown from empty, the set was rehashed at every doubling, on every recollect.
        presentItems = Set(minimumCapacity: oldPresent.count)
        collect(root)
        if structureDirty { return nil }
        var addedRoots = Set<ItemKey>(minimumCapacity: addedSubtrees.count)
        for ref in addedSubtrees {
            if let view = ref.view { addedRoots.insert(ItemKey(view)) }
        }
        var newViews: Set<ItemKey> = []
        var addressesReused = false
        widthDependentViewRefs = []
        guideOwners = []
        var previousIndex = 0
        for (ref, key) in zip(walkedViewRefs, walkedTraits) {
            guard let view = ref.view else { return nil }
            let id = ItemKey(view)
            if let old = previousWalkTraits(of: id.id, from: &previousIndex) {
                if old != key { return nil }
            } else {
                // New: below an added root (or one itself). Not a view of the last walk (those alive are in
                // `previousWalkedViewRefs`), so an address seen then was a deallocated item's.
                guard let parent = view.superview,
                      addedRoots.contains(id) || newViews.contains(ItemKey(parent)) else { return nil }
                if oldPresent.contains(id) { addressesReused = true }
                for guide in view.ownedLayoutGuides where oldPresent.contains(ItemKey(guide)) {
                    addressesReused = true
                }
                if addressesReused {
                    insideDependents[id] = nil
                    baselineDependents[id] = nil
                }
                newViews.insert(id)
            }
            if view.usesContentLayoutArea {
                let token = ObjectIdentifier(view.contentAreaToken)
                if oldPresent.contains(ItemKey(token)) { presentItems.insert(ItemKey(token)) }
            }
            if isWidthDependent(view) { widthDependentViewRefs.append(ref) }
            if LayoutEngine.ownsSystemGuides(view) { guideOwners.append(ref) }
        }
        for addedRoot in addedRoots where presentItems.contains(addedRoot) && !newViews.contains(addedRoot) {
            return nil
        }
        var removed: Set<ItemKey> = []
        for item in oldPresent where !presentItems.contains(item) { removed.insert(item) }
        return (newViews, removed, addressesReused)
    }
}
