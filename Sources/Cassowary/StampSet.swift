/// A set of small integers (row slots, symbol ids) emptied in O(1), for the walks that must visit each item once.
///
/// Each member is marked with the number of the round it was inserted in, and a new round makes every older mark
/// stale, so nothing is cleared between walks; the marks are zeroed only when the 32-bit round number wraps. The
/// solver keeps three (rows visited by a lookup, rows saved by a transaction, symbols seen by the objective's
/// search), each of which used to spell this out for itself.
struct StampSet {
    private var stamps: [UInt32] = []
    private var round: UInt32 = 0

    /// Empties the set. Always inlined, the increment: every call to the solver starts a round (its transaction's
    /// saved rows) and so does every search for an entering symbol; the wrap, once in four billion rounds, is apart.
    @inline(__always)
    mutating func startRound() {
        round &+= 1
        if round == 0 { restartRounds() }
    }

    /// Zeroes the marks after the round number wrapped.
    private mutating func restartRounds() {
        for i in stamps.indices { stamps[i] = 0 }
        round = 1
    }

    /// Makes room for members below `count`, which `insert` requires.
    @inline(__always)
    mutating func reserve(upTo count: Int) { stamps.growZeroFilled(toReach: count) }

    /// Inserts `member` (below the room reserved); false when it was in the set already.
    @inline(__always)
    mutating func insert(_ member: Int) -> Bool {
        guard stamps[member] != round else { return false }
        stamps[member] = round
        return true
    }

    /// Calls `body` with the stamps (room reserved as by `reserve`) and the round's mark: `stamps[m] == mark` says that
    /// `m` is in the set, and writing `mark` there inserts it. For loops that insert many members, where `insert` checked
    /// the array's uniqueness and bounds on every one.
    @inline(__always)
    mutating func withUnsafeStamps<R>(_ body: (UnsafeMutableBufferPointer<UInt32>, UInt32) -> R) -> R {
        let mark = round
        return stamps.withUnsafeMutableBufferPointer { body($0, mark) }
    }

    /// Whether `member` is in the set (any integer: those past the room reserved are not).
    @inline(__always)
    func contains(_ member: Int) -> Bool { member < stamps.count && stamps[member] == round }
}
