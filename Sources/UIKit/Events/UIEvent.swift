/// An event: for touches, the touches taking part (`allTouches`).
@MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    public enum EventSubtype: Int, Sendable { case none = 0 }

    open var type: EventType { eventType }
    open var subtype: EventSubtype { .none }
    open var timestamp: Double { eventTimestamp }
    open var allTouches: Set<UITouch>? { touches }

    private let eventType: EventType
    private let eventTimestamp: Double
    private let touches: Set<UITouch>

    init(touches: Set<UITouch>, timestamp: Double = 0) {
        eventType = .touches
        eventTimestamp = timestamp
        self.touches = touches
        super.init()
    }

    public override init() {
        eventType = .touches
        eventTimestamp = 0
        touches = []
        super.init()
    }

    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
}
