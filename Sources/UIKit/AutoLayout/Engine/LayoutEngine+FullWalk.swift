// The full walk: the first sync, and any after a change the incremental sync cannot follow (`structureDirty`). It
// collects the views and guides, parents first, with the traits each depends on, builds every wanted row
// (`fullWalkSpecs`) and applies them (`LayoutEngine+Diff.swift`); a constraint that crosses into an island merges the
// island and the walk starts again.

extension LayoutEngine {
    func fullSynchronize() -> Bool {
        while true {
            if let changed = walkAndApply() { return changed }
            // An island below was merged into this engine (or this island into the one around it): walk again.
            if isIsland && !root.isLayoutIsland { return false }
        }
    }

    /// Walks the hierarchy and applies the rows it wants; nil when the walk found a constraint linking two engines,
    /// which merged an island (see `mergeIslandCrossed(by:)`) and must be walked again.
    private func walkAndApply() -> Bool? {
        walkCount += 1
        walkedScale = root.layoutScale
        // Counted first, so that the walk's tables are allocated once at their size: grown from empty, a fresh
        // cell's engine reallocated its arrays and rehashed its set of items several times.
        let counts = LayoutEngine.collectedCounts(root)
        walkedViewRefs = []
        walkedViewRefs.reserveCapacity(counts.views)
        walkedTraits = []
        walkedTraits.reserveCapacity(counts.views)
        presentItems = Set(minimumCapacity: counts.items)
        widthDependentViewRefs = []
        insideDependents = [:]
        baselineDependents = [:]
        walkIsLeftToRight = true
        defer { walkIsLeftToRight = false }
        collect(root)
        // A fresh engine makes the variables of every item it found: its table is sized once rather than rehashed as
        // it grows.
        if variables.isEmpty { variables.reserveCapacity(presentItems.count) }
        itemsWithVariablesArePresent = variables.isEmpty
        defer { itemsWithVariablesArePresent = false }
        guideOwners = []
        for ref in walkedViewRefs {
            guard let view = ref.view, LayoutEngine.ownsSystemGuides(view) else { continue }
            guideOwners.append(ref)
        }

        var (specs, userConstraints) = fullWalkSpecs(refreshingGuideConstants: true)
        // In activation order, read through their positions: no sorted copy of the list (an allocation, and a retain
        // and release of every constraint).
        let positions = LayoutEngine.activationPositions(userConstraints)
        for k in userConstraints.indices {
            let constraint = userConstraints[positions?[k] ?? k]
            if let spec = spec(for: constraint) {
                specs.append(spec)
            } else if mergeIslandCrossed(by: constraint) {
                return nil
            }
        }
        dirtyConstraints.removeAll()
        let changed = apply(specs, removingUnwanted: true)
        notePinsApplied()
        return changed
    }

    /// The rows a full walk wants from the views `collect(root)` found — the root's pins, autoresizing-mask and
    /// layout-guide constraints, intrinsic sizes — and the user constraints installed on those views, not yet in
    /// activation order. (`refreshingGuideConstants`: bring the system guides' constants up to date on the way, as a
    /// real walk does; the debug check of the incremental sync must not.)
    ///
    /// Both arrays are sized once for everything the walk will put in them (the specs also for the user constraints'
    /// rows the caller appends): grown append by append, they were reallocated and copied about ten times for a cell.
    func fullWalkSpecs(refreshingGuideConstants: Bool) -> (specs: [RowSpec], userConstraints: [NSLayoutConstraint]) {
        // The walked views read through their references (all alive: the walk has just collected them), not through
        // `walkedViews`, which allocates a list of them.
        let refs = walkedViewRefs
        var constraintCount = 0, rowCount = 4
        for k in refs.indices {
            guard let view = refs[k].view else { continue }
            constraintCount += view.installedConstraints.count
            // At most four autoresizing rows, and the intrinsic rows and index-order wish.
            rowCount += view.guideConstraints.count + (view.translatesAutoresizingMaskIntoConstraints ? 4 : 0) + 5
        }
        var specs: [RowSpec] = []
        specs.reserveCapacity(rowCount + constraintCount)
        var userConstraints: [NSLayoutConstraint] = []
        userConstraints.reserveCapacity(constraintCount)
        appendRootPinSpecs(to: &specs)
        for k in refs.indices {
            guard let view = refs[k].view else { continue }
            for constraint in view === root ? [] : view.autoresizingMaskConstraints() {
                if let spec = spec(for: constraint) { specs.append(spec) }
            }
            if refreshingGuideConstants { view.refreshSystemGuideConstants() }
            for constraint in view.guideConstraints {
                if let spec = spec(for: constraint) { specs.append(spec) }
            }
            userConstraints.append(contentsOf: view.installedConstraints)
            appendIntrinsicSpecs(for: view, collecting: true, to: &specs)
        }
        return (specs, userConstraints)
    }

