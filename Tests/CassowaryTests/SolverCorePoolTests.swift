import Testing
@testable @_spi(Testing) import Cassowary

/// A solver's state goes back to `SolverCorePool` emptied in place (`SolverCore.emptyForReuse`), field by field: these
/// tests catch a field that is not reset.
@Suite("Recycled solver state")
struct SolverCorePoolTests {
    /// The fields a recycled state keeps as they were (scratch that no call reads before writing, and the spare rows).
    static let kept: Set<String> = ["spareRows", "undoSaved", "visited", "scratch", "scratchEpoch", "scratchSymbols",
                                    "termSymbols", "values", "token", "objective"]

    @Test("Every stored property of the state is known to emptyForReuse")
    func storedPropertiesAreKnown() {
        let labels = Mirror(reflecting: SolverCore()).children.compactMap(\.label)
        #expect(labels == ["symbols", "rows", "freeSlots", "freeSymbols", "objective", "artificial", "infeasibleRows",
                           "tags", "sequence", "token", "variableCount", "edits", "undo", "undoSaved", "visited",
                           "scratchSymbols", "termSymbols", "termLevel", "denseSlots", "denseMarks", "denseLength",
                           "longStepLength", "breakpoints", "deferredRows", "longStepFlips", "scratch", "scratchEpoch",
                           "scratchStack", "scratchOrder", "scratchTouched", "evaluation", "variables", "values",
                           "spareRows", "sharesTemplateBuffers", "minimizesExplanations"],
                "a stored property was added or renamed: reset it in SolverCore.emptyForReuse and list it here")
    }

    @Test("A state emptied for reuse is a fresh one's, but for its kept scratch")
    func emptiedStateIsFresh() throws {
        let solver = Solver()
        solver.denseRowLength = 3
        solver.longStepLength = 1
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        try solver.add(x >= 0)
        try solver.add(y == x + w + 8)
        try solver.add((w == 100).strength(.weak))
        try solver.add(x + y + w <= 300)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(40, for: x)
        #expect(throws: SolverError.self) { try solver.add(x <= -1) }
        solver.updateVariables()

        var state = solver.core
        state.emptyForReuse()
        var fresh = SolverCore()
        fresh.token = state.token
        let emptied = Dictionary(uniqueKeysWithValues: Mirror(reflecting: state).children.map { ($0.label!, "\($0.value)") })
        for child in Mirror(reflecting: fresh).children where !SolverCorePoolTests.kept.contains(child.label!) {
            #expect(emptied[child.label!] == "\(child.value)", "\(child.label!) differs from a fresh state's")
        }
        #expect(state.objective.levels.isEmpty && state.objective.removedLevels.isEmpty && !state.objective.journaling)
        #expect(state.objective.journal.isEmpty && state.objective.dirty.isEmpty && state.objective.candidates.isEmpty)
    }
}
