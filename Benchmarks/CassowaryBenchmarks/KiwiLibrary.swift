import Glibc

/// kiwi (C++), loaded at run time from `.kiwi/libkiwi_c.so` (built by Benchmarks/Kiwi/build.sh from the
/// `kiwisolver` source distribution) through our C wrapper `Benchmarks/Kiwi/kiwi_c.h`.
///
/// The function types below mirror kiwi_c.h exactly; every handle is an opaque pointer.
final class KiwiLibrary: @unchecked Sendable {
    typealias Handle = OpaquePointer

    let path: String
    let version: String

    let strengthCreate: @convention(c) (Double, Double, Double, Double) -> Double
    let strengthRequired: Double
    let varNew: @convention(c) (UnsafePointer<CChar>?) -> Handle?
    let varFree: @convention(c) (Handle?) -> Void
    let varValue: @convention(c) (Handle?) -> Double
    let constraintNew: @convention(c) (UnsafePointer<Handle?>?, UnsafePointer<Double>?, Int32, Double, Int32, Double) -> Handle?
    let constraintFree: @convention(c) (Handle?) -> Void
    let solverNew: @convention(c) () -> Handle?
    let solverFree: @convention(c) (Handle?) -> Void
    let addConstraint: @convention(c) (Handle?, Handle?) -> Int32
    let removeConstraint: @convention(c) (Handle?, Handle?) -> Int32
    let addEditVariable: @convention(c) (Handle?, Handle?, Double) -> Int32
    let suggestValue: @convention(c) (Handle?, Handle?, Double) -> Int32
    let updateVariables: @convention(c) (Handle?) -> Void

    /// Loads the library, or explains why it cannot.
    init(path: String) throws {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw EngineError(description: "cannot load \(path): \(String(cString: dlerror()))")
        }
        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            guard let pointer = dlsym(handle, name) else {
                throw EngineError(description: "\(path) has no symbol \(name)")
            }
            return unsafeBitCast(pointer, to: type)
        }
        self.path = path
        let versionFunction = try symbol("kiwi_version", as: (@convention(c) () -> UnsafePointer<CChar>?).self)
        version = versionFunction().map { String(cString: $0) } ?? "?"
        strengthCreate = try symbol("kiwi_strength_create", as: (@convention(c) (Double, Double, Double, Double) -> Double).self)
        strengthRequired = try symbol("kiwi_strength_required", as: (@convention(c) () -> Double).self)()
        varNew = try symbol("kiwi_var_new", as: (@convention(c) (UnsafePointer<CChar>?) -> Handle?).self)
        varFree = try symbol("kiwi_var_free", as: (@convention(c) (Handle?) -> Void).self)
        varValue = try symbol("kiwi_var_value", as: (@convention(c) (Handle?) -> Double).self)
        constraintNew = try symbol(
            "kiwi_constraint_new",
            as: (@convention(c) (UnsafePointer<Handle?>?, UnsafePointer<Double>?, Int32, Double, Int32, Double) -> Handle?).self)
        constraintFree = try symbol("kiwi_constraint_free", as: (@convention(c) (Handle?) -> Void).self)
        solverNew = try symbol("kiwi_solver_new", as: (@convention(c) () -> Handle?).self)
        solverFree = try symbol("kiwi_solver_free", as: (@convention(c) (Handle?) -> Void).self)
        addConstraint = try symbol("kiwi_solver_add_constraint", as: (@convention(c) (Handle?, Handle?) -> Int32).self)
        removeConstraint = try symbol("kiwi_solver_remove_constraint", as: (@convention(c) (Handle?, Handle?) -> Int32).self)
        addEditVariable = try symbol("kiwi_solver_add_edit_variable", as: (@convention(c) (Handle?, Handle?, Double) -> Int32).self)
        suggestValue = try symbol("kiwi_solver_suggest_value", as: (@convention(c) (Handle?, Handle?, Double) -> Int32).self)
        updateVariables = try symbol("kiwi_solver_update_variables", as: (@convention(c) (Handle?) -> Void).self)
    }

    /// kiwi's strength for a UIKit priority.
    ///
    /// kiwi has no priority levels: it sums float weights, `strength::create(a, b, c) = a·1e6 + b·1e3 + c`, with
    /// required = create(1000, 1000, 1000). Its named strengths put strong at 1e6, medium at 1e3, weak at 1, so
    /// we map 750 → strong, 500 → medium, 250 → weak and, between and beyond them, continue the same scale
    /// (×1000 per 250 points: 50 → 1000^-0.8 ≈ 0.004); 1000 is kiwi's required.
    func strength(priority: Double) -> Double {
        switch priority {
        case 1000...: return strengthRequired
        case 750: return strengthCreate(1, 0, 0, 1)
        case 500: return strengthCreate(0, 1, 0, 1)
        case 250: return strengthCreate(0, 0, 1, 1)
        default: return pow(1000, (priority - 250) / 250)
        }
    }

    /// The name of a kiwi_status code.
    static func statusName(_ status: Int32) -> String {
        switch status {
        case 1: return "UnsatisfiableConstraint"
        case 2: return "UnknownConstraint"
        case 3: return "DuplicateConstraint"
        case 4: return "UnknownEditVariable"
        case 5: return "DuplicateEditVariable"
        case 6: return "BadRequiredStrength"
        case 7: return "InternalSolverError"
        default: return "error \(status)"
        }
    }
}
