import Cassowary

// Anchors → expressions (the one place that decides what an attribute means): edges seen from inside or outside,
// leading and trailing by layout direction, margins, baselines, a scroll view's content area; and each item's
// variables.

extension LayoutEngine {
    /// The place of `item`'s variables in `variables` (made on first use): read as `variables.slots[place]`.
    func vars(_ item: any LayoutItem) -> Int {
        let key = ItemKey(item)
        if let place = variables.place(of: key) { return place }
        // Kept true only while every item with variables is present (asked only of an item new to the table).
        if itemsWithVariablesArePresent, !presentItems.contains(key) { itemsWithVariablesArePresent = false }
        let place = variables.insertNew(for: key, firstID: nextVariableID)
        nextVariableID += 4
        return place
    }

    /// Whether `item` is present in this walk (nil: not), and the place of its variables when that answered it (−1
    /// otherwise): during a fresh engine's walk, an item with variables is present (`itemsWithVariablesArePresent`),
    /// and its row reads them through this place instead of looking the item up a second time.
    @inline(__always)
    func presentPlace(of item: any LayoutItem) -> Int? {
        let key = ItemKey(item)
        if itemsWithVariablesArePresent, let place = variables.place(of: key) { return place }
        return presentItems.contains(key) ? -1 : nil
    }

    /// The place of the content area's size variables of a view with `usesContentLayoutArea` (its origin is the
    /// content origin).
    private func contentVars(_ view: UIView) -> Int {
        let key = ItemKey(view.contentAreaToken)
        // Present whenever a row reads it, also when it exists already: a full walk rebuilds the present items and
        // forgets the variables of items not among them, and rows still installed would keep the forgotten ones while
        // new rows got a content area of their own.
        presentItems.insert(key)
        if let place = variables.place(of: key) { return place }
        return variables.insertNew(for: key, firstID: 0)
    }

    /// Whether `other` looks at `view` from inside: it is a descendant of `view`, or a guide owned by `view` or by a
    /// descendant. From inside, a view's edges are its own coordinate space (its content area); from anywhere else
    /// they are its frame.
    func isInside(_ other: (any LayoutItem)?, of view: UIView) -> Bool {
        guard let other, let otherView = other.owningViewForLayout else { return false }
        // A superview (or a guide it owns) is never inside: the commonest case, a subview's edge against its
        // superview's, needs no walk up to the root.
        if otherView === view.superview { return false }
        if let guide = other as? UILayoutGuide { return isInside(guide: guide, ownedBy: otherView, of: view) }
        return isInside(view: otherView, of: view)
    }

    /// `isInside(_:of:)` for a guide `other` — a constraint's item known to be a guide (an item that is not a view):
    /// neither cast nor read through the protocol.
    func isInside(guide other: UILayoutGuide, of view: UIView) -> Bool {
        guard let owner = other.owningView else { return false }
        if owner === view.superview { return false }
        return isInside(guide: other, ownedBy: owner, of: view)
    }

    /// `isInside(_:of:)` for a guide owned by `owner`, which is not `view`'s superview.
    private func isInside(guide: UILayoutGuide, ownedBy owner: UIView, of view: UIView) -> Bool {
        if owner === view {
            // A scroll view's frame guide and its margins/safe-area guides follow its frame, not its content.
            return !(view.usesContentLayoutArea && (guide.followsOwnerFrame || guide === view.marginsGuideStorage
                || guide === view.safeAreaGuideStorage))
        }
        return !view.subviews.isEmpty && owner.isDescendant(of: view)
    }

    /// `isInside(_:of:)` for a view `other` — a constraint's item already cast, whose owning view is itself and which
    /// is no guide: neither is asked again.
    func isInside(view other: UIView, of view: UIView) -> Bool {
        // A superview is never inside; a view without subviews (most labels and images) has no inside: no walk up.
        if other === view.superview || other === view || view.subviews.isEmpty { return false }
        // A subview (the commonest case: an arranged view against its stack) without the walk up.
        if other.superview === view { return true }
        return other.isDescendant(of: view)
    }

