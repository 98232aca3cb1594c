/// A stack of view controllers, the top one's view shown under its navigation bar (`UINavigationBar`: the top item's
/// title and buttons, a back button, 44 pt under the status bar, 96 pt with a large title), which adds its height to
/// the content's safe area. Push and pop are immediate.
@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = [] {
        didSet { navigationBar.items = viewControllers.map(\.navigationItem) }
    }
    open var isNavigationBarHidden = false {
        didSet {
            navigationBar.isHidden = isNavigationBarHidden
            barChanged()
        }
    }

    /// The bar above the content.
    public private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar()
        bar.navigationController = self
        return bar
    }()

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public var topViewController: UIViewController? { viewControllers.last }

    /// In a tab bar controller, a navigation controller without a tab bar item of its own shows its root
    /// controller's: the usual code gives the content controller its `tabBarItem` and wraps it in a navigation
    /// controller.
    open override var tabBarItem: UITabBarItem! {
        get { tabBarItemIfMade ?? viewControllers.first?.tabBarItem ?? super.tabBarItem }
        set { super.tabBarItem = newValue }
    }
    public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// The navigation controller times its children's appearance itself (`switchTop(from:to:)`).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Pushes `viewController` on top: it becomes the child shown. On screen, in UIKit's order: the old top's
    /// `viewWillDisappear`, the new one's `viewWillAppear`, a layout, the old top's `viewDidDisappear`, the new one's
    /// `viewDidAppear`, then its `didMove(toParent:)` ("after the transition to the new controller is complete").
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let previous = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
        if isViewLoaded { switchTop(from: previous, to: viewController, animated: animated) }
        viewController.didMove(toParent: self)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        return popToViewController(viewControllers[viewControllers.count - 2], animated: animated)?.first ?? top
    }

    /// Pops the controllers above `viewController` (which must be on the stack): only the top one and
    /// `viewController` take part in the appearance transition; each popped controller gets `willMove(toParent: nil)`
    /// and, once removed, `didMove(toParent: nil)`.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            UIView.layoutLog("UINavigationController popToViewController(_:animated:): \(viewController) is not on the "
                + "navigation stack; nothing is popped.")
            return nil
        }
        let popped = Array(viewControllers[(index + 1)...])
        guard let top = popped.last else { return [] }
        for controller in popped { controller.willMove(toParent: nil) }
        viewControllers.removeSubrange((index + 1)...)
        if isViewLoaded { switchTop(from: top, to: viewController, animated: animated) }
        for controller in popped { controller.removeFromParent() }
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let previous = topViewController
        let leaving = viewControllers.filter { old in !controllers.contains { $0 === old } }
        let added = controllers.filter { $0.parent !== self }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        viewControllers = controllers
        if isViewLoaded, previous !== topViewController { switchTop(from: previous, to: topViewController, animated: animated) }
        for controller in leaving { controller.removeFromParent() }
        // Only the controllers that joined are told they moved (the ones kept stay where they were).
        for controller in added { controller.didMove(toParent: self) }
    }

    /// Replaces the shown child's view with the new top's. While the navigation controller is on screen the two
    /// make their appearance transitions around the swap; while it is itself appearing, the new top only begins (the
    /// navigation controller finishes it with its own).
    private func switchTop(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        let onScreen = appearanceState == .appeared, appearing = appearanceState == .appearing
        // The new top's view loads first, as on iOS (`viewDidLoad` before the old top's `viewWillDisappear`).
        new?.loadViewIfNeeded()
        if onScreen || appearing {
            if old !== new { old?.beginAppearanceTransition(false, animated: animated) }
            new?.beginAppearanceTransition(true, animated: animated)
        }
        if old !== new {
            if let old, let scroll = old.contentScrollViewForBars, scroll.observingNavigationBar === navigationBar {
                scroll.observingNavigationBar = nil
            }
            old?.viewIfLoaded?.removeFromSuperview()
        }
        if let new { show(new) }
        if onScreen {
            view.window?.layoutIfNeeded()
            if old !== new { old?.endAppearanceTransition() }
            new?.endAppearanceTransition()
        } else if appearing, old !== new {
            old?.endAppearanceTransition()
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        navigationBar.isHidden = isNavigationBarHidden
        if let top = topViewController { show(top) }
    }

    private func show(_ controller: UIViewController) {
        applyBarInset(to: controller)
        showChildView(of: controller, below: navigationBar)
        if let scroll = controller.contentScrollViewForBars {
            scroll.observingNavigationBar = navigationBar
            navigationBar.contentScrollViewDidScroll(scroll)
        } else {
            navigationBar.largeTitleExpansion = 1
            navigationBar.isAtScrollEdge = true
        }
        view.setNeedsLayout()
    }

    /// The top controller's safe area follows the bar: its row, and a large title's full height.
    private func applyBarInset(to controller: UIViewController) {
        let bar = navigationBar
        controller.navigationBarInset = isNavigationBarHidden ? 0
            : UINavigationBar.rowHeight + (bar.showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
        controller.viewIfLoaded?.setNeedsLayoutForSafeAreaChange()
    }

    /// The bar's items, large-title preference or visibility changed: the content's inset and the bar's place follow.
    func barChanged() {
        if let top = topViewController { applyBarInset(to: top) }
        viewIfLoaded?.setNeedsLayout()
        navigationBar.setNeedsLayout()
    }

    /// Places the bar under the status bar, as wide as the view, at its current height, with the view's margins.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        placeNavigationBar()
    }

    func placeNavigationBar() {
        guard let view = viewIfLoaded else { return }
        let bar = navigationBar
        let frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: bar.currentHeight)
        if bar.frame != frame { bar.frame = frame }
        let margins = view.directionalLayoutMargins
        let wanted = NSDirectionalEdgeInsets(top: 0, leading: margins.leading, bottom: 0, trailing: margins.trailing)
        if bar.directionalLayoutMargins != wanted { bar.directionalLayoutMargins = wanted }
        bar.setNeedsLayout()
    }
}
