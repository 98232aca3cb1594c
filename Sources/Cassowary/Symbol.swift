/// An unknown of the tableau: a user's variable, or one the solver introduces for a constraint.
///
/// Symbols are numbered in creation order and every choice the solver makes breaks ties by that
/// number, so the same sequence of calls pivots the same way in every process (Swift's hashing is
/// seeded per process and must never decide anything).
struct Symbol: Hashable, Comparable {
    var id: Int32

    static let invalid = Symbol(id: 0)
    var isValid: Bool { id != 0 }
    var index: Int { Int(id) }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// What a symbol stands for, which decides how the simplex may move it.
enum SymbolKind: UInt8 {
    /// Placeholder for id 0.
    case invalid
    /// A user's `Variable`: unrestricted in sign.
    case external
    /// The slack of an inequality (`expr + slack == 0`, slack >= 0).
    case slack
    /// The error of an optional constraint (>= 0, priced in the objective).
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy

    /// Restricted symbols are >= 0; external ones may take any value.
    @inline(__always) var isRestricted: Bool { self != .external }
    /// Symbols that may enter the basis when a constraint is removed or an artificial row pivots out. (Always inlined,
    /// as `isRestricted`: a comparison or two, which `chooseSubject` called out of line.)
    @inline(__always) var isPivotable: Bool { self == .slack || self == .error }
}
