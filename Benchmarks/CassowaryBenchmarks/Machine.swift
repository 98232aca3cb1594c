import Glibc

/// The machine the table was measured on: online cores (nproc) and the CPU model from /proc/cpuinfo.
enum Machine {
    static var cores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    static var cpuModel: String {
        guard let file = fopen("/proc/cpuinfo", "r") else { return "unknown CPU" }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            if text.hasPrefix("model name"), let colon = text.firstIndex(of: ":") {
                return text[text.index(after: colon)...].trimmingCharacters()
            }
        }
        return "unknown CPU"
    }

    static var summary: String { "\(cores) cores (nproc), \(cpuModel)" }

    /// The 1-, 5- and 15-minute load averages (other work on a shared machine skews the times).
    static var loadAverage: String {
        guard let file = fopen("/proc/loadavg", "r") else { return "?" }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        guard getline(&line, &capacity, file) > 0, let line else { return "?" }
        return String(cString: line).split(separator: " ").prefix(3).joined(separator: " ")
    }
}

extension StringProtocol {
    func trimmingCharacters() -> String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
}
