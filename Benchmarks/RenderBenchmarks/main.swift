// Release-build benchmark of UIKit rendering (issue 4): a full iPhone 13 screen (390×844 pt) of timeline-like cells
// drawn through UIKit's API — `UIGraphicsImageRenderer` + `view.layer.render(in:)` at 3x — and encoded to PNG.
// Prints one table; see BENCHMARKS.md.
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

@MainActor
func run() {
    UIDevice.current.simulate(.iPhone13)
    let screen = makeScreen()
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let renderer = UIGraphicsImageRenderer(bounds: screen.bounds, format: format)
    _ = renderer.pngData { ctx in screen.layer.render(in: ctx.cgContext) }
    // Best of 5 batches of 4: the machine may be shared.
    let draw = (0..<5).map { _ in
        milliseconds { for _ in 0..<4 { _ = renderer.image { ctx in screen.layer.render(in: ctx.cgContext) } } } / 4
    }.min()!
    var bytes = 0
    let drawAndEncode = (0..<5).map { _ in
        milliseconds { for _ in 0..<4 { bytes = renderer.pngData { ctx in screen.layer.render(in: ctx.cgContext) }.count } } / 4
    }.min()!
    let pdf = (0..<5).map { _ in
        milliseconds { _ = UIGraphicsPDFRenderer(bounds: screen.bounds).pdfData { ctx in ctx.beginPage(); screen.layer.render(in: ctx.cgContext) } }
    }.min()!
    print("| measurement (390×844 pt screen, 7 \(noShadows ? "unshadowed" : "shadowed") cells, 3x = 1170×2532 px) | best of 5, warm |")
    print("|---|---|")
    print("| layer.render(in:) into UIGraphicsImageRenderer.image | \(String(format: "%.1f", draw)) ms |")
    print("| render + pngData (\(bytes / 1024) KiB) | \(String(format: "%.1f", drawAndEncode)) ms |")
    print("| UIGraphicsPDFRenderer.pdfData | \(String(format: "%.1f", pdf)) ms |")
}

MainActor.assumeIsolated { run() }
