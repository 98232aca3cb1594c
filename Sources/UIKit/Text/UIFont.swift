// UIFont, UIFont.Weight, UIFont.TextStyle, UIFontDescriptor and UIFontMetrics over the Graphics module's fonts
// (Inter stands in for SF Pro; Apple's Dynamic Type table lives in Graphics.DynamicType).

internal import Graphics

/// A font: family, size, weight and slant, with the metrics the pinned fonts give.
///
/// Immutable and `Sendable` (fonts are shared freely, as in recent iOS SDKs). Fonts made for a text style
/// (`preferredFont(forTextStyle:)`, `UIFontMetrics.scaledFont(for:)`) remember it, so labels with
/// `adjustsFontForContentSizeCategory` can rescale them when the content size category changes.
public final class UIFont: NSObject, @unchecked Sendable {
    /// How a font follows Dynamic Type.
    enum Scaling: Hashable {
        /// `preferredFont(forTextStyle:)`: the table's size for the style (bold: the bold-trait weight).
        case textStyle(Graphics.TextStyle, bold: Bool)
        /// `UIFontMetrics(forTextStyle:).scaledFont(for:)`: `base` at Large, scaled like the style, capped.
        case metrics(Graphics.TextStyle, base: Font, maximum: Double?)
    }

    let font: Font
    let scaling: Scaling?
    /// The family name as the app asked for it (`UIFont(name:size:)`), else nil for the system font.
    let requestedName: String?

    init(font: Font, scaling: Scaling? = nil, requestedName: String? = nil) {
        self.font = font
        self.scaling = scaling
        self.requestedName = requestedName
        super.init()
    }

    // MARK: Making fonts

