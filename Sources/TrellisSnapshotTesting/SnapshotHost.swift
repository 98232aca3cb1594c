import Foundation
import UIKit

/// Puts a controller on a simulated device, lets it settle, and renders or describes it.
@MainActor
public enum SnapshotHost {
    /// How long queued work (`DispatchQueue.main.asyncAfter`, image loads) may take to arrive before the shot.
    /// Zero (the default) runs no run loop at all: the shot is taken right after the synchronous layout, so no
    /// other main-actor work (another test) can run in between.
    public static var settleTime: TimeInterval = 0

    /// Hosts `controller` in a key window on `config`'s device and environment and lays it out.
    @discardableResult
    public static func host(_ controller: UIViewController, on config: ViewImageConfig, traits: UITraitCollection? = nil) -> UIWindow {
        UIDevice.current.simulate(config.device, orientation: config.deviceOrientation)
        UIApplication.shared.preferredContentSizeCategory = config.contentSizeCategory
        UIApplication.shared.userInterfaceStyle = config.userInterfaceStyle
        if let style = traits?.userInterfaceStyle, style != .unspecified {
            controller.overrideUserInterfaceStyle = style
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        if settleTime > 0 {
            settle()
            // Spinning the run loop may have let other main-actor work change the process-wide environment.
            if UIDevice.current.simulatedDevice != config.device || UIDevice.current.orientation != config.deviceOrientation {
                UIDevice.current.simulate(config.device, orientation: config.deviceOrientation)
            }
            UIApplication.shared.preferredContentSizeCategory = config.contentSizeCategory
            UIApplication.shared.userInterfaceStyle = config.userInterfaceStyle
            window.layoutIfNeeded()
        }
        return window
    }

    /// Runs the main queue until queued work has arrived and the layout is stable.
    public static func settle(for time: TimeInterval = settleTime) {
        guard time > 0 else { return }
        UIApplication.shared.runUntilIdle()
        let end = Date(timeIntervalSinceNow: time)
        while Date() < end {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
            UIApplication.shared.runUntilIdle(timeout: 0.2)
        }
        UIApplication.shared.runUntilIdle()
    }

    static func image(of controller: UIViewController, on config: ViewImageConfig, traits: UITraitCollection?,
                      scale: CGFloat?) -> UIImage {
        let window = host(controller, on: config, traits: traits)
        defer { release(window) }
        return render(window, scale: scale ?? config.device.scale)
    }

    static func image(of view: UIView, size: CGSize?, scale: CGFloat?) -> UIImage {
        if let size { view.frame.size = size }
        view.layoutIfNeeded()
        return render(view, scale: scale ?? UIScreen.main.scale)
    }

    static func description(of controller: UIViewController, on config: ViewImageConfig) -> String {
        let window = host(controller, on: config)
        defer { release(window) }
        return describe(controller.view, depth: 0)
    }

    /// Renders a view (a window: the whole screen) with UIKit's renderer.
    public static func render(_ view: UIView, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let renderer = UIGraphicsImageRenderer(bounds: view.bounds, format: format)
        return renderer.image { context in
            view.layer.render(in: context.cgContext)
        }
    }

    /// One line per view, indented by depth: class, frame, and a label's text.
    static func describe(_ view: UIView, depth: Int) -> String {
        let frame = view.frame
        func f(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
        var line = String(repeating: "   | ", count: depth)
        line += "<\(String(describing: type(of: view))); frame = (\(f(frame.minX)) \(f(frame.minY)); \(f(frame.width)) \(f(frame.height)))"
        if view.isHidden { line += "; hidden" }
        if let label = view as? UILabel, let text = label.text { line += "; text = '\(text.prefix(30))'" }
        line += ">"
        return ([line] + view.subviews.map { describe($0, depth: depth + 1) }).joined(separator: "\n")
    }

    private static func release(_ window: UIWindow) {
        window.isHidden = true
        window.rootViewController = nil
    }
}
