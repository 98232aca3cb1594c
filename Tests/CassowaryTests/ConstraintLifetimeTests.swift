import Testing
@testable import Cassowary

/// A solver keeps the constraints it holds alive (its tags refer to them unretained, and its tag table owns them), so
/// a caller may drop its own references after `add`; and it lets go of the ones it no longer holds, so a long-lived
/// solver whose constraints come and go (a window's layout engine) does not accumulate them.
@Suite("Constraint lifetime")
struct ConstraintLifetimeTests {
    /// A weak reference, for checking that an object is gone.
    final class Weak {
        weak var constraint: Constraint?
        init(_ constraint: Constraint) { self.constraint = constraint }
    }

    @Test("Constraints added without a reference kept by the caller keep solving, and are the ones conflicts name")
    func solverKeepsItsConstraintsAlive() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        var weak: [Weak] = []
        do {
            let constraints = [x >= 10, y == x + 5, (x == 0).strength(.weak)]
            weak = constraints.map(Weak.init)
            for constraint in constraints { try solver.add(constraint) }
        }
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15)
        #expect(weak.allSatisfy { $0.constraint != nil })
        // The conflict names the very object added earlier, though only the solver holds it.
        let conflicting = x <= 5
        #expect {
            try solver.add(conflicting)
        } throws: { error in
            guard case .unsatisfiable(_, let others)? = error as? SolverError else { return false }
            return others.contains { $0 === weak[0].constraint }
        }
    }

    @Test("A batch started from a template keeps its constraints alive after the caller's array is gone")
    func templateBatchKeepsItsConstraintsAlive() throws {
        let templates = SolverTemplateCache()
        let x = Variable("x"), width = Variable("width")
        func batch(_ minimum: Double) -> [Constraint] {
            [x == 16, width >= minimum, (width == 0).strength(.weak), x + width <= 400]
        }
        try Solver().add(contentsOf: batch(100), templates: templates)
        let solver = Solver()
        var weak: [Weak] = []
        do {
            let constraints = batch(120)
            weak = constraints.map(Weak.init)
            try solver.add(contentsOf: constraints, templates: templates)
        }
        #expect(templates.hits == 1)
        #expect(weak.allSatisfy { $0.constraint != nil })
        // Removing one of them and adding another (which compacts nothing yet) still solves as one by one would.
        try solver.remove(weak[1].constraint!)
        try solver.add(width >= 50)
        solver.updateVariables()
        #expect(x.value == 16 && width.value == 50)
    }

    @Test("Removed constraints are released as a long-lived solver's constraints come and go")
    func removedConstraintsAreReleased() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 0)
        var removed: [Weak] = []
        for round in 0..<200 {
            let constraint = (x == Double(round)).strength(.weak)
            try solver.add(constraint)
            try solver.remove(constraint)
            removed.append(Weak(constraint))
        }
        // The table compacts what it owns on insertion, once it owns more than twice what it holds (or 64): all but
        // the most recent few are gone, and none of them is still in the solver.
        let alive = removed.filter { $0.constraint != nil }.count
        #expect(alive <= 64)
        #expect(removed.prefix(100).allSatisfy { $0.constraint == nil })
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test("A solver's constraints are released when the solver goes")
    func constraintsGoWithTheSolver() throws {
        var weak: [Weak] = []
        do {
            let solver = Solver()
            let x = Variable("x")
            let constraints = [x >= 10, (x == 20).strength(.strong)]
            weak = constraints.map(Weak.init)
            for constraint in constraints { try solver.add(constraint) }
        }
        #expect(weak.allSatisfy { $0.constraint == nil })
    }
}
