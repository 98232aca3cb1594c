import Testing
@testable import UIKit

/// A controller that records its lifecycle and pins one subview to its margins guide.
final class RecordingController: UIViewController {
    var events: [String] = []
    let content = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("viewDidAppear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        events.append("viewDidLayoutSubviews \(Int(view.bounds.width))")
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        events.append("willTransition(to: \(newCollection.horizontalSizeClass))")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        events.append("viewWillTransition(to: \(Int(size.width))x\(Int(size.height))) landscape=\(UIDevice.current.orientation.isLandscape) "
            + "traits=\(traitCollection.horizontalSizeClass) bounds=\(Int(view.bounds.width))")
        coordinator.animate(alongsideTransition: { _ in self.events.append("alongside") },
                            completion: { _ in self.events.append("completion \(Int(self.view.bounds.width))") })
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        events.append("traitCollectionDidChange(\(previousTraitCollection?.horizontalSizeClass ?? .unspecified) → \(traitCollection.horizontalSizeClass))")
    }
}

@MainActor
@Suite("View controllers, windows, devices, traits", .serialized)
struct ControllerTests {
    func show(_ controller: UIViewController, on device: SimulatedDevice,
              orientation: UIDeviceOrientation = .portrait) -> UIWindow {
        UIDevice.current.simulate(device, orientation: orientation)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    @Test("The view loads lazily: loadView, viewDidLoad, then appearance and layout callbacks in UIKit's order")
    func lifecycle() {
        let controller = RecordingController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        let window = show(controller, on: .iPhone13)
        #expect(controller.isViewLoaded)
        #expect(controller.events == ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                                      "viewDidLayoutSubviews 390", "viewDidAppear"])
        #expect(window.isKeyWindow)
        #expect(controller.view.window === window)
        #expect(controller.view.next === controller)
    }

    @Test("Root view on iPhone 13 portrait: system minimum margins 16 pt (compact) inside the 47/34 pt safe area")
    func rootViewOnIPhone() {
        let controller = RecordingController()
        _ = show(controller, on: .iPhone13)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 47, width: 358, height: 763))
        #expect(controller.content.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        #expect(controller.view.traitCollection.displayScale == 3)
    }

    @Test("Root view on iPad portrait: 20 pt margins (regular), 24/20 pt safe area; readable guide 672 pt centred")
    func rootViewOnIPad() {
        let controller = RecordingController()
        _ = show(controller, on: .iPad)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
        #expect(controller.content.frame == CGRect(x: 20, y: 24, width: 780, height: 1136))
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        let readable = controller.view.readableContentGuide
        controller.view.layoutIfNeeded()
        #expect(readable.layoutFrame == CGRect(x: 74, y: 24, width: 672, height: 1136))
    }

    @Test("On iPhone the readable content guide equals the margins guide")
    func readableOnIPhone() {
        let controller = RecordingController()
        _ = show(controller, on: .iPhoneSE)
        let readable = controller.view.readableContentGuide
        controller.view.layoutIfNeeded()
        #expect(readable.layoutFrame == CGRect(x: 16, y: 20, width: 343, height: 647))
        #expect(readable.layoutFrame == controller.view.layoutMarginsGuide.layoutFrame)
    }

    @Test("Rotating iPhone 15 Pro Max: willTransition → viewWillTransition (new orientation, old traits) → traits change → layout → completion")
    func rotationOrder() {
        let controller = RecordingController()
        let window = show(controller, on: .iPhone15ProMax)
        controller.events = []
        UIDevice.current.rotate(to: .landscapeLeft)
        #expect(controller.events == [
            "willTransition(to: regular)",
            "viewWillTransition(to: 932x430) landscape=true traits=compact bounds=430",
            "traitCollectionDidChange(compact → regular)",
            "alongside",
            "viewWillLayoutSubviews", "viewDidLayoutSubviews 932",
            "completion 932",
        ])
        #expect(window.frame == CGRect(x: 0, y: 0, width: 932, height: 430))
        #expect(UIScreen.main.bounds.size == CGSize(width: 932, height: 430))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        // Regular width in landscape: 20 pt margins inside the 59 pt safe area.
        #expect(controller.content.frame == CGRect(x: 79, y: 0, width: 774, height: 409))
        UIDevice.current.rotate(to: .portrait)
        #expect(controller.content.frame == CGRect(x: 16, y: 59, width: 398, height: 839))
    }

    @Test("Rotating an iPad keeps its size classes: no trait callbacks, only viewWillTransition")
    func iPadRotationKeepsTraits() {
        let controller = RecordingController()
        _ = show(controller, on: .iPad)
        controller.events = []
        UIDevice.current.rotate(to: .landscapeRight)
        #expect(!controller.events.contains { $0.hasPrefix("willTransition") || $0.hasPrefix("traitCollectionDidChange") })
        #expect(controller.events.first == "viewWillTransition(to: 1180x820) landscape=true traits=regular bounds=820")
        #expect(controller.content.frame == CGRect(x: 20, y: 24, width: 1140, height: 776))
        UIDevice.current.rotate(to: .portrait)
    }

    @Test("Views get traitCollectionDidChange when they join a window with different traits")
    func viewTraitChangeOnJoiningWindow() {
        final class TraitView: UIView {
            var previous: [UIUserInterfaceSizeClass] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previous.append(previousTraitCollection?.horizontalSizeClass ?? .unspecified)
            }
        }
        UIDevice.current.simulate(.iPad)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = TraitView()
        #expect(view.traitCollection.horizontalSizeClass == .unspecified)
        window.addSubview(view)
        #expect(view.previous == [.unspecified])
        #expect(view.traitCollection.horizontalSizeClass == .regular)
    }

    @Test("additionalSafeAreaInsets and a navigation bar inset the controller's safe area")
    func additionalSafeArea() {
        let controller = RecordingController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        _ = show(controller, on: .iPhoneSE)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        #expect(controller.content.frame == CGRect(x: 16, y: 30, width: 343, height: 637))

        let inner = RecordingController()
        let navigation = UINavigationController(rootViewController: inner)
        _ = show(navigation, on: .iPhone13)
        #expect(navigation.topViewController === inner)
        #expect(inner.navigationController === navigation)
        #expect(inner.view.safeAreaInsets.top == 91)
        #expect(inner.content.frame == CGRect(x: 16, y: 91, width: 358, height: 719))
        let pushed = RecordingController()
        navigation.pushViewController(pushed, animated: false)
        navigation.view.layoutIfNeeded()
        #expect(pushed.view.superview === navigation.view)
        #expect(inner.view.superview == nil)
        #expect(navigation.popViewController(animated: false) === pushed)
        #expect(inner.view.superview === navigation.view)
    }

    @Test("present/dismiss run headless and call completions")
    func presentAndDismiss() {
        let base = RecordingController()
        let window = show(base, on: .iPhone13)
        let modal = RecordingController()
        var done = 0
        base.present(modal, animated: true) { done += 1 }
        #expect(modal.presentingViewController === base)
        #expect(base.presentedViewController === modal)
        #expect(modal.view.superview === window)
        #expect(modal.events.contains("viewDidAppear"))
        modal.dismiss(animated: true) { done += 1 }
        #expect(done == 2)
        #expect(modal.view.superview == nil)
        #expect(base.presentedViewController == nil)
    }

    @Test("UIView.animate and UIViewPropertyAnimator apply the end state at once and call completions")
    func animations() {
        let view = UIView()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { view.tag = 3 },
                       completion: { finished.append($0) })
        #expect(view.alpha == 0 && view.tag == 3)
        #expect(finished == [true, true])
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { view.alpha = 1 }
        animator.addCompletion { position = $0 }
        #expect(view.alpha == 0)
        animator.startAnimation()
        #expect(view.alpha == 1)
        #expect(position == .end)
    }

    @Test("The simulated devices carry Apple's published points, scales and size classes")
    func deviceTable() {
        #expect(SimulatedDevice.iPhoneSE.portraitSize == CGSize(width: 375, height: 667))
        #expect(SimulatedDevice.iPhoneSE.scale == 2)
        #expect(SimulatedDevice.iPhone13.portraitSize == CGSize(width: 390, height: 844))
        #expect(SimulatedDevice.iPhone15.portraitSize == CGSize(width: 393, height: 852))
        #expect(SimulatedDevice.iPhone15ProMax.portraitSize == CGSize(width: 430, height: 932))
        #expect(SimulatedDevice.iPhone15ProMax.landscapeSizeClasses.horizontal == .regular)
        #expect(SimulatedDevice.iPhone15.landscapeSizeClasses.horizontal == .compact)
        #expect(SimulatedDevice.iPad.portraitSizeClasses == .init(.regular, .regular))
        UIDevice.current.simulate(.iPhoneSE, orientation: .landscapeLeft)
        #expect(UIScreen.main.bounds.size == CGSize(width: 667, height: 375))
        #expect(UIScreen.main.scale == 2)
        #expect(UIDevice.current.orientation.isLandscape)
        UIDevice.current.simulate(.iPhone13)
    }

    @Test("An app delegate launches headless: didFinishLaunching builds the window and the first layout runs")
    func appDelegateLaunch() {
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let root = RecordingController()
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.tintColor = .systemRed
                window?.rootViewController = root
                window?.makeKeyAndVisible()
                return true
            }
        }
        UIDevice.current.simulate(.iPhone13)
        let delegate = AppDelegate()
        UIApplication.shared.launch(with: delegate)
        #expect(UIApplication.shared.delegate === delegate)
        #expect(delegate.root.content.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
        #expect(delegate.root.content.tintColor == .systemRed)
    }
}

