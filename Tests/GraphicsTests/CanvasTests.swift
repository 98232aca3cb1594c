import Foundation
import Testing
import Graphics

/// The bounding box of non-transparent pixels, in pixels (nil if nothing is inked).
func inkBounds(_ canvas: Canvas) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    let pixels = canvas.pixels()
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in 0..<canvas.pixelHeight {
        for x in 0..<canvas.pixelWidth where pixels[y * canvas.pixelWidth + x].alpha > 0 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    return minX == Int.max ? nil : (minX, minY, maxX, maxY)
}

@Suite struct CanvasTests {
    let body = Font.system(size: 17)
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    @Test("A label drawn at 1x, 2x and 3x inks only inside its measured, pixel-rounded frame",
          arguments: [1.0, 2.0, 3.0])
    func inkInsideMeasuredFrame(scale: Double) throws {
        let texts = ["Ägypten jumps, Quiz? (gy)", String(repeating: "Wrapped text with descenders gjpqy. ", count: 4),
                     "Emoji 😀👍🏽 inline", "שלום עולם, right to left"]
        for (i, string) in texts.enumerated() {
            // UILabel: measure with preferredMaxLayoutWidth, take the rounded size as the frame, draw in the frame
            // (the layout for the frame's width wraps exactly as measured, and aligns lines within the frame).
            let font = Font.system(size: 15 + Double(i) * 3)
            let measured = TextSystem.shared.layout(string, font: font, maxWidth: 180)
            let frame = measured.size(scale: scale)
            let layout = TextSystem.shared.layout(string, font: font, maxWidth: frame.width)
            #expect(layout.lineCount == measured.lineCount && layout.size == measured.size)
            let margin = 10.0
            let canvas = Canvas(size: Size(width: frame.width + 2 * margin, height: frame.height + 2 * margin), scale: scale)
            canvas.draw(layout, at: Point(x: margin, y: margin), color: .black)
            let ink = try #require(inkBounds(canvas))
            let top = Int((margin * scale).rounded()), bottom = Int(((margin + frame.height) * scale).rounded())
            let left = Int((margin * scale).rounded()), right = Int(((margin + frame.width) * scale).rounded())
            #expect(ink.minY >= top, "\(string) @\(scale)x: ink row \(ink.minY) above the frame's top \(top)")
            #expect(ink.maxY < bottom, "\(string) @\(scale)x: ink row \(ink.maxY) below the frame's bottom \(bottom)")
            // Side bearings may reach a hair outside the advance box; allow one pixel.
            #expect(ink.minX >= left - 1 && ink.maxX < right + 1, "\(string) @\(scale)x: columns \(ink.minX)...\(ink.maxX)")
        }
    }

