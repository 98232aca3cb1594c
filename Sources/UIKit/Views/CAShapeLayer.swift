/// How a shape layer's stroke ends and joins, and how its path is filled (Core Animation's string constants).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a path: filled with `fillColor` (black by default, as Core Animation's), then stroked with
/// `strokeColor` (none by default) at `lineWidth`, between `strokeStart` and `strokeEnd` — fractions of the path's
/// length (Apple: "combined with the strokeEnd property, this property defines the subregion of the path to stroke");
/// the fill is the whole path's.
@MainActor
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1

    public required init() { super.init() }
}
