/// A small map from solver to an integer, kept on the objects solvers look up on every call: a variable's
/// symbol (`Variable.solverSymbols`) and a constraint's slot in the tag table (`Constraint.solverSlots`).
///
/// Almost every variable and constraint lives in exactly one solver, so the first entry is a plain comparison
/// of the solver's identity. Entries are only ever hints: solvers confirm a hit by checking that the slot they
/// find refers back to the same object, so an entry left behind by a solver that is gone (whose identity a new
/// solver may reuse) is harmless. Entries of live solvers are never evicted — the spill list drops only the
/// entries whose solver has been deallocated.
struct SolverSymbolCache {
    private var firstToken: ObjectIdentifier?
    private var firstSymbol: Int32 = 0
    /// The entries of further solvers, made on the first: nil for almost every object, so that creating and
    /// destroying a variable or constraint costs no array retain and release (two calls of the runtime's each).
    ///
    /// Unmanaged, retained once when made and released by the cache's owner as it goes (`releaseSpill`, from the deinit
    /// of `Variable` and `Constraint`, the only holders of a cache, which never copy it out to keep): a strong reference
    /// made every variable's and constraint's destruction call the runtime's release for a spill nearly always nil — with
    /// the call, some 12 instructions an object, 77 objects a self-sizing cell. The cache is plain data.
    private var spill: Unmanaged<Spill>?

    private final class Spill {
        var entries: [Entry] = []
    }

    private struct Entry {
        let id: ObjectIdentifier
        weak var token: AnyObject?
        var symbol: Int32
    }

    @inline(__always)
    func symbol(for token: ObjectIdentifier) -> Int32? {
        if firstToken == token { return firstSymbol }
        guard let spill else { return nil }
        return spill._withUnsafeGuaranteedRef { spill in
            for entry in spill.entries where entry.id == token { return entry.symbol }
            return nil
        }
    }

    /// Releases the spill, if any: for the cache's owner's deinit (see `spill`).
    @inline(__always)
    mutating func releaseSpill() {
        if let spill {
            spill.release()
            self.spill = nil
        }
    }

    /// Inlined for the usual case, a variable or constraint in one solver (the first entry); the others spill.
    @inline(__always)
    mutating func set(_ symbol: Int32, for token: AnyObject) {
        let id = ObjectIdentifier(token)
        if firstToken == nil || firstToken == id {
            firstToken = id; firstSymbol = symbol
        } else {
            setOther(symbol, for: token)
        }
    }

    /// `set`, with the token unretained: the solver's own token, which it holds. Passed as an object read from the solver's
    /// state, it was retained and released around every call (each constraint added, each new variable).
    @inline(__always)
    mutating func set(_ symbol: Int32, for token: Unmanaged<AnyObject>) {
        let id = ObjectIdentifier(token.takeUnretainedValue())
        if firstToken == nil || firstToken == id {
            firstToken = id; firstSymbol = symbol
        } else {
            setOther(symbol, for: token.takeUnretainedValue())
        }
    }

    private mutating func setOther(_ symbol: Int32, for token: AnyObject) {
        let id = ObjectIdentifier(token)
        if self.spill == nil { self.spill = Unmanaged.passRetained(Spill()) }
        let spill = self.spill.unsafelyUnwrapped.takeUnretainedValue()
        if let i = spill.entries.firstIndex(where: { $0.id == id }) {
            spill.entries[i].symbol = symbol
        } else {
            if spill.entries.count >= 8 { spill.entries.removeAll { $0.token == nil } }
            spill.entries.append(Entry(id: id, token: token, symbol: symbol))
        }
    }

    mutating func remove(_ token: ObjectIdentifier) {
        let spill = self.spill?.takeUnretainedValue()
        if firstToken == token {
            if let last = spill?.entries.popLast() { firstToken = last.id; firstSymbol = last.symbol } else { firstToken = nil }
        } else {
            spill?.entries.removeAll { $0.id == token }
        }
    }
}
