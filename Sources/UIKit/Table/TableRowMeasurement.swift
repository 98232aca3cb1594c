import Foundation

/// What a self-sizing row's measured height depends on outside its cell: the table's width, the text size, the safe
/// area at the table's sides, and what the table sets on every cell it shows (`UITableView.configure(_:)`) — the side
/// margins of the content view, which follow the size class (16 pt compact, 20 pt regular), and the separator below
/// it, one pixel of the screen.
///
/// Rows are measured again when any of them changes. A rotation or a move to another screen changes the size class or
/// the scale with the width or without it: the cells on screen must take the new margins and separator before they are
/// measured again, as a cell the table configures afresh would have them.
///
/// The text size (`preferredContentSizeCategory`): labels with `adjustsFontForContentSizeCategory` take the new size by
/// themselves, and the rows follow, as on iOS — the image-cell seed counts on it ("increasing the type size must resize
/// the rows", with no code of its own for it). The heights measured at the old size stay as estimates.
///
/// The safe area at the sides can change while the width stays (a controller's `additionalSafeAreaInsets`, a container
/// that moves the table under a sensor housing): a content view keeps out of it (`insetsContentViewsToSafeArea`) or,
/// with that off, takes it into its margins, so either way the content is narrower or wider than it was measured at.
struct TableRowMeasurement: Equatable {
    var width: CGFloat
    var contentSizeCategory: UIContentSizeCategory
    var safeAreaLeft: CGFloat
    var safeAreaRight: CGFloat
    var cellSettings: CellSettings

    /// What `UITableView.configure(_:)` gives each cell that depends on the table's traits.
    struct CellSettings: Equatable {
        var sideMargin: CGFloat
        var separatorThickness: CGFloat
    }
}
