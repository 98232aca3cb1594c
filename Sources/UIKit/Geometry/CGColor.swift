/// A colour in Core Graphics terms (`layer.borderColor = color.cgColor`). Foundation on Linux has none.
/// Immutable RGBA in sRGB, `Sendable`; the drawing work may extend it.
public final class CGColor: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// Red, green, blue, alpha in 0...1.
    public let components: [CGFloat]?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
    }

    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public var description: String { "<CGColor \((components ?? []).map(\.g).joined(separator: " "))>" }
}