    /// The system font (SF Pro on iOS; Inter here) at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(font: .system(size: Double(fontSize), weight: FontWeight(Double(weight.rawValue))))
    }

    /// The regular system font.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The bold system font (`UIFont.Weight.bold`).
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: Double(fontSize), weight: .regular, italic: true))
    }

    /// The monospaced-digit system font (Inter's digits are proportional; the size and weight are kept).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font (SF Mono on iOS). Inter has no monospaced face, so this is the system font at the
    /// same size and weight; widths differ from iOS.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font for `style` at the app's current content size category (Large by default), from Apple's table.
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at the traits' content size category (the app's when unspecified).
    public static func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = UIContentSizeCategory.effective(traitCollection)
        return UIFont(font: DynamicType.font(style.graphicsStyle, category.graphicsCategory),
                      scaling: .textStyle(style.graphicsStyle, bold: false))
    }

    /// A font by PostScript or family name ("HelveticaNeue-Bold", "Avenir Next"). The weight and slant are read
    /// from the name's suffix. Glyphs come from Inter whatever the name (the pinned configuration has no other
    /// text face); unlike iOS, which returns nil for fonts it lacks, any non-empty name gives a font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        var weight = FontWeight.regular
        for (suffix, w) in [("ultralight", FontWeight.ultraLight), ("extralight", .ultraLight), ("thin", .thin),
                            ("light", .light), ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold),
                            ("extrabold", .heavy), ("bold", .bold), ("heavy", .heavy), ("black", .black)]
        where style.contains(suffix) {
            weight = w
            break
        }
        let italic = style.contains("italic") || style.contains("oblique")
        self.init(font: Font(family: parts[0], size: Double(fontSize), weight: weight, italic: italic), requestedName: fontName)
    }

    /// A font from a descriptor; `pointSize` 0 keeps the descriptor's size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? Double(pointSize) : Double(descriptor.pointSize)
        var scaling: Scaling?
        // A text style's descriptor at its own size keeps following the style; another size is a fixed font.
        if let style = descriptor.textStyle, pointSize <= 0 || pointSize == descriptor.pointSize {
            scaling = .textStyle(style.graphicsStyle, bold: descriptor.symbolicTraits.contains(.traitBold))
        }
        self.init(font: descriptor.font.withSize(size), scaling: scaling, requestedName: descriptor.requestedName)
    }

    /// The same font at another size (no longer following a text style).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(font: font.withSize(Double(fontSize)), requestedName: requestedName)
    }

    // MARK: Metrics (Graphics measures Inter at 72 dpi with fractional metrics)

    public var pointSize: CGFloat { CGFloat(font.size) }
    /// Distance from the baseline to the top of the line (positive).
    public var ascender: CGFloat { CGFloat(font.metrics.ascender) }
    /// Distance from the baseline to the bottom of the line (negative, as on iOS).
    public var descender: CGFloat { CGFloat(font.metrics.descender) }
    public var leading: CGFloat { CGFloat(font.metrics.leading) }
    /// ascender − descender + leading, as `UIFont.lineHeight`.
    public var lineHeight: CGFloat { CGFloat(font.metrics.lineHeight) }
    public var capHeight: CGFloat { CGFloat(font.metrics.capHeight) }
    public var xHeight: CGFloat { CGFloat(font.metrics.xHeight) }

    // MARK: Names and descriptor

    /// ".AppleSystemUIFont" for the system font, as iOS reports it; else the requested family.
    public var familyName: String {
        guard let name = requestedName else { return ".AppleSystemUIFont" }
        return String(name.split(separator: "-").first ?? Substring(name))
    }

    /// ".SFUI-Semibold" for the system font (iOS's names), else the requested name.
    public var fontName: String {
        if let name = requestedName { return name }
        var name = ".SFUI-" + UIFont.Weight(rawValue: CGFloat(font.weight.rawValue)).faceName
        if font.italic { name += "Italic" }
        return name
    }

    public var fontDescriptor: UIFontDescriptor {
        var style: UIFont.TextStyle?
        switch scaling {
        case .textStyle(let s, _)?: style = UIFont.TextStyle(s)
        default: style = nil
        }
        return UIFontDescriptor(font: font, textStyle: style, requestedName: requestedName)
    }

    /// The weight on UIKit's scale.
    var weight: UIFont.Weight { UIFont.Weight(rawValue: CGFloat(font.weight.rawValue)) }

    /// The font for another content size category, when it follows a text style (else itself).
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        switch scaling {
        case .textStyle(let style, let bold)?:
            let size = DynamicType.pointSize(style, category.graphicsCategory)
            return UIFont(font: font.withSize(size), scaling: .textStyle(style, bold: bold), requestedName: requestedName)
        case .metrics(let style, let base, let maximum)?:
            var size = DynamicType.scaledValue(base.size, for: style, category.graphicsCategory)
            if let maximum { size = min(size, maximum) }
            return UIFont(font: base.withSize(size), scaling: scaling, requestedName: requestedName)
        case nil:
            return self
        }
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return font == other.font && requestedName == other.requestedName && scaling == other.scaling
    }

    public override var hash: Int { font.hashValue }

    /// `<UICTFont: 0x…> font-family: ".SFUI-Regular"; font-weight: normal; font-style: normal; font-size: 17.00pt`.
    public override var description: String {
        let size = String(format: "%.2f", Double(pointSize))
        return "<UICTFont: \(addressString(self))> font-family: \"\(fontName)\"; font-weight: "
            + "\(font.weight >= .semibold ? "bold" : "normal"); font-style: \(font.italic ? "italic" : "normal"); font-size: \(size)pt"
    }
}

extension UIFont {
    /// A weight on UIKit's scale (regular 0, bold 0.4).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The face name of the nearest named weight ("Semibold").
        var faceName: String {
            let named: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                                             (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
                                             (.black, "Black")]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// A Dynamic Type text style, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        static let all: [(TextStyle, Graphics.TextStyle)] = [
            (.largeTitle, .largeTitle), (.title1, .title1), (.title2, .title2), (.title3, .title3), (.headline, .headline),
            (.subheadline, .subheadline), (.body, .body), (.callout, .callout), (.footnote, .footnote),
            (.caption1, .caption1), (.caption2, .caption2),
        ]

        /// Graphics' style; an unknown raw value is treated as Body.
        var graphicsStyle: Graphics.TextStyle { TextStyle.all.first { $0.0 == self }?.1 ?? .body }

