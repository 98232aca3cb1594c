// Vector paths: what UIBezierPath / CGPath / CAShapeLayer need.

/// Which corners of a rectangle are rounded, as `CACornerMask` (min/max X/Y in a y-down space: minXMinY is top-left).
public struct Corners: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let minXMinY = Corners(rawValue: 1)  // top left
    public static let maxXMinY = Corners(rawValue: 2)  // top right
    public static let minXMaxY = Corners(rawValue: 4)  // bottom left
    public static let maxXMaxY = Corners(rawValue: 8)  // bottom right
    public static let all: Corners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

/// A path of subpaths in points.
public struct Path: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(Point)
        case line(Point)
        case curve(Point, control1: Point, control2: Point)
        case quadCurve(Point, control: Point)
        /// A circular arc (angles in radians, y-down space: clockwise on screen means increasing angles).
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        case close
    }

    public var elements: [Element] = []
    public init() {}
    public init(elements: [Element]) { self.elements = elements }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func addLine(to p: Point) { elements.append(.line(p)) }
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(p, control1: control1, control2: control2))
    }
    public mutating func addQuadCurve(to p: Point, control: Point) { elements.append(.quadCurve(p, control: control)) }
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }
    public mutating func close() { elements.append(.close) }

    public mutating func addRect(_ r: Rect) {
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        close()
    }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side) on `corners` only.
    public mutating func addRoundedRect(_ r: Rect, radius: Double, corners: Corners = .all) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0, !corners.isEmpty else { addRect(r); return }
        func cornerRadius(_ c: Corners) -> Double { corners.contains(c) ? rad : 0 }
        let tl = cornerRadius(.minXMinY), tr = cornerRadius(.maxXMinY), br = cornerRadius(.maxXMaxY), bl = cornerRadius(.minXMaxY)
        move(to: Point(x: r.minX + tl, y: r.minY))
        addLine(to: Point(x: r.maxX - tr, y: r.minY))
        if tr > 0 { addArc(center: Point(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: true) }
        addLine(to: Point(x: r.maxX, y: r.maxY - br))
        if br > 0 { addArc(center: Point(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: true) }
        addLine(to: Point(x: r.minX + bl, y: r.maxY))
        if bl > 0 { addArc(center: Point(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: true) }
        addLine(to: Point(x: r.minX, y: r.minY + tl))
        if tl > 0 { addArc(center: Point(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true) }
        close()
    }

    public mutating func addEllipse(in r: Rect) {
        // Four cubic quarter arcs (kappa = 4/3 (√2 − 1)).
        let k = 0.5522847498307936
        let cx = r.minX + r.width / 2, cy = r.minY + r.height / 2, rx = r.width / 2, ry = r.height / 2
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        close()
    }

    public static func rect(_ r: Rect) -> Path { var p = Path(); p.addRect(r); return p }
    public static func roundedRect(_ r: Rect, radius: Double, corners: Corners = .all) -> Path {
        var p = Path(); p.addRoundedRect(r, radius: radius, corners: corners); return p
    }
    public static func ellipse(in r: Rect) -> Path { var p = Path(); p.addEllipse(in: r); return p }
}

/// How strokes end and join, as `CGLineCap` / `CGLineJoin`.
public enum LineCap: Sendable, Hashable { case butt, round, square }
public enum LineJoin: Sendable, Hashable { case miter, round, bevel }

/// Stroke parameters (`lineWidth`, caps, joins, miter limit, dashes as `CAShapeLayer.lineDashPattern`).
public struct StrokeStyle: Sendable, Hashable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dashes: [Double]
    public var dashPhase: Double
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dashes: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashPhase = dashPhase
    }
}
