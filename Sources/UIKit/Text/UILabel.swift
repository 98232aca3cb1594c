// UILabel: text measured and laid out by the Graphics module, sized for Auto Layout as on iOS.

internal import Graphics

/// A view that shows read-only text.
///
/// Sizing: `intrinsicContentSize` is the text's size rounded up to the screen's pixel grid (empty text: 0 × 0).
/// A label with `numberOfLines != 1` and no `preferredMaxLayoutWidth` wraps at the width Auto Layout gives it: the
/// engine solves, asks `intrinsicContentSize(forLayoutWidth:)` with the solved width, and solves again.
/// `numberOfLines` counts lines across paragraphs, as UIKit does.
@MainActor
open class UILabel: UIView {
    private var plainText: String?
    private var storedAttributedText: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isOpaque = false
        isUserInteractionEnabled = false
        // As UIKit's labels: redrawn when their size changes (the text is laid out and aligned in the bounds).
        contentMode = .redraw
    }

    // MARK: Content

    /// The text shown; setting it replaces any attributed text.
    open var text: String? {
        get { storedAttributedText?.string ?? plainText }
        set {
            guard newValue != text || storedAttributedText != nil else { return }
            plainText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// The styled text; ranges without a font or colour use the label's. Setting it replaces `text`.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let plainText else { return nil }
            return NSAttributedString(string: plainText, attributes: defaultAttributes)
        }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            plainText = newValue?.string
            // As UIKit documents: font, textColor, textAlignment and lineBreakMode take the style at location 0.
            if let newValue, newValue.length > 0 {
                let attrs = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attrs[.font] as? UIFont { storedFont = font }
                if let color = attrs[.foregroundColor] as? UIColor { storedTextColor = color }
                if let style = attrs[.paragraphStyle] as? NSParagraphStyle {
                    textAlignment = style.alignment
                    lineBreakMode = style.lineBreakMode
                }
            }
            textDidChange()
        }
    }

    /// The font (17 pt system font by default, as on iOS). Setting it restyles attributed text throughout.
    open var font: UIFont! {
        get { storedFont }
        set {
            let font = newValue ?? UILabel.defaultFont
            guard font !== storedFont else { return }
            storedFont = font
            if let current = storedAttributedText {
                let restyled = NSMutableAttributedString(attributedString: current)
                restyled.addAttribute(.font, value: font, range: NSRange(location: 0, length: restyled.length))
                storedAttributedText = restyled
            }
            textDidChange()
        }
    }
    private var storedFont: UIFont = UILabel.defaultFont
    static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// The text colour (`.label` by default).
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }
    private var storedTextColor: UIColor = .label

    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsDisplay() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { if shadowOffset != oldValue { setNeedsDisplay() } } }

    /// `.natural` follows the view's layout direction.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            guard textAlignment != oldValue else { return }
            forgetMeasuredLayouts()
            setNeedsDisplay()
        }
    }

    /// The most lines shown; 0 is unlimited. Counted across paragraphs.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { sizingDidChange() } } }

    /// How lines wrap and where text is cut off (tail truncation by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { textDidChange() } } }

    /// The width multi-line text wraps at for the intrinsic size; 0 (default) wraps at the width layout gives.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { sizingDidChange() } } }

    /// Shrinks the font (down to `minimumScaleFactor`) so the text fits the bounds' width when drawn.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    open var allowsDefaultTighteningForTruncation = false

    /// Whether a text-style font (`preferredFont(forTextStyle:)`, `UIFontMetrics.scaledFont(for:)`) follows the
    /// trait collection's content size category.
    open var adjustsFontForContentSizeCategory = false {
        // In a window the font takes the window's category at once; a detached label's traits only know the default
        // (Large), so it waits until it moves into a window.
        didSet { if adjustsFontForContentSizeCategory, window != nil { adjustFontForContentSizeCategory() } }
    }

    // MARK: Layout

    /// The text's size (through `textRect(forBounds:limitedToNumberOfLines:)`, as UIKit does, so subclasses that
    /// inset the text rect size correctly), rounded up to the pixel grid. Multi-line labels wrap at
    /// `preferredMaxLayoutWidth`, else at the width layout gave them.
    open override var intrinsicContentSize: CGSize {
        size(wrappingAt: engineLayoutWidth ?? (bounds.width > 0 ? bounds.width : nil))
    }

    override var intrinsicHeightDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The width the engine is asking about (during `intrinsicContentSize(forLayoutWidth:)` and
    /// `baselineOffsets(forLayoutWidth:)`).
    private var engineLayoutWidth: CGFloat??

    override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        guard intrinsicHeightDependsOnWidth else { return intrinsicContentSize }
        return atEngineLayoutWidth(width) { intrinsicContentSize }  // dynamic: a subclass's override (padding) applies
    }

    override func baselineOffsets(forLayoutWidth width: CGFloat?) -> (firstFromTop: CGFloat, lastFromBottom: CGFloat)? {
        guard intrinsicHeightDependsOnWidth else { return baselineOffsets }
        return atEngineLayoutWidth(width) { baselineOffsets }
    }

    /// `body` answered as at `width` (`engineLayoutWidth`), whatever the label's bounds.
    private func atEngineLayoutWidth<T>(_ width: CGFloat?, _ body: () -> T) -> T {
        let saved = engineLayoutWidth
        engineLayoutWidth = .some(width)
        defer { engineLayoutWidth = saved }
        return body()
    }

    /// The text's size for `size.width` (multi-line labels wrap at it), rounded up to the pixel grid.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        self.size(wrappingAt: size.width > 0 && size.width < UILabel.unlimited ? size.width : nil)
    }

    private static let unlimited: CGFloat = 1_000_000

    private func size(wrappingAt width: CGFloat?) -> CGSize {
        guard hasText else { return .zero }
        let wrap: CGFloat? = numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : width)
        let far = UIView.layoutFittingExpandedSize.width
        return textRect(forBounds: CGRect(x: 0, y: 0, width: wrap ?? far, height: far), limitedToNumberOfLines: numberOfLines).size
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: no limit): wrapped (or, on
    /// one line, truncated) at the bounds' width, its size rounded up to the pixel grid and at most the bounds'.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard hasText else { return CGRect(origin: bounds.origin, size: .zero) }
        let width: CGFloat? = bounds.width > 0 && bounds.width < UILabel.unlimited ? bounds.width : nil
        let size = textLayout(width: width, lines: numberOfLines).size(scale: Double(displayScale))
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(CGFloat(size.width), bounds.width),
                      height: min(CGFloat(size.height), bounds.height))
    }

    /// Draws the text in `rect` (the renderer calls it; subclasses inset `rect` and call super): laid out at the
    /// rect's width (aligned and truncated there) and centred vertically, as UILabel draws; when the text is taller
    /// than the rect it starts at the top. Plain runs take `textColor` for the label's traits (light/dark).
    open func drawText(in rect: CGRect) {
        guard hasText, rect.width > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let width = Double(rect.width)
        let layout: TextLayout
        if adjustsFontSizeToFitWidth {
            layout = TextSystem.shared.layoutShrinkingToFit(graphicsText, maxWidth: width, numberOfLines: numberOfLines,
                                                            minimumScaleFactor: Double(minimumScaleFactor)).layout
        } else {
            layout = TextSystem.shared.layout(graphicsText, maxWidth: width, numberOfLines: numberOfLines)
        }
        let height = CGFloat(layout.size.height)
        let y = height > rect.height ? rect.minY : rect.minY + (rect.height - height) / 2
        var color = (isEnabled ? resolvedTextColor : UIColor.tertiaryLabel.resolvedColor(with: traitCollection)).graphicsColor
        if isHighlighted, let highlightedTextColor { color = highlightedTextColor.resolvedColor(with: traitCollection).graphicsColor }
        if let shadowColor {
            // UILabel's hard text shadow: the text again in `shadowColor`, moved by `shadowOffset`, underneath.
            // (Runs with their own colour keep it; plain runs take the shadow colour.)
            let shadow = shadowColor.resolvedColor(with: traitCollection).graphicsColor
            context.canvas.draw(layout, at: Point(x: Double(rect.minX + shadowOffset.width), y: Double(y + shadowOffset.height)),
                                color: context.faded(shadow))
        }
        context.canvas.draw(layout, at: Point(x: Double(rect.minX), y: Double(y)), color: context.faded(color))
    }

    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// The text is wrapped, aligned and centred in the bounds: any new size draws it again, whatever `contentMode`.
    override var redrawsOnEveryBoundsChange: Bool { true }

    override var baselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? {
        let width: CGFloat? = numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth
                                                          : engineLayoutWidth ?? (bounds.width > 0 ? bounds.width : nil))
        let layout = textLayout(width: width, lines: numberOfLines)
        let height = CGFloat(layout.size(scale: Double(displayScale)).height)
        return (CGFloat(layout.firstBaseline), height - CGFloat(layout.lastBaseline))
    }

    /// `<UILabel: 0x…; frame = (0 0; 100 20); text = 'Hello'; userInteractionEnabled = NO>`, as UIKit prints labels.
    nonisolated open override var description: String {
        let base = super.description
        guard isOnMainThread(), base.hasSuffix(">") else { return base }
        let details: String = MainActor.assumeIsolated {
            var text = ""
            if let shown = self.text { text += "; text = '\(shown)'" }
            if !self.isUserInteractionEnabled { text += "; userInteractionEnabled = NO" }
            return text
        }
        return String(base.dropLast()) + details + ">"
    }

    override var layoutDescriptionSuffix: String {
        guard let text, !text.isEmpty else { return "" }
        return "'\(text)'"
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { setNeedsDisplay() }
        if adjustsFontForContentSizeCategory,
           previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            adjustFontForContentSizeCategory()
        }
    }

    // MARK: Measuring

    private var hasText: Bool { !(text ?? "").isEmpty }

    /// The screen's scale for rounding (the traits', else the main screen's).
    private var displayScale: CGFloat {
        let scale = traitCollection.displayScale
        return scale > 0 ? scale : UIScreen.main.scale
    }

    /// The Graphics layout of the label's text wrapped at `width` (nil: unlimited) in at most `lines` lines.
    ///
    /// Plain text keeps its last layouts (`measuredLayout`, and `unwrappedLayout` for no width): the engine asks a
    /// label for its size several times per pass (unwrapped for its width, at the solved width for its height and
    /// baselines), and each trip through the shared cache builds the attributed text and hashes it. Attributed text
    /// always goes to the shared cache (its runs resolve colours against the traits).
    func textLayout(width: CGFloat?, lines: Int) -> TextLayout {
        guard storedAttributedText == nil else {
            return TextSystem.shared.layout(graphicsText, maxWidth: width.map(Double.init), numberOfLines: lines)
        }
        let natural = naturalAlignment
        let kept = width == nil ? unwrappedLayout : measuredLayout
        if let kept, kept.width == width, kept.lines == lines, kept.natural == natural {
            return kept.layout
        }
        let text = graphicsText
        let layout = TextSystem.shared.layout(text, maxWidth: width.map(Double.init), numberOfLines: lines,
                                              textHash: layoutHash(of: text))
        if width == nil {
            unwrappedLayout = (width, lines, natural, layout)
        } else {
            measuredLayout = (width, lines, natural, layout)
        }
        return layout
    }

    /// The last plain-text layouts `textLayout(width:lines:)` made at a width and without one, with the width, line
    /// limit and natural alignment each was made for. Everything else they depend on (text, font, alignment, line break
    /// mode) clears them on change (`forgetMeasuredLayouts()`).
    private var measuredLayout: KeptLayout?
    private var unwrappedLayout: KeptLayout?
    private typealias KeptLayout = (width: CGFloat?, lines: Int, natural: TextAlignment, layout: TextLayout)

    private func forgetMeasuredLayouts() {
        measuredLayout = nil
        unwrappedLayout = nil
        keptLayoutHash = nil
    }

    /// `TextSystem.layoutHash(of:)` of the plain text last looked up, with the string and font size it was computed
    /// from (all the hash reads of a one-run text). A new text asks the shared cache twice when it wraps (unwrapped,
    /// then at its width), and each lookup hashed the string again — normalizing it, character by character, when it
    /// is not known to be NFC. The string compares at the cost of a pointer comparison while it is the label's own
    /// (any change of it forgets the kept hash first); a different one is simply compared.
    private var keptLayoutHash: (string: String, fontSize: Double, hash: Int)?

    private func layoutHash(of text: AttributedText) -> Int {
        guard text.runs.count == 1 else { return TextSystem.layoutHash(of: text) }
        let run = text.runs[0]
        if let kept = keptLayoutHash, kept.fontSize == run.font.size, kept.string == run.text { return kept.hash }
        let hash = TextSystem.layoutHash(of: text)
        keptLayoutHash = (run.text, run.font.size, hash)
        return hash
    }

    /// The layout drawn in the current bounds: shrunk to fit with `adjustsFontSizeToFitWidth`.
    func displayedTextLayout() -> TextLayout {
        let width = bounds.width > 0 ? Double(bounds.width) : nil
        if adjustsFontSizeToFitWidth, let width {
            return TextSystem.shared.layoutShrinkingToFit(graphicsText, maxWidth: width, numberOfLines: numberOfLines,
                                                          minimumScaleFactor: Double(minimumScaleFactor)).layout
        }
        return TextSystem.shared.layout(graphicsText, maxWidth: width, numberOfLines: numberOfLines)
    }

    /// The colour plain runs are drawn in: `textColor` resolved against the label's traits (light/dark).
    var resolvedTextColor: UIColor { storedTextColor.resolvedColor(with: traitCollection) }

    /// `.natural` resolved from the layout direction.
    private var naturalAlignment: TextAlignment {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }

    /// The label's text for Graphics: attributed ranges keep their attributes, the rest take the label's font and
    /// colour; the paragraph style is the attributed text's, else the label's alignment and line break mode.
    var graphicsText: AttributedText {
        let natural = naturalAlignment
        let paragraph = ParagraphStyle(alignment: textAlignment.graphicsAlignment(natural: natural),
                                       lineBreakMode: lineBreakMode.graphicsMode)
        if let storedAttributedText {
            return TextMeasuring.text(storedAttributedText, defaultFont: storedFont.font, defaultColor: nil,
                                      defaultParagraph: paragraph, natural: natural, traits: traitCollection)
        }
        return AttributedText(plainText ?? "", font: storedFont.font, paragraphStyle: paragraph)
    }

    private var defaultAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: style]
    }

    // MARK: Changes

    private func textDidChange() {
        forgetMeasuredLayouts()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private var lastWidthDependence = false

    /// Line limit or wrap width changed: whether the height follows the width may have flipped, which the engine
    /// learns when it re-reads the label's rows (it keeps its list of width-dependent views up to date then).
    private func sizingDidChange() {
        if intrinsicHeightDependsOnWidth != lastWidthDependence {
            lastWidthDependence = intrinsicHeightDependsOnWidth
            noteLayoutInputChanged()
        }
        textDidChange()
    }

    /// Rescales the label's font and every text-style font in its attributed text to the current category.
    private func adjustFontForContentSizeCategory() {
        let category = UIContentSizeCategory.effective(traitCollection)
        var changed = false
        let adjusted = storedFont.adjusted(to: category)
        if adjusted != storedFont {
            storedFont = adjusted
            changed = true
        }
        if let current = storedAttributedText {
            let restyled = NSMutableAttributedString(attributedString: current)
            restyled.enumerateAttribute(.font, in: NSRange(location: 0, length: restyled.length), options: []) { value, range, _ in
                guard let font = value as? UIFont else { return }
                let scaled = font.adjusted(to: category)
                if scaled != font {
                    restyled.addAttribute(.font, value: scaled, range: range)
                    changed = true
                }
            }
            storedAttributedText = restyled
        }
        if changed { textDidChange() }
    }
}

/// Views whose fonts can follow the content size category (`UILabel`; text fields and views later).
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
