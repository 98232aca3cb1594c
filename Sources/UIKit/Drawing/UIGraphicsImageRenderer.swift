// UIGraphicsImageRenderer: draws into a bitmap with UIKit's block API and returns a UIImage, PNG or JPEG.

internal import Graphics

/// Settings for an image renderer: pixels per point, opaqueness.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point (the main screen's by default, as on iOS).
    public var scale: CGFloat
    /// An opaque renderer starts black instead of transparent (as a bitmap without alpha would show).
    public var opaque: Bool
    public var preferredRange: Range = .automatic

    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended, standard }

    public init() {
        scale = UIImage.currentScreenScale()
        opaque = false
    }

    public init(for traitCollection: UITraitCollection) {
        scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIImage.currentScreenScale()
        opaque = false
    }

    /// The default format (main screen scale).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format for the main screen.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's drawing block gets: the Core Graphics context and a few conveniences.
public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, bounds: CGRect) {
        self.cgContext = cgContext
        self.format = format
        self.bounds = bounds
    }

    /// The image drawn so far.
    public var currentImage: UIImage {
        UIImage(content: .bitmap(cgContext.canvas.makeBitmap()), scale: format.scale)
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
    /// Strokes a 1-point frame inside `rect` with the current fill colour.
    public func stroke(_ rect: CGRect) {
        UIGraphicsContextStack.with(cgContext) { UIRectFrame(rect) }
    }
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

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

    /// The drawing as an image of `bounds.size` points at the format's scale.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let canvas = render(actions)
        return UIImage(content: .bitmap(canvas.makeBitmap()), scale: format.scale)
    }

    /// The drawing as PNG.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        render(actions).pngData()
    }

    /// The drawing as JPEG at `compressionQuality` 0...1.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        render(actions).jpegData(quality: Double(compressionQuality))
    }
}

extension UIGraphicsImageRenderer {
    /// Cairo's largest image side, in pixels.
    static let maximumPixelSide: CGFloat = 32_767

    /// A canvas size and scale that Cairo can make: non-finite or negative sizes become 0, a non-positive scale the
    /// screen's, and sides past 32,767 pixels are clamped — each reported through `UIView.layoutLog` (standard error off the main thread), never a crash.
    static func canvasGeometry(_ size: CGSize, scale: CGFloat, caller: String) -> (Size, Double) {
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
        return (Size(width: side(size.width, "width"), height: side(size.height, "height")), Double(s))
    }
}
