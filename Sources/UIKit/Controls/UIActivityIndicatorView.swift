// UIActivityIndicatorView: the spinner, with iOS's fixed sizes and hide-when-stopped behaviour.

internal import Graphics

/// A spinner showing that work is under way.
///
/// Its intrinsic size is fixed by the style (`.medium` 20×20, `.large` 37×37 points, as on iOS). With
/// `hidesWhenStopped` (the default) it is hidden while not animating. Drawn as twelve spokes in its `color`.
@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        /// Pre-iOS 13 names: white/gray are medium, whiteLarge is large.
        case whiteLarge = 0, white = 1, gray = 2
    }

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: UIActivityIndicatorView.size(of: style)))
        commonInit()
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        commonInit()
    }

    /// `UIActivityIndicatorView()` is a medium spinner, as on iOS.
    public convenience init() {
        self.init(style: .medium)
    }

    private func commonInit() {
        isOpaque = false
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
        // It hugs its fixed size at 750 on both axes (views default to 250), as measured on iOS.
        huggingPriorities = (.defaultHigh, .defaultHigh)
    }

    open var style: Style {
        didSet {
            if UIActivityIndicatorView.size(of: style) != UIActivityIndicatorView.size(of: oldValue) { invalidateIntrinsicContentSize() }
            // The spokes' width and default colour follow the style.
            if style != oldValue { setNeedsDisplay() }
        }
    }

    /// The spokes' colour (`.secondaryLabel`'s grey by default; white for the legacy white styles).
    open var color: UIColor! {
        get { colorStorage ?? (style == .white || style == .whiteLarge ? .white : .secondaryLabel) }
        set { colorStorage = newValue; setNeedsDisplay() }
    }
    private var colorStorage: UIColor?

    /// Whether the view hides itself while stopped (true by default).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    public private(set) var isAnimating = false

    /// Starts spinning (and shows the view).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
        setNeedsDisplay()
    }

    /// Stops spinning (and hides the view when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    static func size(of style: Style) -> CGSize {
        switch style {
        case .large, .whiteLarge: return CGSize(width: 37, height: 37)
        default: return CGSize(width: 20, height: 20)
        }
    }

    open override var intrinsicContentSize: CGSize { UIActivityIndicatorView.size(of: style) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIActivityIndicatorView.size(of: style) }

    /// Stands for UIKit's indicator, whose spokes are centred and scaled to the bounds.
    override var redrawsOnEveryBoundsChange: Bool { true }

    /// Twelve rounded spokes around the centre, fading clockwise (a still frame of the animation).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let base = color.resolvedColor(with: traitCollection).graphicsColor
        let side = min(bounds.width, bounds.height)
        let size = UIActivityIndicatorView.size(of: style).width
        let scale = side / size
        let center = Point(x: Double(bounds.midX), y: Double(bounds.midY))
        let outer = Double(size / 2 * scale), inner = outer * 0.5
        let width = Double((style == .large || style == .whiteLarge ? 3.5 : 2) * scale)
        for i in 0..<12 {
            let angle = Double(i) * .pi / 6 - .pi / 2
            var path = Path()
            path.move(to: Point(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
            path.addLine(to: Point(x: center.x + cos(angle) * (outer - width / 2), y: center.y + sin(angle) * (outer - width / 2)))
            let fade = 1 - Double(i) / 12 * 0.75
            context.canvas.stroke(path, color: context.faded(base.withAlpha(base.alpha * fade)),
                                  style: StrokeStyle(lineWidth: width, lineCap: .round))
        }
    }
}
