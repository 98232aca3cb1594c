import Testing
@testable import Cassowary

@Suite("Edit variables")
struct EditVariableTests {
    @Test("suggestValue moves the edited variable and what depends on it")
    func suggestMoves() throws {
        let width = Variable("width"), half = Variable("half")
        let solver = Solver()
        try solver.add(half * 2 == width)
        try solver.addEditVariable(width, strength: .strong)
        for w in [100.0, 320, 768, 0, 1024] {
            try solver.suggestValue(w, for: width)
            solver.updateVariables()
            #expect(width.value == w)
            #expect(half.value == w / 2)
        }
    }

    @Test("A suggestion is bounded by required constraints and then by higher priorities")
    func suggestBounded() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x <= 500)
        try solver.add((x <= 300).priority(800))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(1000, for: x)
        solver.updateVariables()
        #expect(x.value == 300)
        try solver.suggestValue(200, for: x)
        solver.updateVariables()
        #expect(x.value == 200)
    }

    @Test("Edit variable errors: duplicate, unknown, required")
    func editErrors() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.containsEditVariable(x))
        #expect { try solver.addEditVariable(x, strength: .weak) } throws: { e in
            if case SolverError.duplicateEditVariable(let v) = e { return v === x } else { return false }
        }
        #expect { try solver.suggestValue(1, for: y) } throws: { e in
            if case SolverError.unknownEditVariable(let v) = e { return v === y } else { return false }
        }
        #expect { try solver.addEditVariable(y, strength: .required) } throws: { e in
            if case SolverError.requiredEditVariable(let v) = e { return v === y } else { return false }
        }
        try solver.removeEditVariable(x)
        #expect(!solver.containsEditVariable(x))
        #expect { try solver.removeEditVariable(x) } throws: { e in
            if case SolverError.unknownEditVariable = e { return true } else { return false }
        }
    }

    @Test("Squeezing a chain by editing its container width keeps every width >= 10")
    func squeezeChain() throws {
        let solver = Solver()
        let container = Variable("W")
        var trailing: Expression = Expression(constant: 0)
        var widths: [Variable] = []
        for i in 0..<30 {
            let left = Variable("x\(i)"), width = Variable("w\(i)")
            try solver.add(left == trailing + 8)
            try solver.add(width >= 10)
            try solver.add((width == 100).strength(.weak))
            trailing = left + width
            widths.append(width)
        }
        try solver.add(trailing <= container)
        try solver.addEditVariable(container, strength: .strong)
        for w in stride(from: 4000.0, through: 300, by: -370) {
            try solver.suggestValue(w, for: container)
            solver.updateVariables()
            let total = widths.reduce(0) { $0 + $1.value } + 30 * 8
            #expect(widths.allSatisfy { $0.value >= 10 - 1e-9 })
            if w >= 30 * 108 {
                #expect(widths.allSatisfy { abs($0.value - 100) < 1e-9 })
            } else if w >= 30 * 18 {
                #expect(abs(total - w) < 1e-6, "squeezed: the chain fills the container exactly")
            } else {
                // Below the chain's minimum the required widths win over the strong suggestion.
                #expect(abs(total - 30 * 18) < 1e-6 && abs(container.value - 30 * 18) < 1e-6)
            }
        }
    }
}

