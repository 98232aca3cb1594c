// The display side of a layer: recording what it draws, deciding whether the last recording still shows it, and
// playing it back. The display pass (UIView+Display.swift) and the painter (CALayer+Rendering.swift) use these.

internal import Graphics

extension CALayer {
    /// A layer of its own changed size (a view's layer hears it from the view): with `needsDisplayOnBoundsChange`,
    /// that marks it as needing display, as Core Animation does.
    func boundsSizeDidChange() {
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
    }

    /// Records what the layer draws now, in its bounds: its view's `draw(_:)` (with `UITraitCollection.current` set to
    /// `traits`, the view's) or its own `draw(in:)`, into a recording context that is the current one
    /// (`UIGraphicsGetCurrentContext()`) meanwhile. Views draw clipped to their bounds, except image views, whose aspect
    /// fill may show past them (as on iOS without `clipsToBounds`); layers of their own are not clipped (as before
    /// the display pass existed, so their drawing keeps its look).
    func recordContents(traits: UITraitCollection?) -> CABackingStore {
        let b = bounds
        let view = delegate
        let clip = view != nil && !(view is UIImageView)
        let context = CGContext(makingCanvas: { Canvas(recordingBounds: b.graphicsRect, clip: clip) }, traits: traits)
        reachedDefaultDrawing = false
        UIGraphicsContextStack.with(context) {
            if let view {
                (traits ?? view.traitCollection).performAsCurrent { view.draw(b) }
            } else {
                draw(in: context)
            }
        }
        let drawing = context.canvasIfMade?.finishRecording() ?? .empty()
        // The default draw(_:)/draw(in:) ran and nothing was drawn: the view (layer) does not draw.
        let hasContent = drawing.drawsContent || !reachedDefaultDrawing
        return CABackingStore(drawing: drawing, bounds: b, traits: view == nil ? nil : traits, hasContent: hasContent)
    }

    /// The last display's backing store if it still shows the layer as it is now: not marked for display since, made
    /// for the same traits (a view's, which its drawing resolved colours and fonts against), and, for a layer that
    /// redraws on resize, for the same size. Otherwise nil: the painter then draws live rather than show stale contents.
    func currentDisplay(traits: UITraitCollection?) -> CABackingStore? {
        guard !needsDisplayFlag, let store = lastDisplay else { return nil }
        let sizeChanged = store.bounds.size != bounds.size
        if let view = delegate {
            guard store.traits == traits else { return nil }
            if sizeChanged && (needsDisplayOnBoundsChange || view.redrawsOnEveryBoundsChange) { return nil }
        }
        if sizeChanged && (store.bounds.width <= 0 || store.bounds.height <= 0) { return nil }
        return store
    }

    /// Plays `store` onto `canvas` (in the layer's bounds space): as recorded when the bounds are those it was made for;
    /// else fitted into the current bounds by the view's `contentMode` (stretched for a layer of its own), as UIKit
    /// adjusts the cached bitmap of a view whose bounds changed without a redisplay.
    func play(_ store: CABackingStore, on canvas: Canvas) {
        let b = bounds, s = store.bounds
        if b == s {
            canvas.replay(store.drawing)
            return
        }
        let mode = delegate?.contentMode ?? .scaleToFill
        let target = UIImageView.rect(for: s.size, in: b, contentMode: mode)
        guard s.width > 0, s.height > 0, target.width > 0, target.height > 0 else { return }
        canvas.saveGState()
        canvas.translate(x: Double(target.minX), y: Double(target.minY))
        canvas.scale(x: Double(target.width / s.width), y: Double(target.height / s.height))
        canvas.translate(x: Double(-s.minX), y: Double(-s.minY))
        canvas.replay(store.drawing)
        canvas.restoreGState()
    }

    /// The display pass over this layer tree, parents before children: every shown layer marked as needing display
    /// is displayed (`display()`, so subclasses' overrides run). Hidden layers keep their mark until they are shown.
    func displayMarkedLayers() {
        guard !isHidden else { return }
        if needsDisplayFlag {
            // Cleared first: an overriding display() that does not call super still counts as a display.
            needsDisplayFlag = false
            display()
        }
        for sublayer in sublayers ?? [] { sublayer.displayMarkedLayers() }
    }
}
