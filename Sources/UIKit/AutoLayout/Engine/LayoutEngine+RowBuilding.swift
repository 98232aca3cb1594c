import Cassowary

// Rows: the wanted row of each UIKit constraint (`spec(for:)`, which also records the dependencies the change tracking
// reads back) and of each view's intrinsic size (hugging and compression resistance per axis, and a stack's
// index-order wish). The anchors' terms come from `LayoutEngine+Expressions.swift`.

extension LayoutEngine {
    /// The row for a UIKit constraint, or nil when it cannot be resolved (an item outside this hierarchy).
    func spec(for constraint: NSLayoutConstraint) -> RowSpec? {
        // Each item found present once, with the place of its variables when that is how it was found.
        guard let first = constraint.firstLayoutItem, let firstPlace = presentPlace(of: first) else { return nil }
        let second = constraint.secondLayoutItem
        var secondPlace = -1
        if let second {
            guard let place = presentPlace(of: second) else { return nil }
            secondPlace = place
        }

        // Each item's kind and whether the other sees it from inside are worked out once (`isInside` may walk up
        // the hierarchy) and shared by the dependency records and the expressions.
        // Asked with `is`: the constraint's own attributes are all the row reads of it as an autoresizing constraint,
        // and a cast's result was one more reference to retain and release.
        let autoresizing = constraint is NSAutoresizingMaskLayoutConstraint
        // The items as views from their references, without a cast.
        let firstView = constraint.firstLayoutView
        let secondView = constraint.secondLayoutView
        var id = RowID.constraint(ObjectIdentifier(constraint))
        if autoresizing {
            // Stable per view and attribute, so a re-derived constraint replaces its predecessor row.
            id = .autoresizing(ObjectIdentifier(first), constraint.firstAttribute.rawValue)
        }
        // An item that is not a view is a guide (`LayoutItem`'s only other kind): read as one without a cast.
        // The views are tested for nil and unwrapped where they are passed, not bound by `if let`: each binding was a
        // copy, a retain and a release of the view around every call.
        var firstSeenFromInside = false, secondSeenFromInside = false
        if firstView != nil {
            if secondView != nil {
                firstSeenFromInside = isInside(view: secondView!, of: firstView!)
                secondSeenFromInside = isInside(view: firstView!, of: secondView!)
            } else if second != nil {
                firstSeenFromInside = isInside(guide: unsafeDowncast(second!, to: UILayoutGuide.self), of: firstView!)
            }
        } else if secondView != nil {
            secondSeenFromInside = isInside(guide: unsafeDowncast(first, to: UILayoutGuide.self), of: secondView!)
        }
        recordInsideDependency(constraint, id: id, firstView, seenFromInside: firstSeenFromInside)
        recordBaselineDependency(constraint, id: id, firstView, constraint.firstAttribute)
        recordBaselineDependency(constraint, id: id, secondView, constraint.secondAttribute)
        if second != nil { recordInsideDependency(constraint, id: id, secondView, seenFromInside: secondSeenFromInside) }
        let parent = autoresizing ? firstView?.superview : nil
        if let parent {
            recordInsideDependency(constraint, id: id, parent, seenFromInside: isInside(first, of: parent))
        }
        var lhs: LinearExpression
        let arranged = autoresizing ? nil : arrangesRightToLeft(constraint)
        if autoresizing, let view = firstView, let parent {
            // Positions of a frame-based view are relative to its superview's content origin.
            lhs = expression(for: view, constraint.firstAttribute, seenFrom: parent, inside: isInside(parent, of: view))
            if constraint.firstAttribute.isLocation {
                lhs = lhs - expression(for: parent, constraint.firstAttribute, seenFrom: view,
                                       inside: isInside(view, of: parent))
            }
        } else {
            // Room for both items' terms (at most two each): the row is built in this one array.
            var terms: [Term] = []
            terms.reserveCapacity(second == nil ? 2 : 4)
            let constant = appendTerms(of: first, as: firstView, constraint.firstAttribute, seenFrom: second,
                                       inside: firstSeenFromInside, rightToLeft: arranged, times: 1, place: firstPlace,
                                       to: &terms)
            lhs = LinearExpression(terms, constant: constant)
        }
        // lhs − (multiplier × other + constant), built in place.
        lhs.constant -= Double(constraint.constant)
        // The second item and its view moved in (`consume`), at their last use: bound by `if let` and passed as they
        // were, both were copied — a retain and a release of each around every two-item constraint.
        if let second = consume second {
            let multiplier = Double(constraint.multiplier)
            let otherConstant = appendTerms(of: second, as: consume secondView, constraint.secondAttribute,
                                            seenFrom: first, inside: secondSeenFromInside, rightToLeft: arranged,
                                            times: -multiplier, place: secondPlace, to: &lhs.terms)
            lhs.constant -= multiplier * otherConstant
        }
        return RowSpec(id: id, expression: lhs,
                       relation: relation(constraint.relation), priority: Double(constraint.priority.rawValue),
                       owner: constraint)
    }

