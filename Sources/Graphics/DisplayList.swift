// DisplayList: drawing recorded from a canvas, played back later onto any canvas.

/// The drawing a recording canvas (`Canvas(recordingBounds:)`) captured, as the sequence of canvas calls it made.
///
/// Why a list of canvas calls rather than a Cairo recording surface painted as a source: playing a list back makes the
/// very calls direct drawing would have made, in the same order, on the destination's own transform and clip — so an
/// image comes out bit for bit as if drawn directly (a recording surface painted with OVER goes through an
/// intermediate image and rounds antialiased edges differently), and a PDF gets the same vector operations (paths,
/// glyph runs, images) as direct drawing does. Text layouts and bitmaps are immutable, so keeping references is safe.
///
/// A list is balanced: graphics-state saves and transparency layers the drawing code left open are closed at the end,
/// and restores without a matching save are dropped, so playing it back never disturbs the destination's state.
public final class DisplayList {
    /// The recorded calls, each applied to the canvas being played onto.
    let operations: [(Canvas) -> Void]
    /// True when some operation draws (fills, strokes, text, images, gradients, shadows, clears), not only changes
    /// state (saves, transforms, clips).
    public let drawsContent: Bool
    /// True when the drawing replaces pixels instead of painting over them (a clear to a transparent colour): played
    /// back in a transparency layer of its own, so it clears only its own drawing, as a backing store would.
    public let replacesPixels: Bool

    init(operations: [(Canvas) -> Void], drawsContent: Bool, replacesPixels: Bool) {
        self.operations = operations
        self.drawsContent = drawsContent
        self.replacesPixels = replacesPixels
    }

    /// The number of recorded calls (state changes included).
    public var operationCount: Int { operations.count }

    /// An empty list (nothing recorded).
    public static func empty() -> DisplayList { DisplayList(operations: [], drawsContent: false, replacesPixels: false) }
}
