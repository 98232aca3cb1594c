/// A small, fast, seedable PRNG (Steele, Lea & Flood's SplitMix64), shared by the project's randomized
/// tests and the differential-test generator.
///
/// Randomized tests must produce the same cases in every process and on every platform, so they never touch
/// Swift's `SystemRandomNumberGenerator` or anything seeded per process (hashing, `Set`, `Dictionary`
/// iteration order): a failure then reproduces from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The generator for system `index` of a run seeded with `seed`: independent of every other system, so
    /// `--first index --count 1` reproduces one system alone.
    public init(seed: UInt64, system index: Int) {
        var mixer = SplitMix64(seed: seed ^ 0x5DEE_CE66_D1CE_4E5B)
        let base = mixer.next()
        self.init(seed: base &+ UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
        _ = next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound` (bound > 0), by rejection so there is no modulo bias.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        let b = UInt64(bound)
        let limit = UInt64.max - UInt64.max % b
        while true {
            let r = next()
            if r < limit { return Int(r % b) }
        }
    }

    /// A uniform integer in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < p
    }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// One element of a non-empty array, chosen with the given relative weights.
    public mutating func pick<T>(_ items: [(T, Int)]) -> T {
        let total = items.reduce(0) { $0 + $1.1 }
        var r = below(total)
        for (item, weight) in items {
            if r < weight { return item }
            r -= weight
        }
        return items[items.count - 1].0
    }

    /// A uniform double in `low..<high`.
    public mutating func double(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) * 0x1p-53
    }
}
