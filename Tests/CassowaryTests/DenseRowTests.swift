import Testing
@testable @_spi(Testing) import Cassowary

/// Dense rows (SolverCore+DenseRows.swift): a row of 64 cells or more is left out of its symbols' occurrence lists and
/// checked directly, so that a chain squeezed by its container does not note and un-note every view at every pivot.
@Suite("Dense rows")
struct DenseRowTests {
    /// Every row that holds a symbol is found by `rows(containing:)`: listed, or dense.
    func expectEveryOccurrenceFound(_ solver: Solver) {
        var core = solver.core
        for (slot, row) in core.rows.enumerated() where row.basic.isValid {
            for cell in row.cells {
                let found = core.rows(containing: cell.symbol)
                #expect(found.contains(Int32(slot)), "row \(slot) holds symbol \(cell.symbol.id) but is not found")
            }
        }
    }

    @Test("A squeezed chain's container row is dense, and every row holding a symbol is still found")
    func squeezedChainHasDenseRows() throws {
        let (solver, container, _, _) = try squeezedChain(200, width: 50 * 200)
        #expect(!solver.core.denseSlots.isEmpty, "the container's row names every view: 200 cells")
        expectEveryOccurrenceFound(solver)
        for width: Double in [6_000, 14_000, 5_000, 12_000] {
            try solver.suggestValue(width, for: container)
            expectEveryOccurrenceFound(solver)
        }
    }

    @Test("Squeezed edits give the optimum with dense rows as without: the row fills the container, widths in 10…100")
    func squeezedEditsMatchTheSparseSolver() throws {
        let n = 150
        let (dense, denseContainer, denseLeading, denseWidths) = try squeezedChain(n, width: 50 * Double(n))
        let (sparse, sparseContainer, _, sparseWidths) = try squeezedChain(n, width: 50 * Double(n), denseRowLength: .max)
        #expect(!dense.core.denseSlots.isEmpty && sparse.core.denseSlots.isEmpty)
        for k in 0..<40 {
            let width = 20 * Double(n) + Double((k * 7919) % (60 * n))
            try dense.suggestValue(width, for: denseContainer)
            try sparse.suggestValue(width, for: sparseContainer)
            dense.updateVariables()
            sparse.updateVariables()
            // The optimum is unique in total shrink (the weak errors add up), whichever views give way.
            let shrink = { (widths: [Variable]) in widths.reduce(0) { $0 + (100 - $1.value) } }
            #expect(abs(shrink(denseWidths) - shrink(sparseWidths)) < 1e-6, "edit \(k)")
            #expect(abs(denseLeading[n - 1].value + denseWidths[n - 1].value - width) < 1e-6, "edit \(k) fills the container")
            #expect(denseWidths.allSatisfy { $0.value >= 10 - 1e-9 && $0.value <= 100 + 1e-9 }, "edit \(k)")
        }
    }

    @Test("A rejected add rolls back rows that became dense during it: lookups still find every row")
    func rollbackKeepsLookupsComplete() throws {
        let (solver, _, leading, widths) = try squeezedChain(100, width: 50 * 100, denseRowLength: 8)
        // Impossible: the chain cannot be narrower than 100 views of 10 plus the gaps.
        #expect(throws: SolverError.self) { try solver.add(leading[99] + widths[99] <= 500) }
        expectEveryOccurrenceFound(solver)
        try solver.add(widths[0] == 40)
        solver.updateVariables()
        #expect(widths[0].value == 40)
        expectEveryOccurrenceFound(solver)
    }
}
