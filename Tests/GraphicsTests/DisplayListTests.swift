import Foundation
import Testing
import Graphics

/// Everything a view's `draw(_:)` can ask of a canvas: state changes, clips, fills, strokes, gradients, a shadow, a
/// transparency layer, text, a bitmap and a symbol.
func drawEverything(on canvas: Canvas) {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    canvas.fill(Rect(x: 4, y: 4, width: 50, height: 30), color: Color(red: 0.9, green: 0.9, blue: 0.2))
    canvas.saveGState()
    canvas.translate(x: 10, y: 40)
    canvas.rotate(radians: 0.2)
    canvas.scale(x: 1.5, y: 1)
    canvas.fill(Path.ellipse(in: Rect(x: 0, y: 0, width: 30, height: 20)), color: red.withAlpha(0.7))
    canvas.restoreGState()
    canvas.saveGState()
    canvas.clip(toRoundedRect: Rect(x: 60, y: 4, width: 60, height: 40), radius: 10)
    canvas.drawLinearGradient(in: Rect(x: 60, y: 4, width: 60, height: 40), colors: [red, blue])
    canvas.restoreGState()
    canvas.drawRadialGradient(in: Rect(x: 130, y: 4, width: 40, height: 40), colors: [blue, .clear])
    var dashed = StrokeStyle(lineWidth: 3, lineCap: .round)
    dashed.dashes = [4, 3]
    var zigzag = Path()
    zigzag.move(to: Point(x: 4, y: 90))
    zigzag.addLine(to: Point(x: 40, y: 70))
    zigzag.addQuadCurve(to: Point(x: 80, y: 90), control: Point(x: 60, y: 60))
    canvas.stroke(zigzag, color: blue, style: dashed)
    canvas.drawShadow(bounds: Rect(x: 100, y: 60, width: 30, height: 30), color: Color(white: 0, alpha: 0.5),
                      offset: Size(width: 2, height: 3), blurRadius: 3) {
        canvas.fill(Path.roundedRect(Rect(x: 100, y: 60, width: 30, height: 30), radius: 6), color: .black)
    }
    canvas.fill(roundedRect: Rect(x: 100, y: 60, width: 30, height: 30), radius: 6, color: .white)
    canvas.beginTransparencyLayer()
    canvas.fill(Rect(x: 140, y: 60, width: 20, height: 20), color: red)
    canvas.fill(Rect(x: 150, y: 70, width: 20, height: 20), color: red)
    canvas.endTransparencyLayer(alpha: 0.5)
    canvas.strokeBorder(Rect(x: 4, y: 100, width: 60, height: 30), width: 2, radius: 8, color: blue)
    let text = TextSystem.shared.layout("Recorded — gjpqy 😀", font: .system(size: 15, weight: .semibold), maxWidth: 170)
    canvas.draw(text, at: Point(x: 70, y: 100), color: Color(red: 0.2, green: 0.2, blue: 0.3))
    let tile = Canvas(size: Size(width: 8, height: 8), scale: 2, background: blue)
    tile.fill(Rect(x: 0, y: 0, width: 4, height: 4), color: red)
    canvas.draw(tile.makeBitmap(), in: Rect(x: 4, y: 140, width: 24, height: 24), alpha: 0.8)
    if let heart = Symbol(named: "heart.fill") {
        canvas.draw(heart, in: Rect(x: 40, y: 140, width: 24, height: 22), color: red.withAlpha(0.6))
    }
}

@Suite("DisplayList: recording a canvas and playing it back")
struct DisplayListTests {
    let size = Size(width: 180, height: 170)

    @Test("Playing a recording back draws exactly what drawing directly draws: every pixel, at 1x, 2x and 3x",
          arguments: [1.0, 2.0, 3.0])
    func replayEqualsDirect(scale: Double) {
        let direct = Canvas(size: size, scale: scale, background: .white)
        drawEverything(on: direct)
        let recorder = Canvas(recordingBounds: Rect(origin: .zero, size: size))
        drawEverything(on: recorder)
        let list = recorder.finishRecording()
        #expect(list.drawsContent && list.operationCount > 20)
        let played = Canvas(size: size, scale: scale, background: .white)
        played.replay(list)
        #expect(played.pixels() == direct.pixels())
        // Played twice (a cached backing store is played by every render): the same again.
        let again = Canvas(size: size, scale: scale, background: .white)
        again.replay(list)
        #expect(again.pixels() == direct.pixels())
    }

