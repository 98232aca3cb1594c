import Foundation

/// What a render produced, as `render --report-json` prints it for `gallery`.
struct RenderReport: Codable {
    let output: String
    let pixelWidth: Int
    let pixelHeight: Int
    let bytes: Int
    let layoutMessages: [String]
    /// Views with an ambiguous layout (`hasAmbiguousLayout`) in the rendered window.
    let ambiguousViews: [String]
    let seconds: Double
}
