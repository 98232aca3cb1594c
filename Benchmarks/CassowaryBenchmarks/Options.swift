import Glibc

/// Which solvers a run measures.
enum EngineKind: String, CaseIterable, Sendable {
    case trellis
    case kiwi
}

/// Command-line options.
struct Options {
    static let usage = """
    usage: CassowaryBenchmarks [--quick] [--only CASE[,CASE…]] [--limit SECONDS] [--kiwi PATH]
                               [--engine trellis|kiwi|both] [--sizes N[,N…]] [--reps K] [--processes P]
                               [--list]

    Builds the systems of issue 2 in Trellis's solver and in kiwi (C++), checks every solve against
    known values, and prints one Markdown table. Exits non-zero if any solve is wrong.

      --quick          smallest sizes only (a CI smoke run)
      --only CASE      run only these cases: an id (see --list), an id prefix (chain, cells, edit…)
                       or a group letter of the issue (a, a', b, c, d); comma-separated or repeated
      --limit SECONDS  time limit of each engine on each case (default 20); past it: "over limit"
      --kiwi PATH      kiwi's wrapper library (default: $TRELLIS_KIWI_LIB, else .kiwi/libkiwi_c.so
                       in the current directory or the package root); without it kiwi is skipped
      --engine E       trellis, kiwi or both (default both)
      --sizes LIST     override the sizes N of every selected case
      --reps K         keep the best of up to K runs of each measurement (default 5, stopping after 1 s)
      --processes P    keep the best of up to P child processes of each measurement (default 3, 1 with
                       --quick; stopping after 3 s, or at a first outcome that is not a time)
      --list           list the cases and exit
    """

    var quick = false
    var only: [String] = []
    var limit = 20.0
    var kiwiPath: String?
    var engines: [EngineKind] = EngineKind.allCases
    var sizes: [Int]?
    var reps = 5
    /// Child processes per measurement: on the shared VM a process runs at one of two speeds, some 40% apart, for its
    /// whole life (a core's placement), so the best of several processes is the steadier figure, for both engines.
    var processes = 3
    var list = false
    /// Set in a child process: run one measurement and print its result line.
    var child: (caseID: String, n: Int, engine: EngineKind)?

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var processes: Int?
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let v = rest.popFirst() else { throw UsageError(message: "\(flag) needs a value") }
            return v
        }
        func number(_ flag: String) throws -> Double {
            let text = try value(flag)
            guard let v = Double(text), v.isFinite, v > 0 else { throw UsageError(message: "\(flag): bad number \(text)") }
            return v
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--only": options.only += try value(argument).split(separator: ",").map(String.init)
            case "--limit": options.limit = try number(argument)
            case "--kiwi": options.kiwiPath = try value(argument)
            case "--engine":
                let e = try value(argument)
                if e == "both" {
                    options.engines = EngineKind.allCases
                } else if let kind = EngineKind(rawValue: e) {
                    options.engines = [kind]
                } else {
                    throw UsageError(message: "--engine: trellis, kiwi or both, not \(e)")
                }
            case "--sizes":
                let list = try value(argument).split(separator: ",").map { Int($0.filter { $0 != "_" }) }
                guard !list.isEmpty, list.allSatisfy({ ($0 ?? 0) > 0 }) else { throw UsageError(message: "--sizes: positive integers") }
                options.sizes = list.map { $0! }
            case "--reps": options.reps = max(1, Int(try number(argument)))
            case "--processes": processes = max(1, Int(try number(argument)))
            case "--list": options.list = true
            case "--child":
                let id = try value(argument)
                guard let n = Int(try value(argument)), let engine = EngineKind(rawValue: try value(argument)) else {
                    throw UsageError(message: "--child CASE N ENGINE")
                }
                options.child = (id, n, engine)
            case "-h", "--help": throw UsageError(message: nil)
            default: throw UsageError(message: "unknown argument \(argument)")
            }
        }
        // A smoke run measures once.
        options.processes = processes ?? (options.quick ? 1 : options.processes)
        if let unknown = options.only.first(where: { s in !BenchCase.all.contains { $0.matches([s]) } }) {
            throw UsageError(message: "--only: no case \(unknown) (see --list)")
        }
        return options
    }

    /// The kiwi wrapper library to load, if one exists.
    func resolvedKiwiPath() -> String? {
        if let kiwiPath { return kiwiPath }
        if let fromEnvironment = getenv("TRELLIS_KIWI_LIB").map({ String(cString: $0) }), !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        var candidates = [".kiwi/libkiwi_c.so"]
        // The package root, from <root>/<scratch>/<triple>/release/CassowaryBenchmarks.
        var parts = Options.executablePath().split(separator: "/", omittingEmptySubsequences: false)
        for _ in 0..<4 {
            _ = parts.popLast()
            if parts.count > 1 { candidates.append(parts.joined(separator: "/") + "/.kiwi/libkiwi_c.so") }
        }
        return candidates.first { access($0, R_OK) == 0 }
    }

    /// This program's own path (to start child processes).
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

struct UsageError: Error {
    let message: String?
}
