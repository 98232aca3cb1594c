/// An incremental simplex solver for linear constraints with strictly ordered priorities.
///
/// The algorithm is Cassowary's (Badros, Borning & Stuckey, 2001) as kiwi organises it — `createRow`,
/// `chooseSubject`, `addWithArtificialVariable`, `optimize`, `dualOptimize` — with four differences
/// that matter for Auto Layout:
/// - **Exact priorities.** The objective keeps one row per priority level (`Objective`), compared
///   lexicographically, instead of summing weights that drown each other.
/// - **Sparse bookkeeping.** Each symbol knows the rows it occurs in (`occurrences`), so a pivot touches
///   only the rows that contain the entering symbol, never the whole tableau. The few very long rows are
///   checked directly instead of being listed (`SolverCore+DenseRows.swift`).
/// - **Definitions.** A user variable's row is kept as its constraint wrote it (`x[i] = x[i-1] + w + 8`),
///   outside the simplex, and evaluated when values are read (`SolverCore+Definitions.swift`): the classic
///   tableau's rows for a chain of views hold every view before them, and every pivot rewrote them all.
/// - **Atomic calls.** Every public mutating call runs as a transaction (`SolverCore+Transaction.swift`):
///   if it throws, the tableau, the objective and the symbol table are restored exactly.
///
/// All decisions break ties by symbol number, so results are bit-identical across processes.
public final class Solver {
    /// The state, in a box that a solver going away hands to the pool whole (`SolverCorePool.give`), leaving nothing
    /// behind to destroy: a state held here directly had to be left as an emptied state (some 45 empty arrays), which
    /// the deinit then destroyed, a release each.
    private let box = SolverCorePool.take()

    /// The state, read and changed in place in its box. Every call is one access to it.
    var core: SolverCore {
        _read { yield box.core }
        _modify { yield &box.core }
    }

    public init() {}

    deinit { SolverCorePool.give(box) }

    /// The row length at which the solver stops listing a row in its symbols' occurrence lists and checks it directly
    /// instead (`SolverCore+DenseRows.swift`; 64). For tests, which lower it to exercise that path on small systems.
    @_spi(Testing) public var denseRowLength: Int {
        get { core.denseLength }
        set { core.denseLength = Swift.max(2, newValue) }
    }

    /// The row length from which the dual simplex takes the long step (`SolverCore+LongStep.swift`; 64). For tests,
    /// which lower it to take that path on small systems.
    @_spi(Testing) public var longStepLength: Int {
        get { core.longStepLength }
        set { core.longStepLength = Swift.max(1, newValue) }
    }

    /// How many candidates the long dual steps have flipped since the solver was made. For tests and the differential
    /// test, to show that the long step's path is taken.
    @_spi(Testing) public var longStepFlips: Int { core.longStepFlips }

    /// Adds a constraint. Required constraints hold exactly or the call throws `unsatisfiable`,
    /// naming the required constraints it conflicts with; optional ones are satisfied as well as
    /// their priority allows.
    public func add(_ constraint: Constraint) throws { try core.addConstraint(constraint) }

    /// Adds constraints in order, as `add` one by one would: it stops at the first that throws, and those before it
    /// stay added.
    ///
    /// With `templates`, an empty solver given a system of a shape the cache has seen solved (the same variables, in
    /// the same order of first appearance, with the same coefficients, relations and strengths — constants may differ)
    /// starts from that solution, moving only the constants that differ, instead of building its tableau one
    /// constraint at a time; a system of a new shape is added one by one and kept in the cache. This is for solvers
    /// made again and again for systems of a few shapes — a table's self-sizing cells. See `SolverTemplateCache`.
    public func add(contentsOf constraints: [Constraint], templates: SolverTemplateCache? = nil) throws {
        try core.addConstraints(constraints, templates: templates)
    }

    /// Removes a constraint added earlier. The others stay satisfied as before, now without it.
    public func remove(_ constraint: Constraint) throws { try core.removeConstraint(constraint) }

    public func contains(_ constraint: Constraint) -> Bool { core.contains(constraint) }

    /// Makes `variable` suggestible at `strength` (optional). It is held at its last suggested value,
    /// initially 0, as strongly as `strength` says.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        try core.addEditVariable(variable, strength: strength)
    }

    public func removeEditVariable(_ variable: Variable) throws { try core.removeEditVariable(variable) }

    public func containsEditVariable(_ variable: Variable) -> Bool {
        core.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        try core.suggestValue(value, for: variable)
    }

    /// Gives a constraint in the solver a new constant (the constant of its `expression`, which is
    /// `lhs - rhs`), re-optimising from the current solution: far cheaper than `remove` and `add`.
    /// The `Constraint` object keeps its original expression; the solver holds the new constant.
    /// A required constraint that cannot move throws `unsatisfiable`, and the solver is unchanged.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws {
        try core.setConstant(constant, of: constraint)
    }

    /// Gives several constraints in the solver new constants at once, re-optimising once from the current solution: for
    /// constraints that move together (a view's size hugging and compression), cheaper than `setConstant` one by one,
    /// whose first move leaves the solution against the others until they follow. Each constraint at most once. If any
    /// move fails the call throws and the solver is unchanged; `setConstant` one by one then says which.
    public func setConstants(_ moves: [(constraint: Constraint, constant: Double)]) throws {
        try core.setConstants(moves)
    }

    /// Writes the solved value of every variable in the solver to `Variable.value`.
    public func updateVariables() { core.updateVariables() }

    /// Removes every constraint and edit variable.
    public func reset() {
        SolverCorePool.reset(&box.core)
    }
}
