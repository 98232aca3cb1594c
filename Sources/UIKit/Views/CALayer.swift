/// The layer behind every view: corner radius, border, shadow, opacity.
///
/// A view creates its layer from `class var layerClass`, so `view.layer as! CAGradientLayer` works when the
/// view's class says so. A view's layer shares the view's geometry: `frame`/`bounds` read through to the view.
/// The layer tree mirrors the view tree: a view's subviews' layers are its layer's sublayers, in subview order,
/// and sublayers added by the app keep their place among them (`insertSublayer(_:at: 0)` stays below the subviews).
/// Drawing (the painter, `render(in:)` in CALayer+Rendering.swift) walks the layer tree; layout never reads layer
/// properties. Content a layer draws itself (its view's `draw(_:)`, or `draw(in:)`) is made by its display
/// (`display()`, run by the display pass for layers marked with `setNeedsDisplay()`) and kept in `contents` as a
/// backing store the painter plays back (CALayer+Display.swift).
@MainActor
open class CALayer: NSObject {
    /// The view that owns this layer, when it backs one.
    ///
    /// Not `weak` (see `LayoutItemReference` for why): the view holds its layer for life and clears this in its
    /// `deinit`, so a layer that outlives its view finds nil here.
    public internal(set) unowned(unsafe) var delegate: UIView?

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
    /// The curve of the rounded corners. Trellis draws `.continuous` corners as quarter circles of `cornerRadius`:
    /// Core Animation's continuous curve starts earlier on the sides (about 1.5 × the radius) and differs from the arc
    /// by a fraction of a point at the radii cards use; the layout is the same either way.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// A layer whose alpha decides how much of this layer shows (drawn in this layer's coordinate space, placed by its
    /// frame; it is not a sublayer). Apple: "When setting the mask to a new layer, the new layer must have a nil
    /// superlayer" — a layer that has one is refused, with a message.
    open var mask: CALayer? {
        didSet {
            if let mask, mask.superlayer != nil {
                UIView.layoutLog("Ignoring a mask layer that has a superlayer: \(mask). A mask must not be in a layer tree.")
                self.mask = oldValue
            }
        }
    }
    /// Whether Core Animation caches the layer as a bitmap: an optimisation with no visible effect at the screen's
    /// scale, kept for code that sets it (Trellis draws the layer as it is, at the context's scale).
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var name: String?
    open var contentsScale: CGFloat = 1
    /// Image content (a `CGImage`), stretched over the bounds; after a display of a layer that draws, its backing
    /// store (as on iOS, where a view that draws has a `CABackingStore` here).
    open var contents: Any?
    open var isOpaque = false
    /// Whether a change of the bounds' size marks the layer as needing display (false by default, as Core Animation's;
    /// a view sets it for `contentMode == .redraw`).
    open var needsDisplayOnBoundsChange = false
    public private(set) var sublayers: [CALayer]?
    /// Not `weak` (see `LayoutItemReference` for why): a layer retains its sublayers, and clears this back-pointer
    /// when it lets one go (`removeFromSuperlayer`, `syncSubviewLayers`) and in its `deinit`, so it never dangles.
    public private(set) unowned(unsafe) var superlayer: CALayer?

    private var ownBounds = CGRect.zero {
        didSet { if ownBounds.size != oldValue.size { boundsSizeDidChange() } }
    }
    private var ownPosition = CGPoint.zero

    /// Set by `setNeedsDisplay()`, cleared by a display. A view's layer starts marked (a view is displayed when it
    /// first appears); a layer of its own starts unmarked, as Core Animation's: it draws on demand only.
    var needsDisplayFlag = false
    /// What the last display made (with what it was made for); nil before any display.
    var lastDisplay: CABackingStore?
    /// Set by the default `draw(in:)` and the default `UIView.draw(_:)`: a display that reached them and drew nothing
    /// is of a layer or view that does not draw.
    var reachedDefaultDrawing = false

    public required override init() { super.init() }

    /// Sublayers that outlive this layer lose their superlayer (the back-pointer is not `weak`).
    isolated deinit {
        for layer in sublayers ?? [] where layer.superlayer === self { layer.superlayer = nil }
    }

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
        guard let sibling, let i = sublayers?.firstIndex(ofIdentical: sibling) else {
            return insertSublayer(layer, at: 0)
        }
        let moving = sublayers?.firstIndex(ofIdentical: layer)
        insertSublayer(layer, at: UInt32(moving.map { $0 < i ? i - 1 : i } ?? i))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let i = sublayers?.firstIndex(ofIdentical: sibling) else { return addSublayer(layer) }
        let moving = sublayers?.firstIndex(ofIdentical: layer)
        insertSublayer(layer, at: UInt32(moving.map { $0 <= i ? i : i + 1 } ?? i + 1))
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = sublayers?.firstIndex(ofIdentical: oldLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll(identicalTo: self)
        superlayer = nil
    }

