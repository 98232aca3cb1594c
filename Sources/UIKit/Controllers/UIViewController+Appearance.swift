/// A controller's appearance: `viewWillAppear`/`viewDidAppear` as its view comes on screen, `viewWillDisappear`/
/// `viewDidDisappear` as it leaves.
///
/// Who starts a transition:
/// - the window, for its root controller (`makeKeyAndVisible`, a new `rootViewController`);
/// - presentation and dismissal, for the presented controller;
/// - `UINavigationController`, for the controllers it pushes and pops, in UIKit's order (the old top starts to
///   disappear, the new one to appear, then the old one finishes disappearing and the new one appearing);
/// - the view hierarchy, for any other child controller (`shouldAutomaticallyForwardAppearanceMethods`): its view
///   coming into a visible window makes it appear, leaving one makes it disappear (the usual containment code —
///   `addChild`, `addSubview(child.view)`, `didMove(toParent:)` — makes the child appear).
///
/// A controller forwards each transition to the children whose views show inside its own, and ignores a transition
/// it is already making, so the explicit and the automatic paths never call a method twice.
extension UIViewController {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    func beginAppearanceTransition(appearing: Bool, animated: Bool) {
        switch (appearing, appearanceState) {
        case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared): return
        default: break
        }
        if appearing {
            loadViewIfNeeded()
            appearanceState = .appearing
            viewWillAppear(animated)
            isAppearingCallDue = true
            if viewIfLoaded?.window != nil { callViewIsAppearing() }
        } else {
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        for child in shownChildren { child.beginAppearanceTransition(appearing: appearing, animated: animated) }
    }

    func finishAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            if isAppearingCallDue { callViewIsAppearing() }
            appearanceState = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(false)
        case .appeared, .disappeared:
            return
        }
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.finishAppearanceTransition()
        }
    }

    /// `viewIsAppearing(_:)`, once per appearance: when the transition begins with the view already in a window, else
    /// at the view's next layout pass in one (`UIView.performLayoutSubviews`), at the latest before `viewDidAppear`.
    func callViewIsAppearing() {
        isAppearingCallDue = false
        viewIsAppearing(false)
    }

    /// Whether the controller is on screen or on its way there.
    var isAppearingOrAppeared: Bool { appearanceState == .appearing || appearanceState == .appeared }

    /// The children whose views are inside this controller's view (a navigation controller's top one, a custom
    /// container's shown ones).
    private var shownChildren: [UIViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }

    // MARK: The view hierarchy's part

    /// The child controllers (forwarded automatically) whose views are `view` or inside it, in `window`'s controller
    /// tree, parents first.
    private static func automaticallyForwardedControllers(viewedIn view: UIView, of window: UIWindow) -> [UIViewController] {
        var found: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            if let parent = controller.parent, parent.shouldAutomaticallyForwardAppearanceMethods,
               let own = controller.viewIfLoaded, own.isDescendant(of: view) {
                found.append(controller)
            }
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController { visit(presented) }
        }
        if let root = window.rootViewController { visit(root) }
        return found
    }

    /// Called by the view hierarchy before `view` moves from `oldWindow` to `newWindow`: the child controllers
    /// whose views come into a visible window begin to appear (their parent being on screen), those whose views leave
    /// one begin to disappear. Returns them, to finish after the move (`finishAppearanceTransitions(_:)`).
    static func beginAppearanceTransitions(for view: UIView, from oldWindow: UIWindow?,
                                           to newWindow: UIWindow?) -> [UIViewController] {
        // Most moves (a table's cells, on every scrolled row) happen in windows whose controllers have no children:
        // nothing to look for.
        func mayHaveChildren(_ window: UIWindow?) -> Bool {
            guard let window, !window.isHidden, let root = window.rootViewController else { return false }
            return !root.children.isEmpty || root.presentedViewController != nil
        }
        guard mayHaveChildren(oldWindow) || mayHaveChildren(newWindow) else { return [] }
        var moved: [UIViewController] = []
        if let oldWindow, !oldWindow.isHidden {
            for controller in automaticallyForwardedControllers(viewedIn: view, of: oldWindow)
            where controller.isAppearingOrAppeared {
                controller.beginAppearanceTransition(appearing: false, animated: false)
                moved.append(controller)
            }
        }
        if let newWindow, !newWindow.isHidden {
            // Found before the move, in the new window's controller tree (the view is not in that window yet: its
            // controller is found through the tree, and its view through `view`).
            for controller in automaticallyForwardedControllers(viewedIn: view, of: newWindow)
            where !controller.isAppearingOrAppeared && controller.parent?.isAppearingOrAppeared == true {
                controller.beginAppearanceTransition(appearing: true, animated: false)
                moved.append(controller)
            }
        }
        return moved
    }

    static func finishAppearanceTransitions(_ controllers: [UIViewController]) {
        for controller in controllers { controller.finishAppearanceTransition() }
    }
}
