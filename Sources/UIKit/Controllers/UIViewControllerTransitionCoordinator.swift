/// What a transition (a rotation, a size change) tells the code that runs alongside it.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var isInteractive: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var targetTransform: CGAffineTransform { get }
}

/// Lets code run alongside a transition and after it (`viewWillTransition(to:with:)`).
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion: Apple's declaration gives `completion` a
    /// default of nil, which a protocol requirement cannot, so code that passes only the animation calls this.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a headless transition: the alongside blocks run once the new size is in place,
/// the completions after the layout settles.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    var isAnimated: Bool { true }
    var isCancelled: Bool { false }
    var isInteractive: Bool { false }
    var transitionDuration: TimeInterval { 0.3 }
    var percentComplete: CGFloat { 0 }
    let targetTransform: CGAffineTransform

    init(targetTransform: CGAffineTransform = .identity) { self.targetTransform = targetTransform }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAnimations() {
        let pending = animations
        animations = []
        for animation in pending { animation(self) }
    }

    func runCompletions() {
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}
