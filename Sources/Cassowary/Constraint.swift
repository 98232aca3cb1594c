/// A linear relation between expressions, with a strength: `x + 2 * y == 20`, `(x == 10).strength(.weak)`.
///
/// Constraints are compared by identity: the solver holds the very object you added, and `remove`
/// takes it back. The expression is stored reduced (`lhs - rhs`), so the relation is always against zero.
public final class Constraint: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength

    /// The constraint's slot in each solver that holds it (see `TagTable`). The only mutable state: like a
    /// variable's symbol cache, it is touched only by the solvers the constraint is added to, so a constraint is
    /// safe to share across threads as long as each solver is used from one thread at a time and the same
    /// constraint is not added to solvers on two threads at once.
    /// Unchecked for exclusivity for the same reason as `Variable.solverSymbols`.
    @exclusivity(unchecked) var solverSlots = SolverSymbolCache()

    /// Whether a solver can take the constraint: its expression's coefficients and constant are finite and its strength is
    /// valid. Worked out once, here, in the scan that checks that the expression is reduced (`Expression.reducedAndFinite`):
    /// every solver the constraint is added to asks, and the expression and strength never change.
    let isSolvable: Bool

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        // Checked here first: an expression already reduced (every constraint a layout makes) is stored as it is.
        let (reduced, finite) = expression.reducedAndFinite()
        if reduced {
            self.expression = expression
            self.isSolvable = finite && strength.isValid
        } else {
            // Merging can overflow a sum, or cancel an infinity into NaN: the merged expression is checked afresh.
            let merged = expression.mergingTerms()
            self.expression = merged
            self.isSolvable = merged.isFinite && strength.isValid
        }
        self.relation = relation
        self.strength = strength
    }

    deinit { solverSlots.releaseSpill() }

    /// The same relation with another strength (a new constraint).
    public func strength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// The same relation at another priority (a new constraint).
    public func priority(_ priority: Double) -> Constraint {
        strength(Strength(priority: priority))
    }

    public var isRequired: Bool { strength.isRequired }

    /// How far the current variable values are from satisfying the relation (0 when satisfied).
    public var violation: Double {
        let v = expression.value
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return Swift.max(0, v)
        case .greaterThanOrEqual: return Swift.max(0, -v)
        }
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { "\(expression) \(relation) 0 @\(strength)" }
}
