/// The layout cycle: update constraints (bottom-up) → solve once → write frames (top-down) → `layoutSubviews`
/// (top-down, after the subviews' frames are set) → repeat while anything changed, at most `maximumLayoutPasses`.
///
/// It is driven from the root of a hierarchy (the window): `layoutIfNeeded()` on any view runs it for the whole
/// hierarchy. Each pass asks the engine to synchronise with the views (it diffs constraints by their content, so
/// re-activating the same constraints every pass changes nothing and the cycle settles).
extension UIView {
    /// Passes after which a layout that keeps changing is reported and stopped.
    static let maximumLayoutPasses = 100
    /// Solve/write rounds within one pass while written frames change the engine's inputs (safe area, margins).
    static let maximumInputSettlingRounds = 8

    /// Marks the view as needing `layoutSubviews` in the next layout pass.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        layoutRoot.rootNeedsPass = true
    }

    /// Runs the layout cycle now if anything in the hierarchy needs it.
    public func layoutIfNeeded() {
        let root = layoutRoot
        // Asked while an engine is reading this hierarchy — from an `intrinsicContentSize` that lays the view out
        // first, the common way to size a table to its content — there is nothing to bring up to date yet: the
        // engine writes the frames once it has read them, and reading again from inside its read would recurse
        // without end. A size that changes later (`invalidateIntrinsicContentSize()`) is read in the next pass.
        if root.layoutEngineStorage?.isSynchronizing == true { return }
        guard root.isRunningLayoutCycle else { return root.runLayoutCycle() }
        // From inside `layoutSubviews` or `updateConstraints`: bring frames up to date now, in the window's engine
        // and in this view's island if it is in one; the running cycle calls the `layoutSubviews` this may have made
        // necessary.
        root.settle(root.layoutEngine)
        let host = layoutHost
        if host !== root, host.layoutEngineStorage?.isSynchronizing != true,
           host.islandNeedsPass || host.layoutEngineStorage == nil {
            host.layOutIsland(force: true)
        }
    }

    /// Marks the view as needing `updateConstraints` in the next pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        layoutRoot.rootNeedsPass = true
    }

    /// Whether `updateConstraints` is pending.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Runs the update-constraints pass for this view and its subviews now.
    public func updateConstraintsIfNeeded() {
        updateConstraintsPhase(self)
    }

    /// Something of this view the engine reads changed (its frame, intrinsic size, content priorities, margins):
    /// the engine holding it re-reads just this view's rows.
    func noteLayoutInputChanged() {
        routeLayoutChange { $0.markDirty(self) }
    }

    /// Called on the view a constraint is installed on: its constant or priority changed; just that row is replaced.
    func noteConstraintChanged(_ constraint: NSLayoutConstraint) {
        guideInsetsApplied = (nil, nil)
        routeLayoutChange { $0.markDirty(constraint) }
    }

    /// A constraint was installed on or removed from this view: the engine holding this view builds or drops just
    /// that constraint's row at its next sync.
    func noteConstraintMembershipChanged(_ constraint: NSLayoutConstraint) {
        guideInsetsApplied = (nil, nil)
        routeLayoutChange { $0.constraintMembershipChanged(constraint) }
    }

    /// `noteConstraintMembershipChanged` for several constraints installed on this view: one route to the engine.
    func noteConstraintMembershipChanged(_ constraints: [NSLayoutConstraint]) {
        guideInsetsApplied = (nil, nil)
        routeLayoutChange { engine in
            for constraint in constraints { engine.constraintMembershipChanged(constraint) }
        }
    }

    /// `subview` (not an island) was added to this view: the engine holding this view builds the rows of the new
    /// subtree (its views' own rows and installed constraints) at its next sync, without walking the rest.
    func noteSubtreeAdded(_ subview: UIView) {
        routeLayoutChange { $0.subtreeAdded(subview) }
    }

    /// A subview (not an island) left this view: the engine holding this view drops the rows of the items that are
    /// gone at its next sync.
    func noteSubtreeRemoved() {
        routeLayoutChange { $0.subtreeLeft() }
    }

    /// This view's subviews changed order (`subview` moved; none came or went): the engine holding this view collects
    /// its views again in the new order at its next sync. An island is not walked by the engine around it, so its
    /// place among its siblings does not matter there.
    func noteSubviewsReordered(moving subview: UIView) {
        guard !subview.isLayoutIsland else { return }
        routeLayoutChange { $0.subviewsReordered() }
    }

    /// A layout guide was added to (`added`) or removed from this view: the engine holding this view re-collects
    /// its items and builds this view's guide rows at its next sync (a stack view adds and removes its alignment
    /// spanner as its visible views come and go).
    func noteLayoutGuidesChanged(added: Bool) {
        routeLayoutChange { $0.guidesChanged(of: self, added: added) }
    }

    /// Views, constraints or guides were added or removed here, or something that changes how anchors resolve
    /// (direction, margins' rules). The engine holding this view re-walks its views (still diffing row by row).
    func noteLayoutStructureChanged() {
        routeLayoutChange { $0.structureDirty = true }
    }

    /// The layout direction or the horizontal size class changed here (anchors and system margins read them). The
    /// engine walks again only if a view's values differ from those of its last walk: a cell parked in the reuse
    /// pool and shown again goes through detached traits and back without changing anything.
    func noteLayoutTraitsChanged() {
        routeLayoutChange { $0.traitsDirty = true }
    }

    /// This view's `bounds.origin` changed (scrolling): the rows that see it from inside are re-read.
    func noteBoundsOriginChanged() {
        routeLayoutChange { $0.boundsOriginChanged(of: self) }
    }

    /// An island moved, arrived or left: no engine's rows change (islands are in no engine but their own, which works
    /// in the island's coordinates), but the hierarchy needs a pass and kept fitting answers may be stale.
    func noteIslandPlacementChanged() {
        let root = layoutRoot
        root.rootNeedsPass = true
        root.layoutInputGeneration &+= 1
    }

    /// Sends a change to the engine that holds this view — its island's, or its hierarchy root's — and schedules a
    /// layout pass of the hierarchy. Both roots count the change (`layoutInputGeneration`), for kept fitting answers.
    ///
    /// The climb takes no reference counts (`climbToRoot(from:)`); only the views it finds are retained. The island
    /// is looked for from the first view on the way that can be one: none below it can.
    private func routeLayoutChange(_ change: (LayoutEngine) -> Void) {
        let climb = UIView.climbToRoot(from: Unmanaged.passUnretained(self))
        var host: UIView?
        if let candidate = climb.islandCandidate { host = candidate.takeUnretainedValue().nearestLayoutIsland }
        let root = climb.root.takeUnretainedValue()
        root.layoutInputGeneration &+= 1
        root.rootNeedsPass = true
        if let host {
            host.layoutInputGeneration &+= 1
            host.noteIslandNeedsPass()
            if let engine = host.layoutEngineStorage { change(engine) }
        } else if let engine = root.layoutEngineStorage {
            change(engine)
        }
    }

    /// The engine this view hosts (as a hierarchy root or an island), created on first use.
    var layoutEngine: LayoutEngine {
        if let engine = layoutEngineStorage { return engine }
        let engine = LayoutEngine(root: self)
        layoutEngineStorage = engine
        return engine
    }

    /// Runs passes until the hierarchy settles. Called on the root.
    func runLayoutCycle() {
        let engine = layoutEngine
        guard rootNeedsPass else { return }
        isRunningLayoutCycle = true
        defer { isRunningLayoutCycle = false }
        var pass = 0
        while rootNeedsPass {
            pass += 1
            if pass > UIView.maximumLayoutPasses {
                UIView.layoutLog("[LayoutLoop] The layout of \(self) did not settle after \(UIView.maximumLayoutPasses) "
                    + "passes: constraints, constants or frames kept changing in layoutSubviews/updateConstraints. "
                    + "Stopping here; the frames are those of the last pass.")
                rootNeedsPass = false
                break
            }
            rootNeedsPass = false
            updateConstraintsPhase(self)
            // Frames feed back into the engine's inputs (safe area, margins): settle those before any
            // layoutSubviews runs, as UIKit updates safe areas before laying out. The first pass writes the solution
            // even when the rows did not change (a frame set by code is put back), unless nothing was announced to
            // the engine since it last wrote it: then every frame it writes is still as it wrote it.
            if settle(engine, force: pass == 1 && engine.hasUnappliedChanges) { rootNeedsPass = true }
            layoutSubviewsPhase(self)
        }
    }

    /// Synchronises an engine with its views and writes its solution, again while the frames it writes change what
    /// it reads (safe areas and margins follow frames), at most `maximumInputSettlingRounds` times. Returns true
    /// when any frame changed.
    @discardableResult
    func settle(_ engine: LayoutEngine, force: Bool = false) -> Bool {
        guard engine.synchronize() || force else { return false }
        var changed = false
        for _ in 0..<UIView.maximumInputSettlingRounds {
            engine.solve()
            guard engine.applySolution() else { break }
            changed = true
            guard engine.synchronize() else { break }
        }
        return changed
    }

    /// Lays out an island's subtree with its own engine when something it reads changed: its inputs
    /// (`islandNeedsPass`), its safe area (it moved under the notch or the bars), or it never ran.
    ///
    /// The safe-area comparison is skipped for an island whose engine has laid it out and reads no safe area (no view
    /// in it has a margins or safe-area guide), with no input pending: re-running it would change nothing, and the
    /// comparison walks up to the window — for every visible cell on every scrolled frame.
    func layOutIsland(force: Bool = false) {
        let mustRun = force || islandNeedsPass || layoutEngineStorage == nil
        if !mustRun, let engine = layoutEngineStorage, engine.hasAppliedSolution, !engine.readsSafeArea { return }
        let insets = safeAreaInsets
        guard mustRun || insets != islandSafeAreaInsets else { return }
        islandNeedsPass = false
        islandSafeAreaInsets = insets
        if needsUpdateConstraintsFlag || descendantNeedsUpdateConstraints { updateConstraintsPhase(self) }
        let engine = layoutEngine
        settle(engine, force: !engine.hasAppliedSolution)
        // The walk may have found a constraint linking the inside with the outside: the subtree now belongs to the
        // engine around it (see `mergeIsland`).
        if !isLayoutIsland { layoutEngineStorage = nil }
    }

    /// Post-order: subviews' constraints are updated before their superview's. Descends only into branches with a
    /// pending update.
    private func updateConstraintsPhase(_ view: UIView) {
        if view.descendantNeedsUpdateConstraints {
            view.descendantNeedsUpdateConstraints = false
            for subview in view.subviews where subview.needsUpdateConstraintsFlag || subview.descendantNeedsUpdateConstraints {
                updateConstraintsPhase(subview)
            }
        }
        guard view.needsUpdateConstraintsFlag else { return }
        if let controller = view.owningViewController {
            controller.updateViewConstraints()
        } else {
            view.updateConstraints()
        }
        view.needsUpdateConstraintsFlag = false
    }

    /// Pre-order: a view's `layoutSubviews` runs before its subviews' (all frames are already written; an island's
    /// are written by its own engine just before). Descends only into branches with pending work, and into the
    /// islands of a view that was laid out (its layout may have moved or resized them).
    private func layoutSubviewsPhase(_ view: UIView) {
        if view.isLayoutIsland { view.layOutIsland() }
        var laidOut = false
        if view.needsLayoutFlag {
            view.needsLayoutFlag = false
            view.performLayoutSubviews()
            laidOut = true
        }
        guard view.descendantNeedsLayout || laidOut else { return }
        view.descendantNeedsLayout = false
        // `list` keeps every subview alive through the loop, whatever a `layoutSubviews` below removes. Only the
        // candidates are retained (see `nextLayoutCandidate`).
        let list = view.subviews
        var index = 0
        while let found = UIView.nextLayoutCandidate(in: list, from: index, under: view) {
            index = found + 1
            let subview = list[found]
            guard subview.needsLayoutFlag || subview.descendantNeedsLayout
                    || (subview.isLayoutIsland && (laidOut || subview.islandNeedsPass)) else { continue }
            layoutSubviewsPhase(subview)
        }
    }

    /// The index of the first view of `list`, from `start` on, that is still a subview of `superview` and that the
    /// layout pass may have to visit: its flag or a descendant's is set, or it can root an island. The pass tests
    /// those again in full. A `for` over the subviews retained and released each (~190 pairs a warm row), most of
    /// them with nothing to do; this scan reads flags only (nonisolated for the reason `climbToRoot(from:)` is).
    private nonisolated static func nextLayoutCandidate(in list: [UIView], from start: Int,
                                                        under superview: UIView) -> Int? {
        let parent = Unmanaged.passUnretained(superview).toOpaque()
        var index = start
        while index < list.count {
            let view = list[index]
            if view.superviewLink?.toOpaque() == parent,
               view.needsLayoutStorage || view.descendantNeedsLayout || view.hostsLayoutIsland { return index }
            index += 1
        }
        return nil
    }

    /// `layoutSubviews` wrapped in the owning controller's `viewWillLayoutSubviews`/`viewDidLayoutSubviews`, with
    /// `UITraitCollection.current` set to the view's traits (as UIKit does for these calls).
    func performLayoutSubviews() {
        traitCollection.performAsCurrent {
            let controller = owningViewController
            if let controller, controller.isAppearingCallDue, window != nil { controller.callViewIsAppearing() }
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
    }
}