        init(_ style: Graphics.TextStyle) { self = TextStyle.all.first { $0.1 == style }!.0 }
    }
}

// MARK: - Content size categories

extension UIContentSizeCategory {
    /// Graphics' category (unspecified and unknown values count as Large, the default).
    var graphicsCategory: ContentSizeCategory {
        guard let index = UIContentSizeCategory.ordered.firstIndex(of: self) else { return .large }
        return ContentSizeCategory(rawValue: index) ?? .large
    }

    /// The traits' category, else the app's current one (Large unless the simulated environment changed it).
    static func effective(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traits?.preferredContentSizeCategory, category != .unspecified { return category }
        return current
    }

    /// The app's category; read on the main thread (Large elsewhere).
    static var current: UIContentSizeCategory {
        guard isOnMainThread() else { return .large }
        return MainActor.assumeIsolated { UIApplication.shared.preferredContentSizeCategory }
    }
}

// MARK: - UIFontDescriptor

/// Describes a font: family, size, weight, slant and text style. `withSymbolicTraits(.traitBold)` on a text style's
/// descriptor gives Apple's bold-trait weights (Bold for Large Title, Title 1 and Title 2, Semibold for the rest).
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    let font: Font
    let textStyle: UIFont.TextStyle?
    let requestedName: String?

    init(font: Font, textStyle: UIFont.TextStyle?, requestedName: String?) {
        self.font = font
        self.textStyle = textStyle
        self.requestedName = requestedName
        super.init()
    }

    /// The descriptor of `style`'s font at the app's current content size category.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    public var pointSize: CGFloat { CGFloat(font.size) }
    public var postscriptName: String { UIFont(font: font, requestedName: requestedName).fontName }

    /// Bold for weights from Semibold up, italic for slanted fonts.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.weight >= .semibold { traits.insert(.traitBold) }
        if font.italic { traits.insert(.traitItalic) }
        return traits
    }

    /// The descriptor with exactly these traits (bold and italic are honoured; others are accepted and ignored).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var f = font
        let bold = symbolicTraits.contains(.traitBold)
        if let style = textStyle {
            f.weight = DynamicType.weight(style.graphicsStyle, bold: bold)
        } else if bold {
            f.weight = max(f.weight, .bold)
        } else if f.weight >= .semibold {
            f.weight = .regular
        }
        f.italic = symbolicTraits.contains(.traitItalic)
        return UIFontDescriptor(font: f, textStyle: textStyle, requestedName: requestedName)
    }

    /// A descriptor for a named font (see `UIFont(name:size:)`).
    public convenience init(name fontName: String, size: CGFloat) {
        let font = UIFont(name: fontName.isEmpty ? Font.systemFamily : fontName, size: size)!
        self.init(font: font.font, textStyle: nil, requestedName: font.requestedName)
    }

    /// The system design (default, rounded, serif, monospaced). Inter is the only system face here, so the
    /// descriptor is returned unchanged (iOS also keeps the descriptor when a design is unavailable).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }

    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(Double(newPointSize)), textStyle: textStyle, requestedName: requestedName)
    }

    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}

// MARK: - UIFontMetrics

/// Scales custom fonts and values like a text style (`UIFontMetrics(forTextStyle: .body).scaledFont(for:)`).
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    let style: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
        super.init()
    }

    /// Body's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled from Large to the app's current category, like the style.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil) }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled like the style to the traits' category, at most `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = UIFont(font: font.font, scaling: .metrics(style.graphicsStyle, base: font.font,
                                                               maximum: maximumPointSize > 0 ? Double(maximumPointSize) : nil),
                          requestedName: font.requestedName)
        return base.adjusted(to: UIContentSizeCategory.effective(traitCollection))
    }

    /// `value` scaled like the style from Large to the app's current category.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        CGFloat(DynamicType.scaledValue(Double(value), for: style.graphicsStyle,
                                        UIContentSizeCategory.effective(traitCollection).graphicsCategory))
    }
}
