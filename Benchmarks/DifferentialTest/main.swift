// cassowary-difftest: random UI-like constraint systems driven through Trellis's `Solver`, written as JSON Lines
// for Scripts/difftest.py, which checks every state against scipy's HiGHS (see Record.swift for the format).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error):
    printError(error.message)
    exit(2)
}

guard let output = LineOutput(path: options.out) else {
    printError("cassowary-difftest: cannot open \(options.out ?? "stdout") for writing")
    exit(1)
}

if let replay = options.replay {
    let failure = Replay.run(path: replay, output: output)
    output.close()
    if let failure {
        printError("cassowary-difftest: \(failure)")
        exit(1)
    }
    exit(0)
}

var records = 0, flips = 0, fromTemplate = 0
for system in options.first..<(options.first + options.count) {
    let run = runSystem(system, options: options, output: output)
    records += run.records
    flips += run.flips
    fromTemplate += run.fromTemplate
}
output.close()
printError("cassowary-difftest: \(options.count) systems, \(records) records (seed \(options.seed)), \(flips) long-step flips, "
    + "\(fromTemplate) adds from templates")
