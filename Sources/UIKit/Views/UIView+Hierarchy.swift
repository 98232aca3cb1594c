extension UIView {
    /// The window the view is in, if any.
    public var window: UIWindow? { layoutRoot as? UIWindow }

    /// The top of this view's hierarchy: the window, or the outermost superview. It owns the layout engine.
    var layoutRoot: UIView { UIView.climbToRoot(from: Unmanaged.passUnretained(self)).root.takeUnretainedValue() }

    /// The climb from `start` to the top of its hierarchy over `superviewLink`, taking no reference counts on the
    /// way (a strong local took a retain and a release at each level, and `setNeedsLayout()` and every change routed
    /// to an engine climb from deep inside cells), and the first view on the way, `start` included, that can root a
    /// layout island (`hostsLayoutIsland`; whether it does is for the caller to ask). Nonisolated and static: its
    /// closures, written in this main-actor type, would otherwise check the executor on every call. Each superview
    /// outlives the link to it (a superview clears its subviews' links when it goes), so every step is valid.
    nonisolated static func climbToRoot(from start: Unmanaged<UIView>)
        -> (root: Unmanaged<UIView>, islandCandidate: Unmanaged<UIView>?) {
        var view = start
        var candidate: Unmanaged<UIView>?
        while true {
            let (hostsIsland, parent) = view._withUnsafeGuaranteedRef { ($0.hostsLayoutIsland, $0.superviewLink) }
            if hostsIsland, candidate == nil { candidate = view }
            guard let parent else { return (view, candidate) }
            view = parent
        }
    }

    /// True when `self` is `view` or one of its descendants.
    ///
    /// The walk up takes no reference counts (`climb(from:meets:)`): the engine asks it of constraints' items as it
    /// builds their rows, and `insertSubview` of every view added.
    public func isDescendant(of view: UIView) -> Bool {
        UIView.climb(from: Unmanaged.passUnretained(self), meets: Unmanaged.passUnretained(view))
    }

    /// Whether the walk up from `start` over `superviewLink` meets `target`, taking no reference counts (nonisolated:
    /// see `climbToRoot(from:)`).
    nonisolated static func climb(from start: Unmanaged<UIView>, meets target: Unmanaged<UIView>) -> Bool {
        var view = start
        while true {
            if view.toOpaque() == target.toOpaque() { return true }
            guard let parent = view._withUnsafeGuaranteedRef({ $0.superviewLink }) else { return false }
            view = parent
        }
    }

    /// Whether the walk up from `start` over `superviewLink` meets `target` before it reaches `stop` (or the top),
    /// taking no reference counts (nonisolated: see `climbToRoot(from:)`). `target` is tested first at each view.
    nonisolated static func climb(from start: Unmanaged<UIView>, meets target: Unmanaged<UIView>,
                                  before stop: Unmanaged<UIView>) -> Bool {
        var view = start
        while true {
            if view.toOpaque() == target.toOpaque() { return true }
            if view.toOpaque() == stop.toOpaque() { return false }
            guard let parent = view._withUnsafeGuaranteedRef({ $0.superviewLink }) else { return false }
            view = parent
        }
    }

    /// Calls `body` with each subview of `view`, in order, without retaining it: the walk down that flag-only passes
    /// make over a subtree (`markSubviewsNeedingLayout`, a table's record and restore of a recycled cell's flags),
    /// where a `for` over `subviews` retained and released every view it passed. Nonisolated for the reason
    /// `climbToRoot(from:)` is; `view` keeps its subview list alive for the walk, and `body` must not change it.
    @inline(__always)
    nonisolated static func forEachSubviewUnretained(of view: UIView, _ body: (UIView) -> Void) {
        let list = view.subviewStorage
        var index = 0
        while index < list.count {
            Unmanaged.passUnretained(list[index])._withUnsafeGuaranteedRef(body)
            index += 1
        }
    }

    /// Adds `view` on top of the other subviews (moving it there if it is already a subview).
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the subview list (clamped), removing it from its previous superview.
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            UIView.layoutLog("Can't add self as subview")
            return
        }
        if view.superview === self {
            let old = subviews.firstIndex(ofIdentical: view)
            subviews.removeAll(identicalTo: view)
            subviews.insert(view, clampedAt: index)
            if subviews.firstIndex(ofIdentical: view) != old { noteSubviewsReordered(moving: view) }
            setNeedsLayout()
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldTint = view.tintColor
        // Child controllers whose views come into (or leave) a visible window appear (or disappear).
        let appearanceTransitions = oldWindow === newWindow ? []
            : UIViewController.beginAppearanceTransitions(for: view, from: oldWindow, to: newWindow)
        if oldWindow !== newWindow { view.willMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        if view.superview != nil { view.detachFromSuperview() }
        subviews.insert(view, clampedAt: index)
        view.superview = self
        if view.translatesAutoresizingMaskIntoConstraints {
            view.autoresizingReference = (view.storedFrame, bounds.size)
        }
        view.markSubtreeNeedingLayout()
        markDescendantNeedsLayout()
        markDescendantNeedsUpdateConstraints()
        setNeedsLayout()
        if view.isLayoutIsland {
            // An island keeps its engine (it works in the island's own coordinates, wherever it is attached) and is
            // not part of this hierarchy's engine, which need not walk again.
            view.noteIslandNeedsPass()
            noteIslandPlacementChanged()
        } else {
            // The subtree joins this hierarchy's engine; its own (if it was a root) is gone.
            view.layoutEngineStorage = nil
            noteSubtreeAdded(view)
        }
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyMovedToWindow() }
        view.updateTraitsAfterMove()
        if view.tintColorStorage == nil, UIView.tintDiffers(view.tintColor, oldTint) { view.propagateTintColorChange() }
        if !appearanceTransitions.isEmpty { UIViewController.finishAppearanceTransitions(appearanceTransitions) }
    }

    /// Keeps `view` at `index` among the subviews (0: behind all of them) with `frame`, moving or adding it only when
    /// it is not there already (background views, which their owners put back on every layout).
    func keepSubview(_ view: UIView, at index: Int, frame: CGRect) {
        if view.frame != frame { view.frame = frame }
        if view.superview !== self || index >= subviews.count || subviews[index] !== view { insertSubview(view, at: index) }
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(ofIdentical: sibling) else { return addSubview(view) }
        let current = subviews.firstIndex(ofIdentical: view)
        insertSubview(view, at: current.map { $0 < i ? i - 1 : i } ?? i)
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(ofIdentical: sibling) else { return addSubview(view) }
        let current = subviews.firstIndex(ofIdentical: view)
        insertSubview(view, at: current.map { $0 <= i ? i : i + 1 } ?? i + 1)
    }

    public func bringSubviewToFront(_ view: UIView) {
        // Already in front: nothing changes (a table keeps its scroll indicator in front on every frame, and rewriting
        // `subviews` re-syncs the layer tree).
        guard view.superview === self, subviews.last !== view else { return }
        subviews.removeAll(identicalTo: view)
        subviews.append(view)
        noteSubviewsReordered(moving: view)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self, subviews.first !== view else { return }
        subviews.removeAll(identicalTo: view)
        subviews.insert(view, at: 0)
        noteSubviewsReordered(moving: view)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        if let moved = [subviews[index1], subviews[index2]].first(where: { !$0.isLayoutIsland }) {
            noteSubviewsReordered(moving: moved)
        }
    }

    /// Removes the view from its superview, and with it every constraint that involves the view or its
    /// descendants and is installed outside them (as UIKit does); constraints inside the subtree stay.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        let oldTint = tintColor
        let appearanceTransitions = oldWindow == nil ? []
            : UIViewController.beginAppearanceTransitions(for: self, from: oldWindow, to: nil)
        if oldWindow != nil { willMove(toWindow: nil) }
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifyMovedToWindow() }
        updateTraitsAfterMove()
        if tintColorStorage == nil, UIView.tintDiffers(tintColor, oldTint) { propagateTintColorChange() }
        if !appearanceTransitions.isEmpty { UIViewController.finishAppearanceTransitions(appearanceTransitions) }
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        let wasIsland = isLayoutIsland
        var ancestor: UIView? = parent
        while let a = ancestor {
            a.removeConstraintsInvolvingSubtree(of: self)
            ancestor = a.superview
        }
        parent.subviews.removeAll(identicalTo: self)
        superview = nil
        parent.setNeedsLayout()
        if wasIsland {
            parent.noteIslandPlacementChanged()
        } else {
            parent.noteSubtreeRemoved()
        }
        // A merged island is self-contained again once on its own; its engine (kept or new) now roots a hierarchy.
        islandMerged = false
        islandNeedsPass = true
        markSubtreeNeedingLayout()
    }

    /// Whether a move changed the tint a view inherits. The same colour object (the system tint, for almost every
    /// view) is no change, told without `UIColor.isEqual`, whose cast from `Any` cost more than the rest of the test:
    /// this runs twice for each cell a table recycles.
    private static func tintDiffers(_ new: UIColor?, _ old: UIColor?) -> Bool {
        new !== old && new != old
    }

    private func notifyMovedToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyMovedToWindow() }
    }

    func markSubtreeNeedingLayout() {
        needsLayoutFlag = true
        needsUpdateConstraintsFlag = true
        if !subviewStorage.isEmpty { UIView.markSubviewsNeedingLayout(of: self) }
    }

    /// Sets both flags on every view below this one, with what setting each view's flags marks: the path up from the
    /// superview of each view whose flag was clear (`markDescendantNeedsLayout()`, which stops at a view already
    /// marked). The path is marked once per view with such a subview, not once per subview, and a leaf's (empty)
    /// subviews are not walked: a recycled cell's subtree is marked twice per row, each view setting two flags.
    /// Nonisolated, flags only, each subview passed on unretained (`subviewStorage`), for the reason
    /// `climbToRoot(from:)` is: a `for` over `subviews` retained and released every view it passed.
    private nonisolated static func markSubviewsNeedingLayout(of view: UIView) {
        var layoutSet = false, updateSet = false
        forEachSubviewUnretained(of: view) { subview in
            if !subview.needsLayoutStorage {
                subview.needsLayoutStorage = true
                layoutSet = true
            }
            if !subview.needsUpdateConstraintsStorage {
                subview.needsUpdateConstraintsStorage = true
                updateSet = true
            }
            if !subview.subviewStorage.isEmpty { markSubviewsNeedingLayout(of: subview) }
        }
        let unmanaged = Unmanaged.passUnretained(view)
        if layoutSet { markPath(from: unmanaged, updateConstraints: false) }
        if updateSet { markPath(from: unmanaged, updateConstraints: true) }
    }

    /// Calls `body` for this view and every descendant, parents before children.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    /// The closest view that contains both (nil when they are in different hierarchies).
    ///
    /// Brings both to the same depth, then climbs in step until they meet: no set of ancestors to build (this runs
    /// for every constraint activated, and building the set cost more than the climb).
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var x = a, y = b
        var depthX = a.depthInHierarchy, depthY = b.depthInHierarchy
        while depthX > depthY, let parent = x.superview { x = parent; depthX -= 1 }
        while depthY > depthX, let parent = y.superview { y = parent; depthY -= 1 }
        while x !== y {
            guard let parentX = x.superview, let parentY = y.superview else { return nil }
            x = parentX
            y = parentY
        }
        return x
    }

    /// The number of superviews above this view.
    private var depthInHierarchy: Int {
        var depth = 0
        var current = superview
        while let view = current {
            depth += 1
            current = view.superview
        }
        return depth
    }

    /// The first descendant (or self) with this tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }
}
