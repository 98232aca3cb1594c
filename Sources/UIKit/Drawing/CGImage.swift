// CGImage: Core Graphics' pixel image, which Foundation on Linux lacks.

internal import Graphics

/// An immutable bitmap in pixels (`UIImage.cgImage`, `CGContext.draw(_:in:)`, `CALayer.contents`).
public final class CGImage: @unchecked Sendable {
    let bitmap: Bitmap

    init(bitmap: Bitmap) { self.bitmap = bitmap }

    /// Width and height in pixels.
    public var width: Int { bitmap.pixelWidth }
    public var height: Int { bitmap.pixelHeight }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
}
