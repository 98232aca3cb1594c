import Testing
@testable import UIKit

/// Apple's Dynamic Type table (HIG Typography > Specifications; Caption 2 at AX5 is the simulator's 41 pt), as
/// `UIFont.preferredFont(forTextStyle:compatibleWith:).pointSize` reports it.
private let styles: [(UIFont.TextStyle, large: CGFloat, ax5: CGFloat)] = [
    (.largeTitle, 34, 60), (.title1, 28, 58), (.title2, 22, 56), (.title3, 20, 55), (.headline, 17, 53), (.body, 17, 53),
    (.callout, 16, 51), (.subheadline, 15, 49), (.footnote, 13, 44), (.caption1, 12, 43), (.caption2, 11, 41),
]

@Suite("UIFont, Dynamic Type, descriptors and font metrics")
struct TextFontTests {
    @Test("Every text style's size at Large (the default) and at AX5")
    func dynamicTypeSizes() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        for (style, largeSize, ax5Size) in styles {
            #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: large).pointSize == largeSize, "\(style.rawValue)")
            #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: ax5).pointSize == ax5Size, "\(style.rawValue)")
        }
        // A trait collection without a category uses the app's (Large unless changed).
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
        // Smaller categories: Body at xSmall is 14 pt, Footnote stays 12 pt from xSmall to Medium.
        let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xs).pointSize == 14)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: UITraitCollection(preferredContentSizeCategory: .medium)).pointSize == 12)
    }

    @Test("Weights: Headline is Semibold; with .traitBold Large Title, Title 1 and Title 2 are Bold, the rest Semibold")
    func boldTraitWeights() throws {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        for (style, size, _) in styles {
            let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: large)
            #expect(font.weight == (style == .headline ? .semibold : .regular), "\(style.rawValue)")
            // The seeds' idiom: UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold)!, size: font.pointSize)
            let bold = UIFont(descriptor: try #require(font.fontDescriptor.withSymbolicTraits(.traitBold)), size: font.pointSize)
            let expected: UIFont.Weight = [.largeTitle, .title1, .title2].contains(style) ? .bold : .semibold
            #expect(bold.weight == expected, "\(style.rawValue)")
            #expect(bold.pointSize == size)
            #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        }
        // Size 0 keeps the descriptor's size.
        let title2 = UIFont.preferredFont(forTextStyle: .title2, compatibleWith: large)
        #expect(UIFont(descriptor: title2.fontDescriptor, size: 0).pointSize == 22)
        #expect(UIFont(descriptor: title2.fontDescriptor, size: 30).pointSize == 30)
        // A plain system font: bold trait → Bold; no traits → Regular.
        let system = UIFont.systemFont(ofSize: 15)
        #expect(UIFont(descriptor: try #require(system.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0).weight == .bold)
        #expect(UIFont(descriptor: try #require(UIFont.boldSystemFont(ofSize: 15).fontDescriptor.withSymbolicTraits([])), size: 0).weight == .regular)
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitItalic)
    }

    @Test("System fonts: sizes, weights, names; metrics follow UIKit's conventions")
    func systemFonts() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.weight == .regular)
        #expect(UIFont.boldSystemFont(ofSize: 17).weight == .bold)
        #expect(UIFont.systemFont(ofSize: 13, weight: .medium).weight == .medium)
        #expect(font.familyName == ".AppleSystemUIFont")
        #expect(font.fontName == ".SFUI-Regular")
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(font.description.hasSuffix("font-family: \".SFUI-Regular\"; font-weight: normal; font-style: normal; font-size: 17.00pt"))
        // UIFont.lineHeight = ascender − descender + leading; descender is negative.
        #expect(font.descender < 0)
        #expect(font.ascender > font.capHeight && font.capHeight > font.xHeight && font.xHeight > 0)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
        #expect(font.lineHeight > 17 && font.lineHeight < 17 * 1.3)
        // Metrics scale with the size (fractional metrics, no hinting).
        #expect(abs(UIFont.systemFont(ofSize: 34).lineHeight - 2 * font.lineHeight) < 0.01)
        #expect(font.withSize(34).pointSize == 34)
        #expect(font == UIFont.systemFont(ofSize: 17))
        #expect(font != UIFont.systemFont(ofSize: 17, weight: .bold))
    }

    @Test("UIFont(name:size:) reads the weight and slant from the name")
    func namedFonts() throws {
        let bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 20))
        #expect(bold.weight == .bold)
        #expect(bold.fontName == "HelveticaNeue-Bold")
        #expect(bold.familyName == "HelveticaNeue")
        #expect(try #require(UIFont(name: "AvenirNext-DemiBoldItalic", size: 12)).weight == .semibold)
        #expect(try #require(UIFont(name: "AvenirNext-DemiBoldItalic", size: 12)).fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(try #require(UIFont(name: "Menlo", size: 12)).weight == .regular)
        #expect(UIFont(name: "", size: 12) == nil)
    }

    @Test("UIFontMetrics scales custom fonts and values like the style (ratio of the style's sizes)")
    func fontMetrics() {
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let xxl = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        let custom = UIFont.systemFont(ofSize: 20, weight: .bold)
        // Body is 17 pt at Large and 53 pt at AX5: 20 × 53 / 17.
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, compatibleWith: ax5)
        #expect(scaled.pointSize == 20.0 * 53 / 17)
        #expect(scaled.weight == .bold)
        #expect(UIFontMetrics.default.scaledFont(for: custom, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize == 20)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax5).pointSize == 30)
        // Title 1: 28 pt at Large, 32 pt at xxLarge.
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 14, compatibleWith: xxl) == 16)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 14, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 14)
        // A scaled font follows later categories from its base size.
        #expect(scaled.adjusted(to: .large).pointSize == 20)
        #expect(UIFont.preferredFont(forTextStyle: .title3, compatibleWith: ax5).adjusted(to: .extraLarge).pointSize == 22)
        #expect(custom.adjusted(to: .accessibilityMedium).pointSize == 20)
    }

    @Test("Text styles and content size categories carry UIKit's raw values")
    func rawValues() {
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
        #expect(UIFont.Weight.semibold.rawValue == 0.3 && UIFont.Weight.black.rawValue == 0.62)
    }
}
