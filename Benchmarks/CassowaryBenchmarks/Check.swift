/// A solve whose values differ from the known answer.
struct CheckFailure: Error, CustomStringConvertible {
    let description: String
}

/// Tolerance for comparing a solved value with its known answer: 1e-6, relative above 1.
@inline(__always)
func close(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= 1e-6 * max(1, abs(expected))
}

/// Throws unless `actual` is `expected` within tolerance; `what` names the value for the report.
@inline(__always)
func expect(_ actual: Double, _ expected: Double, _ what: @autoclosure () -> String) throws {
    if !close(actual, expected) {
        throw CheckFailure(description: "\(what()) = \(actual), expected \(expected)")
    }
}

/// Throws unless `actual >= bound` within tolerance.
@inline(__always)
func expect(_ actual: Double, atLeast bound: Double, _ what: @autoclosure () -> String) throws {
    if actual < bound - 1e-6 * max(1, abs(bound)) {
        throw CheckFailure(description: "\(what()) = \(actual), expected >= \(bound)")
    }
}

/// Throws unless `actual <= bound` within tolerance.
@inline(__always)
func expect(_ actual: Double, atMost bound: Double, _ what: @autoclosure () -> String) throws {
    if actual > bound + 1e-6 * max(1, abs(bound)) {
        throw CheckFailure(description: "\(what()) = \(actual), expected <= \(bound)")
    }
}
