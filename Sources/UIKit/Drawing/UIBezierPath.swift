// UIBezierPath: UIKit's path object, drawn into the current context (renderer blocks, draw(_:)).

internal import Graphics

/// Which corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A vector path with stroke settings; `fill()` and `stroke()` draw it in the current context with the colours set
/// by `UIColor.setFill()` / `setStroke()`. `cgPath` gives it to `CAShapeLayer.path` or `CALayer.shadowPath`.
open class UIBezierPath: NSObject {
    var path = Path()
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var usesEvenOddFillRule = false
    private var dashes: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect.graphicsRect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect.graphicsRect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(rect.graphicsRect, radius: Double(cornerRadius))
    }

    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        var c: Corners = []
        if corners.contains(.topLeft) { c.insert(.minXMinY) }
        if corners.contains(.topRight) { c.insert(.maxXMinY) }
        if corners.contains(.bottomLeft) { c.insert(.minXMaxY) }
        if corners.contains(.bottomRight) { c.insert(.maxXMaxY) }
        path.addRoundedRect(rect.graphicsRect, radius: Double(min(cornerRadii.width, cornerRadii.height)), corners: c)
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    /// The path as a Core Graphics path (a copy).
    open var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }

    open var bounds: CGRect { CGPath(path: path).boundingBox }
    open var isEmpty: Bool { path.elements.isEmpty }

    open func move(to point: CGPoint) { path.move(to: point.graphicsPoint) }
    open func addLine(to point: CGPoint) { path.addLine(to: point.graphicsPoint) }
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end.graphicsPoint, control1: controlPoint1.graphicsPoint, control2: controlPoint2.graphicsPoint)
    }
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: end.graphicsPoint, control: controlPoint.graphicsPoint)
    }
    /// An arc; `clockwise` as seen on screen (UIKit's y-down space).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center.graphicsPoint, radius: Double(radius), startAngle: Double(startAngle),
                    endAngle: Double(endAngle), clockwise: clockwise)
    }
    open func close() { path.close() }
    open func removeAllPoints() { path = Path() }
    open func append(_ other: UIBezierPath) { path.elements += other.path.elements }
    open func apply(_ transform: CGAffineTransform) { path = path.transformed(transform) }
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashes = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Fills the path with the current fill colour.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.canvas.fill(path, color: context.faded(context.state.fillColor), evenOdd: usesEvenOddFillRule)
    }

    /// Strokes the path with the current stroke colour and this path's line settings.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let cap: LineCap = lineCapStyle == .round ? .round : lineCapStyle == .square ? .square : .butt
        let join: LineJoin = lineJoinStyle == .round ? .round : lineJoinStyle == .bevel ? .bevel : .miter
        context.canvas.stroke(path, color: context.faded(context.state.strokeColor),
                              style: StrokeStyle(lineWidth: Double(lineWidth), lineCap: cap, lineJoin: join,
                                                 miterLimit: Double(miterLimit), dashes: dashes.map(Double.init),
                                                 dashPhase: Double(dashPhase)))
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        UIGraphicsGetCurrentContext()?.canvas.clip(to: path, evenOdd: usesEvenOddFillRule)
    }
}
