/// Explaining an unsatisfiable constraint: which required constraints it contradicts.
///
/// When a required row cannot be made zero, the row that proves it (the phase-one objective at its
/// optimum, or a row left with nothing but equality markers) is a linear combination of constraint
/// rows. Each constraint's marker symbol occurs in its own row only, so the markers present in the
/// proof are exactly the constraints the combination uses: a Farkas certificate of infeasibility.
/// Optional constraints never appear (their two error terms would cancel or be improvable). The
/// certificate is then shrunk by deletion filtering on a scratch solver until no member can be
/// dropped — an irreducible conflicting set, which is what a person debugging a layout wants to read.
extension SolverCore {
    func unsatisfiable(_ constraint: Constraint, certificate: Row) -> SolverError {
        // Failures are rare: find the owners of the markers by walking the tags.
        var owners: [Symbol: Tag] = [:]
        for tag in tags.all where tag.constraint.isRequired { owners[tag.marker] = tag }
        var members: [Tag] = []
        for cell in certificate.cells where !Row.nearZero(cell.coefficient) {
            if let owner = owners[cell.symbol] { members.append(owner) }
        }
        if members.isEmpty {
            // Round-off took the markers out of the proof: coefficients as far apart as 1e-300 and 1e300 scale a
            // marker below the tableau's epsilon. Any conflict lies among the required constraints linked to this one
            // through shared variables, and deletion filtering shrinks that set.
            members = requiredTags(connectedTo: constraint)
        }
        return .unsatisfiable(constraint, conflictsWith: explain(constraint, among: members))
    }

    /// The required constraints that share a variable with `constraint`, directly or through one another.
    func requiredTags(connectedTo constraint: Constraint) -> [Tag] {
        let required = tags.all.filter { $0.constraint.isRequired }
        var reached = Set(constraint.expression.terms.map { ObjectIdentifier($0.variable) })
        var taken = [Bool](repeating: false, count: required.count)
        var members: [Tag] = []
        var grew = true
        while grew {
            grew = false
            for (i, tag) in required.enumerated() where !taken[i] {
                let variables = tag.constraint.expression.terms.map { ObjectIdentifier($0.variable) }
                guard variables.contains(where: reached.contains) else { continue }
                taken[i] = true
                members.append(tag)
                reached.formUnion(variables)
                grew = true
            }
        }
        return members
    }

    /// Why a required constraint cannot take a new constant (nil when it could after all).
    func unsatisfiable(_ tag: Tag, constant: Double) -> SolverError? {
        let moved = Constraint(Expression(tag.constraint.expression.terms, constant: constant), tag.constraint.relation)
        let others = tags.all.filter { $0.constraint.isRequired && $0.constraint !== tag.constraint }
            .sorted { $0.sequence < $1.sequence }
        var tagOf: [ObjectIdentifier: Tag] = [:]
        let solved = others.map { other -> Constraint in
            let e = effective(other)
            tagOf[ObjectIdentifier(e)] = other
            return e
        }
        guard let members = SolverCore.conflict(of: moved, with: solved) else { return nil }
        return .unsatisfiable(tag.constraint, conflictsWith: explain(moved, among: members.compactMap { tagOf[ObjectIdentifier($0)] }))
    }

    /// The constraint as the solver holds it: with the constant `setConstant` gave it.
    func effective(_ tag: Tag) -> Constraint {
        if tag.constant == tag.constraint.expression.constant { return tag.constraint }
        return Constraint(Expression(tag.constraint.expression.terms, constant: tag.constant), tag.constraint.relation,
                          strength: tag.constraint.strength)
    }

    /// The members in order of addition, shrunk to an irreducible set, as the user's constraints.
    func explain(_ constraint: Constraint, among members: [Tag]) -> [Constraint] {
        let ordered = members.sorted { $0.sequence < $1.sequence }
        var effectiveToOriginal: [ObjectIdentifier: Constraint] = [:]
        let solved = ordered.map { tag -> Constraint in
            let e = effective(tag)
            effectiveToOriginal[ObjectIdentifier(e)] = tag.constraint
            return e
        }
        let kept = minimizesExplanations ? irreducibleConflict(constraint, among: solved) : solved
        return kept.compactMap { effectiveToOriginal[ObjectIdentifier($0)] }
    }

    /// Deletion filtering: drops each member whose absence still leaves `constraint` unsatisfiable.
    func irreducibleConflict(_ constraint: Constraint, among members: [Constraint]) -> [Constraint] {
        // Deletion filtering costs one scratch solve per member; certificates are small in practice.
        guard members.count > 1, members.count <= 256 else { return members }
        var set = members
        var i = 0
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if let smaller = SolverCore.conflict(of: constraint, with: trial) {
                let keep = Set(smaller.map(ObjectIdentifier.init))
                set = trial.filter { keep.contains(ObjectIdentifier($0)) }
                i = Swift.min(i, set.count)
            } else {
                i += 1
            }
        }
        return set
    }

    /// The certificate a fresh solver holding `constraints` gives for rejecting `constraint`, or nil
    /// when it accepts it.
    static func conflict(of constraint: Constraint, with constraints: [Constraint]) -> [Constraint]? {
        var scratch = SolverCore()
        scratch.minimizesExplanations = false
        for c in constraints {
            do { try scratch.addConstraint(c) } catch { return nil }
        }
        do {
            try scratch.addConstraint(constraint)
            return nil
        } catch SolverError.unsatisfiable(_, let members) {
            return members
        } catch {
            return nil
        }
    }
}
