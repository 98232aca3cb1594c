import Foundation

/// What a self-sizing row's measured height depends on outside its cell: the table's width, the text size, and what
/// the table sets on every cell it shows (`UITableView.configure(_:)`) — the side margins of the content view, which
/// follow the size class (16 pt compact, 20 pt regular), and the separator below it, one pixel of the screen.
///
/// Rows are measured again when any of them changes. A rotation or a move to another screen changes the size class or
/// the scale with the width or without it: the cells on screen must take the new margins and separator before they are
/// measured again, as a cell the table configures afresh would have them.
///
/// The text size (`preferredContentSizeCategory`): labels with `adjustsFontForContentSizeCategory` take the new size by
/// themselves, and the rows follow, as on iOS — the image-cell seed counts on it ("increasing the type size must resize
/// the rows", with no code of its own for it). The heights measured at the old size stay as estimates.
struct TableRowMeasurement: Equatable {
    var width: CGFloat
    var contentSizeCategory: UIContentSizeCategory
    var cellSettings: CellSettings

    /// What `UITableView.configure(_:)` gives each cell that depends on the table's traits.
    struct CellSettings: Equatable {
        var sideMargin: CGFloat
        var separatorThickness: CGFloat
    }
}
