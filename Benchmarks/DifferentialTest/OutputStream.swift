#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the JSON Lines go: stdout or a file, through C stdio's buffering.
struct LineOutput {
    private let file: UnsafeMutablePointer<FILE>
    private let owned: Bool

    /// Opens `path` for writing, or stdout when `path` is nil. Returns nil if the file cannot be opened.
    init?(path: String?) {
        if let path {
            guard let f = fopen(path, "w") else { return nil }
            file = f
            owned = true
        } else {
            // `fdopen` rather than the C global `stdout`, which Swift 6 treats as unsafe shared state.
            guard let f = fdopen(1, "w") else { return nil }
            file = f
            owned = false
        }
    }

    func write(line: String) {
        fputs(line, file)
        fputs("\n", file)
    }

    func close() {
        fflush(file)
        if owned { fclose(file) }
    }
}

/// Writes a message to stderr.
func printError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    bytes.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
}
