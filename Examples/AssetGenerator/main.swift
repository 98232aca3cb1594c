// Draws the sample pictures the example apps load with `UIImage(named:)`, into Examples/Assets/.
//
//   swift run trellis-assets [output-directory]
//
// Every picture is made here from shapes, gradients and text (no third-party pictures), at the sizes the
// articles give: tweet media 514×315 pt as @2x files, avatars, the Twitter profile header of 1500×500 pixels
// (an @2x file: 750×250 pt, the "natural width" of 750 the article divides by), the album cover, and the photos
// of the image-cell article in several aspect ratios. The output is deterministic, so running the script again
// reproduces the committed files byte for byte.

import Foundation
import Graphics

/// A colour from a 0xRRGGBB literal.
func rgb(_ hex: UInt32, alpha: Double = 1) -> Color {
    Color(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
          blue: Double(hex & 0xFF) / 255, alpha: alpha)
}

/// A fixed pseudo-random sequence (so that the pictures are the same on every run).
struct Dice {
    var state: UInt64
    mutating func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double((state >> 11) & ((1 << 53) - 1)) / Double(1 << 53)
    }
    mutating func next(_ range: ClosedRange<Double>) -> Double { range.lowerBound + next() * (range.upperBound - range.lowerBound) }
}

func circle(_ center: Point, _ radius: Double) -> Path {
    var path = Path()
    path.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    path.close()
    return path
}

