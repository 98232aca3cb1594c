internal import Graphics

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
