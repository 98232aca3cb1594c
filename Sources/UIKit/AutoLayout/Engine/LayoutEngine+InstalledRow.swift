import Cassowary

extension LayoutEngine {
    /// An installed (or broken) row. `constraint` is nil when it was broken to resolve a conflict.
    ///
    /// A constant moved in place and a row re-keyed to a new spec update the record in place (a new record per
    /// change cost an allocation and a deallocation for rows that stay in the solver).
    final class InstalledRow {
        var fingerprint: Fingerprint
        var constraint: Constraint?
        var owner: NSLayoutConstraint?
        let isRequired: Bool
        /// Scratch state of a full walk's diff (`diffFullWalk`): the walk's stamp when a spec asked for this row, the
        /// index of the first such spec, and whether the diff took the row out of `rows` (removed or replaced).
        var diffStamp: UInt64 = 0
        var wantedIndex = 0
        var leftRows = false
        init(_ fingerprint: Fingerprint, _ constraint: Constraint?, _ owner: NSLayoutConstraint?, required: Bool) {
            self.fingerprint = fingerprint
            self.constraint = constraint
            self.owner = owner
            isRequired = required
        }
    }
}
