/// A scrollable, multi-line text view. Its text is laid out in its text container: inside `textContainerInset`
/// ("by default the value of this property is (8, 0, 8, 0)") and the container's `lineFragmentPadding` (5 pt at each
/// end of a line), wrapped at the width that leaves.
///
/// With `isScrollEnabled` (the default) it is a scroll view: no intrinsic size, the text's height is its
/// `contentSize`. With scrolling off it sizes itself like a multi-line label — the self-sizing text view of table
/// cells and forms: its intrinsic width is the unwrapped text's and its height the text's wrapped at the width Auto
/// Layout gives it, plus the insets and padding.
///
/// Editing has no keyboard here: `beginEditing()`, `insertText(_:)` and `endEditing()` run the delegate as typing
/// would.
@MainActor
open class UITextView: UIScrollView {
    /// The text, drawn by a label inside the content (wrapped, never truncated: `numberOfLines` 0).
    private let textLabel = TextViewTextLabel()

    /// The container the text is laid out in (`lineFragmentPadding`, `maximumNumberOfLines`).
    public let textContainer: NSTextContainer

    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        setUpTextView()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
        setUpTextView()
    }

    private func setUpTextView() {
        textContainer.owner = self
        // Apple (`font`): "The default font is a 12-point Helvetica plain font" (Helvetica is pinned to Inter).
        textLabel.font = UIFont.systemFont(ofSize: 12)
        textLabel.textColor = .label
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        backgroundColor = .systemBackground
        addSubview(textLabel)
    }

    // MARK: Text

    open var text: String! {
        get { textLabel.text ?? "" }
        set {
            guard newValue != textLabel.text else { return }
            textLabel.text = newValue
            textLayoutDidChange()
        }
    }

    open var attributedText: NSAttributedString! {
        get { textLabel.attributedText ?? NSAttributedString(string: "") }
        set {
            textLabel.attributedText = newValue
            textLayoutDidChange()
        }
    }

    open var font: UIFont? {
        get { textLabel.font }
        set {
            textLabel.font = newValue ?? UIFont.systemFont(ofSize: 12)
            textLayoutDidChange()
        }
    }

    open var textColor: UIColor? {
        get { textLabel.textColor }
        set { textLabel.textColor = newValue ?? .label }
    }

    open var textAlignment: NSTextAlignment {
        get { textLabel.textAlignment }
        set { textLabel.textAlignment = newValue }
    }

    /// Whether the font follows the text size (Dynamic Type) of the view's traits.
    open var adjustsFontForContentSizeCategory: Bool {
        get { textLabel.adjustsFontForContentSizeCategory }
        set {
            textLabel.adjustsFontForContentSizeCategory = newValue
            textLayoutDidChange()
        }
    }

    open var isEditable = true
    open var isSelectable = true
    public private(set) var isEditing = false

    /// The space between the text view's content area and its text container.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            guard textContainerInset != oldValue else { return }
            guard textContainerInset.isFinite else {
                UIView.layoutLog("Ignoring a non-finite text container inset \(textContainerInset) for \(layoutDescription).")
                textContainerInset = oldValue
                return
            }
            textLayoutDidChange()
        }
    }

    /// The text view's delegate (`UITextViewDelegate`, which is also the scroll view delegate).
    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// Turning scrolling off makes the text view size itself to its text (and on, stop).
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: Editing (no keyboard: these run the delegate as a tap and typing would)

    @discardableResult
    open func beginEditing() -> Bool {
        guard !isEditing, isEditable, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        isEditing = true
        textViewDelegate?.textViewDidBeginEditing(self)
        return true
    }

    @discardableResult
    open func endEditing() -> Bool {
        guard isEditing, textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        textViewDelegate?.textViewDidEndEditing(self)
        return true
    }

    /// Inserts typed text at the end (if editable and the delegate allows), then tells the delegate
    /// (`textViewDidChange`, which "the text view calls … in response to user-initiated changes").
    open func insertText(_ string: String) {
        guard isEditable else { return }
        let current = text ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        text = current + string
        textViewDelegate?.textViewDidChange(self)
    }

    // MARK: Layout

    /// The horizontal room the insets and the line padding take.
    private var horizontalChrome: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    }

    /// The text's size wrapped at `width` (the text view's), with the insets and padding.
    private func fittingSize(width: CGFloat?) -> CGSize {
        let lines = textContainer.maximumNumberOfLines
        let textWidth = width.map { max(0, $0 - horizontalChrome) }
        let text = textLabel.measuredSize(wrappingAt: textWidth, lines: lines)
        return CGSize(width: (width ?? text.width + horizontalChrome),
                      height: text.height + textContainerInset.top + textContainerInset.bottom)
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let unwrapped = fittingSize(width: nil)
        let width = bounds.width > 0 ? bounds.width : unwrapped.width
        return CGSize(width: unwrapped.width, height: fittingSize(width: width).height)
    }

    override var intrinsicHeightDependsOnWidth: Bool { !isScrollEnabled }

    override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        guard !isScrollEnabled else { return intrinsicContentSize }
        let unwrapped = fittingSize(width: nil)
        return CGSize(width: unwrapped.width, height: fittingSize(width: width ?? unwrapped.width).height)
    }

    /// The size that shows all the text at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(width: size.width > 0 && size.width < UIView.layoutFittingExpandedSize.width ? size.width : nil)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeText()
    }

    /// The label across the container's width, as tall as the text there; the content as tall as the text and insets.
    private func placeText() {
        let width = bounds.width
        let fitted = fittingSize(width: width)
        let padding = textContainer.lineFragmentPadding
        let frame = CGRect(x: textContainerInset.left + padding, y: textContainerInset.top,
                           width: max(0, width - horizontalChrome), height: fitted.height - textContainerInset.top - textContainerInset.bottom)
        if textLabel.frame != frame { textLabel.frame = frame }
        let content = CGSize(width: width, height: fitted.height)
        if contentSize != content { contentSize = content }
        textContainer.size = CGSize(width: max(0, width - textContainerInset.left - textContainerInset.right),
                                    height: textContainer.heightTracksTextView ? bounds.height : UIView.layoutFittingExpandedSize.height)
    }

    /// The text, its font or the container changed: measure and place again.
    func textLayoutDidChange() {
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.lineBreakMode = textContainer.lineBreakMode
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

/// The label a text view draws its text with: laid out by frame, never sized by its own intrinsic size.
@MainActor
final class TextViewTextLabel: UILabel {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The text's size wrapped at `width` (nil: unwrapped) in at most `lines` lines (0: no limit).
    func measuredSize(wrappingAt width: CGFloat?, lines: Int) -> CGSize {
        guard let text, !text.isEmpty else {
            // An empty text view is one line tall, as UIKit's (the line the caret stands on): its font's line height,
            // on the pixel grid.
            let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
            let lineHeight = (font ?? UIFont.systemFont(ofSize: 12)).lineHeight
            return CGSize(width: 0, height: (lineHeight * scale - 1e-9).rounded(.up) / scale)
        }
        let far = UIView.layoutFittingExpandedSize.width
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width ?? far, height: far), limitedToNumberOfLines: lines).size
    }
}
