// The constraint algebra: `Variable`, `Term`, `Expression` and `Double` combine with `+`, `-`, and `*`/`/` by a
// `Double`; `==`, `<=`, `>=` between any two of them build a required `Constraint`.
// Concrete overloads (rather than generics) keep the type checker fast on long expressions.
// Generated shape; edit all operators of one kind together.


// MARK: Scaling

public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
}
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
public prefix func - (operand: Expression) -> Expression { operand * -1 }

// MARK: Sums

/// Concatenation of two expressions (terms are merged when a constraint is built). The left operand is
/// usually a temporary, so appending to it reuses its storage instead of allocating a new array.
@inline(__always)
func sum(_ lhs: consuming Expression, _ rhs: Expression) -> Expression {
    var result = lhs
    if !rhs.terms.isEmpty {
        // One allocation at most: grow once to the final size (layout expressions are built term by term).
        result.terms.reserveCapacity(result.terms.count + rhs.terms.count)
        result.terms.append(contentsOf: rhs.terms)
    }
    result.constant += rhs.constant
    return result
}

/// `lhs - rhs` without materialising `-rhs`: the negated terms go straight into the result.
@inline(__always)
func difference(_ lhs: consuming Expression, _ rhs: Expression) -> Expression {
    var result = lhs
    if !rhs.terms.isEmpty {
        result.terms.reserveCapacity(result.terms.count + rhs.terms.count)
        for term in rhs.terms { result.terms.append(Term(term.variable, -term.coefficient)) }
    }
    result.constant -= rhs.constant
    return result
}

