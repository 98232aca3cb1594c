// Text to lay out: runs of characters with a font, colour and kern, plus one paragraph style.

/// Horizontal alignment of lines, as `NSTextAlignment`. `natural` follows each paragraph's writing direction (left
/// for left-to-right text, right for right-to-left); UIKit resolves `.natural` against the view's layout direction
/// before asking, when that is what it wants. `left` and `right` are absolute, whatever the text's direction.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    case left, center, right, justified, natural
}

/// How lines wrap and where text is cut off, as `NSLineBreakMode`.
public enum LineBreakMode: Sendable, Hashable, CaseIterable {
    /// Wrap at word boundaries; a word longer than the line breaks between characters.
    case byWordWrapping
    /// Wrap between any two characters (grapheme clusters).
    case byCharWrapping
    /// Wrap by word; lines past the limit are not drawn, and the last one shows the rest of its paragraph on one
    /// line, cut at the edge (the layout's `clipsToMaxWidth`).
    case byClipping
    /// Wrap by word; the last visible line ends at its start with "…" ("…the end").
    case byTruncatingHead
    /// Wrap by word; the last visible line ends with "…" when text is cut off.
    case byTruncatingTail
    /// Wrap by word; the last visible line keeps its start and the text's end, with "…" in between.
    case byTruncatingMiddle

    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}

/// Paragraph attributes that apply to the whole text (`NSParagraphStyle`).
public struct ParagraphStyle: Sendable, Hashable {
    public var alignment: TextAlignment
    public var lineBreakMode: LineBreakMode
    /// Extra space between lines, in points (`NSParagraphStyle.lineSpacing`): added between lines, not after the last.
    public var lineSpacing: Double
    /// `lineHeightMultiple` (0: off): each line is the font's line height times this.
    public var lineHeightMultiple: Double
    /// `minimumLineHeight` / `maximumLineHeight` (0: off), clamping each line's height after the multiple.
    public var minimumLineHeight: Double
    public var maximumLineHeight: Double

    public init(alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byWordWrapping, lineSpacing: Double = 0,
                lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
    }

    /// The fixed line height these settings give for a font of natural line height `natural`, or nil when the
    /// line keeps its natural height. Pango centres the text in the line box (half the extra above, half below).
    func fixedLineHeight(natural: Double) -> Double? {
        guard lineHeightMultiple > 0 || minimumLineHeight > 0 || maximumLineHeight > 0 else { return nil }
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height == natural ? nil : height
    }
    public static let `default` = ParagraphStyle()
}

/// A run of characters sharing attributes (`NSAttributedString`'s `.font`, `.foregroundColor`, `.kern`).
public struct TextRun: Sendable, Hashable {
    public var text: String
    public var font: Font
    /// nil draws with the colour passed to `Canvas.draw(_:at:color:)` (the label's `textColor`).
    public var color: Color?
    /// Extra space after each character, in points (`.kern`), including a line's last character as in UIKit.
    public var kern: Double
    /// `.backgroundColor`: fills behind the run's glyphs, line-high.
    public var backgroundColor: Color?
    /// `.underlineStyle` (single) and `.strikethroughStyle` (single).
    public var underline: Bool
    public var strikethrough: Bool
    /// `.baselineOffset`: points to raise (positive) or lower the run.
    public var baselineOffset: Double

    public init(_ text: String, font: Font, color: Color? = nil, kern: Double = 0, backgroundColor: Color? = nil,
                underline: Bool = false, strikethrough: Bool = false, baselineOffset: Double = 0) {
        self.text = text
        self.font = font
        self.color = color
        self.kern = kern
        self.backgroundColor = backgroundColor
        self.underline = underline
        self.strikethrough = strikethrough
        self.baselineOffset = baselineOffset
    }
}

/// Attributed text: runs plus a paragraph style. Plain text is a single run.
public struct AttributedText: Sendable, Hashable {
    public var runs: [TextRun]
    public var paragraphStyle: ParagraphStyle

    public init(runs: [TextRun], paragraphStyle: ParagraphStyle = .default) {
        self.runs = runs
        self.paragraphStyle = paragraphStyle
    }

    public init(_ string: String, font: Font, color: Color? = nil, kern: Double = 0, paragraphStyle: ParagraphStyle = .default) {
        runs = [TextRun(string, font: font, color: color, kern: kern)]
        self.paragraphStyle = paragraphStyle
    }

    /// All the characters.
    public var string: String { runs.count == 1 ? runs[0].text : runs.map(\.text).joined() }
    public var isEmpty: Bool { runs.allSatisfy { $0.text.isEmpty } }
}
