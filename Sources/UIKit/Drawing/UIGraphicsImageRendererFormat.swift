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
