import Testing
@testable import Cassowary

/// User variables' rows are definitions kept as written (SolverCore+Definitions.swift): the simplex works on the
/// restricted rows only, so a chain of views does not turn into dense rows that every pivot rewrites.
@Suite("Definitions")
struct DefinitionTests {
    func chain(_ n: Int, container: Double) throws -> (Solver, [Variable], [Variable]) {
        let solver = Solver()
        let (leading, width) = try addChain(n, to: solver, trailingAtMost: Expression(constant: container))
        return (solver, leading, width)
    }

    @Test("A chain's rows stay as written: no definition names more than three symbols, whatever the chain's length")
    func chainDefinitionsStayShort() throws {
        let (solver, _, _) = try chain(500, container: 108 * 500)
        let core = solver.core
        let definitions = core.rows.filter { $0.basic.isValid && core.symbols[$0.basic.index].kind == .external }
        #expect(definitions.count == 1_000, "every leading and width is defined")
        #expect(definitions.allSatisfy { $0.cells.count <= 3 }, "the classic tableau gives leading[i] all i widths' errors")
    }

    @Test("Values come out of definitions 2,000 deep (evaluated without recursion) and follow every edit")
    func deepChainValues() throws {
        let n = 2_000
        let (solver, leading, width) = try chain(n, container: 108 * Double(n))
        solver.updateVariables()
        #expect(leading[n - 1].value == 108 * Double(n - 1))
        #expect(width.allSatisfy { $0.value == 100 })
        // Squeeze it through an edit: the widths give way (any sharing is optimal), the row still fills the container.
        let squeezed = Solver(), container = Variable("container")
        let (l2, w2) = try addChain(50, to: squeezed, trailingAtMost: Expression(container))
        try squeezed.addEditVariable(container, strength: .strong)
        try squeezed.suggestValue(50 * 50, for: container)
        squeezed.updateVariables()
        #expect(abs(l2[49].value + w2[49].value - 2_500) < 1e-9)
        #expect(w2.allSatisfy { $0.value >= 10 - 1e-9 && $0.value <= 100 + 1e-9 })
        for (k, i) in zip(l2.indices.dropFirst(), l2.indices) {
            #expect(abs(l2[k].value - (l2[i].value + w2[i].value + 8)) < 1e-9)
        }
    }

    @Test("A variable named by a definition before it is defined itself is defined through the expanded row (no cycle)")
    func definedAfterBeingNamed() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(y == x + 5)        // y is defined, naming x
        try solver.add(x + y == 10)       // x cannot be defined as 10 - y (y names x): expanded, 2x + 5 = 10
        try solver.add(z == y * 2)
        solver.updateVariables()
        #expect(x.value == 2.5 && y.value == 7.5 && z.value == 15)
    }

    @Test("Definitions made from expanded rows are evaluated too, before the definitions that name them")
    func laterDefinitionsEvaluateFirst() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        try solver.add(a == b + c)        // a is defined as written, naming b and c
        try solver.add(a == 10)           // expanded: b + c == 10, and b is defined as 10 - c, naming c
        solver.updateVariables()
        try solver.add(c == 4)            // c is named by both: defined from its expanded row, b and a read it
        solver.updateVariables()
        #expect(c.value == 4 && b.value == 6 && a.value == 10)
    }

    @Test("Removing a constraint only definitions hold (its marker is in no restricted row) leaves the others intact")
    func removeFromDefinitionsOnly() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(x == 10)
        let tie = y == x + 1
        try solver.add(tie)
        try solver.add(z == y + 1)
        try solver.remove(tie)
        try solver.add((y == 50).strength(.weak))
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 50 && z.value == 51)
    }

    @Test("Moving the constant of a constraint whose slack is basic moves the definitions that name the slack with it")
    func setConstantThroughDefinitions() throws {
        // w = cap - slack is w's definition; the weak pull makes the slack basic. Moving cap must leave w alone.
        let w = Variable("w")
        let solver = Solver()
        let cap = w <= 1_000
        try solver.add(cap)
        try solver.add((w == 300).strength(.weak))
        try solver.setConstant(-500, of: cap)
        solver.updateVariables()
        #expect(w.value == 300)
        try solver.setConstant(-200, of: cap)
        solver.updateVariables()
        #expect(w.value == 200)
    }

    @Test("Removing a definition keeps the evaluation order: its entry is skipped, and the order is walked again only once half of it is stale")
    func removalKeepsTheOrder() throws {
        // A line of 150 linked views, each leading defined as written by its link.
        let n = 150
        let leading = (0..<n).map { Variable("x\($0)") }, width = (0..<n).map { Variable("w\($0)") }
        let solver = Solver()
        try solver.add(leading[0] == 0)
        var links: [Constraint] = []
        for i in 0..<n {
            try solver.add(width[i] == 100)
            if i > 0 {
                links.append(leading[i] == leading[i - 1] + width[i - 1] + 8)
                try solver.add(links[i - 1])
            }
        }
        solver.updateVariables()
        #expect(solver.core.evaluation.isValid)
        // Cycles of removing every third link and adding it back: the values come back each time.
        for cycle in 0..<24 {
            let chosen = stride(from: cycle % 3, to: links.count, by: 3).map { links[$0] }
            for c in chosen { try solver.remove(c) }
            solver.updateVariables()
            for c in chosen { try solver.add(c) }
            solver.updateVariables()
            #expect(leading.indices.allSatisfy { leading[$0].value == 108 * Double($0) }, "cycle \(cycle)")
        }
        // Stale entries are bounded: about twice the definitions at most, not 24 cycles' worth.
        let entries = solver.core.evaluation.roots.count + solver.core.evaluation.order.count
        #expect(entries <= 2 * (2 * n - 1) + 130, "\(entries) entries for \(2 * n - 1) definitions")
    }

    @Test("A variable whose definition was removed, then named by another definition, is defined again before it")
    func redefinedAfterRemoval() throws {
        let a = Variable("a"), x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(a == 3)
        let first = x == a + 1
        try solver.add(first)             // x defined as written
        try solver.add(y == x + 1)        // y names x
        solver.updateVariables()
        #expect(y.value == 5)
        try solver.remove(first)          // x is parametric now; y still names it
        #expect(solver.core.evaluation.isValid, "one removal keeps the order")
        try solver.add(x == 10)           // y names x: x is defined from the expanded row, before y
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 11)
    }
}

