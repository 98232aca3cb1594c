// What UIKit adds to Foundation's text types: the attribute keys, paragraph styles, alignment and line break modes,
// and string measurement (`size(withAttributes:)`, `boundingRect(with:options:attributes:context:)`).
// Foundation on Linux has NSAttributedString and NSAttributedString.Key, but none of UIKit's keys or types.

internal import Graphics

extension NSAttributedString.Key {
    /// A `UIFont` (default: Helvetica 12 pt on iOS; the 12 pt system font here).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the text (default black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Tracking, in points (treated as kern).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// `NSUnderlineStyle` raw value (a number).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// `NSUnderlineStyle` raw value (a number).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// Points to raise the baseline (a number).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let link = NSAttributedString.Key("NSLink")
}

/// Horizontal alignment of text. `natural` is left in left-to-right layouts and right in right-to-left ones.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How text wraps and is cut off.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Underline and strikethrough styles (`.underlineStyle: NSUnderlineStyle.single.rawValue`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// Paragraph attributes: alignment, line breaking, spacing. Immutable; `NSMutableParagraphStyle` can be changed.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var storedAlignment = NSTextAlignment.natural
    var storedLineBreakMode = NSLineBreakMode.byWordWrapping
    var storedLineSpacing: CGFloat = 0
    var storedParagraphSpacing: CGFloat = 0
    var storedLineHeightMultiple: CGFloat = 0
    var storedMinimumLineHeight: CGFloat = 0
    var storedMaximumLineHeight: CGFloat = 0

    public override init() { super.init() }

    /// Natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var alignment: NSTextAlignment { storedAlignment }
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    open var lineSpacing: CGFloat { storedLineSpacing }
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }
    open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
    open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
    open var maximumLineHeight: CGFloat { storedMaximumLineHeight }

    func copyValues(from other: NSParagraphStyle) {
        storedAlignment = other.storedAlignment
        storedLineBreakMode = other.storedLineBreakMode
        storedLineSpacing = other.storedLineSpacing
        storedParagraphSpacing = other.storedParagraphSpacing
        storedLineHeightMultiple = other.storedLineHeightMultiple
        storedMinimumLineHeight = other.storedMinimumLineHeight
        storedMaximumLineHeight = other.storedMaximumLineHeight
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSParagraphStyle else { return false }
        return o.graphicsStyle(resolvingNaturalAs: .natural) == graphicsStyle(resolvingNaturalAs: .natural)
            && o.storedAlignment == storedAlignment && o.storedParagraphSpacing == storedParagraphSpacing
    }

    open override var hash: Int { Int(storedLineSpacing * 8) &+ storedAlignment.rawValue &* 31 &+ storedLineBreakMode.rawValue }

    /// Graphics' paragraph style, with `.natural` replaced by `natural`.
    func graphicsStyle(resolvingNaturalAs natural: TextAlignment) -> ParagraphStyle {
        ParagraphStyle(alignment: storedAlignment.graphicsAlignment(natural: natural),
                       lineBreakMode: storedLineBreakMode.graphicsMode, lineSpacing: Double(storedLineSpacing),
                       lineHeightMultiple: Double(storedLineHeightMultiple), minimumLineHeight: Double(storedMinimumLineHeight),
                       maximumLineHeight: Double(storedMaximumLineHeight))
    }
}

/// A paragraph style whose attributes can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = newValue }
    }

    open func setParagraphStyle(_ style: NSParagraphStyle) { copyValues(from: style) }
}

extension NSTextAlignment {
    func graphicsAlignment(natural: TextAlignment) -> TextAlignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return natural
        }
    }
}

extension NSLineBreakMode {
    var graphicsMode: LineBreakMode {
        switch self {
        case .byWordWrapping: return .byWordWrapping
        case .byCharWrapping: return .byCharWrapping
        case .byClipping: return .byClipping
        case .byTruncatingHead: return .byTruncatingHead
        case .byTruncatingTail: return .byTruncatingTail
        case .byTruncatingMiddle: return .byTruncatingMiddle
        }
    }
}

// MARK: - Measuring strings

/// Options for `boundingRect(with:options:attributes:context:)`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out as a multi-line block wrapped at the width (without it iOS measures the string as a single line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line heights (always the case here: Graphics line heights include it).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate and add "…" to the last line that fits the height.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Drawing context for string measurement (scale factors are reported as 1: no shrinking is applied).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open var actualScaleFactor: CGFloat { 1 }
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

