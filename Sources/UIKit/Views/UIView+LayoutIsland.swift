/// Layout islands: subtrees solved by an engine of their own.
///
/// A table positions its cells and header/footer views by frame, and nothing outside a cell is constrained to what is
/// inside it. Solving every visible cell in the window's engine made each scrolled frame re-read and re-solve them
/// all (the table moves its cells, so every row that mentions a cell's position changes). An island's engine works
/// in the island root's own coordinate space — the root at (0, 0), its size the frame's — so moving the island
/// changes nothing it solves, and re-solving one cell touches no other. The window's engine does not see inside
/// islands at all: it stops at their roots.
///
/// An island is a frame-based view (`translatesAutoresizingMaskIntoConstraints`) of a kind that asks for it
/// (`hostsLayoutIsland`: table cells, header/footer views) placed in a superview. It stays one only while it is
/// self-contained: a constraint between its inside and the outside merges it into the engine around it
/// (`islandMerged`) until it leaves its superview, so such layouts still solve as one system, as on iOS.
extension UIView {
    /// Whether this view roots a layout island now (see the type's discussion).
    var isLayoutIsland: Bool {
        hostsLayoutIsland && !islandMerged && translatesAutoresizingMaskIntoConstraints && superview != nil
    }

    /// The view holding the engine this view is solved in: its nearest island root (itself included), else the root
    /// of its hierarchy.
    var layoutHost: UIView {
        var view = self
        while !view.isLayoutIsland, let parent = view.superview { view = parent }
        return view
    }

    /// This view or its nearest ancestor that roots a layout island, if any: `layoutHost` when that is an island.
    /// Kept apart from it for `routeLayoutChange`, which knows the root already: asking `layoutHost` and then whether
    /// it is an island read the island test twice and cost a fresh cell ~4k instructions in its builds.
    var nearestLayoutIsland: UIView? {
        var view = self
        while !view.isLayoutIsland {
            guard let parent = view.superview else { return nil }
            view = parent
        }
        return view
    }

    /// The island joins the engine around it: a constraint links its inside with the outside.
    func mergeIsland() {
        guard isLayoutIsland else { return }
        islandMerged = true
        layoutEngineStorage = nil
        superview?.noteLayoutStructureChanged()
        markSubtreeNeedingLayout()
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed on a view that can host an island: the subtree moves
    /// between its own engine and its superview's.
    func islandStatusMayHaveChanged() {
        guard superview != nil else { return }
        if !isLayoutIsland { layoutEngineStorage = nil }
        islandNeedsPass = true
        superview?.noteLayoutStructureChanged()
        markSubtreeNeedingLayout()
    }

    /// Marks an island as having inputs to re-read, and the path to it, so the next layout pass reaches it.
    func noteIslandNeedsPass() {
        islandNeedsPass = true
        superview?.markDescendantNeedsLayout()
    }

    /// Sets `descendantNeedsLayout` on this view and its ancestors (stopping where it is already set: everything
    /// above is then marked too).
    func markDescendantNeedsLayout() {
        UIView.markPath(from: Unmanaged.passUnretained(self), updateConstraints: false)
    }

    func markDescendantNeedsUpdateConstraints() {
        UIView.markPath(from: Unmanaged.passUnretained(self), updateConstraints: true)
    }

    /// Sets `descendantNeedsLayout` (or `descendantNeedsUpdateConstraints`) from `start` up, stopping where it is
    /// already set, over `superviewLink`: no reference counts taken on the way (a strong local took a retain and a
    /// release at each level, for every `setNeedsLayout()` and every change routed to an island). Nonisolated for the
    /// reason `climbToRoot(from:)` is.
    nonisolated static func markPath(from start: Unmanaged<UIView>, updateConstraints: Bool) {
        var next: Unmanaged<UIView>? = start
        while let view = next {
            next = view._withUnsafeGuaranteedRef { view -> Unmanaged<UIView>? in
                if updateConstraints {
                    guard !view.descendantNeedsUpdateConstraints else { return nil }
                    view.descendantNeedsUpdateConstraints = true
                } else {
                    guard !view.descendantNeedsLayout else { return nil }
                    view.descendantNeedsLayout = true
                }
                return view.superviewLink
            }
        }
    }

    /// Islands are not in their superview's engine, so nothing there applies their autoresizing mask: when this
    /// view's size changes, each island subview with a mask takes the frame its autoresizing constraints give for
    /// the new size (the same rule the engine applies to other frame-based views).
    func resizeIslandSubviews() {
        for subview in subviews where subview.isLayoutIsland && !subview.autoresizingMask.isEmpty {
            let rows = subview.autoresizingMaskConstraints()
            guard rows.count == 4 else { continue }
            func value(_ c: NSLayoutConstraint, _ horizontal: Bool) -> CGFloat {
                c.constant + (c.secondLayoutItem == nil ? 0 : c.multiplier * (horizontal ? bounds.width : bounds.height))
            }
            let frame = CGRect(x: value(rows[0], true), y: value(rows[1], false),
                               width: value(rows[2], true), height: value(rows[3], false))
            guard frame != subview.storedFrame, frame.width.isFinite, frame.height.isFinite else { continue }
            // The autoresizing reference stays: the mask keeps measuring from the frame code gave the view.
            subview.setFrameFromLayout(frame)
            subview.noteIslandNeedsPass()
        }
    }
}
