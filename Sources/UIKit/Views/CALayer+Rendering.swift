// The painter: draws a layer tree (and so a view tree) into a CGContext with Graphics.Canvas, in Core Animation's
// order and with its clipping. It only reads views and layers; it never lays out.

internal import Graphics

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space (its bounds), as Core
    /// Animation's `render(in:)` does: `UIGraphicsImageRenderer(bounds: view.bounds)` lines the two up.
    ///
    /// Per layer, in order: its shadow (`shadowOpacity` > 0: the `shadowPath`, else the alpha of everything the layer
    /// draws, blurred by `shadowRadius` and moved by `shadowOffset`), its background (rounded by `cornerRadius` on the
    /// `maskedCorners`), its content (a gradient, a shape, `contents`, or the view's `draw(_:)`, which is clipped to
    /// the bounds except for image views), its sublayers (the subviews among them) each moved to its frame and by its
    /// bounds origin (scroll offsets), clipped to the rounded bounds with `masksToBounds`, and last the border, above
    /// the sublayers. `opacity` < 1 composites the whole layer as one group; hidden layers are skipped. A view's
    /// background colour is resolved for the view's traits (light/dark).
    public func render(in ctx: CGContext) {
        var painter = LayerPainter(context: ctx)
        painter.paint(self)
    }
}

extension UIView {
    /// Draws the view and its subviews, scaled into `rect` of the current context (a renderer's block). Returns false
    /// when there is no current context. Layout is not run: lay out first (`layoutIfNeeded()`) for current frames.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        let b = bounds
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        if b.width > 0, b.height > 0 { context.scaleBy(x: rect.width / b.width, y: rect.height / b.height) }
        context.translateBy(x: -b.minX, y: -b.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}

/// Walks a layer tree, drawing each layer in its bounds space.
@MainActor
struct LayerPainter {
    let context: CGContext
    var canvas: Canvas { context.canvas }
    /// The traits of the nearest view (for dynamic colours of layers without a view).
    private var traits: UITraitCollection?

    init(context: CGContext) {
        self.context = context
        traits = context.traits
    }

    mutating func paint(_ layer: CALayer) {
        guard !layer.isHidden else { return }
        let opacity = Double(min(max(layer.opacity, 0), 1)) * Double(context.alpha)
        guard opacity > 0 else { return }
        let savedTraits = traits
        if let view = layer.delegate { traits = view.traitCollection }
        defer { traits = savedTraits }
        let grouped = opacity < 1
        if grouped { canvas.beginTransparencyLayer() }
        let savedAlpha = context.state.alpha
        context.state.alpha = 1
        if let mask = layer.mask {
            // Apple (`mask`): "The layer’s alpha channel determines how much of the layer’s content and background shows
            // through"; the mask is placed by its frame in the layer's coordinate space.
            var inner = self
            var maskPainter = self
            canvas.drawMasked({
                inner.paintShadow(layer)
                inner.paintBody(layer)
            }, mask: {
                canvas.saveGState()
                maskPainter.moveIntoSpace(of: mask)
                maskPainter.paint(mask)
                canvas.restoreGState()
            })
        } else {
            paintShadow(layer)
            paintBody(layer)
        }
        context.state.alpha = savedAlpha
        if grouped { canvas.endTransparencyLayer(alpha: opacity) }
    }

    private var corners: (CALayer) -> Corners {
        { layer in
            var c: Corners = []
            if layer.maskedCorners.contains(.layerMinXMinYCorner) { c.insert(.minXMinY) }
            if layer.maskedCorners.contains(.layerMaxXMinYCorner) { c.insert(.maxXMinY) }
            if layer.maskedCorners.contains(.layerMinXMaxYCorner) { c.insert(.minXMaxY) }
            if layer.maskedCorners.contains(.layerMaxXMaxYCorner) { c.insert(.maxXMaxY) }
            return c
        }
    }

    private mutating func paintShadow(_ layer: CALayer) {
        guard layer.shadowOpacity > 0, let shadowColor = layer.shadowColor else { return }
        let base = shadowColor.graphicsColor
        let color = base.withAlpha(base.alpha * Double(min(layer.shadowOpacity, 1)))
        let offset = Size(width: Double(layer.shadowOffset.width), height: Double(layer.shadowOffset.height))
        if let path = layer.shadowPath {
            canvas.drawShadow(bounds: path.boundingBox.graphicsRect, color: color, offset: offset,
                              blurRadius: Double(layer.shadowRadius)) {
                canvas.fill(path.path, color: .black)
            }
        } else if let outline = opaqueOutline(of: layer) {
            // An opaque background covering everything the layer draws: its alpha is the rounded rectangle.
            canvas.drawShadow(bounds: layer.bounds.graphicsRect, color: color, offset: offset, blurRadius: Double(layer.shadowRadius)) {
                canvas.fill(outline, color: .black)
            }
        } else {
            var inner = self
            let extent = layer.masksToBounds ? layer.bounds : shadowExtent(of: layer)
            canvas.drawShadow(bounds: extent.graphicsRect, color: color, offset: offset, blurRadius: Double(layer.shadowRadius)) {
                inner.paintBody(layer)
            }
        }
    }

