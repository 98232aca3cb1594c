/// Everything a `Solver` call can refuse. A call that throws leaves the solver exactly as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The required constraint cannot hold together with the required constraints listed
    /// (a smallest conflicting set the solver found; removing any one of them makes room).
    case unsatisfiable(Constraint, conflictsWith: [Constraint])
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit would make every suggestion a hard constraint.
    case requiredEditVariable(Variable)
    /// A coefficient, a constant, a suggested value or a strength is NaN or infinite.
    /// Carries the constraint, or the variable whose suggested value was not finite.
    case nonFinite(constraint: Constraint?, variable: Variable?)
    /// The solver found itself inconsistent; the call was rolled back. Please report it.
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .unsatisfiable(let c, let others):
            return "unsatisfiable constraint: \(c), conflicts with: " + others.map(\.description).joined(separator: "; ")
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .requiredEditVariable(let v): return "edit variable \(v) cannot have required strength"
        case .nonFinite(let c, let v):
            if let c { return "non-finite value in constraint: \(c)" }
            return "non-finite value suggested for \(v?.description ?? "a variable")"
        case .internalError(let why): return "internal solver error: \(why)"
        }
    }
}
