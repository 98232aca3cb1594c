/// The slots of the rows a symbol may occur in, with room for eight inline.
///
/// In layouts most symbols occur in a few rows (stale entries included, until the next lookup compacts
/// the list), so keeping the first eight slots inline saves the heap allocation a plain array would make
/// for most symbols — in a self-sizing cell, four inline slots still left about one spill per constraint;
/// long lists (a container's width in a wide chain) spill into an array.
struct OccurrenceList: Sequence {
    private var inline: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// The slots past the eighth: the first `count - inlineCount` of its elements (those after are left over from a longer
    /// list, and overwritten as it grows again). So shortening the list never touches the array: `removeLast(_:)` and
    /// `removeAll(keepingCapacity:)` each went through the standard library's generic `replaceSubrange` (~80
    /// instructions), at every compaction of a list that had spilled.
    private var spill: [Int32] = []
    /// How many slots the list holds (32 bits, with `limit`: the symbol table's records are 8 bytes smaller).
    var count: Int { Int(length) }
    private var length: Int32 = 0
    /// The length at which the owner should compact the list (`isDue`): twice its length after the last compaction,
    /// at least 32. Without it, a symbol whose rows come and go without its list ever being looked up (the errors of a
    /// squeezed chain's widths, merged into and out of a dense row by every pivot) keeps every stale slot: 776 MB
    /// after 569 squeezed edits of a chain of 1,000.
    private var limit: Int32 = 32
    /// How many slots are held inline (`SolverCore.compactOccurrences` scans lists this short instead of stamping them).
    static let inlineCount = 8

    /// Whether the list has grown enough since its last compaction to be compacted.
    var isDue: Bool { count >= Int(limit) }

    init() {}

    var isEmpty: Bool { count == 0 }

    mutating func append(_ slot: Int32) {
        if count < OccurrenceList.inlineCount {
            self[count] = slot
        } else {
            // A symbol that spills usually keeps growing (a container edge shared by many views):
            // start with room for a few, rather than growing through 1, 2, 4.
            let k = count - OccurrenceList.inlineCount
            if k < spill.count {
                spill[k] = slot
            } else {
                if spill.capacity == 0 { spill.reserveCapacity(6) }
                spill.append(slot)
            }
        }
        length += 1
    }

    mutating func removeAll() {
        length = 0
        limit = 32
    }

    /// Keeps the first `count` slots, and the limit of a new list (`isDue`), as a list made of them by appending would have:
    /// for a list rewritten in place that stands for such a new list (`SolverCore.substituteInListedRows`).
    mutating func keepFirst(_ count: Int) {
        precondition(count <= self.count)
        length = Int32(count)
        limit = 32
    }

    /// The slot at `index`: one of the inline eight (read and written as raw 32-bit words of the tuple), else in the spill.
    subscript(index: Int) -> Int32 {
        get {
            if index < OccurrenceList.inlineCount {
                return withUnsafeBytes(of: inline) { $0.load(fromByteOffset: index * 4, as: Int32.self) }
            }
            return spill[index - OccurrenceList.inlineCount]
        }
        set {
            if index < OccurrenceList.inlineCount {
                withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: newValue, toByteOffset: index * 4, as: Int32.self) }
            } else {
                spill[index - OccurrenceList.inlineCount] = newValue
            }
        }
    }

    /// Keeps the slots `keep` accepts, in order, in place: compaction happens on every lookup of a
    /// symbol's rows, so it must not allocate (the spill keeps its capacity).
    ///
    /// The slots are read and written through pointers to the inline eight and to the spill, taken once: through the
    /// subscript, every slot past the eighth written back checked the spill's uniqueness (a call), and a compaction of a
    /// list due (`isDue`: 32 slots or more) cost about 80 instructions per slot.
    mutating func retain(where keep: (Int32) -> Bool) {
        let n = count
        var kept = 0
        withUnsafeMutablePointer(to: &inline) { tuple in
            tuple.withMemoryRebound(to: Int32.self, capacity: OccurrenceList.inlineCount) { inline in
                if n <= OccurrenceList.inlineCount {
                    for index in 0..<n where keep(inline[index]) {
                        inline[kept] = inline[index]
                        kept += 1
                    }
                    return
                }
                spill.withUnsafeMutableBufferPointer { spill in
                    let first = OccurrenceList.inlineCount
                    for index in 0..<n {
                        let slot = index < first ? inline[index] : spill[index - first]
                        guard keep(slot) else { continue }
                        if kept < first { inline[kept] = slot } else { spill[kept - first] = slot }
                        kept += 1
                    }
                }
            }
        }
        length = Int32(kept)
        limit = Int32(Swift.max(32, 2 * kept))
    }

    /// `retain(where:)` for a list that fits inline, dropping repeated slots as well (each slot is tested once, where it
    /// first occurs): a scan of the slots kept so far instead of a set of stamps, for lists this short.
    mutating func retainFirstOccurrences(where keep: (Int32) -> Bool) {
        precondition(count <= OccurrenceList.inlineCount)
        let n = count
        var kept = 0
        withUnsafeMutablePointer(to: &inline) { tuple in
            tuple.withMemoryRebound(to: Int32.self, capacity: OccurrenceList.inlineCount) { inline in
                outer: for index in 0..<n {
                    let slot = inline[index]
                    for earlier in 0..<kept where inline[earlier] == slot { continue outer }
                    guard keep(slot) else { continue }
                    inline[kept] = slot
                    kept += 1
                }
            }
        }
        length = Int32(kept)
        limit = 32
    }

    struct Iterator: IteratorProtocol {
        let list: OccurrenceList
        var index = 0
        mutating func next() -> Int32? {
            guard index < list.count else { return nil }
            defer { index += 1 }
            return list[index]
        }
    }

    func makeIterator() -> Iterator { Iterator(list: self) }
}