    /// The layer's rounded bounds when they are exactly the alpha of what it draws: an opaque background and nothing
    /// drawn outside it (sublayers inside the bounds, or clipped to them; no border colour with transparency).
    private func opaqueOutline(of layer: CALayer) -> Path? {
        guard let background = backgroundColor(of: layer), background.alpha >= 1 else { return nil }
        if !layer.masksToBounds {
            let b = layer.bounds
            for sub in layer.sublayers ?? [] where !sub.isHidden && sub.shadowOpacity <= 0 {
                let f = sub.frame
                if f.minX < b.minX - 1e-9 || f.minY < b.minY - 1e-9 || f.maxX > b.maxX + 1e-9 || f.maxY > b.maxY + 1e-9 { return nil }
            }
            if (layer.sublayers ?? []).contains(where: { !$0.isHidden && $0.shadowOpacity > 0 }) { return nil }
        }
        return Path.roundedRect(layer.bounds.graphicsRect, radius: Double(layer.cornerRadius), corners: corners(layer))
    }

    /// The area a layer and its sublayers draw in (its bounds, grown by sublayers that stick out).
    private func shadowExtent(of layer: CALayer) -> CGRect {
        var extent = layer.bounds
        for sub in layer.sublayers ?? [] where !sub.isHidden {
            extent = extent.union(sub.frame)
        }
        return extent
    }

    private mutating func paintBody(_ layer: CALayer) {
        let b = layer.bounds
        let radius = Double(layer.cornerRadius)
        let rounded = corners(layer)
        if let background = backgroundColor(of: layer) {
            canvas.fill(roundedRect: b.graphicsRect, radius: radius, corners: rounded, color: background)
        }
        canvas.saveGState()
        if layer.masksToBounds { canvas.clip(toRoundedRect: b.graphicsRect, radius: radius, corners: rounded) }
        paintContent(layer)
        let visible = canvas.clipBounds
        for sublayer in Self.frontToBackOrder(layer.sublayers ?? []) {
            if isOutside(sublayer, visible) { continue }
            canvas.saveGState()
            moveIntoSpace(of: sublayer)
            paint(sublayer)
            canvas.restoreGState()
        }
        canvas.restoreGState()
        if layer.borderWidth > 0, let border = layer.borderColor {
            canvas.strokeBorder(b.graphicsRect, width: Double(layer.borderWidth), radius: radius, corners: rounded,
                                color: border.graphicsColor)
        }
    }

