/// An incremental simplex solver for linear constraints with strictly ordered priorities.
///
/// The algorithm is Cassowary's (Badros, Borning & Stuckey, 2001) as kiwi organises it — `createRow`,
/// `chooseSubject`, `addWithArtificialVariable`, `optimize`, `dualOptimize` — with three differences
/// that matter for Auto Layout:
/// - **Exact priorities.** The objective keeps one row per priority level (`Objective`), compared
///   lexicographically, instead of summing weights that drown each other.
/// - **Sparse bookkeeping.** Each symbol knows the rows it occurs in (`occurrences`), so a pivot touches
///   only the rows that contain the entering symbol, never the whole tableau.
/// - **Atomic calls.** Every public mutating call runs as a transaction (`Solver+Transaction.swift`):
///   if it throws, the tableau, the objective and the symbol table are restored exactly.
///
/// All decisions break ties by symbol number, so results are bit-identical across processes.
public final class Solver {
    // MARK: State

    /// Symbol table, indexed by symbol id (id 0 is invalid).
    var kinds: [SymbolKind] = [.invalid]
    /// For each symbol, the slot of the row it is basic in, or -1.
    var slotOfBasic: [Int32] = [-1]
    /// For each symbol, slots of rows it may occur in as a parametric symbol. Entries can be stale
    /// (removed lazily by `rows(containing:)`); every slot that does contain the symbol is listed.
    var occurrences: [[Int32]] = [[]]

    /// Tableau rows by slot; free slots have an invalid basic symbol.
    var rows: [Row] = []
    var freeSlots: [Int32] = []

    var objective = Objective()
    /// The phase-one objective while `addWithArtificialVariable` runs.
    var artificial: Row?
    /// Basic symbols whose rows may have gone negative, for `dualOptimize`.
    var infeasibleRows: [Symbol] = []

    struct Tag {
        let constraint: Constraint
        /// Slack, error (optional equality: the positive error) or dummy that identifies the row.
        let marker: Symbol
        /// The second error symbol of an optional constraint, or invalid.
        let other: Symbol
        /// Order of addition, for stable reports.
        let sequence: Int
    }
    var tags: [ObjectIdentifier: Tag] = [:]
    /// Required constraints by marker symbol, to name them in explanations.
    var markerOwners: [Symbol: Constraint] = [:]
    var sequence = 0

    struct ExternalVariable {
        let variable: Variable
        let symbol: Symbol
        var references: Int
    }
    var variables: [ObjectIdentifier: ExternalVariable] = [:]

    struct EditInfo {
        let constraint: Constraint
        var constant: Double
    }
    var edits: [ObjectIdentifier: EditInfo] = [:]

    /// The open transaction, if any (see `Solver+Transaction.swift`).
    var undo: UndoLog?
    var undoStamp: [UInt32] = []
    var undoEpoch: UInt32 = 0
    /// Scratch for de-duplicating occurrence lists.
    var visitStamp: [UInt32] = []
    var visitEpoch: UInt32 = 0
    var scratchSymbols: [Symbol] = []

    /// Whether `unsatisfiable` errors are shrunk to an irreducible conflicting set.
    var minimizesExplanations = true

    public init() {}

    // MARK: Public API

    /// Adds a constraint. Required constraints hold exactly or the call throws `unsatisfiable`,
    /// naming the required constraints it conflicts with; optional ones are satisfied as well as
    /// their priority allows.
    public func add(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard tags[key] == nil else { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.expression.isFinite, constraint.strength.isValid else {
            throw SolverError.nonFinite(constraint: constraint, variable: nil)
        }
        try transaction {
            let tag = try addRow(for: constraint)
            try optimize()
            commitAdd(constraint, tag)
        }
    }

    /// Removes a constraint added earlier. The others stay satisfied as before, now without it.
    public func remove(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard let tag = tags[key] else { throw SolverError.unknownConstraint(constraint) }
        if isEditConstraint(constraint) {
            // An edit variable's constraint goes with `removeEditVariable`.
            throw SolverError.unknownConstraint(constraint)
        }
        try transaction {
            try removeRow(of: tag)
            try optimize()
            commitRemove(tag)
        }
    }

    public func contains(_ constraint: Constraint) -> Bool {
        tags[ObjectIdentifier(constraint)] != nil && !isEditConstraint(constraint)
    }

    /// Makes `variable` suggestible at `strength` (optional). It is held at its last suggested value,
    /// initially 0, as strongly as `strength` says.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard strength.isValid else { throw SolverError.nonFinite(constraint: nil, variable: variable) }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try transaction {
            let tag = try addRow(for: constraint)
            try optimize()
            commitAdd(constraint, tag)
        }
        edits[key] = EditInfo(constraint: constraint, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        let key = ObjectIdentifier(variable)
        guard let info = edits[key], let tag = tags[ObjectIdentifier(info.constraint)] else {
            throw SolverError.unknownEditVariable(variable)
        }
        try transaction {
            try removeRow(of: tag)
            try optimize()
            commitRemove(tag)
        }
        edits[key] = nil
    }

