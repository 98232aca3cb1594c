extension UIScrollView {
    /// How the safe area is added to the content inset (see `adjustedContentInset`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The colour scheme of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    /// How the keyboard is dismissed when a drag begins.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }

    /// How quickly a flicked scroll view slows down.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
