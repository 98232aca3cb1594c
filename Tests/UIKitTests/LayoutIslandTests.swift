import Testing
@testable import UIKit

/// Layout islands: table cells (and their content views) are solved by engines of their own, so that scrolling and
/// reusing cells re-solve nothing else — while the frames stay exactly what one engine for the window would give.
@MainActor
@Suite("Layout islands: cells laid out by their own engines", .serialized)
struct LayoutIslandTests {
    /// A 320×480 table of 40 pt `BlockCell` rows in a window-less root.
    func blockTable(rows: Int = 200) -> (UIView, UITableView, BlockDataSource) {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(BlockCell.self, forCellReuseIdentifier: "block")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 40
        let source = BlockDataSource(Array(repeating: 40, count: rows))
        table.dataSource = source
        root.addSubview(table)
        root.layoutIfNeeded()
        return (root, table, source)
    }

    @Test("A cell and its content view host their own engines; the hierarchy's engine does not contain them")
    func cellsAreIslands() throws {
        let (root, table, _) = blockTable()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? BlockCell)
        #expect(cell.isLayoutIsland)
        #expect(cell.contentView.isLayoutIsland)
        #expect(cell.block.layoutHost === cell.contentView)
        #expect(cell.contentView.layoutEngineStorage != nil && cell.layoutEngineStorage != nil)
        #expect(root.layoutEngine.diagnosticRows(of: cell.block).isEmpty)
        // The frames are the ones the constraints give: the block fills the content view, which leaves the
        // separator's pixel at the bottom of the 40 pt + 1 px row (self-sizing rows add the separator).
        #expect(cell.block.frame == cell.contentView.bounds)
        #expect(cell.contentView.frame.height == 40)
        #expect(cell.frame.minY == 2 * cell.frame.height)
    }

    @Test("Scrolling moves cells without walking or re-solving them, nor the hierarchy's engine")
    func scrollingDoesNotResolveCells() throws {
        let (root, table, source) = blockTable()
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? BlockCell)
        let engine = try #require(cell.contentView.layoutEngineStorage)
        let (walks, installs, rootWalks) = (engine.walkCount, engine.rowInstallCount, root.layoutEngine.walkCount)
        for y in stride(from: 4, through: 40, by: 4) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            root.layoutIfNeeded()
        }
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
        #expect(engine.walkCount == walks)
        #expect(engine.rowInstallCount == installs)
        #expect(root.layoutEngine.walkCount == rootWalks)
        #expect(cell.block.frame == cell.contentView.bounds)
    }

    @Test("A reused cell parked in the pool and shown again keeps its engine and is not walked again")
    func reuseDoesNotWalk() throws {
        // The table holds its data source weakly: keep it for the test's length.
        let (root, table, source) = blockTable()
        // The engines of the first screenful, with their walk counts.
        var walks: [ObjectIdentifier: (LayoutEngine, Int)] = [:]
        for case let cell as BlockCell in table.visibleCells {
            let engine = try #require(cell.contentView.layoutEngineStorage)
            walks[ObjectIdentifier(cell)] = (engine, engine.walkCount)
        }
        // Every row of the first screen leaves it: their cells go to the pool and come back for the rows below.
        table.contentOffset = CGPoint(x: 0, y: 1000)
        root.layoutIfNeeded()
        var reused = 0
        for case let cell as BlockCell in table.visibleCells {
            guard let (engine, count) = walks[ObjectIdentifier(cell)] else { continue }
            reused += 1
            #expect(cell.contentView.layoutEngineStorage === engine)
            // Only a constant is set again (the same 40 pt): detached traits and back do not make it walk.
            #expect(engine.walkCount == count)
            #expect(cell.block.frame == cell.contentView.bounds)
        }
        #expect(reused >= 10)
        withExtendedLifetime(source) {}
    }

    @Test("A constraint from inside a cell to a view outside merges the island: one system, solved as on iOS")
    func crossingConstraintMergesTheIsland() throws {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(marker)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 100, width: 320, height: 60)
        root.addSubview(cell)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 20),
            // Crosses the island's edge: the marker sits 8 pt below the inner view, in the root's coordinates.
            marker.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 8),
            marker.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 5),
            marker.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(!cell.isLayoutIsland && !cell.contentView.isLayoutIsland)
        #expect(inner.frame == CGRect(x: 10, y: 5, width: 30, height: 20))
        // The cell is at y 100, its content view at the cell's origin: the inner view's bottom is at 125 in the root.
        #expect(marker.frame == CGRect(x: 10, y: 133, width: 5, height: 5))
        // Removed from its superview (taking the crossing constraint with it), the cell is self-contained again.
        cell.removeFromSuperview()
        root.addSubview(cell)
        #expect(cell.isLayoutIsland)
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 5, width: 30, height: 20))
    }

    @Test("An island's autoresizing mask follows its superview's size (UIKit's autoresizing rule, no engine needed)")
    func islandsFollowTheirAutoresizingMask() {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.addSubview(holder)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 10, y: 20, width: 280, height: 44)
        cell.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        holder.addSubview(cell)
        root.layoutIfNeeded()
        holder.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        root.layoutIfNeeded()
        // Flexible width: the 100 pt the superview grew all go to the width; the margins stay.
        #expect(cell.frame == CGRect(x: 10, y: 20, width: 380, height: 44))
        #expect(cell.contentView.frame.width == 380)
    }

    @Test("layoutSubviews runs only where layout is needed: a sibling's setNeedsLayout leaves other branches alone")
    func layoutDescendsOnlyWhereNeeded() {
        final class Counting: UIView {
            var count = 0
            override func layoutSubviews() { super.layoutSubviews(); count += 1 }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let deep = Counting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let right = Counting(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        root.addSubview(left)
        left.addSubview(deep)
        root.addSubview(right)
        root.layoutIfNeeded()
        let (deepCount, rightCount) = (deep.count, right.count)
        right.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(right.count == rightCount + 1)
        #expect(deep.count == deepCount)
        deep.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(deep.count == deepCount + 1)
        #expect(right.count == rightCount + 1)
    }

    /// A cell that a data source reconfigures the seeds' way: an optional view added to or removed from a stack view,
    /// and a probe that applies its model in `updateConstraints` (the pattern Apple's `updateConstraints` documentation
    /// describes) and logs the order of its update and layout calls.
    final class ReconfiguredCell: UITableViewCell {
        final class Probe: UIView {
            var wantedHeight: CGFloat = 10 { didSet { setNeedsUpdateConstraints(); setNeedsLayout() } }
            lazy var height = heightAnchor.constraint(equalToConstant: 10)
            var log: [String] = []
            override func updateConstraints() {
                height.constant = wantedHeight
                height.isActive = true
                log.append("update \(Int(wantedHeight))")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                log.append("layout \(Int(bounds.height))")
            }
        }
        let stack = UIStackView()
        let probe = Probe()
        var optional: UIView?
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: contentView.topAnchor),
                stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            ])
            stack.addArrangedSubview(probe)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        func configure(row: Int) {
            probe.wantedHeight = CGFloat(10 + row % 7)
            if row.isMultiple(of: 2), optional == nil {
                let view = UIView()
                view.heightAnchor.constraint(equalToConstant: 30).isActive = true
                stack.insertArrangedSubview(view, at: 0)
                optional = view
            } else if !row.isMultiple(of: 2), let view = optional {
                view.removeFromSuperview()
                optional = nil
            }
        }
    }

    final class ReconfiguringSource: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! ReconfiguredCell
            cell.probe.log.removeAll()
            cell.configure(row: indexPath.row)
            return cell
        }
    }

    @Test("A cell configured during the table's layout is laid out with its updated constraints, in the same pass")
    func reconfiguredCellUpdatesConstraintsBeforeLayout() throws {
        // Apple, `updateConstraintsIfNeeded()`: "Whenever a new layout pass is triggered for a view, the system invokes
        // this method to ensure that any constraints for the view and its subviews are updated with information from
        // the current view hierarchy and its constraints." A cell dequeued and configured inside the table's
        // `layoutSubviews` is laid out in that same pass: its constraints are updated first, so its views never see
        // (nor does its engine solve) the layout of the stale ones — the optional view without its stack constraints.
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(ReconfiguredCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 60
        let source = ReconfiguringSource()
        table.dataSource = source
        root.addSubview(table)
        root.layoutIfNeeded()
        for y in stride(from: 20, through: 1200, by: 20) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            root.layoutIfNeeded()
        }
        var reused = 0
        for case let cell as ReconfiguredCell in table.visibleCells {
            let row = try #require(table.indexPath(for: cell)).row
            let height = 10 + row % 7
            #expect(cell.probe.log.first == "update \(height)", "row \(row): \(cell.probe.log)")
            #expect(!cell.probe.log.contains { $0.hasPrefix("layout") && $0 != "layout \(height)" },
                    "row \(row): \(cell.probe.log)")
            #expect(cell.probe.frame == CGRect(x: 0, y: row.isMultiple(of: 2) ? 30 : 0, width: 320, height: CGFloat(height)))
            if cell.probe.log.contains("layout \(height)") { reused += 1 }
        }
        #expect(reused >= 5)
        withExtendedLifetime(source) {}
    }
}
