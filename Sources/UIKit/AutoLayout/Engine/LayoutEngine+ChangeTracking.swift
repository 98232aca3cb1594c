// Change tracking: what views and constraints announce to the engine between syncs — views and constraints marked
// dirty, constraints activated or deactivated, subtrees and guides added or removed, a scroll view's content size, a
// scrolled view's `bounds.origin` — and the dependency records that say which rows to re-read when a view scrolls or
// its baselines move. The next sync (`LayoutEngine+IncrementalSync.swift`) builds rows from these.
//
// Incremental structure changes: what was activated, deactivated, added or removed since the last sync. A
// reconfigured table cell (the timeline seed's `update(_:)` swaps arranged views and re-creates its media
// constraints) used to cost a full walk of its island: every row re-specified and diffed. With these, only the
// rows of what changed are built and diffed (`synchronizeIncrementally()`); anything these do not
// describe (a guide added, an island merged, a trait change, a view moved within the engine) still sets
// `structureDirty`.

extension LayoutEngine {
    func markDirty(_ view: UIView) {
        dirtyViews[ItemKey(view)] = WeakView(view: view)
        hasUnappliedChanges = true
    }

    /// A scroll view's `contentSize` was set: if this engine solves its content area (and so writes its content size),
    /// the next layout cycle writes the solution again, as its first pass always did.
    func contentSizeChanged(of view: UIView) {
        if !hasUnappliedChanges, variables.contains(ItemKey(view.contentAreaToken)) {
            hasUnappliedChanges = true
        }
    }

    /// A guide was added to or removed from `view`, a view of this engine.
    func guidesChanged(of view: UIView, added: Bool) {
        hasUnappliedChanges = true
        if isSynchronizing {
            structureDirty = true
        } else if added {
            guidesAdded[ItemKey(view)] = WeakView(view: view)
        } else {
            viewsNeedRecollecting = true
        }
    }

    /// `constraint` was installed on, or removed from, a view this engine holds.
    func constraintMembershipChanged(_ constraint: NSLayoutConstraint) {
        membershipChangedConstraints[ItemKey(constraint)] = constraint
        hasUnappliedChanges = true
    }

    /// `view` (and its subtree) joined this engine's hierarchy.
    func subtreeAdded(_ view: UIView) {
        addedSubtrees.append(WeakView(view: view))
        hasUnappliedChanges = true
    }

    /// A subtree left this engine's hierarchy: the next sync drops the rows of the items that are gone.
    func subtreeLeft() {
        viewsNeedRecollecting = true
        hasUnappliedChanges = true
    }

    /// Subviews changed order, none came or went: the next sync collects the views again in the new walk order (rows
    /// are built in walk order), with nothing to add or drop.
    func subviewsReordered() {
        viewsNeedRecollecting = true
        hasUnappliedChanges = true
    }

    /// Keeps the tables' capacity: they fill again before the next sync (a reconfigured cell activates and
    /// deactivates constraints on every row), and growing them from empty rehashed them each time.
    func clearPendingStructureChanges() {
        membershipChangedConstraints.removeAll(keepingCapacity: true)
        addedSubtrees.removeAll(keepingCapacity: true)
        viewsNeedRecollecting = false
        guidesAdded.removeAll(keepingCapacity: true)
    }

    /// Whether anything this engine solves depends on the safe area: the system guides of the last walk's views
    /// (margins guides follow the safe area, safe-area guides are it). An island whose engine reads none need not be
    /// laid out again when it moves under the bars (`UIView.layOutIsland`).
    var readsSafeArea: Bool { !guideOwners.isEmpty }

    /// `view.bounds.origin` changed (scrolling): only the rows that see the view from inside are re-read.
    func boundsOriginChanged(of view: UIView) {
        // The frames of its subviews in this engine and its guides' layout frames are written relative to it. A table
        // view's subviews are cells, islands laid out by their own engines: scrolling it changes nothing written here.
        // (A loop, not `contains` with a closure: this runs on every scrolled frame, and a closure written in this
        // main-actor type checks the executor on every call.)
        if !hasUnappliedChanges {
            if !view.ownedLayoutGuides.isEmpty {
                hasUnappliedChanges = true
            } else {
                for subview in view.subviews where !subview.isLayoutIsland {
                    hasUnappliedChanges = true
                    break
                }
            }
        }
        guard let dependents = insideDependents[ItemKey(view)] else { return }
        hasUnappliedChanges = true
        for constraint in dependents.values { dirtyConstraints[ItemKey(constraint)] = constraint }
    }

    /// Records that `constraint`'s row reads `view` from inside (`seenFromInside`, which the caller worked out with
    /// `isInside`), so that a change of the view's `bounds.origin` re-reads it. `id` is the row's id.
    func recordInsideDependency(_ constraint: NSLayoutConstraint, id: RowID, _ view: UIView?,
                                        seenFromInside: Bool) {
        // A fitting engine is thrown away or re-walked before it is asked again: nobody tells it about scrolling.
        guard fitting == nil, seenFromInside, let view else { return }
        insideDependents[ItemKey(view), default: [:]][id] = constraint
    }
    func markDirty(_ constraint: NSLayoutConstraint) {
        dirtyConstraints[ItemKey(constraint)] = constraint
        hasUnappliedChanges = true
    }

    /// Records that `constraint`'s row reads `view`'s baseline when `attribute` is one, so that a change of the text
    /// re-reads it. Always inlined, the test: most constraints have no baseline, and the call cost more than the test.
    @inline(__always)
    func recordBaselineDependency(_ constraint: NSLayoutConstraint, id: RowID, _ view: UIView?,
                                  _ attribute: NSLayoutConstraint.Attribute) {
        guard attribute.isBaseline, let view else { return }
        recordBaselineDependency(constraint, id: id, on: view, attribute)
    }

    private func recordBaselineDependency(_ constraint: NSLayoutConstraint, id: RowID, on view: UIView,
                                          _ attribute: NSLayoutConstraint.Attribute) {
        baselineDependents[ItemKey(view), default: [:]][id] = constraint
        let baselineView = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if baselineView !== view { baselineDependents[ItemKey(baselineView), default: [:]][id] = constraint }
    }
}
