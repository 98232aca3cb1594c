/// Something a constraint can be about: a view or a layout guide.
///
/// Both have a rectangle the engine solves for; a guide lives in its owning view's coordinate space.
/// `NSLayoutConstraint.firstItem`/`secondItem` are `AnyObject?` as in UIKit; internally they are these.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view for a view; the owning view for a guide (nil when the guide was never added to a view).
    var owningViewForLayout: UIView? { get }
    /// `UILabel:0x7f…'text'`, `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'` — as Apple's logs name items.
    var layoutDescription: String { get }
    /// The item's one reference for holders that must not keep it alive (see `LayoutItemReference`).
    var layoutItemReference: LayoutItemReference { get }
}

/// `0x` + the object's address, as Apple's descriptions print it.
func addressString(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

/// The class name as Apple's logs print it: UIKit classes bare (`UIView`), app classes with their module
/// (`MyApp.TweetView`), as Swift subclasses of Objective-C classes appear on iOS.
func className(_ object: AnyObject) -> String {
    let full = String(reflecting: type(of: object))
    if full.hasPrefix("UIKit.") { return String(full.dropFirst("UIKit.".count)) }
    return full
}

/// Marks the main queue, so code can tell it runs there without trapping.
private let mainQueueKey = DispatchSpecificKey<Bool>()
private let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

/// Whether the caller runs where the main actor runs (the main thread or the main queue), so that a nonisolated
/// `description` may read main-actor state. `Thread.isMainThread` alone is unreliable on Linux when Foundation was
/// first touched on another thread.
func isOnMainThread() -> Bool {
    _ = mainQueueMarked
    return Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}
