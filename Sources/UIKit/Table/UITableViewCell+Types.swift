extension UITableViewCell {
    /// The built-in layouts of `textLabel`, `detailTextLabel` and `imageView` (the image shows in every style but
    /// `.value2`).
    public enum CellStyle: Int, Sendable {
        /// A left-aligned text label.
        case `default`
        /// Text on the left, detail right-aligned on the right (Settings style).
        case value1
        /// A narrow right-aligned blue label, then the detail (Contacts style).
        case value2
        /// Text with the detail below it.
        case subtitle
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray
        case `default`
    }

    /// The standard accessory at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// Editing controls (shown in editing mode).
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The line drawn between rows.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
        case singleLineEtched
    }
}
