// Fitting: `systemLayoutSizeFitting`, answered by an island's own engine (`measure(_:)`) or by a fitting engine kept
// on the view (`fittingSize`), the root held at the target.

extension LayoutEngine {
    /// What `systemLayoutSizeFitting` asks for.
    struct FittingTarget: Equatable {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    /// `systemLayoutSizeFitting` of an island root (a table cell's content view): measured by the island's own
    /// engine, its root held at the target for the time of the measurement. A self-sizing cell is then walked and
    /// solved once per configuration — for the measurement — and laid out at the measured size by moving the two
    /// size pins back, instead of being walked again by a second engine. Frames are not touched; the island is
    /// marked so that its next pass re-pins it to its frame.
    func measure(_ target: FittingTarget) -> CGSize {
        let hierarchy = root.layoutRoot
        if let answer = measuredAnswer, answer.target == target, answer.generation == hierarchy.layoutInputGeneration {
            return answer.size
        }
        measuring = target
        defer {
            measuring = nil
            root.noteIslandNeedsPass()
        }
        synchronize()
        solve()
        let size = solvedRect(of: root, scale: root.layoutScale)?.size ?? target.size
        measuredAnswer = (target, hierarchy.layoutInputGeneration, size)
        return size
    }

    /// The size `systemLayoutSizeFitting` answers: the view's subtree solved alone with the target size held at
    /// the given priorities. Frames are not touched.
    ///
    /// The engine is kept on the view between calls (self-sizing cells are measured again on reloads, rotations and
    /// Dynamic Type changes): when nothing changed since the last call with the same target, the answer is reused;
    /// otherwise the subtree is walked again and diffed row by row against the kept solver, so only what changed
    /// is re-solved.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority,
                            vertical: UILayoutPriority) -> CGSize {
        view.updateConstraintsIfNeeded()
        let wanted = FittingTarget(size: target, horizontal: horizontal, vertical: vertical)
        if view.isLayoutIsland { return view.layoutEngine.measure(wanted) }
        // Measuring never moves views between hierarchies: the root is the same before and after.
        let hierarchy = view.layoutRoot
        let engine: LayoutEngine
        if let kept = view.fittingEngineStorage {
            engine = kept
            if engine.fitting == wanted, let answer = engine.fittingAnswer, answer.root == ObjectIdentifier(hierarchy),
               answer.generation == hierarchy.layoutInputGeneration {
                return answer.size
            }
            engine.fitting = wanted
            engine.structureDirty = true
        } else {
            engine = LayoutEngine(root: view, fitting: wanted)
            view.fittingEngineStorage = engine
        }
        engine.synchronize()
        engine.solve()
        let size = engine.solvedRect(of: view, scale: view.layoutScale)?.size ?? target
        engine.fittingAnswer = (ObjectIdentifier(hierarchy), hierarchy.layoutInputGeneration, size)
        return size
    }
}
