import Glibc

/// The parent side: runs every selected case, size and engine in child processes and prints the table.
/// Returns the exit status: 1 if any solve was wrong (or errored or crashed), else 0.
func runBenchmarks(_ options: Options) -> Int32 {
    let kiwiPath = options.resolvedKiwiPath()
    var kiwiUnavailable: String?
    var kiwiDescription = "kiwi (not run)"
    if options.engines.contains(.kiwi) {
        if let kiwiPath {
            do {
                let library = try KiwiLibrary(path: kiwiPath)
                kiwiDescription = "kiwi \(library.version) (C++, g++ -O2, \(kiwiPath))"
            } catch {
                kiwiUnavailable = "n/a"
                kiwiDescription = "kiwi (unavailable: \(error))"
            }
        } else {
            kiwiUnavailable = "n/a"
            kiwiDescription = "kiwi (unavailable: no .kiwi/libkiwi_c.so; run Benchmarks/Kiwi/build.sh)"
        }
    }

    let cases = BenchCase.all.filter { options.only.isEmpty || $0.matches(options.only) }
    let plan = cases.flatMap { c in (options.sizes ?? (options.quick ? c.quickSizes : c.sizes)).map { (c, $0) } }
    let loadBefore = Machine.loadAverage
    var rows: [Row] = []
    for (index, (benchCase, n)) in plan.enumerated() {
        var outcomes: [EngineKind: Outcome] = [:]
        for engine in EngineKind.allCases {
            if !options.engines.contains(engine) {
                outcomes[engine] = .skipped("not run")
                continue
            }
            if engine == .kiwi, let kiwiUnavailable {
                outcomes[engine] = .skipped(kiwiUnavailable)
                continue
            }
            var arguments = ["--child", benchCase.id, String(n), engine.rawValue,
                             "--limit", String(options.limit), "--reps", String(options.reps)]
            if engine == .kiwi, let kiwiPath { arguments += ["--kiwi", kiwiPath] }
            let outcome = bestOutcome(of: arguments, metric: benchCase.rows[0].metric, options: options)
            outcomes[engine] = outcome
            let shown = Report(rows: [], options: options, kiwiDescription: "")
                .cell(outcome, metric: benchCase.rows[0].metric, perItem: benchCase.perItem, n: n)
            progress("[\(index + 1)/\(plan.count)] \(benchCase.id) N=\(n) \(engine.rawValue): \(shown)")
        }
        rows.append(Row(benchCase: benchCase, n: n, trellis: outcomes[.trellis]!, kiwi: outcomes[.kiwi]!))
    }

    let report = Report(rows: rows, options: options, kiwiDescription: kiwiDescription,
                        loadBefore: loadBefore, loadAfter: Machine.loadAverage)
    for line in report.lines { print(line) }
    let failures = report.failures
    if !failures.isEmpty {
        print("")
        for line in failures { print(line) }
    }
    return rows.contains { $0.trellis.isFailure || $0.kiwi.isFailure } ? 1 : 0
}

/// The best of up to `options.processes` child processes run with `arguments` (the lowest `metric`), stopping after 3 s
/// of them or at the first outcome that is not a measurement (over the limit, wrong, failed), which is the result.
func bestOutcome(of arguments: [String], metric: String, options: Options) -> Outcome {
    var best: (outcome: Outcome, value: Double)?
    let started = now()
    for _ in 0..<options.processes {
        let outcome = childOutcome(arguments, options: options)
        guard case .measured(let metrics) = outcome else { return outcome }
        let value = metrics[metric, default: .infinity]
        if best == nil || value < best!.value { best = (outcome, value) }
        if now() - started > 3 { break }
    }
    return best!.outcome
}

/// One child process's outcome.
func childOutcome(_ arguments: [String], options: Options) -> Outcome {
    let (output, exit) = runChild(arguments, killAfter: options.limit + 2)
    switch exit {
    case .killed: return .overLimit
    case .signaled(let signal): return .crashed("killed by signal \(signal)")
    case .exited(let status):
        let reported = Outcome(resultLine: output)
        if case .crashed = reported { return .crashed("exit status \(status), no result") }
        return reported
    }
}

/// A line on standard error (progress; the table alone goes to standard output).
func progress(_ line: String) {
    writeError(line + "\n")
}

/// Writes to standard error directly (C's `stderr` is shared mutable state to Swift 6).
func writeError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
