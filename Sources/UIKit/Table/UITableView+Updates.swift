/// Inserting, deleting, moving and reloading rows and sections, alone or batched.
///
/// An update maps the rows before it to the rows after it the way UIKit defines it: deletions and reloads use the
/// index paths before the update, insertions the index paths after it, moves one of each; every other row keeps
/// its order. Rows that survive keep their height (measured or estimated) and their cell; inserted rows start at
/// their estimate; reloaded rows get a new cell from the data source and are measured again.
extension UITableView {
    /// What `performBatchUpdates` collects.
    struct PendingUpdate {
        var deletedSections = IndexSet()
        var insertedSections = IndexSet()
        var reloadedSections = IndexSet()
        var deletedRows = Set<IndexPath>()
        var insertedRows = Set<IndexPath>()
        var reloadedRows = Set<IndexPath>()
        var movedRows: [(from: IndexPath, to: IndexPath)] = []
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedRows.formUnion(indexPaths) }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedRows.formUnion(indexPaths) }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Asks the data source again for these rows' cells and measures them again (a cell whose content changed
    /// height, e.g. an image that finished loading, gets its new height).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedRows.formUnion(indexPaths) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Updates visible rows' cells in place (iOS 15): the data source is asked again and
    /// `dequeueReusableCell(withIdentifier:for:)` returns the cell already showing the row. Every reconfigured row is
    /// measured again — on screen now, off screen when it comes back: its cell is configured then, and the height it
    /// was measured at belongs to the content it had.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard !needsReload, let dataSource else { return }
        for indexPath in indexPaths {
            if let cell = liveCells[indexPath] {
                reconfiguringCells[indexPath] = cell
                let returned = dataSource.tableView(self, cellForRowAt: indexPath)
                reconfiguringCells[indexPath] = nil
                if returned !== cell {
                    liveCells[indexPath] = nil
                    recycle(cell, at: indexPath, notify: true)
                    configure(returned)
                    liveCells[indexPath] = returned
                }
            }
            if let flat = geometry.flatIndex(indexPath) {
                let info = rowHeightInfo(for: indexPath)
                if !info.1 { geometry.setHeight(geometry.heights[flat], exact: false, atFlat: flat) }
            }
        }
        setNeedsLayout()
    }

    /// Applies the inserts, deletes, moves and reloads made in `updates` as one update, then calls `completion`
    /// (Trellis has no animations: with `true`, after the table has been laid out).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        layoutIfNeeded()
        completion?(true)
    }

    public func beginUpdates() {
        if batchDepth == 0 { pendingUpdate = PendingUpdate() }
        batchDepth += 1
    }

    public func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0, let pending = pendingUpdate else { return }
        pendingUpdate = nil
        apply(pending)
    }

    private func update(_ change: (inout PendingUpdate) -> Void) {
        if batchDepth > 0, pendingUpdate != nil {
            change(&pendingUpdate!)
            return
        }
        var single = PendingUpdate()
        change(&single)
        apply(single)
    }

    /// Maps the old rows onto the data source's new structure, carrying heights, cells and selection over.
    func apply(_ update: PendingUpdate) {
        // Not loaded yet (or a reload is pending): the next layout pass reads everything anyway.
        guard !needsReload, let dataSource else {
            setNeedsReload()
            return
        }
        let old = geometry
        let newSectionCount = max(0, dataSource.numberOfSections(in: self))
        let gone = update.deletedSections.union(update.reloadedSections)
        let fresh = update.insertedSections.union(update.reloadedSections)
        let survivingOld = (0..<old.numberOfSections).filter { !gone.contains($0) }
        let slotsNew = (0..<newSectionCount).filter { !fresh.contains($0) }
        guard survivingOld.count == slotsNew.count else {
            invalidUpdate("Invalid update: invalid number of sections. The number of sections contained in the table "
                + "view after the update (\(newSectionCount)) must be equal to the number of sections contained in the "
                + "table view before the update (\(old.numberOfSections)), plus or minus the number of sections inserted "
                + "or deleted (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted).")
            return
        }
        var newSectionForOld: [Int: Int] = [:]
        for (o, n) in zip(survivingOld, slotsNew) { newSectionForOld[o] = n }

        let movedFrom = Set(update.movedRows.map(\.from))
        let movedTo = Set(update.movedRows.map(\.to))
        var mapping: [IndexPath: IndexPath] = [:]
        for move in update.movedRows { mapping[move.from] = move.to }
        var newCounts: [Int] = []
        for n in 0..<newSectionCount {
            var count = dataSource.tableView(self, numberOfRowsInSection: n)
            if count < 0 { count = 0 }
            newCounts.append(count)
        }
        for (o, n) in newSectionForOld {
            let oldCount = old.sections[o].rowCount
            let survivors = (0..<oldCount).filter {
                let path = IndexPath(row: $0, section: o)
                return !update.deletedRows.contains(path) && !movedFrom.contains(path)
            }
            let slots = (0..<newCounts[n]).filter {
                let path = IndexPath(row: $0, section: n)
                return !update.insertedRows.contains(path) && !movedTo.contains(path)
            }
            guard survivors.count == slots.count else {
                let inserted = update.insertedRows.filter { $0.section == n }.count
                let deleted = update.deletedRows.filter { $0.section == o }.count
                let movedIn = update.movedRows.filter { $0.to.section == n }.count
                let movedOut = update.movedRows.filter { $0.from.section == o }.count
                invalidUpdate("Invalid update: invalid number of rows in section \(n). The number of rows contained in "
                    + "an existing section after the update (\(newCounts[n])) must be equal to the number of rows "
                    + "contained in that section before the update (\(oldCount)), plus or minus the number of rows "
                    + "inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus "
                    + "the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
                return
            }
            for (r, s) in zip(survivors, slots) { mapping[IndexPath(row: r, section: o)] = IndexPath(row: s, section: n) }
        }

        // The new geometry: carried heights for mapped rows, estimates for new and reloaded ones.
        var oldForNew: [IndexPath: IndexPath] = [:]
        for (o, n) in mapping { oldForNew[n] = o }
        var specs: [(header: CGFloat, headerEstimate: Bool, footer: CGFloat, footerEstimate: Bool, rows: [(CGFloat, Bool)])] = []
        for n in 0..<newSectionCount {
            let header = headerHeightInfo(n)
            let footer = footerHeightInfo(n)
            var rows: [(CGFloat, Bool)] = []
            rows.reserveCapacity(newCounts[n])
            for r in 0..<newCounts[n] {
                let path = IndexPath(row: r, section: n)
                let info = rowHeightInfo(for: path)
                if let from = oldForNew[path], let flat = old.flatIndex(from), !info.1 {
                    let reload = update.reloadedRows.contains(from)
                    rows.append((old.heights[flat], old.isExact[flat] && !reload))
                } else {
                    rows.append(info)
                }
            }
            specs.append((header.height, header.estimate, footer.height, footer.estimate, rows))
        }
        var rebuilt = TableRowGeometry(sections: specs)
        rebuilt.tableHeaderHeight = old.tableHeaderHeight
        rebuilt.tableFooterHeight = old.tableFooterHeight
        geometry = rebuilt

        // Cells follow their rows; deleted and reloaded rows' cells go back to the pool.
        var carried: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in liveCells {
            if let target = mapping[path], !update.reloadedRows.contains(path) {
                carried[target] = cell
            } else {
                if let target = mapping[path], let flat = geometry.flatIndex(target) { reloadedRowsOnScreen.append(flat) }
                recycle(cell, at: path, notify: true)
            }
        }
        liveCells = carried
        selectedRows = Set(selectedRows.compactMap { mapping[$0] })
        for (_, view) in liveHeaders { view.removeFromSuperview() }
        for (_, view) in liveFooters { view.removeFromSuperview() }
        liveHeaders.removeAll()
        liveFooters.removeAll()
        setNeedsLayout()
    }

    private func invalidUpdate(_ message: String) {
        UIView.layoutLog("[UITableView] \(message) The table reloads all its data instead.")
        setNeedsReload()
    }
}
