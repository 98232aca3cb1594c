extension UIView {
    /// The view's rectangle in its superview's coordinates.
    ///
    /// Setting it on a frame-based view (`translatesAutoresizingMaskIntoConstraints`) also re-derives the
    /// autoresizing-mask constraints the engine uses; on a constrained view the next layout pass overwrites it.
    ///
    /// With a `transform` other than the identity it reads as the bounding box of the transformed view (Apple: the
    /// frame is then "undefined and therefore should be ignored"); setting it then moves the view's centre to the new
    /// frame's and keeps the bounds.
    public var frame: CGRect {
        get { storedTransform.isIdentity ? storedFrame : transformedFrame }
        set {
            guard newValue.isFinite else {
                UIView.layoutLog("Ignoring a non-finite frame \(newValue) for \(layoutDescription).")
                return
            }
            if storedTransform.isIdentity {
                setUntransformedFrame(newValue)
            } else {
                // Code that places the view by comparing `frame` with where it wants it (a table placing its cells)
                // always finds the bounding box different: a frame that leaves the centre where it is changes nothing.
                let moved = CGRect(x: newValue.midX - storedFrame.width / 2, y: newValue.midY - storedFrame.height / 2,
                                   width: storedFrame.width, height: storedFrame.height)
                if moved != storedFrame { setUntransformedFrame(moved) }
            }
        }
    }

    /// The frame the view would have without its transform (its centre and the bounds' size): what `frame` sets on
    /// an untransformed view, and what `center` and `bounds` move.
    func setUntransformedFrame(_ newValue: CGRect) {
        let sizeChanged = newValue.size != storedFrame.size
        storedFrame = newValue
        if newValue.size != .zero { frameSizeWasSet = true }
        if translatesAutoresizingMaskIntoConstraints {
            autoresizingReference = (newValue, superview?.bounds.size ?? .zero)
        }
        if sizeChanged { setNeedsLayout() }
        if isLayoutIsland && !sizeChanged {
            // An island moved: nothing its engine solves depends on where it is (a pass checks its safe area).
            noteIslandPlacementChanged()
        } else {
            noteLayoutInputChanged()
        }
        if sizeChanged {
            resizeIslandSubviews()
            displayBoundsSizeDidChange()
            boundsSizeDidChange()
        }
    }

    /// The view's rectangle in its own coordinates: the origin is the scroll position, the size is the frame's.
    public var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            guard newValue.isFinite else {
                UIView.layoutLog("Ignoring non-finite bounds \(newValue) for \(layoutDescription).")
                return
            }
            let originChanged = newValue.origin != storedBoundsOrigin
            storedBoundsOrigin = newValue.origin
            if newValue.size != storedFrame.size {
                // Resize around the centre, as UIKit does for bounds changes.
                let center = self.center
                setUntransformedFrame(CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                             width: newValue.width, height: newValue.height))
            }
            if originChanged {
                // Subviews appear shifted; the rows that see this view from inside are re-read.
                setNeedsLayout()
                noteBoundsOriginChanged()
            }
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                UIView.layoutLog("Ignoring a non-finite center \(newValue) for \(layoutDescription).")
                return
            }
            setUntransformedFrame(CGRect(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                                         width: storedFrame.width, height: storedFrame.height))
        }
    }

    /// Written by the layout engine: no autoresizing re-derivation (the constraints already say this frame).
    ///
    /// A solution can overflow where the frame setter's input cannot: a scroll view's content offset of 1e308 is
    /// finite, but a subview's edge at 1e308 + 1e308 is not. Such a frame is refused as the setter refuses one.
    func setFrameFromLayout(_ newFrame: CGRect) {
        guard newFrame != storedFrame else { return }
        guard newFrame.isFinite else {
            UIView.layoutLog("Ignoring a non-finite frame \(newFrame) from layout for \(layoutDescription).")
            return
        }
        let sizeChanged = newFrame.size != storedFrame.size
        if sizeChanged { setNeedsLayout() }
        storedFrame = newFrame
        if sizeChanged {
            resizeIslandSubviews()
            displayBoundsSizeDidChange()
            boundsSizeDidChange()
        }
    }

    /// The bounding box of the transformed view in its superview's coordinates.
    private var transformedFrame: CGRect {
        let w = storedFrame.width, h = storedFrame.height
        return CGRect(x: -w / 2, y: -h / 2, width: w, height: h).applying(storedTransform)
            .offsetBy(dx: storedFrame.midX, dy: storedFrame.midY)
    }

    /// A point in this view's coordinates, in its superview's (the root's: in the window's, or its own frame space).
    private func pointInSuperviewSpace(_ p: CGPoint) -> CGPoint {
        if storedTransform.isIdentity {
            return CGPoint(x: p.x - storedBoundsOrigin.x + storedFrame.minX, y: p.y - storedBoundsOrigin.y + storedFrame.minY)
        }
        let fromCentre = CGPoint(x: p.x - storedBoundsOrigin.x - storedFrame.width / 2,
                                 y: p.y - storedBoundsOrigin.y - storedFrame.height / 2).applying(storedTransform)
        return CGPoint(x: storedFrame.midX + fromCentre.x, y: storedFrame.midY + fromCentre.y)
    }

    /// The inverse of `pointInSuperviewSpace(_:)` (a transform that cannot be inverted maps everything to the centre).
    private func pointFromSuperviewSpace(_ p: CGPoint) -> CGPoint {
        if storedTransform.isIdentity {
            return CGPoint(x: p.x - storedFrame.minX + storedBoundsOrigin.x, y: p.y - storedFrame.minY + storedBoundsOrigin.y)
        }
        let local = CGPoint(x: p.x - storedFrame.midX, y: p.y - storedFrame.midY).applying(storedTransform.inverted())
        return CGPoint(x: local.x + storedBoundsOrigin.x + storedFrame.width / 2,
                       y: local.y + storedBoundsOrigin.y + storedFrame.height / 2)
    }

    /// A point in this view's coordinates, in its root's space (the window's coordinates for a view in a window).
    private func pointInRootSpace(_ point: CGPoint) -> CGPoint {
        var p = point
        var view: UIView? = self
        while let v = view {
            p = v.pointInSuperviewSpace(p)
            view = v.superview
        }
        return p
    }

    /// A point in the root's space, in this view's coordinates.
    private func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
        pointFromSuperviewSpace(superview?.pointFromRootSpace(point) ?? point)
    }

    /// Converts a point from this view's coordinates to `view`'s (window coordinates when `view` is nil), through the
    /// transforms of the views on the way.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRootSpace(point)
        return view?.pointFromRootSpace(inRoot) ?? inRoot
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        pointFromRootSpace(view?.pointInRootSpace(point) ?? point)
    }

    /// The rectangle's corners converted; with transforms on the way, their bounding box (as UIKit returns).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.boundingBox { convert($0, to: view) }
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.boundingBox { convert($0, from: view) }
    }

    /// Where this view's coordinate space (bounds origin) sits in the root's: the "content origin".
    func originInRoot() -> CGPoint {
        var x = -storedBoundsOrigin.x, y = -storedBoundsOrigin.y
        var view: UIView? = self
        while let v = view, let parent = v.superview {
            x += v.storedFrame.origin.x - parent.storedBoundsOrigin.x
            y += v.storedFrame.origin.y - parent.storedBoundsOrigin.y
            view = parent
        }
        if let root = view {
            x += root.storedFrame.origin.x
            y += root.storedFrame.origin.y
        }
        return CGPoint(x: x, y: y)
    }

    /// The frame in the root's coordinates (window coordinates for a view in a window).
    func frameInRoot() -> CGRect {
        guard let parent = superview else { return storedFrame }
        let o = parent.originInRoot()
        return CGRect(x: o.x + storedFrame.origin.x, y: o.y + storedFrame.origin.y,
                      width: storedFrame.width, height: storedFrame.height)
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: storedFrame.origin, size: size)
    }
}
