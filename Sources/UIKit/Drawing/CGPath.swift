// CGPath / CGMutablePath: vector paths (CALayer.shadowPath, CAShapeLayer.path, UIBezierPath.cgPath).

internal import Graphics

/// An immutable path in points. Build one with `CGMutablePath` or `UIBezierPath`.
public class CGPath: @unchecked Sendable {
    var path: Path

    init(path: Path) { self.path = path }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path.rect(rect.graphicsRect).transformed(transform?.pointee))
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path.ellipse(in: rect.graphicsRect).transformed(transform?.pointee))
    }

    /// A rounded rectangle (circular corners of `cornerWidth`; the height radius is taken as equal).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path.roundedRect(rect.graphicsRect, radius: Double(min(cornerWidth, cornerHeight)))
            .transformed(transform?.pointee))
    }

    /// The smallest rectangle containing every point and control point.
    public var boundingBox: CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .quadCurve(let p, let c): add(p); add(c)
            case .arc(let c, let r, _, _, _):
                add(Point(x: c.x - r, y: c.y - r)); add(Point(x: c.x + r, y: c.y + r))
            case .close: break
            }
        }
        guard minX.isFinite else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var isEmpty: Bool { path.elements.isEmpty }

    public func copy() -> CGPath? { CGPath(path: path) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
}

/// A path built step by step, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(path: Path()) }
    override init(path: Path) { super.init(path: path) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform).graphicsPoint)
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform).graphicsPoint)
    }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() { if i == 0 { move(to: p, transform: transform) } else { addLine(to: p, transform: transform) } }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform).graphicsPoint, control1: control1.applying(transform).graphicsPoint,
                      control2: control2.applying(transform).graphicsPoint)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform).graphicsPoint, control: control.applying(transform).graphicsPoint)
    }
    /// An arc in a y-down space (`clockwise` as seen on screen, as UIKit's flipped context draws it).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.elements += Path(elements: [.arc(center: center.graphicsPoint, radius: Double(radius), startAngle: Double(startAngle),
                                               endAngle: Double(endAngle), clockwise: clockwise)]).transformed(transform).elements
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.elements += Path.rect(rect.graphicsRect).transformed(transform).elements
    }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.elements += Path.ellipse(in: rect.graphicsRect).transformed(transform).elements
    }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.elements += Path.roundedRect(rect.graphicsRect, radius: Double(min(cornerWidth, cornerHeight))).transformed(transform).elements
    }
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.elements += other.path.transformed(transform).elements
    }
    public func closeSubpath() { path.close() }
}

extension Path {
    /// The path with every point mapped by `t` (arcs keep their shape: only translations and uniform scales apply
    /// exactly to them).
    func transformed(_ t: CGAffineTransform?) -> Path {
        guard let t, !t.isIdentity else { return self }
        func map(_ p: Point) -> Point { CGPoint(x: p.x, y: p.y).applying(t).graphicsPoint }
        let scale = Double((abs(t.a * t.d - t.b * t.c)).squareRoot())
        return Path(elements: elements.map { element in
            switch element {
            case .move(let p): return .move(map(p))
            case .line(let p): return .line(map(p))
            case .curve(let p, let c1, let c2): return .curve(map(p), control1: map(c1), control2: map(c2))
            case .quadCurve(let p, let c): return .quadCurve(map(p), control: map(c))
            case .arc(let c, let r, let a0, let a1, let cw):
                return .arc(center: map(c), radius: r * scale, startAngle: a0, endAngle: a1, clockwise: cw)
            case .close: return .close
            }
        })
    }
}

extension CGPoint {
    var graphicsPoint: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGRect {
    var graphicsRect: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

extension CGSize {
    var graphicsSize: Size { Size(width: Double(width), height: Double(height)) }
}
