// Release-build benchmark of UIKit rendering (issue 4): a full iPhone 13 screen (390×844 pt) of timeline-like cells
// drawn through UIKit's API — `UIGraphicsImageRenderer` + `view.layer.render(in:)` at 3x — and encoded to PNG, once
// with views never displayed (each render calls draw(_:)) and once hosted in a window after the display pass (renders
// play the cached contents back). Prints one table; see BENCHMARKS.md.
//
//   swift run -c release --scratch-path .build-release RenderBenchmarks
//   TRELLIS_BENCH_NO_SHADOWS=1 swift run -c release --scratch-path .build-release RenderBenchmarks   # cells unshadowed
import UIKit

let noShadows = ProcessInfo.processInfo.environment["TRELLIS_BENCH_NO_SHADOWS"] == "1"

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

@MainActor
func makeScreen() -> UIView {
    final class Header: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    screen.backgroundColor = .systemBackground
    let header = Header(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
    (header.layer as! CAGradientLayer).colors = [UIColor.systemIndigo.cgColor, UIColor.systemPurple.cgColor]
    screen.addSubview(header)
    let title = UILabel(frame: CGRect(x: 16, y: 64, width: 358, height: 41))
    title.text = "Timeline"
    title.font = .systemFont(ofSize: 34, weight: .bold)
    title.textColor = .white
    header.addSubview(title)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let avatarImage = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 48), format: format).image { ctx in
        UIColor.systemOrange.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 48, height: 48))
        UIColor.white.setFill()
        UIBezierPath(ovalIn: CGRect(x: 12, y: 8, width: 24, height: 24)).fill()
    }
    for row in 0..<7 {
        let cell = UIView(frame: CGRect(x: 12, y: 132 + CGFloat(row) * 100, width: 366, height: 92))
        cell.backgroundColor = .secondarySystemBackground
        cell.layer.cornerRadius = 12
        cell.layer.shadowOpacity = noShadows ? 0 : 0.15
        cell.layer.shadowRadius = 4
        cell.layer.shadowOffset = CGSize(width: 0, height: 2)
        screen.addSubview(cell)
        let avatar = UIImageView(image: avatarImage)
        avatar.frame = CGRect(x: 12, y: 12, width: 48, height: 48)
        avatar.layer.cornerRadius = 10
        avatar.clipsToBounds = true
        cell.addSubview(avatar)
        let name = UILabel(frame: CGRect(x: 72, y: 12, width: 220, height: 20))
        name.text = "App Store @AppStore · \(row + 1)h"
        name.font = .preferredFont(forTextStyle: .headline)
        cell.addSubview(name)
        let body = UILabel(frame: CGRect(x: 72, y: 34, width: 282, height: 40))
        body.numberOfLines = 2
        body.font = .preferredFont(forTextStyle: .subheadline)
        body.text = "Prepare for a trip into the underworld! 😈 In Pinstripe you'll guide Tim as he navigates this dark realm."
        cell.addSubview(body)
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "heart"), for: .normal)
        button.frame = CGRect(x: 324, y: 8, width: 34, height: 34)
        cell.addSubview(button)
    }
    screen.layoutIfNeeded()
    return screen
}

/// A text-heavy screen: 36 two-line labels over a plain background, where what `draw(_:)` does (building the text,
/// finding its layout, resolving colours) is a larger share of a render than on the timeline screen.
@MainActor
func makeTextScreen() -> UIView {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    screen.backgroundColor = .systemBackground
    for row in 0..<36 {
        let label = UILabel(frame: CGRect(x: 16, y: 8 + CGFloat(row) * 23, width: 358, height: 22))
        label.numberOfLines = 2
        label.font = .preferredFont(forTextStyle: row % 3 == 0 ? .headline : .footnote)
        label.textColor = row % 2 == 0 ? .label : .secondaryLabel
        label.text = "Row \(row + 1): Prepare for a trip into the underworld, where Tim navigates a dark realm."
        screen.addSubview(label)
    }
    return screen
}

