/// Named measurements of one run, in seconds ("time", or "p50"/"p99"/"total" for edits).
typealias Metrics = [String: Double]

/// One benchmark system, built and solved the same way in every engine and checked against known values.
protocol Workload: Sendable {
    /// Builds and solves the system of size `n` in fresh solvers from `factory`, checks the answer
    /// (throwing `CheckFailure`), and returns the time taken. Throws `OverLimit` past `deadline`.
    func run<E: SolverEngine>(_ factory: EngineFactory<E>, n: Int, deadline: Deadline) throws -> Metrics

    /// True when a run may be repeated and the best time kept (false for runs that report a distribution).
    var repeatable: Bool { get }
}

extension Workload {
    var repeatable: Bool { true }
}

/// Every workload, as a closed set, so that a call with a concrete engine type is specialised all the
/// way down (a generic requirement called through `any Workload` would run unspecialised code).
enum WorkloadKind: Sendable {
    case chain(ChainWorkload)
    case edit(EditWorkload)
    case cellPerSolver(CellPerSolverWorkload)
    case cellsInOneSolver(CellsInOneSolverWorkload)
    case removeReadd(RemoveReaddWorkload)

    var repeatable: Bool {
        switch self {
        case .chain(let w): return w.repeatable
        case .edit(let w): return w.repeatable
        case .cellPerSolver(let w): return w.repeatable
        case .cellsInOneSolver(let w): return w.repeatable
        case .removeReadd(let w): return w.repeatable
        }
    }

    func run<E: SolverEngine>(_ factory: EngineFactory<E>, n: Int, deadline: Deadline) throws -> Metrics {
        switch self {
        case .chain(let w): return try w.run(factory, n: n, deadline: deadline)
        case .edit(let w): return try w.run(factory, n: n, deadline: deadline)
        case .cellPerSolver(let w): return try w.run(factory, n: n, deadline: deadline)
        case .cellsInOneSolver(let w): return try w.run(factory, n: n, deadline: deadline)
        case .removeReadd(let w): return try w.run(factory, n: n, deadline: deadline)
        }
    }
}
