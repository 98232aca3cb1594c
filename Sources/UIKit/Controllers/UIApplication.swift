/// The app object: its delegate, its windows and the environment the simulated device provides.
@MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()

    /// The app's delegate (kept strongly here, since nothing else holds it in a headless run).
    open var delegate: (any UIApplicationDelegate)?

    /// Right-to-left for apps running in right-to-left languages; settable to simulate one.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet { if userInterfaceLayoutDirection != oldValue { environmentChanged() } }
    }
    /// The user's text size (Dynamic Type) in the simulated environment. Changing it updates every window's
    /// traits (`traitCollectionDidChange`) and posts `UIContentSizeCategory.didChangeNotification`.
    public var preferredContentSizeCategory: UIContentSizeCategory = .large {
        didSet {
            guard preferredContentSizeCategory != oldValue else { return }
            environmentChanged()
            // Apple (`didChangeNotification`): "The userInfo dictionary contains the new value under the
            // newValueUserInfoKey key."
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: preferredContentSizeCategory])
        }
    }
    /// Light or dark appearance in the simulated environment.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet { if userInterfaceStyle != oldValue { environmentChanged() } }
    }

    /// The windows take the new environment's traits and lay out again.
    private func environmentChanged() {
        for window in windows {
            window.windowTraits = window.screen.traitCollection
            window.propagateTraitChanges()
            window.setNeedsLayout()
        }
    }
    public private(set) var applicationState: State = .active
    public var isIdleTimerDisabled = false

    /// Windows made so far, not kept alive: their references read nil once they are deallocated (a `weak` reference
    /// would put every retain and release of a window on the runtime's slow path; see `LayoutItemReference`).
    private var windowRefs: [LayoutItemReference] = []

    /// Windows made so far and still alive, oldest first.
    public var windows: [UIWindow] {
        windowRefs = windowRefs.filter { $0.view != nil }
        return windowRefs.compactMap { $0.view as? UIWindow }
    }

    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    func register(_ window: UIWindow) { windowRefs.append(window.layoutItemReference) }

    /// Visible windows are kept alive by the app, as a scene keeps its windows on iOS; hidden ones are not.
    private var visibleWindows: [UIWindow] = []

    func windowVisibilityChanged(_ window: UIWindow) {
        visibleWindows.removeAll { $0 === window }
        if !window.isHidden { visibleWindows.append(window) }
    }

    var traitLayoutDirection: UITraitEnvironmentLayoutDirection {
        userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    public enum State: Int, Sendable { case active, inactive, background }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// Lets work the app queued on the main queue (`DispatchQueue.main.async`, timers) run, ending each turn as UIKit
    /// does — the windows' update-constraints and layout passes, then the display pass of the visible ones (views marked
    /// with `setNeedsDisplay()` draw into their backing stores) — until a turn finds nothing to do or `timeout` passes.
    public func runUntilIdle(timeout: TimeInterval = 2) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var idleTurns = 0
        while idleTurns < 3, Date() < deadline {
            let before = Date()
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            let laidOut = finishTurn()
            idleTurns = laidOut || Date().timeIntervalSince(before) > 0.05 ? 0 : idleTurns + 1
        }
    }

    /// What UIKit runs at the end of each turn of the run loop: the update-constraints and layout passes of every
    /// window that needs them, then the display pass of the visible windows. Answers whether any window laid out.
    @discardableResult
    func finishTurn() -> Bool {
        var laidOut = false
        for window in windows where window.rootNeedsPass {
            window.layoutIfNeeded()
            laidOut = true
        }
        displayVisibleWindows()
        return laidOut
    }

    /// Runs the app's launch headless: sets the delegate, calls `application(_:didFinishLaunchingWithOptions:)` and
    /// `applicationDidBecomeActive(_:)`, then lays out every window and displays the visible ones, as the end of the
    /// launch's run loop turn does. This is what `main()` does with the delegate.
    public func launch(with delegate: any UIApplicationDelegate) {
        self.delegate = delegate
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        applicationState = .active
        delegate.applicationDidBecomeActive(self)
        for window in windows { window.layoutIfNeeded() }
        displayVisibleWindows()
    }

    /// The display pass of every visible window (hidden windows are not on screen, so they are not drawn).
    private func displayVisibleWindows() {
        for window in windows where !window.isHidden { window.runDisplayPass() }
    }
}

/// The app delegate's callbacks; all optional, as in UIKit.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
}

extension UIApplicationDelegate where Self: UIResponder {
    /// The `@main` entry point, as UIKit provides it: creates the delegate and launches the app headless.
    ///
    /// The delegate is created through `init?(coder:)`, which `UIResponder` makes required (as UIKit does through
    /// NSCoding) and which a delegate without initializers of its own inherits — stored properties get their
    /// default values. `UIApplicationMainSupport.factory`, when set, is used instead.
    public static func main() {
        if let make = UIApplicationMainSupport.factory {
            UIApplication.shared.launch(with: make())
            return
        }
        guard let delegate = Self(coder: HeadlessLaunchCoder()) else {
            UIView.layoutLog("UIApplicationMain: \(Self.self).init(coder:) returned nil; call "
                + "UIApplication.shared.launch(with:) with a delegate instead.")
            return
        }
        UIApplication.shared.launch(with: delegate)
        if UIApplicationMainSupport.drainsMainQueueAfterLaunch { UIApplication.shared.runUntilIdle() }
    }
}

/// The (empty) coder `main()` hands to the delegate's `init?(coder:)`.
final class HeadlessLaunchCoder: NSCoder {}

/// A hook for launching `@main` app delegates with a delegate made some other way (tests, custom set-ups).
@MainActor
public enum UIApplicationMainSupport {
    public static var factory: (() -> any UIApplicationDelegate)?
    /// Whether `main()` runs the main queue after launching (work the app queued with `DispatchQueue.main.async`),
    /// laying out after each turn. Tests that call `main()` from inside a running main actor turn it off.
    public static var drainsMainQueueAfterLaunch = true
}
