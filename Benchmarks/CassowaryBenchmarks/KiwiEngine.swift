import Cassowary

/// kiwi's solver behind `SolverEngine`, through the C wrapper loaded by `KiwiLibrary`.
///
/// kiwi's variables and constraints are C++ handles: this engine owns every one it created and frees
/// them (with the solver) when it is released, as Swift frees Trellis's objects.
final class KiwiEngine: SolverEngine {
    typealias Var = OpaquePointer
    typealias Con = OpaquePointer

    private let library: KiwiLibrary
    private let solver: OpaquePointer
    private var variables: [OpaquePointer] = []
    private var constraints: [OpaquePointer] = []

    init(library: KiwiLibrary) {
        self.library = library
        guard let solver = library.solverNew() else { fatalError("kiwi_solver_new failed") }
        self.solver = solver
    }

    deinit {
        library.solverFree(solver)
        for c in constraints { library.constraintFree(c) }
        for v in variables { library.varFree(v) }
    }

    func newVariable() -> OpaquePointer {
        guard let v = library.varNew(nil) else { fatalError("kiwi_var_new failed") }
        variables.append(v)
        return v
    }

    func constraint(_ terms: LinearTerms<OpaquePointer>, _ relation: Relation, _ rhs: Double, priority: Double) throws -> OpaquePointer {
        let count = terms.count
        let op: Int32
        switch relation {
        case .lessThanOrEqual: op = 0
        case .greaterThanOrEqual: op = 1
        case .equal: op = 2
        }
        let strength = library.strength(priority: priority)
        let made = withUnsafeTemporaryAllocation(of: OpaquePointer?.self, capacity: count) { handles in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { coefficients in
                for i in 0..<count {
                    handles[i] = terms[i].0
                    coefficients[i] = terms[i].1
                }
                return library.constraintNew(
                    UnsafePointer(handles.baseAddress), UnsafePointer(coefficients.baseAddress), Int32(count), -rhs, op, strength)
            }
        }
        guard let made else { throw EngineError(description: "kiwi_constraint_new failed") }
        constraints.append(made)
        return made
    }

    func add(_ constraint: OpaquePointer) throws {
        try check(library.addConstraint(solver, constraint), "addConstraint")
    }

    func remove(_ constraint: OpaquePointer) throws {
        try check(library.removeConstraint(solver, constraint), "removeConstraint")
    }

    func addEditVariable(_ variable: OpaquePointer, priority: Double) throws {
        try check(library.addEditVariable(solver, variable, library.strength(priority: priority)), "addEditVariable")
    }

    func suggestValue(_ value: Double, for variable: OpaquePointer) throws {
        try check(library.suggestValue(solver, variable, value), "suggestValue")
    }

    func updateVariables() { library.updateVariables(solver) }

    func value(_ variable: OpaquePointer) -> Double { library.varValue(variable) }

    @inline(__always)
    private func check(_ status: Int32, _ call: String) throws {
        if status != 0 {
            throw EngineError(description: "kiwi \(call): \(KiwiLibrary.statusName(status))")
        }
    }
}
