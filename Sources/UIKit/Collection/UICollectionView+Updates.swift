/// Changes to the items: they take effect at once, without animation. The layout is invalidated with the data source
/// counts and the elements on screen are asked for again; items that stay keep nothing of their old views (a
/// self-sizing item is measured again when it shows). The selection is cleared by structural changes (inserts, deletes,
/// moves), whose index paths it would otherwise name wrongly.
extension UICollectionView {
    public func insertItems(at indexPaths: [IndexPath]) { structureChanged() }
    public func deleteItems(at indexPaths: [IndexPath]) { structureChanged() }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { structureChanged() }
    public func insertSections(_ sections: IndexSet) { structureChanged() }
    public func deleteSections(_ sections: IndexSet) { structureChanged() }
    public func moveSection(_ section: Int, toSection newSection: Int) { structureChanged() }
    public func reloadSections(_ sections: IndexSet) {
        reloadItems(at: liveViews.keys.filter { $0.category == .cell && sections.contains($0.indexPath.section) }
            .map(\.indexPath))
        collectionViewLayout.invalidateLayout()
    }

    /// The items get new cells from the data source (the old ones go back to the pool) and are measured again.
    public func reloadItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            let key = CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
            sizedElements.remove(key)
            if let view = liveViews.removeValue(forKey: key) { recycle(view, key: key, notify: true) }
        }
        collectionViewLayout.invalidateLayout()
    }

    /// The items' cells on screen are configured again in place (the data source's `dequeueReusableCell` hands back
    /// the same cell) and measured again (iOS 15).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard !needsReload, let dataSource else { return }
        for indexPath in indexPaths {
            let key = CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
            guard let cell = liveViews[key] as? UICollectionViewCell else { continue }
            reconfiguringCells[indexPath] = cell
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCells[indexPath] = nil
            if returned !== cell {
                liveViews[key] = nil
                recycle(cell, key: key, notify: true)
            }
            sizedElements.remove(key)
        }
        setNeedsLayout()
    }

    /// Runs `updates` (inserts, deletes, moves, reloads) as one change, lays out, and calls `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        structureChanged()
        layoutIfNeeded()
        completion?(true)
    }

    private func structureChanged() {
        selectedItems.removeAll()
        needsReload = true
        setNeedsLayout()
    }
}