enum TextMeasuring {
    /// Graphics text for a string with attributes (missing font: the 12 pt system font, as iOS's default Helvetica 12).
    static func text(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> AttributedText {
        let attrs = attributes ?? [:]
        let font = (attrs[.font] as? UIFont)?.font ?? Font.system(size: 12)
        var run = TextRun(string, font: font, kern: number(attrs[.kern] ?? attrs[.tracking]) ?? 0)
        apply(attrs, to: &run)
        let paragraph = (attrs[.paragraphStyle] as? NSParagraphStyle)?.graphicsStyle(resolvingNaturalAs: .natural) ?? .default
        return AttributedText(runs: [run], paragraphStyle: paragraph)
    }

    /// Graphics text for an attributed string; ranges without a font get `defaultFont`, and the paragraph style is
    /// the first character's (else `defaultParagraph`).
    /// Colours are resolved against `traits` (light when nil).
    static func text(_ string: NSAttributedString, defaultFont: Font, defaultColor: Color? = nil,
                     defaultParagraph: ParagraphStyle, natural: TextAlignment = .natural,
                     traits: UITraitCollection? = nil) -> AttributedText {
        var runs: [TextRun] = []
        var paragraph: ParagraphStyle?
        let ns = string.string as NSString
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attrs, range, _ in
            let font = (attrs[.font] as? UIFont)?.font ?? defaultFont
            var run = TextRun(ns.substring(with: range), font: font, color: defaultColor,
                              kern: number(attrs[.kern] ?? attrs[.tracking]) ?? 0)
            apply(attrs, to: &run, traits: traits)
            if paragraph == nil { paragraph = (attrs[.paragraphStyle] as? NSParagraphStyle)?.graphicsStyle(resolvingNaturalAs: natural) }
            runs.append(run)
        }
        if runs.isEmpty { runs = [TextRun("", font: defaultFont)] }
        return AttributedText(runs: runs, paragraphStyle: paragraph ?? defaultParagraph)
    }

    static func apply(_ attrs: [NSAttributedString.Key: Any], to run: inout TextRun, traits: UITraitCollection? = nil) {
        func resolved(_ color: UIColor) -> Color { (traits.map { color.resolvedColor(with: $0) } ?? color).graphicsColor }
        if let color = attrs[.foregroundColor] as? UIColor { run.color = resolved(color) }
        if let color = attrs[.backgroundColor] as? UIColor { run.backgroundColor = resolved(color) }
        if let u = attrs[.underlineStyle] { run.underline = (number(u) ?? Double((u as? NSUnderlineStyle)?.rawValue ?? 0)) != 0 }
        if let s = attrs[.strikethroughStyle] { run.strikethrough = (number(s) ?? Double((s as? NSUnderlineStyle)?.rawValue ?? 0)) != 0 }
        if let offset = number(attrs[.baselineOffset]) { run.baselineOffset = offset }
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    static func boundingRect(_ text: AttributedText, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        let layout: TextLayout
        if options.contains(.usesLineFragmentOrigin) {
            let width = size.width > 0 && size.width.isFinite ? Double(size.width) : nil
            var lines = 0
            if options.contains(.truncatesLastVisibleLine), size.height > 0, size.height.isFinite {
                let all = TextSystem.shared.layout(text, maxWidth: width)
                lines = max(1, all.lineCount(fittingHeight: Double(size.height)))
                var truncating = text
                truncating.paragraphStyle.lineBreakMode = .byTruncatingTail
                layout = TextSystem.shared.layout(truncating, maxWidth: width, numberOfLines: lines)
            } else {
                layout = TextSystem.shared.layout(text, maxWidth: width)
            }
        } else {
            // Without the line-fragment option iOS measures a single line.
            layout = TextSystem.shared.layout(text, maxWidth: nil, numberOfLines: 1)
        }
        return CGRect(x: 0, y: 0, width: CGFloat(layout.size.width), height: CGFloat(layout.size.height))
    }
}

extension String {
    /// The size the string takes on one line per paragraph with these attributes; fractional, as on iOS (round up
    /// with `ceil` to size views).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let layout = TextSystem.shared.layout(TextMeasuring.text(self, attributes: attrs))
        return CGSize(width: CGFloat(layout.size.width), height: CGFloat(layout.size.height))
    }

    /// The rectangle the string takes wrapped at `size.width` (with `.usesLineFragmentOrigin`); fractional.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let rect = TextMeasuring.boundingRect(TextMeasuring.text(self, attributes: attributes), size: size, options: options)
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(describing: self).size(withAttributes: attrs)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        String(describing: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size on one line per paragraph (ranges without a font use the 12 pt system font).
    public func size() -> CGSize {
        let layout = TextSystem.shared.layout(TextMeasuring.text(self, defaultFont: .system(size: 12), defaultParagraph: .default))
        return CGSize(width: CGFloat(layout.size.width), height: CGFloat(layout.size.height))
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let text = TextMeasuring.text(self, defaultFont: .system(size: 12), defaultParagraph: .default)
        let rect = TextMeasuring.boundingRect(text, size: size, options: options)
        context?.totalBounds = rect
        return rect
    }
}
