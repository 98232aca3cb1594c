// UIPageControl: a row of dots, one per page, the current one highlighted (iOS 14's layout).

internal import Graphics

/// A row of dots, one per page, with the current page's dot in `currentPageIndicatorTintColor`.
///
/// A tap on the trailing side of the current page's dot goes to the next page, on the leading side to the previous
/// one (Apple's Human Interface Guidelines for iOS 14+: "Tapping on the leading or trailing side of the current-page
/// indicator reveals the next or previous page"; the documentation: "The page control advances only one page in either
/// direction"), and sends `.valueChanged`; at the first or last page a tap beyond it does nothing. Setting
/// `currentPage` in code sends nothing. Right to left, page 0 is at the right and the sides swap.
///
/// Sizes are iOS 14+'s, from the constants of UIKit's page control (its visual provider, as public decompilations of
/// UIKitCore show them):
/// - dots 8 pt apart (12 on the Mac idiom, not simulated here);
/// - the intrinsic size pads the dots with 14 pt at each side and 8 pt above and below (none with the `.minimal`
///   background style), and shows at most 10 dots (its default `maxVisibleIndicators`), so it stops growing there;
/// - `size(forNumberOfPages:)` is every dot plus 28 pt across and 16 pt down (again none when `.minimal`);
/// - no pages: no intrinsic size (zero).
/// The dot itself, the `circlebadge.fill` symbol on iOS, is taken to be 8 pt across (assumed, not measured), which
/// makes a page control 24 pt high and 16 pt per page wide (+ 20).
///
/// Drawn as dots (the current one in `currentPageIndicatorTintColor`, white by default as Apple documents; the others
/// in `pageIndicatorTintColor`, white at 30 % by default — assumed), centred in the bounds; when more pages than fit,
/// the visible run of dots follows the current page (iOS also shrinks the dots at its ends; not drawn). With
/// `hidesForSinglePage` and one page, or with no pages, nothing is drawn. `.prominent` draws a translucent capsule
/// behind the dots, standing in for iOS's blurred platter. Custom indicator images and `progress` (iOS 16) are not
/// provided.
@MainActor
open class UIPageControl: UIControl {
    /// The background behind the dots (iOS 14).
    public enum BackgroundStyle: Int, Sendable {
        /// A platter only while the user interacts.
        case automatic = 0
        /// A platter always.
        case prominent = 1
        /// No platter, and no padding around the dots.
        case minimal = 2
    }

