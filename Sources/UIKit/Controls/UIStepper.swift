// UIStepper: a minus and a plus half that step a value.

internal import Graphics

/// A control of two halves, − and +, that step `value` by `stepValue` between `minimumValue` and `maximumValue`
/// (wrapping round with `wraps`), sending `.valueChanged` on each step. A tap on a half (`window.simulateTap(at:)`
/// or `simulateTap(increment:)`) steps once; a half at its limit is disabled and does nothing.
///
/// Its size is fixed at 94×32 points, as iOS 7+ draws it (measured), whatever frame it is given; it hugs that size at
/// 750, like switches.
@MainActor
open class UIStepper: UIControl {
    static let fixedSize = CGSize(width: 94, height: 32)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.fixedSize))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        huggingPriorities = (.defaultHigh, .defaultHigh)
    }

    /// The value, kept between the limits (a value outside them is moved to the nearest one).
    open var value: Double = 0 {
        didSet {
            if !value.isFinite {
                UIView.layoutLog("UIStepper: ignoring the non-finite value \(value).")
                value = oldValue
                return
            }
            let limited = min(max(value, minimumValue), maximumValue)
            if limited != value { value = limited }
            if value != oldValue { setNeedsDisplay() }
        }
    }
    open var minimumValue: Double = 0 { didSet { limitsChanged(minimumValue, oldValue, "minimumValue") } }
    open var maximumValue: Double = 100 { didSet { limitsChanged(maximumValue, oldValue, "maximumValue") } }
    /// The step (Apple: must be greater than 0; a value of 0 or less, or not finite, is refused).
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0 && stepValue.isFinite) {
                UIView.layoutLog("UIStepper: ignoring the step \(stepValue); it must be greater than 0.")
                stepValue = oldValue
            }
        }
    }
    /// Whether stepping past a limit wraps round to the other one.
    open var wraps = false
    open var isContinuous = true
    open var autorepeat = true

    private func limitsChanged(_ new: Double, _ old: Double, _ name: String) {
        guard new.isFinite else {
            UIView.layoutLog("UIStepper: ignoring the non-finite \(name) \(new).")
            if name == "minimumValue" { minimumValue = old } else { maximumValue = old }
            return
        }
        if minimumValue > maximumValue {
            if name == "minimumValue" { maximumValue = minimumValue } else { minimumValue = maximumValue }
        }
        value = min(max(value, minimumValue), maximumValue)
        setNeedsDisplay()
    }

    /// Steps once up (`increment`) or down, as a tap on that half does: at a limit, wraps or does nothing.
    open func simulateTap(increment: Bool) {
        guard isEnabled else { return }
        var next = value + (increment ? stepValue : -stepValue)
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return }
        value = next
        sendActions(for: .valueChanged)
    }

    /// A tap on the left half steps down, on the right half up (mirrored right to left).
    override func controlTapped(at location: CGPoint) {
        let rightHalf = location.x >= bounds.width / 2
        simulateTap(increment: rightHalf != (effectiveUserInterfaceLayoutDirection == .rightToLeft))
    }

    open override var intrinsicContentSize: CGSize { UIStepper.fixedSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.fixedSize }
    override var redrawsOnEveryBoundsChange: Bool { true }

    /// A rounded track, a divider, and − and + in the label colour (faded at a limit).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let canvas = context.canvas
        let traits = traitCollection
        canvas.fill(roundedRect: Rect(x: 0, y: 0, width: 94, height: 32), radius: 8,
                    color: context.faded(UIColor.tertiarySystemFill.resolvedColor(with: traits).graphicsColor))
        canvas.fill(Path.rect(Rect(x: 46.75, y: 8, width: 0.5, height: 16)),
                    color: context.faded(UIColor.separator.resolvedColor(with: traits).graphicsColor))
        func colour(_ enabled: Bool) -> Color {
            context.faded((enabled && isEnabled ? UIColor.label : .tertiaryLabel).resolvedColor(with: traits).graphicsColor)
        }
        let canDecrease = wraps || value > minimumValue, canIncrease = wraps || value < maximumValue
        let leftIsMinus = effectiveUserInterfaceLayoutDirection != .rightToLeft
        // − : a bar; + : a bar and a post; 12 pt across, centred in each half.
        canvas.fill(Path.rect(Rect(x: 17.5, y: 15.25, width: 12, height: 1.5)),
                    color: colour(leftIsMinus ? canDecrease : canIncrease))
        canvas.fill(Path.rect(Rect(x: 64.5, y: 15.25, width: 12, height: 1.5)),
                    color: colour(leftIsMinus ? canIncrease : canDecrease))
        let postX = leftIsMinus ? 69.75 : 22.75
        canvas.fill(Path.rect(Rect(x: postX, y: 10, width: 1.5, height: 12)), color: colour(canIncrease))
    }
}
