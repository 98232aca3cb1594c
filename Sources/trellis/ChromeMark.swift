import Graphics
import UIKit

/// One thing the device chrome draws: a filled or stroked path, or a line of text, in screen points.
///
/// The chrome is described once as a list of marks and replayed on either surface a screenshot is made on: a
/// `Graphics.Canvas` (the PNG, composed over the rendered window) and a UIKit `CGContext` (the PDF, whose page is the
/// window rendered by `UIGraphicsPDFRenderer`). Both replays follow the same geometry, so the PDF carries the
/// same status bar and home indicator as the PNG, as vector paths and real text.
enum ChromeMark {
    case fill(Path, Color, evenOdd: Bool)
    case stroke(Path, Color, StrokeStyle)
    /// A line of text in the system font, its top-left corner at `origin`.
    case text(String, size: Double, weight: FontWeight, origin: Point, color: Color)

    /// Replays the mark on a Graphics canvas.
    func draw(on canvas: Canvas) {
        switch self {
        case .fill(let path, let color, let evenOdd):
            canvas.fill(path, color: color, evenOdd: evenOdd)
        case .stroke(let path, let color, let style):
            canvas.stroke(path, color: color, style: style)
        case .text(let string, let size, let weight, let origin, let color):
            canvas.draw(ChromeMark.layout(string, size: size, weight: weight), at: origin, color: color)
        }
    }

    /// Replays the mark through UIKit's drawing API (paths on the context, strings with `draw(at:withAttributes:)`).
    @MainActor
    func draw(in context: CGContext) {
        switch self {
        case .fill(let path, let color, let evenOdd):
            context.saveGState()
            context.setFillColor(ChromeMark.uiColor(color).cgColor)
            ChromeMark.add(path, to: context)
            context.fillPath(using: evenOdd ? .evenOdd : .winding)
            context.restoreGState()
        case .stroke(let path, let color, let style):
            context.saveGState()
            context.setStrokeColor(ChromeMark.uiColor(color).cgColor)
            context.setLineWidth(CGFloat(style.lineWidth))
            context.setLineCap(style.lineCap == .butt ? .butt : style.lineCap == .round ? .round : .square)
            context.setLineJoin(style.lineJoin == .miter ? .miter : style.lineJoin == .round ? .round : .bevel)
            context.setMiterLimit(CGFloat(style.miterLimit))
            context.setLineDash(phase: CGFloat(style.dashPhase), lengths: style.dashes.map { CGFloat($0) })
            ChromeMark.add(path, to: context)
            context.strokePath()
            context.restoreGState()
        case .text(let string, let size, let weight, let origin, let color):
            UIGraphicsPushContext(context)
            let font = UIFont.systemFont(ofSize: CGFloat(size), weight: UIFont.Weight(rawValue: CGFloat(weight.rawValue)))
            string.draw(at: CGPoint(x: origin.x, y: origin.y),
                        withAttributes: [.font: font, .foregroundColor: ChromeMark.uiColor(color)])
            UIGraphicsPopContext()
        }
    }

    /// The text as the chrome measures and draws it on a canvas.
    static func layout(_ string: String, size: Double, weight: FontWeight) -> TextLayout {
        TextSystem.shared.layout(string, font: .system(size: size, weight: weight))
    }

    private static func uiColor(_ color: Color) -> UIColor {
        UIColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }

    private static func add(_ path: Path, to context: CGContext) {
        context.beginPath()
        for element in path.elements {
            switch element {
            case .move(let p): context.move(to: CGPoint(x: p.x, y: p.y))
            case .line(let p): context.addLine(to: CGPoint(x: p.x, y: p.y))
            case .curve(let p, let c1, let c2):
                context.addCurve(to: CGPoint(x: p.x, y: p.y), control1: CGPoint(x: c1.x, y: c1.y),
                                 control2: CGPoint(x: c2.x, y: c2.y))
            case .quadCurve(let p, let c):
                context.addQuadCurve(to: CGPoint(x: p.x, y: p.y), control: CGPoint(x: c.x, y: c.y))
            case .arc(let center, let radius, let start, let end, let clockwise):
                // Both sides use y-down angles (Trellis's CGContext passes arcs to the same Graphics path).
                context.addArc(center: CGPoint(x: center.x, y: center.y), radius: CGFloat(radius),
                               startAngle: CGFloat(start), endAngle: CGFloat(end), clockwise: clockwise)
            case .close: context.closePath()
            }
        }
    }
}
