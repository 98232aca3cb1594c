// Vector symbols standing in for SF Symbols, drawn by the project on a 24-unit design grid.
//
// Each symbol is a few strokes and fills in a view box of the grid. Strokes get a width from the weight
// (SymbolConfiguration's weight, on UIFont.Weight's scale), with round caps and joins; ".fill" variants are filled.
// Knockout shapes are cut out of what was drawn before them (the cross of xmark.circle.fill).

internal import CPangoCairo
internal import Foundation

/// How one shape of a symbol is painted.
public enum SymbolPaint: Sendable, Hashable {
    case stroke, fill, knockoutStroke, knockoutFill
}

/// A shape of a symbol: a path in design units and how it is painted.
public struct SymbolShape: Sendable, Hashable {
    public var path: Path
    public var paint: SymbolPaint
    public init(_ path: Path, _ paint: SymbolPaint) { self.path = path; self.paint = paint }
}

/// `UIImage.SymbolScale`: the symbol's size relative to text of the same point size.
public enum SymbolScale: Sendable, Hashable, CaseIterable {
    case small, medium, large
    var factor: Double {
        switch self {
        case .small: return 0.84
        case .medium: return 1
        case .large: return 1.28
        }
    }
}

/// A vector symbol (a stand-in for an SF Symbol of the same name).
public struct Symbol: Sendable, Hashable {
    public let name: String
    /// The symbol's box in design units (the grid is 24 units to 1.2 em at medium scale).
    public let viewBox: Rect
    public let shapes: [SymbolShape]

    /// The symbol named like its SF Symbol, or nil for a name the library does not have (as `UIImage(systemName:)`).
    public init?(named name: String) {
        guard let symbol = SymbolLibrary.symbols[name] else { return nil }
        self = symbol
    }

    init(name: String, viewBox: Rect = Rect(x: 0, y: 0, width: 24, height: 24), shapes: [SymbolShape]) {
        self.name = name
        self.viewBox = viewBox
        self.shapes = shapes
    }

    /// Every symbol name the library has.
    public static var availableNames: [String] { SymbolLibrary.symbols.keys.sorted() }

    /// Points per design unit for text of `pointSize` at `scale`: a 24-unit symbol is 1.2 em tall at medium, about
    /// the height of SF Symbols next to text of that size.
    public static func unit(pointSize: Double, scale: SymbolScale = .medium) -> Double {
        pointSize * 1.2 * scale.factor / 24
    }

    /// The image's size in points (`UIImage(systemName:withConfiguration:).size`).
    public func size(pointSize: Double, scale: SymbolScale = .medium) -> Size {
        let u = Symbol.unit(pointSize: pointSize, scale: scale)
        return Size(width: viewBox.width * u, height: viewBox.height * u)
    }

    /// Stroke width in design units for a weight: 1.8 at regular, thinner when lighter, thicker when bolder.
    public static func strokeWidth(weight: FontWeight) -> Double {
        max(0.6, 1.8 + 2.2 * weight.rawValue)
    }
}

extension Canvas {
    /// Draws `symbol` scaled to fill `rect` (normally its `size(pointSize:scale:)` at the image's origin) in `color`.
    public func draw(_ symbol: Symbol, in rect: Rect, color: Color, weight: FontWeight = .regular) {
        guard rect.width > 0, rect.height > 0 else { return }
        if recorded({ $0.draw(symbol, in: rect, color: color, weight: weight) }) { return }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / symbol.viewBox.width, rect.height / symbol.viewBox.height)
        cairo_translate(cr, -symbol.viewBox.minX, -symbol.viewBox.minY)
        // Knocked-out parts clear what the symbol drew under them, not the canvas; and a translucent colour applies
        // once to the whole symbol (its strokes overlap at joins): both draw into a group, composited at the end.
        let knocksOut = symbol.shapes.contains { $0.paint == .knockoutFill || $0.paint == .knockoutStroke }
        let grouped = knocksOut || color.alpha < 1
        if grouped { cairo_push_group(cr) }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_width(cr, Symbol.strokeWidth(weight: weight))
        for shape in symbol.shapes {
            let knockout = shape.paint == .knockoutFill || shape.paint == .knockoutStroke
            cairo_set_operator(cr, knockout ? CAIRO_OPERATOR_CLEAR : CAIRO_OPERATOR_OVER)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, 1)
            addPath(shape.path)
            if shape.paint == .stroke || shape.paint == .knockoutStroke { cairo_stroke(cr) } else { cairo_fill(cr) }
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, color.alpha)
        }
        cairo_restore(cr)
    }
}

