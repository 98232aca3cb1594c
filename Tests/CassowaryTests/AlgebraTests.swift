import Testing
@testable import Cassowary

@Suite("Constraint algebra")
struct AlgebraTests {
    @Test("x + 2y == 20 is stored as x + 2y - 20 == 0 with like terms merged")
    func reducesToExpressionAgainstZero() {
        let x = Variable("x"), y = Variable("y")
        let c: Constraint = (x + 2 * y + x == 20)
        #expect(c.relation == .equal)
        #expect(c.expression.terms.count == 2)
        #expect(c.expression.terms[0].variable === x && c.expression.terms[0].coefficient == 2)
        #expect(c.expression.terms[1].variable === y && c.expression.terms[1].coefficient == 2)
        #expect(c.expression.constant == -20)
        #expect(c.isRequired)
    }

    @Test("strength(_:) returns a new constraint with the same relation")
    func strengthMakesANewConstraint() {
        let x = Variable("x")
        let hard = (x >= 10)
        let soft = hard.strength(.weak)
        #expect(hard !== soft)
        #expect(soft.strength == .weak && hard.strength == .required)
        #expect(soft.relation == .greaterThanOrEqual)
    }

    @Test("Named strengths use UIKit's numbers: required 1000, strong 750, medium 500, weak 250")
    func namedStrengths() {
        #expect(Strength.required.priority == 1000)
        #expect(Strength.strong.priority == 750)
        #expect(Strength.medium.priority == 500)
        #expect(Strength.weak.priority == 250)
        #expect(Strength(priority: 999.5) > Strength(priority: 999))
        #expect(Strength(priority: 5000).priority == 1000)
    }
}
