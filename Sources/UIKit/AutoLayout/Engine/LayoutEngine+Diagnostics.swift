import Cassowary

// Diagnostics (issue 7): ambiguity, what determines a frame — the rows that mention a view, the constraints that
// determine it, and the ambiguity probe's questions (`LayoutEngine+AmbiguityProbe.swift`).

extension LayoutEngine {
    /// One coordinate of a view's frame, as the diagnostics name it (Apple's trace says `minX`, `Width`, …).
    enum Coordinate: Int, CaseIterable, Sendable {
        case minX = 0, minY, width, height
        var traceName: String { ["minX", "minY", "Width", "Height"][rawValue] }
        var isHorizontal: Bool { self == .minX || self == .width }
    }

    /// An installed row as the diagnostics see it.
    struct DiagnosticRow {
        /// The UIKit constraint, nil for a row the engine makes itself (intrinsic size, a stack's index order).
        let owner: NSLayoutConstraint?
        /// What an engine-made row is, in words: "its intrinsic content size <NSContentSizeLayoutConstraint…> through
        /// its compression resistance", or the stack's index-order wish.
        let engineRow: String?
        let priority: Double
        /// Satisfied with equality: the row pins its variables (a "tight" row).
        let isTight: Bool
        /// How far the row is from holding (optional rows the solver could not meet).
        let violation: Double
        /// Which of the view's coordinates it mentions.
        let coordinates: [Coordinate]
    }

    /// A row's expression with its current constant (moved constants are kept in the fingerprint).
    private func currentExpression(_ row: InstalledRow) -> LinearExpression? {
        guard let c = row.constraint else { return nil }
        return LinearExpression(c.expression.terms, constant: row.fingerprint.constant)
    }

