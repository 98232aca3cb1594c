/// Insets for each edge of a rectangle, in absolute (left/right) terms.
///
/// Foundation on Linux has no `UIEdgeInsets`; UIKit code builds them with `UIEdgeInsets(top:left:bottom:right:)`
/// for layout margins and content insets, so it lives here with Apple's shape.
public struct UIEdgeInsets: Sendable, Hashable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()

    public var description: String { "{\(top.g), \(left.g), \(bottom.g), \(right.g)}" }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`); grows when insets are negative.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}

extension CGFloat {
    /// `%g`-style text, as Apple's descriptions print numbers (8, 0.5, 1.77778).
    var g: String { Double(self).g }
}

extension Double {
    var g: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return String(format: "%g", self)
    }
}