/// Hosts `screen` in a visible window and ends a run loop turn: the display pass records every view's drawing.
@MainActor
func displayed(_ screen: UIView) -> UIView {
    let window = UIWindow(frame: screen.frame)
    window.addSubview(screen)
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return screen
}

/// The best of 5 batches of 4 (the machine may be shared), in milliseconds per iteration.
func bestOf5(_ body: () -> Void) -> Double {
    (0..<5).map { _ in milliseconds { for _ in 0..<4 { body() } } / 4 }.min()!
}

@MainActor
func run() {
    UIDevice.current.simulate(.iPhone13)
    // Never displayed (no window, so no display pass): every render calls each view's draw(_:).
    let live = makeScreen()
    // In a visible window after a run loop turn: the display pass recorded each view's drawing once, and renders play
    // the backing stores back.
    let cached = displayed(makeScreen())
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let renderer = UIGraphicsImageRenderer(bounds: live.bounds, format: format)
    _ = renderer.pngData { ctx in live.layer.render(in: ctx.cgContext) }
    _ = renderer.pngData { ctx in cached.layer.render(in: ctx.cgContext) }
    let drawLive = bestOf5 { _ = renderer.image { ctx in live.layer.render(in: ctx.cgContext) } }
    let drawCached = bestOf5 { _ = renderer.image { ctx in cached.layer.render(in: ctx.cgContext) } }
    var bytes = 0
    let drawAndEncode = bestOf5 { bytes = renderer.pngData { ctx in cached.layer.render(in: ctx.cgContext) }.count }
    func pdf(_ screen: UIView) -> Double {
        bestOf5 { _ = UIGraphicsPDFRenderer(bounds: screen.bounds).pdfData { ctx in ctx.beginPage(); screen.layer.render(in: ctx.cgContext) } }
    }
    let pdfLive = pdf(live), pdfCached = pdf(cached)
    let same = renderer.pngData { ctx in live.layer.render(in: ctx.cgContext) }
        == renderer.pngData { ctx in cached.layer.render(in: ctx.cgContext) }
    print("| measurement (390×844 pt screen, 7 \(noShadows ? "unshadowed" : "shadowed") cells, 3x = 1170×2532 px) | best of 5, warm |")
    print("|---|---|")
    print("| layer.render(in:) into UIGraphicsImageRenderer.image, views never displayed (draw(_:) every render) | \(String(format: "%.1f", drawLive)) ms |")
    print("| the same, views displayed (cached contents played back) | \(String(format: "%.1f", drawCached)) ms |")
    print("| render (cached) + pngData (\(bytes / 1024) KiB) | \(String(format: "%.1f", drawAndEncode)) ms |")
    print("| UIGraphicsPDFRenderer.pdfData, never displayed / cached | \(String(format: "%.1f", pdfLive)) / \(String(format: "%.1f", pdfCached)) ms |")
    print("| cached and live renders pixel-identical | \(same ? "yes" : "NO") |")
    // The text-heavy screen at 1x (little rasterisation per label) and 3x.
    let text = makeTextScreen(), textCached = displayed(makeTextScreen())
    for scale in [1.0, 3.0] as [CGFloat] {
        let textFormat = UIGraphicsImageRendererFormat()
        textFormat.scale = scale
        let textRenderer = UIGraphicsImageRenderer(bounds: text.bounds, format: textFormat)
        _ = textRenderer.image { ctx in text.layer.render(in: ctx.cgContext) }
        let textLive = bestOf5 { _ = textRenderer.image { ctx in text.layer.render(in: ctx.cgContext) } }
        let textPlayed = bestOf5 { _ = textRenderer.image { ctx in textCached.layer.render(in: ctx.cgContext) } }
        print("| text screen (36 two-line labels) at \(Int(scale))x, never displayed / cached | "
            + "\(String(format: "%.1f", textLive)) / \(String(format: "%.1f", textPlayed)) ms |")
    }
}

MainActor.assumeIsolated { run() }
