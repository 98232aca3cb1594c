/// The simplex tableau and the steps of the algorithm, as a value type.
///
/// `Solver` (the public class) owns one `SolverCore` and forwards to it. Keeping the state in a
/// struct lets every step run as a `mutating` method with statically checked exclusive access,
/// instead of a dynamic exclusivity check on every read of a class property in the inner loops.
struct SolverCore {
    // MARK: State

    /// What the solver knows of each symbol, in one record so that a new symbol costs one append.
    struct SymbolInfo {
        var kind: SymbolKind
        /// The slot of the row the symbol is basic in, or -1.
        var slot: Int32 = -1
        /// Slots of rows it may occur in as a parametric symbol. Entries can be stale (removed lazily
        /// by `rows(containing:)`); every slot that does contain the symbol is listed.
        var occurrences = OccurrenceList()
        /// For externals, how many constraints in the solver mention the variable.
        var references: Int32 = 0
        /// For a defined variable: 1 + the highest rank among the definitions its row named when it was defined —
        /// a topological depth, which `expanded` uses to substitute the outermost definitions first.
        var rank: Int32 = 0

        /// Makes the record a new symbol's of `kind`, as `SymbolInfo(kind:)` would, keeping the buffer of its occurrence
        /// list's spill (emptied): a table's cells give back and take again symbols on every warm row, and a record
        /// replaced whole released its spill (a free), whose next list then grew its own again (allocations at 6, 12 and
        /// 24 slots).
        @inline(__always)
        mutating func renew(_ kind: SymbolKind) {
            self.kind = kind
            slot = -1
            occurrences.removeAll()
            references = 0
            rank = 0
        }
    }
    /// The symbol table, indexed by symbol id (id 0 is invalid).
    var symbols: [SymbolInfo] = []

    /// Tableau rows by slot; free slots have an invalid basic symbol.
    var rows: [Row] = []
    var freeSlots = FreeList()
    /// Symbols no row, cost or variable refers to any more, reused by `newSymbol` (see `recycleIfUnused`).
    var freeSymbols = FreeList()

    var objective = Objective()
    /// The phase-one objective while `addWithArtificialVariable` runs.
    var artificial: Row?
    /// Basic symbols whose rows may have gone negative, for `dualOptimize`.
    var infeasibleRows: [Symbol] = []

    struct Tag {
        /// Not retained: the tag table that holds the tag keeps its constraint alive (`TagTable.owners`), and a tag
        /// outside the table is a copy used during one call. So tags are plain data: a table of them is copied and
        /// destroyed without a retain or release per entry (destroying a self-sizing cell's 45 cost more than its
        /// `updateVariables`).
        unowned(unsafe) let constraint: Constraint
        /// Slack, error (optional equality: the positive error) or dummy that identifies the row.
        let marker: Symbol
        /// The second error symbol of an optional constraint, or invalid.
        let other: Symbol
        /// Order of addition, for stable reports.
        let sequence: Int
        /// The constant of the constraint's expression as the solver holds it now: the constraint's
        /// own, until `setConstant` moves it.
        var constant: Double

        /// The marker's coefficient in the constraint's original row (`expression ± slack ± errors`).
        var markerSign: Double {
            switch constraint.relation {
            case .lessThanOrEqual: return 1
            case .greaterThanOrEqual: return -1
            case .equal: return constraint.isRequired ? 1 : -1
            }
        }

        /// Whether `symbol` (the marker or the other) is one of the error symbols priced in the objective:
        /// none for required constraints, both for optional equalities, `other` for optional inequalities.
        func isError(_ symbol: Symbol) -> Bool {
            guard !constraint.strength.isRequired, symbol.isValid else { return false }
            return symbol == other || constraint.relation == .equal
        }
    }
    var tags = TagTable()
    var sequence = 0

    /// Identifies this solver in the variables' symbol caches (`Variable.solverSymbols`).
    final class Token: Sendable {}
    /// Changed only while the solver is empty, or for a template's copy (`SolverCore+Templates.swift`).
    var token: Token
    var tokenID: ObjectIdentifier { ObjectIdentifier(token) }
    /// How many user variables the solver holds.
    var variableCount = 0

    struct EditInfo {
        let constraint: Constraint
    }
    var edits: [ObjectIdentifier: EditInfo] = [:]

    /// The open transaction, if any (see `Solver+Transaction.swift`).
    var undo = UndoLog()
    /// The rows the open transaction has saved whole (`touch`; not those whose constant alone it saved, `touchConstant`).
    var undoSaved = StampSet()
    /// Scratch for de-duplicating occurrence lists.
    var visited = StampSet()
    var scratchSymbols: [Symbol] = []
    /// The symbols of the terms of the constraint being added, by term, from `createRow` to `commitAdd` (invalid for a
    /// term with a near-zero coefficient whose variable the solver does not know). Entries past its terms are stale.
    var termSymbols: [Symbol] = []
    /// The objective level of the optional constraint being added, from `createRow` to `commitAdd` (no call adds or
    /// removes a level in between): looked up once instead of once per error symbol and again to count the member.
    var termLevel = 0
    /// The rows the occurrence lists leave out, and a mark per slot (see `SolverCore+DenseRows.swift`).
    var denseSlots: [Int32] = []
    var denseMarks: [Bool] = []
    /// The length at which a row is marked dense (lower in tests, to exercise it on small systems).
    var denseLength = 64
    /// The length from which a row leaving the basis in the dual simplex takes the long step (lower in tests, to
    /// exercise it on small systems; see `SolverCore+LongStep.swift`), and its scratch: the candidates in ratio order
    /// and the changes owed to the rows it leaves unwritten until it ends.
    var longStepLength = 64
    var breakpoints = BreakpointQueue()
    var deferredRows = DeferredRows()
    /// How many candidates long dual steps have flipped so far (for tests: that the path is taken).
    var longStepFlips = 0
    /// Scratch for `expanded` and `updateVariables`, by symbol id (see `SolverCore+Definitions.swift`): one
    /// array of records, so that a solver used once (a self-sizing cell's) allocates it once.
    var scratch: [SymbolScratch] = []
    var scratchEpoch: UInt32 = 0
    var scratchStack: [(symbol: Symbol, next: Int)] = []
    var scratchOrder: [Symbol] = []
    var scratchTouched: [Symbol] = []
    /// The definitions in dependency order, for `updateVariables`.
    var evaluation = Evaluation()
    /// The user's variable each symbol stands for (externals only), by id (ids past the end: none); set through
    /// `setVariable`.
    ///
    /// Not retained: every variable here is named by a constraint the solver holds (`tags`: `references` counts them,
    /// and the entry is cleared when the last one goes, `commitRemove`), or by the constraint being added, which its
    /// caller holds until the call returns (a failed add clears its new variables, `rollback`). A strong reference
    /// cost a retain per variable added, a release per variable when the solver goes, and a retain and a release per
    /// term looked up (`symbol(of:)` compared references): a sixth of a self-sizing cell's reference counting, which
    /// is atomic. Apart from the symbol table, so that `updateVariables` streams 8 bytes per symbol to find the
    /// variables to write, and so that a solver started from a template (`SolverCore+Templates.swift`) gives the
    /// symbols their new variables in a plain array, leaving the table shared with the template.
    var variables: [Unmanaged<Variable>?] = []
    /// The values `updateVariables` computes, by symbol id.
    var values: [Double] = []
    /// The rows of a former solver as it left them (`init(recycling:)`), which `createRow` takes for their cell arrays
    /// (overwritten in place) instead of allocating, the last row's first.
    var spareRows: [Row] = []

    /// Whether the buffers are (or were) shared with a template (`SolverTemplateCache`): emptying them for the pool
    /// would copy them first, so such a state is not pooled.
    var sharesTemplateBuffers = false

    /// Whether `unsatisfiable` errors are shrunk to an irreducible conflicting set.
    var minimizesExplanations = true


    init() {
        token = Token()
        // A solver per self-sizing cell holds a few dozen constraints: starting with room for them spares the
        // half-dozen regrowths (each a copy) the tables would otherwise go through on the way.
        symbols.reserveCapacity(128)
        symbols.append(SymbolInfo(kind: .invalid))
        rows.reserveCapacity(64)
        tags.reserveCapacity(64)
    }

    /// An empty state identified by `token`, for `init(recycling:)`, which gives it its buffers (and the symbol table its
    /// record for id 0).
    init(token: Token) {
        self.token = token
    }

