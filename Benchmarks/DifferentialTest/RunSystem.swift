@_spi(Testing) import Cassowary
import TestSupport
/// Generates system `index`, drives a fresh solver through its operations, and writes a record after every
/// checkpoint (every `options.every` operations, the last one, every rejection or error) and after every
/// accepted required add. Returns the number of records written and the candidates the solver's long dual steps
/// flipped (so that a stress run can show the path was taken).
func runSystem(_ index: Int, options: Options, output: LineOutput) -> (records: Int, flips: Int) {
    var generator = SystemGenerator(rng: SplitMix64(seed: options.seed, system: index))
    let names = generator.layout.names
    let driver = Driver(names: names)
    let scaffold = generator.scaffold()
    let steps = scaffold.count + generator.operationCount()
    var written = 0
    for step in 0..<steps {
        let operation = step < scaffold.count
            ? scaffold[step]
            : generator.nextOperation(liveConstraints: driver.liveIDs, editVariables: driver.editVariables)
        let (outcome, addedID) = driver.apply(operation)
        var check: Record.Check?
        switch outcome {
        case .rejected, .error: check = .full
        case .ok:
            if step % options.every == options.every - 1 || step == steps - 1 {
                check = .full
            } else if addedID != nil, driver.live.last?.constraint.isRequired == true {
                check = .feasible
            }
        }
        guard let check else { continue }
        let record = Record(seed: options.seed, system: index, step: step, check: check, operation: operation, addedID: addedID,
                            outcome: outcome, names: names, values: driver.solvedValues())
        output.write(line: record.encode(driver: driver))
        written += 1
    }
    return (written, driver.solver.longStepFlips)
}
