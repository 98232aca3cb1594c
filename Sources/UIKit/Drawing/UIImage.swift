// UIImage: a decoded bitmap or a vector symbol, with a scale, a rendering mode and an optional tint.

internal import Graphics

/// An immutable image: pixels decoded from PNG/JPEG (`UIImage(named:)`, `UIImage(data:)`, a renderer's output) or
/// a vector symbol standing in for an SF Symbol (`UIImage(systemName:withConfiguration:)`).
///
/// `Sendable`, as in recent iOS SDKs, so sample data can hold images in `static let` properties. `size` is in points:
/// pixels divided by `scale` (an `@2x` file of 88×88 pixels is 44×44 points). Symbol images are vectors; their point
/// size comes from their `SymbolConfiguration` (17 pt text, the body style at Large, when unconfigured) and their
/// scale is the screen's.
public final class UIImage: NSObject, @unchecked Sendable {
    enum Content {
        case empty
        case bitmap(Bitmap)
        case symbol(Symbol)
    }

    let content: Content
    /// Pixels per point.
    public let scale: CGFloat
    /// How the image is drawn: `.alwaysTemplate` uses only its alpha, filled with the tint colour.
    public let renderingMode: RenderingMode
    /// The colour set with `withTintColor(_:)`, used whatever the view's tint.
    let fixedTint: UIColor?
    /// For symbol images: how they are sized and weighted.
    public let symbolConfiguration: SymbolConfiguration?

    init(content: Content, scale: CGFloat, renderingMode: RenderingMode = .automatic, tint: UIColor? = nil,
         symbolConfiguration: SymbolConfiguration? = nil) {
        self.content = content
        self.scale = scale > 0 ? scale : 1
        self.renderingMode = renderingMode
        fixedTint = tint
        self.symbolConfiguration = symbolConfiguration
        super.init()
    }

    /// An empty image (size zero), as `UIImage()`.
    public override convenience init() {
        self.init(content: .empty, scale: 1)
    }