    // MARK: Entry points (each one atomic)

    mutating func addConstraint(_ constraint: Constraint) throws {
        guard !tags.contains(constraint, tokenID) else { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.isSolvable else {
            throw SolverError.nonFinite(constraint: constraint, variable: nil)
        }
        do {
            try addConstraint(constraint, enteringByDualSimplex: true)
        } catch is PhaseOneNeeded {
            // The dual simplex could not restore feasibility after entering the row: the constraint contradicts the
            // required ones (or round-off stalled it). Phase one decides, and proves a contradiction with a certificate
            // that names the constraints in conflict.
            try addConstraint(constraint, enteringByDualSimplex: false)
        }
    }

    /// Adds a constraint in one transaction. With `enteringByDualSimplex`, a row no symbol can be solved for feasibly
    /// enters through the dual simplex (`enterByDualSimplex`), and a failure of the dual simplex throws
    /// `PhaseOneNeeded` after the rollback; without it, such a row goes through phase one (`addWithArtificialVariable`).
    ///
    /// The transaction opens only when the add can fail (`openAddTransaction`, called by `addRow`): a row that defines a
    /// variable no row or cost holds (29 of a self-sizing cell's 45 adds) changes nothing that exists, so nothing after
    /// `createRow` can throw — `dualOptimize` has no row queued, and `optimize` no candidate, since the objective was
    /// optimal and the add priced only its new errors, positively — and the undo log's setup and clearing are
    /// spared. `createRow` runs before that is known: the sizes it changes are noted first and the objective's journal
    /// opened (`noteTransactionStart`); its new symbols go with the symbol table's length, and a free symbol it would
    /// reuse must be logged as it is taken, so a solver with free symbols opens the transaction at once.
    private mutating func addConstraint(_ constraint: Constraint, enteringByDualSimplex: Bool) throws {
        noteTransactionStart()
        if !freeSymbols.isEmpty { openTransaction() }
        do {
            let (tag, enteredDually) = try addRow(for: constraint, enteringByDualSimplex: enteringByDualSimplex)
            // A user variable that was parametric takes a value when it becomes basic, which can move a tableau
            // row it occurs in below zero; a row entered by the dual simplex can start below zero itself.
            do {
                try dualOptimize()
            } catch where enteredDually {
                throw PhaseOneNeeded()
            }
            try optimize()
            commitAdd(constraint, tag)
        } catch {
            assert(undo.isOpen, "an add failed with its transaction not open")
            rollback()
            throw error
        }
        if undo.isOpen {
            endTransaction()
        } else {
            objective.journaling = false
            objective.journal.removeAll()
        }
    }

    /// Opens the add's transaction, once `addRow` knows it can fail (see `addConstraint`), unless it is open already.
    @inline(__always)
    mutating func openAddTransaction() {
        if !undo.isOpen { openTransaction() }
    }

    /// Thrown (and caught) inside `addConstraint` when a row entered by the dual simplex cannot be made feasible.
    private struct PhaseOneNeeded: Error {}

    /// The most cells other than required equalities' markers (once expanded) that a row entered by the dual simplex
    /// may hold; rows with more go through phase one.
    ///
    /// Why: the row entered becomes its subject's definition, and each dual pivot that follows solves the row that
    /// went negative for another symbol and substitutes it everywhere that symbol occurs. A short row — a required
    /// size moving a few optional ones, as in every self-sizing cell — settles in a pivot or two. A long row — a
    /// container's edge squeezing a chain of 300 views, all their errors in it — makes every one of the hundreds of
    /// pivots that follow substitute a row as long, where phase one pivots on the views' short rows: 36% more
    /// instructions to build that chain by the dual simplex. Markers do not count: they never enter the basis, so they
    /// start no pivot, and a table cell's height pin expands to 14–27 cells, most of them the markers of the cell's
    /// required equalities (counting them sent it through phase one: 54–86k instructions per pin).
    static let longestDualEntry = 16

    /// Whether `row` holds at most `longestDualEntry` cells that are not required equalities' markers.
    func isShortForDualEntry(_ row: Row) -> Bool {
        if row.cells.count <= SolverCore.longestDualEntry { return true }
        var moving = 0
        for cell in row.cells where symbols[cell.symbol.index].kind != .dummy {
            moving += 1
            if moving > SolverCore.longestDualEntry { return false }
        }
        return true
    }

    mutating func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = tags.tag(of: constraint, tokenID), !isEditConstraint(constraint) else {
            // An edit variable's constraint goes with `removeEditVariable`.
            throw SolverError.unknownConstraint(constraint)
        }
        try removeTagged(tag)
    }