    /// How far the current solution is from satisfying a row (0 when it holds).
    private func violation(_ e: LinearExpression, _ relation: Relation) -> Double {
        let v = e.value
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// The ids `autolayoutTrace()` prints for a view's coordinates.
    func variableID(of view: UIView, _ coordinate: Coordinate) -> Int? {
        variables[ItemKey(view)].map { $0.firstID + coordinate.rawValue }
    }

    /// The installed (not broken) rows that mention `view`'s rectangle.
    func diagnosticRows(of view: UIView) -> [DiagnosticRow] {
        guard let v = variables[ItemKey(view)] else { return [] }
        let mine = v.all.map(ObjectIdentifier.init)
        var result: [DiagnosticRow] = []
        let installed = rows.places.map { (key: $0.key, value: rows.slots[$0.value]) }
        for (id, row) in installed.sorted(by: { ($0.value.owner?.activationSerial ?? 0) < ($1.value.owner?.activationSerial ?? 0) }) {
            guard let c = row.constraint, let e = currentExpression(row) else { continue }
            let coordinates = Coordinate.allCases.filter { coordinate in
                c.expression.terms.contains { ObjectIdentifier($0.variable) == mine[coordinate.rawValue] && $0.coefficient != 0 }
            }
            guard !coordinates.isEmpty else { continue }
            let tight = abs(e.value) <= 1e-6 * max(1, abs(e.constant))
            var engineRow: String?
            if row.owner == nil, case .intrinsic(_, let index) = id {
                let role = index % 2 == 0 ? "content hugging" : "compression resistance"
                engineRow = "its intrinsic content size \(contentSizeDescription(of: c, id: id) ?? "") through its \(role)"
            } else if row.owner == nil, case .indexOrder = id, let stack = view.superview as? UIStackView {
                let index = stack.arrangedSubviews.firstIndex(ofIdentical: view) ?? 0
                engineRow = "its place in \(stack.layoutDescription)'s arrangedSubviews (index \(index)): with equal "
                    + "priorities the stack keeps a later view's intrinsic \(stack.axis == .horizontal ? "width" : "height") "
                    + "\(CGFloat(-row.fingerprint.constant).g) and an earlier view gives way"
            }
            result.append(DiagnosticRow(owner: row.owner, engineRow: engineRow,
                                        priority: c.strength.priority, isTight: tight, violation: violation(e, c.relation),
                                        coordinates: coordinates))
        }
        return result
    }

    /// The UIKit constraints that determine `view` along one axis: the tight rows reachable from the view's
    /// variables for that axis through shared variables (so the chain up to the root's pins is included).
    func constraintsAffecting(_ view: UIView, horizontal: Bool) -> [NSLayoutConstraint] {
        guard let v = variables[ItemKey(view)] else { return [] }
        var frontier: [ObjectIdentifier] = horizontal ? [ObjectIdentifier(v.minX), ObjectIdentifier(v.width)]
            : [ObjectIdentifier(v.minY), ObjectIdentifier(v.height)]
        var seenVariables = Set(frontier)
        var byVariable: [ObjectIdentifier: [InstalledRow]] = [:]
        for (_, place) in rows.places {
            let row = rows.slots[place]
            guard let c = row.constraint, let e = currentExpression(row), abs(e.value) <= 1e-6 * max(1, abs(e.constant)) else {
                continue
            }
            for term in c.expression.terms { byVariable[ObjectIdentifier(term.variable), default: []].append(row) }
        }
        var found: [ObjectIdentifier: NSLayoutConstraint] = [:]
        var seenRows: Set<ObjectIdentifier> = []
        while let variable = frontier.popLast() {
            // Rows in `byVariable` are installed (not broken): each has a solver constraint of its own.
            for row in byVariable[variable] ?? [] where seenRows.insert(ObjectIdentifier(row.constraint!)).inserted {
                if let owner = row.owner { found[ObjectIdentifier(owner)] = owner }
                for term in row.constraint?.expression.terms ?? [] where seenVariables.insert(ObjectIdentifier(term.variable)).inserted {
                    frontier.append(ObjectIdentifier(term.variable))
                }
            }
        }
        return found.values.sorted { $0.activationSerial < $1.activationSerial }
    }

    /// The probe of the current solution, made once and kept until the next synchronisation or solve: asking every
    /// view of a hierarchy whether it is ambiguous (`hasAmbiguousLayout` in a loop, `_autolayoutTrace`, the trellis
    /// tool's report) builds one probe per engine, not one per view. The probe's solver holds the same constraints
    /// after each question (`extreme` removes its objective), so the answers do not depend on the order of questions.
    func ambiguityProbe() -> AmbiguityProbe {
        if let kept = keptAmbiguityProbe { return kept }
        let probe = makeAmbiguityProbe()
        keptAmbiguityProbe = probe
        return probe
    }

    /// Builds a probe for the current solution (call after `solve()`): every installed row, at its current constant,
    /// with its own strength. (In the dictionary's order: the extremes are optimal values, the same whichever order the
    /// rows come in.)
    func makeAmbiguityProbe() -> AmbiguityProbe {
        let probe = AmbiguityProbe()
        var lowest = 1000.0
        for (_, place) in rows.places {
            let row = rows.slots[place]
            guard let c = row.constraint, let current = currentExpression(row) else { continue }
            try? probe.solver.add(Constraint(probe.translate(current).cassowary, c.relation, strength: c.strength))
            lowest = min(lowest, c.strength.priority)
        }
        probe.objectivePriority = lowest / 2
        return probe
    }

    /// The expression of one frame coordinate of `view` in the probe (relative to its superview's rectangle, as
    /// `frame` is: a view that moves only with its superview is not ambiguous itself).
    func frameExpression(of view: UIView, _ coordinate: Coordinate, in probe: AmbiguityProbe) -> LinearExpression? {
        guard let v = variables[ItemKey(view)] else { return nil }
        let own = probe.probe(v.all[coordinate.rawValue])
        guard coordinate == .minX || coordinate == .minY else { return LinearExpression(own) }
        if let parent = view.superview, let p = variables[ItemKey(parent)] {
            return LinearExpression(own) - probe.probe(coordinate == .minX ? p.minX : p.minY)
        }
        return LinearExpression(own)
    }

    /// The coordinates of `view`'s frame that can change without changing any priority level's error.
    func ambiguousCoordinates(of view: UIView, probe: AmbiguityProbe) -> [Coordinate] {
        Coordinate.allCases.filter { coordinate in
            guard let e = frameExpression(of: view, coordinate, in: probe) else { return false }
            let range = probe.range(of: e)
            return range.upperBound - range.lowerBound > 0.01
        }
    }

    /// `exerciseAmbiguityInLayout()`: moves the first ambiguous coordinate of `view` to the other end of its range
    /// (200 pt away when unbounded) and writes the whole hierarchy's frames from that equally valid solution.
    /// Returns false when the view is not ambiguous. The next solve restores the engine's own choice.
    func exerciseAmbiguity(of view: UIView) -> Bool {
        let probe = makeAmbiguityProbe()
        guard let coordinate = ambiguousCoordinates(of: view, probe: probe).first,
              let e = frameExpression(of: view, coordinate, in: probe) else { return false }
        // Where the view is shown now (after an earlier exercise that is not the engine's solution).
        let current = Double([view.frame.minX, view.frame.minY, view.frame.width, view.frame.height][coordinate.rawValue])
        let range = probe.range(of: e)
        var target = current - range.lowerBound > range.upperBound - current ? range.lowerBound : range.upperBound
        if abs(target) >= 1e6 - 1 { target = current + (target > current ? 200 : -200) }
        probe.extreme(of: e, towards: target, keep: true)
        let saved = probe.pairs.map { ($0.engine, $0.engine.value) }
        for (engine, p) in probe.pairs { engine.value = p.value }
        applySolution()
        for (engine, value) in saved { engine.value = value }
        return true
    }
}
