// Decoded images: PNG through Cairo, JPEG through libjpeg(-turbo).

internal import CPangoCairo
internal import Foundation

/// A decoded raster image (a Cairo image surface: premultiplied ARGB32, or RGB24 for JPEG). Immutable once made,
/// so it can be shared between threads and drawn by any canvas.
public final class Bitmap: @unchecked Sendable {
    let surface: OpaquePointer
    public let pixelWidth: Int
    public let pixelHeight: Int

    /// Takes ownership of a Cairo image surface.
    init?(surface: OpaquePointer?) {
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_width(surface) > 0, cairo_image_surface_get_height(surface) > 0 else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        self.surface = surface
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Decodes PNG or JPEG bytes (recognised by signature, as `UIImage(data:)`); nil for anything else. Takes any
    /// byte collection (`Data`, `[UInt8]`): Graphics is built with library evolution and imports Foundation only
    /// internally (see Package.swift), so no Foundation type appears in its API.
    public convenience init?(data: some Collection<UInt8>) {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            self.init(pngData: data)
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            self.init(jpegData: data)
        } else {
            return nil
        }
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// Decodes PNG data with Cairo (any PNG colour type; the result is premultiplied ARGB32).
    public convenience init?(pngData data: some Collection<UInt8>) {
        self.init(pngArray: [UInt8](data))
    }

    /// The PNG decoder proper (not generic: Cairo's read callback needs a class, which a generic function cannot nest).
    private convenience init?(pngArray bytes: [UInt8]) {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let surface = withExtendedLifetime(reader) { () -> OpaquePointer? in
            cairo_image_surface_create_from_png_stream({ closure, out, length in
                let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let n = Int(length)
                guard r.offset + n <= r.bytes.count, let out else { return CAIRO_STATUS_READ_ERROR }
                r.bytes.withUnsafeBufferPointer { src in
                    out.update(from: src.baseAddress! + r.offset, count: n)
                }
                r.offset += n
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        self.init(surface: surface)
    }

    /// Decodes JPEG data (greyscale, YCbCr or RGB) with libjpeg-turbo.
    public convenience init?(jpegData data: some Collection<UInt8>) {
        func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> OpaquePointer? {
            guard let base = bytes.baseAddress else { return nil }
            return trellis_decode_jpeg(base, bytes.count)
        }
        let surface = data.withContiguousStorageIfAvailable(decode) ?? [UInt8](data).withUnsafeBufferPointer(decode)
        self.init(surface: surface)
    }

    /// Whether any pixel can be transparent (PNG with alpha); JPEGs are opaque.
    public var hasAlpha: Bool { cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 }

    /// The pixel at (x, y) in pixels, unpremultiplied.
    public func pixel(x: Int, y: Int) -> Pixel {
        Canvas.readPixel(surface, x: x, y: y)
    }

    /// All pixels, row-major, unpremultiplied.
    public func pixels() -> [Pixel] { Canvas.readPixels(surface) }

    /// The image encoded as PNG (zlib level 0-9).
    public func pngBytes(compressionLevel: Int = Canvas.defaultPNGCompressionLevel) -> [UInt8] {
        Canvas.encodePNG(surface, level: compressionLevel)
    }
}

/// How two images differ, for reference-image tests with a per-pixel tolerance.
public struct ImageDifference: Sendable, Hashable {
    /// False when the pixel sizes differ (then the other fields are meaningless).
    public var sameSize: Bool
    /// The largest difference of any channel (including alpha) at any pixel, 0...255.
    public var maxChannelDelta: Int
    /// Pixels where some channel differs by more than the tolerance.
    public var pixelsOverTolerance: Int
    public var pixelCount: Int

    /// True when the sizes match and no pixel is over the tolerance.
    public var matches: Bool { sameSize && pixelsOverTolerance == 0 }
}

extension Bitmap {
    /// Compares unpremultiplied pixels channel by channel; a pixel counts as different when any channel differs by
    /// more than `tolerance`. Fully transparent pixels compare equal whatever their colour.
    public func difference(from other: Bitmap, tolerance: Int = 0) -> ImageDifference {
        guard pixelWidth == other.pixelWidth, pixelHeight == other.pixelHeight else {
            return ImageDifference(sameSize: false, maxChannelDelta: 255, pixelsOverTolerance: pixelWidth * pixelHeight,
                                   pixelCount: pixelWidth * pixelHeight)
        }
        let a = pixels(), b = other.pixels()
        var worst = 0, over = 0
        for i in 0..<a.count {
            let p = a[i], q = b[i]
            if p.alpha == 0 && q.alpha == 0 { continue }
            let d = max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)),
                        abs(Int(p.alpha) - Int(q.alpha)))
            worst = max(worst, d)
            if d > tolerance { over += 1 }
        }
        return ImageDifference(sameSize: true, maxChannelDelta: worst, pixelsOverTolerance: over, pixelCount: a.count)
    }
}
