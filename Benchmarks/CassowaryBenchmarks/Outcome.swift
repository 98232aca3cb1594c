/// The result of one engine on one case at one size.
enum Outcome {
    case measured(Metrics)
    case overLimit
    /// A solve gave a wrong answer.
    case failed(String)
    /// The solver refused a call (threw), or the child could not run it.
    case error(String)
    /// The child process died (a trap or signal).
    case crashed(String)
    /// Not run (engine unavailable or not selected).
    case skipped(String)

    var isFailure: Bool {
        switch self {
        case .failed, .error, .crashed: return true
        default: return false
        }
    }

    /// The one line a child prints on standard output.
    var resultLine: String {
        switch self {
        case .measured(let metrics):
            return "RESULT ok " + metrics.keys.sorted().map { "\($0)=\(metrics[$0]!)" }.joined(separator: " ")
        case .overLimit: return "RESULT over"
        case .failed(let why): return "RESULT fail " + Outcome.oneLine(why)
        case .error(let why): return "RESULT error " + Outcome.oneLine(why)
        case .crashed(let why): return "RESULT error " + Outcome.oneLine(why)
        case .skipped(let why): return "RESULT error " + Outcome.oneLine(why)
        }
    }

    /// Reads a child's result line back.
    init(resultLine output: String) {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("RESULT ") }) else {
            self = .crashed("no result from the child process")
            return
        }
        let words = line.split(separator: " ", maxSplits: 2).map(String.init)
        let rest = words.count > 2 ? words[2] : ""
        switch words.count > 1 ? words[1] : "" {
        case "ok":
            var metrics: Metrics = [:]
            for pair in rest.split(separator: " ") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                if kv.count == 2, let v = Double(kv[1]) { metrics[String(kv[0])] = v }
            }
            self = .measured(metrics)
        case "over": self = .overLimit
        case "fail": self = .failed(rest)
        default: self = .error(rest)
        }
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" ? " " : $0 }.prefix(2000))
    }
}