    /// The constraints in activation order (the order their rows are added, which decides ties between equally good
    /// solutions); equal serials keep their order. Nothing is sorted when already in order.
    static func sortedByActivation(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        guard let positions = activationPositions(constraints) else { return constraints }
        var sorted: [NSLayoutConstraint] = []
        sorted.reserveCapacity(positions.count)
        for position in positions { sorted.append(constraints[position]) }
        return sorted
    }

    /// The positions of `constraints` in activation order (`sortedByActivation`'s), or nil when they are in that order
    /// already. Each serial is read once.
    ///
    /// Sorted as plain integers when it can be: each serial with the constraint's position in its low bits, so the
    /// keys are distinct and their order is the stable one. The general stable sort compared (key, position) pairs
    /// through a function value, ~200 instructions a constraint for a cell's 43; integers compare inline.
    static func activationPositions(_ constraints: [NSLayoutConstraint]) -> [Int]? {
        // The serials, made into the sort's keys in place (one list, where the serials and the keys were two).
        var keys: [Int] = []
        keys.reserveCapacity(constraints.count)
        var inOrder = true, packable = constraints.count <= positionMask, last = Int.min
        // By index: each constraint is read in place (a `for`-`in` loop cost ~60 instructions more a constraint).
        for k in constraints.indices {
            let serial = constraints[k].activationSerial
            if last > serial { inOrder = false }
            last = serial
            if serial < 0 || serial > Int.max >> positionBits { packable = false }
            keys.append(serial)
        }
        if inOrder { return nil }
        guard packable else { return stablySorted(Array(constraints.indices), byKeys: keys) }
        sortPositions(byPackedSerials: &keys)
        return keys
    }

    /// Turns `serials` (at least two, each at most `Int.max >> positionBits`) into the positions that sort them,
    /// stably: each serial gets its position in its low bits, the keys (distinct) are sorted, the positions kept.
    ///
    /// The keys are runs already in order (each view's constraints in activation order, one view after another), so
    /// up to 96 of them are sorted by merging neighbouring runs, pass after pass, between the list and a scratch
    /// buffer: the standard library's sort cost ~110 instructions a key for a cell's 43, and an insertion sort ~75.
    /// The scratch is allocated, not taken from `withUnsafeTemporaryAllocation`: with that stack buffer, Swift 6.3.1's
    /// release build miscompiled the buffer's closure (its body a closure of its own, `throws(Never)`, so returning
    /// through the Swift error register r12). The optimizer kept the merge count in r12 and left by a tail call to
    /// `memmove` (the final copy back) without zeroing it, so the caller saw a thrown error, took the throw path that
    /// `Never` makes unreachable and fell into the next function: a segfault in the release table benchmark, read off
    /// the disassembly (session 25). A standalone copy of the function compiles correctly (the closure is inlined), so
    /// the fault depends on inlining decisions; `Scripts/test.sh` now diffs a release `trellis`'s frames against the
    /// debug build's to catch such faults. Nonisolated, so that the closure does not check the executor.
    nonisolated static func sortPositions(byPackedSerials serials: inout [Int]) {
        let count = serials.count
        serials.withUnsafeMutableBufferPointer { keys in
            guard let base = keys.baseAddress else { return }
            for k in 0..<count { base[k] = base[k] << positionBits | k }
            if count > 96 {
                keys.sort()
            } else {
                let scratch = UnsafeMutablePointer<Int>.allocate(capacity: count)
                defer { scratch.deallocate() }
                do {
                    var source = base, target = scratch
                    while true {
                        // One pass: each pair of neighbouring runs merged into `target`.
                        var merged = 0, start = 0
                        while start < count {
                            var middle = start + 1
                            while middle < count && source[middle - 1] < source[middle] { middle += 1 }
                            var end = middle
                            if end < count {
                                end += 1
                                while end < count && source[end - 1] < source[end] { end += 1 }
                            }
                            var a = start, b = middle, t = start
                            while a < middle && b < end {
                                if source[a] < source[b] {
                                    target[t] = source[a]
                                    a += 1
                                } else {
                                    target[t] = source[b]
                                    b += 1
                                }
                                t += 1
                            }
                            while a < middle {
                                target[t] = source[a]
                                a += 1
                                t += 1
                            }
                            while b < end {
                                target[t] = source[b]
                                b += 1
                                t += 1
                            }
                            merged += 1
                            start = end
                        }
                        swap(&source, &target)
                        if merged == 1 { break }
                    }
                    if source != base { base.update(from: source, count: count) }
                }
            }
            for k in 0..<count { base[k] &= positionMask }
        }
    }

