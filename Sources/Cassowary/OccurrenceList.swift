/// The slots of the rows a symbol may occur in, with room for two inline.
///
/// In layouts most symbols occur in one or two rows, so keeping the first two slots inline saves
/// the heap allocation a plain array would make for every symbol; long lists (a container's width in
/// a wide chain) spill into an array.
struct OccurrenceList: Sequence {
    private var first: Int32 = 0
    private var second: Int32 = 0
    private var spill: [Int32] = []
    private(set) var count = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    mutating func append(_ slot: Int32) {
        switch count {
        case 0: first = slot
        case 1: second = slot
        default: spill.append(slot)
        }
        count += 1
    }

    mutating func removeAll() {
        count = 0
        if !spill.isEmpty { spill.removeAll(keepingCapacity: true) }
    }

    subscript(index: Int) -> Int32 {
        get {
            switch index {
            case 0: return first
            case 1: return second
            default: return spill[index - 2]
            }
        }
        set {
            switch index {
            case 0: first = newValue
            case 1: second = newValue
            default: spill[index - 2] = newValue
            }
        }
    }

    /// Keeps the slots `keep` accepts, in order, in place: compaction happens on every lookup of a
    /// symbol's rows, so it must not allocate (the spill keeps its capacity).
    mutating func retain(where keep: (Int32) -> Bool) {
        var kept = 0
        for index in 0..<count {
            let slot = self[index]
            guard keep(slot) else { continue }
            self[kept] = slot
            kept += 1
        }
        count = kept
        if kept > 2 {
            spill.removeLast(spill.count - (kept - 2))
        } else if !spill.isEmpty {
            spill.removeAll(keepingCapacity: true)
        }
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
