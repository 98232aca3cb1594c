// UISlider: a thumb dragged along a track to choose a value in a range.

internal import Graphics

/// A control whose thumb is dragged along a track to pick `value` between `minimumValue` (the leading end) and
/// `maximumValue` (the trailing end; in a right-to-left layout the minimum is at the right).
///
/// How it reacts, as on iOS: a touch must start on the thumb to move it. UIKit's slider does not jump to a point tapped
/// elsewhere on the track (apps add a tap gesture recognizer for that), so `window.simulateTap(at:)` on the track
/// changes nothing, and a tap on the thumb itself, which does not move, leaves the value as it is. Taps are the only
/// touches the simulated window delivers; `simulateDrag(to:)` stands in for a finger that takes the thumb and drags it
/// to where `value` lies, through the same tracking code a real drag runs: `.touchDown`, then `.valueChanged` while it
/// moves when `isContinuous` (the default), or once at the end when not, then `.touchUpInside`. Setting `value` in
/// code sends nothing, as on iOS.
///
/// Limits (Apple's documentation): a value outside the range is set to the nearer limit; a minimum set above the
/// maximum raises the maximum to it, a maximum set below the minimum lowers the minimum to it. Non-finite values and
/// limits are refused with a log message, keeping the old one.
///
/// Sizes (iOS 13+'s look): 31 pt high, the height Interface Builder gives a slider in Xcode 12+ storyboards, which
/// follow the intrinsic size (no intrinsic width: it is as wide as its constraints make it); a 4 pt rounded track
/// centred vertically and a white round thumb 28 pt across with a soft shadow, whose edges reach the ends of the track
/// at the limits. The track and thumb sizes follow iOS's appearance; they are neither documented nor measured here.
/// `minimumValueImage`/`maximumValueImage` sit at the two ends at their own size, centred vertically, with 8 pt
/// (assumed) between each and the track; the slider is at least as tall as they are. Interface Builder also places a
/// slider 2 pt outside the margins (alignment insets); those are not modelled.
@MainActor
open class UISlider: UIControl {
    /// The height Interface Builder gives a slider (Xcode 12+ storyboards: `height="31"`).
    static let height: CGFloat = 31
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    /// Between a value image and the track (assumed, not measured).
    static let imageSpacing: CGFloat = 8
    /// The thumb takes touches within a 44 × 44 pt square around its centre at least (the Human Interface Guidelines'
    /// minimum hit target; UIKit's exact thumb target is not documented).
    static let minimumThumbTarget: CGFloat = 44

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: Value and limits

    /// The value, kept within the limits (Apple: "If you try to set a value that's below the minimum or above the
    /// maximum, the minimum or maximum value is set instead").
    open var value: Float = 0 {
        didSet {
            guard value.isFinite else {
                UIView.layoutLog("UISlider: ignoring the non-finite value \(value).")
                value = oldValue
                return
            }
            let limited = min(max(value, minimumValue), maximumValue)
            if limited != value { value = limited }
            if value != oldValue { setNeedsDisplay() }
        }
    }

    /// The value at the leading end (0 by default). Above the maximum, it raises the maximum to itself.
    open var minimumValue: Float = 0 {
        didSet { limitChanged(isMinimum: true, old: oldValue) }
    }

    /// The value at the trailing end (1 by default). Below the minimum, it lowers the minimum to itself.
    open var maximumValue: Float = 1 {
        didSet { limitChanged(isMinimum: false, old: oldValue) }
    }

    private func limitChanged(isMinimum: Bool, old: Float) {
        let new = isMinimum ? minimumValue : maximumValue
        guard new.isFinite else {
            UIView.layoutLog("UISlider: ignoring the non-finite \(isMinimum ? "minimumValue" : "maximumValue") \(new).")
            if isMinimum { minimumValue = old } else { maximumValue = old }
            return
        }
        if minimumValue > maximumValue {
            if isMinimum { maximumValue = minimumValue } else { minimumValue = maximumValue }
        }
        value = min(max(value, minimumValue), maximumValue)
        setNeedsDisplay()
    }

