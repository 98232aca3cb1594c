import Cassowary

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
