import Glibc

/// Monotonic time in seconds (CLOCK_MONOTONIC).
@inline(__always)
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Thrown when a workload passes its time limit.
struct OverLimit: Error {}

/// A case's time limit, checked between steps (each step is one add, one cell, one edit…).
///
/// `tick()` reads the clock only every 16th step, so the check costs nothing measurable even
/// where a step takes a microsecond. The parent process also kills a child that overruns a
/// single step (a solver stuck inside one call), so the limit holds either way.
final class Deadline {
    let end: Double
    private var steps = 0

    init(seconds: Double) { end = now() + seconds }

    @inline(__always)
    func tick() throws {
        steps &+= 1
        if steps & 15 == 0 { try check() }
    }

    func check() throws {
        if now() > end { throw OverLimit() }
    }

    var remaining: Double { end - now() }
}
