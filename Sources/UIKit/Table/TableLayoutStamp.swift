import Foundation

/// What a table's last full row layout (`UITableView.layoutRows`) placed its cells from: the geometry's revision, the
/// live cells, the visible rows, the width and scale, the traits' generation and the table's subviews.
///
/// A scrolled frame that finds the same stamp — the content offset moved within the same rows, nothing else changed
/// — has nothing to place: every cell's frame, separator and content view would be set to what they are. UIKit does
/// not lay cells out again on such a frame either (a cell's own changes go through its `layoutSubviews`). Most frames
/// of a scrolled table are such frames, and re-placing each visible cell, looking every row up and scanning the live
/// cells for ones to recycle cost more than the rest of the frame.
struct TableLayoutStamp: Equatable {
    var geometryRevision: UInt64
    var liveCellsRevision: Int
    var visible: Range<Int>
    var width: CGFloat
    var scale: CGFloat
    var traitGeneration: UInt64
    var subviewCount: Int
}
