import Foundation
import Testing
import Graphics

/// Text measurement with the pinned fonts. Inter at 17 pt has a line height of 20.57421875 pt (see FontTests).
@Suite struct TextLayoutTests {
    let body = Font.system(size: 17)
    let lineHeight = 20.57421875
    let paragraph = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6)  // 270 characters
    var text: TextSystem { TextSystem.shared }

    @Test("String.size(withAttributes:) of one line: advance width, one line height, baseline at the ascender")
    func singleLine() {
        let layout = text.layout("Hello world", font: body)
        #expect(layout.lineCount == 1)
        #expect(layout.size.width == 90.021484375)  // Inter's advances, fractional (no hinting, no rounding)
        #expect(layout.size.height == lineHeight)
        #expect(layout.firstBaseline == 16.46875 && layout.lastBaseline == 16.46875)
        #expect(!layout.isTruncated)
    }

    @Test("Trailing spaces do not count in the width, as in UILabel/boundingRect (they hang past the line end)")
    func trailingSpaces() {
        #expect(text.layout("Hello world   ", font: body).size.width == text.layout("Hello world", font: body).size.width)
        // ...nor make a line wrap: "Hello world" (90.02 pt) stays on one line in 92 pt before a paragraph break.
        #expect(text.layout("Hello world   \nagain", font: body, maxWidth: 92).lineCount == 2)
        #expect(text.layout("Hello world   ", font: body, maxWidth: 92).lineCount == 1)
        #expect(text.layout("Hello world again", font: body, maxWidth: 92).displayedString == "Hello world \nagain")
    }

    @Test("UILabel intrinsic size is rounded up to the pixel grid: ceil(x × scale) / scale")
    func pixelRounding() {
        let layout = text.layout("Hello world", font: body)  // 90.0215 × 20.5742
        #expect(layout.size(scale: 1) == Size(width: 91, height: 21))
        #expect(layout.size(scale: 2) == Size(width: 90.5, height: 21))
        let three = layout.size(scale: 3)
        #expect(abs(three.width - 271.0 / 3) < 1e-12 && abs(three.height - 62.0 / 3) < 1e-12)
        #expect(Size(width: 20, height: 20.0000001).roundedUp(toScale: 2) == Size(width: 20, height: 20))
    }

    @Test("Word wrapping at 100/200/300 pt: line counts, every line within the width, height = lines × lineHeight",
          arguments: [(100.0, 27), (200.0, 12), (300.0, 8)])
    func wrapping(width: Double, lines: Int) {
        let layout = text.layout(paragraph, font: body, maxWidth: width)
        #expect(layout.lineCount == lines)
        #expect(abs(layout.size.height - Double(lines) * lineHeight) < 1e-9)
        #expect(layout.size.width <= width)
        #expect(layout.lineRects.allSatisfy { $0.width <= width })
        #expect(abs(layout.lastBaseline - (Double(lines - 1) * lineHeight + 16.46875)) < 1e-9)
        // Wider boxes never need more lines.
        #expect(text.layout(paragraph, font: body, maxWidth: width + 50).lineCount <= lines)
    }

    @Test("Character wrapping (NSLineBreakMode.byCharWrapping) fills lines to the width")
    func charWrapping() {
        let word = text.layout(paragraph, font: body, maxWidth: 200)
        let char = text.layout(paragraph, font: body, maxWidth: 200, lineBreakMode: .byCharWrapping)
        #expect(char.lineCount <= word.lineCount)
        // Lines break inside words ("…fox jum" / "ps over…"), so every line but the last is nearly full. No hyphen is
        // inserted at the break (UIKit's hyphenationFactor is 0; Pango's default would draw "ju-" and fit less).
        #expect(char.displayedString.hasPrefix("The quick brown fox jum\nps"))
        #expect(char.lineRects.dropLast().allSatisfy { $0.width > 175 && $0.width <= 200 })
    }

    @Test("A word longer than the line breaks between characters under word wrapping, as UIKit does")
    func longWord() {
        let layout = text.layout("Supercalifragilisticexpialidocious", font: body, maxWidth: 100)
        #expect(layout.lineCount >= 3)
        #expect(layout.size.width <= 100)
        #expect(layout.displayedString.replacingOccurrences(of: "\n", with: "") == "Supercalifragilisticexpialidocious")
    }

    @Test("NSParagraphStyle.lineSpacing is added between lines, not after the last")
    func lineSpacing() {
        let layout = text.layout(paragraph, font: body, maxWidth: 200, lineSpacing: 6)
        #expect(layout.lineCount == 12)
        #expect(abs(layout.size.height - (12 * lineHeight + 11 * 6)) < 1e-9)
    }

    @Test("lineHeightMultiple and minimum/maximumLineHeight set each line's height (sizes as in UIKit)")
    func lineHeights() {
        func layout(_ style: ParagraphStyle) -> TextLayout {
            text.layout(AttributedText(paragraph, font: body, paragraphStyle: style), maxWidth: 200)
        }
        let natural = layout(ParagraphStyle())
        let multiple = layout(ParagraphStyle(lineHeightMultiple: 1.5))
        #expect(multiple.lineCount == natural.lineCount)
        #expect(abs(multiple.size.height - Double(natural.lineCount) * lineHeight * 1.5) < 0.01)
        let minimum = layout(ParagraphStyle(minimumLineHeight: 30))
        #expect(abs(minimum.size.height - Double(natural.lineCount) * 30) < 0.01)
        let maximum = layout(ParagraphStyle(lineHeightMultiple: 2, maximumLineHeight: 24))
        #expect(abs(maximum.size.height - Double(natural.lineCount) * 24) < 0.01)
        #expect(layout(ParagraphStyle(minimumLineHeight: 10)).size == natural.size)  // below natural: no effect
    }

    @Test("numberOfLines = 2 counts lines across paragraphs (UIKit), not per paragraph (Pango)")
    func twoLinesAcrossParagraphs() {
        let three = "First paragraph\nSecond paragraph\nThird paragraph"
        let tail = text.layout(three, font: body, maxWidth: 300, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(tail.lineCount == 2)
        #expect(tail.size.height == 2 * lineHeight)
        #expect(tail.displayedString == "First paragraph\nSecond paragraph…")
        #expect(tail.isTruncated)
        let clipped = text.layout(three, font: body, maxWidth: 300, numberOfLines: 2, lineBreakMode: .byWordWrapping)
        #expect(clipped.lineCount == 2 && clipped.displayedString == "First paragraph\nSecond paragraph")
        // A first paragraph of three lines uses up the limit by itself.
        let long = text.layout(paragraph + "\nSecond", font: body, maxWidth: 200, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(long.lineCount == 2)
        #expect(long.displayedString.hasSuffix("…") && !long.displayedString.contains("Second"))
        // Unlimited width: one line per paragraph, still two in total.
        let unlimited = text.layout(three, font: body, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(unlimited.lineCount == 2)
        // The "…" added for cut paragraphs takes the font of the character before it (here the bold second line's).
        let styled = AttributedText(runs: [TextRun("Regular first line\n", font: body),
                                           TextRun("Bold second\n", font: .system(size: 17, weight: .bold)),
                                           TextRun("Third", font: body)],
                                    paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail))
        let cut = text.layout(styled, maxWidth: 300, numberOfLines: 2)
        #expect(cut.displayedString == "Regular first line\nBold second…")
        let boldEllipsis = text.layout(AttributedText(runs: [TextRun("Bold second…", font: .system(size: 17, weight: .bold))])).size.width
        #expect(abs(cut.lineRects[1].width - boldEllipsis) < 0.01)
        // Kept lines stay as laid out, even when spaces hung past the edge before the paragraph break.
        let hanging = text.layout("Hello world   \nSecond line\nThird", font: body, maxWidth: 92, numberOfLines: 2,
                                  lineBreakMode: .byTruncatingTail)  // "Hello world" is 90.02 pt, its spaces hang
        #expect(hanging.displayedString == "Hello world\nSecond li…")
        // "…" follows the last visible character of a cut paragraph, not its trailing spaces.
        let spaced = text.layout("Hello\nworld     \nThird", font: body, maxWidth: 300, numberOfLines: 2,
                                 lineBreakMode: .byTruncatingTail)
        #expect(spaced.displayedString == "Hello\nworld…")
        // Within the limit nothing changes.
        let fits = text.layout(three, font: body, maxWidth: 300, numberOfLines: 3, lineBreakMode: .byTruncatingTail)
        #expect(fits.lineCount == 3 && !fits.isTruncated)
    }

    @Test("Tail truncation (NSLineBreakMode.byTruncatingTail) ends the last line with \"…\" within the width",
          arguments: [1, 2, 3])
    func tailTruncation(lines: Int) {
        let layout = text.layout(paragraph, font: body, maxWidth: 200, numberOfLines: lines, lineBreakMode: .byTruncatingTail)
        #expect(layout.lineCount == lines)
        #expect(layout.isTruncated)
        #expect(layout.displayedString.hasSuffix("…"))
        #expect(layout.lineRects.allSatisfy { $0.width <= 200 })
        #expect(layout.size.height == Double(lines) * lineHeight)
        #expect(layout.inkRect.maxX <= 200)
    }

    @Test("A label shorter than its text shows the lines that fit, the last one truncated")
    func fittingHeight() {
        let full = text.layout(paragraph, font: body, maxWidth: 200, lineBreakMode: .byTruncatingTail)
        let lines = full.lineCount(fittingHeight: 50)  // 2 lines of 20.57 fit in 50 pt, 3 do not
        #expect(lines == 2)
        #expect(full.lineCount(fittingHeight: 5) == 1)
        let shown = text.layout(paragraph, font: body, maxWidth: 200, numberOfLines: lines, lineBreakMode: .byTruncatingTail)
        #expect(shown.size.height <= 50 && shown.displayedString.hasSuffix("…"))
    }

    @Test("Clipping (NSLineBreakMode.byClipping): the last line keeps the rest of its paragraph, cut at the edge")
    func clipping() throws {
        let one = text.layout(paragraph, font: body, maxWidth: 200, numberOfLines: 1, lineBreakMode: .byClipping)
        #expect(one.lineCount == 1 && one.isTruncated && one.clipsToMaxWidth)
        #expect(one.size.width == 200)                                  // reported within the box
        #expect(one.lineRects[0].width > 1000)                          // the whole paragraph on one line
        #expect(one.displayedString == String(paragraph.dropLast()))  // the final space is dropped
        #expect(!one.hasMissingGlyphs)                                  // word joiners draw nothing
        let canvas = Canvas(size: Size(width: 300, height: 30), scale: 1)
        canvas.draw(one, at: .zero, color: .black)
        let ink = try #require(inkBounds(canvas))
        #expect(ink.maxX < 200 && ink.maxX > 190)                       // cut at the edge, mid-word
        let two = text.layout("First line of text that wraps\nSecond paragraph", font: body, maxWidth: 150,
                              numberOfLines: 2, lineBreakMode: .byClipping)
        #expect(two.lineCount == 2)
        #expect(two.displayedString == "First line of text\nthat wraps")
        #expect(!text.layout("Short", font: body, maxWidth: 200, numberOfLines: 1, lineBreakMode: .byClipping).clipsToMaxWidth)
    }

    @Test("Head and middle truncation put \"…\" at the start and in the middle of a single line")
    func headAndMiddle() {
        let head = text.layout(paragraph, font: body, maxWidth: 200, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
        #expect(head.displayedString.hasPrefix("…") && head.lineCount == 1 && head.size.width <= 200)
        let middle = text.layout(paragraph, font: body, maxWidth: 200, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        let s = middle.displayedString
        #expect(s.contains("…") && !s.hasPrefix("…") && !s.hasSuffix("…") && middle.size.width <= 200)
    }

    @Test("Empty text measures zero, as UILabel's intrinsic size with no text; degenerate fonts do not crash")
    func empty() {
        let layout = text.layout("", font: body)
        #expect(layout.size == .zero && layout.lineCount == 0)
        #expect(layout.firstBaseline == body.metrics.ascender)
        for size in [0.0, -5, .nan, .infinity] {
            #expect(text.layout("Hi", font: .system(size: size)).size.height < 1)
        }
    }

    @Test("Emoji are measured with Noto Color Emoji scaled to the font size (not its 109 px bitmaps)")
    func emojiMeasured() {
        let emoji = text.layout("😀", font: body)
        // Noto Color Emoji's advance is 1.245 em and its line box 1.17 em (ascent 0.93, descent 0.24): 21.17 × 19.92.
        #expect(abs(emoji.size.width - 21.1669921875) < 0.01)
        #expect(emoji.size.height > 19 && emoji.size.height < 21)     // a normal line, not 128 pt tall
        let mixed = text.layout("Hi 👋🏽 there", font: body)
        #expect(mixed.lineCount == 1 && mixed.size.height < 22)
    }

    @Test("Right-to-left text: natural alignment follows the paragraph (Hebrew right-aligned), .left stays left")
    func rightToLeft() {
        let hebrew = "שלום עולם"
        let natural = text.layout(hebrew, font: body, maxWidth: 300, alignment: .natural)
        #expect(natural.lineCount == 1)
        #expect(abs(natural.lineRects[0].maxX - 300) < 0.01)  // flush right
        let left = text.layout(hebrew, font: body, maxWidth: 300, alignment: .left)
        #expect(abs(left.lineRects[0].minX) < 0.01)
        let right = text.layout("Hello", font: body, maxWidth: 300, alignment: .right)
        #expect(abs(right.lineRects[0].maxX - 300) < 0.01)
        let center = text.layout("Hello", font: body, maxWidth: 300, alignment: .center)
        #expect(abs(center.lineRects[0].midX - 150) < 0.01)
        // Hebrew and Arabic have real glyphs (DejaVu Sans is the script fallback), no hex boxes.
        #expect(!natural.hasMissingGlyphs)
        #expect(!text.layout("مرحبا بالعالم", font: body).hasMissingGlyphs)
        #expect(text.layout("你好", font: body).hasMissingGlyphs)  // no CJK font is pinned
        // Bidi: mixed text measures as one line, the same width whatever the order of the runs.
        #expect(text.layout("Hello שלום", font: body).lineCount == 1)
    }

    @Test("Attributed runs: fonts, kern and colours per range; kern widens the text")
    func attributed() {
        let runs = AttributedText(runs: [
            TextRun("Bold ", font: .system(size: 17, weight: .bold), color: .black),
            TextRun("and big", font: .system(size: 28), color: Color(red: 1, green: 0, blue: 0)),
        ])
        let layout = text.layout(runs)
        #expect(layout.lineCount == 1)
        #expect(layout.firstBaseline == Font.system(size: 28).metrics.ascender)  // the line's tallest font
        #expect(abs(layout.size.height - Font.system(size: 28).metrics.lineHeight) < 0.01)
        let plain = text.layout(AttributedText("Kerning", font: body)).size.width
        let kerned = text.layout(AttributedText("Kerning", font: body, kern: 2)).size.width
        // 2 pt after each of the 7 characters, the last included, as UIKit measures kerned text.
        #expect(abs(kerned - plain - 7 * 2) < 0.01)
    }

    @Test("Tabs stop every 28 pt, NSParagraphStyle's default tab interval")
    func tabs() {
        let layout = text.layout("a\tb", font: body)
        let b = text.layout("b", font: body).size.width
        #expect(abs(layout.size.width - (28 + b)) < 0.01)
    }

    @Test("Baseline offset raises a run and the line grows to hold it (NSAttributedString.Key.baselineOffset)")
    func baselineOffset() {
        let plain = text.layout("x2", font: body)
        let raised = text.layout(AttributedText(runs: [TextRun("x", font: body), TextRun("2", font: body, baselineOffset: 5)]))
        #expect(abs(raised.firstBaseline - (plain.firstBaseline + 5)) < 0.01)
        #expect(abs(raised.size.height - (plain.size.height + 5)) < 0.01)
    }

    @Test("Measurement is cached: the same request returns the same layout object (what's measured is drawn)")
    func cacheHit() {
        let a = text.layout(paragraph, font: body, maxWidth: 250)
        let b = text.layout(paragraph, font: body, maxWidth: 250)
        #expect(a === b)
        #expect(text.layout(paragraph, font: body, maxWidth: 251) !== a)
    }

    @Test("The cache is bounded: a 10,000-row table keeps at most `cacheCapacity` layouts (LRU)")
    func cacheBound() {
        let system = TextSystem(cacheCapacity: 256)
        for row in 0..<10_000 { _ = system.layout("Row \(row)", font: body, maxWidth: 300) }
        #expect(system.cachedLayoutCount == 256)
        // The most recent rows are hits, the first rows were evicted.
        let before = system.cacheStatistics
        _ = system.layout("Row 9999", font: body, maxWidth: 300)
        #expect(system.cacheStatistics.hits == before.hits + 1)
        _ = system.layout("Row 0", font: body, maxWidth: 300)
        #expect(system.cacheStatistics.misses == before.misses + 1)
        #expect(system.cachedLayoutCount == 256)
    }

    @Test("The cache is also bounded by memory: long paragraphs evict earlier ones within the byte budget")
    func cacheMemoryBound() {
        let system = TextSystem(cacheCapacity: 10_000, memoryLimit: 1 << 20)  // 1 MiB ≈ 60 layouts of 255 characters
        for row in 0..<1_000 { _ = system.layout(paragraph + "\(row)", font: body, maxWidth: 300) }
        #expect(system.cachedLayoutCost <= 1 << 20)
        #expect(system.cachedLayoutCount > 40 && system.cachedLayoutCount < 80)
        let latest = system.layout(paragraph + "999", font: body, maxWidth: 300)
        #expect(system.layout(paragraph + "999", font: body, maxWidth: 300) === latest)
    }

    @Test("Layouts can be made and measured from many threads at once (Pango is behind a lock)")
    func concurrent() async {
        let body = self.body
        let widths = await withTaskGroup(of: Double.self) { group in
            for i in 0..<8 {
                group.addTask {
                    var w = 0.0
                    for j in 0..<50 { w += TextSystem.shared.layout("Task \(i) row \(j)", font: body, maxWidth: 120).size.width }
                    return w
                }
            }
            return await group.reduce(into: [Double]()) { $0.append($1) }
        }
        #expect(widths.count == 8 && widths.allSatisfy { $0 > 0 })
    }
}

extension Rect {
    var midX: Double { minX + width / 2 }
}
