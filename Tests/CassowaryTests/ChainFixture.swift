@_spi(Testing) import Cassowary

/// A chain of `n` views added to `solver`, as Auto Layout writes one: leading[0] == 0, leading[i] = leading[i-1] +
/// width[i-1] + 8, width >= 10, width == 100 @weak, and the last trailing <= `container` (a constant or a variable).
func addChain(_ n: Int, to solver: Solver, trailingAtMost container: Expression) throws -> (leading: [Variable], width: [Variable]) {
    let leading = (0..<n).map { Variable("x\($0)") }, width = (0..<n).map { Variable("w\($0)") }
    try solver.add(leading[0] == 0)
    for i in 0..<n {
        if i > 0 { try solver.add(leading[i] == leading[i - 1] + width[i - 1] + 8) }
        try solver.add(width[i] >= 10)
        try solver.add((width[i] == 100).strength(.weak))
    }
    try solver.add(leading[n - 1] + width[n - 1] <= container)
    return (leading, width)
}

/// A chain of `n` views (`addChain`) whose container width is an edit variable (strong), squeezed to `width`; the
/// solver's dense-row and long-step lengths lowered or raised when given, to take or avoid those paths.
func squeezedChain(_ n: Int, width: Double, denseRowLength: Int? = nil, longStepLength: Int? = nil) throws
    -> (solver: Solver, container: Variable, leading: [Variable], widths: [Variable]) {
    let solver = Solver()
    if let denseRowLength { solver.denseRowLength = denseRowLength }
    if let longStepLength { solver.longStepLength = longStepLength }
    let container = Variable("container")
    let (leading, widths) = try addChain(n, to: solver, trailingAtMost: Expression(container))
    try solver.addEditVariable(container, strength: .strong)
    try solver.suggestValue(width, for: container)
    return (solver, container, leading, widths)
}
