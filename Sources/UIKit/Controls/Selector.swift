// Selector: the name of an Objective-C method, which Linux has no runtime to call.

/// A method name, as Objective-C's `SEL`. `#selector(…)` does not compile without the Objective-C runtime, but a
/// `Selector("didTap:")` (or a string literal) does, so target-action code can be kept while it is ported to
/// `UIControl.addAction(_:for:)`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}

/// The selector's name (Foundation's `NSStringFromSelector`).
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
