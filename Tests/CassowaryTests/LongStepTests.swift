import Testing
@testable @_spi(Testing) import Cassowary

/// The long dual step (SolverCore+LongStep.swift): a long row leaving the basis flips the candidates its own rows stop
/// one after another, in ratio order, and pivots once, instead of pivoting the long row once per view that changes state.
@Suite("Long dual step")
struct LongStepTests {
    /// The weak errors of `width == 100` add up, so every optimum shrinks the views by the same total, whichever give way.
    func shrink(_ widths: [Variable]) -> Double { widths.reduce(0) { $0 + (100 - $1.value) } }

    @Test("Squeezed edits reach the textbook dual simplex's optimum, flipping views rather than pivoting the long row per view")
    func squeezedEditsMatchTheTextbookStep() throws {
        let n = 200
        let (long, longContainer, longLeading, longWidths) = try squeezedChain(n, width: 50 * Double(n))
        let (textbook, textbookContainer, _, textbookWidths) = try squeezedChain(n, width: 50 * Double(n), longStepLength: .max)
        for k in 0..<40 {
            let width = 20 * Double(n) + Double((k * 7919) % (60 * n))
            try long.suggestValue(width, for: longContainer)
            try textbook.suggestValue(width, for: textbookContainer)
            long.updateVariables()
            textbook.updateVariables()
            #expect(abs(shrink(longWidths) - shrink(textbookWidths)) < 1e-6, "edit \(k) to \(width)")
            #expect(abs(longLeading[n - 1].value + longWidths[n - 1].value - width) < 1e-6, "edit \(k): the row fills the container")
            #expect(longWidths.allSatisfy { $0.value >= 10 - 1e-9 && $0.value <= 100 + 1e-9 }, "edit \(k): widths in 10…100")
        }
        // Each edit moves the container by thousands of points: dozens of views change state, each a flip.
        #expect(long.longStepFlips > 40 * 10)
        #expect(textbook.longStepFlips == 0)
    }

    @Test("After a long step the tableau is optimal as well as feasible: the primal simplex has nothing left to do")
    func longStepKeepsEveryReducedCostNonNegative() throws {
        // Views that resist shrinking unequally (weights 1…7, and two priorities), so the candidates' ratios differ and
        // flipping them out of ratio order would leave a reduced cost negative.
        let n = 120
        let solver = Solver()
        let container = Variable("container")
        let leading = (0..<n).map { Variable("x\($0)") }, widths = (0..<n).map { Variable("w\($0)") }
        try solver.add(leading[0] == 0)
        for i in 0..<n {
            if i > 0 { try solver.add(leading[i] == leading[i - 1] + widths[i - 1] + 8) }
            try solver.add(widths[i] >= 10)
            let priority: Double = i % 3 == 0 ? 300 : 250
            try solver.add((widths[i] == 100).strength(Strength(priority: priority, weight: Double(1 + (i * 5) % 7))))
        }
        try solver.add(leading[n - 1] + widths[n - 1] <= container)
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(50 * Double(n), for: container)
        var core = solver.core
        let constraint = try #require(core.edits[ObjectIdentifier(container)]?.constraint)
        for width in [30.0 * Double(n), 70 * Double(n), 25 * Double(n), 90 * Double(n)] {
            let tag = try #require(core.tags.tag(of: constraint, core.tokenID))
            core.beginTransaction()
            // What suggestValue does, without the primal pass that would hide a wrong reduced cost: the edit
            // constraint is `container - width == 0`, so its constant moves to -width.
            try core.shiftConstant(of: tag, by: -width - tag.constant)
            try core.dualOptimize()
            #expect(!core.enteringSymbol().isValid, "no symbol may still lower the objective after the edit to \(width)")
            for row in core.rows where row.basic.isValid && core.symbols[row.basic.index].kind.isRestricted {
                #expect(row.constant >= -1e-9, "every restricted row is feasible after the edit to \(width)")
            }
            core.endTransaction()
            core.tags.setConstant(-width, of: constraint, core.tokenID)
        }
        #expect(core.longStepFlips > 0)
    }

    @Test("A required constant moved out of reach through a long row throws, and the solver is as it was")
    func failedMoveThroughALongRowRollsBack() throws {
        let n = 100
        let solver = Solver()
        let container = Variable("container")
        let (leading, widths) = try addChain(n, to: solver, trailingAtMost: Expression(container))
        let fixed = container == 50 * Double(n)
        try solver.add(fixed)
        solver.updateVariables()
        let before = widths.map(\.value) + leading.map(\.value), tableau = snapshot(solver)
        // 100 views of at least 10 and 99 gaps of 8 cannot fit in 1,500 points.
        #expect(throws: SolverError.self) { try solver.setConstant(-1500, of: fixed) }
        #expect(snapshot(solver) == tableau, "the tableau is restored bit for bit")
        solver.updateVariables()
        #expect(widths.map(\.value) + leading.map(\.value) == before)
        // And it still moves where it can, through the long step.
        try solver.setConstant(-30 * Double(n), of: fixed)
        solver.updateVariables()
        #expect(abs(leading[n - 1].value + widths[n - 1].value - 30 * Double(n)) < 1e-6)
        #expect(abs(shrink(widths) - (108 * Double(n) - 8 - 30 * Double(n))) < 1e-6)
        #expect(solver.longStepFlips > 0)
    }

    @Test("Huge finite values through the long step never crash, and the solver stays usable")
    func hugeValuesThroughTheLongStep() throws {
        let (solver, container, leading, widths) = try squeezedChain(30, width: 1500, longStepLength: 1)
        for width in [1e300, -1e300, 1e-300, 1e308, 900, 2000] { try? solver.suggestValue(width, for: container) }
        try? solver.add(widths[3] * 1e300 >= 1e308)
        try? solver.add((widths[5] * 1e-300 == 1e300).strength(.weak))
        try? solver.suggestValue(-1e308, for: container)
        try solver.suggestValue(1500, for: container)
        solver.updateVariables()
        #expect((leading + widths + [container]).allSatisfy { $0.value.isFinite })
        #expect(widths.allSatisfy { $0.value >= 10 - 1e-6 }, "the required minimum widths hold whatever was suggested")
    }
}
