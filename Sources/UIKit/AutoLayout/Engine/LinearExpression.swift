import Cassowary

/// A row's linear expression as the layout engine holds it: its terms and its constant, and nothing else.
///
/// The engine's own type rather than Cassowary's `Expression`, whose storage is the solver's to choose (it may keep a
/// few terms inline, which makes it cheap to build and destroy but dear to copy). The engine copies each row's
/// expression many times — into its spec, the installed row's fingerprint, the diffs' comparisons, ~230 copies a fresh
/// cell — so here an expression is one array reference and a `Double`, a copy one retain. A Cassowary `Expression` is
/// made from it only when the row's `Constraint` is (`cassowary`). Also a name that does not collide with Foundation's
/// `Expression`.
struct LinearExpression {
    var terms: [Term]
    var constant: Double

    init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(_ variable: Variable) { self.init([Term(variable)]) }

    /// The solver's expression for the row's `Constraint`.
    var cassowary: Cassowary.Expression { Cassowary.Expression(terms, constant: constant) }

    /// The expression's value with the variables' current values.
    var value: Double { terms.reduce(constant) { $0 + $1.value } }

    /// `lhs - rhs`, the negated terms appended to the left operand's array.
    static func - (lhs: consuming LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.terms.reserveCapacity(result.terms.count + rhs.terms.count)
        for term in rhs.terms { result.terms.append(Term(term.variable, -term.coefficient)) }
        result.constant -= rhs.constant
        return result
    }

    static func - (lhs: consuming LinearExpression, rhs: Variable) -> LinearExpression {
        var result = lhs
        result.terms.append(Term(rhs, -1))
        return result
    }

    static func - (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs
        result.constant -= rhs
        return result
    }
}
