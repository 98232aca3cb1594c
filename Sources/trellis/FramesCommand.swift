import ArgumentParser
import UIKit

/// `trellis frames <app>`: the app's view tree with frames after launch and layout.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames", abstract: "Print an app's view tree with frames (text outline or JSON).")

    @Argument(help: "The app: \(AppCatalog.names.joined(separator: ", ")).")
    var app: String

    @OptionGroup var scene: SceneOptions

    @Flag(help: "Print JSON (frames in the superview's and the window's coordinates).")
    var json = false

    func validate() throws {
        _ = try AppCatalog.app(named: app)
        _ = try scene.configuration()
    }

    func run() throws {
        let app = try AppCatalog.app(named: app)
        let configuration = try scene.configuration()
        let output: String = try MainActor.assumeIsolated {
            let running = try HeadlessScene(app: app, configuration: configuration)
            let tree = ViewNode(running.window, in: running.window)
            return json ? try JSONOutput.string(tree) : tree.outline()
        }
        print(output)
    }
}
