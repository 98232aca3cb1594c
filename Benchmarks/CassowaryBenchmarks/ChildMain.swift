import Cassowary

/// The child side: runs one case at one size in one engine, best of up to `reps` runs, and returns
/// the outcome (printed by main as a RESULT line). Each measurement runs in a process of its own so
/// that the time limit can be enforced even inside one solver call, and so that no case inherits
/// another's heap.
func measure(_ benchCase: BenchCase, n: Int, engine: EngineKind, options: Options) -> Outcome {
    let deadline = Deadline(seconds: options.limit)
    let started = now()
    var best: Metrics?
    var runs = 0
    do {
        let library: KiwiLibrary?
        switch engine {
        case .trellis: library = nil
        case .kiwi:
            guard let path = options.resolvedKiwiPath() else { return .skipped("no kiwi library") }
            library = try KiwiLibrary(path: path)
        }
        repeat {
            let metrics: Metrics
            if let library {
                metrics = try benchCase.workload.run(EngineFactory { KiwiEngine(library: library) }, n: n, deadline: deadline)
            } else {
                let templates = SolverTemplateCache()
                metrics = try benchCase.workload.run(EngineFactory { TrellisEngine(templates: templates) }, n: n,
                                                     deadline: deadline)
            }
            if best == nil || metrics["time", default: 0] < best!["time", default: 0] { best = metrics }
            runs += 1
        } while benchCase.workload.repeatable && runs < options.reps && now() - started < 1.0
    } catch is OverLimit {
        if best == nil { return .overLimit }
    } catch let failure as CheckFailure {
        return .failed(failure.description)
    } catch {
        return .error("\(error)")
    }
    var result = best!
    result["runs"] = Double(runs)
    return .measured(result)
}
