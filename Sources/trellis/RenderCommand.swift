import ArgumentParser
import Foundation
import UIKit

/// `trellis render <app>`: one screenshot (PNG, or PDF with `--pdf`).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render an app's screen to PNG (or PDF) as a simulator screenshot.")

    @Argument(help: "The app: \(AppCatalog.names.joined(separator: ", ")).")
    var app: String

    @OptionGroup var scene: SceneOptions

    /// Unconditional, so that `--scale -1` is refused for its value rather than reported as missing.
    @Option(parsing: .unconditional, help: "Pixels per point (default: the device's scale).")
    var scale: Double?

    @Option(name: [.short, .customLong("output")], help: "Output file (default: <app>.png or <app>.pdf).")
    var output: String?

    @Flag(help: "Write a vector PDF of the screen (the window, with the status bar and home indicator unless --no-chrome) instead of a PNG.")
    var pdf = false

    @Flag(name: .customLong("no-chrome"), help: "Leave out the status bar and home indicator.")
    var noChrome = false

    /// Used by `gallery`: print one JSON line describing the result on standard output.
    @Flag(name: .customLong("report-json"), help: .hidden)
    var reportJSON = false

    func validate() throws {
        _ = try AppCatalog.app(named: app)
        _ = try scene.configuration()
        if let scale, !(scale > 0 && scale <= 4) {
            throw ValidationError("--scale must be between 0 and 4 (got \(scale)).")
        }
        // Found before the app is launched and rendered, not after.
        if let output, FileOutput.isFolder(output) {
            throw ValidationError("--output \(output) is a folder; give a file name, e.g. \(output)/\(app).png.")
        }
    }

    func run() throws {
        let app = try AppCatalog.app(named: app)
        let configuration = try scene.configuration()
        let wantsPDF = pdf || (output?.lowercased().hasSuffix(".pdf") ?? false)
        let path = output ?? "\(app.name).\(wantsPDF ? "pdf" : "png")"
        let started = Date()
        let report: RenderReport = try MainActor.assumeIsolated {
            let running = try HeadlessScene(app: app, configuration: configuration)
            let data: Data
            var pixels = (0, 0)
            if wantsPDF {
                data = ScreenRenderer.pdf(running, chrome: !noChrome)
            } else {
                let result = try ScreenRenderer.png(running, scale: scale, chrome: !noChrome)
                data = result.data
                pixels = (result.pixelWidth, result.pixelHeight)
            }
            try FileOutput.write(data, to: path)
            return RenderReport(output: path, pixelWidth: pixels.0, pixelHeight: pixels.1, bytes: data.count,
                                layoutMessages: running.layoutMessages, ambiguousViews: running.ambiguousViews,
                                seconds: Date().timeIntervalSince(started))
        }
        if reportJSON {
            let encoder = JSONEncoder()
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            let size = wantsPDF ? "PDF" : "\(report.pixelWidth)×\(report.pixelHeight) px"
            print("wrote \(path) (\(size), \(report.bytes / 1024) KB) — \(configuration.caption) — "
                + String(format: "%.2f s", report.seconds))
            if !report.layoutMessages.isEmpty {
                FileHandle.standardError.write(Data("trellis: \(report.layoutMessages.count) layout message(s) while laying out \(app.name)\n".utf8))
            }
            if !report.ambiguousViews.isEmpty {
                FileHandle.standardError.write(Data("trellis: ambiguous layout: \(report.ambiguousViews.joined(separator: ", "))\n".utf8))
            }
        }
    }
}
