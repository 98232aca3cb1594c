// CGContext: the Core Graphics drawing context, standing in for Apple's on Linux over a Graphics.Canvas.

internal import Graphics

/// A drawing destination: an image renderer's bitmap or a PDF renderer's page, in points, y-down with the origin at
/// the top left (UIKit's flipped coordinates). UIKit code reaches it as `UIGraphicsImageRendererContext.cgContext`
/// or `UIGraphicsGetCurrentContext()` and passes it to `layer.render(in:)`.
///
/// Like Apple's, it keeps a graphics state (colours, line width, alpha, transform, clip) that `saveGState()` /
/// `restoreGState()` push and pop, and a current path that filling or stroking consumes.
public final class CGContext {
    /// What the context draws into. A recording context (a view's display) makes its recording canvas on first use,
    /// so a `draw(_:)` that draws nothing — a view that does not implement it — costs no Cairo objects.
    var canvas: Canvas {
        if let canvasStorage { return canvasStorage }
        let made = makeCanvas?() ?? Canvas(recordingBounds: Rect(x: 0, y: 0, width: 0, height: 0))
        canvasStorage = made
        makeCanvas = nil
        return made
    }
    private var canvasStorage: Canvas?
    private var makeCanvas: (() -> Canvas)?

    struct State {
        var fillColor = Color.black
        var strokeColor = Color.black
        var lineWidth: Double = 1
        var lineCap = LineCap.butt
        var lineJoin = LineJoin.miter
        var miterLimit: Double = 10
        var dashes: [Double] = []
        var dashPhase: Double = 0
        var alpha: Double = 1
    }
    var state = State()
    private var saved: [State] = []
    var currentPath = Path()
    /// The traits of the view being drawn (set by the painter), for dynamic colours in `UIColor.setFill()`.
    var traits: UITraitCollection?

    init(canvas: Canvas, traits: UITraitCollection? = nil) {
        canvasStorage = canvas
        self.traits = traits
    }

    /// A context whose canvas `make` creates when something first draws (or asks about the clip).
    init(makingCanvas make: @escaping () -> Canvas, traits: UITraitCollection?) {
        makeCanvas = make
        self.traits = traits
    }

    /// The canvas, if one was made (a lazily made recording canvas nobody drew into has none).
    var canvasIfMade: Canvas? { canvasStorage }

    /// The global alpha (`setAlpha`), applied to everything drawn.
    var alpha: CGFloat { CGFloat(state.alpha) }

    // MARK: Graphics state

