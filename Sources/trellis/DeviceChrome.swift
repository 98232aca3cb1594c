import Graphics
import UIKit

/// What the simulator draws over an app in a screenshot: the status bar (9:41, signal, Wi-Fi, battery) inside the
/// top safe area, in the colour the app's `preferredStatusBarStyle` asks for, and the home indicator on devices
/// without a home button. Described in points as a list of `ChromeMark`s, drawn over the rendered window on a
/// `Graphics.Canvas` (PNG) or a UIKit `CGContext` (PDF).
struct DeviceChrome {
    let device: SimulatedDevice
    let orientation: UIDeviceOrientation
    let style: UIStatusBarStyle
    let appearance: UIUserInterfaceStyle
    let statusBarHidden: Bool

    /// Light content (white glyphs) for `.lightContent`, and for `.default` in dark mode (as iOS 13+ does);
    /// dark content otherwise.
    var usesLightContent: Bool {
        switch style {
        case .lightContent: true
        case .darkContent: false
        default: appearance == .dark
        }
    }

    var glyphColor: Color { usesLightContent ? .white : .black }

    var screenSize: CGSize { device.screenSize(in: orientation) }

    /// iOS hides the status bar of iPhones in landscape (compact height); iPads always show it.
    var showsStatusBar: Bool {
        guard !statusBarHidden else { return false }
        return device.idiom == .pad || !orientation.isLandscape
    }

    /// The status bar's height: the top safe-area inset, less the 5 pt gap under the time on Dynamic Island phones.
    var statusBarHeight: Double {
        let top = Double(device.safeAreaInsets(in: .portrait).top)
        return top >= 59 ? 54 : top
    }

    /// Everything the chrome draws, in painting order.
    var marks: [ChromeMark] {
        var canvas = MarkList()
        if showsStatusBar { drawStatusBar(on: &canvas) }
        if DeviceCatalog.hasHomeIndicator(device) { drawHomeIndicator(on: &canvas) }
        return canvas.marks
    }

    /// Draws the chrome on a Graphics canvas (the PNG screenshot).
    func draw(on canvas: Canvas) {
        for mark in marks { mark.draw(on: canvas) }
    }

    /// Draws the chrome through UIKit on `context` (the PDF page: vector paths and text).
    @MainActor
    func draw(in context: CGContext) {
        for mark in marks { mark.draw(in: context) }
    }

    /// Collects marks with the drawing calls the chrome is written in.
    private struct MarkList {
        var marks: [ChromeMark] = []
        mutating func draw(_ text: (string: String, size: Double, weight: FontWeight), at origin: Point, color: Color) {
            marks.append(.text(text.string, size: text.size, weight: text.weight, origin: origin, color: color))
        }
        mutating func fill(roundedRect rect: Rect, radius: Double, corners: Corners = .all, color: Color) {
            marks.append(.fill(Path.roundedRect(rect, radius: radius, corners: corners), color, evenOdd: false))
        }
        mutating func fill(_ path: Path, color: Color) { marks.append(.fill(path, color, evenOdd: false)) }
        mutating func stroke(_ path: Path, color: Color, style: StrokeStyle) { marks.append(.stroke(path, color, style)) }
        /// A border `width` wide inside `rect` (the inner edge's radius is `radius − width`, as `Canvas.strokeBorder`).
        mutating func strokeBorder(_ rect: Rect, width: Double, radius: Double, color: Color) {
            var ring = Path.roundedRect(rect, radius: radius)
            let inner = rect.insetBy(width)
            if inner.width > 0, inner.height > 0 {
                let outer = max(0, min(radius, rect.width / 2, rect.height / 2))
                ring.elements += Path.roundedRect(inner, radius: max(0, outer - width)).elements
            }
            marks.append(.fill(ring, color, evenOdd: true))
        }
    }

    // MARK: Status bar

