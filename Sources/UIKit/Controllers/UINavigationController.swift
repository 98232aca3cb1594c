/// A stack of view controllers, the top one's view shown under a 44 pt navigation bar (headless: the bar is only
/// the inset it adds to the content's safe area; push and pop are immediate).
@MainActor
open class UINavigationController: UIViewController {
    /// The navigation bar's height in points on iPhone and iPad (regular bar, no large title).
    static let navigationBarHeight: CGFloat = 44

    public private(set) var viewControllers: [UIViewController] = []
    open var isNavigationBarHidden = false {
        didSet { if let top = topViewController { applyBarInset(to: top) } }
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let previous = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
        if isViewLoaded {
            previous?.viewIfLoaded?.removeFromSuperview()
            show(viewController)
        }
        viewController.didMove(toParent: self)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        top.viewIfLoaded?.removeFromSuperview()
        top.removeFromParent()
        if isViewLoaded, let newTop = topViewController { show(newTop) }
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController] = []
        while viewControllers.count > 1, let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
        return popped
    }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for controller in viewControllers {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        viewControllers = []
        for controller in controllers { pushViewController(controller, animated: false) }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { show(top) }
    }

    private func show(_ controller: UIViewController) {
        let content = controller.view!
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        applyBarInset(to: controller)
        view.addSubview(content)
    }

    private func applyBarInset(to controller: UIViewController) {
        controller.navigationBarInset = isNavigationBarHidden ? 0 : UINavigationController.navigationBarHeight
        controller.viewIfLoaded?.setNeedsLayoutForSafeAreaChange()
    }
}