    /// The linear expression for `attribute` of `item`, as seen by `other` (the constraint's other item).
    ///
    /// - Seen from inside (see `isInside`), a view's left/top are its content origin (origin − `bounds.origin`) and
    ///   right/bottom add the bounds size. A scroll view's content area (issue 6) plugs in here.
    /// - Seen from outside, they are the view's frame.
    /// - leading/trailing follow the item's layout direction (in a constraint, its container's): right-to-left they
    ///   are the right/left edges measured leftwards, so constants keep their meaning of "towards trailing".
    /// - Margin attributes are the edges of the view's `layoutMarginsGuide`.
    /// - Baselines come from the view's baseline offsets (the bottom edge for views without text).
    func expression(for item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                    seenFrom other: (any LayoutItem)?) -> LinearExpression {
        var inside = false
        if let view = item as? UIView { inside = isInside(other, of: view) }
        return expression(for: item, attribute, seenFrom: other, inside: inside)
    }

    /// `expression(for:_:seenFrom:)` with `isInside(other, of: item)` already known (false when `item` is not a view).
    func expression(for item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                            seenFrom other: (any LayoutItem)?, inside: Bool) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(2)
        let constant = appendTerms(of: item, attribute, seenFrom: other, inside: inside, times: 1, to: &terms)
        return LinearExpression(terms, constant: constant)
    }

    /// Appends the terms of `expression(for:_:seenFrom:inside:)`, each coefficient multiplied by `factor`, to `terms`,
    /// and returns the expression's constant (not multiplied). A constraint's row is built in one array this way —
    /// the first item's terms, then the second's times −multiplier — where building each side as an expression and
    /// concatenating them cost three allocations per row.
    func appendTerms(of item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                             seenFrom other: (any LayoutItem)?, inside: Bool, rightToLeft arranged: Bool? = nil,
                             times factor: Double, to terms: inout [Term]) -> Double {
        // The item as a view, cast once (a cast from the existential is a runtime call).
        appendTerms(of: item, as: item as? UIView, attribute, seenFrom: other, inside: inside, rightToLeft: arranged,
                    times: factor, to: &terms)
    }

    /// `appendTerms(of:_:seenFrom:inside:rightToLeft:times:to:)` with `item as? UIView` already known (a constraint's
    /// row casts its items once for everything it asks).
    ///
    /// `place` is the place of `item`'s variables when the caller knows it (`presentPlace`; −1: not known).
    func appendTerms(of item: any LayoutItem, as view: UIView?, _ attribute: NSLayoutConstraint.Attribute,
                     seenFrom other: (any LayoutItem)?, inside: Bool, rightToLeft arranged: Bool?,
                     times factor: Double, place: Int = -1, to terms: inout [Term]) -> Double {
        if let view, let plain = attribute.marginBaseAttribute {
            // A guide is never seen from inside.
            return appendTerms(of: view.layoutMarginsGuide, plain, seenFrom: nil, inside: false, rightToLeft: arranged,
                               times: factor, to: &terms)
        }
        if let view, attribute.isBaseline {
            let baselineView = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if baselineView !== view, presentItems.contains(ItemKey(baselineView)) {
                return appendTerms(of: baselineView, attribute, seenFrom: other, inside: isInside(other, of: baselineView),
                                   rightToLeft: arranged, times: factor, to: &terms)
            }
        }
        let v = place >= 0 ? place : vars(item)
        // Only leading and trailing depend on the layout direction, and only they ask (reading it walks the trait
        // chain): a constraint's container's (`arrangesRightToLeft`), else — an item's own expression, a guide's
        // edges — the item's.
        func runsRightToLeft() -> Bool {
            arranged ?? (item.owningViewForLayout?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        // Only the terms the attribute needs are built: a cell's set-up resolves a hundred anchors.
        var dx = 0.0, dy = 0.0
        // The content area's size variables, when they stand for the view's own (nil otherwise): read only by the
        // attributes that need a size.
        var content: Int?
        // Between a scroll view and its content, Apple's guide says, "constraints between the edges or margins of the
        // scroll view and its content attach to the scroll view's content area", while "constraints between the
        // height, width, or centers attach to the scroll view's frame" (so `content.width == scrollView.width` is
        // what stops horizontal scrolling, and a view centred on it stays in the middle of what is visible).
        var inside = inside
        if inside, let view, view.usesContentLayoutArea,
           attribute == .width || attribute == .height || attribute == .centerX || attribute == .centerY {
            inside = false
        }
        if inside, let view {
            dx = -Double(view.bounds.origin.x)
            dy = -Double(view.bounds.origin.y)
            // The content area's size exists only once something refers to it (a scroll view whose content is
            // sized by code keeps its `contentSize`).
            if view.usesContentLayoutArea {
                let rightToLeft = (attribute == .leading || attribute == .trailing) && runsRightToLeft()
                let originOnly = attribute == .left || attribute == .top || (attribute == .leading && !rightToLeft)
                    || (attribute == .trailing && rightToLeft)
                if !originOnly { content = contentVars(view) }
            }
        }
        // The attribute's one or two terms are appended as they are known, each variable read once straight into its
        // term: passing them through (variable, coefficient) pairs retained and released each variable once more,
        // for the hundred anchors of a cell's set-up.
        switch attribute {
        case .left:
            terms.append(Term(variables.slots[v].minX, factor))
            return dx
        case .right:
            terms.append(Term(variables.slots[v].minX, factor))
            terms.append(Term(variables.slots[content ?? v].width, factor))
            return dx
        case .top:
            terms.append(Term(variables.slots[v].minY, factor))
            return dy
        case .bottom:
            terms.append(Term(variables.slots[v].minY, factor))
            terms.append(Term(variables.slots[content ?? v].height, factor))
            return dy
        case .width:
            terms.append(Term(variables.slots[content ?? v].width, factor))
            return 0
        case .height:
            terms.append(Term(variables.slots[content ?? v].height, factor))
            return 0
        case .centerX:
            terms.append(Term(variables.slots[v].minX, factor))
            terms.append(Term(variables.slots[content ?? v].width, factor * 0.5))
            return dx
        case .centerY:
            terms.append(Term(variables.slots[v].minY, factor))
            terms.append(Term(variables.slots[content ?? v].height, factor * 0.5))
            return dy
        // Right-to-left, leading/trailing are measured leftwards (negated x), so `a.leading == b.trailing + 8`
        // still leaves 8 pt between them and `trailing == superview.trailing - 16` insets from the left edge.
        case .leading:
            if runsRightToLeft() {
                terms.append(Term(variables.slots[v].minX, -factor))
                terms.append(Term(variables.slots[content ?? v].width, -factor))
                return -dx
            }
            terms.append(Term(variables.slots[v].minX, factor))
            return dx
        case .trailing:
            if runsRightToLeft() {
                terms.append(Term(variables.slots[v].minX, -factor))
                return -dx
            }
            terms.append(Term(variables.slots[v].minX, factor))
            terms.append(Term(variables.slots[content ?? v].width, factor))
            return dx
        case .firstBaseline:
            terms.append(Term(variables.slots[v].minY, factor))
            if let view, let offsets = baselineOffsets(of: view) { return dy + Double(offsets.firstFromTop) }
            terms.append(Term(variables.slots[content ?? v].height, factor))
            return dy
        case .lastBaseline:
            terms.append(Term(variables.slots[v].minY, factor))
            terms.append(Term(variables.slots[content ?? v].height, factor))
            if let view, let offsets = baselineOffsets(of: view) { return dy - Double(offsets.lastFromBottom) }
            return dy
        default:
            terms.append(Term(variables.slots[v].minX, factor))
            return dx
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether this is the first or the last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// For margin attributes, the plain attribute of the margins guide they stand for.
    var marginBaseAttribute: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}
