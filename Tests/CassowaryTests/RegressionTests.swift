import Testing
@testable import Cassowary

/// Cases found by the differential test against HiGHS (Scripts/difftest.sh), kept as specifications.
@Suite("Regressions from the differential test")
struct RegressionTests {
    @Test("Removing a required equality that a duplicate made redundant keeps the duplicate satisfied (difftest seed 7, system 547)")
    func removeOneOfTwoDuplicateEqualities() throws {
        let x0 = Variable("x0"), w0 = Variable("w0"), x1 = Variable("x1"), w1 = Variable("w1")
        let solver = Solver()
        try solver.add(w0 >= 44)
        let first = x1 - x0 - w0 - 8 == 0
        try solver.add(first)
        try solver.add(w1 >= 0)
        let duplicate = x1 - x0 - w0 - 8 == 0
        try solver.add(duplicate)
        try solver.add(Constraint(x1 + 0.5 * w1 - x0 - 0.5 * w0, .equal, strength: Strength(priority: 750, weight: 2)))
        try solver.remove(first)
        solver.updateVariables()
        #expect(abs(x1.value - x0.value - w0.value - 8) < 1e-9, "the duplicate still holds")
        // The optional equality x1 + w1/2 == x0 + w0/2 is now satisfiable too: w0 + 16 + w1 == 0 fails
        // (w1 >= 0), so its error is w0/2 + 8 + w1/2 at best, with w0 at its minimum 44 and w1 at 0.
        #expect(w0.value == 44 && w1.value == 0)
    }
}

/// A solver whose constraints come and go — a table's cells re-configured as they are reused — must not grow: the
/// symbols of removed constraints (and of forgotten variables) are recycled, so the symbol table and the per-level
/// cost arrays stay bounded and `updateVariables` does not walk dead symbols. Found by the table benchmark, whose
/// memory grew with every row scrolled.
@Suite("Churn")
struct ChurnTests {
    @Test("Removing and re-adding constraints 1,000 times keeps the symbol table bounded and the answer right")
    func churnKeepsSymbolsBounded() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        try solver.add(x >= 0)
        try solver.add(w >= 10)
        try solver.add((w == 100).strength(.weak))
        let base = solver.core.symbols.count
        for round in 0..<1_000 {
            let cap = w <= Double(50 + round % 7)
            let pin = (x == Double(round)).strength(.strong)
            let other = Variable("v\(round)")
            let tie = other == x + w
            try solver.add(cap)
            try solver.add(pin)
            try solver.add(tie)
            solver.updateVariables()
            #expect(w.value == Double(50 + round % 7))
            #expect(x.value == Double(round))
            #expect(other.value == x.value + w.value)
            try solver.remove(tie)
            try solver.remove(pin)
            try solver.remove(cap)
        }
        solver.updateVariables()
        #expect(w.value == 100)
        // Without recycling this grows by 4–6 symbols per round (4,000+); with it, by a handful at most.
        #expect(solver.core.symbols.count <= base + 8)
    }
}

/// A squeezed chain's widths move in and out of one dense row at every pivot, and their occurrence lists were only
/// compacted when looked up: 569 squeezed edits of a chain of 1,000 took 776 MB (CassowaryBenchmarks edit-squeezed).
@Suite("Occurrence lists")
struct OccurrenceListTests {
    @Test("Edits that keep squeezing a chain leave the occurrence lists bounded by the rows they index")
    func squeezedEditsKeepOccurrencesBounded() throws {
        let n = 60
        let solver = Solver(), container = Variable("container")
        let (leading, width) = try addChain(n, to: solver, trailingAtMost: Expression(container))
        try solver.addEditVariable(container, strength: .strong)
        for k in 0..<400 {
            try solver.suggestValue(Double(20 * n + (k * 7919) % (60 * n)), for: container)
        }
        solver.updateVariables()
        #expect(abs(leading[n - 1].value + width[n - 1].value - Double(20 * n + (399 * 7919) % (60 * n))) < 1e-6)
        let core = solver.core
        let listed = core.symbols.reduce(0) { $0 + $1.occurrences.count }
        let live = core.rows.reduce(0) { $0 + ($1.basic.isValid ? $1.cells.count : 0) }
        // Each list holds at most twice its live slots after its last compaction, or 32.
        #expect(listed <= 2 * live + 32 * core.symbols.count, "\(listed) slots listed for \(live) live cells")
    }
}