    /// Whether a constraint's leading and trailing are right-to-left: they follow the view that arranges its items —
    /// its container, their nearest common ancestor — whose `effectiveUserInterfaceLayoutDirection` is, in Apple's words,
    /// "the user interface layout direction appropriate for arranging the immediate content of the view". So a stack
    /// view forced right-to-left lays out its (left-to-right) arranged views from its right edge, as the common trick
    /// of reversing a stack with `semanticContentAttribute` relies on. Nil when no attribute of the constraint has a
    /// direction (the items' own are then never read).
    private func arrangesRightToLeft(_ constraint: NSLayoutConstraint) -> Bool? {
        func directional(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
            attribute == .leading || attribute == .trailing || attribute == .leadingMargin || attribute == .trailingMargin
        }
        guard directional(constraint.firstAttribute) || directional(constraint.secondAttribute) else { return nil }
        // In a full walk of left-to-right views (nearly every walk), the container — a walked view — is too: its
        // direction is not read again (nor, when it has none, is its items', which are walked views or their guides).
        if walkIsLeftToRight { return false }
        guard let container = constraint.container else { return nil }
        return container.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    private func relation(_ relation: NSLayoutConstraint.Relation) -> Relation {
        switch relation {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// Whether a view's intrinsic size takes part: constrained views, and the root being measured.
    func usesIntrinsicSize(_ view: UIView) -> Bool {
        !view.translatesAutoresizingMaskIntoConstraints || (fitting != nil && view === root)
    }

    /// A view's intrinsic-size rows at the size it has now, appended to `specs`: a sync builds every row in one array,
    /// where an array per view and its copy into the sync's cost an allocation and a copy of each row for every view.
    func appendIntrinsicSpecs(for view: UIView, collecting: Bool, to specs: inout [RowSpec]) {
        guard usesIntrinsicSize(view) else { return }
        var width: CGFloat?
        if view.intrinsicHeightDependsOnWidth {
            if collecting { widthDependentViewRefs.append(WeakView(view: view)) }
            width = layoutWidth(of: view)
        }
        appendIntrinsicSpecs(for: view, size: intrinsicSize(of: view, at: width), to: &specs)
    }

    /// A view's intrinsic size as the engine lays it out. A view whose height follows its width (a wrapping label)
    /// asks for the width of its text unwrapped, whatever width it has — it is compressed from there and wraps, so a
    /// multi-line label between fixed ones in a filling stack takes the room they leave — and for the height its text
    /// takes at `width` (nil: unwrapped too).
    func intrinsicSize(of view: UIView, at width: CGFloat?) -> CGSize {
        let unwrapped = view.intrinsicContentSize(forLayoutWidth: nil)
        guard let width, view.intrinsicHeightDependsOnWidth else { return unwrapped }
        return CGSize(width: unwrapped.width, height: view.intrinsicContentSize(forLayoutWidth: width).height)
    }

    /// The width a view whose intrinsic height depends on its width is measured at, for its height rows and its
    /// baselines: the width last solved for it (`solve()` then measures again at each new solution), unconstrained
    /// (nil) while it has none — a view new to the engine, whose width variable is still 0. It depends on nothing but
    /// the variable, so a full walk and an incremental sync made at the same moment measure alike.
    func layoutWidth(of view: UIView) -> CGFloat? {
        guard let place = variables.place(of: ItemKey(view)), variables.slots[place].width.value > 0 else { return nil }
        return LayoutEngine.wrappingWidth(variables.slots[place].width.value, scale: root.layoutScale)
    }

    /// The baseline offsets of `view` as the engine lays it out: a wrapping label's at `layoutWidth(of:)`.
    func baselineOffsets(of view: UIView) -> (firstFromTop: CGFloat, lastFromBottom: CGFloat)? {
        guard view.intrinsicHeightDependsOnWidth, usesIntrinsicSize(view) else { return view.baselineOffsets }
        return view.baselineOffsets(forLayoutWidth: layoutWidth(of: view))
    }

    func intrinsicSpecs(for view: UIView, size: CGSize) -> [RowSpec] {
        var specs: [RowSpec] = []
        // Room for all the rows at once (two per dimension and the index-order wish): appending them one by one to an
        // empty array reallocated it three times, for every view whose intrinsic size is read.
        if (size.width >= 0 && size.width.isFinite) || (size.height >= 0 && size.height.isFinite) {
            specs.reserveCapacity(5)
        }
        appendIntrinsicSpecs(for: view, size: size, to: &specs)
        return specs
    }

    /// The intrinsic-size rows of `view` at `size`, appended to `specs`. A dimension's hugging and compression rows
    /// say the same expression (`size − intrinsic`) with two relations: they share one, built once (each built its
    /// own, an allocation per row).
    func appendIntrinsicSpecs(for view: UIView, size: CGSize, to specs: inout [RowSpec]) {
        let hasWidth = size.width >= 0 && size.width.isFinite, hasHeight = size.height >= 0 && size.height.isFinite
        // The variables are made here even without a row: they are numbered in the order they are first asked for.
        let v = vars(view)
        guard hasWidth || hasHeight else { return }
        let id = ObjectIdentifier(view)
        var widthExpression: LinearExpression?, heightExpression: LinearExpression?
        if hasWidth {
            let expression = LinearExpression([Term(variables.slots[v].width, 1)], constant: 0 - Double(size.width))
            widthExpression = expression
            specs.append(RowSpec(id: .intrinsic(id, 0), expression: expression, relation: .lessThanOrEqual,
                                 priority: Double(view.huggingPriorities.horizontal.rawValue), owner: nil))
            specs.append(RowSpec(id: .intrinsic(id, 1), expression: expression, relation: .greaterThanOrEqual,
                                 priority: Double(view.compressionPriorities.horizontal.rawValue), owner: nil))
        }
        if hasHeight {
            let expression = LinearExpression([Term(variables.slots[v].height, 1)], constant: 0 - Double(size.height))
            heightExpression = expression
            specs.append(RowSpec(id: .intrinsic(id, 2), expression: expression, relation: .lessThanOrEqual,
                                 priority: Double(view.huggingPriorities.vertical.rawValue), owner: nil))
            specs.append(RowSpec(id: .intrinsic(id, 3), expression: expression, relation: .greaterThanOrEqual,
                                 priority: Double(view.compressionPriorities.vertical.rawValue), owner: nil))
        }
        // Beside the intrinsic rows because it follows the same intrinsic length (and a wrapped label's height), and
        // says the same expression again, as an equality. Not for the root: a fitting engine measures it on its own,
        // without the stack it may sit in.
        if view !== root, let stack = view.superview as? UIStackView, let wish = stack.indexOrderWish(for: view),
           let expression = wish.horizontal ? widthExpression : heightExpression {
            specs.append(RowSpec(id: .indexOrder(id), expression: expression, relation: .equal, priority: wish.priority,
                                 owner: nil))
        }
    }
}
