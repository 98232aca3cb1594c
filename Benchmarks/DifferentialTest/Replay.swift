import Cassowary
import Foundation

/// `--replay FILE`: runs a recorded system again in a fresh solver, from a JSON object with `vars`, optional
/// `names`, and either
/// - `ops`: operations as the records' `op` field writes them (`add` with its `constraint`, `remove`/`readd`
///   by id, `addEdit`, `suggest`, `removeEdit`), replayed in order, the incremental history included; or
/// - `constraints`: a state (a record line will do), its constraints added in order, edits as
///   `addEditVariable` + `suggestValue`.
/// Writes a record after each rejection or error and a full one at the end. Scripts/difftest.py --minimize
/// uses it to shrink a failing system.
enum Replay {
    struct File: Decodable {
        let vars: Int
        let names: [String]?
        let constraints: [Item]?
        let ops: [Op]?
    }

    struct Item: Decodable {
        let terms: [[Double]]
        let constant: Double
        let relation: String
        let priority: Double
        let weight: Double
        let edit: Bool?
    }

    struct Op: Decodable {
        let kind: String
        let id: Int?
        let constraint: Item?
        let `var`: Int?
        let priority: Double?
        let weight: Double?
        let value: Double?
    }

    enum Failure: Error {
        case message(String)
    }

    /// Runs the replay; returns nil, or a message if the file cannot be used.
    static func run(path: String, output: LineOutput) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return "cannot read \(path)" }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            let names = file.names ?? (0..<file.vars).map { "v\($0)" }
            let operations = try file.ops.map { try $0.map { try operation($0, vars: file.vars) } }
                ?? (file.constraints ?? []).map { try operation($0, vars: file.vars) }
            replay(operations, names: names, output: output)
            return nil
        } catch Failure.message(let message) {
            return message
        } catch {
            return "cannot decode \(path): \(error)"
        }
    }

    /// Replays `operations`; ids in `remove`/`readd` are those of the `add`s in the file.
    private static func replay(_ operations: [(operation: Operation, fileID: Int?)], names: [String], output: LineOutput) {
        let driver = Driver(names: names)
        var ids: [Int: Int] = [:]  // file id -> driver id
        for (step, (operation, fileID)) in operations.enumerated() {
            var translated = operation
            switch operation {
            case .remove(let id): translated = .remove(id: ids[id] ?? -1)
            case .readd(let id): translated = .readd(id: ids[id] ?? -1)
            case .setConstant(let id, let constant): translated = .setConstant(id: ids[id] ?? -1, constant: constant)
            default: break
            }
            let (outcome, addedID) = driver.apply(translated)
            if case .add = operation, let fileID, let addedID { ids[fileID] = addedID }
            let last = step == operations.count - 1
            if case .ok = outcome, !last { continue }
            let record = Record(seed: 0, system: 0, step: step, check: .full, operation: translated, addedID: addedID,
                                outcome: outcome, names: names, values: driver.solvedValues())
            output.write(line: record.encode(driver: driver))
        }
    }

    private static func spec(_ item: Item, vars: Int) throws -> ConstraintSpec {
        let terms = item.terms.map { (index: Int($0[0]), coefficient: $0[1]) }
        guard terms.allSatisfy({ $0.index >= 0 && $0.index < vars }) else { throw Failure.message("variable index out of range") }
        let relation: Relation
        switch item.relation {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw Failure.message("unknown relation \(item.relation)")
        }
        return ConstraintSpec(terms: terms, constant: item.constant, relation: relation, priority: item.priority, weight: item.weight)
    }

    private static func operation(_ item: Item, vars: Int) throws -> (operation: Operation, fileID: Int?) {
        let s = try spec(item, vars: vars)
        if item.edit == true, let variable = s.terms.first?.index {
            return (.addEdit(variable: variable, priority: item.priority, weight: item.weight, value: -item.constant), nil)
        }
        return (.add(s), nil)
    }

    private static func operation(_ op: Op, vars: Int) throws -> (operation: Operation, fileID: Int?) {
        func need<T>(_ value: T?, _ name: String) throws -> T {
            guard let value else { throw Failure.message("\(op.kind) without \(name)") }
            return value
        }
        switch op.kind {
        case "add": return (.add(try spec(try need(op.constraint, "constraint"), vars: vars)), op.id)
        case "remove": return (.remove(id: try need(op.id, "id")), nil)
        case "readd": return (.readd(id: try need(op.id, "id")), nil)
        case "addEdit":
            return (.addEdit(variable: try need(op.var, "var"), priority: try need(op.priority, "priority"),
                             weight: try need(op.weight, "weight"), value: try need(op.value, "value")), nil)
        case "suggest": return (.suggest(variable: try need(op.var, "var"), value: try need(op.value, "value")), nil)
        case "removeEdit": return (.removeEdit(variable: try need(op.var, "var")), nil)
        case "setConstant": return (.setConstant(id: try need(op.id, "id"), constant: try need(op.value, "value")), nil)
        default: throw Failure.message("unknown operation \(op.kind)")
        }
    }
}