@MainActor
@Suite("App-wide right-to-left", .serialized)
struct AppRightToLeftTests {
    @Test("In a right-to-left app every view's leading is its right edge; margins follow")
    func appWideRightToLeft() {
        UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
        defer { UIApplication.shared.userInterfaceLayoutDirection = .leftToRight }
        UIDevice.current.simulate(.iPhoneSE)
        let controller = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor, constant: 4),
            badge.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 50), badge.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.makeKeyAndVisible()
        #expect(badge.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(controller.traitCollection.layoutDirection == .rightToLeft)
        // 375 − 16 margin − 4 − 50.
        #expect(badge.frame == CGRect(x: 305, y: 20, width: 50, height: 50))
        badge.semanticContentAttribute = .forceLeftToRight
        controller.view.semanticContentAttribute = .forceLeftToRight
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 20, y: 20, width: 50, height: 50))
    }
}

@MainActor
@Suite("Windows")
struct WindowTests {
    @Test("A window starts hidden; makeKeyAndVisible shows it; a new root controller of a visible window appears at once")
    func rootControllerOfVisibleWindow() {
        UIDevice.current.simulate(.iPhoneSE)
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.isHidden)
        window.makeKeyAndVisible()
        #expect(!window.isHidden && window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === window)
        let controller = RecordingController()
        window.rootViewController = controller
        #expect(controller.events == ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                                      "viewDidLayoutSubviews 375", "viewDidAppear"])
        #expect(controller.view.frame == window.bounds)
        window.isHidden = true
    }
}

