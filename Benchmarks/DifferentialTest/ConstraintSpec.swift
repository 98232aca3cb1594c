import Cassowary

/// A constraint described by variable indices, before it is turned into a Trellis `Constraint`:
/// `sum(coefficient * variable) + constant  relation  0` at `priority`, scaled by `weight`.
struct ConstraintSpec {
    var terms: [(index: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Double
    var weight: Double

    var isRequired: Bool { priority >= 1000 }

    /// The Trellis constraint over `variables`, built with the public algebra (`Expression`, `Constraint`).
    func makeConstraint(_ variables: [Variable]) -> Constraint {
        let expression = Expression(terms.map { Term(variables[$0.index], $0.coefficient) }, constant: constant)
        return Constraint(expression, relation, strength: Strength(priority: priority, weight: weight))
    }
}
