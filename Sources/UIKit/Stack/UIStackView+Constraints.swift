/// The constraints a stack view generates, with UIKit's identifiers and priorities
/// (see ../shared/reference/uistackview.md). Written for a horizontal stack; a vertical one swaps the attributes.
///
/// Visible arranged views are chained along the axis (`UISV-canvas-connection` at both ends, `UISV-spacing`
/// between neighbours, the spacing after the preceding visible view), sized by the distribution, and placed across
/// the axis by the alignment. A hidden arranged view gets zero length along the axis (`UISV-hiding`, required) and
/// sits half a spacing after its preceding visible neighbour; it takes no part in sizing the others.
///
/// Regeneration diffs by content: a constraint that is still wanted stays active (a new constant is applied in
/// place); only constraints that are no longer wanted are deactivated and only new ones are created.
extension UIStackView {
    typealias Attribute = NSLayoutConstraint.Attribute

    /// The kinds of constraint a stack generates, by UIKit's identifiers. Keys compare a kind (a byte), not its string:
    /// the identifiers share their first letters ("UISV-spanning-…"), and a key is compared on every lookup that finds it.
    enum GeneratedKind: UInt8 {
        case alignment, ambiguitySuppression, canvasConnection, canvasFit, distributingEdge, fillEqually
        case fillProportionally, hiding, spacing, spanningBoundary, spanningFit, textWidthDisambiguation

        /// The identifier UIKit gives the constraints of this kind.
        var identifier: String {
            switch self {
            case .alignment: "UISV-alignment"
            case .ambiguitySuppression: "UISV-ambiguity-suppression"
            case .canvasConnection: "UISV-canvas-connection"
            case .canvasFit: "UISV-canvas-fit"
            case .distributingEdge: "UISV-distributing-edge"
            case .fillEqually: "UISV-fill-equally"
            case .fillProportionally: "UISV-fill-proportionally"
            case .hiding: "UISV-hiding"
            case .spacing: "UISV-spacing"
            case .spanningBoundary: "UISV-spanning-boundary"
            case .spanningFit: "UISV-spanning-fit"
            case .textWidthDisambiguation: "UISV-text-width-disambiguation"
            }
        }
    }

    /// What a generated constraint says, except its constant.
    struct GeneratedKey: Hashable {
        let kind: GeneratedKind
        let first: ObjectIdentifier
        let firstAttribute: Int
        let relation: Int
        let second: ObjectIdentifier?
        let secondAttribute: Int
        let multiplier: CGFloat
        let priority: Float
        let systemSpacing: Bool

        /// Hashes the items and attributes only (equality still compares everything): keys that differ only in kind,
        /// multiplier or priority are rare within one stack. Folded into one word, as the hasher's cost is per word.
        func hash(into hasher: inout Hasher) {
            hasher.combine(word)
        }

        /// The items and attributes folded into one word.
        private var word: UInt {
            let second = self.second.map { UInt(bitPattern: $0) } ?? 0
            let attributes = UInt(truncatingIfNeeded: (firstAttribute &* 64 &+ relation) &* 64 &+ secondAttribute)
            return UInt(bitPattern: first) &+ second &* 3 &+ attributes
        }

        /// What `Dictionary` uses to place a key: the word mixed with the table's seed (as the layout engine's keys
        /// are), not a SipHash of it — a regeneration looks each wanted constraint up two or three times, and the
        /// hasher's rounds were most of each lookup. The items are objects of the process itself: no flooding to resist.
        func _rawHashValue(seed: Int) -> Int { LayoutEngine.mix(word, seed: seed) }
    }

    /// A wanted constraint.
    struct GeneratedSpec {
        let kind: GeneratedKind
        let first: any LayoutItem
        let firstAttribute: Attribute
        let relation: NSLayoutConstraint.Relation
        let second: (any LayoutItem)?
        let secondAttribute: Attribute
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: UILayoutPriority
        let systemSpacingMultiplier: CGFloat?

