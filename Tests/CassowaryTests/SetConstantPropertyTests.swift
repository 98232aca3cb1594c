import Testing
import TestSupport
@testable import Cassowary

/// `setConstant` must land on a lexicographically optimal solution, exactly as if the constraint had been
/// removed and added back with the new constant. Optima are often not unique (equal-priority views squeezed
/// together), so the comparison is of each priority level's error, not of variable values. The fresh solver
/// stands on `add`, which the differential test checks against HiGHS.
@Suite("setConstant agrees with rebuilding")
struct SetConstantPropertyTests {
    /// A UI-like random constraint over `vars`.
    static func randomConstraint(_ g: inout SplitMix64, _ vars: [Variable]) -> Constraint {
        let a = vars[g.below(vars.count)], b = vars[g.below(vars.count)]
        let priorities: [Double] = [1000, 1000, 1000, 999.5, 999, 750, 251, 250, 50]
        let strength = Strength(priority: priorities[g.below(priorities.count)], weight: [1, 2, 0.5][g.below(3)])
        let constant = Double(g.below(400)) - 100
        let expression: Expression
        switch g.below(4) {
        case 0: expression = a - b - constant
        case 1: expression = a - constant
        case 2: expression = a - 2 * b - constant
        default: expression = a + b - constant
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][g.below(3)]
        return Constraint(expression, relation, strength: strength)
    }

    /// Adds 4–11 random constraints over `vars` to `solver`; returns those it accepted, in order.
    static func addRandomSystem(_ g: inout SplitMix64, _ vars: [Variable], to solver: Solver) -> [Constraint] {
        var held: [Constraint] = []
        for _ in 0..<(4 + g.below(8)) {
            let c = randomConstraint(&g, vars)
            if (try? solver.add(c)) != nil { held.append(c) }
        }
        return held
    }

    static func levelErrors(_ constraints: [Constraint], constants: [ObjectIdentifier: Double]) -> [Double: Double] {
        var errors: [Double: Double] = [:]
        for c in constraints where !c.isRequired {
            let value = c.expression.value - c.expression.constant + (constants[ObjectIdentifier(c)] ?? c.expression.constant)
            let violation: Double
            switch c.relation {
            case .equal: violation = abs(value)
            case .lessThanOrEqual: violation = max(0, value)
            case .greaterThanOrEqual: violation = max(0, -value)
            }
            errors[c.strength.priority, default: 0] += violation * c.strength.weight
        }
        return errors
    }

    @Test("500 random systems: after random constant moves, every level's error equals a rebuilt solver's", arguments: 0..<5)
    func randomMoves(batch: Int) throws {
        var g = SplitMix64(seed: UInt64(batch) &* 7919 &+ 17)
        for _ in 0..<100 {
            let vars = (0..<5).map { Variable("v\($0)") }
            let solver = Solver()
            let held = Self.addRandomSystem(&g, vars, to: solver)
            guard !held.isEmpty else { continue }
            var constants: [ObjectIdentifier: Double] = [:]
            for _ in 0..<6 {
                let c = held[g.below(held.count)]
                let new = Double(g.below(400)) - 100
                do {
                    try solver.setConstant(new, of: c)
                    constants[ObjectIdentifier(c)] = new
                } catch SolverError.unsatisfiable {
                    // Refused: the constant stays; checked below like every other state.
                }
                solver.updateVariables()
                let moved = Self.levelErrors(held, constants: constants)
                var requiredHold = true
                for r in held where r.isRequired {
                    let value = r.expression.value - r.expression.constant + (constants[ObjectIdentifier(r)] ?? r.expression.constant)
                    switch r.relation {
                    case .equal: requiredHold = requiredHold && abs(value) < 1e-6
                    case .lessThanOrEqual: requiredHold = requiredHold && value < 1e-6
                    case .greaterThanOrEqual: requiredHold = requiredHold && value > -1e-6
                    }
                }
                #expect(requiredHold, "required constraints hold after a move")

                let fresh = Solver()
                let rebuilt = held.map { c -> Constraint in
                    guard let k = constants[ObjectIdentifier(c)] else { return c }
                    return Constraint(Expression(c.expression.terms, constant: k), c.relation, strength: c.strength)
                }
                for c in rebuilt { try fresh.add(c) }
                fresh.updateVariables()
                let expected = Self.levelErrors(rebuilt, constants: [:])
                for (priority, error) in expected {
                    let scale = max(1, abs(error))
                    #expect(abs((moved[priority] ?? 0) - error) <= 1e-7 * scale, "priority \(priority)")
                }
            }
        }
    }
}
