extension UIView {
    /// The view's rectangle in its superview's coordinates.
    ///
    /// Setting it on a frame-based view (`translatesAutoresizingMaskIntoConstraints`) also re-derives the
    /// autoresizing-mask constraints the engine uses; on a constrained view the next layout pass overwrites it.
    public var frame: CGRect {
        get { storedFrame }
        set {
            guard newValue.isFinite else {
                UIView.layoutLog("Ignoring a non-finite frame \(newValue) for \(layoutDescription).")
                return
            }
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
                frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                               width: newValue.width, height: newValue.height)
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
            frame = CGRect(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                           width: storedFrame.width, height: storedFrame.height)
        }
    }

    /// Written by the layout engine: no autoresizing re-derivation (the constraints already say this frame).
    func setFrameFromLayout(_ newFrame: CGRect) {
        guard newFrame != storedFrame else { return }
        let sizeChanged = newFrame.size != storedFrame.size
        if sizeChanged { setNeedsLayout() }
        storedFrame = newFrame
        if sizeChanged {
            resizeIslandSubviews()
            displayBoundsSizeDidChange()
            boundsSizeDidChange()
        }
    }

    /// Converts a point from this view's coordinates to `view`'s (window coordinates when `view` is nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let a = originInRoot(), b = view?.originInRoot() ?? .zero
        return CGPoint(x: point.x + a.x - b.x, y: point.y + a.y - b.y)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let a = originInRoot(), b = view?.originInRoot() ?? .zero
        return CGPoint(x: point.x - a.x + b.x, y: point.y - a.y + b.y)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
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
