import Foundation
import Testing
import Graphics

/// A card drawn with every kind of primitive, compared with the committed PNG `References/card@2x.png` pixel by
/// pixel with a tolerance. The fonts are pinned, so the image is the same on every machine with Debian's packages.
///
/// Regenerate the reference after an intended change with:
///
///     TRELLIS_UPDATE_REFERENCES=1 swift test --scratch-path .build-graphics --filter ReferenceImageTests
///
/// and look at the new PNG before committing it.
@Suite struct ReferenceImageTests {
    static let referenceURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("References/card@2x.png")

    static func drawCard() -> Canvas {
        let canvas = Canvas(size: Size(width: 320, height: 180), scale: 2, background: Color(white: 0.95))
        let card = Rect(x: 16, y: 16, width: 288, height: 148)
        canvas.drawShadow(bounds: card, color: Color(white: 0, alpha: 0.25), offset: Size(width: 0, height: 4), blurRadius: 6) {
            canvas.fill(roundedRect: card, radius: 16, color: .black)
        }
        canvas.saveGState()
        canvas.clip(toRoundedRect: card, radius: 16)
        canvas.fill(card, color: .white)
        canvas.drawLinearGradient(in: Rect(x: 16, y: 16, width: 288, height: 56),
                                  colors: [Color(red: 0.35, green: 0.34, blue: 0.84), Color(red: 0.69, green: 0.32, blue: 0.87)],
                                  start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5))
        canvas.restoreGState()
        canvas.strokeBorder(card, width: 1, radius: 16, color: Color(white: 0, alpha: 0.1))
        if let symbol = Symbol(named: "play.fill") {
            canvas.draw(symbol, in: Rect(origin: Point(x: 30, y: 30), size: symbol.size(pointSize: 22)), color: .white)
        }
        canvas.draw(TextSystem.shared.layout("Now Playing", font: .system(size: 22, weight: .bold)), at: Point(x: 64, y: 30), color: .white)
        let body = AttributedText(runs: [
            TextRun("Trellis ", font: .system(size: 15, weight: .semibold)),
            TextRun("lays out text with Pango and draws it with Cairo 😀 — the same layout that was measured, ",
                    font: .system(size: 15)),
            TextRun("שלום", font: .system(size: 15), color: Color(red: 1, green: 0.23, blue: 0.19)),
            TextRun(" and truncates the rest of this sentence at two lines.", font: .system(size: 15)),
        ], paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail))
        canvas.draw(TextSystem.shared.layout(body, maxWidth: 256, numberOfLines: 2), at: Point(x: 32, y: 84),
                    color: Color(white: 0.2))
        canvas.fill(Path.ellipse(in: Rect(x: 272, y: 132, width: 20, height: 20)), color: Color(red: 0.2, green: 0.78, blue: 0.35))
        return canvas
    }

    @Test("A rendered card matches the committed reference PNG (per-pixel tolerance 8/255, ≤ 0.1% of pixels)")
    func cardMatchesReference() throws {
        let canvas = Self.drawCard()
        if ProcessInfo.processInfo.environment["TRELLIS_UPDATE_REFERENCES"] == "1" {
            try Data(canvas.pngBytes(compressionLevel: 9)).write(to: Self.referenceURL)
        }
        let data = try #require(FileManager.default.contents(atPath: Self.referenceURL.path),
                                "missing \(Self.referenceURL.path): regenerate it (see the comment above)")
        let reference = try #require(Bitmap(data: data))
        let difference = reference.difference(from: canvas.makeBitmap(), tolerance: 8)
        #expect(difference.sameSize)
        #expect(difference.pixelsOverTolerance <= difference.pixelCount / 1000,
                "\(difference.pixelsOverTolerance) pixels differ by more than 8 (max \(difference.maxChannelDelta))")
    }
}
