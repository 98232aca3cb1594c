/// One measured row of the table: a case at one size, both engines.
struct Row {
    let benchCase: BenchCase
    let n: Int
    let trellis: Outcome
    let kiwi: Outcome
}

/// Formats the results as one Markdown table, with the notes needed to read it.
struct Report {
    let rows: [Row]
    let options: Options
    let kiwiDescription: String
    var loadBefore = ""
    var loadAfter = ""

    func cell(_ outcome: Outcome, metric: String, perItem: String?, n: Int) -> String {
        switch outcome {
        case .measured(let metrics):
            guard let t = metrics[metric] else { return "?" }
            if let done = partial(metrics) {
                if metric == "total" { return "over limit after \(grouped(done)) edits (\(duration(t)))" }
                return duration(t) + " (first \(grouped(done)) edits)"
            }
            var text = duration(t)
            if let perItem, metric == "time" { text += " (" + duration(t / Double(n)) + "/\(perItem))" }
            return text
        case .overLimit: return "over limit (\(significant(options.limit)) s)"
        case .failed: return "FAIL"
        case .error: return "ERROR"
        case .crashed: return "CRASH"
        case .skipped(let why): return why
        }
    }

    /// The number of edits done when an edit run stopped at the limit before all of them.
    func partial(_ metrics: Metrics) -> Int? {
        guard let done = metrics["done"], Int(done) < BenchCase.edits else { return nil }
        return Int(done)
    }

    /// Trellis ÷ kiwi; a bound when one side passed the limit.
    func ratio(_ trellis: Outcome, _ kiwi: Outcome, metric: String) -> String {
        switch (trellis, kiwi) {
        case (.measured(let t), .measured(let k)):
            guard let a = t[metric], let b = k[metric], b > 0 else { return "—" }
            let (pt, pk) = (partial(t), partial(k))
            if pt == nil && pk == nil { return ratioText(a / b) }
            if metric == "total" {
                // A partial total is a lower bound of the full one.
                if pt == nil { return "< " + ratioText(a / b) }
                if pk == nil { return "> " + ratioText(a / b) }
                return "—"
            }
            return "≈ " + ratioText(a / b)  // percentiles over the edits each engine finished
        case (.measured(let t), .overLimit):
            // A bound needs Trellis's full time: not when its edit run stopped part-way.
            guard let a = t[metric], metric == "time" || metric == "total", partial(t) == nil else { return "—" }
            return "< " + ratioText(a / options.limit)
        case (.overLimit, .measured(let k)):
            guard let b = k[metric], metric == "time" || metric == "total", b > 0, partial(k) == nil else { return "—" }
            return "> " + ratioText(options.limit / b)
        default:
            return "—"
        }
    }

    var lines: [String] {
        var out: [String] = []
        out.append("Trellis (Swift, release) vs \(kiwiDescription). Machine: \(Machine.summary);")
        out.append("load average \(loadBefore) at the start, \(loadAfter) at the end.")
        out.append("")
        out.append("| case | N | Trellis | kiwi | Trellis ÷ kiwi |")
        out.append("| --- | ---: | ---: | ---: | ---: |")
        for row in rows {
            for (metric, label) in row.benchCase.rows {
                out.append("| \(row.benchCase.title)\(label) | \(grouped(row.n)) | "
                    + cell(row.trellis, metric: metric, perItem: row.benchCase.perItem, n: row.n) + " | "
                    + cell(row.kiwi, metric: metric, perItem: row.benchCase.perItem, n: row.n) + " | "
                    + ratio(row.trellis, row.kiwi, metric: metric) + " |")
            }
        }
        out.append("")
        out.append("- Each time covers building the constraints, adding them, solving and reading the values (checked against")
        out.append("  known answers); the best of up to \(options.reps) runs (fewer once 1 s is spent) in each of up to \(options.processes)")
        out.append("  fresh processes per engine and size (fewer once 3 s is spent).")
        out.append("  (c): \(grouped(BenchCase.edits)) suggestValue + updateVariables on the container width (edit variable @750), each timed alone;")
        out.append("  (d): only the removals, re-additions and the two solves are timed. Ratio below 1: Trellis is faster.")
        out.append("- Priorities: Trellis keeps them as strict levels; kiwi sums float weights (strong 1e6, medium 1e3, weak 1 per")
        out.append("  unit of error), so priority p is given to kiwi as 1000^((p − 250)/250) and 1000 as kiwi's required.")
        out.append("- \"over limit\": the run passed the \(significant(options.limit)) s limit (--limit) and was stopped; an edit run")
        out.append("  stopped there reports the percentiles of the edits it finished (the same first edits for both engines).")
        return out
    }

    /// Details of every wrong or failed run, for after the table.
    var failures: [String] {
        var out: [String] = []
        for row in rows {
            for (engine, outcome) in [("Trellis", row.trellis), ("kiwi", row.kiwi)] {
                let label = "\(engine), \(row.benchCase.title) [\(row.benchCase.id)], N = \(grouped(row.n))"
                switch outcome {
                case .failed(let why): out.append("FAIL \(label): \(why)")
                case .error(let why): out.append("ERROR \(label): \(why)")
                case .crashed(let why): out.append("CRASH \(label): \(why)")
                default: break
                }
            }
        }
        return out
    }
}
