/// A view a diffable data source drives — a table or a collection view — as the snapshot store sees it.
@MainActor
protocol DiffableSnapshotView: AnyObject {
    /// Whether `dataSource` is the view's data source now.
    func hasDataSource(_ dataSource: AnyObject) -> Bool
    /// Whether the view will read all its data again at its next layout pass anyway.
    var needsReload: Bool { get }
    func reloadData()
    /// Applies an update now, or adds it to the batch being collected.
    func perform(_ update: BatchUpdate)
    /// Gives these rows (items) new cells and measures them again.
    func reloadElements(at indexPaths: [IndexPath])
    /// Updates these rows' (items') cells on screen in place.
    func reconfigureElements(at indexPaths: [IndexPath])
    func layoutIfNeeded()
}

/// A diffable data source's data — the snapshot its view shows — and how a new snapshot reaches the view, for
/// `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource` alike. A class, not a struct: applying a
/// snapshot calls into the view, which reads the data source's current snapshot while the application runs.
@MainActor
final class DiffableSnapshotStore<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot the view shows (with the reloads of the last `apply` cleared once it is done).
    private(set) var current = Snapshot()

    /// A copy of the data the view shows, without pending reloads.
    var snapshot: Snapshot {
        var copy = current
        copy.clearReloads()
        return copy
    }

    /// Makes `snapshot` the data of `view` (driven by `dataSource`), updating the view by the difference from the
    /// current one: rows that stay keep their cells and sizes, reloaded items get new cells, reconfigured items their
    /// cells updated in place. A view that is not showing this data source yet, or will reload anyway, reloads
    /// everything. `completion` runs after the view was laid out.
    func apply(_ snapshot: Snapshot, to view: (any DiffableSnapshotView)?, of dataSource: AnyObject,
               completion: (() -> Void)?) {
        let old = current
        current = snapshot
        guard let view else {
            completion?()
            return
        }
        if view.hasDataSource(dataSource) && !view.needsReload {
            let (update, reloadAfterwards) = BatchUpdate.turning(old, into: snapshot)
            view.perform(update)
            if !reloadAfterwards.isEmpty { view.reloadElements(at: reloadAfterwards) }
        } else {
            view.reloadData()
        }
        finish(snapshot, on: view, completion: completion)
    }

    /// Makes `snapshot` the data of `view` without diffing (iOS 15): the view reloads everything.
    func applyUsingReloadData(_ snapshot: Snapshot, to view: (any DiffableSnapshotView)?, completion: (() -> Void)?) {
        current = snapshot
        guard let view else {
            current.clearReloads()
            completion?()
            return
        }
        view.reloadData()
        finish(snapshot, on: view, completion: completion)
    }

    /// The reconfigured items updated, the reloads cleared, and the completion run after a layout pass.
    private func finish(_ snapshot: Snapshot, on view: any DiffableSnapshotView, completion: (() -> Void)?) {
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { snapshot.indexPath(of: $0) }
        current.clearReloads()
        if !reconfigured.isEmpty { view.reconfigureElements(at: reconfigured) }
        if completion != nil {
            view.layoutIfNeeded()
            completion?()
        }
    }

    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The number of items in the section at `index` (none past the last section).
    func numberOfItems(inSection index: Int) -> Int {
        guard let identifier = sectionIdentifier(at: index) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }
}

extension UITableView: DiffableSnapshotView {
    func hasDataSource(_ dataSource: AnyObject) -> Bool { self.dataSource === dataSource }
    func reloadElements(at indexPaths: [IndexPath]) { reloadRows(at: indexPaths, with: .none) }
    func reconfigureElements(at indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }
}

extension UICollectionView: DiffableSnapshotView {
    func hasDataSource(_ dataSource: AnyObject) -> Bool { self.dataSource === dataSource }
    func reloadElements(at indexPaths: [IndexPath]) { reloadItems(at: indexPaths) }
    func reconfigureElements(at indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }
}
