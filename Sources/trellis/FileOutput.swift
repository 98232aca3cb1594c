import Foundation

/// Writing the tool's files (screenshots, the gallery's page): a folder made as needed, and a failure reported as a
/// user reads it — "cannot write /tmp: Is a directory" — rather than as Foundation's error dump.
enum FileOutput {
    /// Writes `data` to `path` (atomically: never a half-written picture), making its folder first.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        if isFolder(path) { throw TrellisError.cannotWrite(path: path, reason: "it is a folder") }
        try attempt(path) {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
    }

    /// Whether `path` names an existing folder (where a file was asked for).
    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Makes the folder `url` (and any missing parents).
    static func makeFolder(_ url: URL) throws {
        try attempt(url.path) { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    }

    private static func attempt(_ path: String, _ body: () throws -> Void) throws {
        do { try body() } catch { throw TrellisError.cannotWrite(path: path, reason: reason(for: error)) }
    }

    /// The operating system's words for the failure (`strerror`) where Foundation wraps one, else Foundation's own
    /// without its "The operation could not be completed." preamble.
    static func reason(for error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let cocoa = error as? CocoaError, let underlying = cocoa.underlying { return reason(for: underlying) }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error { return reason(for: underlying) }
        let text = nsError.localizedDescription
        let preamble = "The operation could not be completed. "
        return text.hasPrefix(preamble) ? String(text.dropFirst(preamble.count)) : text
    }
}
