/// A container showing one of its view controllers at a time, chosen by a tab bar at the bottom. The shown
/// controller's view fills the container; the bar (49 pt above the home indicator) adds its height to that view's
/// bottom safe area. Switching tabs makes the old controller disappear and the new one appear, in UIKit's order.
@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty && !tabsWereSet ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    private var tabs: [UIViewController] = []
    private var tabsWereSet = false

    /// The index of the shown controller (Int.max-like `NSNotFound` is not modelled: out-of-range values are
    /// reported and ignored).
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set { select(newValue, notify: false) }
    }
    private var selectedIndexStorage = 0

    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selectedIndexStorage) ? tabs[selectedIndexStorage] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The bar at the bottom.
    public private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar()
        bar.tabBarController = self
        return bar
    }()

    /// The controller times its children's appearance itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        let new = controllers ?? []
        for old in tabs where !new.contains(where: { $0 === old }) { old.willMove(toParent: nil) }
        for controller in new where controller.parent !== self { addChild(controller) }
        let leaving = tabs.filter { old in !new.contains { $0 === old } }
        tabs = new
        tabsWereSet = controllers != nil
        if !tabs.indices.contains(selectedIndexStorage) { selectedIndexStorage = 0 }
        tabBar.items = tabs.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        if isViewLoaded { switchTab(from: previous, to: selectedViewController) }
        for controller in leaving { controller.removeFromParent() }
        for controller in new { controller.didMove(toParent: self) }
    }

    /// A tap on an item: the delegate may refuse it; the new selection is reported to it.
    func userSelected(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(index, notify: true)
    }

    private func select(_ index: Int, notify: Bool) {
        guard tabs.indices.contains(index) else {
            UIView.layoutLog("UITabBarController: no tab at index \(index) (\(tabs.count) tabs); the selection is unchanged.")
            return
        }
        let previous = selectedViewController
        selectedIndexStorage = index
        tabBar.selectedItem = tabs[index].tabBarItem
        if isViewLoaded, previous !== tabs[index] { switchTab(from: previous, to: tabs[index]) }
        if notify { delegate?.tabBarController(self, didSelect: tabs[index]) }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        if let selected = selectedViewController { show(selected) }
    }

    /// Swaps the shown controller's view, with the appearance transitions while on screen.
    private func switchTab(from old: UIViewController?, to new: UIViewController?) {
        let onScreen = appearanceState == .appeared || appearanceState == .appearing
        new?.loadViewIfNeeded()
        if onScreen, old !== new {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        if let old, old !== new {
            if let scroll = old.contentScrollViewForBars, scroll.observingTabBar === tabBar { scroll.observingTabBar = nil }
            old.viewIfLoaded?.removeFromSuperview()
        }
        if let new { show(new) }
        if onScreen, old !== new {
            view.window?.layoutIfNeeded()
            if appearanceState == .appeared {
                old?.endAppearanceTransition()
                new?.endAppearanceTransition()
            }
        }
    }

    private func show(_ controller: UIViewController) {
        controller.tabBarInset = tabBar.isHidden ? 0 : UITabBar.height
        showChildView(of: controller, below: tabBar)
        controller.view.setNeedsLayoutForSafeAreaChange()
        if let scroll = controller.contentScrollViewForBars {
            scroll.observingTabBar = tabBar
            tabBar.contentScrollViewDidScroll(scroll)
        } else {
            tabBar.isAtScrollEdge = true
        }
    }

    /// The bar at the bottom: 49 pt plus the bottom safe area.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let height = UITabBar.height + view.safeAreaInsets.bottom
        let frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        if tabBar.frame != frame { tabBar.frame = frame }
    }
}

/// What a tab bar controller asks and tells about selection.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