        var key: GeneratedKey {
            GeneratedKey(kind, first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
                         priority: priority, systemSpacing: systemSpacingMultiplier != nil)
        }
    }

    /// The attributes along and across the axis.
    struct AxisAttributes {
        let leading: Attribute, trailing: Attribute, length: Attribute, center: Attribute
        static let horizontal = AxisAttributes(leading: .leading, trailing: .trailing, length: .width, center: .centerX)
        static let vertical = AxisAttributes(leading: .top, trailing: .bottom, length: .height, center: .centerY)
    }

    /// The spacing after `view` (its custom spacing, else `spacing`), and whether it is the system spacing.
    func spacingValue(after view: UIView) -> (value: CGFloat, system: Bool) {
        let raw = customSpacings[ObjectIdentifier(view)] ?? spacing
        if raw == UIStackView.spacingUseSystem || spacing == UIStackView.spacingUseSystem && customSpacings[ObjectIdentifier(view)] == nil {
            return (systemSpacing, true)
        }
        return (raw, false)
    }

    /// The arranged views' intrinsic lengths along the axis (0 without one), visible views only.
    func currentProportionalInputs() -> [CGFloat] {
        arrangedSubviews.filter { !$0.isHidden && $0.superview === self }.map { view in
            let size = view.intrinsicContentSize
            let length = axis == .horizontal ? size.width : size.height
            return length > 0 ? length : 0
        }
    }

    /// The constraints the current configuration calls for, as specs.
    func wantedConstraints() -> [GeneratedSpec] {
        var wanted = WantedSpecs()
        wantedConstraints(into: &wanted)
        return wanted.specs
    }