    /// The low bits of `sortedByActivation`'s keys, which hold a constraint's position.
    private nonisolated static let positionBits = 24
    private nonisolated static let positionMask = (1 << positionBits) - 1

    /// A constraint this engine cannot resolve because an item lies inside an island below its root — or, for an
    /// island's engine, outside the island — links two engines: the island joins the engine around it, so the
    /// constraint is solved with everything it relates (as on iOS, where one engine holds the window). Returns true
    /// when an island was merged.
    private func mergeIslandCrossed(by constraint: NSLayoutConstraint) -> Bool {
        for item in [constraint.firstLayoutItem, constraint.secondLayoutItem] {
            guard let item, !presentItems.contains(ItemKey(item)), let view = item.owningViewForLayout else {
                continue
            }
            if isIsland, !view.isDescendant(of: root) {
                if view.layoutRoot === root.layoutRoot {
                    root.mergeIsland()
                    return true
                }
                continue
            }
            var current: UIView? = view
            while let v = current, v !== root {
                if v.isLayoutIsland {
                    v.mergeIsland()
                    return true
                }
                current = v.superview
            }
        }
        return false
    }

    /// The traits a walk depends on: leading/trailing follow the direction, system margins the size class.
    struct TraitKey: Equatable {
        var direction: UIUserInterfaceLayoutDirection
        var sizeClass: UIUserInterfaceSizeClass

        /// The trait collection read once for both (each read checks the cached collection's generation and retains
        /// it).
        @MainActor init(_ view: UIView) {
            let traits = view.traitCollection
            direction = view.effectiveUserInterfaceLayoutDirection(in: traits)
            sizeClass = traits.horizontalSizeClass
        }
    }

    /// Whether any walked view's direction or size class differs from the last walk's.
    func walkedTraitsChanged() -> Bool {
        guard walkedTraits.count == walkedViewRefs.count else { return true }
        for (ref, key) in zip(walkedViewRefs, walkedTraits) {
            guard let view = ref.view else { return true }
            if TraitKey(view) != key { return true }
        }
        return false
    }

    /// Makes the margins guide of each item of `constraint` that one of its margin attributes resolves to (making a
    /// guide is a structure change, so it must happen before rows are built).
    static func makeMarginsGuides(for constraint: NSLayoutConstraint) {
        if constraint.firstAttribute.marginBaseAttribute != nil, let item = constraint.firstLayoutItem as? UIView {
            _ = item.layoutMarginsGuide
        }
        if constraint.secondAttribute.marginBaseAttribute != nil, let item = constraint.secondLayoutItem as? UIView {
            _ = item.layoutMarginsGuide
        }
    }

    /// Whether the view's intrinsic height follows the width the engine solves (a wrapping label): its size rows are
    /// read again after the width is known.
    func isWidthDependent(_ view: UIView) -> Bool {
        usesIntrinsicSize(view) && view.intrinsicHeightDependsOnWidth
    }

    /// Whether the view has a safe-area or margins guide, whose constants the engine refreshes before each sync.
    static func ownsSystemGuides(_ view: UIView) -> Bool {
        view.marginsGuideStorage != nil || view.safeAreaGuideStorage != nil
    }

    /// How many views and items (views and the guides they own) `collect(view)` records: room for the walk's
    /// tables. (A margins guide the walk makes on the way is not counted; the tables then grow by one.)
    static func collectedCounts(_ view: UIView) -> (views: Int, items: Int) {
        var views = 1, items = 1 + view.ownedLayoutGuides.count
        for subview in view.subviews where !subview.isLayoutIsland {
            let counts = collectedCounts(subview)
            views += counts.views
            items += counts.items
        }
        return (views, items)
    }

    /// Records the views and guides of the hierarchy, parents first.
    func collect(_ view: UIView) {
        walkedViewRefs.append(WeakView(view: view))
        let traits = TraitKey(view)
        if traits.direction == .rightToLeft { walkIsLeftToRight = false }
        walkedTraits.append(traits)
        presentItems.insert(ItemKey(view))
        // Margin attributes resolve to the margins guide: make sure it exists before rows are built.
        for constraint in view.installedConstraints { LayoutEngine.makeMarginsGuides(for: constraint) }
        for guide in view.ownedLayoutGuides { presentItems.insert(ItemKey(guide)) }
        // Islands below are solved by their own engines.
        for subview in view.subviews where !subview.isLayoutIsland { collect(subview) }
    }
}
