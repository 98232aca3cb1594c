/// Animations, headless: the changes are applied at once (the end state is what layout and tests see) and
/// completions are called with `true` right after.
extension UIView {
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    public static var areAnimationsEnabled: Bool { false }
}

/// Where an animator ends.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An animator's state.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// A property animator, headless: `startAnimation()` runs the animation blocks and then the completions
/// (with `.end`), so the views land on the end state.
@MainActor
open class UIViewPropertyAnimator {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    public let duration: TimeInterval
    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false
    open var isReversed = false
    open var isInterruptible = true
    open var fractionComplete: CGFloat = 0

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { animations.append(animation) }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    open func startAnimation() {
        state = .active
        isRunning = true
        let pending = animations
        animations = []
        for animation in pending { animation() }
        finishAnimation(at: .end)
    }

    open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
    open func pauseAnimation() { isRunning = false }

    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        fractionComplete = 1
        isRunning = false
        state = .inactive
        let pending = completions
        completions = []
        for completion in pending { completion(finalPosition) }
    }

    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                               completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }
}
