/// The stack view's documented tie-break: when compression resistance and hugging leave the sizes of the arranged
/// views open, the order of `arrangedSubviews` decides them.
///
/// Apple, `UIStackView.Distribution.fill`: "When the arranged views don't fit within the stack view, it shrinks the
/// views according to their compression resistance priority. If the arranged views don't fill the stack view, it
/// stretches the views according to their hugging priority. If there's any ambiguity, the stack view resizes the
/// arranged views based on their index in the arrangedSubviews array." (`equalSpacing`: "…the stack view shrinks the
/// views based on their index"; `equalCentering` likewise.) So two views with equal priorities that cannot both
/// have their intrinsic length are *not* ambiguous inside a stack, and `hasAmbiguousLayout` must not report them.
///
/// The earlier view gives way first, when stretching as when shrinking: UIKit gives the spare room of a fill stack
/// to its first arranged view (two plain views: "the first view 100% of the available space, and nothing to the
/// second", the accepted answer to Stack Overflow 30728062; three labels of equal hugging: the first one stretches,
/// ivanthinking.net/thoughts/horizontal-stack-content-hugging), and a view added earlier behaves as if its priorities were
/// lower (wsa.jianshu.io/p/9342baf08fd0).
///
/// UIKit shows no constraint for this (a fill stack's constraints are only the `UISV-canvas-connection`,
/// `UISV-spacing` and `UISV-alignment` ones), so Trellis keeps it inside the layout engine, beside the intrinsic-size
/// rows: each arranged view with an intrinsic length along the axis wishes to keep that length, at a priority below
/// every priority a layout can use, higher for later views. Those wishes only choose among layouts that are already
/// optimal at every real priority — they never override a constraint — and they make the choice part of the
/// solved system, so the exact ambiguity check sees it too.
extension UIStackView {
    /// The engine's tie-break wish for `view`, if it is one of this stack's visible arranged views and the
    /// distribution resolves ties by index (fill, equalSpacing, equalCentering; fillEqually has no ties between its
    /// views and fillProportionally already orders its priorities by index). Nil otherwise, and for a lone view.
    func indexOrderWish(for view: UIView) -> (horizontal: Bool, priority: Double)? {
        guard !view.isHidden, view.superview === self,
              distribution == .fill || distribution == .equalSpacing || distribution == .equalCentering,
              let index = arrangedSubviews.firstIndex(ofIdentical: view) else { return nil }
        // Only whether another arranged view shows: counted until one other is found, not through the whole list
        // (every arranged view of a cell asks, so a full count made the question quadratic in a stack's length).
        var visible = 0
        for arranged in arrangedSubviews where !arranged.isHidden && arranged.superview === self {
            visible += 1
            if visible > 1 { break }
        }
        guard visible > 1 else { return nil }
        return (axis == .horizontal, UIStackView.indexOrderPriority(index))
    }

    /// Below 1 — under every priority UIKit or an app uses (the lowest UIKit's stack views generate is 25) — and
    /// rising with the index, each index its own level: the last view keeps its length first, the first gives way.
    static func indexOrderPriority(_ index: Int) -> Double {
        let i = Double(max(index, 0))
        return 0.5 + 0.49 * i / (i + 1)
    }
}
