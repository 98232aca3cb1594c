@_spi(Testing) import Cassowary
import TestSupport
/// Generates system `index`, drives a fresh solver through its operations, and writes a record after every
/// checkpoint (every `options.every` operations, the last one, every rejection or error) and after every
/// accepted required add. Returns the number of records written and the candidates the solver's long dual steps
/// flipped (so that a stress run can show the path was taken).
func runSystem(_ index: Int, options: Options, output: LineOutput) -> (records: Int, flips: Int, fromTemplate: Int) {
    var generator = SystemGenerator(rng: SplitMix64(seed: options.seed, system: index))
    let names = generator.layout.names
    let driver = Driver(names: names)
    let scaffold = generator.scaffold()
    let steps = scaffold.count + generator.operationCount()
    var written = 0
    // DIFFTEST_TEMPLATES=1: the scaffold's first adds go in as one batch from a template (`Driver.applyBatch`); their
    // state is recorded once, after its last add (a refusal inside the batch leaves the adds after it to be applied one
    // by one, before that record; refusals are checked in runs without the variable).
    var batched: [(outcome: Driver.Outcome, addedID: Int?)] = []
    var fromTemplate = 0
    if options.templates {
        let specs = scaffold.prefix { if case .add = $0 { true } else { false } }.map { operation -> ConstraintSpec in
            guard case .add(let spec) = operation else { fatalError("filtered") }
            return spec
        }
        if specs.count > 1 {
            var perturbation = SplitMix64(seed: options.seed &* 31 &+ 7, system: index)
            (batched, fromTemplate) = driver.applyBatch(specs, perturbation: &perturbation)
        }
    }
    for step in 0..<steps {
        let operation = step < scaffold.count
            ? scaffold[step]
            : generator.nextOperation(liveConstraints: driver.liveIDs, editVariables: driver.editVariables)
        let (outcome, addedID) = step < batched.count ? batched[step] : driver.apply(operation)
        if step < batched.count - 1 { continue }
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
    return (written, driver.solver.longStepFlips, fromTemplate)
}
