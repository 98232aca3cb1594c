/// The objective of the solver: one row per priority level in use, highest priority first.
///
/// This is the original Cassowary's "symbolic weights" idea made exact: a symbol's cost is a vector
/// over the levels, compared lexicographically, so no error at one priority can ever be bought with
/// error at a higher one — however close the priorities (999 vs 999.5) and however many levels there are.
/// Inside one level, the errors of its constraints add up, each scaled by its weight.
struct PriorityLevel {
    let priority: Double
    /// `error = constant + Σ coefficient · symbol` over parametric symbols.
    var row = Row()
    /// Constraints (and edit variables) in the solver at this priority.
    var members = 0
}

struct Objective {
    /// Sorted by priority, highest first.
    var levels: [PriorityLevel] = []

    /// The index of the level for `priority`, created if needed.
    mutating func level(for priority: Double) -> Int {
        if let i = index(of: priority) { return i }
        let at = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(PriorityLevel(priority: priority), at: at)
        return at
    }

    func index(of priority: Double) -> Int? {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) >> 1
            if levels[mid].priority == priority { return mid }
            if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The sign of a symbol's lexicographic reduced cost: -1 when entering it lowers the objective
    /// (the first non-zero level coefficient is negative), +1 when it raises it, 0 when it is free.
    func costSign(of symbol: Symbol) -> Int {
        for level in levels {
            let c = level.row.coefficient(for: symbol)
            if c < -Row.epsilon { return -1 }
            if c > Row.epsilon { return 1 }
        }
        return 0
    }
}
