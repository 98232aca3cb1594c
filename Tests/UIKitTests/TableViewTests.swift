import Testing
import TimelineFixture
import TestSupport
@testable import UIKit

/// A plain data source: `counts[s]` rows per section, fixed-style cells, optional per-row heights.
final class CountingDataSource: UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var heights: [IndexPath: CGFloat] = [:]
    var cellRequests: [IndexPath] = []
    var displayed: [IndexPath] = []
    var ended: [IndexPath] = []
    var titles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.tag = indexPath.section * 100_000 + indexPath.row
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ended.append(indexPath)
    }
}

/// A cell whose content height is a number the test sets (a fixed-height view pinned to the content view's edges).
final class BlockCell: UITableViewCell {
    let block = UIView()
    var heightConstraint: NSLayoutConstraint!
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        block.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(block)
        heightConstraint = block.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            block.topAnchor.constraint(equalTo: contentView.topAnchor),
            block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            heightConstraint,
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Rows whose content heights come from a model array (the image-cell seed: a height that changes later).
final class BlockDataSource: UITableViewDataSource {
    var contentHeights: [CGFloat]
    init(_ heights: [CGFloat]) { contentHeights = heights }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contentHeights.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "block", for: indexPath) as! BlockCell
        cell.heightConstraint.constant = contentHeights[indexPath.row]
        return cell
    }
}

/// A table as tall as its content — the widely used subclass that reports its content size as its intrinsic size, and
/// (in its most copied form) lays itself out first to know it — placed in a stack view between two labels.
final class ContentSizedTableView: UITableView {
    var laysOutFirst = true
    override var contentSize: CGSize { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize {
        if laysOutFirst { layoutIfNeeded() }
        return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
    }
}

@MainActor
@Suite("UITableView: reuse, self-sizing, updates, headers, scrolling", .serialized)
struct TableViewTests {
    static let pixel: CGFloat = 1 / 3

    /// A free-standing table of `counts` rows in a 320×480 root (the main screen is 3× outside windows).
    func fixedTable(_ counts: [Int], rowHeight: CGFloat = 40, style: UITableView.Style = .plain,
                    cellClass: AnyClass = UITableViewCell.self) -> (UIView, UITableView, CountingDataSource) {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: root.bounds, style: style)
        table.register(cellClass, forCellReuseIdentifier: "cell")
        table.rowHeight = rowHeight
        let source = CountingDataSource(counts)
        table.dataSource = source
        table.delegate = source
        root.addSubview(table)
        root.layoutIfNeeded()
        return (root, table, source)
    }

