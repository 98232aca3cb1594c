// Debug builds: every incremental sync checked against a full walk (`TRELLIS_VERIFY_SYNC`, and the tests).

#if DEBUG
import Foundation

extension LayoutEngine {
    /// Debug builds with `TRELLIS_VERIFY_SYNC` set check every incremental sync against a full walk: the rows a full
    /// walk would want must be exactly the installed ones, and the walk's lists the same. A mismatch is printed.
    static let verifiesIncrementalSync = ProcessInfo.processInfo.environment["TRELLIS_VERIFY_SYNC"] != nil

    /// For tests: while not nil, every incremental sync is checked against a full walk, and what differs is collected
    /// here, one line per difference, instead of printed.
    static var collectedSyncDifferences: [String]?

    /// The check described at `verifiesIncrementalSync`: what differs, one line each (empty when nothing does). Builds
    /// the full walk's rows without applying them and restores what the walk records.
    func verifyAgainstFullWalk() -> [String] {
        let saved = (walkedViewRefs, walkedTraits, presentItems, widthDependentViewRefs, insideDependents,
                     baselineDependents, guideOwners, structureDirty)
        let variableCount = variables.count
        walkedViewRefs = []
        walkedTraits = []
        presentItems = []
        widthDependentViewRefs = []
        collect(root)
        var (specs, userConstraints) = fullWalkSpecs(refreshingGuideConstants: false)
        for constraint in LayoutEngine.sortedByActivation(userConstraints) {
            if let spec = spec(for: constraint) { specs.append(spec) }
        }
        var problems: [String] = []
        var wanted: Set<RowID> = []
        for spec in specs where wanted.insert(spec.id).inserted {
            guard let row = rows[spec.id] else {
                problems.append("missing row \(spec.id) \(spec.owner?.description ?? "")")
                continue
            }
            if !spec.hasFingerprint(row.fingerprint) {
                var what = spec.owner?.description ?? ""
                var described: ObjectIdentifier?
                switch spec.id {
                case .intrinsic(let item, _), .indexOrder(let item): described = item
                default: break
                }
                if let described, let view = walkedViews.first(where: { ObjectIdentifier($0) == described }) {
                    what = "\(view.layoutDescription) widthDependent=\(view.intrinsicHeightDependsOnWidth)"
                }
                problems.append("different row \(spec.id) \(what): wanted \(spec.expression.constant) "
                    + "@\(spec.priority), installed \(row.fingerprint.constant) @\(row.fingerprint.priority)")
            }
        }
        for (id, place) in rows.places where !wanted.contains(id) {
            problems.append("extra row \(id) \(rows.slots[place].owner?.description ?? "")")
        }
        let walked = LayoutEngine.liveViews(walkedViewRefs).map(ObjectIdentifier.init)
        if walked != LayoutEngine.liveViews(saved.0).map(ObjectIdentifier.init) { problems.append("walk order differs") }
        if LayoutEngine.liveViews(widthDependentViewRefs).map(ObjectIdentifier.init)
            != LayoutEngine.liveViews(saved.3).map(ObjectIdentifier.init) { problems.append("width-dependent views differ") }
        if !presentItems.isSubset(of: saved.2) { problems.append("present items differ") }
        if variables.count != variableCount { problems.append("variables made: \(variables.count - variableCount)") }
        (walkedViewRefs, walkedTraits, presentItems, widthDependentViewRefs, insideDependents, baselineDependents,
         guideOwners, structureDirty) = saved
        return problems
    }
}
#endif