func star(_ center: Point, outer: Double, inner: Double, points: Int = 5) -> Path {
    var path = Path()
    for i in 0..<(points * 2) {
        let radius = i.isMultiple(of: 2) ? outer : inner
        let angle = -Double.pi / 2 + Double(i) * .pi / Double(points)
        let p = Point(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
        if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.close()
    return path
}

/// Text centred on `center`, in the system font (Inter).
func drawText(_ text: String, on canvas: Canvas, center: Point, size: Double, weight: FontWeight = .bold, color: Color = .white) {
    let layout = TextSystem.shared.layout(text, font: .system(size: size, weight: weight))
    let measured = layout.measurement(scale: 1).size
    canvas.draw(layout, at: Point(x: center.x - measured.width / 2, y: center.y - measured.height / 2), color: color)
}

/// One picture: its file name, its size in points, its scale, and how to draw it.
struct Picture {
    let name: String
    let size: Size
    let scale: Double
    let draw: (Canvas) -> Void

    var fileName: String { scale == 1 ? "\(name).png" : "\(name)@\(Int(scale))x.png" }
}

let tweetSize = Size(width: 514, height: 315)

let pictures: [Picture] = [
    // Tweet 1: night sky with stars and a crescent (astrology).
    Picture(name: "tweet1", size: tweetSize, scale: 2) { c in
        let r = Rect(origin: .zero, size: tweetSize)
        c.drawLinearGradient(in: r, colors: [rgb(0x0B1036), rgb(0x3A1C71), rgb(0xD76D77)])
        var dice = Dice(state: 1)
        for _ in 0..<60 {
            let p = Point(x: dice.next(0...514), y: dice.next(0...230))
            c.fill(circle(p, dice.next(0.6...1.8)), color: Color(white: 1, alpha: dice.next(0.4...0.9)))
        }
        c.fill(star(Point(x: 400, y: 90), outer: 26, inner: 11), color: rgb(0xFFE29A))
        c.fill(circle(Point(x: 130, y: 110), 52), color: rgb(0xFFF4D6))
        c.fill(circle(Point(x: 152, y: 96), 50), color: rgb(0x20164F))
        drawText("CO–STAR", on: c, center: Point(x: 257, y: 262), size: 34, weight: .heavy)
    },
    // Tweet 2: a dark underworld with a lit doorway (Pinstripe).
    Picture(name: "tweet2", size: tweetSize, scale: 2) { c in
        let r = Rect(origin: .zero, size: tweetSize)
        c.drawLinearGradient(in: r, colors: [rgb(0x1B1B2F), rgb(0x162447), rgb(0x1F4068)])
        c.drawRadialGradient(in: Rect(x: 157, y: 40, width: 200, height: 260), colors: [rgb(0xE43F5A, alpha: 0.8), rgb(0xE43F5A, alpha: 0)])
        c.fill(roundedRect: Rect(x: 222, y: 110, width: 70, height: 150), radius: 35, corners: [.minXMinY, .maxXMinY], color: rgb(0xFFD369))
        var dice = Dice(state: 2)
        for i in 0..<9 {
            let x = Double(i) * 64 + dice.next(-10...10)
            let h = dice.next(40...120)
            c.fill(Rect(x: x, y: 315 - h, width: 30, height: h), color: rgb(0x0F0F1A))
        }
        drawText("PINSTRIPE", on: c, center: Point(x: 257, y: 60), size: 30, weight: .heavy, color: rgb(0xF6F6F6))
    },
    // Tweet 3 (used by the profile): mountains at dawn.
    Picture(name: "tweet3", size: tweetSize, scale: 2) { c in
        let r = Rect(origin: .zero, size: tweetSize)
        c.drawLinearGradient(in: r, colors: [rgb(0xFF9966), rgb(0xFF5E62), rgb(0x6A3093)])
        c.fill(circle(Point(x: 360, y: 150), 48), color: rgb(0xFFF1B5))
        var far = Path()
        far.move(to: Point(x: 0, y: 315)); far.addLine(to: Point(x: 0, y: 210)); far.addLine(to: Point(x: 120, y: 130))
        far.addLine(to: Point(x: 230, y: 220)); far.addLine(to: Point(x: 340, y: 150)); far.addLine(to: Point(x: 514, y: 240))
        far.addLine(to: Point(x: 514, y: 315)); far.close()
        c.fill(far, color: rgb(0x41295A, alpha: 0.85))
        var near = Path()
        near.move(to: Point(x: 0, y: 315)); near.addLine(to: Point(x: 0, y: 260)); near.addLine(to: Point(x: 180, y: 200))
        near.addLine(to: Point(x: 330, y: 270)); near.addLine(to: Point(x: 440, y: 230)); near.addLine(to: Point(x: 514, y: 260))
        near.addLine(to: Point(x: 514, y: 315)); near.close()
        c.fill(near, color: rgb(0x2F0743))
    },
    // Tweet 4: a game board of coloured tiles (top games).
    Picture(name: "tweet4", size: tweetSize, scale: 2) { c in
        c.fill(Rect(origin: .zero, size: tweetSize), color: rgb(0x111827))
        let colors: [UInt32] = [0xF94144, 0xF3722C, 0xF8961E, 0xF9C74F, 0x90BE6D, 0x43AA8B, 0x577590, 0x9B5DE5]
        var dice = Dice(state: 4)
        for row in 0..<5 {
            for col in 0..<8 {
                let color = rgb(colors[Int(dice.next() * Double(colors.count)) % colors.count])
                c.fill(roundedRect: Rect(x: 17 + Double(col) * 61, y: 14 + Double(row) * 61, width: 54, height: 54), radius: 12, color: color)
            }
        }
        c.fill(roundedRect: Rect(x: 107, y: 117, width: 300, height: 82), radius: 20, color: rgb(0x111827, alpha: 0.85))
        drawText("TOP GAMES", on: c, center: Point(x: 257, y: 158), size: 40, weight: .heavy)
    },
    // Tweet 5: calm circles (yoga).
    Picture(name: "tweet5", size: tweetSize, scale: 2) { c in
        let r = Rect(origin: .zero, size: tweetSize)
        c.drawLinearGradient(in: r, colors: [rgb(0xA8E6CF), rgb(0xDCEDC1)], start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
        for i in 0..<6 {
            let radius = 150 - Double(i) * 24
            c.fill(circle(Point(x: 257, y: 180), radius), color: rgb(0x3D8361, alpha: 0.12 + Double(i) * 0.05))
        }
        drawText("breathe", on: c, center: Point(x: 257, y: 180), size: 36, weight: .semibold, color: rgb(0x1C6758))
    },
    // Avatars: 100×100 pt @2x, a rounded square with a glyph.
    Picture(name: "user_appstore", size: Size(width: 100, height: 100), scale: 2) { c in
        c.drawLinearGradient(in: Rect(x: 0, y: 0, width: 100, height: 100), colors: [rgb(0x1AC8FB), rgb(0x1D6FF2)])
        drawText("A", on: c, center: Point(x: 50, y: 50), size: 60, weight: .heavy)
    },
    Picture(name: "user_applearcade", size: Size(width: 100, height: 100), scale: 2) { c in
        c.drawLinearGradient(in: Rect(x: 0, y: 0, width: 100, height: 100), colors: [rgb(0xFF2D55), rgb(0xFF9500)])
        c.fill(roundedRect: Rect(x: 22, y: 36, width: 56, height: 30), radius: 15, color: .white)
        c.fill(circle(Point(x: 37, y: 51), 5), color: rgb(0xFF2D55))
        c.fill(circle(Point(x: 63, y: 51), 5), color: rgb(0xFF9500))
    },
    Picture(name: "avatar", size: Size(width: 100, height: 100), scale: 2) { c in
        c.drawLinearGradient(in: Rect(x: 0, y: 0, width: 100, height: 100), colors: [rgb(0x0A84FF), rgb(0x5E5CE6)])
        c.fill(star(Point(x: 50, y: 52), outer: 34, inner: 14), color: .white)
    },
    // The profile header: 1500×500 pixels (750×250 pt @2x), a wide landscape.
    Picture(name: "header", size: Size(width: 750, height: 250), scale: 2) { c in
        let r = Rect(x: 0, y: 0, width: 750, height: 250)
        c.drawLinearGradient(in: r, colors: [rgb(0x4FACFE), rgb(0x00F2FE), rgb(0xB8F5D0)])
        var dice = Dice(state: 9)
        for _ in 0..<14 {
            let p = Point(x: dice.next(0...750), y: dice.next(20...120))
            let w = dice.next(40...110)
            c.fill(roundedRect: Rect(x: p.x, y: p.y, width: w, height: w * 0.3), radius: w * 0.15, color: Color(white: 1, alpha: 0.55))
        }
        var hills = Path()
        hills.move(to: Point(x: 0, y: 250)); hills.addLine(to: Point(x: 0, y: 180))
        hills.addCurve(to: Point(x: 380, y: 170), control1: Point(x: 120, y: 120), control2: Point(x: 260, y: 220))
        hills.addCurve(to: Point(x: 750, y: 150), control1: Point(x: 520, y: 120), control2: Point(x: 640, y: 200))
        hills.addLine(to: Point(x: 750, y: 250)); hills.close()
        c.fill(hills, color: rgb(0x2E8B57))
    },
    // The album cover: 300×300 pt @2x.
    Picture(name: "album", size: Size(width: 300, height: 300), scale: 2) { c in
        c.fill(Rect(x: 0, y: 0, width: 300, height: 300), color: rgb(0x1C1C1E))
        for i in 0..<12 {
            let y = 30 + Double(i) * 20
            let width = 40 + Double((i * 37) % 11) * 20
            c.fill(Rect(x: 150 - width / 2, y: y, width: width, height: 8), color: rgb(0xFF3B30, alpha: 0.35 + Double(i % 4) * 0.15))
        }
        drawText("WHATEVER", on: c, center: Point(x: 150, y: 262), size: 26, weight: .heavy)
    },
]

/// The image-cell article's photos: different aspect ratios (wide, tall, square) at 1x.
let photoSpecs: [(name: String, size: Size, colors: [UInt32])] = [
    ("photo1", Size(width: 400, height: 300), [0x355C7D, 0x6C5B7B, 0xC06C84]),
    ("photo2", Size(width: 300, height: 400), [0x11998E, 0x38EF7D]),
    ("photo3", Size(width: 480, height: 240), [0xFC4A1A, 0xF7B733]),
    ("photo4", Size(width: 320, height: 320), [0x8E2DE2, 0x4A00E0]),
    ("photo5", Size(width: 360, height: 270), [0x00B4DB, 0x0083B0]),
    ("photo6", Size(width: 240, height: 360), [0xEB5757, 0x000000]),
]

let photos: [Picture] = photoSpecs.enumerated().map { index, spec in
    Picture(name: spec.name, size: spec.size, scale: 1) { c in
        let r = Rect(origin: .zero, size: spec.size)
        c.drawLinearGradient(in: r, colors: spec.colors.map { rgb($0) }, start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
        var dice = Dice(state: UInt64(100 + index))
        for _ in 0..<8 {
            let p = Point(x: dice.next(0...spec.size.width), y: dice.next(0...spec.size.height))
            c.fill(circle(p, dice.next(12...60)), color: Color(white: 1, alpha: dice.next(0.1...0.3)))
        }
        drawText("\(Int(spec.size.width))×\(Int(spec.size.height))", on: c,
                 center: Point(x: spec.size.width / 2, y: spec.size.height / 2), size: 28, weight: .bold)
    }
}

let arguments = CommandLine.arguments.dropFirst()
let output: URL
if let path = arguments.first {
    output = URL(fileURLWithPath: path, isDirectory: true)
} else {
    // Examples/AssetGenerator/main.swift → Examples/Assets
    output = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets", isDirectory: true)
}

do {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    for picture in pictures + photos {
        let canvas = Canvas(size: picture.size, scale: picture.scale, background: .white)
        picture.draw(canvas)
        let url = output.appendingPathComponent(picture.fileName)
        try Data(canvas.pngBytes(compressionLevel: 9)).write(to: url)
        print("\(picture.fileName)  \(canvas.pixelWidth)×\(canvas.pixelHeight) px")
    }
} catch {
    FileHandle.standardError.write(Data("trellis-assets: \(error.localizedDescription)\n".utf8))
    exit(1)
}
