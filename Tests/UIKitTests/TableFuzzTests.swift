import Testing
import TestSupport
import TimelineFixture
@testable import UIKit

/// The timeline seed's self-sizing table under random updates — scrolling by offsets and to rows, snapshots that
/// insert, delete, move and reload tweets and sections (titled or not), the window resized, the device rotated or
/// changed (size classes, the screen's scale) — in plain, grouped and inset-grouped tables, with a layout pass after
/// each.
///
/// After every pass: every engine's incremental sync (the window's and each cell's island) installed exactly the
/// rows a full walk wants (`LayoutEngine.collectedSyncDifferences`); each visible cell, reused or not, is as tall as a
/// fresh cell made for its row and given the same tweet measures (UIKit sizes a self-sizing row by fitting its cell at
/// the table's width), sits at `rectForRow(at:)`, and touches the row before it — or, first in its section, the
/// section's header. The tests after it are defects that device changes and fresh launches found.
@MainActor
@Suite("Self-sizing table under random updates: reused cells lay out as fresh ones", .serialized)
struct TableFuzzTests {
    @Test("Random scrolling and snapshot updates of the timeline", arguments: 0..<16)
    func randomUpdates(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 1_000)
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        var nextID = 0
        func newTweets(_ count: Int) -> [TestTweet] {
            defer { nextID += count }
            return (nextID..<nextID + count).map(TestTweet.timeline)
        }
        let device: SimulatedDevice = rng.pick(SimulatedDevice.all)
        let style: UITableView.Style = rng.pick([.plain, .plain, .grouped, .insetGrouped])
        let (window, controller) = TimelineController.shown(on: device, tweets: newTweets(rng.int(in: 5...30)),
                                                            style: style)
        let table = controller.tableView
        controller.dataSource.titlesSections = rng.chance(0.5)
        var nextSection = 1
        var log: [String] = ["on \(device.name), style \(style.rawValue), titled sections \(controller.dataSource.titlesSections)"]
        var problems: [String] = []
        LayoutEngine.collectedSyncDifferences = []
        defer { LayoutEngine.collectedSyncDifferences = nil }
        for _ in 0..<30 {
            var scrolledTo: (path: IndexPath, position: UITableView.ScrollPosition)?
            var snapshot = controller.dataSource.snapshot()
            let items = snapshot.itemIdentifiers
            switch rng.below(13) {
            case 0, 1:
                let maxOffset = max(0, table.contentSize.height - table.bounds.height)
                table.contentOffset = CGPoint(x: 0, y: rng.double(0, Double(maxOffset)).rounded())
                log.append("offset \(table.contentOffset.y)")
            case 2:
                let fresh = newTweets(rng.int(in: 1...4))
                if let anchor = items.randomElement(using: &rng), rng.chance(0.8) {
                    snapshot.insertItems(fresh, beforeItem: anchor)
                } else {
                    snapshot.appendItems(fresh)
                }
                controller.dataSource.apply(snapshot, animatingDifferences: false)
                log.append("inserted \(fresh.map(\.id))")
            case 3:
                guard items.count > 3 else { continue }
                let gone = (0..<rng.int(in: 1...3)).compactMap { _ in items.randomElement(using: &rng) }
                snapshot.deleteItems(Array(Set(gone)))
                controller.dataSource.apply(snapshot, animatingDifferences: false)
                log.append("deleted \(Set(gone).map(\.id).sorted())")
            case 4:
                guard let item = items.randomElement(using: &rng) else { continue }
                snapshot.reloadItems([item])
                controller.dataSource.apply(snapshot, animatingDifferences: false)
                log.append("reloaded \(item.id)")
            case 5:
                guard let item = items.randomElement(using: &rng),
                      let path = controller.dataSource.indexPath(for: item) else { continue }
                let position: UITableView.ScrollPosition = rng.pick([.top, .middle, .bottom, .none])
                table.scrollToRow(at: path, at: position, animated: false)
                log.append("scrolled to row \(path) at \(position)")
                scrolledTo = (path, position)
            case 6:
                guard items.count > 2, let item = items.randomElement(using: &rng),
                      let anchor = items.filter({ $0 != item }).randomElement(using: &rng) else { continue }
                snapshot.moveItem(item, afterItem: anchor)
                controller.dataSource.apply(snapshot, animatingDifferences: false)
                log.append("moved \(item.id) after \(anchor.id)")
            case 7:
                guard let item = items.randomElement(using: &rng) else { continue }
                snapshot.reconfigureItems([item])
                controller.dataSource.apply(snapshot, animatingDifferences: false)
                log.append("reconfigured \(item.id)")
            case 8:
                // A new snapshot: everything replaced at once (reloadData, as far as the table is concerned).
                var replaced = NSDiffableDataSourceSnapshot<Int, TestTweet>()
                replaced.appendSections([0])
                replaced.appendItems(newTweets(rng.int(in: 0...25)))
                controller.dataSource.apply(replaced, animatingDifferences: false)
                log.append("replaced by \(replaced.numberOfItems) tweets")
            case 11:
                // A new section of a few tweets, at the end or before another.
                let section = nextSection
                nextSection += 1
                if let before = snapshot.sectionIdentifiers.randomElement(using: &rng), rng.chance(0.5) {
                    snapshot.insertSections([section], beforeSection: before)
                } else {
                    snapshot.appendSections([section])
                }
                let fresh = newTweets(rng.int(in: 0...4))
                snapshot.appendItems(fresh, toSection: section)
                controller.dataSource.apply(snapshot, animatingDifferences: false)
                log.append("section \(section) with \(fresh.map(\.id))")
            case 12:
                let sections = snapshot.sectionIdentifiers
                guard sections.count > 1, let section = sections.randomElement(using: &rng) else { continue }
                if rng.chance(0.5) {
                    snapshot.deleteSections([section])
                    log.append("deleted section \(section)")
                } else {
                    guard let other = sections.filter({ $0 != section }).randomElement(using: &rng) else { continue }
                    snapshot.moveSection(section, afterSection: other)
                    log.append("moved section \(section) after \(other)")
                }
                controller.dataSource.apply(snapshot, animatingDifferences: false)
            case 9:
                let size = UIScreen.main.bounds.size
                window.frame = CGRect(x: 0, y: 0, width: rng.pick([size.width, size.width - 40, 320]), height: size.height)
                log.append("window width \(window.frame.width)")
            default:
                if rng.chance(0.5) {
                    let orientation: UIDeviceOrientation = UIDevice.current.orientation.isPortrait ? .landscapeLeft : .portrait
                    UIDevice.current.rotate(to: orientation)
                    log.append("rotated to \(orientation)")
                } else {
                    let device = rng.pick(SimulatedDevice.all)
                    UIDevice.current.simulate(device, orientation: UIDevice.current.orientation)
                    log.append("device \(device.name)")
                }
            }
            window.layoutIfNeeded()
            if let found = LayoutEngine.collectedSyncDifferences, !found.isEmpty {
                problems += found.prefix(4)
                break
            }
            problems += visibleRowProblems(table, controller)
            // Untitled sections only: in a plain table a titled section's header floats over the rows' top.
            if let scrolledTo, !controller.dataSource.titlesSections {
                problems += scrollPositionProblems(table, scrolledTo.path, scrolledTo.position)
            }
            if !problems.isEmpty { break }
        }
        expectNoProblems(problems, seed: seed, changes: log)
        window.isHidden = true
    }

    /// The same checks with the classic data source API the image-cell and album seeds use: the model changes and the
    /// table is told with `insertRows`, `deleteRows`, `moveRow`, `reloadRows`, `reconfigureRows`, `insertSections`
    /// and `deleteSections`, alone or several in `performBatchUpdates` (deletions at the old index paths, insertions at
    /// the new ones, as UIKit reads them). Every visible row must also show the tweet the model has at its index path.
    @Test("Random row and section updates through the classic data source API", arguments: 0..<12)
    func randomClassicUpdates(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 5_000)
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        let device = rng.pick([SimulatedDevice.iPhoneSE, .iPhone13, .iPad])
        UIDevice.current.simulate(device)
        var nextID = 0
        func newTweets(_ count: Int) -> [TestTweet] {
            defer { nextID += count }
            return (nextID..<nextID + count).map(TestTweet.timeline)
        }
        let model = TweetSections([newTweets(rng.int(in: 3...12)), newTweets(rng.int(in: 0...8))])
        let (window, table) = model.shown(style: rng.pick([.plain, .grouped]))
        defer { window.isHidden = true }
        var log: [String] = ["on \(device.name), \(model.sections.map(\.count)) rows"]
        var problems: [String] = []
        LayoutEngine.collectedSyncDifferences = []
        defer { LayoutEngine.collectedSyncDifferences = nil }

        func randomPath(forInsertion: Bool) -> IndexPath? {
            guard !model.sections.isEmpty else { return nil }
            let section = rng.below(model.sections.count)
            let count = model.sections[section].count + (forInsertion ? 1 : 0)
            guard count > 0 else { return nil }
            return IndexPath(row: rng.below(count), section: section)
        }
        for _ in 0..<25 {
            switch rng.below(9) {
            case 0:
                guard let path = randomPath(forInsertion: true) else { continue }
                let tweets = newTweets(rng.int(in: 1...3))
                model.sections[path.section].insert(contentsOf: tweets, at: path.row)
                table.insertRows(at: tweets.indices.map { IndexPath(row: path.row + $0, section: path.section) }, with: .automatic)
                log.append("inserted \(tweets.map(\.id)) at \(path)")
            case 1:
                guard let path = randomPath(forInsertion: false) else { continue }
                model.sections[path.section].remove(at: path.row)
                table.deleteRows(at: [path], with: .automatic)
                log.append("deleted \(path)")
            case 2:
                guard let from = randomPath(forInsertion: false) else { continue }
                let tweet = model.sections[from.section].remove(at: from.row)
                let section = rng.below(model.sections.count)
                let to = IndexPath(row: rng.below(model.sections[section].count + 1), section: section)
                model.sections[to.section].insert(tweet, at: to.row)
                table.moveRow(at: from, to: to)
                log.append("moved \(from) to \(to)")
            case 3:
                guard let path = randomPath(forInsertion: false) else { continue }
                // A new tweet in the row, as the image-cell seed replaces a row's model when its picture arrives.
                model.sections[path.section][path.row] = newTweets(1)[0]
                if rng.chance(0.5) {
                    table.reloadRows(at: [path], with: .none)
                    log.append("reloaded \(path)")
                } else {
                    table.reconfigureRows(at: [path])
                    log.append("reconfigured \(path)")
                }
            case 4:
                let section = rng.below(model.sections.count + 1)
                model.sections.insert(newTweets(rng.int(in: 0...4)), at: section)
                table.insertSections(IndexSet(integer: section), with: .automatic)
                log.append("inserted section \(section)")
            case 5:
                guard model.sections.count > 1 else { continue }
                let section = rng.below(model.sections.count)
                model.sections.remove(at: section)
                table.deleteSections(IndexSet(integer: section), with: .automatic)
                log.append("deleted section \(section)")
            case 6:
                // A batch: deletions at the old index paths, then insertions at the new ones.
                guard let deleted = randomPath(forInsertion: false) else { continue }
                model.sections[deleted.section].remove(at: deleted.row)
                guard let inserted = randomPath(forInsertion: true) else { continue }
                let tweet = newTweets(1)[0]
                model.sections[inserted.section].insert(tweet, at: inserted.row)
                table.performBatchUpdates({
                    table.insertRows(at: [inserted], with: .automatic)
                    table.deleteRows(at: [deleted], with: .automatic)
                })
                log.append("batch: deleted \(deleted), inserted \(tweet.id) at \(inserted)")
            case 7:
                let maxOffset = max(0, table.contentSize.height - table.bounds.height)
                table.contentOffset = CGPoint(x: 0, y: rng.double(0, Double(maxOffset)).rounded())
                log.append("offset \(table.contentOffset.y)")
            default:
                model.sections = model.sections.map { $0.shuffled(using: &rng) }
                table.reloadData()
                log.append("reloadData")
            }
            window.layoutIfNeeded()
            if let found = LayoutEngine.collectedSyncDifferences, !found.isEmpty {
                problems += found.prefix(4)
                break
            }
            if (0..<model.sections.count).map({ table.numberOfRows(inSection: $0) }) != model.sections.map(\.count) {
                problems.append("the table has \((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }) rows, the model \(model.sections.map(\.count))")
            }
            problems += visibleRowProblems(table) { path in
                model.sections.indices.contains(path.section) && model.sections[path.section].indices.contains(path.row)
                    ? model.sections[path.section][path.row] : nil
            }
            if !problems.isEmpty { break }
        }
        expectNoProblems(problems, seed: seed, changes: log)
    }

    /// Intrinsic sizes are rounded to the pixel grid of the screen: on another screen (here the simulated device goes
    /// from @3x to @2x), the rows on screen are measured again on its grid, with no view or constraint changed.
    @Test("A change of screen scale re-measures the rows on screen on the new pixel grid")
    func screenScaleChange() {
        withTimeline(on: .iPhone13) { window, controller in
            #expect(window.screen.scale == 3)
            UIDevice.current.simulate(.iPhoneSE)
            window.layoutIfNeeded()
            #expect(controller.tableView.layoutScale == 2)
            #expect(visibleRowProblems(controller.tableView, controller).isEmpty)
        }
    }

    /// UIKit's cells take their content view's side margins from the table's size class (16 pt compact, 20 pt regular)
    /// and a one-pixel separator from its screen: after the device changes from an iPad (regular, @2x) to an iPhone
    /// (compact, @3x) the cells on screen have the iPhone's margins and hairline, and rows are as tall as fresh cells.
    @Test("A change of size class and screen gives the cells on screen the new margins and separator")
    func deviceChangeReconfiguresCellsOnScreen() {
        withTimeline(on: .iPadPro12_9) { window, controller in
            let table = controller.tableView
            #expect(table.visibleCells.allSatisfy { $0.contentView.layoutMargins.left == 20 && $0.separatorHeight == 0.5 })
            UIDevice.current.simulate(.iPhone13)
            window.layoutIfNeeded()
            #expect(!table.visibleCells.isEmpty)
            for cell in table.visibleCells {
                #expect(cell.contentView.layoutMargins.left == 16 && cell.contentView.layoutMargins.right == 16)
                #expect(cell.separatorHeight == 1.0 / 3)
            }
            #expect(visibleRowProblems(table, controller).isEmpty)
        }
    }

    /// In landscape on a phone with a notch, a cell's content view keeps out of the safe area at its sides (Apple, on
    /// `insetsContentViewsToSafeArea`: the table "adjusts the insets of the content view within each of its cells … on
    /// the leading and trailing sides"), which depends on where the cell is. Rotating the phone measures the cells on
    /// screen at their new width and place, so the media (at most 0.7 of the stack's width in a regular width, the
    /// seed's constraint) gets the width the shown cell has.
    @Test("After a rotation, cells on screen are measured with the safe area at their sides")
    func rotationMeasuresCellsWithTheSafeArea() {
        withTimeline(on: .iPhone15ProMax) { window, controller in
            UIDevice.current.rotate(to: .landscapeLeft)
            window.layoutIfNeeded()
            let table = controller.tableView
            #expect(table.traitCollection.horizontalSizeClass == .regular)
            // The content view starts after the 59 pt of the Dynamic Island's side; its margins are a regular width's 20.
            #expect(table.visibleCells.allSatisfy { $0.contentView.frame.minX == 59 && $0.contentView.layoutMargins.left == 20 })
            #expect(visibleRowProblems(table, controller).isEmpty)
        }
    }

    /// `insetsContentViewsToSafeArea` (true by default): the content view's frame keeps out of the safe area at the
    /// cell's sides. Turned off, the content view spans the cell and its margins take in the safe area instead (Apple:
    /// layout margins "are inset by the safe area" where a view overlaps it). Content placed by the margins lands at the
    /// same place in the window either way; a cell's content view background stops at the safe area only when inset.
    @Test("insetsContentViewsToSafeArea insets the content view's frame; off, its margins take the safe area")
    func contentViewsInsetToTheSafeArea() throws {
        try withTimeline(on: .iPhone15) { window, controller in
            UIDevice.current.rotate(to: .landscapeLeft)
            window.layoutIfNeeded()
            let table = controller.tableView
            #expect(table.insetsContentViewsToSafeArea)
            let cell = try #require(table.visibleCells.first as? TestTweetCell)
            let side = cell.safeAreaInsets.left
            #expect(side == 59)
            #expect(cell.contentView.frame.minX == side && cell.contentView.frame.maxX == cell.bounds.width - side)
            #expect(cell.contentView.layoutMargins.left == 16)
            let avatar = cell.avatarView.convert(cell.avatarView.bounds, to: nil)

            table.insetsContentViewsToSafeArea = false
            window.layoutIfNeeded()
            let same = try #require(table.visibleCells.first as? TestTweetCell)
            #expect(same.contentView.frame.minX == 0 && same.contentView.frame.width == same.bounds.width)
            #expect(same.contentView.layoutMargins.left == side + 16)
            #expect(same.avatarView.convert(same.avatarView.bounds, to: nil) == avatar)
            #expect(visibleRowProblems(table, controller).isEmpty)
        }
    }

    /// The safe area at the table's sides can change without its width changing — the controller's
    /// `additionalSafeAreaInsets` (Apple: they "extend the safe area" of its view) — and the cells' content views keep
    /// out of it (`insetsContentViewsToSafeArea`): the rows on screen are measured again at their narrower content,
    /// and measured rows off screen become estimates, as after a change of width.
    @Test("A change of the safe area at the table's sides measures the rows again")
    func sideSafeAreaChangeMeasuresRowsAgain() throws {
        try withTimeline(on: .iPhone15) { window, controller in
            let table = controller.tableView
            let before = try #require(table.visibleCells.first as? TestTweetCell)
            #expect(before.contentView.frame.minX == 0)
            let heights = (table.indexPathsForVisibleRows ?? []).map { table.rectForRow(at: $0).height }
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 120, bottom: 0, right: 40)
            window.layoutIfNeeded()
            let width = table.bounds.width
            #expect(table.safeAreaInsets.left == 120 && table.safeAreaInsets.right == 40)
            #expect(!table.visibleCells.isEmpty)
            #expect(table.visibleCells.allSatisfy {
                $0.contentView.frame.minX == 120 && $0.contentView.frame.maxX == width - 40
            })
            // The text wraps in 160 pt less: some rows on screen grew.
            let after = (table.indexPathsForVisibleRows ?? []).map { table.rectForRow(at: $0).height }
            #expect(zip(heights, after).contains { $1 > $0 })
            #expect(visibleRowProblems(table, controller).isEmpty)

            controller.additionalSafeAreaInsets = .zero
            window.layoutIfNeeded()
            #expect(table.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 && $0.contentView.frame.maxX == width })
            #expect(visibleRowProblems(table, controller).isEmpty)
        }
    }

    /// A table never scrolls sideways: its content is as wide as it is, at once. When the window narrows in landscape,
    /// rows measured before the content size catches up must still keep their content views out of the safe area (a
    /// scroll view whose content is wider than it scrolls sideways, and then takes the side safe area into its adjusted
    /// inset).
    @Test("A narrower window in landscape keeps the rows it measures out of the safe area")
    func narrowerWindowKeepsTheSafeAreaInTheRowMargins() {
        withTimeline(on: .iPhone15ProMax) { window, controller in
            UIDevice.current.rotate(to: .landscapeLeft)
            window.layoutIfNeeded()
            window.frame = CGRect(x: 0, y: 0, width: window.frame.width - 40, height: window.frame.height)
            window.layoutIfNeeded()
            let table = controller.tableView
            #expect(table.contentSize.width == table.bounds.width)
            #expect(table.visibleCells.allSatisfy {
                $0.contentView.frame.minX == 59 && $0.contentView.frame.maxX == $0.bounds.width - $0.safeAreaInsets.right
                    && $0.contentView.layoutMargins.left == 20
            })
            #expect(visibleRowProblems(table, controller).isEmpty)
        }
    }

    /// Rows measured in portrait are estimates again after a rotation. Scrolled far down and then set to another offset,
    /// the table measures the rows that come on screen there and stays at the offset set: the cells left from the old
    /// position are off screen and must not anchor the content (anchoring one moved the table by what the rows between
    /// it and the new position gained or lost when they were measured).
    @Test("After a rotation, a table set to another offset stays at that offset")
    func jumpAfterRotationStaysAtTheOffsetSet() {
        withTimeline(on: .iPhoneSE, tweets: 60) { window, controller in
            let table = controller.tableView
            for y in stride(from: 0, through: 8_000, by: 300) {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
                window.layoutIfNeeded()
            }
            UIDevice.current.rotate(to: .landscapeLeft)
            window.layoutIfNeeded()
            table.contentOffset = CGPoint(x: 0, y: 3_000)
            window.layoutIfNeeded()
            #expect(table.contentOffset.y == 3_000)
            #expect(visibleRowProblems(table, controller).isEmpty)
        }
    }

    /// UIKit keeps a table at its top while the rows on screen are measured: when the offset set lands among the cells
    /// of the old position, the one on screen must not anchor the content either (it pushed the table off its top by
    /// what the rows above it gained).
    @Test("A table set to its top stays at its top while the rows there are measured")
    func tableAtItsTopStaysThere() {
        withTimeline(on: .iPhoneSE) { window, controller in
            let table = controller.tableView
            UIDevice.current.rotate(to: .landscapeLeft)
            window.layoutIfNeeded()
            table.contentOffset = CGPoint(x: 0, y: 500)
            window.layoutIfNeeded()
            UIDevice.current.rotate(to: .portrait)
            window.layoutIfNeeded()
            table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
            window.layoutIfNeeded()
            #expect(table.contentOffset.y == -table.adjustedContentInset.top)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
            #expect(visibleRowProblems(table, controller).isEmpty)
        }
    }

    /// `reconfigureRows(at:)` keeps the cells on screen and asks the data source to configure them again; a row off
    /// screen has no cell to keep, but its content changed all the same: its height must be measured again when it comes
    /// back (it kept the height of its old content).
    @Test("A row reconfigured off screen is measured again when it comes back")
    func rowReconfiguredOffScreen() {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        UIDevice.current.simulate(.iPhone13)
        let model = TweetSections([(0..<12).map(TestTweet.variant)])
        let (window, table) = model.shown()
        defer { window.isHidden = true }
        table.contentOffset = CGPoint(x: 0, y: 1_200)
        window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        // Row 0 had the long text alone; now it has the short one and the retweet row.
        let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        model.sections[0][0] = TestTweet.variant(3)
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height != before)
        #expect(visibleRowProblems(table) { model.sections[$0.section][$0.row] }.isEmpty)
    }

    /// `tweets` of the table tests' timeline (the four kinds of tweet in turn) shown on `device` and laid out, for `body`; the
    /// simulated environment is put back afterwards.
    func withTimeline(on device: SimulatedDevice, tweets: Int = 12,
                      _ body: (UIWindow, TimelineController) throws -> Void) rethrows {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        let (window, controller) = TimelineController.shown(on: device, tweets: (0..<tweets).map(TestTweet.variant))
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        try body(window, controller)
    }

    /// What is wrong with the visible rows: a cell not at its row's rectangle, a row not as tall as a fresh cell with
    /// its tweet measures, or a gap between consecutive rows.
    func visibleRowProblems(_ table: UITableView, _ controller: TimelineController) -> [String] {
        visibleRowProblems(table) { controller.dataSource.itemIdentifier(for: $0) }
    }

    /// Where `scrollToRow(at:at:animated:)` leaves a row, once the rows around it are measured: its top at the top of the
    /// area inside the adjusted insets (`.top`), its middle in the middle, its bottom at the bottom, or (`.none`) fully
    /// inside — unless the content ends first (the offset stays within the scrollable range).
    func scrollPositionProblems(_ table: UITableView, _ path: IndexPath, _ position: UITableView.ScrollPosition) -> [String] {
        let rect = table.rectForRow(at: path), inset = table.adjustedContentInset
        let visibleHeight = table.bounds.height - inset.top - inset.bottom
        let lowest = -inset.top, highest = max(lowest, table.contentSize.height + inset.bottom - table.bounds.height)
        let offset = table.contentOffset.y
        func clamped(_ y: CGFloat) -> CGFloat { min(max(y, lowest), highest) }
        let wanted: CGFloat
        switch position {
        case .top: wanted = clamped(rect.minY - inset.top)
        case .middle: wanted = clamped(rect.midY - inset.top - visibleHeight / 2)
        case .bottom: wanted = clamped(rect.maxY - inset.top - visibleHeight)
        default:
            let inside = rect.minY >= offset + inset.top - 0.5 && rect.maxY <= offset + inset.top + visibleHeight + 0.5
            return inside || rect.height > visibleHeight || offset == lowest || offset == highest ? []
                : ["row \(path) at \(rect.minY)...\(rect.maxY) is not fully on screen at offset \(offset)"]
        }
        return abs(offset - wanted) <= 0.5 ? [] : ["scrolled to row \(path) at \(position): offset \(offset), wanted \(wanted)"]
    }

    /// Fails with the first problems found and the changes that led to them.
    func expectNoProblems(_ problems: [String], seed: Int, changes: [String],
                          sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(problems.isEmpty, """
            seed \(seed):
              \(problems.prefix(6).joined(separator: "\n  "))
            changes:
              \(changes.joined(separator: "\n  "))
            """, sourceLocation: sourceLocation)
    }

    /// `visibleRowProblems(_:_:)` for any data source: `tweetAt` says which tweet each row shows.
    func visibleRowProblems(_ table: UITableView, tweetAt: (IndexPath) -> TestTweet?) -> [String] {
        var problems: [String] = []
        let paths = table.indexPathsForVisibleRows ?? []
        var previousMaxY: CGFloat?
        for path in paths {
            guard let cell = table.cellForRow(at: path) as? TestTweetCell, let tweet = tweetAt(path) else {
                problems.append("no cell or tweet at \(path)")
                continue
            }
            if cell.dateLabel.text != "\(tweet.id)h" {
                problems.append("row \(path) shows tweet \(cell.dateLabel.text ?? "nil"), the model has \(tweet.id)")
            }
            let rect = table.rectForRow(at: path)
            if cell.frame != rect { problems.append("row \(path): cell at \(cell.frame), row at \(rect)") }
            if path.row == 0 {
                let header = table.rectForHeader(inSection: path.section)
                if abs(header.maxY - rect.minY) > 0.001 {
                    problems.append("row \(path) starts at \(rect.minY), its section's header ends at \(header.maxY)")
                }
            } else if let previousMaxY, abs(previousMaxY - rect.minY) > 0.001 {
                problems.append("row \(path) starts at \(rect.minY), the row before ends at \(previousMaxY)")
            }
            previousMaxY = rect.maxY
            // Made as the table makes a cell for a row (`prepare`): given the table's settings (the separator's pixel
            // below the content view, the side margins of the size class) and the row's frame, and put in the table
            // (its traits, its safe area), then configured and measured.
            let fresh = TestTweetCell(style: .default, reuseIdentifier: "fresh")
            table.prepare(fresh, for: path)
            defer { fresh.removeFromSuperview() }
            fresh.update(tweet)
            let expected = table.measure(fresh)
            if abs(rect.height - expected) > 0.001 {
                problems.append("row \(path) (tweet \(tweet.id)): \(rect.height) tall, a fresh cell \(expected)")
            }
        }
        return problems
    }
}

/// The classic-API fuzz's model: tweets by section, served to the table as the seeds' data sources do.
final class TweetSections: UITableViewDataSource {
    var sections: [[TestTweet]]
    init(_ sections: [[TestTweet]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "tweetCell", for: indexPath) as! TestTweetCell
        cell.update(sections[indexPath.section][indexPath.row])
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }

    /// A self-sizing table of these sections filling a key window on the simulated device, laid out.
    @MainActor
    func shown(style: UITableView.Style = .plain) -> (window: UIWindow, table: UITableView) {
        let table = UITableView(frame: .zero, style: style)
        table.register(TestTweetCell.self, forCellReuseIdentifier: "tweetCell")
        table.dataSource = self
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = UITableView.automaticDimension
        return (table.shownAsWindowRoot(), table)
    }
}
