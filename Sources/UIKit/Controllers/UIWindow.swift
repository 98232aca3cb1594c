/// The root of a view hierarchy on the simulated screen. It hosts the hierarchy's layout engine, gives its views
/// their traits and safe area (from the simulated device), and installs its root view controller's view.
@MainActor
open class UIWindow: UIView {
    /// The traits the window's content sees; replaced at the right moment of a rotation.
    var windowTraits: UITraitCollection {
        didSet { TraitResolution.invalidate() }
    }
    public private(set) var isKeyWindow = false

    /// Windows start hidden; `makeKeyAndVisible` shows them (and the app then keeps them alive).
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { UIApplication.shared.windowVisibilityChanged(self) } }
    }
    open var windowLevel: CGFloat = 0

    public override init(frame: CGRect) {
        windowTraits = UIScreen.main.traitCollection
        super.init(frame: frame)
        isHidden = true
        UIApplication.shared.register(self)
    }

    public required init?(coder: NSCoder) {
        windowTraits = UIScreen.main.traitCollection
        super.init(coder: coder)
        isHidden = true
        UIApplication.shared.register(self)
    }

    /// The screen the window is on.
    public var screen: UIScreen { .main }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            // Replacing the root of a visible window: the old controller disappears and the new one appears now.
            let visible = !isHidden
            rootViewController?.loadViewIfNeeded()
            if visible { oldValue?.beginAppearanceTransition(false, animated: false) }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else {
                if visible { oldValue?.endAppearanceTransition() }
                return
            }
            if visible { controller.beginAppearance() }
            install(controller)
            if visible {
                layoutIfNeeded()
                oldValue?.endAppearanceTransition()
                controller.endAppearance()
            }
        }
    }

    private func install(_ controller: UIViewController) {
        let view = controller.view!
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }

    /// Shows the window and makes it key: the root controller appears and the first layout pass runs.
    open func makeKeyAndVisible() {
        for window in UIApplication.shared.windows where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
        isHidden = false
        let controller = rootViewController
        controller?.beginAppearance()
        layoutIfNeeded()
        controller?.endAppearance()
    }

    open func makeKey() {
        for window in UIApplication.shared.windows where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
    }

    /// The insets of the screen the device keeps clear (status bar, notch, home indicator).
    var deviceSafeAreaInsets: UIEdgeInsets {
        let device = UIDevice.current
        return device.simulatedDevice.safeAreaInsets(in: device.orientation)
    }

    /// Follows the simulated screen after the device or orientation changed. With `transition`, runs UIKit's
    /// rotation order: `willTransition(to:with:)` (when traits change) → `viewWillTransition(to:with:)` → the window
    /// and its traits change → `traitCollectionDidChange` → alongside animations and layout → completions.
    func adoptScreen(transition: Bool) {
        let newSize = screen.bounds.size
        let newTraits = screen.traitCollection
        let coordinator = TransitionCoordinator()
        if transition, let controller = rootViewController {
            if newTraits != windowTraits { controller.willTransition(to: newTraits, with: coordinator) }
            controller.viewWillTransition(to: newSize, with: coordinator)
        }
        windowTraits = newTraits
        frame = CGRect(origin: frame.origin, size: newSize)
        propagateTraitChanges()
        coordinator.runAnimations()
        layoutIfNeeded()
        coordinator.runCompletions()
    }
}
