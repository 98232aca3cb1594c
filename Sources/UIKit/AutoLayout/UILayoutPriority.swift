/// How much a constraint (or hugging / compression resistance) matters, in (0, 1000].
///
/// Priorities are strict levels, not weights: Auto Layout satisfies every constraint of a higher priority as well as
/// it can before looking at lower ones (Apple: "Higher priority constraints are satisfied before lower priority
/// constraints"). 1000 is required. Fractional values exist (`UIStackView` uses 999.5).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    var isRequired: Bool { rawValue >= 1000 }
    /// In (0, 1000], the range a constraint accepts.
    var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public var description: String { Double(rawValue).g }
}
