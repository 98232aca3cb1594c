// Apple's Dynamic Type table (sizes per text style and content size category), from the project's reference
// /work/shared/reference/dynamic-type.md (Human Interface Guidelines, Typography > Specifications, cross-checked
// on the iOS simulator: Caption 2 at AX5 is 41 pt there, and code observes the simulator).

/// `UIFont.TextStyle`.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// `UIContentSizeCategory`, smallest to largest. `large` is the default.
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// UIKit's raw value, e.g. "UICTContentSizeCategoryL".
    public var uiKitRawValue: String {
        let suffix = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AccessibilityM", "AccessibilityL", "AccessibilityXL",
                      "AccessibilityXXL", "AccessibilityXXXL"][rawValue]
        return "UICTContentSizeCategory" + suffix
    }
}

public enum DynamicType {
    /// (point size, leading) per style, for the 12 categories in order xS … AX5. "Leading" is the guidelines'
    /// line-to-line distance, not `UIFont.lineHeight`.
    static let table: [TextStyle: [(size: Double, leading: Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (41, 48)],
    ]

    /// The point size of `style` at `category` (`UIFont.preferredFont(forTextStyle:compatibleWith:).pointSize`).
    public static func pointSize(_ style: TextStyle, _ category: ContentSizeCategory = .large) -> Double {
        table[style]![category.rawValue].size
    }

    /// The guidelines' line-to-line distance for `style` at `category`.
    public static func leading(_ style: TextStyle, _ category: ContentSizeCategory = .large) -> Double {
        table[style]![category.rawValue].leading
    }

    /// The weight of `style`: Semibold for Headline, Regular otherwise; with the bold symbolic trait, Bold for Large
    /// Title, Title 1 and Title 2 and Semibold for the others.
    public static func weight(_ style: TextStyle, bold: Bool = false) -> FontWeight {
        if bold { return [.largeTitle, .title1, .title2].contains(style) ? .bold : .semibold }
        return style == .headline ? .semibold : .regular
    }

    /// The system font for `style` at `category` (`UIFont.preferredFont(forTextStyle:compatibleWith:)`).
    public static func font(_ style: TextStyle, _ category: ContentSizeCategory = .large, bold: Bool = false) -> Font {
        Font.system(size: pointSize(style, category), weight: weight(style, bold: bold))
    }

    /// `UIFontMetrics(forTextStyle:).scaledValue(for:compatibleWith:)`: `value` scaled by the style's size at
    /// `category` over its size at Large.
    public static func scaledValue(_ value: Double, for style: TextStyle = .body, _ category: ContentSizeCategory) -> Double {
        value * pointSize(style, category) / pointSize(style, .large)
    }
}
