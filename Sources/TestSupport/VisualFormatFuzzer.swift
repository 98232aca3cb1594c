/// Generates Visual Format Language strings for fuzzing the parser: well-formed ones from Apple's grammar, the same
/// mutated (characters inserted, deleted, replaced, duplicated; pieces spliced from another format), and raw noise
/// over the language's alphabet. Deterministic from its seed.
///
/// The views dictionary the fuzz targets use has `a`, `b`, `c`, `_x`, `view1`; the metrics `m` (12), `p` (750),
/// `neg` (-4). Generated names sometimes fall outside both, so lookup errors are exercised too.
public struct VisualFormatFuzzer: Sendable {
    public static let viewNames = ["a", "b", "c", "_x", "view1"]
    public static let metricValues: [String: Double] = ["m": 12, "p": 750, "neg": -4]

    private var random: SplitMix64
    private var previous = "[a]-[b]"

    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// The next format: 40% well-formed, 45% mutated, 15% noise.
    public mutating func next() -> String {
        let format: String
        switch random.below(20) {
        case 0..<8: format = wellFormed()
        case 8..<17: format = mutate(random.chance(0.5) ? wellFormed() : previous)
        default: format = noise()
        }
        previous = format
        return format
    }

    // MARK: Grammar

    public mutating func wellFormed() -> String {
        var s = ""
        switch random.below(4) {
        case 0: s += "H:"
        case 1: s += "V:"
        default: break
        }
        if random.chance(0.4) { s += "|" + connection(requireDash: false) }
        let count = random.int(in: 1...4)
        for i in 0..<count {
            if i > 0 { s += connection(requireDash: false) }
            s += view()
        }
        if random.chance(0.4) { s += connection(requireDash: false) + "|" }
        return random.chance(0.1) ? spaced(s) : s
    }

    private mutating func name() -> String {
        random.chance(0.93) ? random.pick(Self.viewNames) : random.pick(["zz", "Q", "_", "a1b", "m"])
    }

    private mutating func view() -> String {
        var s = "[" + name()
        if random.chance(0.5) {
            s += "(" + (0..<random.int(in: 1...3)).map { _ in predicate(inView: true) }.joined(separator: ",") + ")"
        }
        return s + "]"
    }

    private mutating func connection(requireDash: Bool) -> String {
        switch random.below(5) {
        case 0: return requireDash ? "-" : ""
        case 1: return "-"
        case 2: return "-" + number(signed: false) + "-"
        case 3: return "-" + (random.chance(0.8) ? "m" : random.pick(["p", "zz"])) + "-"
        default:
            return "-(" + (0..<random.int(in: 1...2)).map { _ in predicate(inView: false) }.joined(separator: ",") + ")-"
        }
    }

    private mutating func predicate(inView: Bool) -> String {
        var s = random.pick(["", "==", ">=", "<="])
        switch random.below(inView ? 4 : 3) {
        case 0, 1: s += number(signed: true)
        case 2: s += random.pick(["m", "neg", "p"])
        default: s += random.pick(Self.viewNames)
        }
        if random.chance(0.3) { s += "@" + random.pick(["750", "250", "999.5", "1", "p", "1000", "0", "1001"]) }
        return s
    }

    private mutating func number(signed: Bool) -> String {
        let n = random.pick(["0", "8", "20", "1.5", "100", "0.25", "1e2", "3.", ".5", "12345678901234567890", "1e400"])
        return signed && random.chance(0.2) ? "-" + n : n
    }

    private mutating func spaced(_ s: String) -> String {
        var out = ""
        for ch in s {
            if random.chance(0.3) { out += " " }
            out.append(ch)
        }
        return out
    }

    // MARK: Mutation and noise

    /// Characters the mutations and the noise draw from: the language's own, plus a few that never belong.
    private static let alphabet: [Character] = Array("HV:|-[]()@,=<>.0123456789abcm_xpneg ") + ["é", "\u{0}", "\n", "%", "😀"]

    public mutating func mutate(_ format: String) -> String {
        var chars = Array(format)
        for _ in 0..<random.int(in: 1...4) {
            let position = chars.isEmpty ? 0 : random.below(chars.count + 1)
            switch random.below(6) {
            case 0: chars.insert(random.pick(Self.alphabet), at: position)
            case 1: if position < chars.count { chars.remove(at: position) }
            case 2: if position < chars.count { chars[position] = random.pick(Self.alphabet) }
            case 3:
                if position < chars.count {
                    let end = min(chars.count, position + random.int(in: 1...6))
                    chars.insert(contentsOf: chars[position..<end], at: position)
                }
            case 4:
                // Splice in a piece of another well-formed format.
                let other = Array(wellFormed())
                let start = random.below(other.count)
                let end = min(other.count, start + random.int(in: 1...8))
                chars.insert(contentsOf: other[start..<end], at: position)
            default:
                if chars.count > 1 {
                    let i = random.below(chars.count - 1)
                    chars.swapAt(i, i + 1)
                }
            }
        }
        return String(chars)
    }

    public mutating func noise() -> String {
        String((0..<random.int(in: 0...24)).map { _ in random.pick(Self.alphabet) })
    }
}
