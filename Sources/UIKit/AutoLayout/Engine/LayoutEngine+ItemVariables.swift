import Cassowary

extension LayoutEngine {
    /// The four unknowns of a view's or guide's rectangle. Unnamed: building names from descriptions cost more than
    /// the rest of a cell's set-up, and conflicts are reported through the UIKit constraints, not the variables.
    ///
    /// A value kept in the engine's `VariableTable` (an object per item cost an allocation and a deallocation, and a
    /// retain and release of it at each of the ~100 lookups of a cell's set-up).
    struct ItemVariables {
        let minX: Variable, minY: Variable, width: Variable, height: Variable
        /// The engine-local id of `minX` (minY, width, height follow), printed by `autolayoutTrace()` as `{id: N}`.
        let firstID: Int
        var all: [Variable] { [minX, minY, width, height] }

        /// Four new variables.
        init(firstID: Int) {
            minX = Variable()
            minY = Variable()
            width = Variable()
            height = Variable()
            self.firstID = firstID
        }

        private init(_ placeholder: Variable) {
            minX = placeholder
            minY = placeholder
            width = placeholder
            height = placeholder
            firstID = 0
        }

        /// What an emptied slot of the table holds: one shared variable no row uses, so that the variables of an item
        /// that left are released as it leaves.
        static let vacant = ItemVariables(Variable())
    }
}
