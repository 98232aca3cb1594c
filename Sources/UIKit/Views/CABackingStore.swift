// CABackingStore: what a layer's display leaves in its `contents`.

internal import Graphics

/// The result of a layer's display: the drawing `draw(_:)` (or `draw(in:)`) made, kept as a vector recording, and what
/// it was drawn for.
///
/// Core Animation keeps a bitmap (a `CABackingStore`, which is what `layer.contents` holds after a view drew); Trellis
/// keeps the drawing calls instead (`Graphics.DisplayList`), so that cached contents stay vector in PDF output and
/// come out pixel-identical to drawing live at any scale. The painter plays it back instead of calling `draw(_:)`
/// again; when the bounds' size changed without a redisplay it is fitted to the new bounds by the view's
/// `contentMode`, as UIKit adjusts the cached bitmap.
@MainActor
final class CABackingStore: CustomStringConvertible {
    let drawing: DisplayList
    /// The bounds the drawing was made in (its coordinates are in this rectangle).
    let bounds: CGRect
    /// The traits that were current while drawing (a view's); nil for layers without a view.
    let traits: UITraitCollection?
    /// False when the view (or layer) does not draw at all: the default `draw(_:)` ran and drew nothing. Such a
    /// display leaves `contents` alone, as UIKit makes no backing store for views that do not implement `draw(_:)`.
    let hasContent: Bool

    init(drawing: DisplayList, bounds: CGRect, traits: UITraitCollection?, hasContent: Bool) {
        self.drawing = drawing
        self.bounds = bounds
        self.traits = traits
        self.hasContent = hasContent
    }

    nonisolated var description: String { "<CABackingStore: \(addressString(self))>" }
}
