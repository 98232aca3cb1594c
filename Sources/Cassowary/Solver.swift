/// PLACEHOLDER while the core is written: API shape only.
public final class Solver {
    public init() {}
    public func add(_ constraint: Constraint) throws {}
    public func remove(_ constraint: Constraint) throws {}
    public func contains(_ constraint: Constraint) -> Bool { false }
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {}
    public func removeEditVariable(_ variable: Variable) throws {}
    public func containsEditVariable(_ variable: Variable) -> Bool { false }
    public func suggestValue(_ value: Double, for variable: Variable) throws {}
    public func updateVariables() {}
    public func reset() {}
}
