/// The root of UIKit's event-handling classes: views, view controllers, the application and its delegate.
///
/// Headless Trellis delivers no touches, but the responder chain (`next`) is kept because app code and
/// `@main class AppDelegate: UIResponder, UIApplicationDelegate` rely on the type.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// Required, as in UIKit (where UIResponder adopts NSCoding): every responder subclass can be created from a
    /// coder. Trellis archives nothing; this is what lets `@main` create the app delegate (see
    /// `UIApplicationDelegate.main()`), since Swift can only build `Self` through a required initializer.
    public required init?(coder: NSCoder) { super.init() }

    /// The next responder: a view's view controller or superview, a controller's view's superview, and so on.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// Called after an object is loaded from a nib; code-built apps call `super` from overrides.
    open func awakeFromNib() {}

    // MARK: Touches (the default passes them to the next responder, as UIKit's does)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
