/// A list of plain values that is emptied in constant time, for the objective's queues and journal, which almost every
/// call fills and empties again.
///
/// `Array.removeAll(keepingCapacity:)` goes through `replaceSubrange`, some 70–80 instructions however short the array:
/// emptying the dirty queue after every search for an entering symbol and the journal after every call was ~1.4% of a
/// self-sizing cell's instructions. Here emptying sets `count` to zero; the storage keeps its elements past `count`,
/// which is harmless for plain values (`BitwiseCopyable`: nothing to release).
struct ScratchList<Element: BitwiseCopyable>: RandomAccessCollection {
    private var storage: [Element] = []
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    var capacity: Int { storage.capacity }

    subscript(index: Int) -> Element {
        precondition(index < count, "index out of range")
        return storage[index]
    }

    /// Always inlined: the objective appends to its journal and its queue for every cost it changes (some sixty times
    /// per self-sizing cell), and out of line each append cost ~45 instructions of call and checks around one store.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count < storage.count { storage[count] = element } else { storage.append(element) }
        count += 1
    }

    mutating func removeAll() { count = 0 }

    /// Appends `elements` in order, through one uniquely held buffer (`append` checks uniqueness per element): the
    /// objective's changes for a row's cells, gathered first.
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) { appendInlined(contentsOf: elements) }

    /// `append(contentsOf:)` inlined, for the one hot caller where the call costs as much as the copy (`touch` in the
    /// pivots' substitutions); inlined everywhere, it lengthened the callers that run it rarely.
    @inline(__always)
    mutating func appendInlined(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        let reused = Swift.min(storage.count - count, elements.count)
        if reused > 0 {
            let start = count
            storage.withUnsafeMutableBufferPointer { $0.baseAddress!.advanced(by: start).update(from: source, count: reused) }
        }
        if reused < elements.count {
            storage.append(contentsOf: UnsafeBufferPointer(start: source + reused, count: elements.count - reused))
        }
        count += elements.count
    }

    /// Keeps, in order, the elements `shouldBeRemoved` rejects.
    mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        var kept = 0
        for i in 0..<count where !shouldBeRemoved(storage[i]) {
            storage[kept] = storage[i]
            kept += 1
        }
        count = kept
    }

    mutating func reserveCapacity(_ minimumCapacity: Int) { storage.reserveCapacity(minimumCapacity) }

    /// Appends up to `room` elements written in place: `body` gets the storage from `count` on, with room for `room`
    /// elements (the storage is first extended with `filler` where it is shorter), and returns how many it wrote.
    ///
    /// For a loop that appends to two lists at once (`Objective.add(_:times:at:)`: a row's cost changes to the journal and
    /// the queue): gathered on the stack and copied in, each list cost a call and a copy per row priced.
    @inline(__always)
    mutating func appendInPlace(upTo room: Int, filler: Element, _ body: (UnsafeMutablePointer<Element>) -> Int) {
        if storage.count < count + room { extendStorage(toLength: count + room, filler: filler) }
        let start = count
        count += storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    }

    private mutating func extendStorage(toLength length: Int, filler: Element) {
        storage.append(contentsOf: repeatElement(filler, count: length - storage.count))
    }
}

extension ScratchList: Sendable where Element: Sendable {}

/// Printed as the elements it holds, like an array: the stale ones past `count` are not part of its value (a recycled
/// solver's emptied state prints as a fresh one's).
extension ScratchList: CustomDebugStringConvertible {
    var debugDescription: String { Array(self).debugDescription }
}
