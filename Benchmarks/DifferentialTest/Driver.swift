@_spi(Testing) import Cassowary
import Foundation
import TestSupport

/// Drives one Trellis `Solver` through a system's operations and keeps the bookkeeping the records need:
/// the live constraints (in insertion order, with stable ids), the edit variables and their suggestions.
final class Driver {
    /// What one operation did.
    enum Outcome {
        case ok
        /// `add` threw `unsatisfiable`: the constraint it named (`sameConstraint`: the one passed to `add`),
        /// and the conflict set Trellis named. For a refused `setConstant`, `moved` is the id of the live
        /// constraint whose constant was to move, and the constraint is it with the refused constant.
        case rejected(Constraint, conflicts: [Constraint], sameConstraint: Bool, moved: Int?)
        /// Any other thrown error (always a failure: the generator never makes invalid calls).
        case error(String)
    }

    struct Edit {
        let variable: Int
        let priority: Double
        let weight: Double
        var value: Double
    }

    let solver = Solver()
    let variables: [Variable]
    private let variableIndex: [ObjectIdentifier: Int]
    /// Live constraints in insertion order.
    private(set) var live: [(id: Int, constraint: Constraint)] = []
    /// Edit variables in insertion order.
    private(set) var edits: [Edit] = []
    private var nextID = 0
    /// Constants moved by `setConstant`, by constraint id (the `Constraint` objects keep their original ones).
    private(set) var movedConstants: [Int: Double] = [:]

    init(names: [String]) {
        variables = names.map { Variable($0) }
        var index: [ObjectIdentifier: Int] = [:]
        for (i, v) in variables.enumerated() { index[ObjectIdentifier(v)] = i }
        variableIndex = index
        // DIFFTEST_DENSE_LENGTH=N marks rows of N cells dense (Scripts/difftest.sh): a stress test of that path.
        if let text = ProcessInfo.processInfo.environment["DIFFTEST_DENSE_LENGTH"], let length = Int(text) {
            solver.denseRowLength = length
        }
        // DIFFTEST_LONG_STEP_LENGTH=N makes rows of N cells leave the basis by the long dual step (SolverCore+LongStep.swift)
        // instead of from 64: a stress test of that path on these small systems.
        if let text = ProcessInfo.processInfo.environment["DIFFTEST_LONG_STEP_LENGTH"], let length = Int(text) {
            solver.longStepLength = length
        }
    }

    var liveIDs: [Int] { live.map(\.id) }
    var editVariables: [Int] { edits.map(\.variable) }

    /// The id of a live constraint (identity lookup), or nil.
    func id(of constraint: Constraint) -> Int? { live.first { $0.constraint === constraint }?.id }

    /// The index of a variable of this system, or nil for a foreign one.
    func index(of variable: Variable) -> Int? { variableIndex[ObjectIdentifier(variable)] }

    /// Applies `operation`; returns the outcome and the id of the constraint it added, if any.
    func apply(_ operation: Operation) -> (outcome: Outcome, addedID: Int?) {
        switch operation {
        case .add(let spec):
            let constraint = spec.makeConstraint(variables)
            let outcome = add(constraint)
            if case .ok = outcome {
                let id = nextID
                nextID += 1
                live.append((id, constraint))
                return (outcome, id)
            }
            return (outcome, nil)
        case .remove(let id):
            guard let position = live.firstIndex(where: { $0.id == id }) else { return (.error("generator: no constraint \(id)"), nil) }
            do {
                try solver.remove(live[position].constraint)
                live.remove(at: position)
                movedConstants[id] = nil
                return (.ok, nil)
            } catch {
                return (.error("remove: \(error)"), nil)
            }
        case .readd(let id):
            guard let position = live.firstIndex(where: { $0.id == id }) else { return (.error("generator: no constraint \(id)"), nil) }
            let constraint = live[position].constraint
            do {
                try solver.remove(constraint)
            } catch {
                return (.error("remove (readd): \(error)"), nil)
            }
            live.remove(at: position)
            movedConstants[id] = nil
            let outcome = add(constraint)
            if case .ok = outcome {
                live.append((id, constraint))
                return (outcome, id)
            }
            return (outcome, nil)
        case .addEdit(let variable, let priority, let weight, let value):
            do {
                try solver.addEditVariable(variables[variable], strength: Strength(priority: priority, weight: weight))
            } catch {
                return (.error("addEditVariable: \(error)"), nil)
            }
            edits.append(Edit(variable: variable, priority: priority, weight: weight, value: value))
            return (suggest(value, for: variable), nil)
        case .suggest(let variable, let value):
            return (suggest(value, for: variable), nil)
        case .setConstant(let id, let constant):
            guard let entry = live.first(where: { $0.id == id }) else { return (.error("generator: no constraint \(id)"), nil) }
            do {
                try solver.setConstant(constant, of: entry.constraint)
                movedConstants[id] = constant
                return (.ok, nil)
            } catch SolverError.unsatisfiable(let rejected, let conflicts) {
                let refused = Constraint(Expression(entry.constraint.expression.terms, constant: constant),
                                         entry.constraint.relation, strength: entry.constraint.strength)
                return (.rejected(refused, conflicts: conflicts, sameConstraint: rejected === entry.constraint, moved: id), nil)
            } catch {
                return (.error("setConstant: \(error)"), nil)
            }
        case .removeEdit(let variable):
            do {
                try solver.removeEditVariable(variables[variable])
                edits.removeAll { $0.variable == variable }
                return (.ok, nil)
            } catch {
                return (.error("removeEditVariable: \(error)"), nil)
            }
        }
    }

