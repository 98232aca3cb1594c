// Fonts: a UIKit-free description of a font (family, size, weight, italic) and its metrics from Pango.

/// A font weight on UIKit's `UIFont.Weight` scale (ultraLight −0.8 … black 0.62).
public struct FontWeight: Sendable, Hashable, Comparable, RawRepresentable {
    public var rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ value: Double) { rawValue = value }
    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }

    public static let ultraLight = FontWeight(-0.8)
    public static let thin = FontWeight(-0.6)
    public static let light = FontWeight(-0.4)
    public static let regular = FontWeight(0)
    public static let medium = FontWeight(0.23)
    public static let semibold = FontWeight(0.3)
    public static let bold = FontWeight(0.4)
    public static let heavy = FontWeight(0.56)
    public static let black = FontWeight(0.62)

    /// UIKit's nine weights and the OpenType (CSS) weight of the Inter face that stands in for each: SF Pro's
    /// Ultralight is its lightest face, so it takes Inter Thin (100), and SF's Thin takes Inter ExtraLight (200).
    static let anchors: [(uikit: Double, css: Int)] = [
        (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900),
    ]

    /// The OpenType weight (100…900) of the nearest of UIKit's named weights.
    public var openTypeWeight: Int {
        var best = FontWeight.anchors[0]
        for a in FontWeight.anchors where abs(a.uikit - rawValue) < abs(best.uikit - rawValue) { best = a }
        return best.css
    }
}

/// A font: family, size in points, weight and slant. `Font.systemFamily` resolves to Inter, the pinned stand-in for
/// SF Pro; `Font.emojiFamily` to Noto Color Emoji. Any other family name falls back to Inter (the only text face
/// the pinned configuration knows), so layouts never depend on the machine's fonts.
public struct Font: Sendable, Hashable {
    public var family: String
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool

    public static let systemFamily = "Inter"
    public static let emojiFamily = "emoji"

    public init(family: String = Font.systemFamily, size: Double, weight: FontWeight = .regular, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// The system font (Inter) at `size` and `weight`, as `UIFont.systemFont(ofSize:weight:)`.
    public static func system(size: Double, weight: FontWeight = .regular, italic: Bool = false) -> Font {
        Font(size: size, weight: weight, italic: italic)
    }

    public func withSize(_ size: Double) -> Font { var f = self; f.size = size; return f }
    public func withWeight(_ weight: FontWeight) -> Font { var f = self; f.weight = weight; return f }

    /// The font's vertical metrics, from Pango (cached per font).
    public var metrics: FontMetrics { PangoEngine.shared.metrics(for: self) }
}

/// Vertical metrics of a font in points, with UIKit's conventions: `descender` is negative and
/// `lineHeight = ascender − descender + leading` (`UIFont.lineHeight`).
public struct FontMetrics: Sendable, Hashable {
    public var pointSize: Double
    /// Distance from the baseline to the top of the line box (positive).
    public var ascender: Double
    /// Distance from the baseline to the bottom of the line box (negative, as `UIFont.descender`).
    public var descender: Double
    /// The font's line gap (Pango's height − ascent − descent).
    public var leading: Double
    /// Height of flat capitals above the baseline (OS/2 sCapHeight).
    public var capHeight: Double
    /// Height of lowercase x above the baseline (OS/2 sxHeight).
    public var xHeight: Double
    /// The family Pango actually loaded (for diagnostics; "Inter" for the system font).
    public var resolvedFamily: String

    /// `UIFont.lineHeight`: ascender − descender + leading.
    public var lineHeight: Double { ascender - descender + leading }
}
