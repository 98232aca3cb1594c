import Cassowary

/// One incremental constraint solver under test, seen through the few calls a layout engine makes.
///
/// The workloads are generic over this protocol, so each engine runs exactly the same sequence of
/// calls; in a release build the generic code is specialised per engine (no dynamic dispatch in the
/// hot loops). An engine instance is one solver: create a new one for each independent system.
protocol SolverEngine: AnyObject {
    associatedtype Var
    associatedtype Con

    func newVariable() -> Var
    /// The constraint `sum(coefficient * variable) relation rhs`, at `priority` (UIKit's scale: 1000 is required).
    func constraint(_ terms: LinearTerms<Var>, _ relation: Relation, _ rhs: Double, priority: Double) throws -> Con
    func add(_ constraint: Con) throws
    /// Adds `constraints` in order; engines without a batch call add them one by one (the default).
    func add(contentsOf constraints: [Con]) throws
    func remove(_ constraint: Con) throws
    func addEditVariable(_ variable: Var, priority: Double) throws
    func suggestValue(_ value: Double, for variable: Var) throws
    func updateVariables()
    /// The value written by the last `updateVariables()`.
    func value(_ variable: Var) -> Double
}

extension SolverEngine {
    func add(contentsOf constraints: [Con]) throws {
        for constraint in constraints { try add(constraint) }
    }

    /// Builds and adds `sum(coefficient * variable) relation rhs`; returns the constraint for later removal.
    @discardableResult
    func add(_ terms: LinearTerms<Var>, _ relation: Relation, _ rhs: Double, priority: Double = 1000) throws -> Con {
        let c = try constraint(terms, relation, rhs, priority: priority)
        try add(c)
        return c
    }
}

/// Makes a fresh solver of one engine.
struct EngineFactory<Engine: SolverEngine> {
    let make: () -> Engine
}

/// An engine call that failed (the message says which engine and why).
struct EngineError: Error, CustomStringConvertible {
    let description: String
}