    /// Sets `value` (limited to the range); drawn at once, there is no animation here. Sends nothing.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// Whether a drag sends `.valueChanged` as the thumb moves (true) or once when the finger lifts.
    open var isContinuous = true

    // MARK: Appearance

    /// The track between the leading end and the thumb (the tint colour when nil).
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track between the thumb and the trailing end (`systemFill`'s light grey when nil).
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's colour (white when nil).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// An image at the leading end, beside the minimum.
    open var minimumValueImage: UIImage? { didSet { valueImagesChanged() } }
    /// An image at the trailing end, beside the maximum.
    open var maximumValueImage: UIImage? { didSet { valueImagesChanged() } }

    private func valueImagesChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if minimumTrackTintColor == nil { setNeedsDisplay() }
    }

    // MARK: Geometry

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The rectangle of an image at the left (`atLeft`) or right end of `bounds`, at its own size, centred vertically.
    private func imageRect(_ image: UIImage?, atLeft: Bool, in bounds: CGRect) -> CGRect {
        guard let size = image?.size(for: traitCollection), size.width > 0, size.height > 0 else { return .zero }
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where `minimumValueImage` is drawn: at the leading end (the right in a right-to-left layout).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        imageRect(minimumValueImage, atLeft: !isRightToLeft, in: bounds)
    }

