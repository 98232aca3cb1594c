/// A solver's state on the heap, which `Solver` holds and `SolverCorePool` keeps: a solver going away hands its box to the
/// pool, state and all, and a new solver takes it back.
///
/// Why a box: a state held in the solver directly could only be handed on by moving its buffers into another state,
/// which left the first one holding that one's empty arrays — some 45 — for the solver's deinit to destroy, a release
/// each (2k instructions per self-sizing cell).
///
/// Unchecked `Sendable`: a box belongs to one solver at a time, or to the pool, whose lock hands it to one taker; it only
/// crosses threads through that handover, as the state it holds did.
final class SolverCoreBox: @unchecked Sendable {
    /// Every call to a solver is one access to it; a solver is used from one thread at a time and calls no user code, so
    /// accesses never overlap and the dynamic exclusivity check per call is skipped.
    @exclusivity(unchecked) var core: SolverCore

    init(_ core: consuming SolverCore) {
        self.core = core
    }
}
