/// What a batch of constraints asks of a solver, without its constants: for each constraint its relation, strength
/// and terms (each term's variable as the index of its first appearance in the batch, and its coefficient, bit for
/// bit). Two batches with the same shape build the same tableau rows; only the rows' constants can differ
/// (`SolverTemplateCache`).
struct SystemShape {
    /// The structure, word by word, and its hash (compared first).
    private(set) var words: [UInt64] = []
    private(set) var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    /// The batch's variables in order of first appearance: a local index stands for `variables[index]`.
    private(set) var variables: [Unmanaged<Variable>] = []
    /// Each constraint's constant, by position in the batch.
    private(set) var constants: [Double] = []

    /// The shape of `constraints`, or nil when one of them is not finite (adding it one by one reports it).
    ///
    /// A variable's local index is kept in its symbol cache under `token` while the shape is built (each variable's
    /// first cache entry, usually: the solver adopting `token` then overwrites it with the variable's symbol, without
    /// a second entry); entries are confirmed against `variables`, so an old entry under the same identity is harmless.
    init?(_ constraints: [Constraint], token: SolverCore.Token) {
        let tokenID = ObjectIdentifier(token)
        // The words are written in place into an array of exactly their number (three a constraint, two a term),
        // counted first: appended one by one, each word went through the array's uniqueness and capacity checks,
        // ~500 words a self-sizing cell's batch.
        var termCount = 0
        for constraint in constraints { termCount += constraint.expression.terms.count }
        var hash = self.hash
        var finite = true
        var variables: [Unmanaged<Variable>] = []
        variables.reserveCapacity(constraints.count)
        var constants: [Double] = []
        constants.reserveCapacity(constraints.count)
        let words = [UInt64](unsafeUninitializedCapacity: 3 * constraints.count + 2 * termCount) { words, written in
            var next = words.baseAddress!
            @inline(__always) func append(_ word: UInt64) {
                next.initialize(to: word)
                next += 1
                hash = (hash ^ word) &* 0x0000_0100_0000_01B3
            }
            // The constraints and their terms through their buffers, unretained: the caller holds the batch.
            constraints.withUnsafeBufferPointer { constraints in
                for i in constraints.indices {
                    let ok = Unmanaged.passUnretained(constraints[i])._withUnsafeGuaranteedRef { constraint -> Bool in
                        let strength = constraint.strength
                        guard strength.isValid, constraint.expression.constant.isFinite else { return false }
                        let relation: UInt64 = switch constraint.relation {
                        case .lessThanOrEqual: 0
                        case .equal: 1
                        case .greaterThanOrEqual: 2
                        }
                        // Through the buffer: iterating the array retained and released each term's variable.
                        let termsFinite = constraint.expression.terms.withUnsafeBufferPointer { terms -> Bool in
                            append(relation | UInt64(terms.count) << 2)
                            append(strength.priority.bitPattern)
                            append(strength.weight.bitPattern)
                            for k in terms.indices {
                                let coefficient = terms[k].coefficient
                                guard coefficient.isFinite else { return false }
                                let variable = Unmanaged.passUnretained(terms[k].variable)
                                let index: Int
                                if let hint = variable._withUnsafeGuaranteedRef({ $0.solverSymbols.symbol(for: tokenID) }),
                                   Int(hint) < variables.count, variables[Int(hint)].toOpaque() == variable.toOpaque() {
                                    index = Int(hint)
                                } else {
                                    index = variables.count
                                    variables.append(variable)
                                    variable._withUnsafeGuaranteedRef { $0.solverSymbols.set(Int32(index), for: token) }
                                }
                                append(UInt64(index))
                                // +0 and -0 are the same coefficient.
                                append(coefficient == 0 ? 0 : coefficient.bitPattern)
                            }
                            return true
                        }
                        guard termsFinite else { return false }
                        constants.append(constraint.expression.constant)
                        return true
                    }
                    guard ok else { finite = false; break }
                }
            }
            written = next - words.baseAddress!
        }
        guard finite else { return nil }
        self.words = words
        self.hash = hash
        self.variables = variables
        self.constants = constants
    }

    func hasSameStructure(as other: SystemShape) -> Bool {
        guard hash == other.hash, words.count == other.words.count else { return false }
        // Through the buffers, a loop the compiler can vectorise: `==` on the arrays compared word by word with checks.
        return words.withUnsafeBufferPointer { a in
            other.words.withUnsafeBufferPointer { b in
                var differ: UInt64 = 0
                for i in a.indices { differ |= a[i] ^ b[i] }
                return differ == 0
            }
        }
    }
}

/// A solved system kept by `SolverTemplateCache`: the solver's state after the batch was added to an empty solver, and
/// where the batch's constraints and variables are in it.
final class SolverTemplate {
    let shape: SystemShape
    let core: SolverCore
    /// The tag-table slot of each constraint of the batch, by position.
    let constraintSlots: [Int32]
    /// The position in the batch of the constraint in each tag-table slot (-1: a free slot).
    let batchIndex: [Int32]
    /// The symbol of each of the batch's variables, by local index (0: none, a term too small to count).
    let variableSymbols: [Int32]
    @exclusivity(unchecked) var lastUse: Int

    init(core: SolverCore, shape: SystemShape, constraints: [Constraint], lastUse: Int) {
        self.core = core
        self.shape = shape
        self.lastUse = lastUse
        let slots = constraints.map { Int32(core.tags.slot(of: $0, core.tokenID) ?? -1) }
        constraintSlots = slots
        var index = [Int32](repeating: -1, count: core.tags.slotCount)
        for (position, slot) in slots.enumerated() where slot >= 0 { index[Int(slot)] = Int32(position) }
        batchIndex = index
        variableSymbols = shape.variables.map { core.symbol(of: $0.takeUnretainedValue())?.id ?? 0 }
    }
}
