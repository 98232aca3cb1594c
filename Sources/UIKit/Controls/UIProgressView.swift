// UIProgressView: a bar that fills from the leading edge as a task progresses (iOS 14's look).

internal import Graphics

/// A bar showing how far a task has got: `progress` from 0 to 1 fills that share of the track from the leading edge
/// (the right edge in a right-to-left layout), in `progressTintColor` over `trackTintColor`.
///
/// Sizes, and where each figure comes from:
/// - `.default` is 4 pt high: Interface Builder gives a progress view a 4 pt frame since Xcode 12 (iOS 14's redesign
///   made the bar a rounded 4 pt capsule; it was 2 pt from iOS 7 to 13). Apple: `init(progressViewStyle:)` "sets the
///   height of the returned view according to the specified style".
/// - `.bar` is 2.5 pt high with square ends. The square ends are documented by apps switching to `.bar` to lose
///   iOS 14's rounded corners; the 2.5 pt is assumed (the toolbar style has always been thinner than the default),
///   not measured.
/// - No intrinsic width (`UIView.noIntrinsicMetric`): the bar is as wide as its constraints make it.
/// - It hugs its height at 750, Interface Builder's default for progress views, so a tall row does not stretch it.
///
/// Drawn at the height of its bounds: the track fills them, the filled part is `progress` × the width but never
/// narrower than the bar is tall while `progress` is above 0 (a capsule cannot be; a developer's measurement on iOS,
/// jeong9216.tistory.com/742: 1 % to 8 % of a 100 × 8 bar all show 8 pt), and nothing at 0. `progressImage`/`trackImage`, when set, are stretched over those
/// rectangles instead of the colours. `observedProgress` (Foundation's `Progress`) is not provided.
@MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }

    /// The bar's height for `style`.
    static func height(of style: Style) -> CGFloat {
        switch style {
        case .default: return 4
        case .bar: return 2.5
        }
    }

    /// A progress view of `style`, as wide as the frame it is later given and as high as the style's bar.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size.height = UIProgressView.height(of: style)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        huggingPriorities.vertical = .defaultHigh
    }

    open var progressViewStyle: Style = .default {
        didSet {
            guard progressViewStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The share of the task done, 0...1 (Apple: "Values less than 0.0 and greater than 1.0 are pinned to those
    /// limits"). A non-finite value is refused and logged; the old value stays.
    open var progress: Float = 0 {
        didSet {
            guard progress.isFinite else {
                UIView.layoutLog("UIProgressView: ignoring the non-finite progress \(progress).")
                progress = oldValue
                return
            }
            let pinned = min(max(progress, 0), 1)
            if pinned != progress { progress = pinned }
            if progress != oldValue { setNeedsDisplay() }
        }
    }

    /// Sets `progress`; there is no animation here, the bar shows the new value at once.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// The filled part's colour (the tint colour when nil, as on iOS).
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The unfilled track's colour (`systemFill`'s translucent grey when nil).
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// An image stretched over the filled part instead of `progressTintColor`.
    open var progressImage: UIImage? { didSet { setNeedsDisplay() } }
    /// An image stretched over the track instead of `trackTintColor`.
    open var trackImage: UIImage? { didSet { setNeedsDisplay() } }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if progressTintColor == nil { setNeedsDisplay() }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.height(of: progressViewStyle))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIProgressView.height(of: progressViewStyle))
    }

    override var redrawsOnEveryBoundsChange: Bool { true }

    /// The filled part's rectangle in the bounds: from the leading edge, `progress` of the width (at least the height
    /// while above 0), mirrored in a right-to-left layout. Empty at 0.
    var filledRect: CGRect {
        guard progress > 0, bounds.width > 0 else { return .zero }
        let width = min(bounds.width, max(bounds.height, bounds.width * CGFloat(progress)))
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX - width : bounds.minX
        return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }

    /// The track, then the filled part over it: capsules for `.default`, square-ended bars for `.bar`.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        let canvas = context.canvas
        let traits = traitCollection
        let radius = progressViewStyle == .default ? Double(bounds.height) / 2 : 0
        func paint(_ area: CGRect, image: UIImage?, color: UIColor) {
            if let image {
                canvas.saveGState()
                canvas.clip(toRoundedRect: area.graphicsRect, radius: radius)
                image.draw(on: canvas, in: area, viewTint: tintColor, traits: traits, alpha: context.alpha)
                canvas.restoreGState()
            } else {
                canvas.fill(roundedRect: area.graphicsRect, radius: radius,
                            color: context.faded(color.resolvedColor(with: traits).graphicsColor))
            }
        }
        paint(bounds, image: trackImage, color: trackTintColor ?? .systemFill)
        let filled = filledRect
        if !filled.isEmpty { paint(filled, image: progressImage, color: progressTintColor ?? tintColor) }
    }
}
