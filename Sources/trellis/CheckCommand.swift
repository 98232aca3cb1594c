import ArgumentParser
import Foundation
import UIKit

/// `trellis check <app>`: launches the app and fails when Auto Layout complained (unsatisfiable constraints,
/// illegal constraints, layout loops) while it launched and laid out.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Launch an app and report Auto Layout problems (exit status 1 when there are any).")

    @Argument(help: "The app: \(AppCatalog.names.joined(separator: ", ")).")
    var app: String

    @OptionGroup var scene: SceneOptions

    func validate() throws {
        _ = try AppCatalog.app(named: app)
        _ = try scene.configuration()
    }

    func run() throws {
        let app = try AppCatalog.app(named: app)
        let configuration = try scene.configuration()
        let problems: [String] = try MainActor.assumeIsolated {
            let previous = UIView.layoutLog
            UIView.layoutLog = { _ in }  // collected by the scene, printed below
            defer { UIView.layoutLog = previous }
            let running = try HeadlessScene(app: app, configuration: configuration)
            return running.layoutMessages
        }
        if problems.isEmpty {
            print("\(app.name) — \(configuration.caption): no layout problems")
            return
        }
        print("\(app.name) — \(configuration.caption): \(problems.count) layout problem(s)")
        for problem in problems { print(problem) }
        throw ExitCode.failure
    }
}
