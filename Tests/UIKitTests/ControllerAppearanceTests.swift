import Testing
@testable import UIKit

/// A controller that records its lifecycle callbacks, named, into a shared log.
final class AppearanceRecorder: UIViewController {
    let name: String
    let record: (String) -> Void
    init(_ name: String, _ record: @escaping (String) -> Void) {
        self.name = name
        self.record = record
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() { super.viewDidLoad(); record("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// The log of appearance and containment callbacks, for one test.
@MainActor
final class AppearanceLog {
    var entries: [String] = []
    func controller(_ name: String) -> AppearanceRecorder { AppearanceRecorder(name) { [unowned self] in entries.append($0) } }
    /// The entries since the last call.
    func take() -> [String] { defer { entries = [] }; return entries }
}

@MainActor
@Suite("UIViewController: appearance and containment callbacks", .serialized)
struct ControllerAppearanceTests {
    func shown(_ root: UIViewController) -> UIWindow {
        UIDevice.current.simulate(.iPhone13)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// Apple: `addChild(_:)` "automatically calls the willMove(toParent:) method"; "The removeFromParent() method
    /// automatically calls the didMove(toParent:) method"; appearance methods are forwarded to a child
    /// (`shouldAutomaticallyForwardAppearanceMethods`, true by default) as its view comes into and leaves the window.
    @Test("A child added to a visible parent appears when its view is added, and disappears when it is removed")
    func containment() {
        let log = AppearanceLog()
        let parent = log.controller("P")
        let window = shown(parent)
        #expect(log.take() == ["P.viewDidLoad", "P.viewWillAppear", "P.viewDidAppear"])
        let child = log.controller("C")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == ["C.willMove(parent)", "C.viewDidLoad", "C.viewWillAppear", "C.viewDidAppear",
                               "C.didMove(parent)"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["C.willMove(nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
        window.isHidden = true
    }

    @Test("No appearance for a child in a hidden window until it shows, nor for a view added without addChild")
    func onlyVisibleChildren() {
        let log = AppearanceLog()
        let parent = log.controller("P"), child = log.controller("C"), stray = log.controller("S")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(!log.take().contains { $0.contains("Appear") }, "the window is not visible yet")
        window.makeKeyAndVisible()
        #expect(log.take() == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])
        parent.view.addSubview(stray.view)
        #expect(log.take() == ["S.viewDidLoad"], "a controller that is not a child gets no appearance methods")
        window.isHidden = true
    }

    /// UIKit's order for a push without animation: the new controller's view loads, the old top starts to disappear
    /// and the new one to appear, the new view is laid out, the old top finishes disappearing, the new one appearing,
    /// and then `didMove(toParent:)` ("after the transition to the new controller is complete").
    @Test("push and pop: the old top disappears and the new one appears, in UIKit's order")
    func pushAndPop() {
        let log = AppearanceLog()
        let root = log.controller("R")
        let navigation = UINavigationController(rootViewController: root)
        let window = shown(navigation)
        #expect(log.take() == ["R.willMove(parent)", "R.didMove(parent)", "R.viewDidLoad", "R.viewWillAppear",
                               "R.viewDidAppear"])
        let second = log.controller("S")
        navigation.pushViewController(second, animated: false)
        #expect(log.take() == ["S.willMove(parent)", "S.viewDidLoad", "R.viewWillDisappear", "S.viewWillAppear",
                               "R.viewDidDisappear", "S.viewDidAppear", "S.didMove(parent)"])
        #expect(second.view.window === window && root.viewIfLoaded?.window == nil)
        navigation.popViewController(animated: false)
        #expect(log.take() == ["S.willMove(nil)", "S.viewWillDisappear", "R.viewWillAppear", "S.viewDidDisappear",
                               "R.viewDidAppear", "S.didMove(nil)"])
        #expect(navigation.viewControllers == [root] && second.parent == nil)
        window.isHidden = true
    }

    @Test("popToRootViewController: only the top and the root take part in the transition")
    func popToRoot() {
        let log = AppearanceLog()
        let root = log.controller("R")
        let navigation = UINavigationController(rootViewController: root)
        let window = shown(navigation)
        navigation.pushViewController(log.controller("A"), animated: false)
        navigation.pushViewController(log.controller("B"), animated: false)
        _ = log.take()
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped?.count == 2)
        #expect(log.take() == ["A.willMove(nil)", "B.willMove(nil)", "B.viewWillDisappear", "R.viewWillAppear",
                               "B.viewDidDisappear", "R.viewDidAppear", "A.didMove(nil)", "B.didMove(nil)"])
        let stranger = UIViewController()
        let message = capturingLayoutLog { #expect(navigation.popToViewController(stranger, animated: false) == nil) }
        #expect(message.count == 1 && message[0].contains("not on the navigation stack"))
        window.isHidden = true
    }

    @Test("setViewControllers: the old top disappears, the new top appears, the others only move")
    func setViewControllers() {
        let log = AppearanceLog()
        let root = log.controller("R")
        let navigation = UINavigationController(rootViewController: root)
        let window = shown(navigation)
        _ = log.take()
        let a = log.controller("A"), b = log.controller("B")
        navigation.setViewControllers([a, b], animated: false)
        #expect(log.take() == ["R.willMove(nil)", "A.willMove(parent)", "B.willMove(parent)", "B.viewDidLoad",
                               "R.viewWillDisappear", "B.viewWillAppear", "R.viewDidDisappear", "B.viewDidAppear",
                               "R.didMove(nil)", "A.didMove(parent)", "B.didMove(parent)"])
        #expect(navigation.viewControllers == [a, b] && navigation.children == [a, b] && root.parent == nil)
        #expect(b.view.window === window && a.viewIfLoaded == nil, "the controller below the top is not even loaded")
        // Keeping a controller: it is not told it moved again.
        let c = log.controller("C")
        navigation.setViewControllers([a, c], animated: false)
        #expect(!log.take().contains("A.didMove(parent)"))
        #expect(navigation.viewControllers == [a, c] && b.parent == nil)
        window.isHidden = true
    }

    @Test("A new root controller: the old one disappears, the new one appears; a dismissal forwards to the children")
    func rootReplacementAndDismissal() {
        let log = AppearanceLog()
        let first = log.controller("F")
        let window = shown(first)
        _ = log.take()
        let second = log.controller("N")
        window.rootViewController = second
        #expect(log.take() == ["N.viewDidLoad", "F.viewWillDisappear", "N.viewWillAppear", "F.viewDidDisappear",
                               "N.viewDidAppear"])
        let modal = log.controller("M"), inner = log.controller("I")
        modal.addChild(inner)
        modal.view.addSubview(inner.view)
        inner.didMove(toParent: modal)
        _ = log.take()
        second.present(modal, animated: false)
        #expect(log.take() == ["M.viewWillAppear", "I.viewWillAppear", "M.viewDidAppear", "I.viewDidAppear"])
        modal.dismiss(animated: false)
        #expect(log.take() == ["M.viewWillDisappear", "I.viewWillDisappear", "M.viewDidDisappear", "I.viewDidDisappear"])
        window.isHidden = true
    }

    /// Apple (`UIModalPresentationStyle.fullScreen`): "UIKit removes the views of the presenting view controller after
    /// the presentation completes." The presenter disappears around the presented controller's appearance and comes
    /// back on dismissal; `.automatic` (a page sheet since iOS 13) and the "over" styles keep it on screen.
    @Test("A full-screen presentation removes the presenter's views until the dismissal; a sheet keeps them")
    func fullScreenPresentation() {
        let log = AppearanceLog()
        let root = log.controller("R"), child = log.controller("C")
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = shown(root)
        _ = log.take()
        let modal = log.controller("M")
        modal.modalPresentationStyle = .fullScreen
        child.present(modal, animated: false)
        #expect(log.take() == ["M.viewDidLoad", "R.viewWillDisappear", "C.viewWillDisappear", "M.viewWillAppear",
                               "M.viewDidAppear", "R.viewDidDisappear", "C.viewDidDisappear"])
        #expect(root.view.window == nil)
        #expect(window.subviews == [modal.view])
        // Rotated while covered: the presenter comes back at the window's new size.
        UIDevice.current.rotate(to: .landscapeLeft)
        modal.dismiss(animated: false)
        #expect(log.take() == ["M.viewWillDisappear", "R.viewWillAppear", "C.viewWillAppear", "M.viewDidDisappear",
                               "R.viewDidAppear", "C.viewDidAppear"])
        #expect(window.subviews == [root.view])
        window.layoutIfNeeded()
        #expect(root.view.frame == window.bounds)
        #expect(window.bounds.width == 844)
        #expect(root.traitCollection.verticalSizeClass == .compact)
        UIDevice.current.rotate(to: .portrait)

        // The default style (.automatic): the presenter stays, appeared, underneath.
        let sheet = log.controller("S")
        root.present(sheet, animated: false)
        #expect(log.take() == ["S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear"])
        #expect(root.view.window === window)
        sheet.dismiss(animated: false)
        #expect(log.take() == ["S.viewWillDisappear", "S.viewDidDisappear"])
        window.isHidden = true
    }

    /// Apple (`viewIsAppearing(_:)`): called "after viewWillAppear(_:)", when "the view has been added to the
    /// hierarchy" with updated traits, before the appearance's layout and `viewDidAppear(_:)`; once per appearance.
    @Test("viewIsAppearing comes once per appearance, between viewWillAppear and the layout, with the view in the window")
    func viewIsAppearing() {
        final class Recorder: UIViewController {
            var log: [String] = []
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                log.append(view.window == nil ? "isAppearing (no window)" : "isAppearing")
            }
            override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.append("willLayout") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
        }
        let root = Recorder()
        let window = shown(root)
        #expect(Array(root.log.prefix(3)) == ["willAppear", "isAppearing", "willLayout"])
        #expect(root.log.last == "didAppear")
        #expect(root.log.filter { $0.hasPrefix("isAppearing") }.count == 1)
        // Presented: its view joins the window after viewWillAppear; viewIsAppearing waits for it.
        let modal = Recorder()
        root.present(modal, animated: false)
        #expect(Array(modal.log.prefix(3)) == ["willAppear", "isAppearing", "willLayout"], "\(modal.log)")
        #expect(modal.log.last == "didAppear")
        modal.dismiss(animated: false)
        modal.log.removeAll()
        root.present(modal, animated: false)
        #expect(modal.log.filter { $0.hasPrefix("isAppearing") } == ["isAppearing"], "once again for the new appearance")
        window.isHidden = true
    }

    /// A custom container that times its children itself: `shouldAutomaticallyForwardAppearanceMethods` false, and
    /// `beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()` called by hand.
    @Test("A container that forwards by hand: no automatic calls; begin and end transitions call each method once")
    func manualForwarding() {
        final class ManualContainer: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let log = AppearanceLog()
        let container = ManualContainer()
        let window = shown(container)
        let child = log.controller("C")
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(log.take() == ["C.willMove(parent)", "C.viewDidLoad", "C.didMove(parent)"])
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(log.take() == ["C.viewWillAppear", "C.viewDidAppear"], "each once")
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        #expect(log.take() == ["C.viewWillDisappear", "C.viewDidDisappear"])
        window.isHidden = true
    }
}
