// UISwitch: the on/off control, with iOS's fixed 51×31 size.

internal import Graphics

/// An on/off switch. Its size is fixed at 51×31 points whatever frame it is given, as on iOS; `setOn(_:animated:)`
/// changes the value without sending `.valueChanged` (user toggles do; `toggle()` stands in for a tap).
@MainActor
open class UISwitch: UIControl {
    /// The switch's fixed size on iOS.
    static let fixedSize = CGSize(width: 51, height: 31)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.fixedSize))
        setUpSwitch()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSwitch()
    }

    /// A switch hugs its fixed size harder than other views (750 on both axes, where views default to 250: measured on
    /// iOS for switches, steppers and activity indicators), so next to a label in a row the label stretches.
    private func setUpSwitch() {
        isOpaque = false
        huggingPriorities = (.defaultHigh, .defaultHigh)
    }

    open var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }

    /// The track colour when on (system green when nil).
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The knob colour (white when nil).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Flips the switch as a tap does and sends `.valueChanged`.
    open func toggle() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    /// A tap flips the switch.
    override func controlTapped(at location: CGPoint) { toggle() }

    open override var intrinsicContentSize: CGSize { UISwitch.fixedSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.fixedSize }

    /// Stands for UIKit's switch, drawn at the bounds' origin whatever its size.
    override var redrawsOnEveryBoundsChange: Bool { true }

    /// A pill track (green when on, a grey fill when off) and a white round knob at the on or off end.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let canvas = context.canvas
        let track = Rect(x: 0, y: 0, width: 51, height: 31)
        let traits = traitCollection
        let on = (onTintColor ?? .systemGreen).resolvedColor(with: traits).graphicsColor
        let off = UIColor.systemFill.resolvedColor(with: traits).graphicsColor
        canvas.fill(roundedRect: track, radius: 15.5, color: context.faded(isOn ? on : off))
        // Right-to-left layouts mirror the switch: "on" puts the knob at the left.
        let knobAtRight = isOn != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let knob = Rect(x: knobAtRight ? 22 : 2, y: 2, width: 27, height: 27)
        canvas.drawShadow(bounds: knob, color: Color(white: 0, alpha: 0.15), offset: Size(width: 0, height: 3), blurRadius: 2) {
            canvas.fill(Path.ellipse(in: knob), color: .black)
        }
        let thumb = (thumbTintColor ?? .white).resolvedColor(with: traits).graphicsColor
        canvas.fill(Path.ellipse(in: knob), color: context.faded(thumb))
    }
}