    public func containsEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        let key = ObjectIdentifier(variable)
        guard let info = edits[key], let tag = tags[ObjectIdentifier(info.constraint)] else {
            throw SolverError.unknownEditVariable(variable)
        }
        guard value.isFinite else { throw SolverError.nonFinite(constraint: nil, variable: variable) }
        let delta = value - info.constant
        try transaction {
            try shiftEditConstant(tag, by: delta)
            try dualOptimize()
            // A tie broken by round-off in the dual ratio test can leave a lower level improvable.
            try optimize()
        }
        edits[key]?.constant = value
    }

    /// Writes the solved value of every variable in the solver to `Variable.value`.
    public func updateVariables() {
        for entry in variables.values {
            let slot = slotOfBasic[entry.symbol.index]
            entry.variable.value = slot >= 0 ? rows[Int(slot)].constant : 0
        }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        kinds = [.invalid]; slotOfBasic = [-1]; occurrences = [[]]
        rows = []; freeSlots = []
        objective = Objective(); artificial = nil; infeasibleRows = []
        tags = [:]; markerOwners = [:]; sequence = 0
        variables = [:]; edits = [:]
        undo = nil; undoStamp = []; visitStamp = []
    }

    // MARK: Adding a constraint

    /// Builds the constraint's row, chooses its subject and enters it into the tableau.
    func addRow(for constraint: Constraint) throws -> Tag {
        var (row, tag) = createRow(for: constraint)
        guard row.isFinite else { throw SolverError.nonFinite(constraint: constraint, variable: nil) }
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.cells.allSatisfy({ kinds[$0.symbol.index] == .dummy }) {
            if !Row.nearZero(row.constant) {
                // Only markers of required equalities remain: the constraint contradicts them.
                throw unsatisfiable(constraint, certificate: row)
            }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            row.basic = subject
            try substitute(subject, with: row)
            insertRow(row)
        } else {
            try addWithArtificialVariable(row, for: constraint)
        }
        return tag
    }

    /// The row `0 = expression ± slack ± errors` with every basic variable substituted out.
    func createRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = externalSymbol(for: term.variable)
            let slot = slotOfBasic[symbol.index]
            if slot >= 0 {
                row.add(rows[Int(slot)], times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        var marker = Symbol.invalid, other = Symbol.invalid
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.add(marker, sign)
            if !strength.isRequired {
                other = newSymbol(.error)
                row.add(other, -sign)
                addCost(of: other, strength)
            }
        case .equal:
            if strength.isRequired {
                marker = newSymbol(.dummy)
                row.add(marker, 1)
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                row.add(marker, -1)
                row.add(other, 1)
                addCost(of: marker, strength)
                addCost(of: other, strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        sequence += 1
        return (row, Tag(constraint: constraint, marker: marker, other: other, sequence: sequence))
    }

    /// The symbol that can become basic for a new row without breaking feasibility, if any.
    ///
    /// Among user variables, the one occurring in the fewest rows wins (fewest substitutions, shortest
    /// rows); otherwise the constraint's own slack or error, when its coefficient is negative.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best = Symbol.invalid, bestCount = Int.max
        for cell in row.cells where kinds[cell.symbol.index] == .external {
            let count = occurrences[cell.symbol.index].count
            if count < bestCount { best = cell.symbol; bestCount = count }
        }
        if best.isValid { return best }
        for symbol in [tag.marker, tag.other] where symbol.isValid && kinds[symbol.index].isPivotable {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return .invalid
    }

    /// Phase one: enters a row no symbol can be solved for by minimising an artificial variable.
    /// Throws `unsatisfiable` (and the transaction rolls back) when the row cannot be made zero.
    func addWithArtificialVariable(_ row: Row, for constraint: Constraint) throws {
        let art = newSymbol(.slack)
        var artRow = row
        artRow.basic = art
        insertRow(artRow)
        artificial = Row(constant: row.constant, cells: row.cells)
        try optimize(artificialPhase: true)
        let phaseOne = artificial ?? Row()
        artificial = nil
        guard Row.nearZero(phaseOne.constant) else {
            throw unsatisfiable(constraint, certificate: phaseOne)
        }
        let slot = slotOfBasic[art.index]
        if slot >= 0 {
            var basicRow = removeRow(at: slot)
            if !basicRow.cells.isEmpty {
                guard let entering = basicRow.cells.first(where: { kinds[$0.symbol.index].isPivotable })?.symbol else {
                    throw unsatisfiable(constraint, certificate: phaseOne)
                }
                basicRow.solve(for: art, entering)
                basicRow.basic = entering
                try substitute(entering, with: basicRow)
                insertRow(basicRow)
            }
        }
        for k in rows(containing: art) {
            touch(k)
            rows[Int(k)].remove(art)
        }
        occurrences[art.index] = []
        for i in objective.levels.indices { objective.levels[i].row.remove(art) }
    }

    // MARK: Removing a constraint

    func removeRow(of tag: Tag) throws {
        removeCost(of: tag)
        let marker = tag.marker
        let slot = slotOfBasic[marker.index]
        if slot >= 0 {
            removeRow(at: slot)
        } else {
            guard let leavingSlot = markerLeavingRow(for: marker) else {
                throw SolverError.internalError("no row to remove the marker of \(tag.constraint) from")
            }
            var row = removeRow(at: leavingSlot)
            row.solve(for: row.basic, marker)
            row.basic = marker
            try substitute(marker, with: row)
        }
    }

    /// The row to pivot a removed constraint's marker into: the tightest restricted row where the
    /// marker's coefficient is negative, else the tightest where it is positive, else an unrestricted one.
    func markerLeavingRow(for marker: Symbol) -> Int32? {
        var first: Int32?, second: Int32?, third: Int32?
        var r1 = Double.infinity, r2 = Double.infinity
        for slot in rows(containing: marker) {
            let row = rows[Int(slot)]
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if !kinds[row.basic.index].isRestricted {
                if third == nil || row.basic < rows[Int(third!)].basic { third = slot }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && row.basic < rows[Int(first!)].basic) { r1 = r; first = slot }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && row.basic < rows[Int(second!)].basic) { r2 = r; second = slot }
            }
        }
        return first ?? second ?? third
    }

    // MARK: Edit variables

    /// Moves an edit constraint's constant by `delta`, queueing rows that become infeasible.
    func shiftEditConstant(_ tag: Tag, by delta: Double) throws {
        let marker = tag.marker, other = tag.other
        var slot = slotOfBasic[marker.index]
        if slot >= 0 {
            touch(slot)
            rows[Int(slot)].constant -= delta
            if rows[Int(slot)].constant < 0 { infeasibleRows.append(marker) }
            return
        }
        slot = slotOfBasic[other.index]
        if slot >= 0 {
            touch(slot)
            rows[Int(slot)].constant += delta
            if rows[Int(slot)].constant < 0 { infeasibleRows.append(other) }
            return
        }
        for k in rows(containing: marker) {
            touch(k)
            let c = rows[Int(k)].coefficient(for: marker)
            rows[Int(k)].constant += delta * c
            let basic = rows[Int(k)].basic
            if !rows[Int(k)].constant.isFinite {
                throw SolverError.internalError("edit of \(tag.constraint) overflowed")
            }
            if c != 0 && rows[Int(k)].constant < 0 && kinds[basic.index].isRestricted {
                infeasibleRows.append(basic)
            }
        }
    }

    // MARK: Optimising

    /// Primal simplex: pivots while some symbol lowers the (lexicographic or phase-one) objective.
    func optimize(artificialPhase: Bool = false) throws {
        var iterations = 0
        let limit = 50 * (rows.count + kinds.count) + 1000
        while true {
            let entering = artificialPhase ? enteringSymbolForArtificial() : enteringSymbol()
            guard entering.isValid else { return }
            guard let slot = leavingRow(for: entering) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            try pivot(slot, entering)
            iterations += 1
            if iterations > limit { throw SolverError.internalError("the simplex did not converge") }
        }
    }

    /// The lowest-numbered symbol whose lexicographic reduced cost is negative (Bland's rule, which
    /// cannot cycle), or invalid when the objective is optimal.
    func enteringSymbol() -> Symbol {
        var best = Symbol.invalid
        for (index, level) in objective.levels.enumerated() {
            for cell in level.row.cells where cell.coefficient < -Row.epsilon {
                if best.isValid && best < cell.symbol { break }
                guard kinds[cell.symbol.index] != .dummy else { continue }
                let freeAbove = objective.levels[..<index].allSatisfy { Row.nearZero($0.row.coefficient(for: cell.symbol)) }
                if freeAbove { best = cell.symbol; break }
            }
        }
        return best
    }

    func enteringSymbolForArtificial() -> Symbol {
        guard let row = artificial else { return .invalid }
        for cell in row.cells where cell.coefficient < -Row.epsilon && kinds[cell.symbol.index] != .dummy {
            return cell.symbol
        }
        return .invalid
    }

    /// The restricted row that bounds `entering` first (minimum ratio, ties to the lowest basic symbol).
    func leavingRow(for entering: Symbol) -> Int32? {
        var best: Int32?, bestRatio = Double.infinity, bestBasic = Symbol.invalid
        for slot in rows(containing: entering) {
            let row = rows[Int(slot)]
            guard kinds[row.basic.index].isRestricted else { continue }
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                best = slot; bestRatio = ratio; bestBasic = row.basic
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility of rows made negative by an edit, keeping optimality.
    func dualOptimize() throws {
        var iterations = 0
        let limit = 50 * (rows.count + kinds.count) + 1000
        while let leaving = infeasibleRows.popLast() {
            let slot = slotOfBasic[leaving.index]
            guard slot >= 0 else { continue }
            let row = rows[Int(slot)]
            guard !Row.nearZero(row.constant) && row.constant < 0 else { continue }
            let entering = dualEnteringSymbol(for: row)
            guard entering.isValid else { throw SolverError.internalError("the dual simplex found no entering symbol") }
            try pivot(slot, entering)
            iterations += 1
            if iterations > limit { throw SolverError.internalError("the dual simplex did not converge") }
        }
    }

    /// The symbol with the smallest lexicographic ratio cost/coefficient among the row's positive cells.
    func dualEnteringSymbol(for row: Row) -> Symbol {
        var best = Symbol.invalid, bestCoefficient = 0.0
        for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol.index] != .dummy {
            if !best.isValid || ratioIsLess(cell.symbol, cell.coefficient, than: best, bestCoefficient) {
                best = cell.symbol; bestCoefficient = cell.coefficient
            }
        }
        return best
    }

    /// Compares the cost vectors of two symbols divided by their coefficients, level by level.
    func ratioIsLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
        for level in objective.levels {
            let ra = level.row.coefficient(for: a) / ca
            let rb = level.row.coefficient(for: b) / cb
            let tolerance = 1e-9 * Swift.max(1, abs(ra), abs(rb))
            if ra < rb - tolerance { return true }
            if ra > rb + tolerance { return false }
        }
        return false
    }

    // MARK: Pivoting and substitution

    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves.
    func pivot(_ slot: Int32, _ entering: Symbol) throws {
        touch(slot)
        var row = rows[Int(slot)]
        let leaving = row.basic
        row.solve(for: leaving, entering)
        row.basic = entering
        guard row.constant.isFinite else { throw SolverError.internalError("pivot produced a non-finite value") }
        rows[Int(slot)] = row
        slotOfBasic[leaving.index] = -1
        slotOfBasic[entering.index] = slot
        occurrences[leaving.index].append(slot)
        try substitute(entering, with: row, skipping: slot)
    }

    /// Replaces `symbol` by `definition` in every row that contains it and in the objectives.
    func substitute(_ symbol: Symbol, with definition: Row, skipping skip: Int32 = -1) throws {
        for k in rows(containing: symbol) where k != skip {
            touch(k)
            scratchSymbols.removeAll(keepingCapacity: true)
            rows[Int(k)].substitute(symbol, with: definition, newSymbols: &scratchSymbols)
            for added in scratchSymbols { occurrences[added.index].append(k) }
            let row = rows[Int(k)]
            guard row.constant.isFinite else { throw SolverError.internalError("substitution produced a non-finite value") }
            if kinds[row.basic.index].isRestricted && row.constant < 0 { infeasibleRows.append(row.basic) }
        }
        occurrences[symbol.index] = []
        for i in objective.levels.indices where objective.levels[i].row.contains(symbol) {
            scratchSymbols.removeAll(keepingCapacity: true)
            objective.levels[i].row.substitute(symbol, with: definition, newSymbols: &scratchSymbols)
        }
        if artificial?.contains(symbol) == true {
            scratchSymbols.removeAll(keepingCapacity: true)
            artificial?.substitute(symbol, with: definition, newSymbols: &scratchSymbols)
        }
    }

    /// The slots of the rows that contain `symbol`, compacting its occurrence list on the way.
    func rows(containing symbol: Symbol) -> [Int32] {
        let list = occurrences[symbol.index]
        if list.isEmpty { return [] }
        if visitStamp.count < rows.count { visitStamp += Array(repeating: 0, count: rows.count - visitStamp.count) }
        visitEpoch &+= 1
        if visitEpoch == 0 {
            for i in visitStamp.indices { visitStamp[i] = 0 }
            visitEpoch = 1
        }
        var result: [Int32] = []
        result.reserveCapacity(list.count)
        for slot in list {
            let s = Int(slot)
            guard s < rows.count, visitStamp[s] != visitEpoch else { continue }
            visitStamp[s] = visitEpoch
            if rows[s].basic.isValid && rows[s].contains(symbol) { result.append(slot) }
        }
        occurrences[symbol.index] = result
        return result
    }

    // MARK: Rows and symbols

    @discardableResult
    func insertRow(_ row: Row) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            touch(slot)
            rows[Int(slot)] = row
        } else {
            slot = Int32(rows.count)
            rows.append(row)
        }
        slotOfBasic[row.basic.index] = slot
        for cell in row.cells { occurrences[cell.symbol.index].append(slot) }
        return slot
    }

    @discardableResult
    func removeRow(at slot: Int32) -> Row {
        touch(slot)
        let row = rows[Int(slot)]
        rows[Int(slot)] = Row()
        slotOfBasic[row.basic.index] = -1
        freeSlots.append(slot)
        return row
    }

    func newSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = Symbol(id: Int32(kinds.count))
        kinds.append(kind)
        slotOfBasic.append(-1)
        occurrences.append([])
        return symbol
    }

    func externalSymbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let entry = variables[key] { return entry.symbol }
        let symbol = newSymbol(.external)
        variables[key] = ExternalVariable(variable: variable, symbol: symbol, references: 0)
        undo?.newVariables.append(key)
        return symbol
    }

    // MARK: Objective bookkeeping

    func addCost(of error: Symbol, _ strength: Strength) {
        let level = objective.level(for: strength.priority)
        objective.levels[level].row.add(error, strength.weight)
    }

    /// Takes a constraint's errors out of the objective (before its row leaves the tableau).
    func removeCost(of tag: Tag) {
        let strength = tag.constraint.strength
        guard !strength.isRequired, let level = objective.index(of: strength.priority) else { return }
        for error in [tag.marker, tag.other] where error.isValid && kinds[error.index] == .error {
            let slot = slotOfBasic[error.index]
            if slot >= 0 {
                objective.levels[level].row.add(rows[Int(slot)], times: -strength.weight)
            } else {
                objective.levels[level].row.add(error, -strength.weight)
            }
        }
    }

    // MARK: Committing

    func commitAdd(_ constraint: Constraint, _ tag: Tag) {
        tags[ObjectIdentifier(constraint)] = tag
        if constraint.strength.isRequired { markerOwners[tag.marker] = constraint }
        else { objective.levels[objective.level(for: constraint.strength.priority)].members += 1 }
        for term in constraint.expression.terms {
            variables[ObjectIdentifier(term.variable)]?.references += 1
        }
    }

    func commitRemove(_ tag: Tag) {
        let constraint = tag.constraint
        tags[ObjectIdentifier(constraint)] = nil
        markerOwners[tag.marker] = nil
        if !constraint.isRequired, let level = objective.index(of: constraint.strength.priority) {
            objective.levels[level].members -= 1
            if objective.levels[level].members == 0 { objective.levels.remove(at: level) }
        }
        for term in constraint.expression.terms {
            let key = ObjectIdentifier(term.variable)
            guard var entry = variables[key] else { continue }
            entry.references -= 1
            if entry.references > 0 { variables[key] = entry; continue }
            // No constraint mentions the variable any more: its row, if any, constrains nothing.
            let slot = slotOfBasic[entry.symbol.index]
            if slot >= 0 { removeRow(at: slot) }
            variables[key] = nil
        }
    }

    func isEditConstraint(_ constraint: Constraint) -> Bool {
        guard constraint.expression.terms.count == 1,
              let info = edits[ObjectIdentifier(constraint.expression.terms[0].variable)] else { return false }
        return info.constraint === constraint
    }
}