    /// Decodes PNG or JPEG data at scale 1 (nil for anything else, as on iOS).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG data; `scale` gives the point size (`pixels / scale`).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = Bitmap(data: data) else { return nil }
        self.init(content: .bitmap(bitmap), scale: scale)
    }

    /// Loads a PNG or JPEG file. As on iOS, an `@2x`/`@3x` suffix in the file name sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let bitmap = Bitmap(data: data) else { return nil }
        self.init(content: .bitmap(bitmap), scale: UIImage.scaleSuffix(of: path))
    }

    /// An image from a Core Graphics image.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(content: .bitmap(cgImage.bitmap), scale: scale)
    }

    /// The symbol named like its SF Symbol, unconfigured (nil for a name the library lacks, as on iOS).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol named like its SF Symbol, sized and weighted by `configuration`'s symbol configuration.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let symbol = Symbol(named: name) else { return nil }
        self.init(content: .symbol(symbol), scale: UIImage.currentScreenScale(),
                  symbolConfiguration: (configuration as? SymbolConfiguration) ?? SymbolConfiguration.unspecified)
    }

    // MARK: Properties

    /// The size in points: pixels / scale for bitmaps; for symbols, the size for the configured text size.
    public var size: CGSize { size(for: nil) }

    /// The size for a trait collection (a text-style symbol follows its content size category).
    func size(for traits: UITraitCollection?) -> CGSize {
        switch content {
        case .empty: return .zero
        case .bitmap(let bitmap):
            return CGSize(width: CGFloat(bitmap.pixelWidth) / scale, height: CGFloat(bitmap.pixelHeight) / scale)
        case .symbol(let symbol):
            let config = symbolConfiguration ?? .unspecified
            // Rounded up to the pixel grid, as UIKit reports symbol sizes (e.g. 20.333 at 3x), so that views sized by
            // them land on whole pixels.
            let s = symbol.size(pointSize: Double(config.resolvedPointSize(traits)), scale: config.resolvedScale.graphicsScale)
                .roundedUp(toScale: Double(scale))
            return CGSize(width: s.width, height: s.height)
        }
    }

    /// True for images made with `UIImage(systemName:)`.
    public var isSymbolImage: Bool {
        if case .symbol = content { return true }
        return false
    }

    /// The image's configuration (its symbol configuration for symbol images).
    public var configuration: Configuration? { symbolConfiguration }

    /// Images here are never rotated.
    public var imageOrientation: Orientation { .up }

    /// The pixels as a Core Graphics image (nil for symbols and empty images, as for a vector image on iOS).
    public var cgImage: CGImage? {
        if case .bitmap(let bitmap) = content { return CGImage(bitmap: bitmap) }
        return nil
    }

    // MARK: Variants

    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(content: content, scale: scale, renderingMode: renderingMode, tint: fixedTint,
                symbolConfiguration: symbolConfiguration)
    }

    /// The image drawn in `color` (its alpha as a mask), whatever the tint of the view showing it.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(content: content, scale: scale, renderingMode: .alwaysOriginal, tint: color,
                symbolConfiguration: symbolConfiguration)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(content: content, scale: scale, renderingMode: renderingMode, tint: color,
                symbolConfiguration: symbolConfiguration)
    }

    /// A symbol image with `configuration` applied on top of its own (other images are returned unchanged).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return self }
        let merged = (symbolConfiguration ?? .unspecified).applying(configuration)
        return UIImage(content: content, scale: scale, renderingMode: renderingMode, tint: fixedTint, symbolConfiguration: merged)
    }

    /// The image with a configuration (a symbol configuration replaces a symbol image's own).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard isSymbolImage, let symbolConfiguration = configuration as? SymbolConfiguration else { return self }
        return UIImage(content: content, scale: scale, renderingMode: renderingMode, tint: fixedTint,
                       symbolConfiguration: symbolConfiguration)
    }

    // MARK: Encoding

    /// The image as PNG (symbols are drawn at the image's scale in black, or their tint colour).
    public func pngData() -> Data? {
        guard let bitmap = rasterized() else { return nil }
        return Data(bitmap.pngBytes())
    }

    /// The image as JPEG at `compressionQuality` 0...1 (transparent pixels come out black).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let pixelSize = CGSize(width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
        guard pixelSize.width >= 1, pixelSize.height >= 1 else { return nil }
        let canvas = Canvas(size: Size(width: Double(size.width), height: Double(size.height)), scale: Double(scale))
        draw(on: canvas, in: CGRect(origin: .zero, size: size), viewTint: nil, traits: nil)
        return Data(canvas.jpegBytes(quality: Double(compressionQuality)))
    }

    /// The pixels (symbols drawn at the image's scale); nil for an empty image.
    func rasterized() -> Bitmap? {
        switch content {
        case .empty: return nil
        case .bitmap(let bitmap) where fixedTint == nil: return bitmap
        default:
            let s = size
            guard s.width > 0, s.height > 0 else { return nil }
            let canvas = Canvas(size: Size(width: Double(s.width), height: Double(s.height)), scale: Double(scale))
            draw(on: canvas, in: CGRect(origin: .zero, size: s), viewTint: nil, traits: nil)
            return canvas.makeBitmap()
        }
    }

    // MARK: Drawing

    /// Whether a view shows this image as a template (alpha filled with the tint): `.alwaysTemplate`, or
    /// `.automatic` for symbol images (and for images in system buttons, which pass `automaticIsTemplate`).
    func isTemplate(automaticIsTemplate: Bool = false) -> Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: return isSymbolImage || automaticIsTemplate
        }
    }

    /// Draws the image scaled into `rect`. The colour is the image's own tint (`withTintColor`), else `viewTint`
    /// when the image is a template (symbols are), else the pixels as they are (symbols: `.label`). Views pass
    /// their tint; `UIImage.draw(in:)` passes none, so it draws templates as their pixels.
    func draw(on canvas: Canvas, in rect: CGRect, viewTint: UIColor?, traits: UITraitCollection?,
              alpha: CGFloat = 1, automaticIsTemplate: Bool = false) {
        let r = Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        let resolvedTraits = traits ?? UITraitCollection(userInterfaceStyle: .light)
        var tint: Color?
        if let fixedTint {
            tint = fixedTint.resolvedColor(with: resolvedTraits).graphicsColor
        } else if let viewTint, isTemplate(automaticIsTemplate: automaticIsTemplate) {
            tint = viewTint.resolvedColor(with: resolvedTraits).graphicsColor
        }
        switch content {
        case .empty: break
        case .bitmap(let bitmap):
            canvas.draw(bitmap, in: r, alpha: Double(alpha), tint: tint)
        case .symbol(let symbol):
            let color = (tint ?? UIColor.label.resolvedColor(with: resolvedTraits).graphicsColor)
            let config = symbolConfiguration ?? .unspecified
            canvas.draw(symbol, in: r, color: color.withAlpha(color.alpha * Double(alpha)),
                        weight: FontWeight(Double(config.resolvedWeight(traits).rawValue)))
        }
    }

    /// Draws the image at its point size with its top-left corner at `point`, in the current context.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled into `rect` in the current context (`UIGraphicsGetCurrentContext()`).
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        draw(on: context.canvas, in: rect, viewTint: nil, traits: context.traits ?? UITraitCollection.current,
             alpha: alpha * context.alpha)
    }

    /// Images are equal when they show the same pixels (the same decoded bitmap: `UIImage(named:)` of one name, as
    /// iOS's cache returns one object) or the same symbol and configuration, at the same scale, rendering mode and
    /// tint — so view models holding images compare and hash as app code expects (diffable data sources).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        if other === self { return true }
        guard scale == other.scale, renderingMode == other.renderingMode, fixedTint == other.fixedTint,
              symbolConfiguration == other.symbolConfiguration else { return false }
        switch (content, other.content) {
        case (.empty, .empty): return true
        case (.bitmap(let a), .bitmap(let b)): return a === b
        case (.symbol(let a), .symbol(let b)): return a == b
        default: return false
        }
    }

    public override var hash: Int {
        var h = Hasher()
        h.combine(scale)
        h.combine(renderingMode)
        switch content {
        case .empty: h.combine(0)
        case .bitmap(let bitmap): h.combine(ObjectIdentifier(bitmap))
        case .symbol(let symbol): h.combine(symbol.name)
        }
        return h.finalize()
    }

    public override var description: String {
        let s = size
        let kind = isSymbolImage ? "symbol" : "image"
        return "<UIImage:\(addressString(self)) \(kind) {\(s.width.g), \(s.height.g)} scale \(scale.g)>"
    }

    // MARK: Helpers

    /// The scale an `@2x`/`@3x` file name suffix gives (1 without one).
    static func scaleSuffix(of path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for s in [3, 2] where stem.hasSuffix("@\(s)x") { return CGFloat(s) }
        return 1
    }

    /// The main screen's scale when called on the main thread (as UIKit is), else 3 (the simulated iPhones').
    static func currentScreenScale() -> CGFloat {
        guard isOnMainThread() else { return 3 }
        return MainActor.assumeIsolated { UIScreen.main.scale }
    }
}

