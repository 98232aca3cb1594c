/// Why a Visual Format Language string was refused, in Apple's words.
///
/// Apple raises an `NSInvalidArgumentException` whose reason reads
/// `Unable to parse constraint format: \n<description> \n<format> \n<spaces>^`, the caret standing under the
/// character where parsing stopped (Auto Layout Guide, "Visual Format Language"; the published logs keep a space
/// before each newline). Trellis returns the same text as a Swift error (`message`) from the throwing API and logs
/// it through `UIView.layoutLog` from Apple's non-throwing signature — never a crash.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The description of the failure (`Expected a ']' here. That is how you give the end of a view.`).
    public let reason: String
    /// The format string as the caller passed it.
    public let format: String
    /// The column of the caret: an offset in characters into `format` (may equal its length: "at the end").
    public let position: Int

    public init(reason: String, format: String, position: Int) {
        self.reason = reason
        self.format = format
        self.position = position
    }

    /// The caret line: `position` spaces, then `^`.
    public var caretLine: String { String(repeating: " ", count: max(0, position)) + "^" }

    /// The full text, exactly as UIKit's exception reason reads.
    public var message: String {
        "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caretLine)"
    }

    public var description: String { message }
}
