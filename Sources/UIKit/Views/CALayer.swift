/// The layer behind every view: corner radius, border, shadow, opacity.
///
/// A view creates its layer from `class var layerClass`, so `view.layer as! CAGradientLayer` works when the
/// view's class says so. A view's layer shares the view's geometry: `frame`/`bounds` read through to the view.
/// Drawing (the painter) walks the layer tree; layout never reads layer properties.
@MainActor
open class CALayer: NSObject {
    /// The view that owns this layer, when it backs one.
    public internal(set) weak var delegate: UIView?

    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var backgroundColor: CGColor?
    open var masksToBounds = false
    open var opacity: Float = 1
    open var isHidden = false
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var zPosition: CGFloat = 0
    open var name: String?
    open var contentsScale: CGFloat = 1
    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?

    private var ownBounds = CGRect.zero
    private var ownPosition = CGPoint.zero

    public required override init() { super.init() }

    /// The layer's frame in its superlayer; a view's layer reports the view's frame.
    open var frame: CGRect {
        get { delegate?.frame ?? CGRect(x: ownPosition.x - ownBounds.width / 2, y: ownPosition.y - ownBounds.height / 2,
                                        width: ownBounds.width, height: ownBounds.height) }
        set {
            if let view = delegate { view.frame = newValue; return }
            ownBounds.size = newValue.size
            ownPosition = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open var bounds: CGRect {
        get { delegate?.bounds ?? ownBounds }
        set { if let view = delegate { view.bounds = newValue } else { ownBounds = newValue } }
    }

    open var position: CGPoint {
        get { delegate?.center ?? ownPosition }
        set { if let view = delegate { view.center = newValue } else { ownPosition = newValue } }
    }

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        if sublayers == nil { sublayers = [] }
        sublayers?.append(layer)
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        if sublayers == nil { sublayers = [] }
        let i = min(Int(index), sublayers!.count)
        sublayers?.insert(layer, at: i)
        layer.superlayer = self
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    open func setNeedsDisplay() {}
    open func setNeedsLayout() { delegate?.setNeedsLayout() }
    open func layoutSublayers() {}
}

/// A layer that fills its bounds with a gradient (`override class var layerClass { CAGradientLayer.self }`).
@MainActor
open class CAGradientLayer: CALayer {
    /// The gradient's colours, as `CGColor`s (UIKit code passes `[UIColor.x.cgColor, …]`).
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)

    public required init() { super.init() }
}
