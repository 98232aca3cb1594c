// UITextField: a single line of editable text, with a placeholder, a border style and overridable rects.

internal import Graphics

/// A single-line text field.
///
/// Geometry goes through the overridable rects, as in UIKit: `borderRect(forBounds:)`, `textRect(forBounds:)`
/// (where text is drawn), `editingRect(forBounds:)` (while editing), `placeholderRect(forBounds:)`. The intrinsic
/// size is the text's (or placeholder's) size plus whatever `textRect(forBounds:)` takes off the bounds, so a
/// subclass that pads its text rect grows accordingly. Border styles inset the text: `.roundedRect` by 7 points
/// horizontally and 7 vertically (≈ UIKit's 34-point default height at 17 pt), `.line`/`.bezel` by 2, `.none` by 0.
@MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: Content

    /// The text; reads as "" when never set, as UIKit's text fields answer in practice.
    open var text: String? {
        get { storedText ?? "" }
        set {
            guard newValue != storedText else { return }
            storedText = newValue
            contentDidChange()
        }
    }
    private var storedText: String?

    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any]) } }
        set { text = newValue?.string }
    }

    open var placeholder: String? { didSet { if placeholder != oldValue { contentDidChange() } } }
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.placeholderText]) } }
        set { placeholder = newValue?.string }
    }

    /// The font: "the body style of the system font" by default (Apple's documentation), 17 pt at Large.
    open var font: UIFont? = .preferredFont(forTextStyle: .body) { didSet { contentDidChange() } }
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    open var borderStyle: BorderStyle = .none { didSet { if borderStyle != oldValue { contentDidChange() } } }
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    open var disabledBackground: UIImage?
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; contentDidChange() } }
    open var leftViewMode: ViewMode = .never { didSet { contentDidChange() } }
    open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; contentDidChange() } }
    open var rightViewMode: ViewMode = .never { didSet { contentDidChange() } }
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    open var adjustsFontForContentSizeCategory = false
    open weak var delegate: UITextFieldDelegate?
    /// Editing draws the text in `editingRect(forBounds:)` instead of `textRect(forBounds:)`.
    public private(set) var isEditing = false { didSet { if isEditing != oldValue { setNeedsDisplay() } } }

    // Text input traits (stored for source compatibility; there is no keyboard here).
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var textContentType: UITextContentType?

    // MARK: Editing (no keyboard: these run the delegate and events as a tap and typing would)

    /// Starts editing if the delegate agrees; sends `.editingDidBegin`.
    @discardableResult
    open func beginEditing() -> Bool {
        guard !isEditing, isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing if the delegate agrees; sends `.editingDidEnd`.
    @discardableResult
    open func endEditing() -> Bool {
        guard isEditing, delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// Inserts typed text at the end (if the delegate allows) and sends `.editingChanged`.
    open func insertText(_ string: String) {
        let current = text ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        text = current + string
        sendActions(for: .editingChanged)
    }

    // MARK: Geometry

    /// How far the border style insets the text.
    private var borderInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line, .bezel: return UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case .roundedRect: return UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7)
        }
    }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: inside the border, beside the left and right views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.inset(by: borderInsets)
        if leftView != nil, shows(leftViewMode) {
            let edge = leftViewRect(forBounds: bounds).maxX
            if edge > r.minX {
                r.size.width = max(0, r.maxX - edge)
                r.origin.x = edge
            }
        }
        if rightView != nil, shows(rightViewMode) {
            r.size.width = max(0, min(r.maxX, rightViewRect(forBounds: bounds).minX) - r.minX)
        }
        return r
    }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let s = viewSize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let s = viewSize(rightView)
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 27, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    private func viewSize(_ view: UIView) -> CGSize {
        let s = view.intrinsicContentSize
        if s.width >= 0 && s.height >= 0 { return s }
        return view.frame.size
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The text's (else the placeholder's) size on one line, fractional.
    private var contentTextSize: CGSize {
        let font = self.font ?? .preferredFont(forTextStyle: .body)
        let shown = (text ?? "").isEmpty ? (placeholder ?? "") : displayedText
        let layout = TextSystem.shared.layout(AttributedText(shown, font: font.font), maxWidth: nil, numberOfLines: 1)
        return CGSize(width: CGFloat(layout.size.width), height: max(CGFloat(layout.size.height), font.lineHeight))
    }

    /// Text size plus what `textRect(forBounds:)` takes off the bounds, rounded up to the pixel grid.
    open override var intrinsicContentSize: CGSize {
        let probe = CGRect(x: 0, y: 0, width: 10_000, height: 10_000)
        let inner = textRect(forBounds: probe)
        let text = contentTextSize
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        func up(_ v: CGFloat) -> CGFloat { (v * scale - 1e-6).rounded(.up) / scale }
        return CGSize(width: up(text.width + probe.width - inner.width), height: up(text.height + probe.height - inner.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.isHidden = !shows(leftViewMode)
            let r = leftViewRect(forBounds: bounds)
            if leftView.frame != r { leftView.frame = r }
        }
        if let rightView {
            rightView.isHidden = !shows(rightViewMode)
            let r = rightViewRect(forBounds: bounds)
            if rightView.frame != r { rightView.frame = r }
        }
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// A template background image follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Stands for UIKit's text field, whose border and text follow its bounds.
    override var redrawsOnEveryBoundsChange: Bool { true }

    /// The characters shown: bullets for secure entry.
    private var displayedText: String {
        let t = text ?? ""
        return isSecureTextEntry ? String(repeating: "•", count: t.count) : t
    }

    /// Draws the border, then the text (or the placeholder in `.placeholderText`) vertically centred in its rect.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let canvas = context.canvas
        let traits = traitCollection
        let border = borderRect(forBounds: bounds).graphicsRect
        switch borderStyle {
        case .none: break
        case .line:
            canvas.strokeBorder(border, width: 1, color: context.faded(UIColor.label.resolvedColor(with: traits).graphicsColor))
        case .bezel:
            canvas.strokeBorder(border, width: 1, color: context.faded(UIColor.systemGray.resolvedColor(with: traits).graphicsColor))
        case .roundedRect:
            canvas.fill(roundedRect: border, radius: 5,
                        color: context.faded(UIColor.tertiarySystemBackground.resolvedColor(with: traits).graphicsColor))
            canvas.strokeBorder(border, width: 0.5, radius: 5,
                                color: context.faded(UIColor.systemGray4.resolvedColor(with: traits).graphicsColor))
        }
        if let background { background.draw(on: canvas, in: bounds, viewTint: tintColor, traits: traits, alpha: context.alpha) }
        let isPlaceholder = (text ?? "").isEmpty
        let shown = isPlaceholder ? (placeholder ?? "") : displayedText
        guard !shown.isEmpty else { return }
        let box = isPlaceholder ? placeholderRect(forBounds: bounds) : (isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        guard box.width > 0 else { return }
        let natural: TextAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        let paragraph = ParagraphStyle(alignment: textAlignment.graphicsAlignment(natural: natural), lineBreakMode: .byTruncatingTail)
        let font = self.font ?? .preferredFont(forTextStyle: .body)
        let layout = TextSystem.shared.layout(AttributedText(shown, font: font.font, paragraphStyle: paragraph),
                                              maxWidth: Double(box.width), numberOfLines: 1)
        let color = (isPlaceholder ? UIColor.placeholderText : (textColor ?? .label)).resolvedColor(with: traits).graphicsColor
        let y = box.minY + (box.height - CGFloat(layout.size.height)) / 2
        canvas.saveGState()
        canvas.clip(to: box.graphicsRect)
        canvas.draw(layout, at: Point(x: Double(box.minX), y: Double(y)), color: context.faded(color))
        canvas.restoreGState()
    }
}
