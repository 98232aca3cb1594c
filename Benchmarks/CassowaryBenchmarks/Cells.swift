/// Case (b), one cell per solver: `n` self-sizing cells, each built, solved, read and thrown away in a
/// solver of its own (what a table view does to size its cells). Reading the frames is part of the work.
///
/// `batched`: each cell's constraints go to its solver in one `add(contentsOf:)`, which Trellis starts from the solved
/// template of the first cell (`SolverTemplateCache`, one per run); kiwi has no such call and adds them one by one.
struct CellPerSolverWorkload: Workload {
    var batched = false

    func run<E: SolverEngine>(_ factory: EngineFactory<E>, n: Int, deadline: Deadline) throws -> Metrics {
        var constraints: [E.Con] = []
        constraints.reserveCapacity(TableCellLayout.constraintCount)
        let start = now()
        for index in 0..<n {
            try deadline.tick()
            let e = factory.make()
            try withExtendedLifetime(e) {
                constraints.removeAll(keepingCapacity: true)
                let cell = try TableCellLayout.build(e, top: .at(0), constraints: &constraints, batched: batched)
                e.updateVariables()
                try TableCellLayout.verify(e, cell, top: 0, index: index)
            }
        }
        return ["time": now() - start]
    }
}

/// Builds `n` cells in one solver, stacked at 116-point intervals: linked (each cell's top is the
/// previous cell's bottom) or not (each top is a constant).
enum CellStack {
    static func build<E: SolverEngine>(_ e: E, n: Int, linked: Bool, constraints: inout [E.Con], deadline: Deadline) throws -> [TableCell<E.Var>] {
        var cells: [TableCell<E.Var>] = []
        cells.reserveCapacity(n)
        for index in 0..<n {
            try deadline.tick()
            let top: TableCellLayout.Top<E.Var>
            if linked, let previous = cells.last {
                top = .below(previous.content)
            } else {
                top = .at(Double(index) * TableCellLayout.height)
            }
            cells.append(try TableCellLayout.build(e, top: top, constraints: &constraints))
        }
        return cells
    }

    static func verify<E: SolverEngine>(_ e: E, _ cells: [TableCell<E.Var>]) throws {
        for (index, cell) in cells.enumerated() {
            try TableCellLayout.verify(e, cell, top: Double(index) * TableCellLayout.height, index: index)
        }
    }
}

/// Case (b), many cells in one solver, linked or not.
struct CellsInOneSolverWorkload: Workload {
    let linked: Bool

    func run<E: SolverEngine>(_ factory: EngineFactory<E>, n: Int, deadline: Deadline) throws -> Metrics {
        var constraints: [E.Con] = []
        constraints.reserveCapacity(n * TableCellLayout.constraintCount)
        let start = now()
        let e = factory.make()
        return try withExtendedLifetime(e) {
            let cells = try CellStack.build(e, n: n, linked: linked, constraints: &constraints, deadline: deadline)
            e.updateVariables()
            try CellStack.verify(e, cells)
            return ["time": now() - start]
        }
    }
}

/// Case (d): `n` cells in one solver (linked or not), solved; then every 10th constraint is removed
/// (10%, a different set in alternate cells), the system solved, the same constraints added back and
/// solved again. Timed: the removals, re-additions and both solves. Checked: the final frames.
struct RemoveReaddWorkload: Workload {
    let linked: Bool

    func run<E: SolverEngine>(_ factory: EngineFactory<E>, n: Int, deadline: Deadline) throws -> Metrics {
        var constraints: [E.Con] = []
        constraints.reserveCapacity(n * TableCellLayout.constraintCount)
        let e = factory.make()
        return try withExtendedLifetime(e) {
            let cells = try CellStack.build(e, n: n, linked: linked, constraints: &constraints, deadline: deadline)
            e.updateVariables()
            try CellStack.verify(e, cells)

            let chosen = stride(from: 0, to: constraints.count, by: 10).map { constraints[$0] }
            let start = now()
            for c in chosen {
                try deadline.tick()
                try e.remove(c)
            }
            e.updateVariables()
            for c in chosen {
                try deadline.tick()
                try e.add(c)
            }
            e.updateVariables()
            let time = now() - start
            try CellStack.verify(e, cells)
            return ["time": time, "changed": Double(chosen.count)]
        }
    }
}
