/// An unknown of a linear system: a position, a length, anything the solver chooses.
///
/// Variables are compared by identity, like kiwi's: two variables with the same name are different
/// unknowns. `value` holds the solver's answer after `Solver.updateVariables()`; the solver never reads
/// it back, so writing it has no effect on a solve.
///
/// `Variable` is `@unchecked Sendable` so that constraints (and errors that carry them) can cross
/// concurrency domains; a solver and the variables it writes must still be used from one thread at a time.
public final class Variable: @unchecked Sendable, CustomStringConvertible {
    // Not Equatable on purpose: `x == y` builds a `Constraint`. Compare variables with `===`.
    /// A label for logs and errors; it plays no part in solving.
    public var name: String
    /// The solved value, written by `Solver.updateVariables()`.
    public var value: Double = 0

    /// The variable's symbol in each solver that uses it (usually one), so that solvers need no
    /// table of their own from variables to symbols. A solver trusts an entry only after checking it
    /// against its own symbol table, so entries left by a solver that is gone are harmless.
    var solverSymbols = SolverSymbolCache()

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xFFFF)" : name }
}

/// Symbols of one variable in the solvers that use it, keyed by the solver's token.
struct SolverSymbolCache {
    private var firstToken: ObjectIdentifier?
    private var firstSymbol: Int32 = 0
    private var others: [(token: ObjectIdentifier, symbol: Int32)] = []

    func symbol(for token: ObjectIdentifier) -> Int32? {
        if firstToken == token { return firstSymbol }
        for entry in others where entry.token == token { return entry.symbol }
        return nil
    }

    mutating func set(_ symbol: Int32, for token: ObjectIdentifier) {
        if firstToken == nil || firstToken == token {
            firstToken = token; firstSymbol = symbol
        } else if let i = others.firstIndex(where: { $0.token == token }) {
            others[i].symbol = symbol
        } else {
            // Entries of solvers that are gone are never removed by them; keep the list short.
            if others.count >= 8 { others.removeFirst() }
            others.append((token, symbol))
        }
    }

    mutating func remove(_ token: ObjectIdentifier) {
        if firstToken == token {
            if let last = others.popLast() { firstToken = last.token; firstSymbol = last.symbol } else { firstToken = nil }
        } else {
            others.removeAll { $0.token == token }
        }
    }
}
