/// The kind of gradient a `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient (`override class var layerClass { CAGradientLayer.self }`).
@MainActor
open class CAGradientLayer: CALayer {
    /// The gradient's colours, as `CGColor`s (UIKit code passes `[UIColor.x.cgColor, …]`).
    open var colors: [Any]?
    /// Where each colour sits along the gradient (0...1); nil spreads them evenly.
    open var locations: [NSNumber]?
    /// Start and end in the unit space of the bounds ((0.5, 0) → (0.5, 1): top to bottom).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// `.axial` (linear) or `.radial`; `.conic` is drawn as axial here.
    open var type: CAGradientLayerType = .axial

    public required init() { super.init() }
}
