/// How much a constraint matters: a priority level and a weight inside that level.
///
/// Priorities are strictly ordered, as Auto Layout documents them ("higher priority constraints are
/// satisfied before lower priority constraints"): no amount of error at one priority is traded for
/// error at a higher one, however close the two numbers are (999.5 sits strictly between 999 and 1000).
/// Inside one priority the errors add up, each scaled by its constraint's `weight`.
/// Priority 1000 is required: such constraints hold exactly or are rejected.
public struct Strength: Sendable, Hashable, Comparable {
    /// The priority, in (0, 1000]. Values outside are clamped into the range; a non-finite value
    /// makes the strength invalid, and the solver rejects constraints carrying it.
    public let priority: Double
    /// The factor applied to this constraint's error inside its priority level; positive.
    public let weight: Double

    public init(priority: Double, weight: Double = 1) {
        if priority.isNaN {
            self.priority = .nan
        } else {
            self.priority = Swift.min(Swift.max(priority, Strength.smallestPriority), 1000)
        }
        self.weight = weight
    }

    /// The smallest priority the solver keeps distinct from zero.
    static let smallestPriority = 1e-6

    public static let required = Strength(priority: 1000)
    public static let strong = Strength(priority: 750)
    public static let medium = Strength(priority: 500)
    public static let weak = Strength(priority: 250)

    public var isRequired: Bool { priority >= 1000 }

    /// True when priority and weight can be used by the solver.
    var isValid: Bool { priority.isFinite && weight.isFinite && weight > 0 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority != rhs.priority ? lhs.priority < rhs.priority : lhs.weight < rhs.weight
    }
}

extension Strength: CustomStringConvertible {
    public var description: String {
        let p = priority == priority.rounded() ? String(Int(priority)) : String(priority)
        return weight == 1 ? p : "\(p)×\(weight)"
    }
}