/// Moving a constraint's constant in place: what UIKit does when `NSLayoutConstraint.constant` changes.
@Suite("setConstant")
struct SetConstantTests {
    @Test("A required equality's constant moves, and what depends on it follows")
    func requiredEqualityMoves() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let gap = y == x + 8          // expression y - x - 8
        try solver.add(x == 10)
        try solver.add(gap)
        try solver.setConstant(-20, of: gap)
        solver.updateVariables()
        #expect(y.value == 30)
    }

    @Test("Inequalities and optional constraints move like remove + add would place them")
    func matchesRemoveAndAdd() throws {
        func build(_ cap: Double) throws -> (Solver, Variable, Variable, Constraint) {
            let w = Variable("w"), h = Variable("h")
            let s = Solver()
            let capC = w <= cap
            try s.add(capC)
            try s.add((w == 300).strength(.weak))
            try s.add(Constraint(h - w * 0.5, .equal, strength: Strength(priority: 750, weight: 1)))
            try s.add(h >= 40)
            return (s, w, h, capC)
        }
        for cap in [500.0, 200, 50, 10, 400] {
            let (moved, w1, h1, c) = try build(1000)
            try moved.setConstant(-cap, of: c)
            let (fresh, w2, h2, _) = try build(cap)
            moved.updateVariables(); fresh.updateVariables()
            #expect(w1.value == w2.value && h1.value == h2.value, "cap \(cap)")
        }
    }

    @Test("A required constraint that cannot move throws unsatisfiable and the solver keeps the old constant")
    func impossibleMoveRollsBack() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = x >= 10
        let pin = x == 20
        try solver.add(floor)
        try solver.add(pin)
        #expect { try solver.setConstant(-5, of: pin) } throws: { e in
            guard case SolverError.unsatisfiable(let c, let others) = e else { return false }
            return c === pin && others.count == 1 && others[0] === floor
        }
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.setConstant(-30, of: pin)
        solver.updateVariables()
        #expect(x.value == 30)
    }

    @Test("Explanations after a move use the moved constant")
    func explanationsSeeMovedConstants() throws {
        let x = Variable("x")
        let solver = Solver()
        let low = x >= 0
        try solver.add(low)
        try solver.setConstant(-50, of: low)   // now x >= 50
        let cap = x <= 40
        #expect { try solver.add(cap) } throws: { e in
            guard case SolverError.unsatisfiable(_, let others) = e else { return false }
            return others.count == 1 && others[0] === low
        }
    }

    @Test("Unknown constraints and non-finite constants are refused")
    func refusals() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        #expect(throws: SolverError.self) { try solver.setConstant(2, of: c) }
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.setConstant(.nan, of: c) }
        solver.updateVariables()
        #expect(x.value == 1)
    }

    @Test("Several constants moved in one call place the variables as moving them one by one does")
    func batchMatchesOneByOne() throws {
        // A label's width: hugging w <= k, compression w >= k and an index-order wish w == k, beside a neighbour that
        // takes up the rest of a fixed width.
        func build() throws -> (Solver, Variable, Variable, [Constraint]) {
            let w = Variable("w"), n = Variable("n")
            let s = Solver()
            let hug = Constraint(w - 22, .lessThanOrEqual, strength: Strength(priority: 750, weight: 1))
            let resist = Constraint(w - 22, .greaterThanOrEqual, strength: Strength(priority: 750, weight: 1))
            let wish = Constraint(w - 22, .equal, strength: Strength(priority: 1, weight: 1))
            try s.add(w + n == 200)
            try s.add(Constraint(n - 80, .lessThanOrEqual, strength: Strength(priority: 250, weight: 1)))
            for c in [hug, resist, wish] { try s.add(c) }
            return (s, w, n, [hug, resist, wish])
        }
        for width in [14.0, 22, 40, 130] {
            let (batched, w1, n1, c1) = try build()
            try batched.setConstants(c1.map { ($0, -width) })
            let (single, w2, n2, c2) = try build()
            for c in c2 { try single.setConstant(-width, of: c) }
            batched.updateVariables(); single.updateVariables()
            #expect(w1.value == width && w1.value == w2.value && n1.value == n2.value, "width \(width)")
            // The moved constants are the solver's: moving them again by the same amount changes nothing.
            try batched.setConstants(c1.map { ($0, -width) })
            batched.updateVariables()
            #expect(w1.value == width)
        }
    }

    @Test("Constants moved in one call: a move that fails leaves every constraint as it was")
    func batchRollsBackWhole() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let floor = x >= 10
        let pin = x == 20
        let gap = y == x + 5
        for c in [floor, pin, gap] { try solver.add(c) }
        #expect(throws: SolverError.self) { try solver.setConstants([(gap, -50), (pin, -5)]) }
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 25)
        // Unknown constraints and non-finite constants are refused before anything moves.
        #expect(throws: SolverError.self) { try solver.setConstants([(gap, -50), (x == 3, -3)]) }
        #expect(throws: SolverError.self) { try solver.setConstants([(gap, -50), (pin, .infinity)]) }
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 25)
        try solver.setConstants([(gap, -50), (pin, -30)])
        solver.updateVariables()
        #expect(x.value == 30 && y.value == 80)
    }
}
