/// The layer behind every view: corner radius, border, shadow, opacity.
///
/// A view creates its layer from `class var layerClass`, so `view.layer as! CAGradientLayer` works when the
/// view's class says so. A view's layer shares the view's geometry: `frame`/`bounds` read through to the view.
/// The layer tree mirrors the view tree: a view's subviews' layers are its layer's sublayers, in subview order,
/// and sublayers added by the app keep their place among them (`insertSublayer(_:at: 0)` stays below the subviews).
/// Drawing (the painter, `render(in:)` in CALayer+Rendering.swift) walks the layer tree; layout never reads layer
/// properties.
@MainActor
open class CALayer: NSObject {
    /// The view that owns this layer, when it backs one.
    public internal(set) weak var delegate: UIView?

    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds (all by default).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
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
    /// The shadow's shape; nil: the shape of what the layer draws (its alpha).
    open var shadowPath: CGPath?
    open var zPosition: CGFloat = 0
    open var name: String?
    open var contentsScale: CGFloat = 1
    /// Image content (a `CGImage`), stretched over the bounds.
    open var contents: Any?
    open var isOpaque = false
    open var needsDisplayOnBoundsChange = false
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

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let i = sublayers?.firstIndex(where: { $0 === sibling }) else {
            return insertSublayer(layer, at: 0)
        }
        let moving = sublayers?.firstIndex { $0 === layer }
        insertSublayer(layer, at: UInt32(moving.map { $0 < i ? i - 1 : i } ?? i))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let i = sublayers?.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        let moving = sublayers?.firstIndex { $0 === layer }
        insertSublayer(layer, at: UInt32(moving.map { $0 <= i ? i : i + 1 } ?? i + 1))
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Keeps the sublayer list in step with the view's subviews: subview layers in subview order, each other
    /// sublayer staying right after the subview layer it followed (or first, if it came before them all).
    func syncSubviewLayers(_ subviews: [UIView]) {
        let wanted = subviews.map(\.layer)
        let wantedIDs = Set(wanted.map(ObjectIdentifier.init))
        var groups: [ObjectIdentifier?: [CALayer]] = [:]
        var anchor: ObjectIdentifier?
        for layer in sublayers ?? [] {
            if layer.delegate != nil {
                if wantedIDs.contains(ObjectIdentifier(layer)) {
                    anchor = ObjectIdentifier(layer)
                } else if layer.superlayer === self {
                    layer.superlayer = nil
                }
            } else {
                groups[anchor, default: []].append(layer)
            }
        }
        var result = groups[nil] ?? []
        for layer in wanted {
            if let old = layer.superlayer, old !== self { old.sublayers?.removeAll { $0 === layer } }
            layer.superlayer = self
            result.append(layer)
            result += groups[ObjectIdentifier(layer)] ?? []
        }
        sublayers = result.isEmpty ? nil : result
    }

    open func setNeedsDisplay() { delegate?.setNeedsDisplay() }
    open func setNeedsLayout() { delegate?.setNeedsLayout() }
    open func layoutSublayers() {}
    open func display() {}

    /// Draws the layer's own content (layers without a view; views draw in `draw(_:)`). Called by the painter with
    /// the context in the layer's bounds space.
    open func draw(in ctx: CGContext) {}
}