    /// Where `maximumValueImage` is drawn: at the trailing end.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        imageRect(maximumValueImage, atLeft: isRightToLeft, in: bounds)
    }

    /// The track: the bounds' width between the value images (and their spacing), 4 pt high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX, right = bounds.maxX
        for image in [minimumValueImageRect(forBounds: bounds), maximumValueImageRect(forBounds: bounds)] where !image.isEmpty {
            if image.midX < bounds.midX { left = max(left, image.maxX + Self.imageSpacing) }
            else { right = min(right, image.minX - Self.imageSpacing) }
        }
        return CGRect(x: left, y: bounds.midY - Self.trackHeight / 2, width: max(0, right - left), height: Self.trackHeight)
    }

    /// The thumb for `value`: 28 pt across, centred on the track's axis, its edges on the track's ends at the limits.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = Self.thumbDiameter
        let centerX = rect.minX + d / 2 + max(0, rect.width - d) * CGFloat(leftShare(of: value))
        return CGRect(x: centerX - d / 2, y: rect.midY - d / 2, width: d, height: d)
    }

    /// The share of the travel from the left end at which `value` lies (mirrored right to left).
    private func leftShare(of value: Float) -> Float {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? min(max((value - minimumValue) / span, 0), 1) : 0
        return isRightToLeft ? 1 - fraction : fraction
    }

    /// The value whose thumb centre is at `x` (bounds coordinates), limited to the range.
    private func value(atX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbDiameter
        guard travel > 0 else { return value }
        var fraction = Float(min(max((x - track.minX - Self.thumbDiameter / 2) / travel, 0), 1))
        if isRightToLeft { fraction = 1 - fraction }
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    open override var intrinsicContentSize: CGSize {
        let images = [minimumValueImage, maximumValueImage].compactMap { $0?.size(for: traitCollection).height }
        return CGSize(width: UIView.noIntrinsicMetric, height: max(Self.height, images.max() ?? 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    // MARK: Touches

    /// The drag under way: where the finger took the thumb relative to its centre, and the value it started from.
    private var drag: (grabOffset: CGFloat, startValue: Float)?

    /// A finger down on the thumb (within a 44 pt target around it) starts a drag; anywhere else it is ignored.
    func trackingBegan(at location: CGPoint) {
        guard isEnabled else { return }
        let thumb = currentThumbRect
        let target = thumb.insetBy(dx: min(0, (thumb.width - Self.minimumThumbTarget) / 2),
                                   dy: min(0, (thumb.height - Self.minimumThumbTarget) / 2))
        guard target.contains(location) else { return }
        drag = (location.x - thumb.midX, value)
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// The finger moved: the thumb follows it; a continuous slider reports each change.
    func trackingMoved(to location: CGPoint) {
        guard let drag else { return }
        let old = value
        value = value(atX: location.x - drag.grabOffset)
        if isContinuous, value != old { sendActions(for: .valueChanged) }
    }

    /// The finger lifted: a last move, the change reported once by a non-continuous slider, then touch up.
    func trackingEnded(at location: CGPoint) {
        guard let started = drag else { return }
        trackingMoved(to: location)
        drag = nil
        isHighlighted = false
        if !isContinuous, value != started.startValue { sendActions(for: .valueChanged) }
        sendActions(for: bounds.contains(location) ? .touchUpInside : .touchUpOutside)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        trackingBegan(at: touch.location(in: self))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        trackingMoved(to: touch.location(in: self))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        trackingEnded(at: touch.location(in: self))
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard drag != nil else { return }
        drag = nil
        super.touchesCancelled(touches, with: event)
    }

    /// A finger that takes the thumb at its centre and drags it to where `target` lies (limited to the range), in
    /// `steps` moves, then lifts — the drag a user makes, which `window.simulateTap(at:)` cannot (see the type's
    /// documentation). Does nothing when disabled. The value lands on the point nearest `target` that the track's
    /// width can show, as a real drag's does.
    open func simulateDrag(to target: Float, steps: Int = 4) {
        guard target.isFinite else {
            UIView.layoutLog("UISlider: ignoring a drag to the non-finite value \(target).")
            return
        }
        let start = currentThumbRect
        let end = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds),
                            value: min(max(target, minimumValue), maximumValue))
        trackingBegan(at: CGPoint(x: start.midX, y: start.midY))
        guard drag != nil else { return }
        let count = max(1, steps)
        for step in 1..<count {
            let x = start.midX + (end.midX - start.midX) * CGFloat(step) / CGFloat(count)
            trackingMoved(to: CGPoint(x: x, y: start.midY))
        }
        trackingEnded(at: CGPoint(x: end.midX, y: end.midY))
    }

    // MARK: Drawing

    override var redrawsOnEveryBoundsChange: Bool { true }

    /// The value images, the track (the minimum side in `minimumTrackTintColor`, the rest in `maximumTrackTintColor`,
    /// meeting under the thumb's centre) and the white thumb with a soft shadow and a hairline edge.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let canvas = context.canvas
        let traits = traitCollection
        for (image, area) in [(minimumValueImage, minimumValueImageRect(forBounds: bounds)),
                              (maximumValueImage, maximumValueImageRect(forBounds: bounds))] {
            if let image, !area.isEmpty {
                image.draw(on: canvas, in: area, viewTint: tintColor, traits: traits, alpha: context.alpha)
            }
        }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        if track.width > 0 {
            let radius = Double(track.height) / 2
            let minimumColor = (minimumTrackTintColor ?? tintColor).resolvedColor(with: traits).graphicsColor
            let maximumColor = (maximumTrackTintColor ?? .systemFill).resolvedColor(with: traits).graphicsColor
            let split = min(max(thumb.midX, track.minX), track.maxX)
            let left = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
            let right = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
            // Each side is a piece of one capsule: rounded at the track's end, square where they meet.
            canvas.fill(roundedRect: left.graphicsRect, radius: radius, corners: [.minXMinY, .minXMaxY],
                        color: context.faded(isRightToLeft ? maximumColor : minimumColor))
            canvas.fill(roundedRect: right.graphicsRect, radius: radius, corners: [.maxXMinY, .maxXMaxY],
                        color: context.faded(isRightToLeft ? minimumColor : maximumColor))
        }
        let knob = thumb.graphicsRect
        // A tight shadow: the drawing is clipped to the 31 pt bounds, which a longer one would overrun.
        canvas.drawShadow(bounds: knob, color: Color(white: 0, alpha: 0.2), offset: Size(width: 0, height: 1),
                          blurRadius: 1.5) {
            canvas.fill(Path.ellipse(in: knob), color: .black)
        }
        canvas.fill(Path.ellipse(in: knob), color: context.faded((thumbTintColor ?? .white).resolvedColor(with: traits).graphicsColor))
        canvas.stroke(Path.ellipse(in: thumb.insetBy(dx: 0.25, dy: 0.25).graphicsRect),
                      color: context.faded(Color(white: 0, alpha: 0.06)), style: StrokeStyle(lineWidth: 0.5))
    }
}
