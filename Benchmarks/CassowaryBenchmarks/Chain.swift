import Cassowary

/// A horizontal row of views, as Auto Layout would express it with two variables per view
/// (leading and width; trailing = leading + width).
///
/// Each view: width >= 10 (required), width == 100 @250 (weak). Linked: view 0's leading is the
/// container's leading, and each next leading = previous trailing + 8; the last trailing <= the
/// container's trailing. So a loose container puts view i at i × 108, and a narrow one squeezes the
/// widths until the row fills the container exactly.
struct Chain<V> {
    var containerLeading: V
    var containerWidth: V
    var leading: [V] = []
    var width: [V] = []
}

enum ChainLayout {
    static let gap = 8.0
    static let preferredWidth = 100.0
    static let minimumWidth = 10.0
    static let pitch = preferredWidth + gap

    /// A container wide enough for every view at its preferred width.
    static func looseWidth(_ n: Int) -> Double { pitch * Double(n) }
    /// A container that squeezes the views (to about 42 points each).
    static func squeezedWidth(_ n: Int) -> Double { 50 * Double(n) }

    /// Builds a linked chain. With `containerWidth` the container's width is a required constant;
    /// without, it is left free (for an edit variable).
    static func buildLinked<E: SolverEngine>(_ e: E, n: Int, containerWidth: Double?, deadline: Deadline) throws -> Chain<E.Var> {
        var chain = Chain(containerLeading: e.newVariable(), containerWidth: e.newVariable())
        chain.leading.reserveCapacity(n)
        chain.width.reserveCapacity(n)
        try e.add(LinearTerms((chain.containerLeading, 1)), .equal, 0)
        if let containerWidth {
            try e.add(LinearTerms((chain.containerWidth, 1)), .equal, containerWidth)
        }
        for i in 0..<n {
            try deadline.tick()
            let leading = e.newVariable(), width = e.newVariable()
            if i == 0 {
                try e.add(LinearTerms((leading, 1), (chain.containerLeading, -1)), .equal, 0)
            } else {
                try e.add(LinearTerms((leading, 1), (chain.leading[i - 1], -1), (chain.width[i - 1], -1)), .equal, gap)
            }
            try e.add(LinearTerms((width, 1)), .greaterThanOrEqual, minimumWidth)
            try e.add(LinearTerms((width, 1)), .equal, preferredWidth, priority: 250)
            chain.leading.append(leading)
            chain.width.append(width)
        }
        if n > 0 {
            try e.add(LinearTerms((chain.leading[n - 1], 1), (chain.width[n - 1], 1), (chain.containerLeading, -1), (chain.containerWidth, -1)),
                      .lessThanOrEqual, 0)
        }
        return chain
    }

    /// Checks a solved linked chain in a container of width `containerWidth`.
    static func verifyLinked<E: SolverEngine>(_ e: E, _ chain: Chain<E.Var>, containerWidth: Double) throws {
        let n = chain.leading.count
        let natural = pitch * Double(n) - gap
        if natural <= containerWidth {
            for i in 0..<n {
                try expect(e.value(chain.leading[i]), Double(i) * pitch, "leading of view \(i)")
                try expect(e.value(chain.width[i]), preferredWidth, "width of view \(i)")
            }
            return
        }
        // Squeezed: the widths may be shared out in any way, but the row must fill the container exactly.
        var trailing = e.value(chain.containerLeading)
        try expect(trailing, 0, "container leading")
        for i in 0..<n {
            let leading = e.value(chain.leading[i]), width = e.value(chain.width[i])
            try expect(leading, i == 0 ? trailing : trailing + gap, "leading of view \(i) (previous trailing \(trailing))")
            try expect(width, atLeast: minimumWidth, "width of view \(i)")
            try expect(width, atMost: preferredWidth, "width of view \(i)")
            trailing = leading + width
        }
        try expect(trailing, containerWidth, "trailing of the last view (container width)")
    }

    /// Builds the same views unlinked: each is pinned at i × 108 and capped by its own slot of `slot` points.
    static func buildUnlinked<E: SolverEngine>(_ e: E, n: Int, slot: Double, deadline: Deadline) throws -> (leading: [E.Var], width: [E.Var]) {
        var leadings: [E.Var] = [], widths: [E.Var] = []
        leadings.reserveCapacity(n)
        widths.reserveCapacity(n)
        for i in 0..<n {
            try deadline.tick()
            let leading = e.newVariable(), width = e.newVariable()
            let x = Double(i) * pitch
            try e.add(LinearTerms((leading, 1)), .equal, x)
            try e.add(LinearTerms((width, 1)), .greaterThanOrEqual, minimumWidth)
            try e.add(LinearTerms((width, 1)), .equal, preferredWidth, priority: 250)
            try e.add(LinearTerms((leading, 1), (width, 1)), .lessThanOrEqual, x + slot)
            leadings.append(leading)
            widths.append(width)
        }
        return (leadings, widths)
    }
}

/// Case (a) and (a'): build and solve a chain of `n` views, linked or not, loose or squeezed.
struct ChainWorkload: Workload {
    let linked: Bool
    let squeezed: Bool

    func run<E: SolverEngine>(_ factory: EngineFactory<E>, n: Int, deadline: Deadline) throws -> Metrics {
        let start = now()
        let e = factory.make()
        return try withExtendedLifetime(e) {
            if linked {
                let width = squeezed ? ChainLayout.squeezedWidth(n) : ChainLayout.looseWidth(n)
                let chain = try ChainLayout.buildLinked(e, n: n, containerWidth: width, deadline: deadline)
                e.updateVariables()
                try ChainLayout.verifyLinked(e, chain, containerWidth: width)
            } else {
                let slot = squeezed ? 50 : ChainLayout.pitch
                let views = try ChainLayout.buildUnlinked(e, n: n, slot: slot, deadline: deadline)
                e.updateVariables()
                let width = min(slot, ChainLayout.preferredWidth)
                for i in 0..<n {
                    try expect(e.value(views.leading[i]), Double(i) * ChainLayout.pitch, "leading of view \(i)")
                    try expect(e.value(views.width[i]), width, "width of view \(i)")
                }
            }
            return ["time": now() - start]
        }
    }
}
