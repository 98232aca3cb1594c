/// How a constraint's expression relates to zero.
public enum Relation: Sendable, Hashable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}

extension Relation: CustomStringConvertible {
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
