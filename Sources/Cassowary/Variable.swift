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
    ///
    /// Computed over `solvedValue` so that no module pays a dynamic exclusivity check to read it: other modules
    /// checked their in-place accesses to the stored public property (reading a self-sizing cell's 32 values cost more
    /// than its solver's `updateVariables`), while the storage's own `@exclusivity(unchecked)` holds wherever this
    /// accessor is inlined — as it is, so that a layout engine's reads stay plain loads.
    @inlinable public var value: Double {
        get { solvedValue }
        set { solvedValue = newValue }
    }

    /// The storage of `value`. Unchecked for exclusivity: a layout engine writes every variable after each solve and
    /// reads it back for every frame, and the dynamic check on each of those accesses was a measurable share of a
    /// table's scrolling. Nothing holds an inout access to it across a call into the solver, so the accesses cannot
    /// overlap.
    @usableFromInline @exclusivity(unchecked) var solvedValue: Double = 0

    /// The variable's symbol in each solver that uses it (usually one), so that solvers need no
    /// table of their own from variables to symbols. A solver trusts an entry only after checking it
    /// against its own symbol table, so entries left by a solver that is gone are harmless.
    ///
    /// Unchecked for exclusivity: only the solvers touch it, never re-entrantly, and a dynamic check on
    /// every lookup was a measurable share of adding a constraint.
    @exclusivity(unchecked) var solverSymbols = SolverSymbolCache()

    public init(_ name: String = "") {
        self.name = name
    }

    deinit { solverSymbols.releaseSpill() }

    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xFFFF)" : name }
}
