import Testing
import Graphics
import TestSupport

@Suite struct InvariantTests {
    static let words = ["the", "Trellis", "layout", "constraint", "é", "naïve", "😀", "👍🏽", "שלום", "مرحبا", "Straße",
                        "supercalifragilistic", "a", "I", "—", "(x)", "12:30", "\n", "\r\n", "\t", "  ", "Ägypten"]

    @Test("Random texts, widths, line limits and modes: UIKit's invariants hold for every layout",
          arguments: LineBreakMode.allCases)
    func randomLayouts(mode: LineBreakMode) {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<150 {
            let count = Int.random(in: 0...40, using: &rng)
            var string = ""
            for i in 0..<count {
                if i > 0 && Bool.random(using: &rng) { string += " " }
                string += Self.words.randomElement(using: &rng)!
            }
            let size = [11.0, 13, 17, 22, 34].randomElement(using: &rng)!
            let width: Double? = Bool.random(using: &rng) ? nil : Double.random(in: 40...360, using: &rng)
            let lines = [0, 1, 2, 3, 5].randomElement(using: &rng)!
            let text = AttributedText(string, font: .system(size: size), paragraphStyle: ParagraphStyle(lineBreakMode: mode))
            let layout = TextSystem.shared.layout(text, maxWidth: width, numberOfLines: lines)
            let context = "\(mode) \(size)pt width \(width.map { "\($0)" } ?? "∞") lines \(lines): \(string.debugDescription)"
            if lines > 0 { #expect(layout.lineCount <= lines, "\(context)") }
            if let width, !layout.clipsToMaxWidth {
                // Lines fit, except a single grapheme wider than the box (Pango keeps at least one per line).
                let tooWide = layout.lineRects.filter { $0.width > width + 0.01 }
                #expect(tooWide.allSatisfy { _ in width < 1.3 * size }, "\(context): \(layout.lineRects.map(\.width))")
            }
            #expect(layout.size.height >= Double(layout.lineCount) * size * 1.1, "\(context)")  // ≥ 1.16 em per line
            #expect(!layout.hasMissingGlyphs, "\(context)")
            #expect(layout.firstBaseline <= layout.lastBaseline && layout.lastBaseline <= layout.size.height + 0.01 || layout.lineCount == 0,
                    "\(context)")
            #expect(layout.displayedString.split(separator: "\n", omittingEmptySubsequences: false).count == max(1, layout.lineCount) || layout.lineCount == 0,
                    "\(context): \(layout.displayedString.debugDescription)")
            if layout.isTruncated && mode == .byTruncatingTail && width != nil {
                #expect(layout.displayedString.hasSuffix("…"), "\(context): \(layout.displayedString.debugDescription)")
            }
            let rounded = layout.size(scale: 3)
            #expect(rounded.width >= layout.size.width && rounded.width - layout.size.width < 1.0 / 3 + 1e-9)
        }
    }
}
