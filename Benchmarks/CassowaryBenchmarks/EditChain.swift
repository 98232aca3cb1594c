/// Case (c): a linked chain whose container width is an edit variable (strong), resized `edits` times
/// with suggestValue + updateVariables; each edit is timed alone and checked (outside the timing).
/// Past the time limit it stops and reports the edits done so far (metric "done").
struct EditWorkload: Workload {
    let squeezed: Bool
    let edits: Int

    var repeatable: Bool { false }

    /// The width of the k-th edit: loose stays at or above the chain's natural width (108·n − 8);
    /// squeezed stays between 20·n and 80·n (views 12…72 points wide on average).
    func width(_ k: Int, n: Int) -> Double {
        if squeezed {
            return 20 * Double(n) + Double((k &* 7919) % (60 * n))
        }
        return ChainLayout.looseWidth(n) + Double((k &* 37) % 1000)
    }

    func run<E: SolverEngine>(_ factory: EngineFactory<E>, n: Int, deadline: Deadline) throws -> Metrics {
        let e = factory.make()
        return try withExtendedLifetime(e) {
            let chain = try ChainLayout.buildLinked(e, n: n, containerWidth: nil, deadline: deadline)
            try e.addEditVariable(chain.containerWidth, priority: 750)
            let initial = squeezed ? ChainLayout.squeezedWidth(n) : ChainLayout.looseWidth(n) + 500
            try e.suggestValue(initial, for: chain.containerWidth)
            e.updateVariables()
            try ChainLayout.verifyLinked(e, chain, containerWidth: initial)

            var times: [Double] = []
            times.reserveCapacity(edits)
            for k in 0..<edits {
                if deadline.remaining < 0 {
                    // Over the limit: report the edits done so far ("done" < edits), if any.
                    if times.isEmpty { throw OverLimit() }
                    break
                }
                let w = width(k, n: n)
                let start = now()
                try e.suggestValue(w, for: chain.containerWidth)
                e.updateVariables()
                times.append(now() - start)
                do {
                    try ChainLayout.verifyLinked(e, chain, containerWidth: w)
                } catch let failure as CheckFailure {
                    throw CheckFailure(description: "edit \(k) to width \(w): \(failure.description)")
                }
            }
            let done = times.count
            times.sort()
            let count = times.count
            return [
                "done": Double(done),
                "p50": times[(count - 1) / 2],
                "p99": times[max(0, Int((0.99 * Double(count)).rounded(.up)) - 1)],
                "max": times[count - 1],
                "total": times.reduce(0, +),
            ]
        }
    }
}