    @Test("A frame scrolled within the same rows places no cell again; a new row, a new inset or a new height does")
    func scrollingWithinTheSameRowsPlacesNothing() {
        let (root, table, source) = fixedTable([100])
        let placements = table.rowPlacementCount
        // 480 pt of 40 pt rows: from 1 pt to 39 pt the rows on screen are 0...12 (row 12, at 480 pt, shows from the
        // first point scrolled).
        table.contentOffset = CGPoint(x: 0, y: 1)
        root.layoutIfNeeded()
        let afterFirst = table.rowPlacementCount
        #expect(afterFirst == placements + 1)
        for y in 2...39 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            root.layoutIfNeeded()
        }
        #expect(table.rowPlacementCount == afterFirst)
        #expect(table.indexPathsForVisibleRows == (0...12).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellForRow(at: IndexPath(row: 12, section: 0))?.frame == CGRect(x: 0, y: 480, width: 320, height: 40))
        // The table's separator inset reaches the cells on the next frame, scrolled or not.
        table.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.separatorView.frame
                    == CGRect(x: 30, y: 40 - Self.pixel, width: 290, height: Self.pixel))
        // A row leaving the screen and one arriving: placed again.
        let beforeLeaving = table.rowPlacementCount
        table.contentOffset = CGPoint(x: 0, y: 41)
        root.layoutIfNeeded()
        #expect(table.rowPlacementCount == beforeLeaving + 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 13, section: 0))?.frame == CGRect(x: 0, y: 520, width: 320, height: 40))
        withExtendedLifetime(source) {}
    }

    @Test("A self-sizing row whose height changes while the others stay on screen moves the rows below it")
    func heightChangeWithinTheSameRowsPlacesAgain() throws {
        let (root, table, source) = blockTable(Array(repeating: 40, count: 100), estimate: 40)
        table.contentOffset = CGPoint(x: 0, y: 2)
        root.layoutIfNeeded()
        let below = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let top = below.frame.minY
        source.contentHeights[1] = 60
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        root.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == top + 20)
    }

    @Test("Fixed rowHeight: only the rows in the bounds get cells, stacked top-down; contentSize is the sum")
    func fixedRowsFillTheBounds() {
        let (_, table, source) = fixedTable([100])
        #expect(table.contentSize == CGSize(width: 320, height: 4000))
        // 480 / 40 = 12 rows intersect the bounds.
        #expect(table.visibleCells.count == 12)
        #expect(table.indexPathsForVisibleRows == (0..<12).map { IndexPath(row: $0, section: 0) })
        #expect(source.cellRequests.count == 12)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 120, width: 320, height: 40))
        #expect(table.rectForRow(at: IndexPath(row: 50, section: 0)) == CGRect(x: 0, y: 2000, width: 320, height: 40))
        #expect(table.cellForRow(at: IndexPath(row: 12, section: 0)) == nil)
        // The content view leaves the 1-pixel separator at the bottom (UIKit's 43.5-of-44 rule, at 3×).
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 40 - Self.pixel))
        #expect(cell.separatorView.frame == CGRect(x: 16, y: 40 - Self.pixel, width: 304, height: Self.pixel))
        #expect(source.displayed.count == 12)
    }

    @Test("Scrolling recycles: cells leaving the top are reused (prepareForReuse) for rows entering at the bottom")
    func scrollingReusesCells() {
        final class Counting: UITableViewCell {
            nonisolated(unsafe) static var made = 0
            var reused = 0
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                Counting.made += 1
            }
            required init?(coder: NSCoder) { fatalError() }
            override func prepareForReuse() { super.prepareForReuse(); reused += 1 }
        }
        let (root, table, source) = fixedTable([1000], cellClass: Counting.self)
        let firstCell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? Counting
        #expect(firstCell != nil)
        table.contentOffset = CGPoint(x: 0, y: 1000)
        root.layoutIfNeeded()
        // Rows 25…36 now; the earlier cells went to the pool and came back for them.
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 25, section: 0))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 36, section: 0))
        #expect(table.visibleCells.contains { $0 === firstCell })
        #expect((firstCell?.reused ?? 0) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 25, section: 0))?.tag == 25)
        #expect(source.ended.contains(IndexPath(row: 0, section: 0)))
        // Scroll through all 1000 rows: the cells made stay about one screenful.
        var y: CGFloat = 0
        var maxLive = 0
        while y < 40_000 - 480 {
            y += 200
            table.contentOffset = CGPoint(x: 0, y: min(y, 40_000 - 480))
            root.layoutIfNeeded()
            maxLive = max(maxLive, table.visibleCells.count)
            #expect(table.subviews.filter { $0 is UITableViewCell }.count == table.visibleCells.count)
        }
        #expect(maxLive <= 13)
        #expect(table.createdCellCount <= 14)
        #expect(Counting.made == table.createdCellCount)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999, section: 0))
        // Registering another class for the identifier: pooled cells of the old class are not handed out.
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.reloadData()
        root.layoutIfNeeded()
        #expect(!table.visibleCells.contains { $0 is Counting })
    }

    @Test("Cells leaving together go back to the pool in row order: the same scrolling reuses the same cells every run")
    func cellsLeavingTogetherAreRecycledInRowOrder() {
        // UIKit documents no order; Trellis keeps its live cells in a dictionary, whose order differs from process to
        // process, so the order is made explicit: row order, the pool handing out the last cell it took first.
        let (root, table, source) = fixedTable([100])
        var cellOfRow: [Int: UITableViewCell] = [:]
        for row in 0..<12 { cellOfRow[row] = table.cellForRow(at: IndexPath(row: row, section: 0)) }
        table.contentOffset = CGPoint(x: 0, y: 1000)
        root.layoutIfNeeded()
        // Rows 0…11 left in one frame (row 12 was never on screen: 12 × 40 pt fill the 480 pt).
        #expect(source.ended == (0..<12).map { IndexPath(row: $0, section: 0) })
        // Rows 25… are filled top down, each from the end of the pool: row 25 gets row 11's cell, row 26 row 10's.
        #expect(table.cellForRow(at: IndexPath(row: 25, section: 0)) === cellOfRow[11])
        #expect(table.cellForRow(at: IndexPath(row: 26, section: 0)) === cellOfRow[10])
        // Back to the top after a reload: the same again, in row order.
        source.ended.removeAll()
        table.reloadData()
        root.layoutIfNeeded()
        #expect(source.ended == (25..<37).map { IndexPath(row: $0, section: 0) })
    }

    @Test("10,000 rows scrolled top to bottom: the live cells and the pool stay flat")
    func tenThousandRowsStayFlat() {
        let (root, table, _) = fixedTable([10_000], rowHeight: 44)
        var offset: CGFloat = 0
        var maxLive = 0, maxPool = 0
        while offset < table.contentSize.height - table.bounds.height {
            offset = min(offset + 600, table.contentSize.height - table.bounds.height)
            table.contentOffset = CGPoint(x: 0, y: offset)
            root.layoutIfNeeded()
            maxLive = max(maxLive, table.visibleCells.count)
            maxPool = max(maxPool, table.pooledCellCount)
        }
        #expect(table.contentSize.height == 440_000)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9999, section: 0))
        // 480/44 → at most 12 rows intersect the bounds.
        #expect(maxLive <= 12)
        #expect(table.createdCellCount <= 20)
        #expect(maxPool <= 12)
    }

    /// The seed cell's height, reasoned from its constraints with text heights measured by UILabel itself:
    /// max(avatar 60, content stack) + 11 + 11 (content view margins) + one pixel of separator, where the stack is
    /// its arranged views' heights plus 12 pt between them, the stack being table width − 2 × side margin − 60 − 8
    /// wide, the media min(natural 514, stack width (× 0.7 in regular width)) wide at the image's aspect ratio.
    func expectedHeight(_ tweet: TestTweet, tableWidth: CGFloat, side: CGFloat, regular: Bool, scale: CGFloat) -> CGFloat {
        let stackWidth = tableWidth - 2 * side - 60 - 8
        func height(_ style: UIFont.TextStyle, _ text: String, lines: Int = 1, width: CGFloat = 10_000) -> CGFloat {
            let label = UILabel()
            label.font = UIFont.preferredFont(forTextStyle: style)
            label.numberOfLines = lines
            label.text = text
            return label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
        }
        var parts = [max(height(.headline, "App Store"), height(.subheadline, "@AppStore"), height(.caption1, "\(tweet.id)h"))]
        if let text = tweet.text { parts.append(height(.body, text, lines: 0, width: stackWidth)) }
        if let media = tweet.mediaSize {
            let width = min(media.width, regular ? 0.7 * stackWidth : stackWidth)
            parts.append(width * media.height / media.width)
        }
        if let name = tweet.retweetedBy {
            parts.append(max(UIFont.preferredFont(forTextStyle: .caption1).pointSize * 1.5, height(.caption1, name)))
        }
        let stack = parts.reduce(0, +) + 12 * CGFloat(parts.count - 1)
        return max(60, stack) + 22 + 1 / scale
    }

    @Test("Seed timeline cell heights at 375 pt (iPhone SE, compact): text, media, both, retweeted",
          arguments: [0, 1, 2, 3])
    func seedCellHeightCompact(variant: Int) {
        let tweets = (0..<8).map(TestTweet.variant)
        let (_, controller) = TimelineController.shown(on: .iPhoneSE, tweets: tweets)
        let table = controller.tableView
        #expect(table.bounds.width == 375)
        table.scrollToRow(at: IndexPath(row: variant, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        let row = table.rectForRow(at: IndexPath(row: variant, section: 0))
        let expected = expectedHeight(tweets[variant], tableWidth: 375, side: 16, regular: false, scale: 2)
        #expect(abs(row.height - expected) <= 0.5, "row \(variant): \(row.height) vs \(expected)")
        // The cell fills its row; inside, the avatar sits at the content view's margins.
        let cell = table.cellForRow(at: IndexPath(row: variant, section: 0)) as? TestTweetCell
        #expect(cell?.frame == row)
        #expect(cell?.avatarView.frame == CGRect(x: 16, y: 11, width: 60, height: 60))
        #expect(cell?.contentStack.frame.minX == 84)
        let stackWidth: CGFloat = 375 - 16 - 84
        #expect(cell?.contentStack.frame.width == stackWidth)
        #expect(cell?.contentView.frame.height == row.height - 0.5)
    }

    @Test("Seed timeline cell heights at 768 pt (iPad, regular: 20 pt margins, media ≤ 70 %)", arguments: [0, 1, 2, 3])
    func seedCellHeightRegular(variant: Int) {
        let tweets = (0..<8).map(TestTweet.variant)
        let (_, controller) = TimelineController.shown(on: .iPad, tweets: tweets, tableWidth: 768)
        let table = controller.tableView
        #expect(table.bounds.width == 768)
        #expect(table.traitCollection.horizontalSizeClass == .regular)
        table.scrollToRow(at: IndexPath(row: variant, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        let row = table.rectForRow(at: IndexPath(row: variant, section: 0))
        let expected = expectedHeight(tweets[variant], tableWidth: 768, side: 20, regular: true, scale: 2)
        #expect(abs(row.height - expected) <= 0.5, "row \(variant): \(row.height) vs \(expected)")
        let cell = table.cellForRow(at: IndexPath(row: variant, section: 0)) as? TestTweetCell
        #expect(cell?.avatarView.frame == CGRect(x: 20, y: 11, width: 60, height: 60))
        if let media = cell?.mediaView, let stack = cell?.contentStack {
            // 0.7 × 660 = 462 < 514: the required inequality wins over the natural width (@750).
            let stackWidth: CGFloat = 768 - 20 - 88
            #expect(stack.frame.width == stackWidth)
            #expect(abs(media.frame.width - 0.7 * stack.frame.width) < 0.01)
        }
    }

    @Test("Reuse after scrolling keeps no stale subviews: every visible cell shows exactly its tweet's parts")
    func reuseKeepsNoStaleSubviews() {
        let tweets = (0..<120).map(TestTweet.variant)
        let (window, controller) = TimelineController.shown(on: .iPhoneSE, tweets: tweets)
        let table = controller.tableView
        var heightOfVariant: [Int: CGFloat] = [:]
        var offset: CGFloat = 0
        var steps = 0
        while offset < table.contentSize.height - table.bounds.height, steps < 200 {
            steps += 1
            offset = min(offset + 250, table.contentSize.height - table.bounds.height)
            table.contentOffset = CGPoint(x: 0, y: offset)
            window.layoutIfNeeded()
            for indexPath in table.indexPathsForVisibleRows ?? [] {
                guard let cell = table.cellForRow(at: indexPath) as? TestTweetCell else {
                    Issue.record("no tweet cell at \(indexPath)")
                    continue
                }
                let tweet = tweets[indexPath.row]
                var expected: [UIView] = [cell.contentStack.arrangedSubviews[0]]
                if tweet.text != nil, let label = cell.tweetTextLabel { expected.append(label) }
                if tweet.mediaSize != nil, let media = cell.mediaView { expected.append(media) }
                if tweet.retweetedBy != nil, let view = cell.retweetedByView { expected.append(view) }
                #expect(cell.contentStack.arrangedSubviews.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
                #expect(cell.contentStack.subviews.count == expected.count)
                #expect((cell.tweetTextLabel != nil) == (tweet.text != nil))
                #expect((cell.mediaView != nil) == (tweet.mediaSize != nil))
                #expect((cell.retweetedByView != nil) == (tweet.retweetedBy != nil))
                #expect(cell.contentView.subviews.count == 2)
                // Same variant, same height, whichever cell showed it before.
                let height = cell.frame.height
                if let known = heightOfVariant[indexPath.row % 4] {
                    #expect(abs(known - height) < 0.01, "row \(indexPath.row)")
                } else {
                    heightOfVariant[indexPath.row % 4] = height
                }
            }
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 119, section: 0))
        #expect(table.createdCellCount <= 10)
        #expect(table.visibleCells.contains { ($0 as? TestTweetCell)?.reuseCount ?? 0 > 0 })
    }

    func blockTable(_ heights: [CGFloat], estimate: CGFloat = UITableView.automaticDimension)
        -> (UIView, UITableView, BlockDataSource) {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.separatorStyle = .none
        table.register(BlockCell.self, forCellReuseIdentifier: "block")
        table.estimatedRowHeight = estimate
        let source = BlockDataSource(heights)
        table.dataSource = source
        root.addSubview(table)
        root.layoutIfNeeded()
        return (root, table, source)
    }

    /// Apple, on `beginUpdates()`: "You can also use this method followed by the endUpdates() method to animate the
    /// change in the row heights without reloading the cell" — the way apps grow a cell whose content changed in place
    /// (an expanded text): the cells on screen are measured again and keep their identity; the data source is not asked.
    @Test("An empty beginUpdates/endUpdates (or performBatchUpdates(nil)) measures the rows on screen again")
    func emptyBatchUpdateRemeasuresVisibleRows() {
        let (root, table, source) = blockTable(Array(repeating: 50, count: 30), estimate: 50)
        defer { withExtendedLifetime(source) {} }
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as! BlockCell
        cell.heightConstraint.constant = 130
        source.contentHeights[2] = 130
        table.beginUpdates()
        table.endUpdates()
        root.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 130)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 230)
        cell.heightConstraint.constant = 20
        source.contentHeights[2] = 20
        table.performBatchUpdates(nil)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 20)
        #expect(cell.frame.height == 20)
    }

    /// A table sized by its content in a stack view: the stack gives it the height of its rows and moves what is
    /// below when rows are inserted. Its intrinsic size is read while the engine reads the hierarchy, and the copied
    /// form calls `layoutIfNeeded()` there — which recursed without end (a crash) before a layout requested from inside
    /// the engine's read returned at once.
    @Test("A table sized to its content (intrinsicContentSize = contentSize) in a stack view, with and without layoutIfNeeded",
          arguments: [true, false])
    func contentSizedTable(laysOutFirst: Bool) {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        let above = UILabel(), below = UILabel()
        above.text = "Above"
        below.text = "Below"
        let table = ContentSizedTableView(frame: .zero, style: .plain)
        table.laysOutFirst = laysOutFirst
        table.isScrollEnabled = false
        table.register(BlockCell.self, forCellReuseIdentifier: "block")
        let source = BlockDataSource([50, 70, 30])
        table.dataSource = source
        for view in [above, table, below] { stack.addArrangedSubview(view) }
        root.layoutIfNeeded()
        // Three rows and their one-pixel separators (1/3 pt at 3x).
        #expect(abs(table.frame.height - 151) < 0.01)
        #expect(table.frame.minY == above.frame.maxY && below.frame.minY == table.frame.maxY)
        source.contentHeights.append(100)
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        root.layoutIfNeeded()
        #expect(abs(table.frame.height - (251 + TableViewTests.pixel)) < 0.01)
        #expect(below.frame.minY == table.frame.maxY)
        #expect(table.visibleCells.count == 4)
    }

    @Test("Self-sizing: visible rows measured from constraints; rows not seen yet keep the estimate")
    func selfSizingAndEstimates() {
        let (_, table, source) = blockTable(Array(repeating: 50, count: 100), estimate: 80)
        defer { withExtendedLifetime(source) {} }
        // Rows 0…9 fill 480 pt at 50 pt each; the other 90 rows are estimated at 80 pt.
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == CGRect(x: 0, y: 450, width: 320, height: 50))
        #expect(table.visibleCells.count == 10)
        #expect(table.contentSize.height == CGFloat(10 * 50 + 90 * 80))
        #expect(table.rectForRow(at: IndexPath(row: 50, section: 0)).height == 80)
    }

    /// The engine pins an island's root to its size (or the fitting target) while it builds the rows of that same
    /// synchronisation: setting the pins is not a change to lay out again. Measured and laid-out cells are settled
    /// after one layout pass, and nothing is left pending for the next frame.
    @Test("Self-sizing cells are settled by the pass that measured and placed them: no island pass left pending")
    func measuredCellsSettle() {
        let (root, table, source) = blockTable(Array(repeating: 50, count: 100), estimate: 80)
        defer { withExtendedLifetime(source) {} }
        // Rows 14… come on screen in cells from the pool: each is measured (one synchronisation of its island's
        // engine) and laid out at the measured size (one more, to pin it back to its frame), and that is all.
        func counts() -> [ObjectIdentifier: Int] {
            var counts: [ObjectIdentifier: Int] = [:]
            for cell in table.visibleCells {
                counts[ObjectIdentifier(cell)] = cell.contentView.layoutEngineStorage?.synchronizationCount ?? 0
            }
            return counts
        }
        let before = counts()
        table.contentOffset = CGPoint(x: 0, y: 700)
        root.layoutIfNeeded()
        let after = counts()
        let reused = after.filter { before[$0.key] != nil }
        #expect(reused.count >= 9)
        #expect(reused.allSatisfy { $0.value - before[$0.key]! == 2 })
    }

    @Test("A cell whose content changes height after display is re-measured by reloadRows (the image-cell seed)")
    func reloadRowsRemeasures() {
        let (root, table, source) = blockTable(Array(repeating: 50, count: 20))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 50)
        // The "image" arrives: row 2 becomes 200 pt of content; the data source is told and the row reloaded.
        source.contentHeights[2] = 200
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        root.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 100, width: 320, height: 200))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 300)
        #expect((table.cellForRow(at: IndexPath(row: 2, section: 0)) as? BlockCell)?.block.frame.height == 200)
    }

    @Test("A row reloaded on screen grows downward: at the top the table stays at the top, and lower down the offset holds")
    func reloadedTopRowKeepsTheOffset() {
        // iOS keeps the content offset when a visible row's height changes: the rows below it move. The reloaded row's
        // cell goes back to the pool until it is measured again, so it must still anchor the content meanwhile.
        let (root, table, source) = blockTable(Array(repeating: 50, count: 40))
        defer { withExtendedLifetime(source) {} }
        source.contentHeights[0] = 200
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        root.layoutIfNeeded()
        #expect(table.contentOffset.y == 0)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 200)

        table.contentOffset = CGPoint(x: 0, y: 650)     // row 10 at the top (rows 1… are 50 pt, row 0 is 200)
        root.layoutIfNeeded()
        source.contentHeights[10] = 120
        table.reloadRows(at: [IndexPath(row: 10, section: 0)], with: .none)
        root.layoutIfNeeded()
        #expect(table.contentOffset.y == 650)
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)) == CGRect(x: 0, y: 650, width: 320, height: 120))
        #expect(table.cellForRow(at: IndexPath(row: 11, section: 0))?.frame.minY == 770)
    }

    @Test("Corrected estimates above the visible rows do not make them jump")
    func estimatesCorrectedWithoutJumping() {
        // The table holds its data source weakly: the test keeps it.
        let (root, table, source) = blockTable(Array(repeating: 50, count: 400), estimate: 100)
        table.scrollToRow(at: IndexPath(row: 300, section: 0), at: .top, animated: false)
        root.layoutIfNeeded()
        let rowTop = table.rectForRow(at: IndexPath(row: 300, section: 0)).minY
        #expect(rowTop - table.contentOffset.y == 0)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 300, section: 0))
        // Scroll up by 150 pt into rows estimated at 100 pt that are really 50 pt.
        table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y - 150)
        root.layoutIfNeeded()
        // Row 300 stays 150 pt below the top of the bounds: the offset absorbed the corrections.
        let after = table.rectForRow(at: IndexPath(row: 300, section: 0)).minY - table.contentOffset.y
        #expect(after == 150)
        #expect(table.rectForRow(at: IndexPath(row: 299, section: 0)).height == 50)
        #expect(table.rectForRow(at: IndexPath(row: 100, section: 0)).height == 100)
        #expect(source.contentHeights.count == 400)
        // The same after a jump by offset (scrollToRow measures a screenful above its row beforehand; a jump does
        // not): row 200 at the top, then 150 pt up, into rows still at their 100 pt estimate.
        table.contentOffset = CGPoint(x: 0, y: table.rectForRow(at: IndexPath(row: 200, section: 0)).minY)
        root.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 200, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 199, section: 0)).height == 100, "not measured yet")
        table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y - 150)
        root.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 199, section: 0)).height == 50, "measured as it came on screen")
        #expect(table.rectForRow(at: IndexPath(row: 200, section: 0)).minY - table.contentOffset.y == 150,
                "row 200 moved down by the 150 pt scrolled, not by the corrections above it")
    }

    @Test("scrollToRow(.top/.middle/.bottom) puts the row there; out-of-range rows are reported, not a crash")
    func scrollToRow() {
        var messages: [String] = []
        let saved = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = saved }
        let (root, table, _) = fixedTable([100])
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        root.layoutIfNeeded()
        #expect(table.contentOffset.y == 2000)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50, section: 0))
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(2000 + 20 - 240))
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: true)
        #expect(table.contentOffset.y == CGFloat(2040 - 480))
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        // Clamped to the end of the content.
        #expect(table.contentOffset.y == CGFloat(4000 - 480))
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        #expect(messages.contains { $0.contains("out-of-bounds row (500)") })
    }

    /// Under a status bar and above a home indicator (iPhone 13: 47 and 34 pt, in `adjustedContentInset`), the
    /// positions are within the visible area between the insets: .top right below the status bar, .middle centred
    /// between the insets, .bottom right above the home indicator.
    @Test("scrollToRow positions rows within the area the adjusted content inset leaves visible")
    func scrollToRowWithInsets() {
        UIDevice.current.simulate(.iPhone13)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 40
        let source = CountingDataSource([100])
        table.dataSource = source
        let window = table.shownAsWindowRoot()
        defer { window.isHidden = true }
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let visibleHeight: CGFloat = 844 - 47 - 34
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(2000 - 47))
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 2020 - 47 - visibleHeight / 2)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 2040 - 47 - visibleHeight)
        window.layoutIfNeeded()
        let rowOnScreen = table.convert(table.rectForRow(at: IndexPath(row: 50, section: 0)), to: window)
        #expect(rowOnScreen.maxY == CGFloat(844 - 34), "the row ends right above the home indicator")
        withExtendedLifetime(source) {}
    }

    @Test("insertRows/deleteRows/moveRow keep the surviving rows' cells; a wrong count is reported and reloads")
    func rowUpdates() {
        let (root, table, source) = fixedTable([5])
        let cell1 = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let cell3 = table.cellForRow(at: IndexPath(row: 3, section: 0))
        source.counts = [6]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        root.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell1)
        #expect(cell1?.frame.minY == 80)
        #expect(table.contentSize.height == 240)
        source.counts = [5]
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))
        })
        // Old rows: 0 new, 1 (old 0), 2 (cell1, deleted), 3, 4 (cell3, moved to top), 5.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell3)
        #expect(!table.visibleCells.contains { $0 === cell1 })
        #expect(table.numberOfRows(inSection: 0) == 5)
        var messages: [String] = []
        let saved = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = saved }
        source.counts = [9]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        root.layoutIfNeeded()
        #expect(messages.contains { $0.contains("Invalid update: invalid number of rows in section 0") })
        #expect(table.numberOfRows(inSection: 0) == 9)
    }

    /// Apple: `moveSection(_:toSection:)` "moves a section to a new location in the table view" — its rows go with it,
    /// as `moveRow` carries a row's cell.
    @Test("moveSection carries the section's rows and cells to the new index; the others close up around it")
    func moveSectionCarriesRows() {
        let (root, table, source) = fixedTable([3, 2, 4])
        let firstSectionCells = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        let tallSection = table.rect(forSection: 2)
        source.counts = [2, 4, 3]
        table.moveSection(0, toSection: 2)
        root.layoutIfNeeded()
        for row in 0..<3 {
            #expect(table.cellForRow(at: IndexPath(row: row, section: 2)) === firstSectionCells[row], "row \(row)")
        }
        #expect(table.rect(forSection: 1).height == tallSection.height)
        #expect(table.rect(forSection: 2).minY == table.rect(forSection: 1).maxY)
        #expect(table.rect(forSection: 2).height == 120)
    }

    @Test("rectForFooter is below the section's last row; indexPathsForRows(in:) lists the rows a rectangle meets")
    func footerRectAndRowsInRect() {
        let (root, table, source) = fixedTable([3, 2], style: .grouped)
        source.titles = [0: "First"]
        table.reloadData()
        root.layoutIfNeeded()
        let lastRow = table.rectForRow(at: IndexPath(row: 2, section: 0))
        let footer = table.rectForFooter(inSection: 0)
        #expect(footer.minY == lastRow.maxY)
        #expect(footer.maxY == table.rect(forSection: 0).maxY)
        // Grouped style: the footer is the standard gap between sections.
        #expect(footer.height > 0)
        let rows = table.indexPathsForRows(in: CGRect(x: 0, y: lastRow.minY + 1, width: 10, height: lastRow.height))
        #expect(rows == [IndexPath(row: 2, section: 0)])
        let all = table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 320, height: table.contentSize.height))
        #expect(all?.count == 5)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: lastRow.midY, width: 10, height: 0)) == [IndexPath(row: 2, section: 0)])
    }

    @Test("Music Album header: measured with systemLayoutSizeFitting and reassigned; resized on rotation")
    func tableHeaderResizesOnRotation() {
        final class HeaderController: UIViewController, UITableViewDataSource {
            let tableView = UITableView(frame: .zero, style: .plain)
            let label = UILabel()
            var measuredWidths: [CGFloat] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                let header = UIView()
                label.numberOfLines = 0
                label.font = UIFont.preferredFont(forTextStyle: .body)
                label.text = String(repeating: "The album header describes the record at some length. ", count: 6)
                label.translatesAutoresizingMaskIntoConstraints = false
                header.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
                    label.topAnchor.constraint(equalTo: header.layoutMarginsGuide.topAnchor),
                    label.bottomAnchor.constraint(equalTo: header.layoutMarginsGuide.bottomAnchor),
                ])
                tableView.tableHeaderView = header
                tableView.translatesAutoresizingMaskIntoConstraints = false
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                tableView.dataSource = self
                tableView.rowHeight = 40
                view.addSubview(tableView)
                NSLayoutConstraint.activate([
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    tableView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                    tableView.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
                ])
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                if let headerView = tableView.tableHeaderView {
                    let sizeToFit = CGSize(width: headerView.bounds.width, height: 0)
                    measuredWidths.append(sizeToFit.width)
                    let layoutSize = headerView.systemLayoutSizeFitting(sizeToFit, withHorizontalFittingPriority: .required,
                                                                        verticalFittingPriority: .fittingSizeLevel)
                    if headerView.frame.size.height != layoutSize.height {
                        var frame = headerView.frame
                        frame.size.height = layoutSize.height
                        headerView.frame = frame
                        tableView.tableHeaderView = headerView
                    }
                }
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        UIDevice.current.simulate(.iPhone13)
        let controller = HeaderController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = controller.tableView
        func labelHeight(_ width: CGFloat) -> CGFloat {
            controller.label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
        }
        let header = table.tableHeaderView!
        // Portrait: 390 wide, the label between 8 pt margins; the header is as tall as label + 16.
        #expect(header.frame.width == 390)
        #expect(abs(header.frame.height - (labelHeight(374) + 16)) < 0.5)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == header.frame.height)
        let portraitHeight = header.frame.height
        UIDevice.current.rotate(to: .landscapeLeft)
        // Landscape: the table is 844 wide; the header follows at once, is measured at 844 and gets shorter.
        #expect(table.bounds.width == 844)
        #expect(header.frame.width == 844)
        #expect(abs(header.frame.height - (labelHeight(844 - 16) + 16)) < 0.5)
        #expect(header.frame.height < portraitHeight)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == header.frame.height)
        #expect(controller.measuredWidths.contains(844))
        UIDevice.current.rotate(to: .portrait)
        #expect(abs(header.frame.height - portraitHeight) < 0.01)
    }

    @Test("Plain-style section headers from titles float at the top of the visible area; grouped styles inset")
    func sectionHeaders() {
        let (root, table, source) = fixedTable([10, 10])
        source.titles = [0: "First", 1: "Second"]
        table.reloadData()
        root.layoutIfNeeded()
        let first = table.headerView(forSection: 0)
        #expect(first?.textLabel?.text == "First")
        let headerHeight = first?.frame.height ?? 0
        #expect(headerHeight > 20)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == headerHeight)
        // Scrolled 100 pt into section 0: its header floats at the top of the bounds.
        table.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        // Section 1's header sits after section 0's rows.
        #expect(table.rectForHeader(inSection: 1).minY == headerHeight + 400)
    }

    /// Apple (`sectionHeaderTopPadding`, iOS 15): "The amount of padding above each section header." Set explicitly,
    /// it opens that space above every header — part of the section's rectangle, not of the header's — and none
    /// above a section without a header. A floating header sticks to the top and leaves its padding behind.
    @Test("sectionHeaderTopPadding opens space above each section header, not above a section without one")
    func sectionHeaderTopPadding() {
        let (root, table, source) = fixedTable([10, 10, 10])
        // Self-sizing headers from titles; section 1 has no title, so no header (height 0).
        source.titles = [0: "First", 2: "Third"]
        table.reloadData()
        root.layoutIfNeeded()
        let h = table.rectForHeader(inSection: 0).height
        #expect(h > 20)
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(table.rectForHeader(inSection: 0).minY == 0, "automatic: no padding here")
        table.sectionHeaderTopPadding = 10
        root.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 10, width: 320, height: h))
        #expect(table.rect(forSection: 0).minY == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 10 + h)
        #expect(table.headerView(forSection: 0)?.frame.minY == 10)
        // Section 1, without a header, gets no padding: its rows follow section 0's.
        let end0 = 10 + h + 400
        #expect(table.rect(forSection: 1).minY == end0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == end0)
        // Section 2: padding, then its header, then rows.
        #expect(table.rect(forSection: 2).minY == end0 + 400)
        #expect(table.rectForHeader(inSection: 2).minY == end0 + 410)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == end0 + 410 + h)
        #expect(table.contentSize.height == end0 + 410 + h + 400)
        // Scrolled into section 2: its header floats at the top of the bounds, without the padding.
        table.contentOffset = CGPoint(x: 0, y: end0 + 500)
        root.layoutIfNeeded()
        #expect(table.headerView(forSection: 2)?.frame.minY == end0 + 500)
        // Back to automatic: the padding goes.
        table.sectionHeaderTopPadding = UITableView.automaticDimension
        root.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 2).minY == h + 800)
        #expect(table.contentSize.height == 2 * h + 1200)
    }

    /// Apple, on `UITableView.Style.plain`: "Section headers and footers are displayed as inline separators and float
    /// when the table view is scrolled"; on `.grouped`: they "don't float". A floating header sticks to the top of the
    /// visible area (below the adjusted content inset: the safe area) and is pushed up by its section's end; a
    /// floating footer, the mirror, sticks to the bottom and stops at its section's top. Both stay above the cells.
    @Test("Plain-style headers and footers float, grouped ones do not: random sections and offsets in a window",
          arguments: 0..<6)
    func floatingHeadersAndFooters(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 9_000)
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        UIDevice.current.simulate(rng.pick([SimulatedDevice.iPhone13, .iPhoneSE, .iPad]))
        let style: UITableView.Style = seed % 3 == 2 ? .grouped : .plain
        let counts = (0..<rng.int(in: 2...6)).map { _ in rng.int(in: 0...14) }
        let source = CountingDataSource(counts)
        for section in counts.indices {
            if rng.chance(0.8) { source.titles[section] = "Header \(section)" }
            if rng.chance(0.6) { source.footerTitles[section] = "Footer \(section)" }
            for row in 0..<counts[section] where rng.chance(0.3) {
                source.heights[IndexPath(row: row, section: section)] = CGFloat(rng.int(in: 20...120))
            }
        }
        let table = UITableView(frame: .zero, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        if seed % 2 == 1 { table.sectionHeaderTopPadding = 12 }
        table.dataSource = source
        table.delegate = source
        let window = table.shownAsWindowRoot()
        defer { window.isHidden = true }

        var problems: [String] = []
        for _ in 0..<12 {
            let inset = table.adjustedContentInset
            let range = max(0, table.contentSize.height + inset.bottom - table.bounds.height) + inset.top
            table.contentOffset.y = (rng.double(0, Double(range)) - Double(inset.top)).rounded()
            window.layoutIfNeeded()
            let top = table.contentOffset.y, bottom = top + table.bounds.height
            let highestCell = table.visibleCells.compactMap { table.subviews.firstIndex(of: $0) }.max() ?? -1
            for section in counts.indices {
                let rect = table.rect(forSection: section)
                if let header = table.headerView(forSection: section) {
                    let h = table.rectForHeader(inSection: section).height
                    var y = table.rectForHeader(inSection: section).minY
                    if style == .plain { y = max(y, min(top + inset.top, rect.maxY - h)) }
                    if header.frame.minY != y { problems.append("offset \(top): header \(section) at \(header.frame.minY), not \(y)") }
                    if (table.subviews.firstIndex(of: header) ?? -1) < highestCell {
                        problems.append("offset \(top): header \(section) below a cell")
                    }
                }
                if let footer = table.footerView(forSection: section) {
                    let h = table.rectForFooter(inSection: section).height
                    var y = table.rectForFooter(inSection: section).minY
                    #expect(abs(y - (rect.maxY - h)) < 0.001)
                    if style == .plain { y = min(y, max(bottom - inset.bottom - h, rect.minY)) }
                    if footer.frame.minY != y { problems.append("offset \(top): footer \(section) at \(footer.frame.minY), not \(y)") }
                    if (table.subviews.firstIndex(of: footer) ?? -1) < highestCell {
                        problems.append("offset \(top): footer \(section) below a cell")
                    }
                }
            }
            if !problems.isEmpty { break }
        }
        #expect(problems.isEmpty, "\(style == .plain ? "plain" : "grouped"), sections \(counts): \(problems.prefix(4))")
    }

    /// Apple, on `insetsContentViewsToSafeArea`: the table adjusts "the content view within each of its cells,
    /// headers, and footers on the leading and trailing sides to make the content fit within the safe area".
    @Test("Section headers and footers keep their content views out of the safe area at the sides, as cells do")
    func headerAndFooterContentViewsInsetToTheSafeArea() throws {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        UIDevice.current.simulate(.iPhone15, orientation: .landscapeLeft)
        let source = CountingDataSource([3, 3])
        source.titles = [0: "A title long enough to wrap onto a second line if its label were given too little of the width"]
        source.footerTitles = [0: "A footer"]
        let table = UITableView(frame: .zero, style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        let window = table.shownAsWindowRoot()
        defer { window.isHidden = true }
        let header = try #require(table.headerView(forSection: 0))
        let footer = try #require(table.footerView(forSection: 0))
        for view in [header, footer] {
            #expect(view.contentView.frame.minX == 59 && view.contentView.frame.maxX == view.bounds.width - 59,
                    "content view \(view.contentView.frame) in \(view.bounds)")
            #expect(view.contentView.layoutMargins.left == 16)
            let label = try #require(view.textLabel)
            #expect(abs(label.convert(label.bounds, to: nil).minX - (59 + 16)) < 0.001)
            // Measured as shown: the title fits the height the table gave the view.
            #expect(label.frame.maxY <= view.contentView.bounds.height - view.contentView.layoutMargins.bottom + 0.001)
        }
        table.insetsContentViewsToSafeArea = false
        window.layoutIfNeeded()
        let plainHeader = try #require(table.headerView(forSection: 0))
        #expect(plainHeader.contentView.frame.minX == 0)
    }

    @Test("Inset-grouped cells sit inside the side margins; built-in styles self-size to at least 44 pt")
    func insetGroupedAndBuiltInCells() {
        let (_, table, _) = fixedTable([3], rowHeight: UITableView.automaticDimension, style: .insetGrouped)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.frame.minX == 16)
        #expect(cell?.frame.width == CGFloat(320 - 32))
        // A default cell without text is the standard 44 pt row (content 44 − 1 px, plus the separator pixel).
        #expect(abs((cell?.frame.height ?? 0) - 44) <= Self.pixel + 0.001)
        // The last row of an inset-grouped section draws no separator.
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.separatorView.superview == nil)
        #expect(cell?.separatorView.superview === cell)
        let textCell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        textCell.textLabel?.text = "Title"
        textCell.detailTextLabel?.text = "Detail"
        #expect(textCell.detailTextLabel != nil)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        let size = textCell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        #expect(size.height >= 43)
    }

    @Test("Pinline seed: a cell that adds VFL constraints in updateConstraints self-sizes, once per cell")
    func pinlineMagicCell() {
        final class MagicCell: UITableViewCell {
            let titleLabel = UILabel(), urlLabel = UILabel(), tagsLabel = UILabel()
            var updates = 0
            override class var requiresConstraintBasedLayout: Bool { true }
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                for (label, style, lines) in [(titleLabel, UIFont.TextStyle.headline, 0), (urlLabel, .body, 1),
                                              (tagsLabel, .body, 0)] {
                    label.font = UIFont.preferredFont(forTextStyle: style)
                    label.numberOfLines = lines
                    label.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(label)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
            override func updateConstraints() {
                updates += 1
                let views: [String: Any] = ["_titleLabel": titleLabel, "_urlLabel": urlLabel, "_tagsLabel": tagsLabel]
                var constraints: [NSLayoutConstraint] = []
                for name in ["_titleLabel", "_urlLabel", "_tagsLabel"] {
                    constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-15-[\(name)]-15-|", options: [],
                                                                  metrics: nil, views: views)
                }
                constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-[_titleLabel]-[_urlLabel]-[_tagsLabel]-|",
                                                              options: [], metrics: nil, views: views)
                contentView.addConstraints(constraints)
                super.updateConstraints()
            }
        }
        final class Bookmarks: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "magic", for: indexPath) as! MagicCell
                cell.titleLabel.text = indexPath.row % 2 == 0 ? "Short title" : String(repeating: "A much longer title ", count: 8)
                cell.urlLabel.text = "https://example.com/\(indexPath.row)"
                cell.tagsLabel.text = "swift, autolayout"
                return cell
            }
        }
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(MagicCell.self, forCellReuseIdentifier: "magic")
        table.estimatedRowHeight = 100
        let source = Bookmarks()
        table.dataSource = source
        root.addSubview(table)
        root.layoutIfNeeded()
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(long > short)
        guard let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MagicCell else {
            Issue.record("no magic cell")
            return
        }
        // V:|-[title]…-| puts the labels inside the content view's 11 pt top/bottom margins; 15 pt from the sides.
        #expect(cell.titleLabel.frame.minX == 15)
        #expect(cell.titleLabel.frame.width == CGFloat(320 - 30))
        #expect(cell.titleLabel.frame.minY == 11)
        #expect(abs(cell.tagsLabel.frame.maxY + 11 - cell.contentView.frame.height) < 0.5)
        // Scrolling reuses cells without running their updateConstraints again (it would pile up duplicates).
        table.contentOffset = CGPoint(x: 0, y: 1500)
        root.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 0)
        root.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { ($0 as? MagicCell)?.updates == 1 })
        withExtendedLifetime(source) {}
    }

    /// UIKit calls `traitCollectionDidChange` only when a trait changed. A cell that leaves the screen into the reuse
    /// pool and comes back to the same table has the table's traits before and after: it is told nothing, though it
    /// still moves out of the table and back (`willMove`/`didMove` to a nil superview and to the table). When the
    /// table's traits change while a cell is in the pool, the cell is told once, when it comes back.
    @Test("A reused cell coming back to unchanged traits gets no traitCollectionDidChange; a changed one gets it once")
    func reusedCellTraits() {
        final class TraitCell: UITableViewCell {
            var styles: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
            var superviewMoves = 0
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                styles.append((previousTraitCollection?.userInterfaceStyle ?? .unspecified, traitCollection.userInterfaceStyle))
            }
            override func didMoveToSuperview() {
                super.didMoveToSuperview()
                superviewMoves += 1
            }
        }
        UIDevice.current.simulate(.iPhone13)
        let window = shownWindow(width: 320, height: 480)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(TraitCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 40
        let source = CountingDataSource([1000])
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let cells = table.visibleCells.compactMap { $0 as? TraitCell }
        #expect(cells.count > 8)
        // Each cell was told once, when it first joined the window (detached traits → the window's).
        #expect(cells.allSatisfy { $0.styles.count == 1 })
        // Scroll down a screenful at a time and back to the top: every cell goes to the pool and comes back.
        for y in [480, 960, 1440, 960, 480, 0] as [CGFloat] {
            table.contentOffset = CGPoint(x: 0, y: y)
            window.layoutIfNeeded()
        }
        let all = Set((cells + table.visibleCells.compactMap { $0 as? TraitCell }).map(ObjectIdentifier.init))
        #expect(table.createdCellCount == all.count)
        #expect(cells.allSatisfy { $0.superviewMoves > 2 })
        #expect(cells.allSatisfy { $0.styles.count == 1 })
        // Dark while the cells below are parked: the visible ones are told now, the parked ones when they return.
        table.overrideUserInterfaceStyle = .dark
        #expect(table.visibleCells.allSatisfy { ($0 as? TraitCell)?.styles.count == 2 })
        table.contentOffset = CGPoint(x: 0, y: 480)
        window.layoutIfNeeded()
        for cell in table.visibleCells.compactMap({ $0 as? TraitCell }) {
            #expect(cell.styles.last.map { $0.0 == .light && $0.1 == .dark } == true)
            #expect(cell.styles.filter { $0.1 == .dark }.count == 1)
        }
        withExtendedLifetime(source) {}
    }

    /// A cell taken from the pool without an index path has no superview and no parked traits any more: a view added
    /// to it then sees detached traits, and must hear of the table's when the cell joins the table — though the cell
    /// itself comes back to the traits it last saw, so its own propagation finds nothing changed on it.
    @Test("A view added to a cell out of the pool hears of the table's traits when the cell joins the table")
    func viewAddedOutsideThePoolGetsTheTablesTraits() {
        final class TraitView: UIView {
            var changes: [UIUserInterfaceSizeClass] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                changes.append(traitCollection.horizontalSizeClass)
            }
        }
        UIDevice.current.simulate(.iPhone13)
        let window = shownWindow(width: 320, height: 480)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 40
        let source = CountingDataSource([1000])
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        // A screenful down: the first cells go to the pool.
        table.contentOffset = CGPoint(x: 0, y: 480)
        window.layoutIfNeeded()
        guard let cell = table.dequeueReusableCell(withIdentifier: "cell") else {
            Issue.record("no pooled cell")
            return
        }
        #expect(cell.superview == nil)
        let view = TraitView()
        cell.contentView.addSubview(view)
        #expect(view.traitCollection.horizontalSizeClass == .unspecified)
        table.addSubview(cell)
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.changes == [.compact])
        withExtendedLifetime(source) {}
    }

    @Test("Dequeuing an unregistered identifier logs UIKit's message and still returns a cell")
    func unregisteredIdentifier() {
        var messages: [String] = []
        let saved = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = saved }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let cell = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "missing")
        #expect(messages.first?.contains("unable to dequeue a cell with identifier missing") == true)
        table.register(UIView.self, forCellReuseIdentifier: "view")
        #expect(messages.last?.contains("not a UITableViewCell subclass") == true)
    }

    @Test("UITableViewController: its view is the table, data source and delegate are the controller")
    func tableViewController() {
        final class Numbers: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "n")
            }
        }
        UIDevice.current.simulate(.iPhone13)
        let controller = Numbers(style: .grouped)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.visibleCells.count == 3)
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["0", "1", "2"])
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 50)
        // The table fills the window; .automatic insets its content for the 47/34 pt safe area (tables bounce).
        #expect(controller.tableView.adjustedContentInset.top == 47)
        #expect(controller.tableView.contentOffset.y == -47)
    }
}
