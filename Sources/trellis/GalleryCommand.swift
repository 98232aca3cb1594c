import ArgumentParser
import Foundation

/// `trellis gallery -o gallery/`: every app on every gallery configuration, an `index.html` grid of the shots.
///
/// Each screen is rendered by a child process (`trellis render … --report-json`), because `UIApplication.shared`
/// and the simulated device are process-global; `--jobs` children run at a time.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every app × iPhone SE, iPhone 15, iPhone 15 Pro Max, iPad portrait and landscape × light/dark × L/AX3.")

    @Option(name: [.short, .customLong("output")], help: "Output folder.")
    var output: String = "gallery"

    /// The numbers are parsed unconditionally, so that a negative one is refused for its value, not reported missing.
    @Option(parsing: .unconditional,
            help: "Pixels per point of the shots (1 keeps the page light; the devices' own scale is 2 or 3).")
    var scale: Double = 1

    @Option(parsing: .unconditional, help: "Renders to run at a time.")
    var jobs: Int = 2

    @Option(name: .customLong("app"), help: "Only these apps (repeatable).")
    var onlyApps: [String] = []

    func validate() throws {
        guard jobs >= 1 && jobs <= 16 else { throw ValidationError("--jobs must be between 1 and 16 (got \(jobs)).") }
        guard scale > 0 && scale <= 4 else { throw ValidationError("--scale must be between 0 and 4 (got \(scale)).") }
        for name in onlyApps { _ = try AppCatalog.app(named: name) }
    }

    func run() throws {
        let apps = try onlyApps.isEmpty ? AppCatalog.apps : onlyApps.map(AppCatalog.app(named:))
        let shots = GalleryPlan.shots(apps: apps)
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileOutput.makeFolder(folder)
        let started = Date()
        let progress = ProgressBar(total: shots.count)
        let results = ChildRunner.run(shots, jobs: jobs) { shot in
            ["render", shot.app] + shot.arguments + ["--scale", String(scale), "-o", folder.appendingPathComponent(shot.file).path,
                                                     "--report-json"]
        } onFinish: { shot, _ in
            progress.advance(label: "\(shot.app) · \(shot.caption)")
        }
        progress.finish()
        let elapsed = Date().timeIntervalSince(started)
        let page = GalleryPage(shots: shots, results: results, elapsed: elapsed, jobs: jobs)
        try FileOutput.write(Data(page.html().utf8), to: folder.appendingPathComponent("index.html").path)
        try FileOutput.write(Data(JSONOutput.string(page.summaries).utf8), to: folder.appendingPathComponent("results.json").path)

        let failures = results.filter { !$0.succeeded }
        let withMessages = results.filter { $0.succeeded && !($0.report?.layoutMessages.isEmpty ?? true) }
        print(String(format: "gallery: %d screens in %.1f s (%d at a time) → %@", shots.count, elapsed, jobs,
                     folder.appendingPathComponent("index.html").path))
        if !withMessages.isEmpty {
            print("gallery: \(withMessages.count) screen(s) logged layout messages (see results.json)")
        }
        let withAmbiguity = results.filter { $0.succeeded && !($0.report?.ambiguousViews.isEmpty ?? true) }
        if !withAmbiguity.isEmpty {
            print("gallery: \(withAmbiguity.count) screen(s) have views with an ambiguous layout (see results.json)")
        }
        if !failures.isEmpty {
            for failure in failures { FileHandle.standardError.write(Data("gallery: FAILED \(failure.summaryLine)\n".utf8)) }
            throw ExitCode.failure
        }
    }
}

/// One screen of the gallery.
struct GalleryShot: Sendable {
    let app: String
    let device: String
    let orientation: String
    let appearance: String
    let contentSize: String

    var arguments: [String] {
        ["--device", device, "--orientation", orientation, "--appearance", appearance, "--content-size", contentSize]
    }
    var caption: String { "\(device) · \(orientation) · \(appearance) · \(contentSize)" }
    var file: String {
        "\(app)/\(DeviceCatalog.key(device))-\(orientation)-\(appearance)-\(contentSize.lowercased()).png"
    }
}

enum GalleryPlan {
    /// iPhone SE, iPhone 15, iPhone 15 Pro Max and iPad in portrait, iPad in landscape.
    static let placements: [(device: String, orientation: String)] = [
        ("iPhone SE", "portrait"), ("iPhone 15", "portrait"), ("iPhone 15 Pro Max", "portrait"),
        ("iPad", "portrait"), ("iPad", "landscape"),
    ]
    static let appearances = ["light", "dark"]
    static let contentSizes = ["L", "AX3"]

    static func shots(apps: [ExampleApp]) -> [GalleryShot] {
        apps.flatMap { app in
            placements.flatMap { placement in
                appearances.flatMap { appearance in
                    contentSizes.map { size in
                        GalleryShot(app: app.name, device: placement.device, orientation: placement.orientation,
                                    appearance: appearance, contentSize: size)
                    }
                }
            }
        }
    }
}

/// A progress bar on standard error (a line per screen when it is not a terminal).
final class ProgressBar: @unchecked Sendable {
    private let total: Int
    private var done = 0
    private let lock = NSLock()
    private let interactive = isatty(STDERR_FILENO) != 0

    init(total: Int) {
        self.total = total
        draw(label: "starting")
    }

    func advance(label: String) {
        lock.lock()
        done += 1
        draw(label: label)
        lock.unlock()
    }

    private func draw(label: String) {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let line = "[\(bar)] \(done)/\(total) \(label)"
        FileHandle.standardError.write(Data((interactive ? "\r\u{1B}[2K" + line : line + "\n").utf8))
    }

    func finish() {
        if interactive { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