    /// The constraints the current configuration calls for, in order, put in `sink`.
    func wantedConstraints<Sink: GeneratedConstraintSink>(into sink: inout Sink) {
        let horizontal = axis == .horizontal
        let along = horizontal ? AxisAttributes.horizontal : AxisAttributes.vertical
        let across = horizontal ? AxisAttributes.vertical : AxisAttributes.horizontal
        let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        // The arranged views that are subviews (`items`) and those of them not hidden (`visible`). Usually that is
        // every arranged view: both are then the arranged views' own array, shared rather than copied (two arrays
        // allocated and filled per regeneration before); filtered copies are made only when some view is left out.
        // Plain loops rather than `filter`: a closure written in this main-actor type checks the executor per call.
        var items = arrangedSubviews
        var foreign = false, hiddenCount = 0
        for view in arrangedSubviews {
            if view.superview !== self {
                foreign = true
            } else if view.isHidden {
                hiddenCount += 1
            }
        }
        if foreign {
            items = []
            items.reserveCapacity(arrangedSubviews.count)
            for view in arrangedSubviews where view.superview === self { items.append(view) }
        }
        var visible = items
        if hiddenCount > 0 {
            visible = []
            visible.reserveCapacity(items.count - hiddenCount)
            for view in items where !view.isHidden { visible.append(view) }
        }
        // Room for what a typical configuration wants (the chain, the alignment's spanning boundaries and ambiguity
        // suppression): grown one by one, the array was reallocated four or five times per stack.
        sink.reserve(5 * items.count + 6)

        // Hidden views: zero length along the axis, half a spacing after the preceding visible view.
        var previousVisible: UIView?
        for view in items {
            guard view.isHidden else { previousVisible = view; continue }
            sink.want(.hiding, view, along.length, .equal, nil)
            if let previous = previousVisible {
                let (gap, system) = spacingValue(after: previous)
                sink.want(.spacing, view, along.leading, .equal, previous, along.trailing, constant: gap / 2,
                          priority: .fittingSizeLevel, system: system ? 0.5 : nil)
            } else {
                sink.want(.hiding, view, along.leading, .equal, canvas, along.leading, priority: .fittingSizeLevel)
            }
            sink.want(.hiding, view, across.leading, .equal, canvas, across.leading, priority: .fittingSizeLevel)
        }
        guard let first = visible.first, let last = visible.last else {
            // Everything hidden: the zero-length views chained end to end, so the stack collapses along its axis.
            guard let head = items.first, let tail = items.last else { return }
            sink.want(.canvasConnection, canvas, along.leading, .equal, head, along.leading)
            sink.want(.canvasConnection, tail, along.trailing, .equal, canvas, along.trailing)
            for (previous, next) in zip(items, items.dropFirst()) {
                sink.want(.spacing, next, along.leading, .equal, previous, along.trailing)
            }
            return
        }

        // Along the axis: the chain.
        sink.want(.canvasConnection, canvas, along.leading, .equal, first, along.leading)
        sink.want(.canvasConnection, last, along.trailing, .equal, canvas, along.trailing)
        let distributing = distribution == .equalSpacing || distribution == .equalCentering
        // By index: the `zip` of the list and its tail made iterators to copy and destroy (~500 instructions a cell).
        for k in 1..<visible.count {
            let previous = visible[k - 1], next = visible[k]
            let (gap, system) = spacingValue(after: previous)
            let relation: NSLayoutConstraint.Relation = distributing ? .greaterThanOrEqual : .equal
            if !horizontal, isBaselineRelativeArrangement {
                sink.want(.spacing, next, .firstBaseline, relation, previous, .lastBaseline, constant: gap,
                          system: system ? 1 : nil)
            } else {
                sink.want(.spacing, next, along.leading, relation, previous, along.trailing, constant: gap,
                          system: system ? 1 : nil)
            }
        }

        // Along the axis: the distribution.
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { sink.want(.fillEqually, view, along.length, .equal, first, along.length) }
        case .fillProportionally:
            let lengths = currentProportionalInputs()
            let total = lengths.reduce(0, +)
            if total > 0 {
                let spacingTotal = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacingValue(after: $1.0).value }
                // When a single view has an intrinsic length and nothing else takes room along the axis (it is the
                // only visible view, or the spacing is 0), its share is exact and the proportions are required
                // (the published re-implementations' rule, uistackview.md); otherwise 999, 998, … by index.
                let sized = lengths.filter { $0 > 0 }.count
                let exact = sized == 1 && (visible.count == 1 || spacingTotal == 0)
                for (index, view) in visible.enumerated() {
                    let k = lengths[index] / (total + spacingTotal)
                    sink.want(.fillProportionally, view, along.length, .equal, canvas, along.length, multiplier: k,
                              priority: exact ? .required : UILayoutPriority(Float(max(999 - index, 751))))
                }
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
                let guide = gapGuides[index]
                let from = centering ? along.center : along.trailing
                let to = centering ? along.center : along.leading
                sink.want(.distributingEdge, guide, along.leading, .equal, previous, from)
                sink.want(.distributingEdge, guide, along.trailing, .equal, next, to)
                if index > 0 {
                    sink.want(.fillEqually, guide, along.length, .equal, gapGuides[0], along.length,
                              priority: centering ? UILayoutPriority(Float(150 - index)) : .required)
                }
            }
            sink.want(.canvasFit, self, along.length, .equal, nil, priority: UILayoutPriority(49))
        }

        // Across the axis: the alignment.
        var alignment = self.alignment
        if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        if alignment == .fill {
            sink.want(.canvasConnection, canvas, across.leading, .equal, first, across.leading)
            sink.want(.canvasConnection, first, across.trailing, .equal, canvas, across.trailing)
            for view in visible.dropFirst() {
                sink.want(.alignment, first, across.leading, .equal, view, across.leading)
                sink.want(.alignment, first, across.trailing, .equal, view, across.trailing)
            }
            return
        }
        let baseline = alignment == .firstBaseline || alignment == .lastBaseline
        let aligned: Attribute
        switch alignment {
        case .leading: aligned = across.leading
        case .trailing: aligned = across.trailing
        case .center: aligned = across.center
        case .firstBaseline: aligned = .firstBaseline
        default: aligned = .lastBaseline
        }
        if visible.count == 1 {
            // A single view: no spanner (as UIKit does), the stack hugs it through canvas-fit.
            let top: NSLayoutConstraint.Relation = alignment == .leading || baseline ? .equal : .lessThanOrEqual
            let bottom: NSLayoutConstraint.Relation = alignment == .trailing ? .equal : .lessThanOrEqual
            sink.want(.canvasConnection, canvas, across.leading, top, first, across.leading)
            sink.want(.canvasConnection, first, across.trailing, bottom, canvas, across.trailing)
            if alignment == .center {
                sink.want(.canvasConnection, canvas, across.center, .equal, first, across.center)
            }
            sink.want(.canvasFit, self, across.length, .equal, nil, priority: UILayoutPriority(49))
            sink.want(.ambiguitySuppression, first, across.length, .equal, nil, priority: UILayoutPriority(25))
            return
        }
        guard let spanner = alignmentSpanner else { return }
        sink.want(.canvasConnection, canvas, across.leading, .equal, spanner, across.leading)
        sink.want(.canvasConnection, spanner, across.trailing, .equal, canvas, across.trailing)
        if alignment == .center { sink.want(.canvasConnection, canvas, across.center, .equal, first, across.center) }
        for view in visible.dropFirst() {
            sink.want(.alignment, first, aligned, .equal, view, aligned)
        }
        let spanning = UILayoutPriority(999.5)
        for view in visible {
            if alignment == .leading {
                sink.want(.spanningBoundary, spanner, across.leading, .equal, view, across.leading, priority: spanning)
            } else {
                sink.want(.spanningBoundary, spanner, across.leading, .lessThanOrEqual, view, across.leading)
            }
            if alignment == .trailing {
                sink.want(.spanningBoundary, spanner, across.trailing, .equal, view, across.trailing,
                          priority: spanning)
            } else {
                sink.want(.spanningBoundary, spanner, across.trailing, .greaterThanOrEqual, view, across.trailing)
            }
        }
        sink.want(.spanningFit, spanner, across.length, .equal, nil, priority: UILayoutPriority(51))
        for view in visible {
            sink.want(.ambiguitySuppression, view, across.length, .equal, nil, priority: UILayoutPriority(25))
        }
        if baseline {
            sink.want(.canvasFit, self, across.length, .equal, nil, priority: UILayoutPriority(49))
            // Multi-line text has no single width of its own: when several such views share a fill row, each is
            // offered an equal share of the row (760, above compression resistance), minus its share of spacing.
            let wrapping = visible.filter(\.intrinsicHeightDependsOnWidth)
            if distribution == .fill, wrapping.count > 1 {
                let n = CGFloat(visible.count)
                let spacingTotal = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacingValue(after: $1.0).value }
                for view in wrapping {
                    sink.want(.textWidthDisambiguation, view, .width, .equal, canvas, .width, multiplier: 1 / n,
                              constant: -spacingTotal / n, priority: UILayoutPriority(760))
                }
            }
        }
    }

    /// Makes the guides the configuration needs (the alignment spanner, the gap guides) and drops the others.
    func prepareGuides() {
        var visibleCount = 0
        for view in arrangedSubviews where !view.isHidden && view.superview === self { visibleCount += 1 }
        let needsSpanner = alignment != .fill && visibleCount > 1
            && !(axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline))
        if needsSpanner, alignmentSpanner == nil {
            let guide = _UILayoutSpacer()
            guide.identifier = "UISV-alignment-spanner"
            addLayoutGuide(guide)
            alignmentSpanner = guide
        } else if !needsSpanner, let guide = alignmentSpanner {
            removeLayoutGuide(guide)
            alignmentSpanner = nil
        }
        let gaps = distribution == .equalSpacing || distribution == .equalCentering ? max(visibleCount - 1, 0) : 0
        while gapGuides.count < gaps {
            let guide = _UIOLAGapGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        while gapGuides.count > gaps { removeLayoutGuide(gapGuides.removeLast()) }
    }

    /// Brings the generated constraints in line with the configuration, changing only what differs.
    func regenerateConstraints() {
        prepareGuides()
        // A stack without generated constraints yet (its first measurement) has nothing to keep or drop: its
        // constraints are made as they are wanted, with no specs in between.
        indexGeneratedConstraints()
        if generatedConstraints.isEmpty {
            var fresh = FreshGeneration()
            wantedConstraints(into: &fresh)
            proportionalInputs = distribution == .fillProportionally ? currentProportionalInputs() : []
            if !fresh.made.isEmpty { unindexedGenerated = (fresh.keys, fresh.made, fresh.estimate) }
            if fresh.allInstallable {
                installFresh(fresh.made)
            } else {
                install(generated: fresh.made)
            }
            return
        }
        let specs = wantedConstraints()
        proportionalInputs = distribution == .fillProportionally ? currentProportionalInputs() : []
        var next: [GeneratedKey: NSLayoutConstraint] = [:]
        next.reserveCapacity(sizingIfEmpty: specs.count)
        // Not sized: a regeneration that keeps its constraints activates none, and would allocate for nothing.
        var activating: [NSLayoutConstraint] = []
        // Kept constraints are stamped, so the old ones left over are found without looking each up in `next`.
        UIStackView.regenerations &+= 1
        let stamp = UIStackView.regenerations
        // The specs are read in place: a copy of each (its items are existentials) retained and released them.
        specs.withUnsafeBufferPointer { specs in
            for i in specs.indices {
                let key = specs[i].key
                if let existing = generatedConstraints[key], existing.firstLayoutItem != nil,
                   specs[i].second == nil || existing.secondLayoutItem != nil {
                    // The first spec of a key wins (a repeat puts it back).
                    if let first = next.updateValue(existing, forKey: key) {
                        next[key] = first
                        continue
                    }
                    let constant = specs[i].constant
                    if existing.constant != constant { existing.constant = constant }
                    existing.keptByRegeneration = stamp
                    if !existing.isActive { activating.append(existing) }
                    continue
                }
                // Made first and put in with one lookup (a lookup and then an insertion cost two). A repeated key,
                // rare, puts the first spec's constraint back and drops this one: it was not validated yet (so it
                // logs nothing), and the serial it took leaves a gap that changes no order.
                let constraint = NSLayoutConstraint(generated: specs[i].first, specs[i].firstAttribute,
                                                    specs[i].relation, second: specs[i].second,
                                                    specs[i].secondAttribute, multiplier: specs[i].multiplier,
                                                    constant: specs[i].constant,
                                                    identifier: specs[i].kind.identifier,
                                                    priority: specs[i].priority.isValid ? specs[i].priority : .required,
                                                    systemSpacingMultiplier: specs[i].systemSpacingMultiplier)
                // The table takes a copy and the list of those to activate the constraint itself: passed to both as
                // it was, each took a copy and the constraint was released after (a retain and a release more each).
                if let first = next.updateValue(copy constraint, forKey: key) {
                    next[key] = first
                    continue
                }
                UIStackView.validateGenerated(constraint, priority: specs[i].priority)
                activating.append(consume constraint)
            }
        }
        for constraint in generatedConstraints.values where constraint.keptByRegeneration != stamp {
            constraint.isActive = false
        }
        generatedConstraints = next
        install(generated: activating)
    }

    /// Puts a stack's first constraints in `generatedConstraints`, in the order they were made and at the size the
    /// generation asked for: the table a fresh generation would have filled at once.
    func indexGeneratedConstraints() {
        guard let pending = unindexedGenerated else { return }
        unindexedGenerated = nil
        var table: [GeneratedKey: NSLayoutConstraint] = [:]
        table.reserveCapacity(sizingIfEmpty: pending.estimate)
        for i in pending.keys.indices {
            let earlier = table.updateValue(pending.constraints[i], forKey: pending.keys[i])
            assert(earlier == nil, "a stack's generation wanted two constraints with one key")
        }
        generatedConstraints = table
    }

    /// What `addConstraints` does with a stack's first constraints, none of them invalid: each is new (no container
    /// to take it from), so the list takes them all at once and each is given its container, without `install`'s
    /// checks and reads per constraint; the engine is told of them in one go as before.
    private func installFresh(_ constraints: [NSLayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        if installedConstraints.isEmpty {
            // The usual case (a stack's own list holds only what it generates): the list shares the made array
            // rather than allocating a copy of it.
            installedConstraints = constraints
        } else {
            reserveInstalled(adding: constraints.count)
            installedConstraints.append(contentsOf: constraints)
        }
        for constraint in constraints { constraint.setContainer(self) }
        noteConstraintMembershipChanged(constraints)
    }

    /// Installs new generated constraints on the stack itself, as UIKit does (they show in the stack's
    /// `constraints`); its list grows once.
    private func install(generated constraints: [NSLayoutConstraint]) {
        reserveInstalled(adding: constraints.count)
        addConstraints(constraints)
    }

    /// Room in the stack's list of installed constraints for `count` more, grown at least geometrically, so that
    /// regenerations adding a few each do not reallocate every time.
    private func reserveInstalled(adding count: Int) {
        let needed = installedConstraints.count + count
        if installedConstraints.capacity < needed {
            installedConstraints.reserveCapacity(max(needed, 2 * installedConstraints.count))
        }
    }

    /// Apple's creation-time checks for a generated constraint, of which only the numbers can fail: every spec
    /// `wantedConstraints` makes has a first item and attribute, pairs a location only with a location of the same
    /// axis and direction kind at multiplier 1, and leaves only a length without a second item. The constant (a
    /// spacing, which may be set to anything) and the multiplier (a proportion) can be non-finite: such a constraint
    /// goes through the full check, which logs Apple's message. (`validate` for every constraint cost ~118
    /// instructions each, dozens per stack.) A priority out of range (an equal-centering stack's 150 − index past 150
    /// views) was made `.required`, and is set here as it always was, for the setter to log and refuse it.
    static func validateGenerated(_ constraint: NSLayoutConstraint, priority: UILayoutPriority) {
        if !(constraint.constant.isFinite && constraint.multiplier.isFinite) {
            constraint.validate(hasFirst: true, hasSecond: constraint.secondAttribute != .notAnAttribute)
        }
        if !priority.isValid { constraint.priority = priority }
    }

    /// The constraints this stack generated and keeps active (for tests and debugging).
    var stackConstraints: [NSLayoutConstraint] {
        indexGeneratedConstraints()
        return generatedConstraints.values.sorted { $0.activationSerial < $1.activationSerial }
    }
}

extension UIStackView.GeneratedKey {
    /// The key of a wanted constraint (`attr2` is `.notAnAttribute` when `second` is nil): its items by identity,
    /// what it says of them, and whether its spacing is the system's. Both the specs of a regeneration and a
    /// stack's first constraints (`FreshGeneration`) are keyed here. The second item is unwrapped without a `map`
    /// closure: one written in a main-actor type checks the executor on every call.
    init(_ kind: UIStackView.GeneratedKind, _ first: borrowing any LayoutItem, _ attr1: NSLayoutConstraint.Attribute,
         _ relation: NSLayoutConstraint.Relation, _ second: borrowing (any LayoutItem)?,
         _ attr2: NSLayoutConstraint.Attribute,
         multiplier: CGFloat, priority: UILayoutPriority, systemSpacing: Bool) {
        var secondIdentity: ObjectIdentifier?
        if let second = copy second { secondIdentity = ObjectIdentifier(second) }
        self.init(kind: kind, first: ObjectIdentifier(copy first), firstAttribute: attr1.rawValue,
                  relation: relation.rawValue, second: secondIdentity, secondAttribute: attr2.rawValue,
                  multiplier: multiplier, priority: priority.rawValue, systemSpacing: systemSpacing)
    }
}
