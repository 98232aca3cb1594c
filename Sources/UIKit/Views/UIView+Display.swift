/// The display pass: the third of the passes UIKit runs at the end of a run loop turn, after update-constraints and
/// layout. Views marked with `setNeedsDisplay()` (and views appearing for the first time) draw once into a backing
/// store their layer keeps; rendering plays the store back instead of calling `draw(_:)` again.
///
/// `UIApplication.runUntilIdle()` and `launch(with:)` run it for every visible window after laying them out;
/// `layoutIfNeeded()` does not display, as on iOS.
extension UIView {
    /// Marks the whole view as needing to be redrawn; it is redrawn in the next display pass, not now. Call it when
    /// the content or appearance changes; a change of geometry alone adjusts the existing content by `contentMode`.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks `rect` as needing to be redrawn (Trellis redraws the whole view).
    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Runs the display pass over this hierarchy (called on a window, after its layout).
    func runDisplayPass() {
        layer.displayMarkedLayers()
    }

    /// The bounds' size changed (set by code or written by layout): a view whose layer redraws on bounds changes
    /// (`contentMode == .redraw`) or that stands for one of UIKit's own self-arranging views is marked for display.
    func displayBoundsSizeDidChange() {
        if layer.needsDisplayOnBoundsChange || redrawsOnEveryBoundsChange { layer.setNeedsDisplay() }
    }
}

extension UIView {
    /// A view showing what this view looks like now (Apple: "Returns a snapshot view based on the contents of the
    /// current view"): an image view, as large as the view's bounds, with the view and its subviews drawn at the
    /// view's display scale. With `afterScreenUpdates` pending layout is done first.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let format = UIGraphicsImageRendererFormat()
        let scale = traitCollection.displayScale
        format.scale = scale > 0 ? scale : UIScreen.main.scale
        let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
            layer.render(in: context.cgContext)
        }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: .zero, size: bounds.size)
        return snapshot
    }
}

extension UIView {
    /// A view whose alpha decides how much of this view shows (Apple: "The view’s alpha channel determines how much of
    /// the view’s content and background shows through"): its layer becomes this view's layer's `mask`, placed by
    /// its frame in this view's coordinates. It must not be in a view hierarchy (a view that is is refused, with a
    /// message).
    public var mask: UIView? {
        get { maskViewStorage }
        set {
            if let newValue, newValue.superview != nil {
                UIView.layoutLog("Ignoring a mask view that is in a view hierarchy: \(newValue). Remove it from its "
                    + "superview first.")
                return
            }
            maskViewStorage = newValue
            layer.mask = newValue?.layer
        }
    }
}
