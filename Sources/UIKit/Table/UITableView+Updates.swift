/// Inserting, deleting, moving and reloading rows and sections, alone or batched.
///
/// An update maps the rows before it to the rows after it the way UIKit defines it: deletions and reloads use the
/// index paths before the update, insertions the index paths after it, moves one of each; every other row keeps
/// its order. Rows that survive keep their height (measured or estimated) and their cell; inserted rows start at
/// their estimate; reloaded rows get a new cell from the data source and are measured again.
extension UITableView {
    /// What `performBatchUpdates` collects (`BatchUpdate`, shared with collection views).
    typealias PendingUpdate = BatchUpdate

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.inserted.formUnion(indexPaths) }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deleted.formUnion(indexPaths) }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moved.append((indexPath, newIndexPath)) }
    }

    /// Asks the data source again for these rows' cells and measures them again (a cell whose content changed
    /// height, e.g. an image that finished loading, gets its new height).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloaded.formUnion(indexPaths) }
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

    /// Moves a section and its rows (their cells and heights with them); the data source already has it at
    /// `newSection`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((section, newSection)) }
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
            } else {
                UIView.layoutLog("[UITableView] attempt to reconfigure row \(indexPath.row) in section "
                    + "\(indexPath.section), which the table does not have; ignored.")
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
        var single = PendingUpdate()
        change(&single)
        perform(single)
    }

    /// Applies `update` now, or adds it to the batch being collected (`beginUpdates`…`endUpdates`).
    func perform(_ update: BatchUpdate) {
        if batchDepth > 0, pendingUpdate != nil {
            pendingUpdate!.formUnion(update)
        } else {
            apply(update)
        }
    }

    /// Maps the old rows onto the data source's new structure, carrying heights, cells and selection over.
    func apply(_ update: PendingUpdate) {
        // Not loaded yet (or a reload is pending): the next layout pass reads everything anyway.
        guard !needsReload, let dataSource else {
            setNeedsReload()
            return
        }
        let old = geometry
        let newSectionCount = numberOfSections(from: dataSource)
        let newCounts = (0..<newSectionCount).map { numberOfRows(inSection: $0, from: dataSource) }
        let mapping: [IndexPath: IndexPath]
        switch update.mapping(oldCounts: old.sections.map(\.rowCount), newCounts: newCounts, words: .table) {
        case .success(let map): mapping = map
        case .failure(let problem):
            invalidUpdate(problem.message)
            return
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
                    // A reloaded row, and a self-sizing row on screen, are measured again (their old height stands as
                    // the estimate). Apple, on `beginUpdates()`: "use this method followed by the endUpdates() method
                    // to animate the change in the row heights without reloading the cell" — apps grow a cell whose
                    // content changed in place this way, with an empty update.
                    let remeasure = update.reloaded.contains(from) || liveCells[from] != nil
                    rows.append((old.heights[flat], old.isExact[flat] && !remeasure))
                } else {
                    rows.append(info)
                }
            }
            specs.append((header.height, header.estimate, footer.height, footer.estimate, rows))
        }
        var rebuilt = TableRowGeometry(sections: specs)
        rebuilt.tableHeaderHeight = old.tableHeaderHeight
        rebuilt.tableFooterHeight = old.tableFooterHeight
        rebuilt.headerTopPadding = old.headerTopPadding
        geometry = rebuilt

        // Cells follow their rows; deleted and reloaded rows' cells go back to the pool.
        var carried: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in liveCellsInOrder() {
            if let target = mapping[path], !update.reloaded.contains(path) {
                carried[target] = cell
            } else {
                if let target = mapping[path], let flat = geometry.flatIndex(target) { reloadedRowsOnScreen.append(flat) }
                recycle(cell, at: path, notify: true)
            }
        }
        liveCells = carried
        // A reloaded row (or section) is deselected, as on iOS: the row gets a new cell, unselected (reloading a row
        // "will deselect whatever rows you reload" — a long-standing, often reported behaviour). Rows that stay keep
        // their selection at their new index paths; deleted rows lose it.
        selectedRows = Set(selectedRows.compactMap { update.reloaded.contains($0) ? nil : mapping[$0] })
        // Headers and footers are placed afresh by the next layout (their sections may have moved).
        for (section, view) in UITableView.inSectionOrder(liveHeaders) {
            recycleHeaderFooter(view, section: section, header: true, shown: true)
        }
        for (section, view) in UITableView.inSectionOrder(liveFooters) {
            recycleHeaderFooter(view, section: section, header: false, shown: true)
        }
        liveHeaders.removeAll()
        liveFooters.removeAll()
        contentMayHaveShrunk = true
        setNeedsLayout()
    }

    private func invalidUpdate(_ message: String) {
        UIView.layoutLog("[UITableView] \(message) The table reloads all its data instead.")
        setNeedsReload()
    }
}
