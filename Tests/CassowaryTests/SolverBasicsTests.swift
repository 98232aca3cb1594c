import Testing
@testable import Cassowary

@Suite("Solving required and optional constraints")
struct SolverBasicsTests {
    @Test("Required equalities are solved exactly: x + 2y == 20, x == 10 gives y = 5")
    func requiredEqualities() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + 2 * y == 20)
        try solver.add(x == 10)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 5)
    }

    @Test("An optional equality pulls a variable as far as the required inequalities allow")
    func optionalAgainstInequality() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 5).strength(.weak))
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.add(x <= 20)
        try solver.add((x == 30).strength(.strong))
        solver.updateVariables()
        #expect(x.value == 20, "the strong pull to 30 wins over the weak pull to 5, up to the required x <= 20")
    }

    @Test("Inside one priority, errors add up scaled by weight: the heavier constraint wins")
    func weightsInsideALevel() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x - 10, .equal, strength: Strength(priority: 500, weight: 1)))
        try solver.add(Constraint(x - 20, .equal, strength: Strength(priority: 500, weight: 3)))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("A chain of views: leading = previous trailing + 8, width == 100 @weak")
    func chainOfViews() throws {
        let solver = Solver()
        var previousTrailing: Expression = Expression(constant: 0)
        var lefts: [Variable] = []
        for i in 0..<20 {
            let left = Variable("x\(i)"), width = Variable("w\(i)")
            try solver.add(left == previousTrailing + 8)
            try solver.add(width >= 10)
            try solver.add((width == 100).strength(.weak))
            previousTrailing = left + width
            lefts.append(left)
        }
        solver.updateVariables()
        for (i, left) in lefts.enumerated() { #expect(left.value == Double(i) * 108 + 8) }
    }

    @Test("removing a constraint releases what it held; contains() follows add and remove")
    func removeReleases() throws {
        let x = Variable("x")
        let solver = Solver()
        let pull = (x == 100).strength(.weak)
        let cap = x <= 40
        try solver.add(pull)
        try solver.add(cap)
        solver.updateVariables()
        #expect(x.value == 40)
        #expect(solver.contains(cap))
        try solver.remove(cap)
        #expect(!solver.contains(cap))
        solver.updateVariables()
        #expect(x.value == 100)
    }

    @Test("Duplicate and unknown constraints are errors that carry the constraint")
    func duplicateAndUnknown() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        try solver.add(c)
        #expect { try solver.add(c) } throws: { error in
            if case SolverError.duplicateConstraint(let d) = error { return d === c } else { return false }
        }
        let other = x >= 0
        #expect { try solver.remove(other) } throws: { error in
            if case SolverError.unknownConstraint(let d) = error { return d === other } else { return false }
        }
    }

    @Test("reset() forgets every constraint and edit variable")
    func resetForgets() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 3
        try solver.add(c)
        try solver.addEditVariable(x, strength: .strong)
        solver.reset()
        #expect(!solver.contains(c))
        #expect(!solver.containsEditVariable(x))
        try solver.add(x == 4)
        solver.updateVariables()
        #expect(x.value == 4)
    }
}
