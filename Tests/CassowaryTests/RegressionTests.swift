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
