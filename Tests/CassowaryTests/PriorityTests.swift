import Testing
@testable import Cassowary

/// Apple: "Higher priority constraints are satisfied before lower priority constraints."
/// Priorities are levels, not weights: no amount of error at a lower level buys error at a higher one.
@Suite("Priorities are strictly ordered")
struct PriorityTests {
    @Test("999.5 sits strictly between 999 and 1000")
    func fractionalPriority() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x <= 100)
        try solver.add((x == 50).priority(999))
        try solver.add((x == 70).priority(999.5))
        solver.updateVariables()
        #expect(x.value == 70)
    }

    @Test("One point of error at 251 is never traded for a thousand at 250, whatever the weights")
    func noTradeAcrossNeighbouringLevels() throws {
        let solver = Solver()
        let a = Variable("a")
        try solver.add(Constraint(a - 0, .equal, strength: Strength(priority: 251, weight: 1)))
        // 1000 constraints at 250 pulling a to 1, each with a large weight.
        for _ in 0..<1000 {
            try solver.add(Constraint(a - 1, .equal, strength: Strength(priority: 250, weight: 1000)))
        }
        solver.updateVariables()
        #expect(a.value == 0)
    }

    @Test("Many distinct priorities, each deciding only what the higher ones leave free")
    func manyLevels() throws {
        // x_i >= x_(i-1); level 1000 - i pulls x_i to i, lower levels pull all to 0.
        let solver = Solver()
        let xs = (0..<50).map { Variable("x\($0)") }
        for i in xs.indices {
            try solver.add((xs[i] == Double(i)).priority(999 - Double(i) * 0.01))
            try solver.add((xs[i] == 0).priority(1))
        }
        solver.updateVariables()
        for (i, x) in xs.enumerated() { #expect(x.value == Double(i)) }
    }

    @Test("Conflicting optional constraints at the same priority settle on the weighted optimum")
    func sameLevelCompromise() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.add((x == 80).strength(.medium))
        try solver.add(Constraint(y - 80, .equal, strength: Strength(priority: 500, weight: 2)))
        solver.updateVariables()
        #expect(y.value == 80)
        #expect(x.value == 20)
    }

    @Test("UIKit's stack-view ladder 51 > 49 > 25 behaves as three levels")
    func stackViewLadder() throws {
        let h = Variable("h")
        let solver = Solver()
        try solver.add(h >= 0)
        try solver.add((h == 30).priority(25))
        try solver.add((h == 20).priority(49))
        try solver.add((h == 10).priority(51))
        solver.updateVariables()
        #expect(h.value == 10)
    }

    @Test("A required constraint that only optional ones stand against moves them in priority order (entered by the dual simplex)")
    func requiredRowAgainstOptionalOnes() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x == 20).strength(.weak))
        try solver.add((x == 16).strength(.medium))
        try solver.add((y == 40).strength(.strong))
        try solver.add(y >= x)
        solver.updateVariables()
        #expect(x.value == 16 && y.value == 40)
        // Both variables are defined by optional errors, so each new row is in restricted symbols only.
        try solver.add(x + y == 50)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 40)   // the strong y == 40 holds; the medium x == 16 gives way
        try solver.add(x >= 14)
        solver.updateVariables()
        #expect(x.value == 14 && y.value == 36)   // y's strong error of 4 is the least the two required rows allow
    }
}
