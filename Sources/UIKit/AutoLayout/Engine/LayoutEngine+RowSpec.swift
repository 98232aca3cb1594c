import Cassowary

extension LayoutEngine {
    /// What a row says, to tell whether an installed row is still the wanted one: compared term by term (by variable
    /// identity and coefficient) without copying the terms out.
    struct Fingerprint: Equatable {
        var expression: LinearExpression
        var relation: Relation
        var priority: Double

        var constant: Double { expression.constant }

        /// Equal in everything but the constant: a change `moveConstantInPlace` can apply.
        func hasSameShape(as other: Fingerprint) -> Bool {
            guard relation == other.relation, priority == other.priority,
                  expression.terms.count == other.expression.terms.count else { return false }
            for (a, b) in zip(expression.terms, other.expression.terms)
            where a.variable !== b.variable || a.coefficient != b.coefficient { return false }
            return true
        }

        static func == (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
            lhs.expression.constant == rhs.expression.constant && lhs.hasSameShape(as: rhs)
        }
    }

    /// A wanted row.
    struct RowSpec {
        let id: RowID
        let expression: LinearExpression
        let relation: Relation
        let priority: Double
        /// The UIKit constraint it stands for (nil for intrinsic-size rows).
        let owner: NSLayoutConstraint?
        var fingerprint: Fingerprint { Fingerprint(expression: expression, relation: relation, priority: priority) }

        /// Whether this spec says what `fingerprint` says (without building its own fingerprint).
        func hasFingerprint(_ fingerprint: Fingerprint) -> Bool {
            guard relation == fingerprint.relation, priority == fingerprint.priority,
                  expression.constant == fingerprint.expression.constant,
                  expression.terms.count == fingerprint.expression.terms.count else { return false }
            for (a, b) in zip(expression.terms, fingerprint.expression.terms)
            where a.variable !== b.variable || a.coefficient != b.coefficient { return false }
            return true
        }
    }
}
