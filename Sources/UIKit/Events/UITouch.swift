/// One finger on the screen: where it is, in which view and window, and in what phase. Trellis makes touches for its
/// simulated taps (`UIWindow.simulateTap(at:)`).
@MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited }
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    public internal(set) var phase: Phase
    public internal(set) var tapCount: Int
    public internal(set) var timestamp: Double
    public internal(set) var type: TouchType = .direct
    /// The view the touch started in (the hit-tested view).
    public internal(set) var view: UIView?
    public internal(set) var window: UIWindow?
    /// Where the touch is, in window coordinates.
    var locationInWindow: CGPoint

    init(location: CGPoint, view: UIView?, window: UIWindow?, phase: Phase, tapCount: Int = 1, timestamp: Double = 0) {
        locationInWindow = location
        self.view = view
        self.window = window
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
        super.init()
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return locationInWindow }
        return window.convert(locationInWindow, to: view)
    }

    /// The previous location: simulated taps do not move, so it is the location.
    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}
