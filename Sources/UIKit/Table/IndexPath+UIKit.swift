/// UIKit's table and collection additions to Foundation's `IndexPath`: a section and a row (or item) in it.
extension IndexPath {
    /// An index path for `row` in `section` (`[section, row]`).
    ///
    /// Made by appending to a one-index path, which makes the same two-index path without the array that
    /// `init(indexes: [section, row])` allocated (about 300 instructions more; a table makes these on every frame).
    public init(row: Int, section: Int) {
        self.init(index: section)
        append(row)
    }

    /// An index path for `item` in `section` (`[section, item]`, collection views' spelling).
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    /// The section: the first index (0 for an empty path, where UIKit would trap).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row: the second index (0 when there is none, where UIKit would trap).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }

    /// The item: the second index (collection views' spelling of `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