    public func saveGState() {
        saved.append(state)
        canvas.saveGState()
    }

    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        state = last
        canvas.restoreGState()
    }

    public func translateBy(x: CGFloat, y: CGFloat) { canvas.translate(x: Double(x), y: Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { canvas.scale(x: Double(x), y: Double(y)) }
    public func rotate(by angle: CGFloat) { canvas.rotate(radians: Double(angle)) }
    public func concatenate(_ t: CGAffineTransform) {
        canvas.concatenate(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }

    public func setFillColor(_ color: CGColor) { state.fillColor = color.graphicsColor }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.graphicsColor }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = Double(max(0, width)) }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap == .butt ? .butt : cap == .round ? .round : .square }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join == .miter ? .miter : join == .round ? .round : .bevel }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = Double(limit) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = Double(phase)
        state.dashes = lengths.map(Double.init)
    }
    /// Multiplies the alpha of everything drawn afterwards.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = Double(min(max(alpha, 0), 1)) }

    // MARK: Paths

    public func beginPath() { currentPath = Path() }
    public func move(to point: CGPoint) { currentPath.move(to: point.graphicsPoint) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point.graphicsPoint) }
    public func addLines(between points: [CGPoint]) {
        for (i, p) in points.enumerated() { if i == 0 { move(to: p) } else { addLine(to: p) } }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end.graphicsPoint, control1: control1.graphicsPoint, control2: control2.graphicsPoint)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end.graphicsPoint, control: control.graphicsPoint)
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center.graphicsPoint, radius: Double(radius), startAngle: Double(startAngle),
                           endAngle: Double(endAngle), clockwise: clockwise)
    }
    public func closePath() { currentPath.close() }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect.graphicsRect) }
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect.graphicsRect) }
    public func addPath(_ path: CGPath) { currentPath.elements += path.path.elements }
    public var isPathEmpty: Bool { currentPath.elements.isEmpty }

    public func fillPath(using rule: CGPathFillRule = .winding) {
        canvas.fill(currentPath, color: faded(state.fillColor), evenOdd: rule == .evenOdd)
        currentPath = Path()
    }

    public func strokePath() {
        canvas.stroke(currentPath, color: faded(state.strokeColor), style: strokeStyle)
        currentPath = Path()
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        let path = currentPath
        switch mode {
        case .fill, .fillStroke: canvas.fill(path, color: faded(state.fillColor))
        case .eoFill, .eoFillStroke: canvas.fill(path, color: faded(state.fillColor), evenOdd: true)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            canvas.stroke(path, color: faded(state.strokeColor), style: strokeStyle)
        }
        currentPath = Path()
    }

    /// Intersects the clip with the current path (and clears the path).
    public func clip(using rule: CGPathFillRule = .winding) {
        canvas.clip(to: currentPath, evenOdd: rule == .evenOdd)
        currentPath = Path()
    }

    public func clip(to rect: CGRect) { canvas.clip(to: rect.graphicsRect) }
    public func clip(to rects: [CGRect]) {
        var path = Path()
        for r in rects { path.addRect(r.graphicsRect) }
        canvas.clip(to: path)
    }

    // MARK: Shapes

    public func fill(_ rect: CGRect) { canvas.fill(rect.graphicsRect, color: faded(state.fillColor)) }
    public func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }
    public func fillEllipse(in rect: CGRect) { canvas.fill(Path.ellipse(in: rect.graphicsRect), color: faded(state.fillColor)) }
    public func stroke(_ rect: CGRect) { canvas.stroke(Path.rect(rect.graphicsRect), color: faded(state.strokeColor), style: strokeStyle) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var style = strokeStyle
        style.lineWidth = Double(width)
        canvas.stroke(Path.rect(rect.graphicsRect), color: faded(state.strokeColor), style: style)
    }
    public func strokeEllipse(in rect: CGRect) {
        canvas.stroke(Path.ellipse(in: rect.graphicsRect), color: faded(state.strokeColor), style: strokeStyle)
    }
    public func strokeLineSegments(between points: [CGPoint]) {
        var path = Path()
        var i = 0
        while i + 1 < points.count {
            path.move(to: points[i].graphicsPoint)
            path.addLine(to: points[i + 1].graphicsPoint)
            i += 2
        }
        canvas.stroke(path, color: faded(state.strokeColor), style: strokeStyle)
    }
    /// Makes the rectangle transparent.
    public func clear(_ rect: CGRect) {
        canvas.saveGState()
        canvas.clip(to: rect.graphicsRect)
        canvas.clear()
        canvas.restoreGState()
    }

    /// Draws `image` scaled into `rect` (UIKit's top-left origin: the image is upright).
    public func draw(_ image: CGImage, in rect: CGRect) {
        canvas.draw(image.bitmap, in: rect.graphicsRect, alpha: state.alpha)
    }

    // MARK: Transparency layers

    private var transparencyAlphas: [Double] = []

    /// Draws everything until `endTransparencyLayer()` as one group, composited with the current alpha.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        transparencyAlphas.append(state.alpha)
        state.alpha = 1
        canvas.beginTransparencyLayer()
    }

    public func endTransparencyLayer() {
        guard let alpha = transparencyAlphas.popLast() else { return }
        canvas.endTransparencyLayer(alpha: alpha)
        state.alpha = alpha
    }

    // MARK: Helpers

    private var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                    miterLimit: state.miterLimit, dashes: state.dashes, dashPhase: state.dashPhase)
    }

    func faded(_ color: Color) -> Color { state.alpha >= 1 ? color : color.withAlpha(color.alpha * state.alpha) }
}

extension CGColor {
    /// Graphics' colour with the same components.
    var graphicsColor: Color {
        let c = components ?? [0, 0, 0, 1]
        switch c.count {
        case 2: return Color(white: Double(c[0]), alpha: Double(c[1]))
        case 4: return Color(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
        default: return .black
        }
    }
}
