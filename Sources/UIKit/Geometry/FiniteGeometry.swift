import Foundation

// Whether a geometry value holds only finite numbers. Frames, bounds, margins and scroll insets feed the layout
// engine's rows and every subview's position: a NaN or an infinity set by code is refused where it is set, with a
// message, rather than spreading to every frame below it.

extension CGPoint {
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    var isFinite: Bool { width.isFinite && height.isFinite }
    /// Finite and not negative: a size a layout can give an element (item sizes, self-sizing answers).
    var isUsableSize: Bool { isFinite && width >= 0 && height >= 0 }
}

extension CGRect {
    var isFinite: Bool { origin.isFinite && size.isFinite }
}

extension UIEdgeInsets {
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension NSDirectionalEdgeInsets {
    var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }
}
