/// A variable times a coefficient: the `2 * x` in `2 * x + y == 20`.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's contribution with the variables' current values.
    public var value: Double { coefficient * variable.value }
}

extension Term: CustomStringConvertible {
    public var description: String { coefficient == 1 ? variable.description : "\(coefficient) * \(variable)" }
}