extension UIImage {
    /// How an image is drawn by views: as its pixels, or as a template filled with the tint colour.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The image's orientation; images here are always `.up`.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}

extension UIImage {
    /// The pixel at (x, y) in pixels as (red, green, blue, alpha) 0...255, unpremultiplied (nil outside the image
    /// or for symbols). For tests and the `trellis` tool.
    func pixel(x: Int, y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int)? {
        guard case .bitmap(let bitmap) = content, x >= 0, y >= 0, x < bitmap.pixelWidth, y < bitmap.pixelHeight else { return nil }
        let p = bitmap.pixel(x: x, y: y)
        return (Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
    }

    /// The size in pixels (for bitmaps).
    var pixelSize: (width: Int, height: Int) {
        if case .bitmap(let bitmap) = content { return (bitmap.pixelWidth, bitmap.pixelHeight) }
        return (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }

    /// How the pixels differ from `other`'s: pixels with a channel off by more than `tolerance`, the largest
    /// difference, and whether the pixel sizes match (for reference-image tests).
    func difference(from other: UIImage, tolerance: Int) -> (sameSize: Bool, pixelsOverTolerance: Int, maxChannelDelta: Int, pixelCount: Int)? {
        guard let a = rasterized(), let b = other.rasterized() else { return nil }
        let d = a.difference(from: b, tolerance: tolerance)
        return (d.sameSize, d.pixelsOverTolerance, d.maxChannelDelta, d.pixelCount)
    }
}