    /// Keeps the sublayer list in step with the view's subviews: subview layers in subview order, each other
    /// sublayer staying right after the subview layer it followed (or first, if it came before them all).
    ///
    /// Runs on every change of a view's subviews (twice for each cell a table recycles), so the usual case, a layer
    /// whose sublayers are all views' layers, takes a plain loop: the list is then the subviews' layers.
    func syncSubviewLayers(_ subviews: [UIView]) {
        if syncOneSubviewLayer(subviews) { return }
        let current = sublayers ?? []
        for layer in current where layer.delegate == nil { return syncSubviewLayersKeepingOwnSublayers(subviews) }
        // The layers of views that left let go of this layer; those that stay or arrive get it below.
        for layer in current where layer.superlayer === self { layer.superlayer = nil }
        var result: [CALayer] = []
        result.reserveCapacity(subviews.count)
        for view in subviews {
            let layer = view.layer
            if let old = layer.superlayer, old !== self { old.sublayers?.removeAll(identicalTo: layer) }
            layer.superlayer = self
            result.append(layer)
        }
        sublayers = result.isEmpty ? nil : result
    }

    /// The usual change — one subview inserted or removed, every sublayer the layer of a subview and held by this
    /// layer — made in place: the one layer goes into or out of `sublayers` where its view went, and no other layer is
    /// touched. The full sync rebuilt the list and rewrote every layer's `superlayer` for each cell a table shows or
    /// recycles. Returns false, having changed nothing, for any other change; the full sync then runs (its result for
    /// this one is the same list, the same `superlayer`s).
    private func syncOneSubviewLayer(_ subviews: [UIView]) -> Bool {
        guard let count = sublayers?.count else { return false }
        let inserted = subviews.count == count + 1
        guard inserted || subviews.count + 1 == count else { return false }
        // A sublayer of the kind the fast path keeps as it is: a view's layer, held here.
        func isHeldViewLayer(_ layer: CALayer) -> Bool { layer.delegate != nil && layer.superlayer === self }
        // The first place where the lists differ, then the rest, one place apart.
        var k = 0
        while k < min(count, subviews.count) {
            let layer = sublayers![k]
            guard isHeldViewLayer(layer) else { return false }
            if layer !== subviews[k].layer { break }
            k += 1
        }
        if inserted {
            for m in k..<count {
                let layer = sublayers![m]
                guard isHeldViewLayer(layer), layer === subviews[m + 1].layer else { return false }
            }
            let layer = subviews[k].layer
            // Held here already but not in its place: the full sync sorts that out.
            if layer.superlayer === self { return false }
            if let old = layer.superlayer { old.sublayers?.removeAll(identicalTo: layer) }
            layer.superlayer = self
            sublayers!.insert(layer, clampedAt: k)
        } else {
            let gone = sublayers![k]
            guard isHeldViewLayer(gone) else { return false }
            for m in (k + 1)..<count {
                let layer = sublayers![m]
                guard isHeldViewLayer(layer), layer === subviews[m - 1].layer else { return false }
            }
            gone.superlayer = nil
            sublayers!.remove(at: k)
            if sublayers!.isEmpty { sublayers = nil }
        }
        return true
    }

    /// `syncSubviewLayers(_:)` for a layer with sublayers of its own among its subviews' layers.
    private func syncSubviewLayersKeepingOwnSublayers(_ subviews: [UIView]) {
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
            if let old = layer.superlayer, old !== self { old.sublayers?.removeAll(identicalTo: layer) }
            layer.superlayer = self
            result.append(layer)
            result += groups[ObjectIdentifier(layer)] ?? []
        }
        sublayers = result.isEmpty ? nil : result
    }

    // MARK: Display

    /// Marks the contents as needing an update: the next display pass (after layout, at the end of the run loop's
    /// turn) calls `display()`, which redraws them. Until then the painter draws the layer live instead of showing
    /// stale contents.
    open func setNeedsDisplay() { needsDisplayFlag = true }

    /// Marks `r` as needing an update; Trellis redraws the whole layer (the drawing is recorded, not a bitmap).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether the layer is marked as needing display.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Displays now if the layer is marked (outside the display pass).
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        display()
    }

    /// Reloads the contents: records what the layer draws — its view's `draw(_:)` with `UITraitCollection.current`
    /// set to the view's traits, or `draw(in:)` — as a backing store that replaces `contents`. A view that does not
    /// draw (its `draw(_:)` is the default) leaves `contents` as it is. Subclasses may override this to set
    /// `contents` directly.
    open func display() {
        needsDisplayFlag = false
        let store = recordContents(traits: delegate?.traitCollection)
        lastDisplay = store
        if store.hasContent {
            contents = store
        } else if contents is CABackingStore {
            contents = nil
        }
    }

    open func setNeedsLayout() { delegate?.setNeedsLayout() }
    open func layoutSublayers() {}

    /// Draws the layer's own content (layers without a view; views draw in `draw(_:)`), into the backing store when
    /// the layer displays, else live when it is rendered. The context is in the layer's bounds space.
    open func draw(in ctx: CGContext) { reachedDefaultDrawing = true }
}
