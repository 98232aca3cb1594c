import Testing
import Graphics

/// Inter (the pinned stand-in for SF Pro) as Debian's fonts-inter ships it: 2816 units per em, hhea/typo ascender
/// 2728 (0.96875 em), descender −680 (0.2415 em), no line gap, cap height 2048 (8/11 em), x-height 1536 (6/11 em).
/// Pango reports ascent/descent in 1/1024 pt, so its values are those ratios rounded to 1/1024.
@Suite struct FontMetricsTests {
    let unit = 1.0 / 1024  // one Pango unit, the precision of Pango's metrics

    @Test("UIFont.ascender/descender/lineHeight of the 17 pt system font (Body at Large) come from Inter's hhea")
    func systemFont17() {
        let m = Font.system(size: 17).metrics
        #expect(m.resolvedFamily == "Inter")
        #expect(m.ascender == 16.46875)             // 17 × 2728/2816, exactly 16864/1024
        #expect(m.descender == -4.10546875)         // −17 × 680/2816 = −4.10511, rounded to −4204/1024
        #expect(m.leading == 0)                     // Inter has no line gap; SF Pro's UIFont.leading is 0 too
        #expect(m.lineHeight == 20.57421875)        // ascender − descender + leading
        #expect(abs(m.capHeight - 17 * 8 / 11) < 1e-9)  // 12.3636
        #expect(abs(m.xHeight - 17 * 6 / 11) < 1e-9)    // 9.2727
    }

    @Test("Metrics at 12 and 34 pt: ascender 11.625 and 32.9375, descenders negative as UIFont reports them")
    func otherSizes() {
        let small = Font.system(size: 12).metrics
        #expect(small.ascender == 11.625)
        #expect(abs(small.descender - -12 * 680 / 2816) <= unit)
        let large = Font.system(size: 34).metrics
        #expect(large.ascender == 32.9375)
        #expect(abs(large.descender - -34 * 680 / 2816) <= unit)
        #expect(large.descender < 0 && small.descender < 0)
    }

    @Test("UIFont.lineHeight grows linearly with point size (fractional metrics, no hinting, no rounding)",
          arguments: [9.0, 11, 13, 15, 17, 20, 22, 28, 34, 44, 60])
    func lineHeightIsLinear(size: Double) {
        let m = Font.system(size: size).metrics
        let perEm = (2728.0 + 680.0) / 2816.0  // 1.2102 em
        #expect(abs(m.lineHeight - size * perEm) <= 2 * unit)
        #expect(abs(m.capHeight / size - 8.0 / 11.0) < 1e-9)
    }

    @Test("UIFont.Weight maps to Inter's faces: ultraLight → Thin 100 … black → Black 900; in-between values snap")
    func weights() {
        #expect(FontWeight.ultraLight.openTypeWeight == 100)
        #expect(FontWeight.thin.openTypeWeight == 200)
        #expect(FontWeight.light.openTypeWeight == 300)
        #expect(FontWeight.regular.openTypeWeight == 400)
        #expect(FontWeight.medium.openTypeWeight == 500)
        #expect(FontWeight.semibold.openTypeWeight == 600)
        #expect(FontWeight.bold.openTypeWeight == 700)
        #expect(FontWeight.heavy.openTypeWeight == 800)
        #expect(FontWeight.black.openTypeWeight == 900)
        #expect(FontWeight(0.1).openTypeWeight == 400)
        #expect(FontWeight(0.37).openTypeWeight == 700)
        // Heavier faces of the same family set wider text (Inter's advances grow with weight).
        let regular = TextSystem.shared.layout("Typography", font: .system(size: 17)).size.width
        let bold = TextSystem.shared.layout("Typography", font: .system(size: 17, weight: .bold)).size.width
        let black = TextSystem.shared.layout("Typography", font: .system(size: 17, weight: .black)).size.width
        #expect(regular < bold && bold < black)
        #expect(Font.system(size: 17, weight: .bold).metrics.resolvedFamily == "Inter")
    }

    @Test("Fonts are pinned: SF Pro, Helvetica and unknown families all resolve to Inter with the same metrics")
    func pinnedFamilies() {
        for family in ["SF Pro Text", ".AppleSystemUIFont", "Helvetica Neue", "sans-serif", "DejaVu Sans", "Noto Sans", "NoSuchFont"] {
            let m = Font(family: family, size: 17).metrics
            #expect(m.resolvedFamily == "Inter", "\(family)")
            #expect(m.lineHeight == Font.system(size: 17).metrics.lineHeight)
        }
        let emoji = Font(family: Font.emojiFamily, size: 17).metrics
        #expect(emoji.resolvedFamily == "Noto Color Emoji")
        // The emoji font's line matches the height of a laid-out emoji (19.92 pt at 17 pt), not its 109 px strike.
        #expect(abs(emoji.lineHeight - TextSystem.shared.layout("😀", font: Font(family: Font.emojiFamily, size: 17)).size.height) < 1e-9)
        #expect(emoji.ascender > 14 && emoji.ascender < 17 && emoji.descender < 0 && emoji.descender > -6)
    }

    @Test("Dynamic Type: UIFont.preferredFont sizes at Large and AX5 for every style, Headline semibold")
    func dynamicType() {
        let large: [TextStyle: Double] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
                                          .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11]
        let ax5: [TextStyle: Double] = [.largeTitle: 60, .title1: 58, .title2: 56, .title3: 55, .headline: 53, .body: 53,
                                        .callout: 51, .subheadline: 49, .footnote: 44, .caption1: 43, .caption2: 41]
        for style in TextStyle.allCases {
            #expect(DynamicType.pointSize(style) == large[style])
            #expect(DynamicType.pointSize(style, .accessibilityExtraExtraExtraLarge) == ax5[style])
            // Sizes never shrink as the category grows.
            let sizes = ContentSizeCategory.allCases.map { DynamicType.pointSize(style, $0) }
            #expect(sizes == sizes.sorted())
        }
        #expect(DynamicType.weight(.headline) == .semibold)
        #expect(DynamicType.weight(.body) == .regular)
        #expect(DynamicType.weight(.title1, bold: true) == .bold)
        #expect(DynamicType.weight(.body, bold: true) == .semibold)
        #expect(DynamicType.scaledValue(10, for: .body, .accessibilityExtraExtraExtraLarge) == 10.0 * 53 / 17)
        #expect(ContentSizeCategory.large.uiKitRawValue == "UICTContentSizeCategoryL")
    }
}
