import Cassowary

extension LayoutEngine {
    /// The four unknowns of a view's or guide's rectangle. Unnamed: building names from descriptions cost more than
    /// the rest of a cell's set-up, and conflicts are reported through the UIKit constraints, not the variables.
    final class ItemVariables {
        let minX = Variable(), minY = Variable(), width = Variable(), height = Variable()
        /// The engine-local id of `minX` (minY, width, height follow), printed by `autolayoutTrace()` as `{id: N}`.
        var firstID = 0
        var all: [Variable] { [minX, minY, width, height] }
    }
}
