import UIKit

/// An example app running headless in one configuration: device, orientation, traits, scroll position.
///
/// `UIApplication.shared` is process-global, so a process runs one scene; the gallery runs each configuration in a
/// child process of its own.
@MainActor
final class HeadlessScene {
    let app: ExampleApp
    let configuration: SceneConfiguration
    let delegate: any UIApplicationDelegate
    let window: UIWindow
    /// Messages the layout engine logged while the app launched and laid out (unsatisfiable constraints…).
    private(set) var layoutMessages: [String]

    /// Sets up the simulated environment, launches the app and lets its queued work (image loads) run.
    init(app: ExampleApp, configuration: SceneConfiguration) throws {
        self.app = app
        self.configuration = configuration
        AppCatalog.exportImageSearchPath()
        var messages: [String] = []
        let previousLog = UIView.layoutLog
        UIView.layoutLog = { message in
            messages.append(message)
            previousLog(message)
        }
        defer { UIView.layoutLog = previousLog }

        UIDevice.current.simulate(configuration.device, orientation: configuration.orientation)
        UIApplication.shared.preferredContentSizeCategory = configuration.contentSize
        UIApplication.shared.userInterfaceStyle = configuration.style
        let delegate = app.makeDelegate()
        self.delegate = delegate
        UIApplication.shared.launch(with: delegate)
        HeadlessScene.settle(for: configuration.settle)
        guard let window = delegate.window ?? UIApplication.shared.keyWindow else {
            throw TrellisError.noWindow(app.name)
        }
        self.window = window
        if let scroll = configuration.scroll {
            try ScrollSupport.scroll(window, by: scroll)
            // Rows scrolled into view queue their own work (the image cells' pictures arrive 50-230 ms later): it gets
            // the same time as the launch's, or the shot would depend on how fast this machine scrolled.
            HeadlessScene.settle(for: configuration.settle)
        }
        window.layoutIfNeeded()
        layoutMessages = messages
    }

    /// Runs the main queue for `time` seconds (work queued with `asyncAfter`, such as the image cells' pictures,
    /// arrives), laying out after each turn, then until nothing is left to do.
    static func settle(for time: TimeInterval) {
        UIApplication.shared.runUntilIdle()
        let end = Date(timeIntervalSinceNow: time)
        while Date() < end {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
            UIApplication.shared.runUntilIdle(timeout: 0.2)
        }
        UIApplication.shared.runUntilIdle()
    }

    /// Views whose frame the constraints leave undetermined (`hasAmbiguousLayout`), as `ViewNode` names them.
    var ambiguousViews: [String] {
        var found: [String] = []
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            if view.hasAmbiguousLayout { found.append("\(ViewNode.name(of: view)) \(ViewNode.Rect(view.frame).text)") }
            view.subviews.forEach(visit)
        }
        visit(window)
        return found
    }

    /// The status bar style the app asks for (the root controller's, or the presented one's).
    var statusBarStyle: UIStatusBarStyle {
        var controller = window.rootViewController
        while let presented = controller?.presentedViewController { controller = presented }
        return controller?.preferredStatusBarStyle ?? .default
    }

    var prefersStatusBarHidden: Bool { window.rootViewController?.prefersStatusBarHidden ?? false }
}

enum TrellisError: Error, CustomStringConvertible {
    case noWindow(String)
    case noScrollView
    case renderFailed(String)
    case childFailed(String)
    case cannotWrite(path: String, reason: String)

    var description: String {
        switch self {
        case .noWindow(let app): "\(app) did not make a window (its app delegate's `window` is nil after launch)."
        case .noScrollView: "--scroll: the app has no scroll view to scroll."
        case .renderFailed(let why): "render failed: \(why)"
        case .childFailed(let why): why
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
