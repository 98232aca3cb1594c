/// The table's layout: the height model, the visible rows, self-sizing, cell placement and recycling.
extension UITableView {
    /// The cells' side margin: the system minimum margin for the table's width class (16 pt compact, 20 pt
    /// regular), which UIKit also uses for the default separator inset.
    var cellSideMargin: CGFloat {
        traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }

    /// Inset-grouped sections sit inside the side margins.
    var cellHorizontalInset: CGFloat { style == .insetGrouped ? cellSideMargin : 0 }

    /// Separator line thickness: one pixel of the screen.
    var separatorThickness: CGFloat { separatorStyle == .none ? 0 : 1 / layoutScale }

    /// What `configure(_:)` gives every cell it shows, now.
    var cellSettings: TableRowMeasurement.CellSettings {
        .init(sideMargin: cellSideMargin, separatorThickness: separatorThickness)
    }

    /// What the self-sizing rows' heights depend on outside their cells, now.
    var rowMeasurement: TableRowMeasurement {
        let sides = cellSafeAreaSides
        return TableRowMeasurement(width: bounds.width, contentSizeCategory: traitCollection.preferredContentSizeCategory,
                                   safeAreaLeft: sides.left, safeAreaRight: sides.right, cellSettings: cellSettings)
    }

    func rowFrame(flat: Int) -> CGRect {
        let rect = geometry.rowRect(flat: flat, width: bounds.width)
        let inset = cellHorizontalInset
        return CGRect(x: inset, y: rect.minY, width: max(0, rect.width - 2 * inset), height: rect.height)
    }

    // MARK: The height model

