/// Manages a view: loads it lazily, tells it about layout, appearance, size and trait changes.
@MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    private var viewStorage: UIView? {
        didSet { if viewStorage !== oldValue { TraitResolution.invalidate() } }
    }
    public let nibName: String?
    public let nibBundle: Bundle?

    /// The controller's title. Apple: "If the view controller has a valid navigation item …, assigning a value to
    /// this property updates the title text of those objects."
    open var title: String? {
        didSet {
            navigationItemIfMade?.title = title
            if let item = tabBarItemIfMade, item.title != title { item.title = title }
        }
    }

    /// What a navigation bar shows for this controller (made on first use, titled with `title`).
    open var navigationItem: UINavigationItem {
        if let item = navigationItemIfMade { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemIfMade = item
        return item
    }
    /// The navigation item, if one was made.
    private(set) var navigationItemIfMade: UINavigationItem?

    /// What a tab bar shows for this controller (made on first use, titled with `title`).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemIfMade { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemIfMade = item
            return item
        }
        set { tabBarItemIfMade = newValue }
    }
    private(set) var tabBarItemIfMade: UITabBarItem? {
        didSet { tabBarController?.tabBar.itemsChanged() }
    }

    /// The nearest tab bar controller among the controller's ancestors.
    public var tabBarController: UITabBarController? {
        var current: UIViewController? = parent
        while let c = current {
            if let tabs = c as? UITabBarController { return tabs }
            current = c.parent
        }
        return nil
    }
    public private(set) var children: [UIViewController] = []
    /// Traits are inherited through `parent` and `presentingViewController`: a change invalidates resolved traits
    /// (`TraitResolution`).
    public private(set) weak var parent: UIViewController? {
        didSet { if parent !== oldValue { TraitResolution.invalidate() } }
    }
    public internal(set) weak var presentingViewController: UIViewController? {
        didSet { if presentingViewController !== oldValue { TraitResolution.invalidate() } }
    }
    public private(set) var presentedViewController: UIViewController?
    /// The controller whose views this one's full-screen presentation removed, to bring back on dismissal.
    var coveredController: UIViewController?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var definesPresentationContext = false
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true, as on iOS).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewStorage?.setNeedsLayout() }
    }
    /// Extra insets added to the view's safe area (for bars the controller draws itself).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            SafeGeometryEpoch.advance()
            viewStorage?.setNeedsLayoutForSafeAreaChange()
        }
    }
    var lastTraitCollection: UITraitCollection?
    /// `registerForTraitChanges` registrations.
    var traitChangeRegistry: TraitChangeRegistry?
    /// Whether `viewIsAppearing(_:)` is still to be called in the current appearance.
    var isAppearingCallDue = false
    /// The height of a navigation bar above the view, added to its safe area by `UINavigationController`.
    var navigationBarInset: CGFloat = 0 { didSet { if navigationBarInset != oldValue { SafeGeometryEpoch.advance() } } }
    /// The height of a tab bar below the view, added to its safe area by `UITabBarController`.
    var tabBarInset: CGFloat = 0 { didSet { if tabBarInset != oldValue { SafeGeometryEpoch.advance() } } }
    /// Where the controller is in its appearance: it calls `viewWillAppear` on the way to `appeared` and
    /// `viewWillDisappear` on the way back (UIViewController+Appearance.swift).
    var appearanceState = AppearanceState.disappeared

    /// The designated initializer (no nibs in Trellis: both arguments are ignored).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// `UIViewController()` and subclasses without initializers of their own.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Views and child controllers that outlive this controller lose it without being told (weak references):
    /// their resolved traits must be recomputed, and the view's safe area no longer has this controller's insets.
    deinit {
        TraitResolution.invalidate()
        SafeGeometryEpoch.advance()
    }

    // MARK: The view

    /// The controller's view, loaded on first access (`loadView`, then `viewDidLoad`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage?.owningViewController = nil
            viewStorage = newValue
            newValue?.owningViewController = self
        }
    }

    public var viewIfLoaded: UIView? { viewStorage }
    public var isViewLoaded: Bool { viewStorage != nil }

    public func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { viewStorage = UIView(frame: UIScreen.main.bounds) }
        let view = viewStorage!
        view.owningViewController = self
        // A root view's own margins start at zero; the system minimum margins apply on top.
        if view.layoutMarginsStorage == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), !view.marginsAreDirectional {
            view.layoutMarginsStorage = .zero
            view.directionalMarginsStorage = .zero
        }
        viewDidLoad()
    }

    /// Creates the view; the default makes a plain `UIView` the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once each time the view appears, after `viewWillAppear(_:)`, once the view is in the window with its
    /// traits and before it is laid out for the appearance (iOS 17, back-deployed to iOS 13: Apple's place for
    /// work that needs the view's traits and geometry, which `viewWillAppear` may not have yet).
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

    /// The update-constraints pass for the root view; the default calls the view's `updateConstraints()`.
    open func updateViewConstraints() {
        viewStorage?.updateConstraints()
    }

    /// The smallest margins the root view gets: 16 pt on the sides in compact width, 20 pt in regular
    /// (Apple, "Positioning content within layout margins"); top and bottom 0.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    // MARK: Traits and transitions

    /// Forces light or dark appearance for this controller, its view and its children.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue else { return }
            TraitResolution.invalidate()
            viewStorage?.propagateTraitChanges()
        }
    }

    /// The parent's traits, or the window's, or unspecified ones when not on screen.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let parent {
            inherited = parent.traitCollection
        } else if let superview = viewStorage?.superview {
            inherited = superview.traitCollection
        } else if let presenting = presentingViewController {
            inherited = presenting.traitCollection
        } else {
            inherited = .detached
        }
        guard overrideUserInterfaceStyle != .unspecified, inherited.userInterfaceStyle != overrideUserInterfaceStyle else {
            return inherited
        }
        return UITraitCollection(traitsFrom: [inherited, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the traits change; the default forwards to the children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        presentedViewController?.willTransition(to: newCollection, with: coordinator)
    }

    /// Called before the view's size changes (rotation); the default forwards to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    // MARK: Children

    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Apple (`didMove(toParent:)`): "The removeFromParent() method automatically calls the didMove(toParent:)
    /// method of the child view controller after it removes the child."
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether the children's views coming into or leaving a visible window make them appear or disappear (true,
    /// as on iOS; a container that times its children's appearance itself returns false and calls
    /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts the controller's appearance (`isAppearing`) or disappearance: `viewWillAppear` or `viewWillDisappear`,
    /// then the same for the children whose views show inside its view. Nothing happens if it is already on its way
    /// there or there, so a container's explicit calls and the automatic ones do not repeat each other.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearanceTransition(appearing: isAppearing, animated: animated)
    }

    /// Ends the transition begun by `beginAppearanceTransition(_:animated:)`: `viewDidAppear` or `viewDidDisappear`,
    /// then the same for the children it was forwarded to.
    open func endAppearanceTransition() {
        finishAppearanceTransition()
    }

    public var navigationController: UINavigationController? {
        var current: UIViewController? = parent
        while let c = current {
            if let nav = c as? UINavigationController { return nav }
            current = c.parent
        }
        return nil
    }

    // MARK: Presentation (headless: immediate, no animation)

    /// Shows `viewControllerToPresent` over this controller's window, full size, then calls `completion`.
    ///
    /// With `.fullScreen` (and `.currentContext`), as Apple documents for that style, "UIKit removes the views of the
    /// presenting view controller after the presentation completes": the controller shown underneath — the window's
    /// root, or the controller presented last — disappears (`viewWillDisappear` before the presented one appears,
    /// `viewDidDisappear` after) and its view leaves the window until the dismissal brings it back. Every other style
    /// keeps it, appeared, underneath: the "over" styles by definition, and `.automatic`, which UIKit maps to
    /// `.pageSheet` for most controllers (the sheet is shown full size here; its inset geometry is not documented).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, let window = viewIfLoaded?.window else {
            UIView.layoutLog("Attempt to present \(viewControllerToPresent) on \(self) whose view is not in the window "
                + "hierarchy or which is already presenting.")
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        let presented = viewControllerToPresent.view!
        let covered = viewControllerToPresent.removesPresenterViews ? shownUnderneath(in: window) : nil
        covered?.beginAppearanceTransition(false, animated: flag)
        presented.frame = window.bounds
        presented.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        viewControllerToPresent.beginAppearance()
        window.addSubview(presented)
        window.layoutIfNeeded()
        viewControllerToPresent.endAppearance()
        if let covered {
            covered.viewIfLoaded?.removeFromSuperview()
            covered.endAppearanceTransition()
            viewControllerToPresent.coveredController = covered
        }
        completion?()
    }

    /// Dismisses the controller this one presented (or, if none, this one), then calls `completion`. A controller
    /// whose views a full-screen presentation removed comes back underneath and appears again.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let target = presentedViewController ?? self
        guard let presenter = target.presentingViewController else { completion?(); return }
        let covered = target.coveredController
        target.beginAppearanceTransition(false, animated: flag)
        if let covered, let window = target.viewIfLoaded?.window, let view = covered.viewIfLoaded {
            covered.beginAppearanceTransition(true, animated: flag)
            view.frame = window.bounds
            window.insertSubview(view, belowSubview: target.view)
        }
        target.viewIfLoaded?.removeFromSuperview()
        target.endAppearanceTransition()
        covered?.endAppearanceTransition()
        target.coveredController = nil
        presenter.presentedViewController = nil
        target.presentingViewController = nil
        completion?()
    }

    /// Whether presenting this controller removes the presenter's views (`.fullScreen`, `.currentContext`).
    var removesPresenterViews: Bool {
        modalPresentationStyle == .fullScreen || modalPresentationStyle == .currentContext
    }

    /// The controller whose view shows in `window` under a new presentation: the last one presented over the
    /// window's root, or the root.
    private func shownUnderneath(in window: UIWindow) -> UIViewController? {
        var shown = window.rootViewController
        while let next = shown?.presentedViewController, next !== presentedViewController { shown = next }
        return shown?.viewIfLoaded?.window === window ? shown : nil
    }

    open func setNeedsStatusBarAppearanceUpdate() {}

    func beginAppearance() { beginAppearanceTransition(true, animated: false) }
    func endAppearance() { endAppearanceTransition() }
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}