    @Test("A recording stays vector: played into a PDF, text is a font and shapes are paths, not an image")
    func replayIntoPDF() {
        let recorder = Canvas(recordingBounds: Rect(origin: .zero, size: size))
        let text = TextSystem.shared.layout("Vector text", font: .system(size: 20))
        recorder.draw(text, at: Point(x: 10, y: 10))
        recorder.fill(Path.ellipse(in: Rect(x: 10, y: 50, width: 40, height: 30)), color: Color(red: 1, green: 0, blue: 0))
        let pdf = Canvas(pdfPageSize: size)
        pdf.replay(recorder.finishRecording())
        let bytes = String(decoding: pdf.pdfBytes(), as: UTF8.self)
        #expect(bytes.contains("/FontFile") && !bytes.contains("/Subtype /Image"))
    }

    @Test("A recording is balanced: a restore without a save is dropped, saves, clips and transparency layers left open are closed, so the destination's state is untouched")
    func recordingIsBalanced() {
        let recorder = Canvas(recordingBounds: Rect(origin: .zero, size: size))
        recorder.restoreGState()
        recorder.endTransparencyLayer(alpha: 1)
        recorder.saveGState()
        recorder.clip(to: Rect(x: 0, y: 0, width: 1, height: 1))
        recorder.beginTransparencyLayer()
        recorder.translate(x: 50, y: 50)
        recorder.fill(Rect(x: -50, y: -50, width: 10, height: 10), color: Color(red: 0, green: 0, blue: 1))
        let list = recorder.finishRecording()
        let canvas = Canvas(size: size, scale: 1)
        canvas.replay(list)
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: Color(red: 1, green: 0, blue: 0))
        #expect(canvas.pixels().allSatisfy { $0 == Pixel(red: 255, green: 0, blue: 0, alpha: 255) })
    }

    @Test("Clearing in a recording clears only what the recording drew (a backing store of its own), not what is under it")
    func clearStaysInside() {
        let recorder = Canvas(recordingBounds: Rect(origin: .zero, size: size))
        recorder.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: Color(red: 1, green: 0, blue: 0))
        recorder.saveGState()
        recorder.clip(to: Rect(x: 0, y: 0, width: 10, height: 20))
        recorder.clear()
        recorder.restoreGState()
        let list = recorder.finishRecording()
        #expect(list.replacesPixels)
        let canvas = Canvas(size: size, scale: 1, background: Color(red: 0, green: 0, blue: 1))
        canvas.replay(list)
        #expect(canvas.pixel(x: 5, y: 5) == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(canvas.pixel(x: 15, y: 5) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test("While recording, the clip and transform answer as in direct drawing (clipBounds), and a recording of state changes alone draws nothing")
    func stateWhileRecording() {
        let recorder = Canvas(recordingBounds: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(recorder.clipBounds == Rect(x: 0, y: 0, width: 100, height: 50))
        recorder.saveGState()
        recorder.translate(x: 10, y: 10)
        recorder.clip(to: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(recorder.clipBounds == Rect(x: 0, y: 0, width: 20, height: 20))
        recorder.restoreGState()
        #expect(recorder.clipBounds == Rect(x: 0, y: 0, width: 100, height: 50))
        let list = recorder.finishRecording()
        #expect(!list.drawsContent && list.operationCount == 4)
        #expect(Canvas(size: size).finishRecording().operationCount == 0)  // not a recording canvas
    }

    @Test("A recording canvas takes any bounds — NaN, infinite, huge, negative — without trapping, and still records")
    func badBounds() {
        for bounds in [Rect(x: .nan, y: 0, width: .nan, height: 10), Rect(x: 0, y: 0, width: .infinity, height: -5),
                       Rect(x: -1e300, y: 1e300, width: 1e300, height: 1e300)] {
            let recorder = Canvas(recordingBounds: bounds)
            recorder.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
            #expect(recorder.finishRecording().drawsContent)
        }
    }
}
