import Cassowary

/// One JSON Lines record: the state of a system's solver after one operation.
///
///     {"seed":1,"system":3,"step":7,"check":"full","op":{...},"outcome":"ok","vars":14,"names":[...],
///      "constraints":[{"id":2,"terms":[[4,1],[2,-1]],"constant":-8,"relation":"==","priority":1000,"weight":1}, ...,
///                     {"id":"edit:0","edit":true,"terms":[[0,1]],"constant":-320,"relation":"==","priority":999,"weight":1}],
///      "values":[...], "rejected":{"constraint":{...},"conflicts":[{...}, ...],"sameConstraint":true}, "error":"..."}
///
/// `constraints` is everything currently in the solver, expression REL 0, as Trellis holds it (terms merged,
/// zero coefficients dropped); an edit variable with suggested value v is the optional constraint `var - v == 0`
/// at its strength. `check` is `full` (lexicographic optimum check) or `feasible` (an accepted required add:
/// only the required constraints' feasibility and Trellis's values against them are checked).
struct Record {
    enum Check: String {
        case full, feasible
    }

    let seed: UInt64
    let system: Int
    let step: Int
    let check: Check
    let operation: Operation
    let addedID: Int?
    let outcome: Driver.Outcome
    let names: [String]
    let values: [Double]

    func encode(driver: Driver) -> String {
        var fields: [(String, String)] = [
            ("seed", String(seed)),
            ("system", String(system)),
            ("step", String(step)),
            ("check", JSON.string(check.rawValue)),
            ("op", encode(operation)),
        ]
        switch outcome {
        case .ok: fields.append(("outcome", JSON.string("ok")))
        case .rejected: fields.append(("outcome", JSON.string("rejected")))
        case .error: fields.append(("outcome", JSON.string("error")))
        }
        fields.append(("vars", String(names.count)))
        fields.append(("names", JSON.array(names.map(JSON.string))))
        var constraints = driver.live.map {
            Record.encode($0.constraint, id: JSON.number(Double($0.id)), driver: driver, constant: driver.movedConstants[$0.id])
        }
        constraints += driver.edits.map { edit in
            JSON.object([
                ("id", JSON.string("edit:\(edit.variable)")),
                ("edit", "true"),
                ("terms", "[[\(edit.variable),1]]"),
                ("constant", JSON.number(-edit.value)),
                ("relation", JSON.string("==")),
                ("priority", JSON.number(edit.priority)),
                ("weight", JSON.number(edit.weight)),
            ])
        }
        fields.append(("constraints", JSON.array(constraints)))
        fields.append(("values", JSON.array(values.map(JSON.number))))
        switch outcome {
        case .ok: break
        case .rejected(let constraint, let conflicts, let same, let moved):
            let encodedConflicts = conflicts.map { c in
                let id = driver.id(of: c)
                return Record.encode(c, id: id.map { JSON.number(Double($0)) } ?? "null", driver: driver,
                                     constant: id.flatMap { driver.movedConstants[$0] })
            }
            fields.append(("rejected", JSON.object([
                ("constraint", Record.encode(constraint, id: "null", driver: driver)),
                ("conflicts", JSON.array(encodedConflicts)),
                ("sameConstraint", same ? "true" : "false"),
                ("moved", moved.map { String($0) } ?? "null"),
            ])))
        case .error(let message):
            fields.append(("error", JSON.string(message)))
        }
        return JSON.object(fields)
    }

    /// A Trellis constraint as the JSON object above; a variable foreign to the system gets index -1.
    /// `constant` overrides the expression's constant (a constraint moved by `setConstant`).
    static func encode(_ c: Constraint, id: String, driver: Driver, constant: Double? = nil) -> String {
        let terms = c.expression.terms.map { t in
            "[\(driver.index(of: t.variable) ?? -1),\(JSON.number(t.coefficient))]"
        }
        return JSON.object([
            ("id", id),
            ("terms", JSON.array(terms)),
            ("constant", JSON.number(constant ?? c.expression.constant)),
            ("relation", JSON.string(c.relation.description)),
            ("priority", JSON.number(c.strength.priority)),
            ("weight", JSON.number(c.strength.weight)),
        ])
    }

    /// A constraint as the generator passed it to `add` (before Trellis merges terms).
    static func encode(_ spec: ConstraintSpec) -> String {
        JSON.object([
            ("terms", JSON.array(spec.terms.map { "[\($0.index),\(JSON.number($0.coefficient))]" })),
            ("constant", JSON.number(spec.constant)),
            ("relation", JSON.string(spec.relation.description)),
            ("priority", JSON.number(spec.priority)),
            ("weight", JSON.number(spec.weight)),
        ])
    }

    private func encode(_ operation: Operation) -> String {
        switch operation {
        case .add(let spec):
            return JSON.object([("kind", JSON.string("add")), ("id", addedID.map { String($0) } ?? "null"),
                                ("required", spec.isRequired ? "true" : "false"), ("constraint", Record.encode(spec))])
        case .remove(let id):
            return JSON.object([("kind", JSON.string("remove")), ("id", String(id))])
        case .readd(let id):
            return JSON.object([("kind", JSON.string("readd")), ("id", String(id))])
        case .addEdit(let variable, let priority, let weight, let value):
            return JSON.object([("kind", JSON.string("addEdit")), ("var", String(variable)), ("priority", JSON.number(priority)),
                                ("weight", JSON.number(weight)), ("value", JSON.number(value))])
        case .suggest(let variable, let value):
            return JSON.object([("kind", JSON.string("suggest")), ("var", String(variable)), ("value", JSON.number(value))])
        case .removeEdit(let variable):
            return JSON.object([("kind", JSON.string("removeEdit")), ("var", String(variable))])
        case .setConstant(let id, let constant):
            return JSON.object([("kind", JSON.string("setConstant")), ("id", String(id)), ("value", JSON.number(constant))])
        }
    }
}
