import Foundation
import Graphics
import UIKit

/// Draws a running scene as the simulator's screenshot would show it: the window through UIKit's renderer
/// (`UIGraphicsImageRenderer` + `layer.render(in:)`), then the device chrome on top.
@MainActor
enum ScreenRenderer {
    /// PNG bytes of the screen at `scale` pixels per point (the device's scale when nil).
    static func png(_ scene: HeadlessScene, scale: Double?, chrome: Bool = true) throws -> (data: Data, pixelWidth: Int, pixelHeight: Int) {
        let window = scene.window
        let pixelsPerPoint = scale ?? Double(scene.configuration.device.scale)
        let format = UIGraphicsImageRendererFormat()
        format.scale = CGFloat(pixelsPerPoint)
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(bounds: window.bounds, format: format)
        let windowPNG = renderer.pngData { context in
            window.layer.render(in: context.cgContext)
        }
        guard let bitmap = Bitmap(pngData: windowPNG) else {
            throw TrellisError.renderFailed("the renderer's PNG could not be read back")
        }
        let size = Size(width: Double(window.bounds.width), height: Double(window.bounds.height))
        // Black behind the window, as the simulator's screen is where the app draws nothing.
        let canvas = Canvas(size: size, scale: pixelsPerPoint, background: .black)
        canvas.draw(bitmap, in: Rect(origin: .zero, size: size))
        if chrome { makeChrome(for: scene).draw(on: canvas) }
        return (Data(canvas.pngBytes()), canvas.pixelWidth, canvas.pixelHeight)
    }

    /// A one-page PDF of the screen in vector form: the window, with the device chrome drawn over it as in the PNG.
    static func pdf(_ scene: HeadlessScene, chrome: Bool = true) -> Data {
        pdf(of: scene.window, chrome: chrome ? makeChrome(for: scene) : nil)
    }

    /// A one-page PDF of `window`, the `chrome` (status bar, home indicator) on top as paths and text.
    static func pdf(of window: UIWindow, chrome: DeviceChrome?) -> Data {
        let renderer = UIGraphicsPDFRenderer(bounds: window.bounds)
        return renderer.pdfData { context in
            context.beginPage()
            window.layer.render(in: context.cgContext)
            chrome?.draw(in: context.cgContext)
        }
    }

    static func makeChrome(for scene: HeadlessScene) -> DeviceChrome {
        DeviceChrome(device: scene.configuration.device, orientation: scene.configuration.orientation,
                     style: scene.statusBarStyle, appearance: scene.configuration.style,
                     statusBarHidden: scene.prefersStatusBarHidden)
    }
}
