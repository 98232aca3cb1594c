// Release-build benchmark of the Graphics module (issue 4): text measurement cold and warm, and a full
// iPhone screen at 3x rendered and encoded to PNG. Prints one table; see BENCHMARKS.md.
//
//   swift run -c release --scratch-path .build-release GraphicsBenchmarks
import Foundation
import Graphics

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// 255 characters, wrapped at 343 pt (an iPhone row's text width).
let paragraph = String(String(repeating: "Self-sizing layouts are only as right as their text measurement. ", count: 4).prefix(255))
let text = AttributedText(paragraph, font: Font.system(size: 17))
_ = TextSystem.makeLayout(text, maxWidth: 343)

// Best of 5 batches: the machine may be shared, and the best batch is the cost without interference.
let cold = (0..<5).map { _ in
    milliseconds { for _ in 0..<20 { _ = TextSystem.makeLayout(text, maxWidth: 343) } } * 1000 / 20
}.min()!
let system = TextSystem(cacheCapacity: 64)
_ = system.layout(text, maxWidth: 343)
var lines = 0
let warm = (0..<5).map { _ in
    milliseconds { for _ in 0..<20_000 { lines &+= system.layout(text, maxWidth: 343).lineCount } } * 1000 / 20_000
}.min()!

func renderScreen() -> Data {
    let canvas = Canvas(size: Size(width: 390, height: 844), scale: 3, background: .white)
    canvas.drawLinearGradient(in: Rect(x: 0, y: 0, width: 390, height: 120),
                              colors: [Color(red: 0.2, green: 0.4, blue: 0.9), Color(red: 0.5, green: 0.2, blue: 0.8)])
    canvas.draw(TextSystem.shared.layout("Library", font: .system(size: 34, weight: .bold)), at: Point(x: 16, y: 60), color: .white)
    for row in 0..<10 {
        let y = 130.0 + Double(row) * 70
        canvas.fill(roundedRect: Rect(x: 16, y: y, width: 358, height: 62), radius: 12, color: Color(white: 0.95))
        canvas.strokeBorder(Rect(x: 16, y: y, width: 358, height: 62), width: 1, radius: 12, color: Color(white: 0.8))
        canvas.fill(Path.ellipse(in: Rect(x: 26, y: y + 11, width: 40, height: 40)), color: Color(red: 1, green: 0.6, blue: 0.1))
        canvas.draw(TextSystem.shared.layout("Row \(row) title 😀", font: .system(size: 17, weight: .semibold)),
                    at: Point(x: 76, y: y + 10), color: .black)
        canvas.draw(TextSystem.shared.layout("Subtitle with a longer description that truncates at the end",
                                             font: .system(size: 15), maxWidth: 280, numberOfLines: 1,
                                             lineBreakMode: .byTruncatingTail),
                    at: Point(x: 76, y: y + 34), color: Color(white: 0.4))
    }
    return Data(canvas.pngBytes())
}
_ = renderScreen()
var png = Data()
let render = (0..<5).map { _ in milliseconds { png = renderScreen() } }.min()!

print("| measurement | value | budget (issue 4) |")
print("| --- | ---: | ---: |")
print("| wrapped 255-character paragraph, uncached (Pango) | \(String(format: "%.0f", cold)) µs | about 380 µs measured by the issue |")
print("| the same, warm cache hit | \(String(format: "%.3f", warm)) µs | < 1 µs |")
print("| 390×844 @3x screen, render + PNG encode | \(String(format: "%.1f", render)) ms (\(png.count / 1024) KiB) | < 100 ms |")
if lines == 0 || Bitmap(data: png)?.pixelWidth != 1170 {
    print("FAIL: the benchmark's own output is wrong")
    exit(1)
}