// MARK: - The library

enum SymbolLibrary {
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        var path = Path()
        for (i, pt) in points.enumerated() {
            if i == 0 { path.move(to: p(pt.0, pt.1)) } else { path.addLine(to: p(pt.0, pt.1)) }
        }
        if closed { path.close() }
        return path
    }

    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        Path.ellipse(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    /// A capsule (stadium) of `length` × `thickness` centred at (cx, cy), rotated by `angle` radians.
    static func capsule(_ cx: Double, _ cy: Double, length: Double, thickness: Double, angle: Double) -> Path {
        let r = thickness / 2, half = length / 2 - r
        let dx = cos(angle), dy = sin(angle)
        var path = Path()
        let a = p(cx - dx * half, cy - dy * half), b = p(cx + dx * half, cy + dy * half)
        path.move(to: p(a.x + dy * r, a.y - dx * r))
        path.addLine(to: p(b.x + dy * r, b.y - dx * r))
        path.addArc(center: b, radius: r, startAngle: angle - .pi / 2, endAngle: angle + .pi / 2, clockwise: true)
        path.addLine(to: p(a.x - dy * r, a.y + dx * r))
        path.addArc(center: a, radius: r, startAngle: angle + .pi / 2, endAngle: angle + 3 * .pi / 2, clockwise: true)
        path.close()
        return path
    }

    static func heart() -> Path {
        var h = Path()
        h.move(to: p(12, 20.5))
        h.addCurve(to: p(2.5, 8.8), control1: p(6, 16.6), control2: p(2.5, 12.8))
        h.addCurve(to: p(7.4, 3.6), control1: p(2.5, 5.8), control2: p(4.7, 3.6))
        h.addCurve(to: p(12, 6.4), control1: p(9.5, 3.6), control2: p(11, 4.8))
        h.addCurve(to: p(16.6, 3.6), control1: p(13, 4.8), control2: p(14.5, 3.6))
        h.addCurve(to: p(21.5, 8.8), control1: p(19.3, 3.6), control2: p(21.5, 5.8))
        h.addCurve(to: p(12, 20.5), control1: p(21.5, 12.8), control2: p(18, 16.6))
        h.close()
        return h
    }

    static func star() -> Path {
        var points: [(Double, Double)] = []
        for i in 0..<10 {
            let r = i % 2 == 0 ? 10.0 : 4.3
            let a = -Double.pi / 2 + Double(i) * .pi / 5
            points.append((12 + r * cos(a), 12.8 + r * sin(a)))
        }
        return polyline(points, closed: true)
    }

    static func personBody(_ cx: Double, _ top: Double, _ w: Double, _ bottom: Double) -> Path {
        var body = Path()
        body.move(to: p(cx - w, bottom))
        body.addCurve(to: p(cx, top), control1: p(cx - w, top + (bottom - top) * 0.45), control2: p(cx - w * 0.55, top))
        body.addCurve(to: p(cx + w, bottom), control1: p(cx + w * 0.55, top), control2: p(cx + w, top + (bottom - top) * 0.45))
        body.close()
        return body
    }

    static func gear(teeth: Int = 8) -> Path {
        var points: [(Double, Double)] = []
        for i in 0..<(teeth * 4) {
            let a = Double(i) * 2 * .pi / Double(teeth * 4) - .pi / 2
            let r = (i % 4 == 0 || i % 4 == 1) ? 10.0 : 7.8
            points.append((12 + r * cos(a), 12 + r * sin(a)))
        }
        return polyline(points, closed: true)
    }

    static func arrowHead(_ tip: (Double, Double), towards angle: Double, size: Double = 5.5) -> Path {
        let spread = Double.pi / 4
        let back = angle + .pi
        return polyline([(tip.0 + size * cos(back - spread), tip.1 + size * sin(back - spread)), tip,
                         (tip.0 + size * cos(back + spread), tip.1 + size * sin(back + spread))])
    }

    static func arrow(from: (Double, Double), to: (Double, Double)) -> [SymbolShape] {
        let angle = atan2(to.1 - from.1, to.0 - from.0)
        return [SymbolShape(polyline([from, to]), .stroke), SymbolShape(arrowHead(to, towards: angle, size: 7), .stroke)]
    }

    static func cross(_ c: Double = 12, _ r: Double = 6.5) -> Path {
        var x = polyline([(c - r, c - r), (c + r, c + r)])
        x.elements += polyline([(c + r, c - r), (c - r, c + r)]).elements
        return x
    }

    static func plusPath(_ c: Double = 12, _ r: Double = 7) -> Path {
        var plus = polyline([(c, c - r), (c, c + r)])
        plus.elements += polyline([(c - r, c), (c + r, c)]).elements
        return plus
    }

    static let checkPath = polyline([(5, 12.8), (9.8, 17.6), (19, 6.4)])

    static let symbols: [String: Symbol] = {
        var all: [Symbol] = []
        func add(_ name: String, box: Rect = Rect(x: 0, y: 0, width: 24, height: 24), _ shapes: [SymbolShape]) {
            all.append(Symbol(name: name, viewBox: box, shapes: shapes))
        }
        let full = circle(12, 12, 10)
        // Basic marks.
        add("plus", [SymbolShape(plusPath(12, 8), .stroke)])
        add("minus", box: Rect(x: 0, y: 6, width: 24, height: 12), [SymbolShape(polyline([(4, 12), (20, 12)]), .stroke)])
        add("xmark", [SymbolShape(cross(12, 7), .stroke)])
        add("checkmark", [SymbolShape(checkPath, .stroke)])
        var dots = circle(4.5, 12, 2)
        dots.elements += circle(12, 12, 2).elements + circle(19.5, 12, 2).elements
        add("ellipsis", box: Rect(x: 1, y: 8, width: 22, height: 8), [SymbolShape(dots, .fill)])
        // Chevrons and arrows.
        add("chevron.right", box: Rect(x: 4, y: 0, width: 16, height: 24), [SymbolShape(polyline([(9, 4.5), (16.5, 12), (9, 19.5)]), .stroke)])
        add("chevron.left", box: Rect(x: 4, y: 0, width: 16, height: 24), [SymbolShape(polyline([(15, 4.5), (7.5, 12), (15, 19.5)]), .stroke)])
        add("chevron.up", box: Rect(x: 0, y: 4, width: 24, height: 16), [SymbolShape(polyline([(4.5, 15.5), (12, 8), (19.5, 15.5)]), .stroke)])
        add("chevron.down", box: Rect(x: 0, y: 4, width: 24, height: 16), [SymbolShape(polyline([(4.5, 8.5), (12, 16), (19.5, 8.5)]), .stroke)])
        add("arrow.right", arrow(from: (3.5, 12), to: (20.5, 12)))
        add("arrow.left", arrow(from: (20.5, 12), to: (3.5, 12)))
        add("arrow.up", arrow(from: (12, 20.5), to: (12, 3.5)))
        add("arrow.down", arrow(from: (12, 3.5), to: (12, 20.5)))
        // Media.
        let triangle = polyline([(7, 4.5), (19.5, 12), (7, 19.5)], closed: true)
        add("play.fill", [SymbolShape(triangle, .fill), SymbolShape(triangle, .stroke)])
        add("play", [SymbolShape(triangle, .stroke)])
        var bars = Path.roundedRect(Rect(x: 5.5, y: 4, width: 4.5, height: 16), radius: 1.2)
        bars.elements += Path.roundedRect(Rect(x: 14, y: 4, width: 4.5, height: 16), radius: 1.2).elements
        add("pause.fill", [SymbolShape(bars, .fill)])
        var shuffle = Path()
        shuffle.move(to: p(2.5, 7)); shuffle.addLine(to: p(6.5, 7))
        shuffle.addCurve(to: p(16.5, 17), control1: p(11.5, 7), control2: p(11.5, 17)); shuffle.addLine(to: p(21, 17))
        shuffle.move(to: p(2.5, 17)); shuffle.addLine(to: p(6.5, 17))
        shuffle.addCurve(to: p(16.5, 7), control1: p(11.5, 17), control2: p(11.5, 7)); shuffle.addLine(to: p(21, 7))
        add("shuffle", [SymbolShape(shuffle, .stroke), SymbolShape(arrowHead((21, 7), towards: 0, size: 4), .stroke),
                        SymbolShape(arrowHead((21, 17), towards: 0, size: 4), .stroke)])
        var loop = Path()
        loop.move(to: p(4, 12)); loop.addLine(to: p(4, 9))
        loop.addCurve(to: p(7, 6), control1: p(4, 7.3), control2: p(5.3, 6)); loop.addLine(to: p(20, 6))
        loop.move(to: p(20, 12)); loop.addLine(to: p(20, 15))
        loop.addCurve(to: p(17, 18), control1: p(20, 16.7), control2: p(18.7, 18)); loop.addLine(to: p(4, 18))
        add("arrow.2.squarepath", [SymbolShape(loop, .stroke), SymbolShape(arrowHead((20, 6), towards: 0, size: 4), .stroke),
                                   SymbolShape(arrowHead((4, 18), towards: .pi, size: 4), .stroke)])
        // Places, links, people.
        var pin = circle(12, 8, 4.5)
        pin.elements += polyline([(12, 12.5), (12, 18.5)]).elements
        add("mappin.and.ellipse", [SymbolShape(pin, .stroke),
                                   SymbolShape(Path.ellipse(in: Rect(x: 3, y: 16.5, width: 18, height: 5)), .stroke)])
        var link = capsule(8.6, 15.4, length: 11, thickness: 6, angle: -.pi / 4)
        link.elements += capsule(15.4, 8.6, length: 11, thickness: 6, angle: -.pi / 4).elements
        add("link", [SymbolShape(link, .stroke)])
        let head = circle(12, 7.5, 4), body = personBody(12, 13.5, 8, 21)
        add("person", [SymbolShape(head, .stroke), SymbolShape(body, .stroke)])
        add("person.fill", [SymbolShape(head, .fill), SymbolShape(body, .fill)])
        var smallPerson = circle(12, 9.5, 3.2)
        smallPerson.elements += personBody(12, 14.5, 6, 19.2).elements
        add("person.circle", [SymbolShape(full, .stroke), SymbolShape(smallPerson, .stroke)])
        add("person.circle.fill", [SymbolShape(full, .fill), SymbolShape(smallPerson, .knockoutFill)])
        var house = polyline([(3, 11.5), (12, 3.5), (21, 11.5)])
        house.elements += polyline([(5.5, 9.5), (5.5, 20.5), (18.5, 20.5), (18.5, 9.5)]).elements
        add("house", [SymbolShape(house, .stroke), SymbolShape(polyline([(10, 20.5), (10, 14.5), (14, 14.5), (14, 20.5)]), .stroke)])
        let houseShape = polyline([(12, 3.5), (20, 10.8), (20, 20.5), (4, 20.5), (4, 10.8)], closed: true)
        add("house.fill", [SymbolShape(houseShape, .fill), SymbolShape(houseShape, .stroke),
                           SymbolShape(Path.rect(Rect(x: 10, y: 14.5, width: 4, height: 6.5)), .knockoutFill)])
        // Hearts, stars, circles, squares.
        add("heart", [SymbolShape(heart(), .stroke)])
        add("heart.fill", [SymbolShape(heart(), .fill), SymbolShape(heart(), .stroke)])
        add("star", [SymbolShape(star(), .stroke)])
        add("star.fill", [SymbolShape(star(), .fill), SymbolShape(star(), .stroke)])
        add("circle", [SymbolShape(full, .stroke)])
        add("circle.fill", [SymbolShape(full, .fill)])
        add("square", [SymbolShape(Path.roundedRect(Rect(x: 3, y: 3, width: 18, height: 18), radius: 4), .stroke)])
        add("square.fill", [SymbolShape(Path.roundedRect(Rect(x: 3, y: 3, width: 18, height: 18), radius: 4), .fill)])
        add("xmark.circle", [SymbolShape(full, .stroke), SymbolShape(cross(12, 4), .stroke)])
        add("xmark.circle.fill", [SymbolShape(full, .fill), SymbolShape(cross(12, 4), .knockoutStroke)])
        add("checkmark.circle", [SymbolShape(full, .stroke), SymbolShape(polyline([(7.5, 12.3), (10.7, 15.5), (16.5, 8.7)]), .stroke)])
        add("checkmark.circle.fill", [SymbolShape(full, .fill), SymbolShape(polyline([(7.5, 12.3), (10.7, 15.5), (16.5, 8.7)]), .knockoutStroke)])
        add("plus.circle", [SymbolShape(full, .stroke), SymbolShape(plusPath(12, 5), .stroke)])
        add("plus.circle.fill", [SymbolShape(full, .fill), SymbolShape(plusPath(12, 5), .knockoutStroke)])
        var ellipsisDots = circle(7, 12, 1.4)
        ellipsisDots.elements += circle(12, 12, 1.4).elements + circle(17, 12, 1.4).elements
        add("ellipsis.circle", [SymbolShape(full, .stroke), SymbolShape(ellipsisDots, .fill)])
        add("ellipsis.circle.fill", [SymbolShape(full, .fill), SymbolShape(ellipsisDots, .knockoutFill)])
        var info = polyline([(12, 11), (12, 17)])
        info.elements += circle(12, 7.5, 0.3).elements
        add("info.circle", [SymbolShape(full, .stroke), SymbolShape(info, .stroke)])
        add("info.circle.fill", [SymbolShape(full, .fill), SymbolShape(info, .knockoutStroke)])
        // Tools and objects.
        var glass = circle(10, 10, 6.5)
        glass.elements += polyline([(14.8, 14.8), (20.5, 20.5)]).elements
        add("magnifyingglass", [SymbolShape(glass, .stroke)])
        add("gearshape", [SymbolShape(gear(), .stroke), SymbolShape(circle(12, 12, 3.2), .stroke)])
        add("gearshape.fill", [SymbolShape(gear(), .fill), SymbolShape(gear(), .stroke), SymbolShape(circle(12, 12, 3.2), .knockoutFill)])
        add("gear", [SymbolShape(gear(teeth: 10), .stroke), SymbolShape(circle(12, 12, 3.2), .stroke)])
        var trash = polyline([(3.5, 6.5), (20.5, 6.5)])
        trash.elements += polyline([(9, 6.5), (9, 3.5), (15, 3.5), (15, 6.5)]).elements
        trash.elements += polyline([(5.8, 6.5), (7, 20.5), (17, 20.5), (18.2, 6.5)]).elements
        add("trash", [SymbolShape(trash, .stroke)])
        var share = polyline([(8.5, 9.5), (6, 9.5), (6, 21), (18, 21), (18, 9.5), (15.5, 9.5)])
        share.elements += polyline([(12, 2.5), (12, 14.5)]).elements
        add("square.and.arrow.up", [SymbolShape(share, .stroke), SymbolShape(arrowHead((12, 2.5), towards: -.pi / 2, size: 4.5), .stroke)])
        var bell = Path()
        bell.move(to: p(6, 16.5)); bell.addLine(to: p(6, 11))
        bell.addCurve(to: p(12, 4.5), control1: p(6, 7.3), control2: p(8.6, 4.5))
        bell.addCurve(to: p(18, 11), control1: p(15.4, 4.5), control2: p(18, 7.3))
        bell.addLine(to: p(18, 16.5)); bell.addLine(to: p(20, 18.5)); bell.addLine(to: p(4, 18.5)); bell.close()
        var clapper = Path()
        clapper.move(to: p(10, 20.5)); clapper.addCurve(to: p(14, 20.5), control1: p(10.8, 22), control2: p(13.2, 22))
        add("bell", [SymbolShape(bell, .stroke), SymbolShape(clapper, .stroke)])
        add("bell.fill", [SymbolShape(bell, .fill), SymbolShape(bell, .stroke), SymbolShape(clapper, .stroke)])
        var dict: [String: Symbol] = [:]
        for s in all { dict[s.name] = s }
        // SF's direction-neutral aliases.
        for (alias, name) in [("chevron.forward", "chevron.right"), ("chevron.backward", "chevron.left"),
                              ("multiply", "xmark"), ("gearshape.2", "gearshape")] {
            let s = dict[name]!
            dict[alias] = Symbol(name: alias, viewBox: s.viewBox, shapes: s.shapes)
        }
        return dict
    }()
}
