// The current drawing context: what UIKit's drawing functions (UIImage.draw, UIRectFill, draw(_:)) draw into.

/// The context UIKit drawing calls use: the innermost renderer block or view `draw(_:)` running on this thread, or
/// nil outside of them.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current.last
}

/// Makes `context` the current one (until `UIGraphicsPopContext()`).
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.push(context)
}

public func UIGraphicsPopContext() {
    UIGraphicsContextStack.pop()
}

/// Fills `rect` with the current fill colour (`UIColor.setFill()`) in the current context.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a 1-point frame inside `rect` with the current fill colour, as UIKit's `UIRectFrame`.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let path = CGMutablePath()
    path.addRect(rect)
    path.addRect(rect.insetBy(dx: 1, dy: 1))
    context.addPath(path)
    context.fillPath(using: .evenOdd)
}

/// The per-thread stack of current contexts (a context belongs to the thread drawing into it).
enum UIGraphicsContextStack {
    private final class Box { var contexts: [CGContext] = [] }
    private static let key = "Trellis.UIGraphicsContextStack"

    private static var box: Box {
        let dictionary = Thread.current.threadDictionary
        if let box = dictionary[key] as? Box { return box }
        let box = Box()
        dictionary[key] = box
        return box
    }

    static var current: [CGContext] { box.contexts }
    static func push(_ context: CGContext) { box.contexts.append(context) }
    static func pop() { _ = box.contexts.popLast() }

    /// Runs `body` with `context` current.
    static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        push(context)
        defer { pop() }
        return try body()
    }
}

extension UIColor {
    /// Sets the current context's fill and stroke colours (resolved for light appearance unless drawing a view).
    public func set() {
        setFill()
        setStroke()
    }

    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(resolvedForDrawing.cgColor)
    }

    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(resolvedForDrawing.cgColor)
    }

    /// This colour for the traits of the view being drawn (the painter sets them), else as is.
    var resolvedForDrawing: UIColor {
        guard let traits = UIGraphicsContextStack.current.last?.traits else { return self }
        return resolvedColor(with: traits)
    }
}
