/// Inserting into the view and layer lists (`subviews`, `arrangedSubviews`, `sublayers`) at an index, clamped.
extension Array {
    /// Inserts `element` at `index` clamped to `0...count`; at the end (every `addSubview`, its layer, and every
    /// `addArrangedSubview`) it is appended.
    ///
    /// Why: `insert(_:at:)` goes through the standard library's `replaceSubrange` (~470 instructions an insertion,
    /// measured), where `append` is a capacity check and a store — ~19 insertions a timeline cell as it is built.
    @inline(__always)
    mutating func insert(_ element: Element, clampedAt index: Int) {
        if index >= count {
            append(element)
        } else {
            insert(element, at: Swift.max(0, index))
        }
    }
}