    private func add(_ constraint: Constraint) -> Outcome {
        do {
            try solver.add(constraint)
            return .ok
        } catch {
            return refusal(of: constraint, error, call: "add")
        }
    }

    /// The outcome of an add of `constraint` that threw `error` in `call`: a rejection when it was unsatisfiable.
    private func refusal(of constraint: Constraint, _ error: any Error, call: String) -> Outcome {
        guard case SolverError.unsatisfiable(let rejected, let conflicts) = error else { return .error("\(call): \(error)") }
        return .rejected(rejected, conflicts: conflicts, sameConstraint: rejected === constraint, moved: nil)
    }

    private func suggest(_ value: Double, for variable: Int) -> Outcome {
        do {
            try solver.suggestValue(value, for: variables[variable])
            if let i = edits.firstIndex(where: { $0.variable == variable }) { edits[i].value = value }
            return .ok
        } catch {
            return .error("suggestValue: \(error)")
        }
    }

    /// Applies `specs`, adds each, as one `add(contentsOf:templates:)` (DIFFTEST_TEMPLATES, `runSystem`): first the same
    /// shape with some constants moved by `perturbation` goes to a throwaway solver, which records it in a template
    /// cache, so that the driver's solver starts from that template and moves those constants back. Returns each
    /// add's outcome and id as `apply` would: the batch stops at the first refusal, and the adds after it are applied
    /// one by one. Returns how many adds started from the template (all or none).
    func applyBatch(_ specs: [ConstraintSpec], perturbation: inout SplitMix64) -> (results: [(outcome: Outcome, addedID: Int?)], fromTemplate: Int) {
        let templates = SolverTemplateCache()
        let shifted = specs.map { spec -> Constraint in
            var moved = spec
            if perturbation.below(2) == 0 { moved.constant += Double(perturbation.below(61)) - 30 }
            return moved.makeConstraint(variables)
        }
        try? Solver().add(contentsOf: shifted, templates: templates)
        let constraints = specs.map { $0.makeConstraint(variables) }
        var batchError: (any Error)?
        let recorded = templates.misses
        do { try solver.add(contentsOf: constraints, templates: templates) } catch { batchError = error }
        // From the template: found, and not added one by one and recorded again.
        let fromTemplate = templates.hits > 0 && templates.misses == recorded && batchError == nil ? specs.count : 0
        var results: [(outcome: Outcome, addedID: Int?)] = []
        for (i, constraint) in constraints.enumerated() {
            if solver.contains(constraint) {
                live.append((nextID, constraint))
                results.append((.ok, nextID))
                nextID += 1
            } else if let error = batchError {
                batchError = nil
                results.append((refusal(of: constraint, error, call: "add (batch)"), nil))
            } else {
                results.append(apply(.add(specs[i])))
            }
        }
        return (results, fromTemplate)
    }

    /// Trellis's values for every variable, after `updateVariables()`.
    func solvedValues() -> [Double] {
        solver.updateVariables()
        return variables.map(\.value)
    }
}
