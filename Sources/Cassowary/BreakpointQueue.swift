/// The candidates of a long dual step (`SolverCore+LongStep.swift`): symbols of the leaving row that would raise it,
/// lowest lexicographic dual ratio (cost / coefficient, level by level) first, ties to the lowest symbol number.
///
/// A binary heap of entries. A symbol whose ratio changes gets a new entry, and its older ones go stale (`latest`
/// names the one that counts), so nothing is searched for or moved when a ratio changes; stale entries are dropped as
/// they come to the top. The arrays are kept between steps, so a warm solver allocates nothing here.
struct BreakpointQueue {
    private var levelCount = 0
    /// Entry k's symbol; its ratios are `ratios[k * levelCount ..< (k + 1) * levelCount]`.
    private var entries: [Symbol] = []
    private var ratios: [Double] = []
    /// Entry numbers, a min-heap by (ratios, symbol).
    private var heap: [Int32] = []
    /// By symbol id, while `stamp[id] == epoch`: the entry that counts (-1: none), and whether the symbol entered the
    /// basis during this step.
    private var latest: [Int32] = []
    private var entered: [Bool] = []
    private var stamp: [UInt32] = []
    private var epoch: UInt32 = 0

    /// Empties the queue for a step over a tableau of `symbolCount` symbols and `levelCount` priority levels.
    mutating func reset(levelCount: Int, symbolCount: Int) {
        self.levelCount = levelCount
        entries.removeAll(keepingCapacity: true)
        ratios.removeAll(keepingCapacity: true)
        heap.removeAll(keepingCapacity: true)
        if stamp.count < symbolCount {
            let grown = Swift.max(symbolCount, 2 * stamp.count)
            stamp += repeatElement(0, count: grown - stamp.count)
            latest += repeatElement(-1, count: grown - latest.count)
            entered += repeatElement(false, count: grown - entered.count)
        }
        epoch &+= 1
        if epoch == 0 {
            for i in stamp.indices { stamp[i] = 0 }
            epoch = 1
        }
    }

    /// Makes `symbol`'s record current for this step.
    @inline(__always) private mutating func visit(_ symbol: Symbol) {
        let i = symbol.index
        if stamp[i] != epoch {
            stamp[i] = epoch
            latest[i] = -1
            entered[i] = false
        }
    }

    /// Queues `symbol`, at `coefficient` in the leaving row, at its ratios to its costs in `levels`, replacing any
    /// earlier entry of it.
    mutating func push(_ symbol: Symbol, coefficient: Double, levels: [PriorityLevel]) {
        visit(symbol)
        let k = Int32(entries.count)
        entries.append(symbol)
        for level in 0..<levelCount { ratios.append(levels[level].cost(of: symbol) / coefficient) }
        latest[symbol.index] = k
        heap.append(k)
        sift(heap.count - 1, up: true)
    }

    /// Fills the empty queue with the cells `include` accepts, at the ratios `ratio` gives (by cell and level), in one
    /// pass through raw buffers and one heap construction (Floyd's, bottom-up): the leaving row of a long step has
    /// thousands of cells, and a push per cell (a sift and half a dozen checked array writes) cost more than the step's
    /// flips.
    mutating func fill(with cells: [Cell], where include: (Cell) -> Bool, ratio: (Cell, _ level: Int) -> Double) {
        let n = cells.count, levelCount = self.levelCount, epoch = self.epoch
        entries.append(contentsOf: repeatElement(.invalid, count: n))
        ratios.append(contentsOf: repeatElement(0, count: n * levelCount))
        heap.append(contentsOf: repeatElement(0, count: n))
        var count = 0
        cells.withUnsafeBufferPointer { cells in
            entries.withUnsafeMutableBufferPointer { entries in
                ratios.withUnsafeMutableBufferPointer { ratios in
                    heap.withUnsafeMutableBufferPointer { heap in
                        stamp.withUnsafeMutableBufferPointer { stamp in
                            latest.withUnsafeMutableBufferPointer { latest in
                                entered.withUnsafeMutableBufferPointer { entered in
                                    for cell in cells where include(cell) {
                                        let i = cell.symbol.index
                                        stamp[i] = epoch
                                        entered[i] = false
                                        latest[i] = Int32(count)
                                        entries[count] = cell.symbol
                                        for level in 0..<levelCount { ratios[count * levelCount + level] = ratio(cell, level) }
                                        heap[count] = Int32(count)
                                        count += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        entries.removeLast(n - count)
        ratios.removeLast((n - count) * levelCount)
        heap.removeLast(n - count)
        var index = count / 2
        while index > 0 {
            index -= 1
            sift(index, up: false)
        }
    }

    /// Drops `symbol`'s entry, if it has one.
    mutating func remove(_ symbol: Symbol) {
        visit(symbol)
        latest[symbol.index] = -1
    }

    /// Notes that `symbol` entered the basis in this step (it is not queued again, and may not leave in it).
    mutating func noteEntered(_ symbol: Symbol) {
        remove(symbol)
        entered[symbol.index] = true
    }

    func hasEntered(_ symbol: Symbol) -> Bool {
        let i = symbol.index
        return i < stamp.count && stamp[i] == epoch && entered[i]
    }

    /// Takes the symbol with the lowest ratio, if any.
    mutating func popFirst() -> Symbol? {
        while let top = heap.first {
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                sift(0, up: false)
            }
            let symbol = entries[Int(top)]
            if latest[symbol.index] == top {
                latest[symbol.index] = -1
                return symbol
            }
        }
        return nil
    }

    /// Restores heap order from `index` up (`up`) or down, through raw buffers: a pop sifts through a dozen levels of a
    /// heap of thousands, and the arrays' uniqueness and bounds checks at each level cost more than the comparisons.
    private mutating func sift(_ index: Int, up: Bool) {
        let levelCount = self.levelCount
        ratios.withUnsafeBufferPointer { ratios in
            entries.withUnsafeBufferPointer { entries in
                heap.withUnsafeMutableBufferPointer { heap in
                    /// Whether entry `a` comes before entry `b`: lower ratios level by level, then the lower symbol.
                    func precedes(_ a: Int32, _ b: Int32) -> Bool {
                        let ra = Int(a) * levelCount, rb = Int(b) * levelCount
                        for level in 0..<levelCount {
                            let x = ratios[ra + level], y = ratios[rb + level]
                            if x < y { return true }
                            if x > y { return false }
                        }
                        return entries[Int(a)] < entries[Int(b)]
                    }
                    var at = index
                    let item = heap[at]
                    if up {
                        while at > 0 {
                            let parent = (at - 1) / 2
                            guard precedes(item, heap[parent]) else { break }
                            heap[at] = heap[parent]
                            at = parent
                        }
                    } else {
                        let count = heap.count
                        while true {
                            var child = 2 * at + 1
                            guard child < count else { break }
                            if child + 1 < count && precedes(heap[child + 1], heap[child]) { child += 1 }
                            guard precedes(heap[child], item) else { break }
                            heap[at] = heap[child]
                            at = child
                        }
                    }
                    heap[at] = item
                }
            }
        }
    }
}