@MainActor
@Suite("Environment traits", .serialized)
struct EnvironmentTraitTests {
    @Test("overrideUserInterfaceStyle and a changed text size reach views through traitCollectionDidChange")
    func environmentChanges() {
        final class Watcher: UIView {
            var seen: [String] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                seen.append("\(traitCollection.userInterfaceStyle)/\(traitCollection.preferredContentSizeCategory.rawValue)")
            }
        }
        UIDevice.current.simulate(.iPhoneSE)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let container = UIView(), watcher = Watcher()
        container.addSubview(watcher)
        window.addSubview(container)
        watcher.seen = []
        container.overrideUserInterfaceStyle = .dark
        #expect(watcher.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        final class Flag: @unchecked Sendable { var value = false; var newValues: [UIContentSizeCategory?] = [] }
        let notified = Flag()
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification,
                                                           object: nil, queue: nil) { note in
            notified.value = true
            // Apple: "The userInfo dictionary contains the new value under the newValueUserInfoKey key."
            notified.newValues.append(note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory)
        }
        UIApplication.shared.preferredContentSizeCategory = .extraExtraLarge
        UIApplication.shared.preferredContentSizeCategory = .large
        NotificationCenter.default.removeObserver(token)
        #expect(notified.value)
        #expect(notified.newValues == [.extraExtraLarge, .large])
        #expect(watcher.seen == ["dark/UICTContentSizeCategoryL", "dark/UICTContentSizeCategoryXXL", "dark/UICTContentSizeCategoryL"])
    }
}