    @Test("Dynamic Type: every text style at Large and AX5, wrapped at 200 pt, inks inside its measured frame @3x",
          arguments: TextStyle.allCases)
    func dynamicTypeInkInsideFrame(style: TextStyle) throws {
        for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            let font = DynamicType.font(style, category)
            // (Not "Å": its ring rises to 0.99 em, above Inter's 0.969 em ascender, so it overshoots any line box.)
            let string = "Dynamic Type Ägj 😀 wraps across lines"
            let frame = TextSystem.shared.layout(string, font: font, maxWidth: 200).size(scale: 3)
            let layout = TextSystem.shared.layout(string, font: font, maxWidth: frame.width)
            #expect(layout.lineCount >= (category == .large ? 1 : 3))
            let canvas = Canvas(size: Size(width: frame.width + 20, height: frame.height + 20), scale: 3)
            canvas.draw(layout, at: Point(x: 10, y: 10))
            let ink = try #require(inkBounds(canvas))
            #expect(ink.minY >= 30 && ink.maxY < Int(((10 + frame.height) * 3).rounded()), "\(style) \(category) \(ink) \(frame) \(layout.displayedString)")
            #expect(ink.minX >= 29 && ink.maxX <= Int(((10 + frame.width) * 3).rounded()), "\(style) \(category)")
        }
    }

    @Test("Typographic overshoot: the ring of Å rises above the ascender (ink outside the line box, as on iOS)")
    func ringOvershoot() {
        let layout = TextSystem.shared.layout("Å", font: .system(size: 100))
        #expect(layout.inkRect.minY < 0)                // above the top of the line box
        #expect(TextSystem.shared.layout("Ä", font: .system(size: 100)).inkRect.minY >= 0)
    }

    @Test("Emoji are drawn in colour (Noto Color Emoji bitmaps, scaled to the text size)")
    func emojiInColour() {
        let layout = TextSystem.shared.layout("😀", font: body)
        let canvas = Canvas(size: Size(width: 30, height: 30), scale: 2, background: .white)
        canvas.draw(layout, at: Point(x: 2, y: 2), color: .black)
        let pixels = canvas.pixels()
        let coloured = pixels.filter { $0.isChromatic() }.count
        #expect(coloured > 200)  // a yellow face, not a black-and-white glyph
        // ...and about 17 pt across: the bitmap was scaled from 109 px to the font size.
        var minX = Int.max, maxX = Int.min
        for (i, p) in pixels.enumerated() where p.isChromatic() { minX = min(minX, i % canvas.pixelWidth); maxX = max(maxX, i % canvas.pixelWidth) }
        let widthInPoints = Double(maxX - minX + 1) / 2
        #expect(widthInPoints > 14 && widthInPoints < 22)
    }

    @Test("Text colour: runs without a colour use the label's textColor, attributed runs keep theirs")
    func textColours() {
        let text = AttributedText(runs: [TextRun("XXXX", font: .system(size: 30, weight: .black)),
                                         TextRun("XXXX", font: .system(size: 30, weight: .black), color: red)])
        let layout = TextSystem.shared.layout(text)
        let canvas = Canvas(size: Size(width: layout.size.width, height: layout.size.height), scale: 1, background: .white)
        canvas.draw(layout, at: .zero, color: blue)
        let pixels = canvas.pixels()
        let half = canvas.pixelWidth / 2
        let leftBlue = pixels.enumerated().contains { $0.offset % canvas.pixelWidth < half && $0.element.blue > 200 && $0.element.red < 50 }
        let rightRed = pixels.enumerated().contains { $0.offset % canvas.pixelWidth >= half && $0.element.red > 200 && $0.element.blue < 50 }
        #expect(leftBlue && rightRed)
    }

    @Test("Underline (NSUnderlineStyle.single) inks below the baseline, where plain text has no ink")
    func underline() throws {
        let plain = TextSystem.shared.layout("nnnn", font: body)
        let underlined = TextSystem.shared.layout(AttributedText(runs: [TextRun("nnnn", font: body, underline: true)]))
        func bottomInk(_ layout: TextLayout) throws -> Int {
            let canvas = Canvas(size: Size(width: 60, height: 30), scale: 2)
            canvas.draw(layout, at: .zero, color: .black)
            return try #require(inkBounds(canvas)).maxY
        }
        let baselinePixel = Int(plain.firstBaseline * 2)
        #expect(try bottomInk(plain) <= baselinePixel)
        #expect(try bottomInk(underlined) > baselinePixel + 1)
    }

    @Test("Right-to-left text with natural alignment is drawn flush right in its box")
    func rtlDrawn() throws {
        let layout = TextSystem.shared.layout("שלום עולם", font: body, maxWidth: 300)
        let canvas = Canvas(size: Size(width: 300, height: 30), scale: 1)
        canvas.draw(layout, at: .zero, color: .black)
        let ink = try #require(inkBounds(canvas))
        #expect(ink.minX > 150 && ink.maxX >= 290)
    }

    @Test("CALayer border is drawn inside the bounds, following the corner radius")
    func borderInsideBounds() {
        let canvas = Canvas(size: Size(width: 40, height: 40), scale: 1)
        canvas.strokeBorder(Rect(x: 10, y: 10, width: 20, height: 20), width: 2, radius: 0, color: red)
        #expect(canvas.pixel(x: 9, y: 20).alpha == 0)          // nothing outside
        #expect(canvas.pixel(x: 10, y: 20) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 11, y: 20) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 12, y: 20).alpha == 0)          // 2 pt wide
        #expect(canvas.pixel(x: 29, y: 20).alpha == 255 && canvas.pixel(x: 30, y: 20).alpha == 0)
        let rounded = Canvas(size: Size(width: 40, height: 40), scale: 1)
        rounded.strokeBorder(Rect(x: 0, y: 0, width: 40, height: 40), width: 3, radius: 12, color: red)
        #expect(rounded.pixel(x: 0, y: 0).alpha == 0)           // the corner is cut
        #expect(rounded.pixel(x: 20, y: 1).alpha == 255)
    }

    @Test("masksToBounds with cornerRadius and maskedCorners clips only the chosen corners")
    func roundedClipAndMaskedCorners() {
        let canvas = Canvas(size: Size(width: 40, height: 40), scale: 1)
        canvas.saveGState()
        canvas.clip(toRoundedRect: Rect(x: 0, y: 0, width: 40, height: 40), radius: 10, corners: [.minXMinY, .maxXMaxY])
        canvas.fill(Rect(x: 0, y: 0, width: 40, height: 40), color: blue)
        canvas.restoreGState()
        #expect(canvas.pixel(x: 0, y: 0).alpha == 0)       // top left rounded
        #expect(canvas.pixel(x: 39, y: 39).alpha == 0)     // bottom right rounded
        #expect(canvas.pixel(x: 39, y: 0).alpha == 255)    // top right square
        #expect(canvas.pixel(x: 0, y: 39).alpha == 255)    // bottom left square
        #expect(canvas.pixel(x: 20, y: 20) == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test("View alpha as an opacity group: overlapping children do not show through each other")
    func opacityGroup() {
        let canvas = Canvas(size: Size(width: 30, height: 10), scale: 1, background: .white)
        canvas.beginTransparencyLayer()
        canvas.fill(Rect(x: 0, y: 0, width: 20, height: 10), color: .black)
        canvas.fill(Rect(x: 10, y: 0, width: 20, height: 10), color: .black)
        canvas.endTransparencyLayer(alpha: 0.5)
        let single = canvas.pixel(x: 5, y: 5), overlap = canvas.pixel(x: 15, y: 5)
        #expect(single == overlap)
        #expect(abs(Int(single.red) - 128) <= 1)
    }

    @Test("CAGradientLayer: colours at locations between start and end points in unit space")
    func gradient() {
        let canvas = Canvas(size: Size(width: 10, height: 100), scale: 1)
        canvas.drawLinearGradient(in: Rect(x: 0, y: 0, width: 10, height: 100), colors: [red, blue], locations: [0.2, 0.8])
        #expect(canvas.pixel(x: 5, y: 5) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))   // before 0.2: pad
        #expect(canvas.pixel(x: 5, y: 95) == Pixel(red: 0, green: 0, blue: 255, alpha: 255))  // after 0.8: pad
        let mid = canvas.pixel(x: 5, y: 50)
        #expect(abs(Int(mid.red) - 128) < 6 && abs(Int(mid.blue) - 128) < 6)
        let horizontal = Canvas(size: Size(width: 100, height: 10), scale: 1)
        horizontal.drawLinearGradient(in: Rect(x: 0, y: 0, width: 100, height: 10), colors: [red, blue],
                                      start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5))
        #expect(horizontal.pixel(x: 0, y: 5).red > 250 && horizontal.pixel(x: 99, y: 5).blue > 250)
    }

    @Test("Radial CAGradientLayer: the first colour at the centre, the last on and beyond the ellipse")
    func radialGradient() {
        let canvas = Canvas(size: Size(width: 100, height: 50), scale: 1)
        canvas.drawRadialGradient(in: Rect(x: 0, y: 0, width: 100, height: 50), colors: [red, blue])
        let centre = canvas.pixel(x: 50, y: 25), corner = canvas.pixel(x: 0, y: 0)
        #expect(centre.red > 245 && centre.blue < 10)
        #expect(corner.blue > 250 && corner.red < 5)
        let edge = canvas.pixel(x: 99, y: 25), halfway = canvas.pixel(x: 75, y: 25)  // on the ellipse / half its radius
        #expect(edge.blue > 245)
        #expect(abs(Int(halfway.red) - 128) < 10)
    }

    @Test("Paths: fill and stroke with line width (UIBezierPath / CAShapeLayer)")
    func paths() {
        let canvas = Canvas(size: Size(width: 40, height: 40), scale: 2)
        var triangle = Path()
        triangle.move(to: Point(x: 0, y: 0))
        triangle.addLine(to: Point(x: 40, y: 0))
        triangle.addLine(to: Point(x: 0, y: 40))
        triangle.close()
        canvas.fill(triangle, color: red)
        #expect(canvas.pixel(x: 10, y: 10).red == 255)
        #expect(canvas.pixel(x: 70, y: 70).alpha == 0)
        var line = Path()
        line.move(to: Point(x: 0, y: 30))
        line.addCurve(to: Point(x: 40, y: 30), control1: Point(x: 10, y: 30), control2: Point(x: 30, y: 30))
        canvas.stroke(line, color: blue, style: StrokeStyle(lineWidth: 4))
        #expect(canvas.pixel(x: 60, y: 57).blue == 255)   // 4 pt = 8 px wide at 2x: rows 56...63
        #expect(canvas.pixel(x: 60, y: 54).alpha == 0)
        let circle = Canvas(size: Size(width: 20, height: 20), scale: 1)
        circle.fill(Path.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20)), color: blue)
        #expect(circle.pixel(x: 10, y: 10).alpha == 255 && circle.pixel(x: 0, y: 0).alpha == 0)
    }

    @Test("PNG round trip: encoded pixels decode to the same colours (UIImage(data:) of pngData)")
    func pngRoundTrip() throws {
        let canvas = Canvas(size: Size(width: 30, height: 20), scale: 2)
        canvas.fill(Rect(x: 0, y: 0, width: 15, height: 20), color: red)
        canvas.fill(Rect(x: 15, y: 0, width: 15, height: 10), color: blue.withAlpha(0.5))
        canvas.draw(TextSystem.shared.layout("Hi", font: body), at: Point(x: 2, y: 0), color: .white)
        let png = canvas.pngBytes()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let bitmap = try #require(Bitmap(data: png))
        #expect(bitmap.pixelWidth == 60 && bitmap.pixelHeight == 40)
        let difference = bitmap.difference(from: canvas.makeBitmap(), tolerance: 2)
        #expect(difference.matches)  // premultiplied ↔ straight alpha rounding only
        #expect(difference.maxChannelDelta <= 2)
        let other = Canvas(size: Size(width: 30, height: 20), scale: 2)
        #expect(bitmap.difference(from: other.makeBitmap(), tolerance: 2).pixelsOverTolerance > 1000)
        #expect(!bitmap.difference(from: Canvas(size: Size(width: 10, height: 10)).makeBitmap()).sameSize)
        #expect(bitmap.pixel(x: 45, y: 30).alpha == 0)
        // An opaque canvas encodes as RGB (colour type 2), a translucent one as RGBA (6).
        #expect(png[25] == 6)
        #expect(Canvas(size: Size(width: 4, height: 4), background: .white).pngBytes()[25] == 2)
    }

    @Test("JPEG: decoded with libjpeg (UIImage(data:)), encoded for jpegData(compressionQuality:)")
    func jpegRoundTrip() throws {
        let canvas = Canvas(size: Size(width: 32, height: 32), scale: 1, background: .white)
        canvas.fill(Rect(x: 0, y: 0, width: 16, height: 32), color: red)
        let jpeg = canvas.jpegBytes(quality: 0.9)
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let bitmap = try #require(Bitmap(data: jpeg))
        #expect(bitmap.pixelWidth == 32 && !bitmap.hasAlpha)
        let p = bitmap.pixel(x: 4, y: 16), q = bitmap.pixel(x: 28, y: 16)
        #expect(p.red > 240 && p.green < 20 && q.red > 240 && q.green > 240)
        #expect(Bitmap(data: Data([1, 2, 3])) == nil)
        #expect(Bitmap(data: Data([0xFF, 0xD8, 0xFF, 0x00])) == nil)  // truncated JPEG: nil, not a crash
    }

    @Test("Images are drawn scaled into a rect (content mode computed by the caller), and tinted as templates")
    func drawImage() throws {
        let source = Canvas(size: Size(width: 2, height: 2), scale: 1)
        source.fill(Rect(x: 0, y: 0, width: 1, height: 2), color: red)
        let bitmap = try #require(Bitmap(data: source.pngBytes()))
        let canvas = Canvas(size: Size(width: 20, height: 20), scale: 1)
        canvas.draw(bitmap, in: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(canvas.pixel(x: 2, y: 10).red == 255 && canvas.pixel(x: 2, y: 10).alpha == 255)
        #expect(canvas.pixel(x: 17, y: 10).alpha == 0)
        let tinted = Canvas(size: Size(width: 20, height: 20), scale: 1)
        tinted.draw(bitmap, in: Rect(x: 0, y: 0, width: 20, height: 20), tint: blue)
        #expect(tinted.pixel(x: 2, y: 10) == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test("UIGraphicsPDFRenderer: vector PDF with text, several pages")
    func pdf() {
        let canvas = Canvas(pdfPageSize: Size(width: 200, height: 100))
        canvas.fill(Rect(x: 10, y: 10, width: 50, height: 50), color: red)
        canvas.draw(TextSystem.shared.layout("Hello PDF 😀", font: body), at: Point(x: 10, y: 70))
        canvas.beginPDFPage()
        canvas.draw(TextSystem.shared.layout("Page two", font: body), at: Point(x: 10, y: 10))
        let data = canvas.pdfBytes()
        #expect(data.starts(with: Array("%PDF".utf8)))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("/Count 2"))
    }
}

@Suite struct ShadowAndFittingTests {
    @Test("CALayer shadow: blurred by shadowRadius, moved by shadowOffset, under the content")
    func shadow() {
        let canvas = Canvas(size: Size(width: 100, height: 100), scale: 2)
        let card = Rect(x: 30, y: 30, width: 40, height: 40)
        canvas.drawShadow(bounds: card, color: Color(white: 0, alpha: 0.5), offset: Size(width: 0, height: 10), blurRadius: 4) {
            canvas.fill(roundedRect: card, radius: 8, color: .black)
        }
        canvas.fill(roundedRect: card, radius: 8, color: .white)
        #expect(canvas.pixel(x: 100, y: 100) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))  // content on top
        let below = canvas.pixel(x: 100, y: 150)   // 5 pt under the card: inside the offset shadow
        #expect(below.alpha > 100 && below.alpha <= 128)
        let fading = canvas.pixel(x: 100, y: 168)  // 14 pt under: in the blur's tail
        #expect(fading.alpha > 0 && fading.alpha < below.alpha)
        #expect(canvas.pixel(x: 100, y: 190).alpha == 0)  // beyond 3σ
        #expect(canvas.pixel(x: 100, y: 52).alpha < 30)   // the offset moved it down: little above the card
    }

    @Test("UILabel.adjustsFontSizeToFitWidth shrinks the font to fit one line, not below minimumScaleFactor")
    func shrinkToFit() {
        let text = AttributedText("A title that is too long for its label", font: .system(size: 17),
                                  paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail))
        let natural = TextSystem.shared.layout(text).size.width
        let fit = TextSystem.shared.layoutShrinkingToFit(text, maxWidth: 200, minimumScaleFactor: 0.5)
        #expect(fit.scaleFactor < 1 && fit.scaleFactor >= 0.5)
        #expect(abs(fit.scaleFactor - 200 / natural) < 0.01)
        #expect(fit.layout.size.width <= 200 && fit.layout.lineCount == 1 && !fit.layout.isTruncated)
        let floor = TextSystem.shared.layoutShrinkingToFit(text, maxWidth: 100, minimumScaleFactor: 0.8)
        #expect(floor.scaleFactor == 0.8 && floor.layout.isTruncated)
        let roomy = TextSystem.shared.layoutShrinkingToFit(text, maxWidth: 1000, minimumScaleFactor: 0.5)
        #expect(roomy.scaleFactor == 1)
        let twoLines = TextSystem.shared.layoutShrinkingToFit(text, maxWidth: 120, numberOfLines: 2, minimumScaleFactor: 0.5)
        #expect(twoLines.layout.lineCount <= 2 && !twoLines.layout.isTruncated && twoLines.scaleFactor < 1)
    }
}
