import Cassowary

/// Trellis's own solver (`Cassowary.Solver`) behind `SolverEngine`.
final class TrellisEngine: SolverEngine {
    typealias Var = Variable
    typealias Con = Constraint

    let solver = Solver()
    /// Where batches start from (`add(contentsOf:)`): one cache for all the engines of a run.
    let templates: SolverTemplateCache?

    init(templates: SolverTemplateCache? = nil) {
        self.templates = templates
    }

    func newVariable() -> Variable { Variable() }

    func constraint(_ terms: LinearTerms<Variable>, _ relation: Relation, _ rhs: Double, priority: Double) throws -> Constraint {
        var list: [Term] = []
        list.reserveCapacity(terms.count)
        for i in 0..<terms.count { list.append(Term(terms[i].0, terms[i].1)) }
        let expression = Expression(list, constant: -rhs)
        return Constraint(expression, relation, strength: TrellisEngine.strength(priority))
    }

    func add(_ constraint: Constraint) throws { try solver.add(constraint) }
    func add(contentsOf constraints: [Constraint]) throws { try solver.add(contentsOf: constraints, templates: templates) }
    func remove(_ constraint: Constraint) throws { try solver.remove(constraint) }

    func addEditVariable(_ variable: Variable, priority: Double) throws {
        try solver.addEditVariable(variable, strength: TrellisEngine.strength(priority))
    }

    func suggestValue(_ value: Double, for variable: Variable) throws { try solver.suggestValue(value, for: variable) }
    func updateVariables() { solver.updateVariables() }
    func value(_ variable: Variable) -> Double { variable.value }

    /// Trellis takes UIKit's priorities as they are: strict (lexicographic) levels.
    static func strength(_ priority: Double) -> Strength {
        switch priority {
        case 1000...: return .required
        case 750: return .strong
        case 500: return .medium
        case 250: return .weak
        default: return Strength(priority: priority)
        }
    }
}
