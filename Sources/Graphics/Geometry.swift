// Plain geometry and colour values for the Graphics module (UIKit-free; UIKit maps CGPoint/CGSize/CGRect/UIColor).

/// A point in points (user space).
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)

    /// Rounds each dimension up to the pixel grid of `scale`, as UIKit does for labels' intrinsic content size:
    /// `ceil(x * scale) / scale`. A tiny tolerance absorbs floating-point noise (20.0000001 stays 20; Pango’s unit is 1/1024 pt).
    public func roundedUp(toScale scale: Double) -> Size {
        Size(width: Size.roundUp(width, scale), height: Size.roundUp(height, scale))
    }

    static func roundUp(_ value: Double, _ scale: Double) -> Double {
        let s = scale > 0 ? scale : 1
        return (value * s - 1e-6).rounded(.up) / s
    }
}

/// A rectangle in points.
public struct Rect: Sendable, Hashable {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The rectangle inset by `d` on every side (negative widths clamp to 0).
    public func insetBy(_ d: Double) -> Rect {
        Rect(x: minX + d, y: minY + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }
}

/// A colour in the sRGB space with straight (non-premultiplied) components in 0...1.
public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)
}

/// An 8-bit pixel read back from a canvas, unpremultiplied.
public struct Pixel: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// True when the pixel is coloured: its channels differ by more than `tolerance` (greys and black do not).
    public func isChromatic(tolerance: UInt8 = 24) -> Bool {
        let hi = max(red, green, blue), lo = min(red, green, blue)
        return alpha > 0 && hi - lo > tolerance
    }
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
