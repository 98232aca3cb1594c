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
        layoutRoot.runLayoutCycle()
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

    /// Called on the root: something of `view` the engine reads changed (its frame, intrinsic size, content
    /// priorities, margins). The engine re-reads just that view's rows.
    func noteLayoutInputChanged(of view: UIView) {
        layoutInputGeneration &+= 1
        rootNeedsPass = true
        layoutEngineStorage?.markDirty(view)
    }

    /// Called on the root: an active constraint's constant or priority changed; just that row is replaced.
    func noteConstraintChanged(_ constraint: NSLayoutConstraint) {
        layoutInputGeneration &+= 1
        rootNeedsPass = true
        layoutEngineStorage?.markDirty(constraint)
    }

    /// Called on the root: views, constraints or guides were added or removed, or something that changes how
    /// anchors resolve (direction, bounds origin). The engine re-walks the hierarchy (still diffing row by row).
    func noteLayoutStructureChanged() {
        layoutInputGeneration &+= 1
        rootNeedsPass = true
        layoutEngineStorage?.structureDirty = true
    }

    /// The root's engine, created on first use.
    var layoutEngine: LayoutEngine {
        if let engine = layoutEngineStorage { return engine }
        let engine = LayoutEngine(root: self)
        layoutEngineStorage = engine
        return engine
    }

    /// Runs passes until the hierarchy settles. Called on the root.
    func runLayoutCycle() {
        let engine = layoutEngine
        if isRunningLayoutCycle {
            // `layoutIfNeeded()` from inside `layoutSubviews`: bring frames up to date now; the running cycle
            // calls the `layoutSubviews` this may have made necessary.
            if engine.synchronize() {
                for _ in 0..<UIView.maximumInputSettlingRounds {
                    engine.solve()
                    guard engine.applySolution(), engine.synchronize() else { break }
                }
            }
            return
        }
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
            if engine.synchronize() || pass == 1 {
                // Frames feed back into the engine's inputs (safe area, margins): settle those before any
                // layoutSubviews runs, as UIKit updates safe areas before laying out.
                for _ in 0..<UIView.maximumInputSettlingRounds {
                    engine.solve()
                    guard engine.applySolution() else { break }
                    rootNeedsPass = true
                    guard engine.synchronize() else { break }
                }
            }
            layoutSubviewsPhase(self)
        }
    }

    /// Post-order: subviews' constraints are updated before their superview's.
    private func updateConstraintsPhase(_ view: UIView) {
        for subview in view.subviews { updateConstraintsPhase(subview) }
        guard view.needsUpdateConstraintsFlag else { return }
        if let controller = view.owningViewController {
            controller.updateViewConstraints()
        } else {
            view.updateConstraints()
        }
        view.needsUpdateConstraintsFlag = false
    }

    /// Pre-order: a view's `layoutSubviews` runs before its subviews' (all frames are already written).
    private func layoutSubviewsPhase(_ view: UIView) {
        if view.needsLayoutFlag {
            view.needsLayoutFlag = false
            view.performLayoutSubviews()
        }
        for subview in view.subviews where subview.superview === view { layoutSubviewsPhase(subview) }
    }

    /// `layoutSubviews` wrapped in the owning controller's `viewWillLayoutSubviews`/`viewDidLayoutSubviews`, with
    /// `UITraitCollection.current` set to the view's traits (as UIKit does for these calls).
    func performLayoutSubviews() {
        traitCollection.performAsCurrent {
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
    }
}