    private func drawStatusBar(on canvas: inout MarkList) {
        let width = Double(screenSize.width)
        let height = statusBarHeight
        if device.idiom == .pad {
            // iPad: time and date on the left, Wi-Fi, percentage and battery on the right.
            let time = text("9:41  Mon Jun 10", size: 12, weight: .semibold)
            canvas.draw((time.string, time.size, time.weight), at: Point(x: 20, y: (height - time.measured.height) / 2), color: glyphColor)
            let battery = Rect(x: width - 20 - 25, y: (height - 12) / 2, width: 25, height: 12)
            drawBattery(battery, on: &canvas)
            let percent = text("100%", size: 12, weight: .semibold)
            let percentX = battery.minX - 4 - percent.measured.width
            canvas.draw((percent.string, percent.size, percent.weight), at: Point(x: percentX, y: (height - percent.measured.height) / 2), color: glyphColor)
            drawWiFi(center: Point(x: percentX - 14, y: height / 2 + 4), radius: 9, on: &canvas)
        } else if height <= 20 {
            // Home-button iPhones: signal and Wi-Fi on the left, time centred, battery on the right.
            let time = text("9:41 AM", size: 12, weight: .semibold)
            canvas.draw((time.string, time.size, time.weight), at: Point(x: (width - time.measured.width) / 2, y: (height - time.measured.height) / 2), color: glyphColor)
            drawSignal(Rect(x: 6, y: (height - 9) / 2, width: 15, height: 9), on: &canvas)
            drawWiFi(center: Point(x: 34, y: height / 2 + 4), radius: 8, on: &canvas)
            drawBattery(Rect(x: width - 6 - 25, y: (height - 11) / 2, width: 25, height: 11), on: &canvas)
        } else {
            // Notch and Dynamic Island iPhones: time centred in the left ear, icons in the right ear.
            let earCenterY = height >= 54 ? 31.0 : height / 2 + 2
            let earWidth = (width - 126) / 2
            let time = text("9:41", size: 17, weight: .semibold)
            canvas.draw((time.string, time.size, time.weight), at: Point(x: earWidth / 2 - time.measured.width / 2 + 6, y: earCenterY - time.measured.height / 2),
                        color: glyphColor)
            let right = width - earWidth / 2 - 6
            drawSignal(Rect(x: right - 34, y: earCenterY - 6, width: 18, height: 12), on: &canvas)
            drawWiFi(center: Point(x: right - 4, y: earCenterY + 5), radius: 9, on: &canvas)
            drawBattery(Rect(x: right + 10, y: earCenterY - 6.5, width: 27, height: 13), on: &canvas)
        }
    }

    /// A line of status-bar text and its measured size.
    private func text(_ string: String, size: Double, weight: FontWeight)
        -> (string: String, size: Double, weight: FontWeight, measured: Size) {
        (string, size, weight, ChromeMark.layout(string, size: size, weight: weight).size)
    }

    /// Four bars of rising height, all full.
    private func drawSignal(_ rect: Rect, on canvas: inout MarkList) {
        let gap = rect.width * 0.1
        let barWidth = (rect.width - 3 * gap) / 4
        for i in 0..<4 {
            let barHeight = rect.height * (0.4 + 0.2 * Double(i))
            let bar = Rect(x: rect.minX + Double(i) * (barWidth + gap), y: rect.maxY - barHeight, width: barWidth, height: barHeight)
            canvas.fill(roundedRect: bar, radius: barWidth / 3, color: glyphColor)
        }
    }

    /// Three arcs and a dot, fanning up from `center`.
    private func drawWiFi(center: Point, radius: Double, on canvas: inout MarkList) {
        let start = -Double.pi * 3 / 4, end = -Double.pi / 4
        for i in 0..<3 {
            let r = radius * (1 - Double(i) * 0.33)
            guard i < 2 else {
                var wedge = Path()
                wedge.move(to: center)
                wedge.addArc(center: center, radius: r, startAngle: start, endAngle: end, clockwise: true)
                wedge.close()
                canvas.fill(wedge, color: glyphColor)
                continue
            }
            var arc = Path()
            arc.addArc(center: center, radius: r - 1.1, startAngle: start, endAngle: end, clockwise: true)
            canvas.stroke(arc, color: glyphColor, style: StrokeStyle(lineWidth: 2.2))
        }
    }

    /// A full battery: outline, fill and the terminal nub.
    private func drawBattery(_ rect: Rect, on canvas: inout MarkList) {
        canvas.strokeBorder(rect, width: 1, radius: rect.height * 0.3, color: glyphColor.withAlpha(0.4))
        canvas.fill(roundedRect: rect.insetBy(2), radius: rect.height * 0.2, color: glyphColor)
        let nub = Rect(x: rect.maxX + 1, y: rect.minY + rect.height * 0.32, width: 1.5, height: rect.height * 0.36)
        canvas.fill(roundedRect: nub, radius: 0.75, corners: [.maxXMinY, .maxXMaxY], color: glyphColor.withAlpha(0.4))
    }

    // MARK: Home indicator

    /// The bar at the bottom: 134×5 pt on iPhones in portrait, wider in landscape and on iPads, 8 pt from the edge.
    private func drawHomeIndicator(on canvas: inout MarkList) {
        let size = screenSize
        let barWidth: Double = device.idiom == .pad ? 315 : orientation.isLandscape ? 208 : 134
        let bar = Rect(x: (Double(size.width) - barWidth) / 2, y: Double(size.height) - 8 - 5, width: barWidth, height: 5)
        canvas.fill(roundedRect: bar, radius: 2.5, color: appearance == .dark ? .white : .black)
    }
}
