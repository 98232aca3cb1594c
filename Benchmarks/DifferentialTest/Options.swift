import Foundation

/// Command-line options of `cassowary-difftest`.
///
///     cassowary-difftest [--count N] [--seed S] [--first I] [--every K] [--out FILE]
///
/// - `--count N`: number of systems (default 100).
/// - `--seed S`: run seed (default 1); system `i` depends only on `S` and `i`.
/// - `--first I`: index of the first system (default 0); `--first 17 --count 1` replays system 17 alone.
/// - `--every K`: a full checkpoint (values for the lexicographic check) every K operations (default 4);
///   every system also checkpoints after its last operation and after each rejected add.
/// - `--out FILE`: write the JSON Lines there instead of stdout.
/// - `--replay FILE`: instead of generating, add the constraints of one recorded state to a fresh solver.
struct Options {
    var count = 100
    var seed: UInt64 = 1
    var first = 0
    var every = 4
    /// DIFFTEST_TEMPLATES=1: each system's first adds go in as one batch from a template (`runSystem`).
    var templates = ProcessInfo.processInfo.environment["DIFFTEST_TEMPLATES"] == "1"
    var out: String?
    var replay: String?

    static let usage = "usage: cassowary-difftest [--count N] [--seed S] [--first I] [--every K] [--out FILE] [--replay STATE.json]"

    /// Parses `arguments` (without the program name); returns nil and an error message on bad input.
    static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
        var options = Options()
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "-h" || flag == "--help" { return .failure(OptionsError(message: usage)) }
            guard let value = rest.popFirst() else {
                return .failure(OptionsError(message: "missing value for \(flag)\n\(usage)"))
            }
            switch flag {
            case "--count":
                guard let n = Int(value), n >= 0 else { return .failure(OptionsError(message: "bad --count \(value)")) }
                options.count = n
            case "--seed":
                guard let s = UInt64(value) else { return .failure(OptionsError(message: "bad --seed \(value)")) }
                options.seed = s
            case "--first":
                guard let n = Int(value), n >= 0 else { return .failure(OptionsError(message: "bad --first \(value)")) }
                options.first = n
            case "--every":
                guard let n = Int(value), n >= 1 else { return .failure(OptionsError(message: "bad --every \(value)")) }
                options.every = n
            case "--out":
                options.out = value
            case "--replay":
                options.replay = value
            default:
                return .failure(OptionsError(message: "unknown option \(flag)\n\(usage)"))
            }
        }
        return .success(options)
    }
}

struct OptionsError: Error {
    let message: String
}
