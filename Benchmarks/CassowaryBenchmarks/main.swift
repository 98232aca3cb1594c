import Glibc

// CassowaryBenchmarks: Trellis's solver against kiwi (C++) on the systems of issue 2.
// See BENCHMARKS.md and Scripts/bench-solver.sh.

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    if let message = error.message { writeError("error: \(message)\n") }
    if error.message == nil { print(Options.usage) } else { writeError(Options.usage + "\n") }
    exit(error.message == nil ? 0 : 2)
} catch {
    writeError("error: \(error)\n")
    exit(2)
}

if options.list {
    for c in BenchCase.all {
        print("\(c.id)\t(\(c.group))\t\(c.title)\tN = \(c.sizes.map(grouped).joined(separator: ", "))")
    }
    exit(0)
}

if let child = options.child {
    guard let benchCase = BenchCase.named(child.caseID) else {
        print("RESULT error unknown case \(child.caseID)")
        exit(2)
    }
    print(measure(benchCase, n: child.n, engine: child.engine, options: options).resultLine)
    exit(0)
}

exit(runBenchmarks(options))
