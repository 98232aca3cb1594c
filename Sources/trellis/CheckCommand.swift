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

    // Issue 7's layout checker and trace (UIKit's Diagnostics): every finding is printed. Ambiguous views and broken
    // constraints are errors (a layout Auto Layout cannot decide); overlaps, views outside their superview and
    // truncated or clipped labels are often deliberate (an avatar over a header) and fail only with `--strict`.
    @Flag(help: "Also fail when the layout checker finds overlaps, views outside their superview, or truncated or clipped labels.")
    var strict = false

    @Flag(help: "Print the window's autolayoutTrace() (views, markers, ambiguous variables).")
    var trace = false

    // Why a view is ambiguous is rarely visible in the trace alone: the rows that pin each coordinate, and the
    // optional ones left unmet, show which constraints tie.
    @Flag(help: "Print explainFrame() for every ambiguous view (the constraints that hold or miss each coordinate).")
    var explain = false

    func validate() throws {
        _ = try AppCatalog.app(named: app)
        _ = try scene.configuration()
    }

    func run() throws {
        let app = try AppCatalog.app(named: app)
        let configuration = try scene.configuration()
        let (problems, findings, traceText, explanations): ([String], [LayoutIssue], String, [String]) = try MainActor.assumeIsolated {
            let previous = UIView.layoutLog
            UIView.layoutLog = { _ in }  // collected by the scene, printed below
            defer { UIView.layoutLog = previous }
            let running = try HeadlessScene(app: app, configuration: configuration)
            let where_ = LayoutConfiguration(device: configuration.device, orientation: configuration.orientation,
                                             contentSizeCategory: configuration.contentSize,
                                             userInterfaceStyle: configuration.style)
            let findings = LayoutChecker(configurations: [where_]).check(running.window, in: where_)
            var explanations: [String] = []
            if explain {
                @MainActor func visit(_ view: UIView) {
                    guard !view.isHidden else { return }
                    if view !== running.window, view.hasAmbiguousLayout { explanations.append(view.explainFrame()) }
                    view.subviews.forEach(visit)
                }
                visit(running.window)
            }
            return (running.layoutMessages, findings, trace ? running.window.autolayoutTrace() : "", explanations)
        }
        if trace { print(traceText) }
        for explanation in explanations { print(explanation) }
        if !findings.isEmpty {
            print("\(app.name) — \(configuration.caption): \(findings.count) layout checker finding(s)")
            for finding in findings { print("  \(finding.kind.rawValue): \(finding.view) — \(finding.detail)") }
        }
        let errors = findings.filter { $0.kind == .ambiguousLayout || $0.kind == .brokenConstraints }
        if (strict && !findings.isEmpty) || !errors.isEmpty, problems.isEmpty { throw ExitCode.failure }
        if problems.isEmpty {
            print("\(app.name) — \(configuration.caption): no layout problems")
            return
        }
        print("\(app.name) — \(configuration.caption): \(problems.count) layout problem(s)")
        for problem in problems { print(problem) }
        throw ExitCode.failure
    }
}
