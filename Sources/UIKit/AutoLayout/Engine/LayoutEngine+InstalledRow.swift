import Cassowary

extension LayoutEngine {
    /// An installed (or broken) row. `constraint` is nil when it was broken to resolve a conflict.
    ///
    /// A value kept in place in the engine's `RowTable`: a constant moved in place and a row re-keyed to a new spec
    /// update it where it lies (an object per row cost an allocation and a deallocation for each of a fresh cell's ~70
    /// rows). The diff's scratch state lives beside it (`RowTable.Mark`): a row this small is stored and moved as it
    /// is, where a larger one was built on the stack, copied and destroyed again on its way into the table.
    struct InstalledRow {
        var fingerprint: Fingerprint
        var constraint: Constraint?
        var owner: NSLayoutConstraint?
        let isRequired: Bool

        init(_ fingerprint: Fingerprint, _ constraint: Constraint?, _ owner: NSLayoutConstraint?, required: Bool) {
            self.fingerprint = fingerprint
            self.constraint = constraint
            self.owner = owner
            isRequired = required
        }

        /// What an emptied slot of the table holds: no references, so a removed row's constraint, owner and terms are
        /// released as it leaves.
        static var vacant: InstalledRow {
            InstalledRow(Fingerprint(expression: LinearExpression(), relation: .equal, priority: 0), nil, nil,
                         required: false)
        }
    }
}
