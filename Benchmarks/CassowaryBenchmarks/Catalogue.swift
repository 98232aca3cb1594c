/// One benchmark case of issue 2, with the sizes it runs at and the table rows it fills.
struct BenchCase: Sendable {
    /// Short name for `--only` (the letter, a, a', b, c, d, also selects a group).
    let id: String
    let group: String
    let title: String
    let sizes: [Int]
    let quickSizes: [Int]
    /// What N counts, when a per-item time is worth showing ("cell").
    let perItem: String?
    /// Which metrics become rows, and the label each row adds to the title.
    let rows: [(metric: String, label: String)]
    let workload: WorkloadKind

    /// Number of edits in case (c).
    static let edits = 1000

    static let all: [BenchCase] = {
        let full = [100, 1000, 10000]
        let one: [(metric: String, label: String)] = [("time", "")]
        let editRows: [(metric: String, label: String)] = [
            ("p50", " — p50 per edit"), ("p99", " — p99 per edit"), ("total", " — all \(grouped(edits)) edits"),
        ]
        return [
            BenchCase(id: "chain-loose", group: "a", title: "(a) chain, loose container", sizes: full, quickSizes: [100],
                      perItem: nil, rows: one, workload: .chain(ChainWorkload(linked: true, squeezed: false))),
            BenchCase(id: "chain-squeezed", group: "a", title: "(a) chain, squeezed by its container", sizes: full, quickSizes: [100],
                      perItem: nil, rows: one, workload: .chain(ChainWorkload(linked: true, squeezed: true))),
            BenchCase(id: "unlinked-loose", group: "a'", title: "(a') unlinked views, loose", sizes: full, quickSizes: [100],
                      perItem: nil, rows: one, workload: .chain(ChainWorkload(linked: false, squeezed: false))),
            BenchCase(id: "unlinked-squeezed", group: "a'", title: "(a') unlinked views, squeezed", sizes: full, quickSizes: [100],
                      perItem: nil, rows: one, workload: .chain(ChainWorkload(linked: false, squeezed: true))),
            BenchCase(id: "cell-per-solver", group: "b", title: "(b) one cell per solver", sizes: full, quickSizes: [100],
                      perItem: "cell", rows: one, workload: .cellPerSolver(CellPerSolverWorkload())),
            BenchCase(id: "cell-per-solver-batch", group: "b", title: "(b) one cell per solver, added as one batch",
                      sizes: full, quickSizes: [100], perItem: "cell", rows: one,
                      workload: .cellPerSolver(CellPerSolverWorkload(batched: true))),
            BenchCase(id: "cells-unlinked", group: "b", title: "(b) N cells in one solver, unlinked", sizes: full, quickSizes: [100],
                      perItem: "cell", rows: one, workload: .cellsInOneSolver(CellsInOneSolverWorkload(linked: false))),
            BenchCase(id: "cells-linked", group: "b", title: "(b) N cells in one solver, linked", sizes: full, quickSizes: [100],
                      perItem: "cell", rows: one, workload: .cellsInOneSolver(CellsInOneSolverWorkload(linked: true))),
            BenchCase(id: "edit-loose", group: "c", title: "(c) edit container width of chain, loose", sizes: [1000], quickSizes: [100],
                      perItem: nil, rows: editRows, workload: .edit(EditWorkload(squeezed: false, edits: edits))),
            BenchCase(id: "edit-squeezed", group: "c", title: "(c) edit container width of chain, squeezed", sizes: [1000], quickSizes: [100],
                      perItem: nil, rows: editRows, workload: .edit(EditWorkload(squeezed: true, edits: edits))),
            BenchCase(id: "remove-readd-unlinked", group: "d", title: "(d) remove + re-add 10%, N cells unlinked", sizes: full,
                      quickSizes: [100], perItem: "cell", rows: one, workload: .removeReadd(RemoveReaddWorkload(linked: false))),
            BenchCase(id: "remove-readd-linked", group: "d", title: "(d) remove + re-add 10%, N cells linked", sizes: full,
                      quickSizes: [100], perItem: "cell", rows: one, workload: .removeReadd(RemoveReaddWorkload(linked: true))),
        ]
    }()

    static func named(_ id: String) -> BenchCase? { all.first { $0.id == id } }

    /// True when `--only` selects this case (by id, id prefix such as "chain", or group letter).
    func matches(_ selectors: [String]) -> Bool {
        selectors.contains { $0 == id || $0 == group || id.hasPrefix($0 + "-") }
    }
}
