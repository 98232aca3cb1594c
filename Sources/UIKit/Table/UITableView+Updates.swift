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
        var movedSections: [(from: Int, to: Int)] = []
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
        let newSectionCount = numberOfSections(from: dataSource)
        // A moved section leaves its old place and takes its new one, as UIKit reads a move: from the old index to the
        // new one, around the deletions and insertions. (Checked first: an index set cannot hold a negative index.)
        let moves = update.movedSections
        guard moves.allSatisfy({ old.sections.indices.contains($0.from) && (0..<newSectionCount).contains($0.to) }),
              Set(moves.map(\.from)).count == moves.count, Set(moves.map(\.to)).count == moves.count else {
            invalidUpdate("Invalid update: a section moved from or to an index out of range, or moved twice "
                + "(\(moves.map { "\($0.from) → \($0.to)" }.joined(separator: ", "))).")
            return
        }
        let gone = update.deletedSections.union(update.reloadedSections).union(IndexSet(moves.map(\.from)))
        let fresh = update.insertedSections.union(update.reloadedSections).union(IndexSet(moves.map(\.to)))
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
        for move in moves { newSectionForOld[move.from] = move.to }

        let rowsMovedFrom = Set(update.movedRows.map(\.from))
        let rowsMovedTo = Set(update.movedRows.map(\.to))
        var mapping: [IndexPath: IndexPath] = [:]
        for move in update.movedRows { mapping[move.from] = move.to }
        let newCounts = (0..<newSectionCount).map { numberOfRows(inSection: $0, from: dataSource) }
        if let problem = outOfRangeProblem(update, old: old, newCounts: newCounts) {
            invalidUpdate(problem)
            return
        }
        for (o, n) in newSectionForOld {
            let oldCount = old.sections[o].rowCount
            let survivors = (0..<oldCount).filter {
                let path = IndexPath(row: $0, section: o)
                return !update.deletedRows.contains(path) && !rowsMovedFrom.contains(path)
            }
            let slots = (0..<newCounts[n]).filter {
                let path = IndexPath(row: $0, section: n)
                return !update.insertedRows.contains(path) && !rowsMovedTo.contains(path)
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
                    // A reloaded row, and a self-sizing row on screen, are measured again (their old height stands as
                    // the estimate). Apple, on `beginUpdates()`: "use this method followed by the endUpdates() method
                    // to animate the change in the row heights without reloading the cell" — apps grow a cell whose
                    // content changed in place this way, with an empty update.
                    let remeasure = update.reloadedRows.contains(from) || liveCells[from] != nil
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
        for (path, cell) in liveCells {
            if let target = mapping[path], !update.reloadedRows.contains(path) {
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
        selectedRows = Set(selectedRows.compactMap { update.reloadedRows.contains($0) ? nil : mapping[$0] })
        // Headers and footers are placed afresh by the next layout (their sections may have moved).
        for (section, view) in liveHeaders { recycleHeaderFooter(view, section: section, header: true, shown: true) }
        for (section, view) in liveFooters { recycleHeaderFooter(view, section: section, header: false, shown: true) }
        liveHeaders.removeAll()
        liveFooters.removeAll()
        contentMayHaveShrunk = true
        setNeedsLayout()
    }

    /// The first index the update names that the table does not have — before the update for deletions, reloads and
    /// the sources of moves, after it for insertions and the destinations of moves — in the words of UIKit's exception.
    private func outOfRangeProblem(_ update: PendingUpdate, old: TableRowGeometry, newCounts: [Int]) -> String? {
        let oldSections = old.numberOfSections, newSections = newCounts.count
        for section in update.deletedSections.union(update.reloadedSections).sorted() where section >= oldSections {
            let verb = update.deletedSections.contains(section) ? "delete" : "reload"
            return "attempt to \(verb) section \(section), but there are only \(oldSections) sections before the update"
        }
        for section in update.insertedSections.sorted() where section >= newSections {
            return "attempt to insert section \(section) but there are only \(newSections) sections after the update"
        }
        func existedBefore(_ path: IndexPath) -> Bool {
            old.sections.indices.contains(path.section) && (0..<old.sections[path.section].rowCount).contains(path.row)
        }
        func existsAfter(_ path: IndexPath) -> Bool {
            newCounts.indices.contains(path.section) && (0..<newCounts[path.section]).contains(path.row)
        }
        func rowsBefore(_ section: Int) -> String {
            old.sections.indices.contains(section) ? "which only contains \(old.sections[section].rowCount) rows"
                : "but there are only \(oldSections) sections"
        }
        func rowsAfter(_ section: Int) -> String {
            newCounts.indices.contains(section) ? "but there are only \(newCounts[section]) rows in section \(section)"
                : "but there are only \(newSections) sections"
        }
        for path in update.deletedRows.sorted() where !existedBefore(path) {
            return "attempt to delete row \(path.row) from section \(path.section) \(rowsBefore(path.section)) "
                + "before the update"
        }
        for path in update.reloadedRows.sorted() where !existedBefore(path) {
            return "attempt to reload row \(path.row) from section \(path.section) \(rowsBefore(path.section)) "
                + "before the update"
        }
        for path in update.insertedRows.sorted() where !existsAfter(path) {
            return "attempt to insert row \(path.row) into section \(path.section), \(rowsAfter(path.section)) "
                + "after the update"
        }
        for move in update.movedRows {
            if !existedBefore(move.from) {
                return "attempt to move row \(move.from.row) from section \(move.from.section) "
                    + "\(rowsBefore(move.from.section)) before the update"
            }
            if !existsAfter(move.to) {
                return "attempt to move a row to row \(move.to.row) of section \(move.to.section), "
                    + "\(rowsAfter(move.to.section)) after the update"
            }
        }
        return nil
    }

    private func invalidUpdate(_ message: String) {
        UIView.layoutLog("[UITableView] \(message) The table reloads all its data instead.")
        setNeedsReload()
    }
}