    /// Moves the canvas from a layer's space into `sublayer`'s (or a mask's, placed the same way): to its frame and by
    /// its bounds origin (scroll offsets); a transformed view turns around its centre — to the centre, the transform,
    /// back to the bounds' corner.
    private func moveIntoSpace(of sublayer: CALayer) {
        let sb = sublayer.bounds
        if let view = sublayer.delegate, !view.storedTransform.isIdentity {
            let untransformed = view.storedFrame, t = view.storedTransform
            canvas.translate(x: Double(untransformed.midX), y: Double(untransformed.midY))
            canvas.concatenate(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
            canvas.translate(x: Double(-untransformed.width / 2 - sb.minX), y: Double(-untransformed.height / 2 - sb.minY))
        } else {
            let frame = sublayer.frame
            canvas.translate(x: Double(frame.minX - sb.minX), y: Double(frame.minY - sb.minY))
        }
    }

    /// The sublayers in the order they are drawn: by `zPosition`, lowest first, and in sublayer order among equal
    /// ones (Apple, `zPosition`: "Changing the value of this property changes the front-to-back ordering of layers
    /// onscreen. Higher values place the layer visually closer to the viewer than layers with lower values.").
    /// A non-finite `zPosition` counts as 0. Nearly every layer has all its sublayers at 0: they are drawn as they are.
    static func frontToBackOrder(_ sublayers: [CALayer]) -> [CALayer] {
        func z(_ layer: CALayer) -> CGFloat { layer.zPosition.isFinite ? layer.zPosition : 0 }
        guard sublayers.contains(where: { z($0) != 0 }) else { return sublayers }
        return sublayers.enumerated()
            .sorted { (z($0.element), $0.offset) < (z($1.element), $1.offset) }
            .map(\.element)
    }

    /// True when nothing of `layer` can show in `visible` (its superlayer's clip, in the superlayer's space): its frame,
    /// grown by its shadow, misses it, and nothing of it can stick out (it clips, or has no sublayers). Long scroll
    /// content is drawn only where it shows.
    private func isOutside(_ layer: CALayer, _ visible: Rect) -> Bool {
        guard layer.masksToBounds || (layer.sublayers?.isEmpty ?? true) else { return false }
        // Unclipped image views can draw past their frame (aspect fill); shadow paths can lie anywhere.
        if layer.delegate is UIImageView && !layer.masksToBounds { return false }
        if layer.shadowOpacity > 0 && layer.shadowPath != nil { return false }
        var r = layer.frame
        if layer.shadowOpacity > 0 {
            let reach = 3 * max(0, layer.shadowRadius) + 1
            r = r.insetBy(dx: -reach - abs(layer.shadowOffset.width), dy: -reach - abs(layer.shadowOffset.height))
        }
        return r.maxX < CGFloat(visible.minX) || r.minX > CGFloat(visible.maxX)
            || r.maxY < CGFloat(visible.minY) || r.minY > CGFloat(visible.maxY)
    }

    /// A view's background colour is its `UIColor` resolved for its traits (light/dark) when the layer still shows
    /// it; other layers' colours are fixed `CGColor`s, as on iOS.
    private func backgroundColor(of layer: CALayer) -> Color? {
        guard let cg = layer.backgroundColor else { return nil }
        if let view = layer.delegate, let color = view.backgroundColor {
            // `.cgColor` resolved the colour for whatever traits were current when it was set; any appearance of the
            // view's colour counts as still showing it.
            let viewTraits = traits ?? view.traitCollection
            let appearances = [viewTraits, UITraitCollection(userInterfaceStyle: .light), UITraitCollection(userInterfaceStyle: .dark)]
            if appearances.contains(where: { color.resolvedColor(with: $0).cgColor == cg }) {
                return color.resolvedColor(with: viewTraits).graphicsColor
            }
        }
        return cg.graphicsColor
    }

    private func paintContent(_ layer: CALayer) {
        let b = layer.bounds
        if let gradient = layer as? CAGradientLayer {
            paintGradient(gradient)
        }
        if let shape = layer as? CAShapeLayer {
            paintShape(shape)
        }
        if let contents = layer.contents, let image = CFGetCGImage(contents) {
            canvas.draw(image.bitmap, in: b.graphicsRect)
        }
        context.traits = traits
        // What the layer draws itself (its view's `draw(_:)`, or `draw(in:)`): the backing store of its last display
        // while that is current; otherwise (never displayed, or marked or changed since) drawn now and not kept —
        // the display pass keeps contents, a render only reads them.
        let viewTraits: UITraitCollection? = layer.delegate.map { traits ?? $0.traitCollection }
        let store: CABackingStore
        if let current = layer.currentDisplay(traits: viewTraits) {
            // The app may have replaced the contents since (an image drawn above, or nil).
            guard current.hasContent, layer.contents as? CABackingStore === current else { return }
            store = current
        } else {
            store = layer.recordContents(traits: viewTraits ?? traits)
            guard store.hasContent else { return }
        }
        canvas.saveGState()
        // A view draws into a backing store of its bounds' size; image views show their image unclipped.
        if let view = layer.delegate, !(view is UIImageView) { canvas.clip(to: b.graphicsRect) }
        layer.play(store, on: canvas)
        canvas.restoreGState()
    }

    private func paintGradient(_ layer: CAGradientLayer) {
        let colors: [Color] = (layer.colors ?? []).compactMap { item in
            if let cg = CFGetCGColor(item) { return cg.graphicsColor }
            if let ui = item as? UIColor { return ui.resolvedColor(with: traits ?? UITraitCollection()).graphicsColor }
            return nil
        }
        guard !colors.isEmpty else { return }
        let locations = layer.locations.map { $0.map { $0.doubleValue } }
        let start = layer.startPoint.graphicsPoint, end = layer.endPoint.graphicsPoint
        if layer.type == .radial {
            canvas.drawRadialGradient(in: layer.bounds.graphicsRect, colors: colors, locations: locations, start: start, end: end)
        } else {
            canvas.drawLinearGradient(in: layer.bounds.graphicsRect, colors: colors, locations: locations, start: start, end: end)
        }
    }

    private func paintShape(_ layer: CAShapeLayer) {
        guard let path = layer.path else { return }
        if let fill = layer.fillColor {
            canvas.fill(path.path, color: fill.graphicsColor, evenOdd: layer.fillRule == .evenOdd)
        }
        if let stroke = layer.strokeColor, layer.lineWidth > 0 {
            let cap: LineCap = layer.lineCap == .round ? .round : layer.lineCap == .square ? .square : .butt
            let join: LineJoin = layer.lineJoin == .round ? .round : layer.lineJoin == .bevel ? .bevel : .miter
            let style = StrokeStyle(lineWidth: Double(layer.lineWidth), lineCap: cap, lineJoin: join,
                                    miterLimit: Double(layer.miterLimit),
                                    dashes: (layer.lineDashPattern ?? []).map { $0.doubleValue }, dashPhase: Double(layer.lineDashPhase))
            let stroked = path.path.trimmed(from: Double(layer.strokeStart), to: Double(layer.strokeEnd))
            canvas.stroke(stroked, color: stroke.graphicsColor, style: style)
        }
    }
}

/// `contents` and `colors` hold `Any`: these pick out the Core Graphics values.
private func CFGetCGImage(_ value: Any) -> CGImage? { value as? CGImage }
private func CFGetCGColor(_ value: Any) -> CGColor? { value as? CGColor }
