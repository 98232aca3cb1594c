import Foundation

/// Runs this executable again as child processes, `jobs` at a time, and collects what each printed.
enum ChildRunner {
    struct Result: Sendable {
        let shot: GalleryShot
        let status: Int32
        let stdout: String
        let stderr: String
        let report: RenderReport?

        var succeeded: Bool { status == 0 && report != nil }
        var summaryLine: String {
            let why = stderr.split(separator: "\n").last.map(String.init) ?? "exit status \(status)"
            return "\(shot.app) · \(shot.caption): \(why)"
        }
    }

    /// The path of the running executable (so that children run the same build).
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    static func run(_ shots: [GalleryShot], jobs: Int, arguments: @escaping @Sendable (GalleryShot) -> [String],
                    onFinish: @escaping @Sendable (GalleryShot, Result) -> Void) -> [Result] {
        let results = ResultBox(count: shots.count)
        let slots = DispatchSemaphore(value: jobs)
        let group = DispatchGroup()
        let queue = DispatchQueue(label: "trellis.children", attributes: .concurrent)
        for (index, shot) in shots.enumerated() {
            slots.wait()
            group.enter()
            queue.async {
                let result = runOne(shot, arguments: arguments(shot))
                results.set(index, result)
                onFinish(shot, result)
                slots.signal()
                group.leave()
            }
        }
        group.wait()
        return results.all
    }

    private static func runOne(_ shot: GalleryShot, arguments: [String]) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Result(shot: shot, status: -1, stdout: "", stderr: "could not start \(executablePath): \(error)", report: nil)
        }
        // Read both pipes while the child runs, so that a chatty child cannot fill a pipe and block.
        let errData = DataBox()
        let errRead = DispatchSemaphore(value: 0)
        let reader = Thread {
            errData.data = err.fileHandleForReading.readDataToEndOfFile()
            errRead.signal()
        }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errRead.wait()
        let stdout = String(decoding: outData, as: UTF8.self)
        let report = stdout.split(separator: "\n").last.flatMap { try? JSONDecoder().decode(RenderReport.self, from: Data($0.utf8)) }
        return Result(shot: shot, status: process.terminationStatus, stdout: stdout,
                      stderr: String(decoding: errData.data ?? Data(), as: UTF8.self), report: report)
    }
}

private final class ResultBox: @unchecked Sendable {
    private var results: [ChildRunner.Result?]
    private let lock = NSLock()
    init(count: Int) { results = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: ChildRunner.Result) { lock.lock(); results[index] = result; lock.unlock() }
    var all: [ChildRunner.Result] { lock.lock(); defer { lock.unlock() }; return results.compactMap { $0 } }
}

private final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Data?
    var data: Data? {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}
