// UIGraphicsImageRenderer: draws into a bitmap with UIKit's block API and returns a UIImage, PNG or JPEG.

internal import Graphics

/// Draws with UIKit's block API into a bitmap of `bounds.size` points at `format.scale` pixels per point.
///
///     let image = UIGraphicsImageRenderer(bounds: view.bounds).image { ctx in view.layer.render(in: ctx.cgContext) }
///
/// Inside the block, `UIGraphicsGetCurrentContext()` is the renderer's context (so `UIColor.setFill()`,
/// `UIRectFill`, `UIImage.draw(in:)` and `view.drawHierarchy(in:afterScreenUpdates:)` draw into it). The context's
/// origin is `bounds.origin` (the top left of the image). PNG uses zlib level 1 with the Sub filter (fast, see
/// Graphics.Canvas); JPEG libjpeg-turbo.
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public init(size: CGSize) {
        bounds = CGRect(origin: .zero, size: size)
        format = UIGraphicsImageRendererFormat()
    }

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }

    public init(bounds: CGRect) {
        self.bounds = bounds
        format = UIGraphicsImageRendererFormat()
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// False: a renderer can always make a context here (non-positive sizes give a 1-pixel image).
    public var allowsImageOutput: Bool { true }

    /// Runs `actions` on a fresh canvas and returns it.
    private func render(_ actions: (UIGraphicsImageRendererContext) throws -> Void) rethrows -> Canvas {
        let (size, scale) = UIGraphicsImageRenderer.canvasGeometry(bounds.size, scale: format.scale, caller: "UIGraphicsImageRenderer")
        let canvas = Canvas(size: size, scale: scale, background: format.opaque ? .black : nil)
        canvas.translate(x: -Double(bounds.minX), y: -Double(bounds.minY))
        let cgContext = CGContext(canvas: canvas)
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format, bounds: bounds)
        try UIGraphicsContextStack.with(cgContext) { try actions(context) }
        return canvas
    }

    /// The drawing as an image of `bounds.size` points at the format's scale (at the canvas's, where that was too
    /// large a bitmap or not a scale: see `canvasGeometry`).
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let canvas = render(actions)
        return UIImage(content: .bitmap(canvas.makeBitmap()), scale: CGFloat(canvas.scale))
    }

    /// The drawing as PNG.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        Data(render(actions).pngBytes())
    }

    /// The drawing as JPEG at `compressionQuality` 0...1.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        Data(render(actions).jpegBytes(quality: Double(compressionQuality)))
    }
}

extension UIGraphicsImageRenderer {
    /// Cairo's largest image side, in pixels.
    static let maximumPixelSide: CGFloat = 32_767
    /// The most pixels a canvas may have: 2²⁶, 256 MiB of 32-bit pixels. Cairo accepts 32,767 × 32,767 pixels,
    /// 4 GiB, which a view of 10⁶ points rendered at 3× asked for and filled (23 s, and the memory of the machine).
    static let maximumPixelCount: CGFloat = 67_108_864

    /// A canvas size and scale that Cairo can make: non-finite or negative sizes become 0, a non-positive scale the
    /// screen's, sides past 32,767 pixels are clamped, and a bitmap of more than `maximumPixelCount` pixels
    /// (`limitsPixels`; a PDF page has none) is drawn at the scale that makes it that many — each reported through
    /// `UIView.layoutLog` (standard error off the main thread), never a crash.
    static func canvasGeometry(_ size: CGSize, scale: CGFloat, caller: String,
                               limitsPixels: Bool = true) -> (Size, Double) {
        // Renderers work on any thread; `UIView.layoutLog` belongs to the main actor.
        func report(_ message: String) {
            if isOnMainThread() {
                MainActor.assumeIsolated { UIView.layoutLog(message) }
            } else {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
        }
        var s = scale
        if !s.isFinite || s <= 0 {
            report("\(caller): scale \(scale) is not a positive number; using the screen's scale.")
            s = UIImage.currentScreenScale()
        }
        func side(_ value: CGFloat, _ name: String) -> Double {
            guard value.isFinite, value >= 0 else {
                report("\(caller): \(name) \(value) is not a size; drawing 0 points.")
                return 0
            }
            let limit = maximumPixelSide / s
            if value > limit {
                report("\(caller): \(name) \(value) × scale \(s) exceeds \(Int(maximumPixelSide)) pixels; clamped to \(limit) points.")
                return Double(limit)
            }
            return Double(value)
        }
        let width = side(size.width, "width"), height = side(size.height, "height")
        let pixels = width * height * Double(s * s)
        if limitsPixels, pixels > Double(maximumPixelCount) {
            // The same points at a lower resolution.
            let lower = Double(s) * (Double(maximumPixelCount) / pixels).squareRoot()
            report("\(caller): \(width) × \(height) points at scale \(s) is \(Int(pixels)) pixels, more than "
                + "\(Int(maximumPixelCount)); drawing at scale \(lower).")
            return (Size(width: width, height: height), lower)
        }
        return (Size(width: width, height: height), Double(s))
    }
}
