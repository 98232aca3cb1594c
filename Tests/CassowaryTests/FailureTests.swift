import Testing
@testable import Cassowary

@Suite("A failure leaves no trace")
struct FailureTests {
    @Test("After x >= 10, a rejected x <= 5 leaves x at 10 and the solver usable (kiwi 1.5.1 moves x to 5)")
    func rejectedAddLeavesNoTrace() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = x >= 10
        try solver.add(floor)
        try solver.addEditVariable(x, strength: .strong)
        let bad = x <= 5
        #expect { try solver.add(bad) } throws: { e in
            guard case SolverError.unsatisfiable(let c, let others) = e else { return false }
            return c === bad && others.count == 1 && others[0] === floor
        }
        #expect(!solver.contains(bad))
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.suggestValue(50, for: x)
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.suggestValue(-50, for: x)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("A required row entered by the dual simplex that proves infeasible is rejected by phase one, naming the conflict, and leaves no trace")
    func dualEntryThatFailsFallsBackToPhaseOne() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = x >= 10
        try solver.add(floor)
        let preference = (x == 20).strength(.weak)
        try solver.add(preference)
        let before = snapshot(solver)
        // x is defined by the weak errors, so `x <= 5` reaches the tableau in restricted symbols only. The dual simplex
        // enters the weak error that lowers x by 15 (giving the new slack a cost on the way), then finds the floor's
        // slack at -5 with nothing left to raise it; phase one then proves the conflict.
        let bad = x <= 5
        #expect { try solver.add(bad) } throws: { e in
            guard case SolverError.unsatisfiable(let c, let others) = e else { return false }
            return c === bad && others.count == 1 && others[0] === floor
        }
        #expect(snapshot(solver) == before)
        // The next search for an entering symbol must not meet the rolled-back slack, which the failed attempt queued
        // as a changed cost (removing the preference re-optimises without creating a symbol that would take its number).
        try solver.remove(preference)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.add(x >= 12)
        solver.updateVariables()
        #expect(x.value == 12)
    }

    @Test("A rejected add restores the tableau bit for bit")
    func rollbackIsExact() throws {
        let (solver, vars) = try makeSystem()
        let before = snapshot(solver)
        let bad = vars[4] - vars[0] >= 600   // v4 <= 500 and v0 >= 0
        #expect(throws: SolverError.self) { try solver.add(bad) }
        #expect(snapshot(solver) == before)
        // And the next call behaves as if the failure never happened.
        let (twin, twinVars) = try makeSystem()
        try solver.add((vars[0] == 7).strength(.strong))
        try twin.add((twinVars[0] == 7).strength(.strong))
        solver.updateVariables(); twin.updateVariables()
        #expect(vars.map(\.value.bitPattern) == twinVars.map(\.value.bitPattern))
        #expect(snapshot(solver) == snapshot(twin))
    }

    @Test("A refused setConstant restores the tableau bit for bit, the constants it moved included")
    func refusedConstantMoveIsExact() throws {
        // Moving `limit` to v1 <= 5 shifts the constants of the rows that hold its slack (logged constant only) and sends the
        // dual simplex through them (logged whole) before the move proves infeasible against v1 >= v0 + 8 and v0 >= 0.
        let (solver, vars) = try makeSystem()
        let limit = vars[1] <= 500
        try solver.add(limit)
        let before = snapshot(solver)
        #expect(throws: SolverError.self) { try solver.setConstant(-5, of: limit) }
        #expect(snapshot(solver) == before)
        // And the next move behaves as if the refused one never happened.
        let (twin, twinVars) = try makeSystem()
        let twinLimit = twinVars[1] <= 500
        try twin.add(twinLimit)
        try solver.setConstant(-20, of: limit)
        try twin.setConstant(-20, of: twinLimit)
        solver.updateVariables(); twin.updateVariables()
        #expect(vars.map(\.value.bitPattern) == twinVars.map(\.value.bitPattern))
        #expect(snapshot(solver) == snapshot(twin))
    }

    @Test("Removing a constraint never leaves a required constraint violated")
    func removalKeepsRequired() throws {
        let (solver, vars) = try makeSystem()
        let extra = (vars[2] == 40).strength(.strong)
        try solver.add(extra)
        try solver.remove(extra)
        solver.updateVariables()
        #expect(vars[1].value >= vars[0].value + 8 - 1e-9)
        #expect(vars[4].value <= 500 + 1e-9)
    }

    @Test("unsatisfiable names the smallest conflicting set, not everything in the solver")
    func explanationIsIrreducible() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let c1 = a >= 0, c2 = b == a + 10, c3 = c == b + 10, c4 = d >= 0, c5 = c <= 100
        let unrelated = d <= 50
        for k in [c1, c2, c3, c4, c5, unrelated] { try solver.add(k) }
        let bad = c + d <= 15   // c >= 20 and d >= 0: conflicts with c1, c2, c3 and c4, not c5 or `unrelated`
        #expect { try solver.add(bad) } throws: { e in
            guard case SolverError.unsatisfiable(_, let others) = e else { return false }
            return Set(others.map(ObjectIdentifier.init)) == Set([c1, c2, c3, c4].map(ObjectIdentifier.init))
        }
    }

    @Test("A conflict whose proof round-off erased (coefficients 1e-300 and 1e300) still names the constraint in the way")
    func explanationSurvivesExtremeScales() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let pinned = x * 1e-300 + y * 1e300 == 0     // y == 0, to within any tolerance
        let unrelated = z == 5
        try solver.add(pinned)
        try solver.add(unrelated)
        let one = y == 1
        #expect { try solver.add(one) } throws: { e in
            guard case SolverError.unsatisfiable(let c, let others) = e else { return false }
            return c === one && others.count == 1 && others[0] === pinned
        }
    }

    @Test("Contradicting a required equality is reported with that equality")
    func equalityConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        let ten = x == 10
        try solver.add(ten)
        let twenty = x == 20
        #expect { try solver.add(twenty) } throws: { e in
            guard case SolverError.unsatisfiable(let c, let others) = e else { return false }
            return c === twenty && others.count == 1 && others[0] === ten
        }
    }

    @Test("NaN and infinite coefficients, constants, weights and suggestions are rejected with nonFinite")
    func nonFiniteRejected() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 1)
        for bad in [x == .nan, x * .infinity == 3, Constraint(x - 1, .equal, strength: Strength(priority: 500, weight: .infinity)),
                    Constraint(x - 1, .equal, strength: Strength(priority: .nan))] {
            #expect { try solver.add(bad) } throws: { e in
                if case SolverError.nonFinite(let c, _) = e { return c === bad } else { return false }
            }
        }
        try solver.addEditVariable(x, strength: .weak)
        #expect { try solver.suggestValue(.infinity, for: x) } throws: { e in
            if case SolverError.nonFinite(_, let v) = e { return v === x } else { return false }
        }
        solver.updateVariables()
        #expect(x.value == 1)
    }

    @Test("Huge finite values never crash; the solver stays usable")
    func hugeValues() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try? solver.add(x * 1e300 + y * 1e300 == 1e308)
        try? solver.add(x * 1e-300 == 1e300)
        try? solver.add((x == 1e308).strength(.weak))
        try? solver.add(y * 1e300 >= 1e308)
        try solver.add((y == 3).strength(.strong))
        solver.updateVariables()
        #expect(x.value.isFinite && y.value.isFinite)
    }

    // A small layout used by several tests.
    func makeSystem() throws -> (Solver, [Variable]) {
        let solver = Solver()
        let v = (0..<5).map { Variable("v\($0)") }
        try solver.add(v[0] >= 0)
        try solver.add(v[1] >= v[0] + 8)
        try solver.add(v[2] == v[1] * 2 - 3)
        try solver.add((v[3] == v[2] + 100).strength(.weak))
        try solver.add(v[4] <= 500)
        try solver.add((v[4] == v[3] + v[0]).priority(999))
        try solver.add((v[0] == 20).priority(998))
        return (solver, v)
    }
}

/// The solver's internal state, printed exactly (bit patterns), for before/after comparisons.
func snapshot(_ solver: Solver) -> String {
    var out: [String] = []
    out.append("kinds \(solver.core.symbols.map(\.kind.rawValue))")
    for (slot, row) in solver.core.rows.enumerated() where row.basic.isValid {
        out.append("row \(slot) basic \(row.basic.id) c \(row.constant.bitPattern) " +
                   row.cells.map { "\($0.symbol.id):\($0.coefficient.bitPattern)" }.joined(separator: " "))
    }
    for level in solver.core.objective.levels {
        out.append("level \(level.priority) n \(level.members) c \(level.constant.bitPattern) " +
                   level.costs.enumerated().filter { $0.element != 0 }.map { "\($0.offset):\($0.element.bitPattern)" }
                   .joined(separator: " "))
    }
    out.append("free \(solver.core.freeSlots) vars \(solver.core.variableCount) tags \(solver.core.tags.count)")
    return out.joined(separator: "\n")
}