    func contains(_ constraint: Constraint) -> Bool {
        tags.contains(constraint, tokenID) && !isEditConstraint(constraint)
    }

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard strength.isValid else { throw SolverError.nonFinite(constraint: nil, variable: variable) }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[key] = EditInfo(constraint: constraint)
    }

    mutating func removeEditVariable(_ variable: Variable) throws {
        let key = ObjectIdentifier(variable)
        guard let info = edits[key], let tag = tags.tag(of: info.constraint, tokenID) else {
            throw SolverError.unknownEditVariable(variable)
        }
        try removeTagged(tag)
        edits[key] = nil
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws {
        guard let info = edits[ObjectIdentifier(variable)], let tag = tags.tag(of: info.constraint, tokenID) else {
            throw SolverError.unknownEditVariable(variable)
        }
        guard value.isFinite else { throw SolverError.nonFinite(constraint: nil, variable: variable) }
        // The edit constraint is `variable - value == 0`: a suggestion moves its constant.
        try moveConstant(of: tag, to: -value)
    }

    /// Gives an installed constraint's expression a new constant, re-optimising from the current
    /// solution instead of removing and re-adding the constraint.
    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws {
        guard let tag = tags.tag(of: constraint, tokenID), !isEditConstraint(constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw SolverError.nonFinite(constraint: constraint, variable: nil) }
        do {
            try moveConstant(of: tag, to: constant)
        } catch let error as SolverError {
            // A required constraint moved out of reach: name the constraints in the way.
            guard constraint.isRequired, let conflict = unsatisfiable(tag, constant: constant) else { throw error }
            throw conflict
        }
    }

    /// `setConstant` for several constraints in one call: every constant is moved along its marker's column first, and
    /// the dual simplex then runs once, from the tableau with all of them moved (as a template's changed constants are,
    /// `SolverCore+Templates.swift`). Throws, the solver unchanged, when any move fails (the caller can then make them one
    /// by one to learn which). Each constraint at most once.
    ///
    /// Why: a view's intrinsic size is three rows with the same terms — hugging `w <= k`, compression `w >= k` and a
    /// stack's index-order wish `w == k` — that move together. Moved one by one, the first move leaves the others
    /// behind, and rows they pin go negative: the dual simplex pivots (~2 for a shrinking label), and the next move
    /// undoes it (a table's warm row: 4.3 dual pivots, ~8.7k instructions each). Moved together, the basis usually stays.
    mutating func setConstants(_ moves: [(constraint: Constraint, constant: Double)]) throws {
        let token = tokenID
        for (index, move) in moves.enumerated() {
            guard tags.contains(move.constraint, token), !isEditConstraint(move.constraint) else {
                throw SolverError.unknownConstraint(move.constraint)
            }
            guard move.constant.isFinite else { throw SolverError.nonFinite(constraint: move.constraint, variable: nil) }
            assert(!moves[..<index].contains { $0.constraint === move.constraint }, "setConstants: a constraint moved twice")
        }
        try reoptimize(afterShifting: { core in
            for move in moves {
                let tag = core.tags.tag(of: move.constraint, token)!
                let delta = move.constant - tag.constant
                if delta != 0 { try core.shiftConstant(of: tag, by: delta) }
            }
        })
        for move in moves { tags.setConstant(move.constant, of: move.constraint, token) }
    }

    /// The marker technique: the marker occurs in the constraint's original row only, so each tableau
    /// row's constant moves by its marker coefficient times the change; the dual simplex then restores
    /// feasibility and the primal simplex any optimality lost to round-off in its ratio test.
    mutating func moveConstant(of tag: Tag, to constant: Double) throws {
        let delta = constant - tag.constant
        if delta == 0 { return }
        try reoptimize(afterShifting: { core in try core.shiftConstant(of: tag, by: delta) })
        tags.setConstant(constant, of: tag.constraint, tokenID)
    }

    /// The marker technique's transaction, for `moveConstant` and `setConstants`: `shift` moves constants along their
    /// markers' columns, then the dual simplex restores feasibility and the primal simplex any optimality lost to
    /// round-off; a failure anywhere rolls everything back. Always inlined, with `shift`: `suggestValue` goes through
    /// here on every edit.
    @inline(__always)
    private mutating func reoptimize(afterShifting shift: (inout SolverCore) throws -> Void) throws {
        beginTransaction()
        do {
            try shift(&self)
            try dualOptimize()
            try optimize()
        } catch {
            rollback()
            throw error
        }
        endTransaction()
    }

    mutating func removeTagged(_ tag: Tag) throws {
        beginTransaction()
        do {
            try removeRow(of: tag)
            try optimize()
            commitRemove(tag)
        } catch {
            rollback()
            throw error
        }
        endTransaction()
    }

    // MARK: Adding a constraint

    /// Builds the constraint's row, chooses its subject and enters it into the tableau.
    ///
    /// A row with a user variable it can define as written becomes that variable's definition, unexpanded
    /// (`SolverCore+Definitions.swift`); any other row is expanded into parametric symbols first, as in
    /// the classic tableau.
    mutating func addRow(for constraint: Constraint, enteringByDualSimplex: Bool) throws
        -> (tag: Tag, enteredDually: Bool) {
        // Finite as created, so not checked here: its coefficients are the expression's (checked by `addConstraint`) and
        // ±1 for the slack and errors. Its expansion is checked below.
        let knownVariables = variableCount
        var (row, tag) = createRow(for: constraint)
        // Every variable the row names is new to the solver (`createRow` made a symbol for each): no row, definition or
        // cost can hold one, so the row defines its first variable as written, with nothing to substitute
        // (`substituteDefinition`) and no definition named (rank 1) — what `definableSubject` and the general path below
        // would find, without their scans. It cannot fail, so it needs no transaction (see `addConstraint`), nor does a
        // definition whose subject nothing holds.
        // A self-sizing cell's content view and its views' first sizes: 10 of its 45 adds.
        let newVariables = variableCount - knownVariables
        if newVariables > 0 && newVariables == row.cells.count - (tag.other.isValid ? 2 : 1) && denseSlots.isEmpty {
            let subject = row.cells.first(where: { symbols[$0.symbol.index].kind == .external })!.symbol
            row.solve(for: subject)
            row.basic = subject
            symbols[subject.index].rank = 1
            let slot = insertRow(consume row)
            evaluationAppend(subject, at: slot)
            return (tag, false)
        }
        var subject = definableSubject(&row)
        if subject.isValid {
            row.solve(for: subject)
            row.basic = subject
            symbols[subject.index].rank = rank(of: row)
            if !isHeldNowhere(subject) {
                openAddTransaction()
                try substituteDefinition(of: subject, with: row)
            }
            let slot = insertRow(consume row)
            // Nothing names the subject yet, and what its definition names is evaluated already: it goes last.
            evaluationAppend(subject, at: slot)
            return (tag, false)
        }
        openAddTransaction()
        // Checked in passing by `expand` when `expandShort` wrote the row (nearly every expansion), else read again here.
        let finite = expand(&row) ?? row.isFinite
        guard finite else { throw SolverError.nonFinite(constraint: constraint, variable: nil) }
        if row.constant < 0 { row.reverseSign() }
        subject = chooseSubject(row, tag)
        if !subject.isValid && row.cells.allSatisfy({ symbols[$0.symbol.index].kind == .dummy }) {
            if !Row.nearZero(row.constant) {
                // Only markers of required equalities remain: the constraint contradicts them.
                throw unsatisfiable(constraint, certificate: row)
            }
            subject = tag.marker
        }
        if subject.isValid {
            let slot = try enter(consume row, solvedFor: subject)
            if symbols[subject.index].kind == .external { evaluationPrepend(subject, at: slot) }
        } else if enteringByDualSimplex, isShortForDualEntry(row), try enterByDualSimplex(&row) {
            return (tag, true)
        } else {
            try addWithArtificialVariable(row, for: constraint)
        }
        return (tag, false)
    }

    /// Enters a row that no symbol can be solved for without leaving some row negative — all its symbols restricted,
    /// none of them the constraint's own slack or error with a negative coefficient — as the dual simplex does when a
    /// constraint is added to an optimal tableau: the subject is the symbol the dual ratio test picks (the smallest
    /// lexicographic cost per unit of coefficient), so every reduced cost stays non-negative and the objective stays
    /// optimal, while the subject, or rows it is substituted into, may start below zero; `dualOptimize` then restores
    /// feasibility. The row is taken as written or negated (an equality is both, and `addRow` has made its constant
    /// non-negative), preferring the sign that gives the subject a non-negative value.
    ///
    /// Why: phase one builds an artificial objective, optimises it and pivots the artificial symbol out — about twice
    /// the work, and a self-sizing cell sends six such rows per measurement (required sizes that move optional ones).
    /// Returns false, having changed nothing (`row` is as it came: negated twice), when no symbol qualifies. The row is
    /// negated in place and handed on (`enter`) without a copy: a copy would share its cells, and the first change to
    /// either would copy them into a new allocation.
    mutating func enterByDualSimplex(_ row: inout Row) throws -> Bool {
        row.reverseSign()
        var subject = dualEnteringSymbol(for: row)
        if !subject.isValid {
            row.reverseSign()
            subject = dualEnteringSymbol(for: row)
            guard subject.isValid else { return false }
        }
        let entering = row
        row = Row()
        let slot = try enter(consume entering, solvedFor: subject)
        let value = rows[Int(slot)].constant
        if value < 0 && !Row.nearZero(value) { infeasibleRows.append(subject) }
        return true
    }

    /// Enters an expanded row into the tableau as `subject`'s: solved for it, substituted wherever the subject occurs
    /// (tableau rows and the objective), and inserted. Returns the row's slot. The row is consumed, so that solving it
    /// changes the caller's cells in place (a borrowed row, copied and changed, copied its cells: one allocation per add).
    @discardableResult
    mutating func enter(_ row: consuming Row, solvedFor subject: Symbol) throws -> Int32 {
        row.solve(for: subject)
        row.basic = subject
        try substitute(subject, with: row)
        return insertRow(row)
    }

    /// The length `createRow` expects of a defined variable's row when it makes room for an expansion: a view's edge
    /// defined by another's, a constant, a slack or error or two.
    static let expectedRowLength = 4

    /// The row `0 = expression ± slack ± errors`, as written: its user variables, defined or not.
    mutating func createRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        // A spare row is taken whole (`popLast`), for its cell array: swapping its cells into a new row left it holding the
        // new row's empty array, released when it went.
        var row = spareRows.popLast() ?? Row()
        row.constant = expression.constant
        row.basic = .invalid
        let terms = expression.terms
        // The terms' symbols are looked up once, here, for `commitAdd` too (`termSymbols`, written by index rather than
        // cleared and appended to: `removeAll(keepingCapacity:)` is a generic call that cost as much as two lookups).
        if termSymbols.count < terms.count {
            termSymbols.append(contentsOf: repeatElement(.invalid, count: Swift.max(terms.count, 4) - termSymbols.count))
        }
        // One allocation for the row's life, as far as can be told: room for its terms, slack and errors, and for
        // the rows of the defined variables it names, should it have to be expanded (`addRow`) — twice a typical row
        // each (`expectedRowLength`), not twice their actual length: reading that cost two cache misses per term (the
        // row's record and its cells' header) in a solver too large for the cache, for rows most of which define a
        // variable as written and are never expanded.
        var capacity = terms.count + 4
        // The cells the terms give the row (those not near zero), counted here rather than by a second pass over the terms.
        var termCells = 0
        for k in terms.indices {
            let variable = Unmanaged.passUnretained(terms[k].variable)
            let written = !Row.nearZero(terms[k].coefficient)
            let symbol = written ? externalSymbol(for: variable) : symbol(of: variable) ?? .invalid
            if written { termCells += 1 }
            termSymbols[k] = symbol
            if symbol.isValid && symbols[symbol.index].slot >= 0 { capacity += 2 * SolverCore.expectedRowLength }
        }
        let strength = constraint.strength
        if !strength.isRequired { termLevel = objective.level(for: strength.priority) }
        // The constraint's own symbols and their coefficients: the slack or the dummy, or the errors (in the order they
        // were always numbered and priced).
        var marker = Symbol.invalid, other = Symbol.invalid
        var markerSign = 0.0, otherSign = 0.0
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            markerSign = sign
            if !strength.isRequired {
                other = newSymbol(.error)
                otherSign = -sign
                objective.priceNewSymbol(other, strength.weight, at: termLevel)
            }
        case .equal:
            if strength.isRequired {
                marker = newSymbol(.dummy)
                markerSign = 1
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                markerSign = -1
                otherSign = 1
                objective.priceNewSymbol(marker, strength.weight, at: termLevel)
                objective.priceNewSymbol(other, strength.weight, at: termLevel)
            }
        }
        // A spare row's cells are not emptied and appended to (`removeAll(keepingCapacity:)` is a generic call, ~70
        // instructions, and each append checks the array): the row takes the number of cells it will hold, counted above by
        // the same test as the writes below, and they are written in place. Every symbol is distinct (a constraint's
        // expression names each variable once, and its slack and errors are new): each cell goes straight to its place
        // among those written before it (an insertion sort as they are written: a sort afterwards was a second pass
        // through the buffer, and a second uniqueness check of the array).
        row.cells.reserveCapacity(capacity)
        row.setCellCount(termCells + (other.isValid ? 2 : 1))
        termSymbols.withUnsafeBufferPointer { termSymbols in
            row.cells.withUnsafeMutableBufferPointer { cells in
                var w = 0
                func put(_ cell: Cell) {
                    var k = w
                    while k > 0 && cells[k - 1].symbol.id > cell.symbol.id {
                        cells[k] = cells[k - 1]
                        k -= 1
                    }
                    cells[k] = cell
                    w += 1
                }
                for k in terms.indices where !Row.nearZero(terms[k].coefficient) {
                    put(Cell(symbol: termSymbols[k], coefficient: terms[k].coefficient))
                }
                put(Cell(symbol: marker, coefficient: markerSign))
                if other.isValid { put(Cell(symbol: other, coefficient: otherSign)) }
            }
        }
        sequence += 1
        return (row, Tag(constraint: constraint, marker: marker, other: other, sequence: sequence,
                         constant: expression.constant))
    }

    /// The symbol that can become basic for a new row without breaking feasibility, if any.
    ///
    /// Among user variables, the one occurring in the fewest rows wins (fewest substitutions, shortest
    /// rows); otherwise the constraint's own slack or error, when its coefficient is negative.
    ///
    /// Always inlined into `addRow`, its one caller, as `definableSubject` is: out of line, each call's register saves and
    /// restores were a sizeable share of a scan of a few cells.
    @inline(__always)
    mutating func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best = Symbol.invalid, bestCount = Int.max
        for cell in row.cells where symbols[cell.symbol.index].kind == .external {
            let count = symbols[cell.symbol.index].occurrences.count
            if count < bestCount { best = cell.symbol; bestCount = count }
        }
        if best.isValid { return best }
        if symbols[tag.marker.index].kind.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isValid && symbols[tag.other.index].kind.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// Phase one: enters a row no symbol can be solved for by minimising an artificial variable.
    /// Throws `unsatisfiable` (and the transaction rolls back) when the row cannot be made zero.
    mutating func addWithArtificialVariable(_ row: Row, for constraint: Constraint) throws {
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
        let slot = symbols[art.index].slot
        if slot >= 0 {
            var basicRow = removeRow(at: slot)
            if basicRow.cells.isEmpty {
                try substituteIntoDefinitions(art, with: basicRow)
            } else {
                guard let entering = basicRow.cells.first(where: { symbols[$0.symbol.index].kind.isPivotable })?.symbol else {
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
        symbols[art.index].occurrences.removeAll()
        for level in objective.levels.indices {
            let c = objective.levels[level].cost(of: art)
            if c != 0 { objective.addCost(-c, to: art, at: level) }
        }
        recycleIfUnused(art)
    }

    // MARK: Removing a constraint

    /// Takes the constraint's row out: the marker's own row if it is basic, else the row it is pivoted into
    /// (a tableau row if one holds it, else a definition). Definitions that mention the marker get its row
    /// first, so that they keep their values.
    mutating func removeRow(of tag: Tag) throws {
        removeCost(of: tag)
        let marker = tag.marker
        let slot = symbols[marker.index].slot
        if slot >= 0 {
            let row = removeRow(at: slot)
            try substituteIntoDefinitions(marker, with: row)
        } else if let leavingSlot = markerLeavingRow(for: marker) {
            var row = removeRow(at: leavingSlot)
            row.solve(for: row.basic, marker)
            row.basic = marker
            try substitute(marker, with: row)
            try substituteIntoDefinitions(marker, with: row)
        } else if let (definitionSlot, expansion) = definitionLeavingRow(for: marker) {
            removeRow(at: definitionSlot)
            guard var row = expansion else {
                // The definition was the marker's only row (see `definitionLeavingRow`): nothing names the marker now.
                // (Solved for the marker and substituted, the row went nowhere, and the marker's list was emptied.)
                symbols[marker.index].occurrences = OccurrenceList()
                return
            }
            row.solve(for: row.basic, marker)
            row.basic = marker
            try substitute(marker, with: row)
            try substituteIntoDefinitions(marker, with: row)
        } else {
            throw SolverError.internalError("no row to remove the marker of \(tag.constraint) from")
        }
    }

    /// The row to pivot a removed constraint's marker into.
    ///
    /// A row whose basic symbol is another equality's dummy comes first: such a row (`d2 = d1`) is what
    /// a redundant duplicate equality leaves in the tableau, and it must stay exactly zero, so the
    /// duplicate takes over from the removed constraint there and nowhere else. Otherwise: the tightest
    /// restricted row where the marker's coefficient is negative, else the tightest where it is
    /// positive. (Definitions are the caller's last resort: `definitionLeavingRow`.)
    mutating func markerLeavingRow(for marker: Symbol) -> Int32? {
        var first: Int32?, second: Int32?, twin: Int32?
        var r1 = Double.infinity, r2 = Double.infinity
        // By index, the rows' fields read where they lie: the list's iterator held a copy of the list, and a copy of each
        // row retained and released its cells. The list itself where it lies, when it names every row.
        let inPlace = listsEveryRow(containing: marker)
        let holders = inPlace ? OccurrenceList() : rows(containing: marker)
        let count = inPlace ? symbols[marker.index].occurrences.count : holders.count
        for index in 0..<count {
            let slot = inPlace ? symbols[marker.index].occurrences[index] : holders[index]
            let c = rows[Int(slot)].coefficient(for: marker)
            if c == 0 { continue }
            let basic = rows[Int(slot)].basic
            if symbols[basic.index].kind == .dummy {
                if twin == nil || basic < rows[Int(twin!)].basic { twin = slot }
                continue
            }
            guard symbols[basic.index].kind.isRestricted else { continue }
            let constant = rows[Int(slot)].constant
            if c < 0 {
                let r = -constant / c
                if r < r1 || (r == r1 && basic < rows[Int(first!)].basic) { r1 = r; first = slot }
            } else {
                let r = constant / c
                if r < r2 || (r == r2 && basic < rows[Int(second!)].basic) { r2 = r; second = slot }
            }
        }
        return twin ?? first ?? second
    }

    // MARK: Moving constants

    /// Moves the constant of a constraint's expression by `delta` in every row, queueing rows that
    /// become infeasible. Throws when a required equality's dummy would have to leave zero.
    ///
    /// The change is absorbed by one of the constraint's own symbols, `a → a + t`: the marker
    /// (`t = delta / sign`), or, when only the other error is basic, that error (`t = -delta / sign`). A basic
    /// `a`'s row moves by `-t`; every row that mentions `a` moves by its coefficient times `t` — the tableau
    /// rows when `a` is parametric, and the definitions that name it either way.
    mutating func shiftConstant(of tag: Tag, by delta: Double) throws {
        let marker = tag.marker, other = tag.other
        var absorber = marker, t = delta / tag.markerSign
        if symbols[marker.index].slot < 0 && other.isValid && symbols[other.index].slot >= 0 {
            absorber = other
            t = -t
        }
        let slot = symbols[absorber.index].slot
        if slot >= 0 { try shiftRow(slot, by: -t, of: tag) }
        // By index: the list's iterator held a copy of it. Where it lies, when it names every row (`shiftRow` changes no
        // list).
        if listsEveryRow(containing: absorber) {
            let i = absorber.index
            for index in 0..<symbols[i].occurrences.count {
                let k = symbols[i].occurrences[index]
                try shiftRow(k, by: rows[Int(k)].coefficient(for: absorber) * t, of: tag)
            }
            return
        }
        let holders = rows(containing: absorber)
        for index in 0..<holders.count {
            let k = holders[index]
            try shiftRow(k, by: rows[Int(k)].coefficient(for: absorber) * t, of: tag)
        }
    }

    mutating func shiftRow(_ slot: Int32, by amount: Double, of tag: Tag) throws {
        if amount == 0 { return }
        touchConstant(slot)
        rows[Int(slot)].constant += amount
        // The row's fields read where it lies: a copy of the row retained and released its cells.
        let constant = rows[Int(slot)].constant, basic = rows[Int(slot)].basic
        guard constant.isFinite else { throw SolverError.internalError("moving the constant of \(tag.constraint) overflowed") }
        switch symbols[basic.index].kind {
        case .dummy where !Row.nearZero(constant):
            throw SolverError.internalError("a required equality would have to change")
        case .slack where constant < 0, .error where constant < 0:
            infeasibleRows.append(basic)
        default:
            break
        }
    }

    // MARK: Optimising

    /// Primal simplex: pivots while some symbol lowers the (lexicographic or phase-one) objective.
    ///
    /// The entering symbol is the improving one that occurs in the fewest rows, which keeps each
    /// pivot cheap and rows short (Bland's lowest-number rule can pick a symbol that occurs in every
    /// dense row of a chain). After a run of degenerate pivots the choice falls back to Bland's rule,
    /// which cannot cycle.
    ///
    /// Always inlined, the first search: most calls (40 of a self-sizing cell's 45 adds) find the objective optimal, and
    /// out of line the call and the iteration limit cost ~20 instructions more than the search.
    @inline(__always)
    mutating func optimize(artificialPhase: Bool = false) throws {
        let entering = artificialPhase ? enteringSymbolForArtificial(bland: false) : enteringSymbol(bland: false)
        guard entering.isValid else { return }
        try optimize(from: entering, artificialPhase: artificialPhase)
    }

    /// `optimize` from its first entering symbol, `first`.
    private mutating func optimize(from first: Symbol, artificialPhase: Bool) throws {
        var iterations = 0, degenerate = 0
        let limit = 50 * (rows.count + symbols.count) + 1000
        var entering = first
        while true {
            guard let (slot, ratio) = leavingRow(for: entering) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            try pivot(slot, entering)
            degenerate = ratio == 0 ? degenerate + 1 : 0
            iterations += 1
            if iterations > limit { throw SolverError.internalError("the simplex did not converge") }
            let bland = degenerate > 50
            entering = artificialPhase ? enteringSymbolForArtificial(bland: bland) : enteringSymbol(bland: bland)
            guard entering.isValid else { return }
        }
    }

    /// Of two improving symbols, the better one to enter: fewest occurrences, then lowest number
    /// (or lowest number alone under Bland's rule).
    func prefers(_ a: Symbol, over b: Symbol, bland: Bool) -> Bool {
        if !b.isValid { return true }
        if !bland {
            let ca = symbols[a.index].occurrences.count, cb = symbols[b.index].occurrences.count
            if ca != cb { return ca < cb }
        }
        return a < b
    }

    /// An improving symbol: one whose lexicographic reduced cost is negative; invalid at the optimum.
    ///
    /// Always inlined, the test for nothing to search: more than half of a self-sizing cell's searches find no cost
    /// changed and no candidate left, and out of line the two calls cost ~40 instructions to learn it.
    @inline(__always)
    mutating func enteringSymbol(bland: Bool = false) -> Symbol {
        if !objective.hasQueuedSymbols { return .invalid }
        return searchEnteringSymbol(bland: bland)
    }

    /// `enteringSymbol` when some symbol is queued or a candidate.
    private mutating func searchEnteringSymbol(bland: Bool) -> Symbol {
        objective.refreshCandidates(excluding: { symbols[Int($0)].kind == .dummy })
        var best = Symbol.invalid
        for id in objective.candidates {
            let symbol = Symbol(id: id)
            if prefers(symbol, over: best, bland: bland) { best = symbol }
        }
        return best
    }

    func enteringSymbolForArtificial(bland: Bool = false) -> Symbol {
        guard let row = artificial else { return .invalid }
        var best = Symbol.invalid
        for cell in row.cells where cell.coefficient < -Row.epsilon && symbols[cell.symbol.index].kind != .dummy {
            if prefers(cell.symbol, over: best, bland: bland) { best = cell.symbol }
        }
        return best
    }

    /// The restricted row that bounds `entering` first (minimum ratio, ties to the lowest basic symbol).
    mutating func leavingRow(for entering: Symbol) -> (slot: Int32, ratio: Double)? {
        var best: Int32?, bestRatio = Double.infinity, bestBasic = Symbol.invalid
        func consider(_ slot: Int32) {
            // The row's fields are read where it lies: a copy of the row retained and released its cells.
            let basic = rows[Int(slot)].basic
            guard symbols[basic.index].kind.isRestricted else { return }
            let c = rows[Int(slot)].coefficient(for: entering)
            guard c < 0 else { return }
            let ratio = -rows[Int(slot)].constant / c
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot; bestRatio = ratio; bestBasic = basic
            }
        }
        if denseSlots.isEmpty {
            // Every row that holds `entering` is in its list: the list, compacted, is read where it lies (as
            // `substituteInListedRows` does), not copied out by `rows(containing:)`.
            compactOccurrences(of: entering, includingDense: true)
            let i = entering.index
            for index in 0..<symbols[i].occurrences.count { consider(symbols[i].occurrences[index]) }
        } else {
            // By index: the list's iterator held a copy of it (a retain and release of its spill, and two outlined calls).
            let holders = rows(containing: entering)
            for index in 0..<holders.count { consider(holders[index]) }
        }
        guard let best else { return nil }
        return (best, bestRatio)
    }

    /// Dual simplex: restores feasibility of rows made negative by an edit, keeping optimality.
    ///
    /// Always inlined, the test for an empty queue: most calls (33 of a self-sizing cell's 45 adds) leave no row negative,
    /// and out of line the call and its iteration limit cost ~25 instructions for nothing.
    @inline(__always)
    mutating func dualOptimize() throws {
        if infeasibleRows.isEmpty { return }
        try dualOptimizeQueuedRows()
    }

    /// `dualOptimize` for a queue that is not empty.
    private mutating func dualOptimizeQueuedRows() throws {
        var iterations = 0
        let limit = 50 * (rows.count + symbols.count) + 1000
        while let leaving = infeasibleRows.popLast() {
            let slot = symbols[leaving.index].slot
            guard slot >= 0 else { continue }
            let row = rows[Int(slot)]
            guard !Row.nearZero(row.constant) && row.constant < 0 else { continue }
            if row.cells.count >= longStepLength {
                iterations += try longDualStep(slot)
                if iterations > limit { throw SolverError.internalError("the dual simplex did not converge") }
                continue
            }
            let entering = dualEnteringSymbol(for: row)
            guard entering.isValid else { throw SolverError.internalError("the dual simplex found no entering symbol") }
            try pivot(slot, entering)
            iterations += 1
            if iterations > limit { throw SolverError.internalError("the dual simplex did not converge") }
        }
    }

    /// The symbol with the smallest lexicographic ratio cost/coefficient among the row's positive cells.
    /// Ties — common, since many layouts are degenerate (equal-priority views squeezed together) —
    /// go to the symbol occurring in the fewest rows: the cheapest pivot, and the one that keeps
    /// rows short; then to the lowest number.
    ///
    /// Cost vectors divided by coefficients compare level by level: the first level where they differ by more than a
    /// round-off tolerance (relative to the larger ratio) decides. The best candidate's ratios are kept level by level, so that a dense row (one cell per view of
    /// a squeezed chain) costs one division per level and candidate, not two.
    ///
    /// Mutating (it changes nothing) so that its callers, `dualOptimize` and `enterByDualSimplex`, hand it the state by
    /// reference: non-mutating and out of line, it was handed a copy of the whole solver state as its `self` (inlined, the
    /// chain cases took more instructions).
    mutating func dualEnteringSymbol(for row: Row) -> Symbol {
        let levelCount = objective.levels.count
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: Swift.max(1, levelCount)) { bestRatios in
            var best = Symbol.invalid
            objective.levels.withUnsafeBufferPointer { levels in
                func take(_ cell: Cell) {
                    best = cell.symbol
                    for l in 0..<levelCount { bestRatios[l] = levels[l].cost(of: cell.symbol) / cell.coefficient }
                }
                for cell in row.cells where cell.coefficient > 0 && symbols[cell.symbol.index].kind != .dummy {
                    guard best.isValid else { take(cell); continue }
                    var order = 0
                    for l in 0..<levelCount {
                        let ra = levels[l].cost(of: cell.symbol) / cell.coefficient, rb = bestRatios[l]
                        let tolerance = 1e-9 * Swift.max(1, abs(ra), abs(rb))
                        if ra < rb - tolerance { order = -1; break }
                        if ra > rb + tolerance { order = 1; break }
                    }
                    if order < 0 || (order == 0
                        && symbols[cell.symbol.index].occurrences.count < symbols[best.index].occurrences.count) {
                        take(cell)
                    }
                }
            }
            return best
        }
    }

    // MARK: Pivoting and substitution

    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves.
    mutating func pivot(_ slot: Int32, _ entering: Symbol) throws {
        try exchange(slot, entering)
        try substitute(entering, with: rows[Int(slot)], skipping: slot)
    }

    /// The first half of a pivot: the row at `slot` (logged first) solved for `entering`, which becomes its basic symbol,
    /// and the two symbols' records updated; the row must then be substituted wherever `entering` occurs (`pivot`, or
    /// the long dual step's `flip`).
    @inline(__always)
    mutating func exchange(_ slot: Int32, _ entering: Symbol) throws {
        touch(slot, copyInline: true)
        let s = Int(slot)
        let leaving = rows[s].basic
        rows[s].solve(for: leaving, entering)
        rows[s].basic = entering
        guard rows[s].constant.isFinite else { throw SolverError.internalError("pivot produced a non-finite value") }
        symbols[leaving.index].slot = -1
        symbols[entering.index].slot = slot
        if symbols[entering.index].kind == .external { evaluationPrepend(entering, at: slot) }
        if !isDense(slot) { symbols[leaving.index].occurrences.append(slot) }
    }

    /// Replaces `symbol` by `definition` in every tableau row that contains it and in the objectives.
    /// Definitions that mention it keep doing so (they need no basic form); its occurrence list keeps them.
    @inline(__always)
    mutating func substitute(_ symbol: Symbol, with definition: Row, skipping skip: Int32 = -1) throws {
        if denseSlots.isEmpty {
            // A symbol no row holds (a new constraint's subject, often): only the objectives can mention it.
            if !symbols[symbol.index].occurrences.isEmpty { try substituteInListedRows(symbol, with: definition, skipping: skip) }
            substituteIntoObjectives(symbol, with: definition)
            return
        }
        try substitute(symbol, with: definition, inRows: rows(containing: symbol), skipping: skip)
    }

    /// `substitute`'s rows in a solver without dense rows, where every row that holds `symbol` is in its list: the list,
    /// compacted, is read where it lies, by index, and then keeps the definitions among its rows, as a new list holding
    /// them would (`OccurrenceList.keepFirst`) — the rows that `substitute(_:with:inRows:skipping:)` reads from a copy
    /// (`rows(containing:)`) and stores back as a new list. Nothing the loop does changes this list: each substitution
    /// notes the definition's symbols in the row it writes, never `symbol`, which leaves the row. So the rows written and
    /// the list left are the same, without the copy and its destruction (a retain of the spill, and a release through the
    /// list's value witness: some 90 instructions a list, at every pivot and every row entered). The definitions are kept
    /// after the loop, not during it: a substitution that throws leaves the list whole, as the copy did.
    private mutating func substituteInListedRows(_ symbol: Symbol, with definition: Row, skipping skip: Int32) throws {
        let i = symbol.index
        compactOccurrences(of: symbol, includingDense: true)
        let count = symbols[i].occurrences.count
        var definitions = 0
        for index in 0..<count {
            let k = symbols[i].occurrences[index]
            if k == skip { continue }
            if isDefinition(k) { definitions += 1; continue }
            try substituteQueueingInfeasible(symbol, with: definition, inRow: k)
        }
        // When no definition mentions the symbol (the common case: 0.36k fewer instructions on a table's warm row), the
        // list is left empty without the second walk, which tested every slot for a definition again.
        if definitions == 0 { symbols[i].occurrences.keepFirst(0); return }
        var kept = 0
        for index in 0..<count {
            let k = symbols[i].occurrences[index]
            if k == skip || !isDefinition(k) { continue }
            symbols[i].occurrences[kept] = k
            kept += 1
        }
        symbols[i].occurrences.keepFirst(kept)
    }

    /// The same, in the rows of `holders` (the rows that hold `symbol`, or all of them but some that the caller writes
    /// itself: the long dual step's deferred rows) and in the objectives.
    @inline(__always)
    mutating func substitute(_ symbol: Symbol, with definition: Row, inRows holders: OccurrenceList,
                             skipping skip: Int32) throws {
        var definitions = OccurrenceList()
        // By index: the list's iterator held a copy of it (a retain and release of its spill, and two outlined calls).
        for index in 0..<holders.count {
            let k = holders[index]
            if k == skip { continue }
            if isDefinition(k) { definitions.append(k); continue }
            try substituteQueueingInfeasible(symbol, with: definition, inRow: k)
        }
        symbols[symbol.index].occurrences = definitions
        substituteIntoObjectives(symbol, with: definition)
    }

    /// Substitutes `definition` for `symbol` in row `k` (not a definition), and queues the row for the dual simplex if
    /// that left its restricted basic symbol negative: both ways of walking a symbol's rows do this for each row.
    @inline(__always)
    private mutating func substituteQueueingInfeasible(_ symbol: Symbol, with definition: Row, inRow k: Int32) throws {
        try substitute(symbol, with: definition, inRow: k)
        let basic = rows[Int(k)].basic
        if symbols[basic.index].kind.isRestricted && rows[Int(k)].constant < 0 { infeasibleRows.append(basic) }
    }

    /// Replaces `symbol` by `definition` in the objective and, during phase one, the artificial objective.
    @inline(__always)
    mutating func substituteIntoObjectives(_ symbol: Symbol, with definition: Row) {
        objective.substitute(symbol, with: definition)
        if artificial?.contains(symbol) == true {
            scratchSymbols.removeAll(keepingCapacity: true)
            artificial?.substitute(symbol, with: definition, newSymbols: &scratchSymbols)
        }
    }

    /// Replaces `symbol` by `definition` in the row at slot `k` (logged first), noting the symbols it brings in —
    /// unless the row is dense, or about to be (`SolverCore+DenseRows.swift`).
    @inline(__always)
    mutating func substitute(_ symbol: Symbol, with definition: Row, inRow k: Int32) throws {
        touch(k, copyInline: true)
        if isDense(k) {
            rows[Int(k)].substitute(symbol, with: definition)
            unmarkDenseIfShort(k)
        } else if rows[Int(k)].cells.count + definition.cells.count >= denseLength {
            rows[Int(k)].substitute(symbol, with: definition)
            // Marked dense if it is long now; if not (cancellations, or no room), every cell is noted (the old ones again,
            // harmlessly).
            noteOccurrences(ofRowAt: k)
        } else {
            // The symbols it brings in, at most the definition's, gathered on the stack (see `NewSymbolBuffer`).
            withUnsafeTemporaryAllocation(of: Symbol.self, capacity: Swift.max(1, definition.cells.count)) { buffer in
                var added = NewSymbolBuffer(buffer)
                rows[Int(k)].substitute(symbol, with: definition, newSymbols: &added)
                if added.count > 0 { noteOccurrences(of: added.symbols, in: k) }
            }
        }
        guard rows[Int(k)].constant.isFinite else { throw SolverError.internalError("substitution produced a non-finite value") }
    }

    /// Whether `slot` (an occurrence list's entry, possibly stale) is a live row that holds `symbol`.
    @inline(__always)
    func row(at slot: Int32, holds symbol: Symbol) -> Bool {
        let s = Int(slot)
        return s < rows.count && rows[s].basic.isValid && rows[s].contains(symbol)
    }

    /// The same, among `rows` (the table's buffer).
    @inline(__always)
    static func row(_ rows: UnsafeBufferPointer<Row>, at slot: Int32, holds symbol: Symbol) -> Bool {
        let s = Int(slot)
        return s < rows.count && rows[s].basic.isValid && rows[s].contains(symbol)
    }

    /// The slots of the rows that contain `symbol`, compacting its occurrence list on the way; then the dense rows
    /// that contain it, which its list leaves out — unless `includingDense` is false (the long dual step, which keeps
    /// the dense rows aside), when a dense row may still be listed, or not.
    mutating func rows(containing symbol: Symbol, includingDense: Bool = true) -> OccurrenceList {
        let withDense = includingDense && !denseSlots.isEmpty
        if symbols[symbol.index].occurrences.isEmpty && !withDense { return OccurrenceList() }
        compactOccurrences(of: symbol, includingDense: includingDense)
        var result = symbols[symbol.index].occurrences
        if withDense { appendDenseRows(containing: symbol, to: &result) }
        return result
    }

    /// Whether no row holds `symbol`: `rows(containing:).isEmpty`, the same compaction, without the copy of the list (a
    /// retain and release of its spill).
    mutating func holdsNoRow(_ symbol: Symbol) -> Bool {
        let withDense = !denseSlots.isEmpty
        if symbols[symbol.index].occurrences.isEmpty && !withDense { return true }
        compactOccurrences(of: symbol, includingDense: true)
        if !symbols[symbol.index].occurrences.isEmpty { return false }
        return !withDense || !anyDenseRow(holds: symbol)
    }

    /// Compacts `symbol`'s occurrence list and returns true when the list now names every row that holds the symbol (no
    /// row is dense): the caller then reads the list where it lies, by index, instead of the copy `rows(containing:)`
    /// returns — a retain of the list's spill, and its destruction through an outlined call, some 20 times a warm row of a
    /// table (`shiftConstant`, `markerLeavingRow`, `substituteIntoDefinitions`). The caller must not change the list
    /// while it reads it.
    @inline(__always)
    mutating func listsEveryRow(containing symbol: Symbol) -> Bool {
        guard denseSlots.isEmpty else { return false }
        compactOccurrences(of: symbol, includingDense: true)
        return true
    }

    /// Drops from `symbol`'s occurrence list the slots of rows that no longer hold it, and repeated slots (each slot is
    /// kept where it first occurs), in place in the symbol table, reading the rows through the table's buffer.
    ///
    /// Why in place: `rows(containing:)` used to take the list out of the table, filter the copy and store it back, two
    /// copies of a 48-byte list (and of the record around it, to read its length) per lookup; and a list compacted
    /// because it is due (`compactDueOccurrences`) was copied out once more, to be dropped.
    private mutating func compactOccurrences(of symbol: Symbol, includingDense: Bool) {
        let i = symbol.index
        let count = symbols[i].occurrences.count
        if denseSlots.isEmpty || !includingDense {
            switch count {
            case 0:
                return
            case 1:
                // Most symbols of a small layout occur in one row: one slot cannot repeat, so no stamps are needed.
                if !row(at: symbols[i].occurrences[0], holds: symbol) { symbols[i].occurrences.removeAll() }
                return
            default:
                // A short list is de-duplicated by scanning it (as the dense rows are not looked at, the stamps of
                // `visited` are not needed afterwards).
                guard count <= OccurrenceList.inlineCount else { break }
                symbols.withUnsafeMutableBufferPointer { symbols in
                    rows.withUnsafeBufferPointer { rows in
                        symbols[i].occurrences.retainFirstOccurrences { SolverCore.row(rows, at: $0, holds: symbol) }
                    }
                }
                return
            }
        }
        visited.reserve(upTo: rows.count)
        visited.startRound()
        symbols.withUnsafeMutableBufferPointer { symbols in
            rows.withUnsafeBufferPointer { rows in
                visited.withUnsafeStamps { stamps, mark in
                    symbols[i].occurrences.retain { slot in
                        let s = Int(slot)
                        guard s < rows.count, stamps[s] != mark else { return false }
                        stamps[s] = mark
                        return SolverCore.row(rows, at: slot, holds: symbol)
                    }
                }
            }
        }
    }

    // MARK: Rows and symbols

    /// Adds `slot` to the occurrence lists of the symbols of the row there (or marks it dense, if it is long). A list
    /// that has grown enough since its last compaction is compacted afterwards (`OccurrenceList.isDue`), which bounds
    /// the stale slots it can hold.
    mutating func noteOccurrences(ofRowAt slot: Int32) {
        if rows[Int(slot)].cells.count >= denseLength || isDense(slot), markDenseIfLong(slot) { return }
        let cells = rows[Int(slot)].cells
        if appendOccurrences(of: cells, in: slot) { compactDueOccurrences(cells.lazy.map(\.symbol)) }
    }

    /// Adds `slot` to the occurrence lists of the cells' symbols, through one uniquely held buffer of the symbol table (a
    /// uniqueness check per cell otherwise); true when a list is due for compaction (`compactDueOccurrences`, once the
    /// row is in its slot).
    @inline(__always)
    mutating func appendOccurrences(of cells: [Cell], in slot: Int32) -> Bool {
        var due = false
        symbols.withUnsafeMutableBufferPointer { symbols in
            for cell in cells {
                symbols[cell.symbol.index].occurrences.append(slot)
                if symbols[cell.symbol.index].occurrences.isDue { due = true }
            }
        }
        return due
    }

    /// The same for the symbols a substitution brought in (gathered on the stack, `NewSymbolBuffer`, or in an array).
    /// (One generic function over any sequence of symbols for both this and `appendOccurrences` measured 0.6% more
    /// instructions per cell.)
    mutating func noteOccurrences<S: Collection<Symbol>>(of added: S, in slot: Int32) {
        if isDense(slot) || rows[Int(slot)].cells.count >= denseLength, markDenseIfLong(slot) { return }
        var due = Symbol.invalid
        symbols.withUnsafeMutableBufferPointer { symbols in
            for symbol in added {
                symbols[symbol.index].occurrences.append(slot)
                if symbols[symbol.index].occurrences.isDue { due = symbol }
            }
        }
        if due.isValid { compactDueOccurrences(added) }
    }

    /// Compacts the occurrence lists among `symbols` that are due (rare: a list doubles between compactions).
    mutating func compactDueOccurrences<S: Sequence<Symbol>>(_ candidates: S) {
        for symbol in candidates where symbols[symbol.index].occurrences.isDue {
            compactOccurrences(of: symbol, includingDense: true)
        }
    }

    /// Puts `row` in a free slot, or a new one, and returns the slot. The row is consumed: a borrowed row stored in the
    /// table was a second reference to its cells (a retain, and a release when the caller's copy went).
    ///
    /// Its symbols' occurrence lists are told from the row as it came, before it is stored, unless it is (or its slot is
    /// marked) dense: read from its slot afterwards, the cells were a second reference again.
    ///
    /// Always inlined: every definition and tableau row an add makes comes through here, and out of line the call's
    /// register saves and restores cost ~20 instructions a row.
    @discardableResult
    @inline(__always)
    mutating func insertRow(_ row: consuming Row) -> Int32 {
        // The row's length is read first: read after the slot was found, the row's cells were retained and released around
        // the read.
        let basic = row.basic, length = row.cells.count
        let free = freeSlots.pop(logging: undo.isOpen)
        let slot = free ?? Int32(rows.count)
        if free != nil { touch(slot) }
        let sparse = length < denseLength && !isDense(slot)
        let due = sparse && appendOccurrences(of: row.cells, in: slot)
        if free != nil { rows[Int(slot)] = row } else { rows.append(row) }
        symbols[basic.index].slot = slot
        if !sparse {
            noteOccurrences(ofRowAt: slot)
        } else if due {
            compactDueOccurrences(rows[Int(slot)].cells.map(\.symbol))
        }
        return slot
    }

    @discardableResult
    mutating func removeRow(at slot: Int32) -> Row {
        touch(slot)
        let row = rows[Int(slot)]
        rows[Int(slot)] = Row()
        symbols[row.basic.index].slot = -1
        unmarkDense(slot)
        if symbols[row.basic.index].kind == .external { evaluation.noteRemovedDefinition() }
        freeSlots.push(slot, logging: undo.isOpen)
        return row
    }

    /// Always inlined: a self-sizing cell makes some 60 symbols and their variables' 32, and out of line the call saved and
    /// restored six registers around a few loads and an append (~55 instructions a symbol).
    @inline(__always)
    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        if let id = freeSymbols.pop(logging: undo.isOpen) {
            // A failed call must make the symbol free (and blank) again: `rollback` resets the reused ones.
            if undo.isOpen { undo.reusedSymbols.append(id) }
            symbols[Int(id)].renew(kind)
            return Symbol(id: id)
        }
        let symbol = Symbol(id: Int32(symbols.count))
        symbols.append(SymbolInfo(kind: kind))
        return symbol
    }

    /// The symbol of a user's variable in this solver, if it has one.
    ///
    /// Always inlined: called from a mutating method, an outlined non-mutating call gets a copy of the whole
    /// solver state (a 300-byte memcpy) as its `self`, on every term of every constraint.
    @inline(__always)
    func symbol(of variable: Variable) -> Symbol? { symbol(of: .passUnretained(variable)) }

    /// The same for a variable passed unretained (a constraint's term, which the constraint keeps alive): read as a
    /// strong reference, each term's variable was retained and released around its lookup.
    @inline(__always)
    func symbol(of variable: Unmanaged<Variable>) -> Symbol? {
        let token = tokenID
        guard let id = variable._withUnsafeGuaranteedRef({ $0.solverSymbols.symbol(for: token) }), id > 0,
              Int(id) < symbols.count, variableOf(Int(id))?.toOpaque() == variable.toOpaque() else { return nil }
        return Symbol(id: id)
    }

    /// The symbol of a user's variable, created on first use. Inlined, the lookup and the creation: called out of line,
    /// `createRow` retained and released each term's variable around the call. (The creation, left to the compiler, went
    /// out of line once it also kept `variables`: 0.1% more instructions per cell.)
    @inline(__always)
    mutating func externalSymbol(for variable: Unmanaged<Variable>) -> Symbol {
        if let symbol = symbol(of: variable) { return symbol }
        return newExternalSymbol(for: variable)
    }

    /// A new symbol for a variable the solver does not know yet (see `externalSymbol`).
    @inline(__always)
    private mutating func newExternalSymbol(for variable: Unmanaged<Variable>) -> Symbol {
        let symbol = newSymbol(.external)
        setVariable(variable, of: symbol)
        let token = unretainedToken
        variable._withUnsafeGuaranteedRef { $0.solverSymbols.set(symbol.id, for: token) }
        variableCount += 1
        return symbol
    }

    /// The solver's token, unretained (the solver holds it), for the symbol caches (`SolverSymbolCache.set`).
    @inline(__always)
    var unretainedToken: Unmanaged<AnyObject> { Unmanaged.passUnretained(token) }

    // MARK: Objective bookkeeping

    /// Takes a constraint's errors out of the objective (before its row leaves the tableau).
    mutating func removeCost(of tag: Tag) {
        let strength = tag.constraint.strength
        guard !strength.isRequired, let level = objective.index(of: strength.priority) else { return }
        if tag.isError(tag.marker) { removeCost(of: tag.marker, strength, at: level) }
        if tag.isError(tag.other) { removeCost(of: tag.other, strength, at: level) }
    }

    private mutating func removeCost(of error: Symbol, _ strength: Strength, at level: Int) {
        let slot = symbols[error.index].slot
        if slot >= 0 {
            objective.add(rows[Int(slot)], times: -strength.weight, at: level)
        } else {
            objective.addCost(-strength.weight, to: error, at: level)
        }
    }

    // MARK: Committing

    /// Always inlined into `addConstraint`, its one caller: out of line, the call's register saves and restores were paid
    /// by every constraint added for a few stores.
    @inline(__always)
    mutating func commitAdd(_ constraint: Constraint, _ tag: Tag) {
        tags.insert(tag, unretainedToken)
        if !constraint.strength.isRequired {
            objective.changeMembersAtCommit(by: 1, at: termLevel)
        }
        // `createRow`'s lookups: the call has added no term and removed no variable since. Through the two buffers: a
        // uniqueness check of the symbol table per term otherwise.
        let termCount = constraint.expression.terms.count
        termSymbols.withUnsafeBufferPointer { termSymbols in
            symbols.withUnsafeMutableBufferPointer { symbols in
                for k in 0..<termCount where termSymbols[k].isValid { symbols[termSymbols[k].index].references += 1 }
            }
        }
    }

    mutating func commitRemove(_ tag: Tag) {
        let constraint = tag.constraint
        tags.remove(constraint, tokenID)
        if !constraint.isRequired, let level = objective.index(of: constraint.strength.priority) {
            if objective.levels[level].members > 1 {
                objective.changeMembersAtCommit(by: -1, at: level)
            } else {
                objective.removeLevel(at: level)
            }
        }
        // By index, each term's variable passed unretained (the constraint, which the caller holds, keeps it alive), as
        // `createRow` reads them: iterated as terms, each term was copied out, its variable retained and released.
        let terms = constraint.expression.terms
        for k in terms.indices {
            let termVariable = Unmanaged.passUnretained(terms[k].variable)
            guard let symbol = symbol(of: termVariable) else { continue }
            symbols[symbol.index].references -= 1
            if symbols[symbol.index].references > 0 { continue }
            // No constraint mentions the variable any more: its row, if any, constrains nothing.
            let slot = symbols[symbol.index].slot
            if slot >= 0 {
                let row = removeRow(at: slot)
                // Cannot fail: the row's values are finite, and so are the definitions'.
                try? substituteIntoDefinitions(symbol, with: row)
            }
            setVariable(nil, of: symbol)
            variable(termVariable.takeUnretainedValue(), forgottenAt: symbol)
            recycleIfUnused(symbol)
        }
        recycleIfUnused(tag.marker)
        recycleIfUnused(tag.other)
    }

    /// Gives a symbol back for reuse when nothing refers to it any more: not basic, in no row, without a cost at any
    /// level, standing for no variable. Without this a solver whose constraints come and go — a table's cells are
    /// re-configured as they are reused — would grow its symbol table and its per-level cost arrays forever, and
    /// every `updateVariables` would walk the dead symbols. (An optional constraint's second error symbol can stay in
    /// other rows after its removal; it is then left alone.)
    mutating func recycleIfUnused(_ symbol: Symbol) {
        guard symbol.isValid, symbols[symbol.index].kind != .invalid, symbols[symbol.index].slot < 0,
              variableOf(symbol.index) == nil, holdsNoRow(symbol),
              objective.costSign(of: symbol) == 0, artificial?.contains(symbol) != true else { return }
        symbols[symbol.index].renew(.invalid)
        freeSymbols.push(symbol.id, logging: undo.isOpen)
    }

    /// The variable the symbol with id `index` stands for, if any.
    @inline(__always)
    func variableOf(_ index: Int) -> Unmanaged<Variable>? {
        index < variables.count ? variables[index] : nil
    }

    /// Makes `variable` the one `symbol` stands for (or none).
    @inline(__always)
    mutating func setVariable(_ variable: Unmanaged<Variable>?, of symbol: Symbol) {
        if symbol.index < variables.count {
            variables[symbol.index] = variable
        } else if let variable {
            growVariables(toHold: variable, at: symbol.index)
        }
    }

    /// `setVariable` past the end of `variables`: it grows (at least doubling), empty entries before `index`.
    @inline(never)
    private mutating func growVariables(toHold variable: Unmanaged<Variable>, at index: Int) {
        variables.append(contentsOf: repeatElement(nil, count: Swift.max(index + 1, 2 * variables.count, 120) - variables.count))
        variables[index] = variable
    }

    /// Leaves a forgotten variable's symbol as an inert external that no row mentions.
    mutating func variable(_ variable: Variable, forgottenAt symbol: Symbol) {
        variable.solverSymbols.remove(tokenID)
        variableCount -= 1
        if undo.isOpen { undo.forgottenVariables.append((variable, symbol)) }
    }

    /// Always inlined: called out of line from `removeConstraint` and `setConstant` (mutating), it was handed a copy of
    /// the whole solver state as its `self`. A solver without edit variables (a table's cells) skips the lookup.
    @inline(__always)
    func isEditConstraint(_ constraint: Constraint) -> Bool {
        guard !edits.isEmpty, constraint.expression.terms.count == 1,
              let info = edits[ObjectIdentifier(constraint.expression.terms[0].variable)] else { return false }
        return info.constraint === constraint
    }
}
