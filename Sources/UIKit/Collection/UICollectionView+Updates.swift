/// Inserting, deleting, moving and reloading items and sections, alone or batched (`BatchUpdate`, shared with tables).
///
/// Updates take effect at once, without animation, mapping the items before the update onto the data source's new
/// counts the way UIKit defines it: items that survive keep their cells, their measured sizes (in the layout) and
/// their selection at their new index paths; inserted items start at their estimate; reloaded ones get a new cell
/// from the data source and are measured again. An update that does not fit the counts is reported in UIKit's words
/// and the collection view reloads everything instead.
extension UICollectionView {
    public func insertItems(at indexPaths: [IndexPath]) { update { $0.inserted.formUnion(indexPaths) } }
    public func deleteItems(at indexPaths: [IndexPath]) { update { $0.deleted.formUnion(indexPaths) } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moved.append((indexPath, newIndexPath)) }
    }
    /// The items get new cells from the data source (the old ones go back to the pool) and are measured again.
    public func reloadItems(at indexPaths: [IndexPath]) { update { $0.reloaded.formUnion(indexPaths) } }
    public func insertSections(_ sections: IndexSet) { update { $0.insertedSections.formUnion(sections) } }
    public func deleteSections(_ sections: IndexSet) { update { $0.deletedSections.formUnion(sections) } }
    public func reloadSections(_ sections: IndexSet) { update { $0.reloadedSections.formUnion(sections) } }
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((section, newSection)) }
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

    /// Applies the inserts, deletes, moves and reloads made in `updates` as one update, lays out, and calls
    /// `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outermost = pendingUpdate == nil
        if outermost { pendingUpdate = BatchUpdate() }
        updates?()
        if outermost, let update = pendingUpdate {
            pendingUpdate = nil
            apply(update)
        }
        layoutIfNeeded()
        completion?(true)
    }

    private func update(_ change: (inout BatchUpdate) -> Void) {
        var single = BatchUpdate()
        change(&single)
        perform(single)
    }

    /// Applies `update` now, or adds it to the batch being collected.
    func perform(_ update: BatchUpdate) {
        if pendingUpdate != nil { pendingUpdate!.formUnion(update) } else { apply(update) }
    }

    /// Maps the old items onto the data source's new counts, carrying cells, measured sizes and selection over.
    func apply(_ update: BatchUpdate) {
        // Not loaded yet (or a reload is pending): the next layout pass reads everything anyway.
        guard !needsReload, let dataSource else {
            needsReload = true
            setNeedsLayout()
            return
        }
        let newCounts = Self.itemCounts(from: dataSource, of: self)
        let mapping: [IndexPath: IndexPath]
        switch update.mapping(oldCounts: itemCounts, newCounts: newCounts, words: .collection) {
        case .success(let map): mapping = map
        case .failure(let problem):
            UIView.layoutLog("[UICollectionView] \(problem.message) The collection view reloads all its data instead.")
            reloadData()
            return
        }
        itemCounts = newCounts
        // Cells follow their items; deleted and reloaded items' cells go back to the pool; supplementary views are
        // asked for again (their sections may have moved).
        var carried: [CollectionElementKey: UICollectionReusableView] = [:]
        var sized: Set<CollectionElementKey> = []
        for (key, view) in liveViewsInOrder() {
            if key.category == .cell, let target = mapping[key.indexPath], !update.reloaded.contains(key.indexPath) {
                let moved = CollectionElementKey(category: .cell, kind: nil, indexPath: target)
                carried[moved] = view
                if sizedElements.contains(key) { sized.insert(moved) }
            } else {
                recycle(view, key: key, notify: true)
            }
        }
        liveViews = carried
        sizedElements = sized
        // A reloaded item is deselected, as a table's reloaded row is; the others keep their selection.
        selectedItems = Set(selectedItems.compactMap { update.reloaded.contains($0) ? nil : mapping[$0] })
        let type = type(of: collectionViewLayout).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self
        let context = type.init()
        context.dataSourceCounts = true
        context.itemMapping = mapping
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }
}
