extension UITableView {
    /// The table's look: a plain list with floating section headers, grouped sections on a grey background, or
    /// grouped sections inset from the edges with rounded corners.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// How inserted, deleted and reloaded rows animate (Trellis has no animation clock: all land at once).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// "Let the table decide": for row heights, self-sizing from the cell's constraints; for estimates, the
    /// table's own default. Its value is -1 in UIKit (`UITableViewAutomaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// The height of a row when nothing says otherwise (UIKit's standard 44 pt row).
    static let defaultRowHeight: CGFloat = 44
}
