// CanvasRecorder: the bookkeeping behind a recording canvas.

/// What a recording canvas keeps while it records: the operations so far and the graphics-state saves and
/// transparency layers still open, per nesting level (a shadow's shape is recorded as a list of its own, played inside
/// the shadow call). Keeping the open frames is what lets a recording be balanced whatever the drawing code did: an
/// unmatched restore is dropped (on a live Cairo context it would put the context in an error state for good), and
/// frames left open are closed when the level ends.
final class CanvasRecorder {
    /// A graphics-state save (`saveGState`) or a transparency layer (`beginTransparencyLayer`).
    enum Frame { case save, group }

    private struct Level {
        var operations: [(Canvas) -> Void] = []
        var frames: [Frame] = []
    }

    private var levels = [Level()]
    private(set) var drawsContent = false
    private(set) var replacesPixels = false

    /// Appends an operation; `draws` is false for pure state changes (saves, transforms, clips).
    func append(draws: Bool, _ operation: @escaping (Canvas) -> Void) {
        levels[levels.count - 1].operations.append(operation)
        if draws { drawsContent = true }
    }

    /// The drawing replaces pixels (a clear): playback isolates it in a transparency layer.
    func noteReplacesPixels() { replacesPixels = true }

    func open(_ frame: Frame) { levels[levels.count - 1].frames.append(frame) }

    /// Closes the innermost open frame if it is of this kind; false (the call is dropped) when it is not, as a restore
    /// without a save or the end of a transparency layer that was never begun.
    func close(_ frame: Frame) -> Bool {
        guard levels[levels.count - 1].frames.last == frame else { return false }
        levels[levels.count - 1].frames.removeLast()
        return true
    }

    /// Starts a nested list (a shadow's shape).
    func beginNested() { levels.append(Level()) }

    /// Ends the innermost level: closes what it left open and returns its operations with the frames that were closed
    /// (innermost first), so the canvas can unwind its own tracking state the same way.
    func endLevel() -> (operations: [(Canvas) -> Void], unwound: [Frame]) {
        var level = levels.removeLast()
        if levels.isEmpty { levels.append(Level()) }
        let unwound = Array(level.frames.reversed())
        for frame in unwound {
            switch frame {
            case .save: level.operations.append { $0.restoreGState() }
            case .group: level.operations.append { $0.endTransparencyLayer(alpha: 1) }
            }
        }
        return (level.operations, unwound)
    }

    /// Whether only the outermost level is open (nested shadow shapes have ended).
    var isAtOutermostLevel: Bool { levels.count == 1 }
}