    static let indicatorDiameter: CGFloat = 8
    static let indicatorSpacing: CGFloat = 8
    /// Padding at each side and above/below the dots in the intrinsic size.
    static let horizontalPadding: CGFloat = 14
    static let verticalPadding: CGFloat = 8
    static let maximumVisibleIndicators = 10

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// The number of pages (0 by default; a negative number is taken as 0, with a log message).
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 {
                UIView.layoutLog("UIPageControl: numberOfPages \(numberOfPages) is negative; using 0.")
                numberOfPages = 0
            }
            guard numberOfPages != oldValue else { return }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The page shown, pinned to `0...numberOfPages - 1` (UIKit's header: "value pinned to 0..numberOfPages-1").
    open var currentPage = 0 {
        didSet {
            let pinned = min(max(currentPage, 0), max(0, numberOfPages - 1))
            if pinned != currentPage { currentPage = pinned }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether nothing is shown when there is a single page (false by default).
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The other pages' dots (white at 30 % when nil).
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The current page's dot (white when nil).
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var backgroundStyle: BackgroundStyle = .automatic {
        didSet {
            guard backgroundStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// Whether scrubbing across the control is allowed (kept; only taps are simulated).
    open var allowsContinuousInteraction = true

    // MARK: Sizes

    private var isPadded: Bool { backgroundStyle != .minimal }

    /// The width of `count` dots in a row.
    private static func dotsWidth(_ count: Int) -> CGFloat {
        count > 0 ? CGFloat(count) * indicatorDiameter + CGFloat(count - 1) * indicatorSpacing : 0
    }

    /// The size that shows a dot for each of `pageCount` pages, with the padding around them.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(0, pageCount)
        let dots = CGSize(width: Self.dotsWidth(count), height: count > 0 ? Self.indicatorDiameter : 0)
        guard isPadded else { return dots }
        return CGSize(width: dots.width + 2 * Self.horizontalPadding, height: dots.height + 2 * Self.verticalPadding)
    }

    open override var intrinsicContentSize: CGSize {
        guard numberOfPages > 0 else { return .zero }
        let shown = min(numberOfPages, Self.maximumVisibleIndicators)
        let padding = isPadded ? CGSize(width: 2 * Self.horizontalPadding, height: 2 * Self.verticalPadding) : .zero
        return CGSize(width: Self.dotsWidth(shown) + padding.width, height: Self.indicatorDiameter + padding.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Dots

    private var showsNothing: Bool { numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1) }

    /// The pages whose dots are shown and each dot's rectangle in the bounds: as many as fit (at most 10), the run
    /// following the current page, centred; page 0 at the leading end.
    var indicatorFrames: [(page: Int, frame: CGRect)] {
        guard !showsNothing else { return [] }
        let room = bounds.width - (isPadded ? 2 * Self.horizontalPadding : 0)
        let pitch = Self.indicatorDiameter + Self.indicatorSpacing
        let fitting = Int(((room + Self.indicatorSpacing) / pitch).rounded(.down))
        let count = min(numberOfPages, Self.maximumVisibleIndicators, max(1, fitting))
        let first = min(max(0, currentPage - count / 2), numberOfPages - count)
        let startX = bounds.midX - Self.dotsWidth(count) / 2
        let y = bounds.midY - Self.indicatorDiameter / 2
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return (0..<count).map { slot in
            let position = rightToLeft ? count - 1 - slot : slot
            let frame = CGRect(x: startX + CGFloat(position) * pitch, y: y,
                               width: Self.indicatorDiameter, height: Self.indicatorDiameter)
            return (first + slot, frame)
        }
    }

    // MARK: Taps

    /// Goes one page towards the side tapped and sends `.valueChanged` (nothing at the first or last page).
    open func simulateTap(next: Bool) {
        guard isEnabled, !showsNothing else { return }
        let target = currentPage + (next ? 1 : -1)
        guard (0..<numberOfPages).contains(target) else { return }
        currentPage = target
        sendActions(for: .valueChanged)
    }

    /// A tap past the current page's dot towards the trailing end goes to the next page, otherwise to the previous.
    override func controlTapped(at location: CGPoint) {
        guard let current = indicatorFrames.first(where: { $0.page == currentPage })?.frame else { return }
        let towardsRight = location.x >= current.midX
        simulateTap(next: towardsRight != (effectiveUserInterfaceLayoutDirection == .rightToLeft))
    }

    // MARK: Drawing

    override var redrawsOnEveryBoundsChange: Bool { true }

    /// The `.prominent` platter, then a dot per visible page.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let frames = indicatorFrames
        guard let firstFrame = frames.first?.frame, let lastFrame = frames.last?.frame else { return }
        let canvas = context.canvas
        let traits = traitCollection
        if backgroundStyle == .prominent {
            let dots = firstFrame.union(lastFrame)
            let platter = dots.insetBy(dx: -Self.horizontalPadding, dy: -Self.verticalPadding)
            canvas.fill(roundedRect: platter.graphicsRect, radius: Double(platter.height) / 2,
                        color: context.faded(Color(white: 0, alpha: 0.25)))
        }
        let current = (currentPageIndicatorTintColor ?? .white).resolvedColor(with: traits).graphicsColor
        let other = (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)).resolvedColor(with: traits).graphicsColor
        for (page, frame) in frames {
            canvas.fill(Path.ellipse(in: frame.graphicsRect), color: context.faded(page == currentPage ? current : other))
        }
    }
}