    func reloadModelIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (indexPath, cell) in liveCellsInOrder() { recycle(cell, at: indexPath, notify: true) }
        liveCells.removeAll()
        for (section, view) in UITableView.inSectionOrder(liveHeaders) {
            recycleHeaderFooter(view, section: section, header: true, shown: true)
        }
        for (section, view) in UITableView.inSectionOrder(liveFooters) {
            recycleHeaderFooter(view, section: section, header: false, shown: true)
        }
        liveHeaders.removeAll()
        liveFooters.removeAll()
        geometry = buildGeometry()
        geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
        measuredFor = rowMeasurement
        contentMayHaveShrunk = true
    }

    /// After a reload or an update, an offset past the new end of the content comes back to it (at its estimated
    /// heights: rows measured there may move it again, as on iOS).
    private func bringOffsetWithinShrunkContent() {
        guard contentMayHaveShrunk else { return }
        contentMayHaveShrunk = false
        updateContentSize()
        let end = offsetRange.max.y
        if contentOffset.y > end { contentOffset = CGPoint(x: contentOffset.x, y: end) }
    }

    /// Asks the data source for the structure and the delegate for the heights; self-sizing rows start at their
    /// estimate.
    func buildGeometry() -> TableRowGeometry {
        guard let dataSource else { return TableRowGeometry() }
        let sectionCount = numberOfSections(from: dataSource)
        var specs: [(header: CGFloat, headerEstimate: Bool, footer: CGFloat, footerEstimate: Bool, rows: [(CGFloat, Bool)])] = []
        specs.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let count = numberOfRows(inSection: section, from: dataSource)
            let header = headerHeightInfo(section)
            let footer = footerHeightInfo(section)
            specs.append((header.height, header.estimate, footer.height, footer.estimate,
                          rowHeights(section: section, count: count)))
        }
        var geometry = TableRowGeometry(sections: specs)
        geometry.headerTopPadding = effectiveSectionHeaderTopPadding
        return geometry
    }

    /// The data source's section count; a negative one is reported and taken as none.
    func numberOfSections(from dataSource: any UITableViewDataSource) -> Int {
        let count = dataSource.numberOfSections(in: self)
        guard count >= 0 else {
            UIView.layoutLog("[UITableView] The data source returned \(count) sections; using 0.")
            return 0
        }
        return count
    }

    /// The data source's row count for a section; a negative one is reported and taken as none.
    func numberOfRows(inSection section: Int, from dataSource: any UITableViewDataSource) -> Int {
        let count = dataSource.tableView(self, numberOfRowsInSection: section)
        guard count >= 0 else {
            UIView.layoutLog("[UITableView] The data source returned \(count) rows for section \(section); using 0.")
            return 0
        }
        return count
    }

    /// Heights of a section's rows: exact when fixed, the estimate for self-sizing rows.
    func rowHeights(section: Int, count: Int) -> [(CGFloat, Bool)] {
        guard let delegate = tableDelegate else {
            let info = rowHeightInfo(height: rowHeight, estimate: estimatedRowHeight)
            return Array(repeating: info, count: count)
        }
        return (0..<count).map { row in rowHeightInfo(for: IndexPath(row: row, section: section), delegate: delegate) }
    }

    func rowHeightInfo(height: CGFloat, estimate: CGFloat) -> (CGFloat, Bool) {
        if height >= 0 { return (height, true) }
        // automaticDimension (or no estimate): UIKit's standard row height stands in until measured.
        return (estimate > 0 ? estimate : UITableView.defaultRowHeight, false)
    }

    func rowHeightInfo(for indexPath: IndexPath) -> (CGFloat, Bool) {
        if let delegate = tableDelegate { return rowHeightInfo(for: indexPath, delegate: delegate) }
        return rowHeightInfo(height: rowHeight, estimate: estimatedRowHeight)
    }

    private func rowHeightInfo(for indexPath: IndexPath, delegate: any UITableViewDelegate) -> (CGFloat, Bool) {
        let height = checkedAnswer(delegate.tableView(self, heightForRowAt: indexPath),
                                   of: "tableView(_:heightForRowAt:)")
        if height >= 0 { return (height, true) }
        let estimate = checkedAnswer(delegate.tableView(self, estimatedHeightForRowAt: indexPath),
                                     of: "tableView(_:estimatedHeightForRowAt:)")
        return rowHeightInfo(height: height, estimate: estimate)
    }

    /// A height the delegate answered, as one the table can use: a NaN or an infinity is reported (once per table and
    /// method — a delegate that answers one usually does for every row) and taken as `automaticDimension`, so the row
    /// or header is measured, or gets the standard height. Let through, an infinity made the content infinitely tall.
    func checkedAnswer(_ height: CGFloat, of method: String) -> CGFloat {
        if height.isFinite { return height }
        if reportedNonFiniteAnswers.insert(method).inserted {
            UIView.layoutLog("[UITableView] \(method) returned \(height), which is not a height: the table uses "
                + "automaticDimension instead. Table: \(layoutDescription)")
        }
        return UITableView.automaticDimension
    }

    /// Whether a section has a header view or title (so automatic heights give it room).
    private func sectionHasHeader(_ section: Int) -> Bool {
        if dataSource?.tableView(self, titleForHeaderInSection: section) != nil { return true }
        guard let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) else { return false }
        if view.superview == nil { returnToPool(view) }
        return true
    }

    private func sectionHasFooter(_ section: Int) -> Bool {
        if dataSource?.tableView(self, titleForFooterInSection: section) != nil { return true }
        guard let view = tableDelegate?.tableView(self, viewForFooterInSection: section) else { return false }
        if view.superview == nil { returnToPool(view) }
        return true
    }

    /// Puts a header or footer view out of the table into the reuse pool of its identifier, unless it is there
    /// already (a view the delegate made without one is dropped). The views the delegate gives only so that the table
    /// can tell a section has one (shown ones excepted) go back too: asking every section at a reload then dequeues the
    /// same view again, where it made one view per section — a thousand for a thousand sections, at every reload.
    private func returnToPool(_ view: UIView) {
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else { return }
        if headerFooterPool[identifier]?.contains(where: { $0 === reusable }) == true { return }
        headerFooterPool[identifier, default: []].append(reusable)
    }

    /// Header height: the delegate's or `sectionHeaderHeight`; automatic means measured from the view (estimated
    /// until then), none in plain tables without a header, and the grouped styles' standard gap otherwise.
    func headerHeightInfo(_ section: Int) -> (height: CGFloat, estimate: Bool) {
        let height = tableDelegate.map {
            checkedAnswer($0.tableView(self, heightForHeaderInSection: section),
                          of: "tableView(_:heightForHeaderInSection:)")
        } ?? sectionHeaderHeight
        if height >= 0 { return (height, false) }
        guard dataSource != nil, sectionHasHeader(section) else {
            return (style == .plain ? 0 : (section == 0 ? 35 : 17.5), false)
        }
        let estimate = tableDelegate.map {
            checkedAnswer($0.tableView(self, estimatedHeightForHeaderInSection: section),
                          of: "tableView(_:estimatedHeightForHeaderInSection:)")
        } ?? estimatedSectionHeaderHeight
        return (estimate > 0 ? estimate : UITableView.standardSectionHeaderEstimate, true)
    }

    func footerHeightInfo(_ section: Int) -> (height: CGFloat, estimate: Bool) {
        let height = tableDelegate.map {
            checkedAnswer($0.tableView(self, heightForFooterInSection: section),
                          of: "tableView(_:heightForFooterInSection:)")
        } ?? sectionFooterHeight
        if height >= 0 { return (height, false) }
        guard dataSource != nil, sectionHasFooter(section) else { return (style == .plain ? 0 : 17.5, false) }
        let estimate = tableDelegate.map {
            checkedAnswer($0.tableView(self, estimatedHeightForFooterInSection: section),
                          of: "tableView(_:estimatedHeightForFooterInSection:)")
        } ?? estimatedSectionFooterHeight
        return (estimate > 0 ? estimate : UITableView.standardSectionHeaderEstimate, true)
    }

    // MARK: Layout pass

    func placeTableHeaderAndFooter() {
        let width = bounds.width
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
            geometry.tableHeaderHeight = frame.height
        } else {
            geometry.tableHeaderHeight = 0
        }
        geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
        if let footer = tableFooterView {
            geometry.updateOffsets()
            let frame = CGRect(x: 0, y: geometry.contentHeight, width: width, height: footer.frame.height)
            if footer.frame != frame { footer.frame = frame }
        }
    }

    func updateContentSize() {
        geometry.updateOffsets()
        let size = CGSize(width: bounds.width, height: geometry.contentHeight + geometry.tableFooterHeight)
        if contentSize != size { contentSize = size }
    }

    /// Brings the cells in line with the visible bounds: measures self-sizing rows as they appear (keeping the rows
    /// already on screen where they were, so corrected estimates above them do not make the content jump), asks
    /// the data source for new cells, recycles the ones that left, and places everything.
    func layoutRows() {
        placeBackgroundView()
        reloadModelIfNeeded()
        // The content is as wide as the table, at once: until `updateContentSize()` below, a narrower table would have
        // wider content, scroll sideways, and take the safe area at its sides into its adjusted content inset — the
        // rows measured meanwhile would not keep their content views out of it (a phone in landscape).
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        let measurement = rowMeasurement
        if measuredFor != measurement {
            // Self-sizing heights depend on the width, the text size, the safe area at the sides, the cells' side
            // margins and the separator: measure again (the old heights stay as estimates), headers and footers too.
            // The cells on screen take the new margins and separator first.
            if let previous = measuredFor, previous.cellSettings != measurement.cellSettings {
                for cell in liveCells.values { configure(cell, with: measurement.cellSettings) }
            }
            measuredFor = measurement
            let fixed: Set<Int>
            if tableDelegate == nil {
                fixed = rowHeight >= 0 ? Set(0..<geometry.rowCount) : []
            } else {
                fixed = Set((0..<geometry.rowCount).filter { rowHeightInfo(for: geometry.indexPath(ofFlat: $0)).1 })
            }
            geometry.invalidateMeasurements { !fixed.contains($0) }
        }
        placeTableHeaderAndFooter()
        // The row already on screen highest up anchors the view while heights above it are corrected.
        geometry.updateOffsets()
        bringOffsetWithinShrunkContent()
        if let last = lastRowLayout, reloadedRowsOnScreen.isEmpty, last == rowLayoutStamp() {
            // Scrolled within the same rows, with nothing else changed: the cells are placed as they would be again.
            updateContentSize()
            placeSectionHeadersAndIndicator()
            return
        }
        lastRowLayout = nil
        // Loops rather than closures here and below: this runs on every scrolled frame, and a closure written in this
        // main-actor type checks the executor on every call.
        // A row reloaded on screen has no cell until it is measured again, but it is still the one on top when it is:
        // its own new height then moves the rows below it, not the content (at the top of the table, the table stays
        // at the top, as on iOS). Anchoring the next live row instead scrolled the content by the reloaded row's growth.
        // The anchor is a row still on screen: after a jump (a new content offset) the cells of the old position are
        // not, and anchoring one of them moved the content by what the rows above it gained or lost — a table set to
        // its top after a rotation came to rest pulled down by a measured row's change. And a table at its top stays
        // there, whatever the rows measured on screen turn out to be, as on iOS: the first row shows from its top.
        var anchorFlat = geometry.firstFlatIndex(among: liveCells.keys, reachingInto: contentOffset.y,
                                                 contentOffset.y + bounds.height)
        for flat in reloadedRowsOnScreen where flat < geometry.rowCount && flat < (anchorFlat ?? .max) { anchorFlat = flat }
        reloadedRowsOnScreen.removeAll()
        var anchor: (flat: Int, screenY: CGFloat)?
        let atTop = contentOffset.y <= -adjustedContentInset.top
        if let anchorFlat, !atTop { anchor = (anchorFlat, geometry.tops[anchorFlat] - contentOffset.y) }
        var visible: Range<Int> = 0..<0
        for _ in 0..<8 {
            geometry.updateOffsets()
            visible = geometry.rows(intersecting: contentOffset.y, contentOffset.y + bounds.height)
            recycleCells(outside: visible)
            var changed = false
            // Fill the bounds row by row, so a measured row that is taller than its estimate stops the filling
            // early instead of asking for cells that will not be on screen.
            let bottom = contentOffset.y + bounds.height
            var flat = visible.lowerBound
            while flat < geometry.rowCount, geometry.tops[flat] < bottom {
                if !geometry.isExact[flat] {
                    let indexPath = geometry.indexPath(ofFlat: flat)
                    let cell = liveCells[indexPath] ?? makeCell(at: indexPath)
                    let height = measure(cell)
                    if height != geometry.heights[flat] { changed = true }
                    geometry.setHeight(height, exact: true, atFlat: flat)
                    geometry.updateOffsets()
                }
                flat += 1
            }
            if let anchor, anchor.flat < geometry.rowCount {
                let drift = geometry.tops[anchor.flat] - contentOffset.y - anchor.screenY
                if drift != 0 {
                    updateContentSize()
                    contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y + drift)
                    changed = true
                }
            }
            if !changed { break }
        }
        updateContentSize()
        visible = geometry.rows(intersecting: contentOffset.y, contentOffset.y + bounds.height)
        recycleCells(outside: visible)
        // Only inset-grouped tables leave out a section's last separator.
        var lastFlatInSection = Set<Int>()
        if style == .insetGrouped {
            for section in geometry.sections where section.rowCount > 0 {
                lastFlatInSection.insert(section.firstRow + section.rowCount - 1)
            }
        }
        // Read once for all the rows, at the start of the pass (the separator's thickness asks the window for its
        // scale).
        let separatorsShown = separatorStyle != .none, insetGrouped = style == .insetGrouped
        let thickness = measurement.cellSettings.separatorThickness
        for (offset, indexPath) in geometry.indexPaths(ofFlat: visible).enumerated() {
            let flat = visible.lowerBound + offset
            let cell = liveCells[indexPath] ?? makeCell(at: indexPath)
            cell.showsSeparator = separatorsShown && !(insetGrouped && lastFlatInSection.contains(flat))
            cell.separatorHeight = thickness
            let frame = rowFrame(flat: flat)
            if cell.frame != frame { cell.frame = frame }
            cell.layoutCellViews()
            if cell.superview !== self { attach(cell) }
            if !cell.isBetweenDisplayCallbacks {
                cell.isBetweenDisplayCallbacks = true
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
        }
        // Kept when every visible row is measured and has its cell (the passes above may stop short of that).
        let exact = geometry.isExact
        var placedAll = liveCells.count == visible.count
        for flat in visible where !exact[flat] { placedAll = false }
        if placedAll { lastRowLayout = rowLayoutStamp() }
        rowPlacementCount += 1
        placeSectionHeadersAndIndicator()
    }

    /// The live headers or footers of the sections not in `kept`, in section order: the order they go back to their
    /// pools in (the dictionaries' own differs from process to process). Nothing is allocated on the usual frame, where
    /// none leaves.
    static func inSectionOrder(_ live: [Int: UIView], except kept: Set<Int> = []) -> [(key: Int, value: UIView)] {
        var leaving: [(key: Int, value: UIView)] = []
        for entry in live where !kept.contains(entry.key) { leaving.append(entry) }
        if leaving.count > 1 { leaving.sort { $0.key < $1.key } }
        return leaving
    }

    /// What every row layout ends with, full or not: the section headers and footers placed, and the scroll indicator
    /// kept above the cells.
    private func placeSectionHeadersAndIndicator() {
        layoutSectionHeadersAndFooters()
        layoutFillerRows()
        if verticalIndicator.superview === self { bringSubviewToFront(verticalIndicator) }
    }

    /// Keeps `backgroundView` behind everything else, over the visible bounds (it does not scroll with the content).
    func placeBackgroundView() {
        if let backgroundView { keepSubview(backgroundView, at: 0, frame: bounds) }
    }

    // MARK: Filler rows

    /// The filler rows' height now, or nil when the table shows none (`fillerRowHeight`).
    private var fillerHeight: CGFloat? {
        guard style == .plain, separatorStyle != .none, tableFooterView == nil else { return nil }
        guard fillerRowHeight == UITableView.automaticDimension else { return fillerRowHeight > 0 ? fillerRowHeight : nil }
        if let last = geometry.heights.last { return last > 0 ? last : nil }
        return rowHeight > 0 ? rowHeight : UITableView.defaultRowHeight
    }

    /// At most this many filler separators are placed (a tiny `fillerRowHeight` would otherwise ask for thousands).
    static let maximumFillerSeparators = 256

    /// Places the separators of the filler rows that show between the end of the content and the bottom of the
    /// visible bounds (more of them show while the content is pulled up past its end), behind the cells, with the
    /// table's separator inset, colour and thickness.
    func layoutFillerRows() {
        // Nearly every table: no filler rows asked for, none shown (this runs on every scrolled frame).
        if fillerRowHeight == 0 && fillerSeparators.isEmpty { return }
        var frames: [CGRect] = []
        if let height = fillerHeight {
            let start = geometry.contentHeight, thickness = separatorThickness, inset = separatorInset
            let top = bounds.minY, bottom = bounds.maxY
            // From the filler row at the top of the bounds (at most one line above it is skipped), a bounded loop: with
            // a tiny height far down, `index + 1` can round back to `index`.
            var index = max(0, ((top - start) / height).rounded(.down))
            for _ in 0...Self.maximumFillerSeparators where frames.count < Self.maximumFillerSeparators {
                let lineY = start + (index + 1) * height - thickness
                if lineY >= bottom { break }
                if lineY + thickness > top {
                    frames.append(CGRect(x: inset.left, y: lineY, width: max(0, bounds.width - inset.left - inset.right),
                                         height: thickness))
                }
                index += 1
            }
        }
        while fillerSeparators.count > frames.count { fillerSeparators.removeLast().removeFromSuperview() }
        while fillerSeparators.count < frames.count {
            let line = UIView()
            line.backgroundColor = resolvedSeparatorColor
            if let backgroundView, backgroundView.superview === self {
                insertSubview(line, aboveSubview: backgroundView)
            } else {
                insertSubview(line, at: 0)
            }
            fillerSeparators.append(line)
        }
        for (line, frame) in zip(fillerSeparators, frames) where line.frame != frame { line.frame = frame }
    }

    /// The stamp of a row layout now (`TableLayoutStamp`).
    private func rowLayoutStamp() -> TableLayoutStamp {
        let minY = contentOffset.y
        let (visible, revision) = UITableView.rowsAndRevision(of: &geometry, intersecting: minY, minY + bounds.height)
        return TableLayoutStamp(geometryRevision: revision, liveCellsRevision: liveCellsRevision,
                                visible: visible, width: bounds.width, scale: layoutScale,
                                traitGeneration: TraitResolution.generation.load(ordering: .relaxed),
                                subviewCount: subviews.count)
    }

    /// The rows of `geometry` in a range of content y and its revision, read in place (`inout`): a method called on
    /// the table's `geometry` gets a copy of the struct, its arrays retained and released — on every frame, here.
    private static func rowsAndRevision(of geometry: inout TableRowGeometry, intersecting minY: CGFloat,
                                        _ maxY: CGFloat) -> (Range<Int>, UInt64) {
        (geometry.rows(intersecting: minY, maxY), geometry.revision)
    }

    /// Sends the cells of rows outside `visible` back to the pool (before new rows ask for cells, so they reuse
    /// them).
    ///
    /// The cells that leave are found first, against one copy of the geometry (a call on `geometry` through the
    /// table copies the struct, retaining its four arrays, and this ran for every live cell twice per frame), then
    /// recycled in row order: the live cells are a dictionary, whose order differs from process to process, and the
    /// order of the pool decides which cell the next row gets — the same scrolling reuses the same cells every run.
    func recycleCells(outside visible: Range<Int>) {
        let geometry = self.geometry
        var leaving: [(indexPath: IndexPath, cell: UITableViewCell)] = []
        for (indexPath, cell) in liveCells {
            if let flat = geometry.flatIndex(indexPath), visible.contains(flat) { continue }
            leaving.append((indexPath, cell))
        }
        if leaving.count > 1 { leaving.sort { $0.indexPath < $1.indexPath } }
        for (indexPath, cell) in leaving {
            liveCells[indexPath] = nil
            recycle(cell, at: indexPath, notify: true)
        }
    }

    /// A cell from the data source for a row, configured for this table (margins, separator) and kept live.
    @discardableResult
    func makeCell(at indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let dataSource {
            cell = dataSource.tableView(self, cellForRowAt: indexPath)
        } else {
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        prepare(cell, for: indexPath)
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        liveCells[indexPath] = cell
        return cell
    }

    /// Gives a cell the table's settings, the row's frame, and a place in the table (so its traits are the
    /// table's) before it is configured, measured or shown.
    func prepare(_ cell: UITableViewCell, for indexPath: IndexPath) {
        configure(cell)
        // In the table first: where the content view goes depends on the safe area at the cell's sides.
        if cell.superview !== self { attach(cell) }
        if let flat = geometry.flatIndex(indexPath) {
            geometry.updateOffsets()
            let frame = rowFrame(flat: flat)
            if cell.frame != frame { cell.frame = frame }
            cell.layoutCellViews()
        }
    }

    /// What the table sets on every cell it shows: itself, the side margins, the separator line (`settings`: the
    /// table's current ones, passed by a caller that has read them already).
    func configure(_ cell: UITableViewCell, with settings: TableRowMeasurement.CellSettings? = nil) {
        let settings = settings ?? cellSettings
        cell.owningTable = self
        cell.separatorHeight = settings.separatorThickness
        let separatorColor = resolvedSeparatorColor
        if cell.separatorView.backgroundColor !== separatorColor { cell.separatorView.backgroundColor = separatorColor }
        // The content view's default margins follow the table's side margin, unless the app set its own.
        let side = settings.sideMargin
        if !cell.contentView.marginsAreDirectional, cell.contentView.rawLayoutMargins == cell.systemContentMargins {
            let margins = UIEdgeInsets(top: 11, left: side, bottom: 11, right: side)
            if margins != cell.systemContentMargins {
                cell.systemContentMargins = margins
                cell.contentView.layoutMargins = margins
            }
        }
    }

    /// How tall `view` is at `width`: fitted with the width required and the height as small as its constraints allow,
    /// as UIKit sizes self-sizing cells and section headers and footers.
    func fittedHeight(of view: UIView, width: CGFloat) -> CGFloat {
        view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                     verticalFittingPriority: .fittingSizeLevel).height
    }

    /// The self-sizing height: the cell fitted at the row width, required horizontally and as small as its
    /// constraints allow vertically. A content view whose constraints give no height gets the standard row
    /// height, with UIKit's warning.
    func measure(_ cell: UITableViewCell) -> CGFloat {
        let width = max(0, bounds.width - 2 * cellHorizontalInset)
        // At the row's width and place across first, as it will be shown: the content view keeps out of the safe area
        // at the cell's sides (a phone in landscape), which the cell's frame decides. A cell on screen when the table
        // is resized still has its old frame; measured in it, it was measured at the old width and insets.
        if cell.superview === self {
            if cell.frame.minX != cellHorizontalInset || cell.frame.width != width {
                cell.frame = CGRect(x: cellHorizontalInset, y: cell.frame.minY, width: width, height: cell.frame.height)
            }
            cell.layoutCellViews()
        }
        let height = fittedHeight(of: cell, width: width)
        let contentHeight = height - cell.separatorHeight
        guard contentHeight > 0.0001 else {
            if !warnedAboutZeroHeight {
                warnedAboutZeroHeight = true
                UIView.layoutLog("[Warning] Warning once only: Detected a case where constraints ambiguously suggest a "
                    + "height of zero for a table view cell's content view. We're considering the collapse unintentional "
                    + "and using standard height instead. Cell: \(cell)")
            }
            return UITableView.defaultRowHeight
        }
        let scale = layoutScale
        return (height * scale).rounded(.up) / scale
    }

    /// Measures the rows that will be on screen when `flat` is scrolled to (for `scrollToRow`).
    func measureRowsAround(flat: Int) {
        refreshCellSafeAreaSides()
        geometry.updateOffsets()
        var height: CGFloat = 0
        var index = flat
        // The target and the rows above it up to a screenful (for .bottom/.middle), then below it (for .top).
        while index >= 0, height < bounds.height {
            measureIfNeeded(flat: index)
            height += geometry.heights[index]
            index -= 1
        }
        height = 0
        index = flat
        while index < geometry.rowCount, height < bounds.height {
            measureIfNeeded(flat: index)
            height += geometry.heights[index]
            index += 1
        }
    }

    private func measureIfNeeded(flat: Int) {
        guard !geometry.isExact[flat] else { return }
        let indexPath = geometry.indexPath(ofFlat: flat)
        if let cell = liveCells[indexPath] {
            geometry.setHeight(measure(cell), exact: true, atFlat: flat)
            return
        }
        // Not on screen: configure a cell, measure it and put it straight back in the pool.
        let cell = makeCell(at: indexPath)
        geometry.setHeight(measure(cell), exact: true, atFlat: flat)
        liveCells[indexPath] = nil
        recycle(cell, at: indexPath, notify: false)
    }

    /// Adds a cell as a subview below the table's header views and indicators. A cell coming back from the pool
    /// keeps its constraints' update state (it was only parked), so `updateConstraints` overrides that add
    /// constraints unconditionally do not pile them up.
    func attach(_ cell: UITableViewCell) {
        if cell.hasBeenDisplayed {
            preservingUpdateConstraintsState(of: cell) { addSubview(cell) }
        } else {
            addSubview(cell)
        }
        cell.hasBeenDisplayed = true
    }

    /// Moving a view in or out of a hierarchy marks its subtree as needing `updateConstraints`; a cell parked in
    /// the reuse pool has not changed, so its views keep the state they had.
    ///
    /// Each view's flag is recorded on the view itself, with the number of this move (`recordedUpdateConstraints`), and
    /// put back by identity after it: only views that are in the subtree both before and after get their flag back
    /// (code called while the cell moved may add or remove views). No list is allocated and no view retained by one:
    /// this runs twice for every recycled row. A move made by that code while one is under way (rare) records into a
    /// list of its own (`preservingUpdateConstraintsStateInList`), leaving the outer move's records alone.
    func preservingUpdateConstraintsState(of cell: UITableViewCell, _ body: () -> Void) {
        guard !UITableView.isRecordingUpdateConstraints else {
            return preservingUpdateConstraintsStateInList(of: cell, body)
        }
        UITableView.updateConstraintsMoves &+= 1
        let move = UITableView.updateConstraintsMoves
        UITableView.recordUpdateConstraintsState(of: cell, move: move)
        UITableView.isRecordingUpdateConstraints = true
        body()
        UITableView.isRecordingUpdateConstraints = false
        UITableView.restoreUpdateConstraintsState(of: cell, move: move)
    }

    /// The moves `preservingUpdateConstraintsState` has numbered, and whether one is under way.
    private static var updateConstraintsMoves: UInt = 0
    private static var isRecordingUpdateConstraints = false

    /// Nonisolated, flags only, each subview passed on unretained (`UIView.forEachSubviewUnretained`): a `for` over
    /// `subviews` retained and released every view of the cell, twice per walk, four walks per recycled row.
    private nonisolated static func recordUpdateConstraintsState(of view: UIView, move: UInt) {
        view.recordedUpdateConstraints = (move, view.needsUpdateConstraintsStorage)
        UIView.forEachSubviewUnretained(of: view) { recordUpdateConstraintsState(of: $0, move: move) }
    }

    /// Puts back what `recordUpdateConstraintsState` recorded at `move`; a flag set again marks the path above it, as
    /// `needsUpdateConstraintsFlag` does. Nonisolated for the same reason.
    private nonisolated static func restoreUpdateConstraintsState(of view: UIView, move: UInt) {
        let recorded = view.recordedUpdateConstraints
        if recorded.move == move {
            let wasSet = view.needsUpdateConstraintsStorage
            view.needsUpdateConstraintsStorage = recorded.flag
            if recorded.flag, !wasSet, let parent = view.superviewLink {
                UIView.markPath(from: parent, updateConstraints: true)
            }
        }
        UIView.forEachSubviewUnretained(of: view) { restoreUpdateConstraintsState(of: $0, move: move) }
    }

    /// `preservingUpdateConstraintsState` for a move inside another: the flags recorded in a list in subtree order,
    /// matched back by position, falling back to identity when the subtree changed meanwhile.
    private func preservingUpdateConstraintsStateInList(of cell: UITableViewCell, _ body: () -> Void) {
        var recorded: [(view: UIView, flag: Bool)] = []
        UITableView.recordUpdateConstraintsState(of: cell, into: &recorded)
        body()
        var position = 0
        var byIdentity: [ObjectIdentifier: Bool]?
        UITableView.restoreUpdateConstraintsState(of: cell, from: recorded, position: &position, byIdentity: &byIdentity)
    }

    private static func recordUpdateConstraintsState(of view: UIView, into recorded: inout [(view: UIView, flag: Bool)]) {
        recorded.append((view, view.needsUpdateConstraintsFlag))
        for subview in view.subviews { recordUpdateConstraintsState(of: subview, into: &recorded) }
    }

    private static func restoreUpdateConstraintsState(of view: UIView, from recorded: [(view: UIView, flag: Bool)],
                                                      position: inout Int, byIdentity: inout [ObjectIdentifier: Bool]?) {
        if byIdentity == nil, position < recorded.count, recorded[position].view === view {
            view.needsUpdateConstraintsFlag = recorded[position].flag
        } else {
            if byIdentity == nil {
                var map: [ObjectIdentifier: Bool] = [:]
                for entry in recorded { map[ObjectIdentifier(entry.view)] = entry.flag }
                byIdentity = map
            }
            if let flag = byIdentity?[ObjectIdentifier(view)] { view.needsUpdateConstraintsFlag = flag }
        }
        position += 1
        for subview in view.subviews {
            restoreUpdateConstraintsState(of: subview, from: recorded, position: &position, byIdentity: &byIdentity)
        }
    }

    /// Takes a cell off screen into the reuse pool of its identifier. The cell keeps the table's traits there
    /// (`UITableViewCell.parkedTraits`).
    func recycle(_ cell: UITableViewCell, at indexPath: IndexPath, notify: Bool) {
        if cell.superview === self {
            cell.parkedTraits = traitCollection
            preservingUpdateConstraintsState(of: cell) { cell.removeFromSuperview() }
        }
        if cell.isBetweenDisplayCallbacks {
            cell.isBetweenDisplayCallbacks = false
            if notify { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        }
        guard let identifier = cell.reuseIdentifier else { return }
        if !(reusePool[identifier]?.containsIdentical(cell) ?? false) {
            reusePool[identifier, default: []].append(cell)
        }
    }

    // MARK: Section headers and footers

    private func headerFooterView(section: Int, header: Bool) -> UIView? {
        if header {
            if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) { return view }
            guard let title = dataSource?.tableView(self, titleForHeaderInSection: section) else { return nil }
            let view = dequeueReusableHeaderFooterView(withIdentifier: "") ?? UITableViewHeaderFooterView(reuseIdentifier: "")
            view.textLabel?.text = style == .plain ? title : title.uppercased()
            return view
        }
        if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) { return view }
        guard let title = dataSource?.tableView(self, titleForFooterInSection: section) else { return nil }
        let view = dequeueReusableHeaderFooterView(withIdentifier: "") ?? UITableViewHeaderFooterView(reuseIdentifier: "")
        view.textLabel?.text = title
        return view
    }

    /// Takes a header or footer view out of the table, into the reuse pool of its identifier (a view the delegate made
    /// without one is dropped). `shown`: it was on screen, and the delegate is told it no longer is.
    func recycleHeaderFooter(_ view: UIView, section: Int, header: Bool, shown: Bool) {
        view.removeFromSuperview()
        if shown {
            if header {
                tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            } else {
                tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            }
        }
        returnToPool(view)
    }

    /// A header or footer view in the table and across it, its content view out of the safe area at the sides, before
    /// it is measured: its width decides the title's lines, and the table's traits its fonts (a view from the reuse pool
    /// was detached; in the table, its labels that follow the text size take the current one first, as cells do).
    private func prepareForMeasuring(_ view: UIView, width: CGFloat) {
        if view.superview !== self { addSubview(view) }
        guard let reusable = view as? UITableViewHeaderFooterView else { return }
        if view.frame.minX != 0 || view.frame.width != width {
            view.frame = CGRect(x: 0, y: view.frame.minY, width: width, height: view.frame.height)
        }
        reusable.placeContentView(in: self)
    }

    /// Tells the delegate about a header or footer view coming on screen (it is in the table already if it was just
    /// measured), or brings one already shown to the front, above the cells.
    private func show(_ view: UIView, appearing: Bool, header: Bool, section: Int) {
        guard appearing else {
            bringSubviewToFront(view)
            return
        }
        if header {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
    }

    /// Where the header (or footer) of a section shows for the visible area `top..<bottom`: at its place in the
    /// content, or in a plain table floating — Apple, on `.plain`: "Section headers and footers … float when the table
    /// view is scrolled". A header sticks to the top of the area inside the adjusted inset and goes no lower than its
    /// section's end; a footer sticks to the bottom while its section reaches below it and goes no higher than its
    /// section's top.
    private func headerFooterFrame(section s: Int, header: Bool, top: CGFloat, bottom: CGFloat) -> CGRect {
        let sectionRect = rect(forSection: s), width = bounds.width
        if header {
            let h = geometry.sections[s].headerHeight
            var y = geometry.sections[s].headerTop
            if style == .plain { y = max(y, min(top + adjustedContentInset.top, sectionRect.maxY - h)) }
            return CGRect(x: 0, y: y, width: width, height: h)
        }
        let h = geometry.sections[s].footerHeight
        var y = sectionRect.maxY - h
        if style == .plain { y = min(y, max(bottom - adjustedContentInset.bottom - h, sectionRect.minY)) }
        return CGRect(x: 0, y: y, width: width, height: h)
    }

    /// Shows the header (or footer) of a section when its rectangle reaches into the visible area — a self-sizing one
    /// measured first, in the table, where it is then placed again at its measured height — and answers whether it
    /// is shown.
    private func layOutHeaderOrFooter(section s: Int, header: Bool, top: CGFloat, bottom: CGFloat) -> Bool {
        let section = geometry.sections[s]
        let isEstimate = header ? section.headerIsEstimate : section.footerIsEstimate
        guard (header ? section.headerHeight : section.footerHeight) > 0 || isEstimate else { return false }
        func reaches(_ frame: CGRect) -> Bool { frame.maxY > top && frame.minY < bottom }
        guard reaches(headerFooterFrame(section: s, header: header, top: top, bottom: bottom)) else { return false }
        let live = header ? liveHeaders[s] : liveFooters[s]
        guard let view = live ?? headerFooterView(section: s, header: header) else { return false }
        let appearing = view.superview !== self
        if isEstimate {
            let width = bounds.width
            prepareForMeasuring(view, width: width)
            let height = fittedHeight(of: view, width: width)
            if header {
                geometry.setHeader(height, estimate: false, section: s)
            } else {
                geometry.setFooter(height, estimate: false, section: s)
            }
            geometry.updateOffsets()
            updateContentSize()
        }
        let frame = headerFooterFrame(section: s, header: header, top: top, bottom: bottom)
        guard reaches(frame) else {
            // Measured off screen: back to the pool (a live one goes with the others no longer wanted).
            if live == nil { recycleHeaderFooter(view, section: s, header: header, shown: false) }
            return false
        }
        if view.frame != frame { view.frame = frame }
        show(view, appearing: appearing, header: header, section: s)
        if header { liveHeaders[s] = view } else { liveFooters[s] = view }
        return true
    }

    /// Places the headers and footers on screen. Plain-style headers float: they stay at the top of the visible area
    /// while their section is on screen, pushed up by the next section (UIKit's sticky headers); footers mirror them.
    /// A header or footer is shown while its own rectangle reaches into the visible area, as a cell is (a grouped
    /// section's header scrolled out of sight is gone though rows of its section still show).
    func layoutSectionHeadersAndFooters() {
        geometry.updateOffsets()
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        var wantedHeaders = Set<Int>(), wantedFooters = Set<Int>()
        // From the first section on screen to the last (a header measured here moves only the sections after it).
        var s = geometry.firstSection(endingBelow: top)
        while s < geometry.sections.count, geometry.sections[s].top < bottom {
            // A section with neither a header nor a footer (none measured, none estimated), as most tables' are, has
            // nothing to place: `layOutHeaderOrFooter` would return at once for both, on every scrolled frame.
            let section = geometry.sections[s]
            if section.headerHeight > 0 || section.headerIsEstimate || section.footerHeight > 0
                || section.footerIsEstimate {
                let sectionRect = rect(forSection: s)
                if sectionRect.maxY > top, sectionRect.minY < bottom {
                    if layOutHeaderOrFooter(section: s, header: true, top: top, bottom: bottom) { wantedHeaders.insert(s) }
                    if layOutHeaderOrFooter(section: s, header: false, top: top, bottom: bottom) { wantedFooters.insert(s) }
                }
            }
            s += 1
        }
        // (Most tables show none: no list of leaving views is built for them on every frame.)
        if !liveHeaders.isEmpty {
            for (s, view) in UITableView.inSectionOrder(liveHeaders, except: wantedHeaders) {
                liveHeaders[s] = nil
                recycleHeaderFooter(view, section: s, header: true, shown: true)
            }
        }
        if !liveFooters.isEmpty {
            for (s, view) in UITableView.inSectionOrder(liveFooters, except: wantedFooters) {
                liveFooters[s] = nil
                recycleHeaderFooter(view, section: s, header: false, shown: true)
            }
        }
    }
}
