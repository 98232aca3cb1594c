import Testing
@testable import UIKit

/// A data source of default-style rows whose images are `sizes[row]` points square (nil: no image).
final class ImageRowsDataSource: UITableViewDataSource {
    let sizes: [CGFloat?]
    init(_ sizes: [CGFloat?]) { self.sizes = sizes }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sizes.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.imageView?.image = MainActor.assumeIsolated { sizes[indexPath.row].map(TableCellImageViewTests.square) }
        return cell
    }
}

/// `UITableViewCell.imageView` in the built-in styles. Documented: the image view exists from the start with no
/// image, and an image set on it appears on the leading side, before any label. Observed on iOS (iPhone): the image
/// at its point size on the leading margin (16 pt), centred vertically, the labels 16 pt past it; no image, no room.
@MainActor
@Suite("UITableViewCell.imageView: the built-in styles' image", .serialized)
struct TableCellImageViewTests {
    /// A blank image of `side` × `side` points.
    static func square(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in }
    }

    /// A free-standing 375 × `height` cell (no table: no separator) with "Title", "Detail" and an image of `side` pt.
    func cell(_ style: UITableViewCell.CellStyle, image side: CGFloat?, height: CGFloat = 44) -> UITableViewCell {
        UIDevice.current.simulate(.iPhone13)
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: height)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.imageView?.image = side.map(Self.square)
        cell.layoutIfNeeded()
        return cell
    }

    /// A view's frame in the cell's content view.
    func frame(_ view: UIView?, in cell: UITableViewCell) -> CGRect? {
        view.map { $0.convert($0.bounds, to: cell.contentView) }
    }

    @Test("Every built-in style has an image view from the start, with no image, inside the content view")
    func existsWithoutImage() {
        for style in [UITableViewCell.CellStyle.default, .value1, .value2, .subtitle] {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            let imageView = cell.imageView
            #expect(imageView != nil)
            #expect(imageView?.image == nil)
            #expect(imageView?.superview === cell.contentView)
            #expect(cell.imageView === imageView)   // one view, not a new one per call
        }
    }

    @Test("Default style: a 30 pt image sits on the 16 pt leading margin, centred in the 44 pt row; the text starts 16 pt past it")
    func defaultStyleWithImage() {
        let cell = cell(.default, image: 30)
        #expect(cell.imageView?.isHidden == false)
        // x = 16 (margin), y = (44 − 30) / 2.
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 7, width: 30, height: 30))
        // 16 + 30 + 16 = 62, to the trailing margin at 375 − 16 = 359.
        let text = frame(cell.textLabel, in: cell)
        #expect(text?.minX == 62)
        #expect(text?.maxX == 359)
    }

    @Test("Without an image the image view takes no room: the text starts on the margin, and returns there when the image is removed")
    func emptyImageViewTakesNoRoom() {
        let cell = cell(.default, image: nil)
        #expect(cell.imageView?.isHidden == true)
        #expect(cell.imageView?.frame.size == .zero)
        #expect(frame(cell.textLabel, in: cell)?.minX == 16)
        cell.imageView?.image = Self.square(24)
        cell.layoutIfNeeded()
        #expect(frame(cell.textLabel, in: cell)?.minX == 56)   // 16 + 24 + 16
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 10, width: 24, height: 24))
        cell.imageView?.image = nil
        cell.layoutIfNeeded()
        #expect(frame(cell.textLabel, in: cell)?.minX == 16)
        #expect(cell.imageView?.frame.size == .zero)
    }

    /// Apple: `indentationLevel` is "the indentation level of the cell's content"; `indentationWidth` "the width for
    /// each level of indentation … The default indentation width is 10.0 points."
    @Test("indentationLevel × indentationWidth (10 pt by default) indents the built-in image, or the text without one")
    func indentation() {
        let cell = cell(.default, image: nil)
        #expect(cell.indentationWidth == 10)
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(frame(cell.textLabel, in: cell)?.minX == 36)   // 16 + 2 × 10
        #expect(frame(cell.textLabel, in: cell)?.maxX == 359)
        cell.imageView?.image = Self.square(24)
        cell.layoutIfNeeded()
        #expect(cell.imageView?.frame.minX == 36)
        #expect(frame(cell.textLabel, in: cell)?.minX == 76)   // 36 + 24 + 16
        cell.indentationWidth = 15
        cell.layoutIfNeeded()
        #expect(cell.imageView?.frame.minX == 46)
        cell.imageView?.image = nil
        cell.indentationLevel = 1
        cell.layoutIfNeeded()
        #expect(frame(cell.textLabel, in: cell)?.minX == 31)
    }

    @Test("Subtitle and value1 move both labels past the image; value1's detail stays on the trailing margin")
    func subtitleAndValue1() {
        let subtitle = cell(.subtitle, image: 40)
        #expect(subtitle.imageView?.frame == CGRect(x: 16, y: 2, width: 40, height: 40))
        #expect(frame(subtitle.textLabel, in: subtitle)?.minX == 72)         // 16 + 40 + 16
        #expect(frame(subtitle.detailTextLabel, in: subtitle)?.minX == 72)   // both left-aligned, one above the other
        let value1 = cell(.value1, image: 40)
        #expect(frame(value1.textLabel, in: value1)?.minX == 72)
        #expect(frame(value1.detailTextLabel, in: value1)?.maxX == 359)
    }

    @Test("Value2 (Contacts style) shows no image: the labels stay on the margin, and nothing is logged")
    func value2ShowsNoImage() {
        var messages: [String] = []
        let saved = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = saved }
        let cell = cell(.value2, image: 30)
        #expect(messages.isEmpty)
        #expect(cell.imageView?.image != nil)
        #expect(cell.imageView?.isHidden == true)
        #expect(cell.imageView?.frame.size == .zero)
        #expect(frame(cell.textLabel, in: cell)?.minX == 16)
    }

    @Test("A self-sizing row grows to a taller image; a fixed shorter row leaves it centred and overflowing, silently")
    func tallImage() {
        let fitting = cell(.default, image: 60).systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitting.height == 60)
        var messages: [String] = []
        let saved = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = saved }
        let fixed = cell(.default, image: 60, height: 44)
        #expect(fixed.imageView?.frame == CGRect(x: 16, y: -8, width: 60, height: 60))   // (44 − 60) / 2
        #expect(messages.isEmpty)
    }

    @Test("In a self-sizing table, a row with a 60 pt image is 60 pt plus the separator pixel; a 30 pt image leaves the text row's height")
    func selfSizingTableRows() {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = UITableView.automaticDimension
        let source = ImageRowsDataSource([60, nil, 30])
        table.dataSource = source
        root.addSubview(table)
        root.layoutIfNeeded()
        let pixel: CGFloat = 1 / 3
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(abs(heights[0] - (60 + pixel)) < 0.001)
        // Row 1 has no image: a text-only cell's fitted height plus the pixel (the standard row: 43 pt content at
        // least). Row 2's 30 pt image is shorter than that row and leaves its height alone.
        let textOnly = cell(.default, image: nil).systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(textOnly.height == 43)
        #expect(abs(heights[1] - (43 + pixel)) < 0.001)
        #expect(heights[2] == heights[1])
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first?.imageView?.frame == CGRect(x: 16, y: 0, width: 60, height: 60))
    }

    @Test("Right to left: the image on the right margin, the text ending 16 pt before it")
    func rightToLeft() {
        UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
        defer { UIApplication.shared.userInterfaceLayoutDirection = .leftToRight }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let cell = cell(.default, image: 30)
        window.addSubview(cell)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(cell.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(cell.imageView?.frame == CGRect(x: 329, y: 7, width: 30, height: 30))   // 375 − 16 − 30
        #expect(frame(cell.textLabel, in: cell)?.maxX == 313)                          // 329 − 16
        #expect(frame(cell.textLabel, in: cell)?.minX == 16)
    }
}
