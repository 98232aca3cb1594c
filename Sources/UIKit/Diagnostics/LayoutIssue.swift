/// A problem the layout checker found in one configuration.
public struct LayoutIssue: Sendable, CustomStringConvertible {
    /// The kinds LinkedIn's LayoutTest checks for, plus Trellis's exact ambiguity.
    public enum Kind: String, Sendable, CaseIterable {
        /// Two visible sibling views cover a common area (more than LayoutTest's epsilon, 1e-5 pt²).
        case overlappingSiblings
        /// A visible view's frame reaches outside its superview's bounds (scroll views' content excepted).
        case outsideSuperview
        /// A label's text needs more room than its frame gives: UIKit would draw it with an ellipsis.
        case truncatedLabel
        /// A label extends past an ancestor that clips to its bounds: part of its text is cut off.
        case clippedLabel
        /// The constraints leave the view's frame undetermined (`hasAmbiguousLayout`).
        case ambiguousLayout
        /// A required constraint could not be satisfied and was broken (the engine's conflict log).
        case brokenConstraints
    }

    public let kind: Kind
    public let configuration: LayoutConfiguration
    /// The view concerned (`UILabel:0x…'Title'`), or the first of a pair.
    public let view: String
    /// What exactly is wrong, in words (frames, the other view, the needed size, the conflict log's list).
    public let detail: String

    public var description: String { "[\(configuration)] \(kind.rawValue): \(view) — \(detail)" }
}