public func + (lhs: Variable, rhs: Variable) -> Expression { sum(Expression(lhs), Expression(rhs)) }
public func - (lhs: Variable, rhs: Variable) -> Expression { difference(Expression(lhs), Expression(rhs)) }
public func + (lhs: Variable, rhs: Term) -> Expression { sum(Expression(lhs), Expression(rhs)) }
public func - (lhs: Variable, rhs: Term) -> Expression { difference(Expression(lhs), Expression(rhs)) }
public func + (lhs: Variable, rhs: Expression) -> Expression { sum(Expression(lhs), rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { difference(Expression(lhs), rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { sum(Expression(lhs), Expression(constant: rhs)) }
public func - (lhs: Variable, rhs: Double) -> Expression { difference(Expression(lhs), Expression(constant: rhs)) }
public func + (lhs: Term, rhs: Variable) -> Expression { sum(Expression(lhs), Expression(rhs)) }
public func - (lhs: Term, rhs: Variable) -> Expression { difference(Expression(lhs), Expression(rhs)) }
public func + (lhs: Term, rhs: Term) -> Expression { sum(Expression(lhs), Expression(rhs)) }
public func - (lhs: Term, rhs: Term) -> Expression { difference(Expression(lhs), Expression(rhs)) }
public func + (lhs: Term, rhs: Expression) -> Expression { sum(Expression(lhs), rhs) }
public func - (lhs: Term, rhs: Expression) -> Expression { difference(Expression(lhs), rhs) }
public func + (lhs: Term, rhs: Double) -> Expression { sum(Expression(lhs), Expression(constant: rhs)) }
public func - (lhs: Term, rhs: Double) -> Expression { difference(Expression(lhs), Expression(constant: rhs)) }
public func + (lhs: Expression, rhs: Variable) -> Expression { sum(lhs, Expression(rhs)) }
public func - (lhs: Expression, rhs: Variable) -> Expression { difference(lhs, Expression(rhs)) }
public func + (lhs: Expression, rhs: Term) -> Expression { sum(lhs, Expression(rhs)) }
public func - (lhs: Expression, rhs: Term) -> Expression { difference(lhs, Expression(rhs)) }
public func + (lhs: Expression, rhs: Expression) -> Expression { sum(lhs, rhs) }
public func - (lhs: Expression, rhs: Expression) -> Expression { difference(lhs, rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { sum(lhs, Expression(constant: rhs)) }
public func - (lhs: Expression, rhs: Double) -> Expression { difference(lhs, Expression(constant: rhs)) }
public func + (lhs: Double, rhs: Variable) -> Expression { sum(Expression(constant: lhs), Expression(rhs)) }
public func - (lhs: Double, rhs: Variable) -> Expression { difference(Expression(constant: lhs), Expression(rhs)) }
public func + (lhs: Double, rhs: Term) -> Expression { sum(Expression(constant: lhs), Expression(rhs)) }
public func - (lhs: Double, rhs: Term) -> Expression { difference(Expression(constant: lhs), Expression(rhs)) }
public func + (lhs: Double, rhs: Expression) -> Expression { sum(Expression(constant: lhs), rhs) }
public func - (lhs: Double, rhs: Expression) -> Expression { difference(Expression(constant: lhs), rhs) }

// MARK: Relations

public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(difference(Expression(lhs), Expression(rhs)), .equal) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(difference(Expression(lhs), Expression(rhs)), .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(difference(Expression(lhs), Expression(rhs)), .greaterThanOrEqual) }
public func == (lhs: Variable, rhs: Term) -> Constraint { Constraint(difference(Expression(lhs), Expression(rhs)), .equal) }
public func <= (lhs: Variable, rhs: Term) -> Constraint { Constraint(difference(Expression(lhs), Expression(rhs)), .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: Term) -> Constraint { Constraint(difference(Expression(lhs), Expression(rhs)), .greaterThanOrEqual) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(difference(Expression(lhs), rhs), .equal) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(difference(Expression(lhs), rhs), .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(difference(Expression(lhs), rhs), .greaterThanOrEqual) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(difference(Expression(lhs), Expression(constant: rhs)), .equal) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(difference(Expression(lhs), Expression(constant: rhs)), .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(difference(Expression(lhs), Expression(constant: rhs)), .greaterThanOrEqual) }
public func == (lhs: Term, rhs: Variable) -> Constraint { Constraint(difference(Expression(lhs), Expression(rhs)), .equal) }
public func <= (lhs: Term, rhs: Variable) -> Constraint { Constraint(difference(Expression(lhs), Expression(rhs)), .lessThanOrEqual) }
public func >= (lhs: Term, rhs: Variable) -> Constraint { Constraint(difference(Expression(lhs), Expression(rhs)), .greaterThanOrEqual) }
public func == (lhs: Term, rhs: Term) -> Constraint { Constraint(difference(Expression(lhs), Expression(rhs)), .equal) }
public func <= (lhs: Term, rhs: Term) -> Constraint { Constraint(difference(Expression(lhs), Expression(rhs)), .lessThanOrEqual) }
public func >= (lhs: Term, rhs: Term) -> Constraint { Constraint(difference(Expression(lhs), Expression(rhs)), .greaterThanOrEqual) }
public func == (lhs: Term, rhs: Expression) -> Constraint { Constraint(difference(Expression(lhs), rhs), .equal) }
public func <= (lhs: Term, rhs: Expression) -> Constraint { Constraint(difference(Expression(lhs), rhs), .lessThanOrEqual) }
public func >= (lhs: Term, rhs: Expression) -> Constraint { Constraint(difference(Expression(lhs), rhs), .greaterThanOrEqual) }
public func == (lhs: Term, rhs: Double) -> Constraint { Constraint(difference(Expression(lhs), Expression(constant: rhs)), .equal) }
public func <= (lhs: Term, rhs: Double) -> Constraint { Constraint(difference(Expression(lhs), Expression(constant: rhs)), .lessThanOrEqual) }
public func >= (lhs: Term, rhs: Double) -> Constraint { Constraint(difference(Expression(lhs), Expression(constant: rhs)), .greaterThanOrEqual) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(difference(lhs, Expression(rhs)), .equal) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(difference(lhs, Expression(rhs)), .lessThanOrEqual) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(difference(lhs, Expression(rhs)), .greaterThanOrEqual) }
public func == (lhs: Expression, rhs: Term) -> Constraint { Constraint(difference(lhs, Expression(rhs)), .equal) }
public func <= (lhs: Expression, rhs: Term) -> Constraint { Constraint(difference(lhs, Expression(rhs)), .lessThanOrEqual) }
public func >= (lhs: Expression, rhs: Term) -> Constraint { Constraint(difference(lhs, Expression(rhs)), .greaterThanOrEqual) }
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(difference(lhs, rhs), .equal) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(difference(lhs, rhs), .lessThanOrEqual) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(difference(lhs, rhs), .greaterThanOrEqual) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(difference(lhs, Expression(constant: rhs)), .equal) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(difference(lhs, Expression(constant: rhs)), .lessThanOrEqual) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(difference(lhs, Expression(constant: rhs)), .greaterThanOrEqual) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(difference(Expression(constant: lhs), Expression(rhs)), .equal) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(difference(Expression(constant: lhs), Expression(rhs)), .lessThanOrEqual) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(difference(Expression(constant: lhs), Expression(rhs)), .greaterThanOrEqual) }
public func == (lhs: Double, rhs: Term) -> Constraint { Constraint(difference(Expression(constant: lhs), Expression(rhs)), .equal) }
public func <= (lhs: Double, rhs: Term) -> Constraint { Constraint(difference(Expression(constant: lhs), Expression(rhs)), .lessThanOrEqual) }
public func >= (lhs: Double, rhs: Term) -> Constraint { Constraint(difference(Expression(constant: lhs), Expression(rhs)), .greaterThanOrEqual) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(difference(Expression(constant: lhs), rhs), .equal) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(difference(Expression(constant: lhs), rhs), .lessThanOrEqual) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(difference(Expression(constant: lhs), rhs), .greaterThanOrEqual) }
