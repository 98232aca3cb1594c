/// The terms of one benchmark constraint, `LinearTerms((x, 1), (y, -1))`: one to four (variable, coefficient) pairs,
/// stored inline.
///
/// Not an array: an array of tuples per constraint was the harness's own allocation, its generic element-by-element
/// destruction and its free, in both engines alike (an array literal passed on is not promoted to the stack). Each
/// engine reads the terms from here into what it builds a constraint from.
struct LinearTerms<V> {
    let count: Int
    private let t0: (V, Double), t1: (V, Double)?, t2: (V, Double)?, t3: (V, Double)?

    init(_ t0: (V, Double)) {
        (count, self.t0, t1, t2, t3) = (1, t0, nil, nil, nil)
    }

    init(_ t0: (V, Double), _ t1: (V, Double)) {
        (count, self.t0, self.t1, t2, t3) = (2, t0, t1, nil, nil)
    }

    init(_ t0: (V, Double), _ t1: (V, Double), _ t2: (V, Double)) {
        (count, self.t0, self.t1, self.t2, t3) = (3, t0, t1, t2, nil)
    }

    init(_ t0: (V, Double), _ t1: (V, Double), _ t2: (V, Double), _ t3: (V, Double)) {
        (count, self.t0, self.t1, self.t2, self.t3) = (4, t0, t1, t2, t3)
    }

    subscript(index: Int) -> (V, Double) {
        switch index {
        case 0: return t0
        case 1: return t1!
        case 2: return t2!
        default: return t3!
        }
    }
}
