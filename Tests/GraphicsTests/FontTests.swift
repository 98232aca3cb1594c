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

    /// The whole table of Apple's Human Interface Guidelines (Typography > Specifications), size/leading at every
    /// category xSmall … AX5, with Caption 2 at AX5 41 pt as the simulator reports (the guidelines say 40).
    @Test("Dynamic Type: every style's size and leading at all twelve categories, as the guidelines' table")
    func dynamicTypeTable() {
        let table: [(TextStyle, String)] = [
            (.largeTitle, "31/38 32/39 33/40 34/41 36/43 38/46 40/48 44/52 48/57 52/61 56/66 60/70"),
            (.title1, "25/31 26/32 27/33 28/34 30/37 32/39 34/41 38/46 43/51 48/57 53/62 58/68"),
            (.title2, "19/24 20/25 21/26 22/28 24/30 26/32 28/34 34/41 39/47 44/52 50/59 56/66"),
            (.title3, "17/22 18/23 19/24 20/25 22/28 24/30 26/32 31/38 37/44 43/51 49/58 55/65"),
            (.headline, "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"),
            (.body, "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"),
            (.callout, "13/18 14/19 15/20 16/21 18/23 20/25 22/28 26/32 32/39 38/46 44/52 51/60"),
            (.subheadline, "12/16 13/18 14/19 15/20 17/22 19/24 21/28 25/31 30/37 36/43 42/50 49/58"),
            (.footnote, "12/16 12/16 12/16 13/18 15/20 17/22 19/24 23/29 27/33 33/40 38/46 44/52"),
            (.caption1, "11/13 11/13 11/13 12/16 14/19 16/21 18/23 22/28 26/32 32/39 37/44 43/51"),
            (.caption2, "11/13 11/13 11/13 11/13 13/18 15/20 17/22 20/25 24/30 29/35 34/41 41/48"),
        ]
        #expect(table.count == TextStyle.allCases.count)
        for (style, row) in table {
            let cells = row.split(separator: " ").map { $0.split(separator: "/").map { Double($0)! } }
            #expect(cells.count == ContentSizeCategory.allCases.count)
            for (category, cell) in zip(ContentSizeCategory.allCases, cells) {
                #expect(DynamicType.pointSize(style, category) == cell[0], "\(style) at \(category)")
                #expect(DynamicType.leading(style, category) == cell[1], "\(style) leading at \(category)")
            }
        }
    }
}
