import Testing
@testable import UIKit

/// What a table draws around its rows: the separators' colour, the table's and the cells' background views, the
/// selected background, and the filler rows of plain tables.
@MainActor
@Suite("UITableView: separator colour, background views, filler rows", .serialized)
struct TableDecorationTests {
    /// A free-standing plain table of `rows` rows `rowHeight` tall in a 320×480 root (3× outside windows: separators
    /// are a third of a point).
    func table(rows: Int, rowHeight: CGFloat = 40, style: UITableView.Style = .plain) -> (UIView, UITableView, CountingDataSource) {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: root.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = rowHeight
        let source = CountingDataSource([rows])
        table.dataSource = source
        table.delegate = source
        root.addSubview(table)
        root.layoutIfNeeded()
        return (root, table, source)
    }

    static let third: CGFloat = 1.0 / 3

    // MARK: Separator colour

    /// Apple (`separatorColor`): "The color of separator rows in the table view."
    @Test("separatorColor colours the separators on screen at once, and those of cells shown later")
    func separatorColour() {
        let (root, table, _) = table(rows: 40)
        table.separatorColor = .red
        root.layoutIfNeeded()
        // Row 0's separator is the last pixel row of its 40 pt, from the 16 pt inset on.
        var image = renderImage(table, scale: 3)
        #expect(near(rgba(image, 100, 40 - Self.third / 2), opaqueRed))
        #expect(!near(rgba(image, 100, 20), opaqueRed), "the row itself is not red")
        table.separatorColor = .blue
        image = renderImage(table, scale: 3)
        #expect(near(rgba(image, 100, 40 - Self.third / 2), opaqueBlue), "the cells on screen change with the table")
        table.contentOffset = CGPoint(x: 0, y: 800)
        root.layoutIfNeeded()
        image = renderImage(table, scale: 3)
        #expect(near(rgba(image, 100, 40 - Self.third / 2), opaqueBlue), "a cell shown later (row 20) takes it too")
        table.separatorColor = nil
        image = renderImage(table, scale: 3)
        let line = rgba(image, 100, 40 - Self.third / 2)
        #expect(!near(line, opaqueBlue) && !near(line, opaqueWhite), "nil draws the default grey: \(line)")
    }

    /// Apple (`UITableView.separatorInset`): the default inset of cell separators, of which a table uses the left and
    /// right values (the top and bottom ones are ignored); a cell's own `separatorInset` overrides the table's.
    @Test("separatorInset: the separators start at the left inset and end at the right one; a cell's own wins")
    func separatorInsets() {
        let (root, table, _) = table(rows: 5)
        table.separatorInset = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 30)
        root.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.separatorView.frame == CGRect(x: 20, y: 40 - Self.third, width: 320 - 50, height: Self.third))
        cell.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        cell.layoutIfNeeded()
        #expect(cell.separatorView.frame == CGRect(x: 0, y: 40 - Self.third, width: 320, height: Self.third))
    }

    // MARK: The table's background view

    /// Apple (`UITableView.backgroundView`): "A table view’s background view is automatically resized to match the
    /// size of the table view. This view is placed as a subview of the table view behind all cells, header views, and
    /// footer views."
    @Test("backgroundView fills the table behind everything and stays put while the content scrolls")
    func tableBackgroundView() {
        let (root, table, _) = table(rows: 3)
        let background = UIView()
        background.backgroundColor = .red
        table.backgroundView = background
        root.layoutIfNeeded()
        #expect(table.subviews.first === background)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        var image = renderImage(table, scale: 2)
        #expect(near(rgba(image, 160, 300), opaqueRed), "below the rows, the background view shows")
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(table.subviews.firstIndex(of: cell)! > 0, "the cells are in front of it")
        table.contentOffset = CGPoint(x: 0, y: -60)
        root.layoutIfNeeded()
        #expect(background.frame == table.bounds, "it covers the visible bounds, not the content")
        #expect(table.subviews.first === background)
        image = renderImage(table, scale: 2)
        #expect(near(rgba(image, 160, 30), opaqueRed), "pulled down, the gap above the rows shows it")
        table.backgroundView = nil
        #expect(background.superview == nil)
    }

    // MARK: The cells' background views

    /// Apple (`UITableViewCell.backgroundView`): "UITableViewCell adds the background view as a subview behind all other
    /// views"; (`selectedBackgroundView`): "UITableViewCell adds the value of this property as a subview only when the
    /// cell is selected. It adds the selected background view as a subview directly above the background view
    /// (backgroundView) if it is not nil, or behind all other views."
    @Test("A cell's backgroundView is behind everything; selectedBackgroundView shows above it only while selected")
    func cellBackgroundViews() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        #expect(cell.subviews.first === background)
        #expect(background.frame == cell.bounds)
        #expect(selected.superview == nil, "not selected: not shown")
        cell.setSelected(true, animated: false)
        #expect(cell.subviews.first === background && cell.subviews.dropFirst().first === selected)
        #expect(selected.frame == cell.bounds)
        #expect(cell.subviews.firstIndex(of: cell.contentView)! > 1, "the content is in front of both")
        cell.setSelected(false, animated: false)
        #expect(selected.superview == nil)
        cell.isHighlighted = true
        #expect(selected.superview === cell, "highlighted shows it too")
        cell.isHighlighted = false
        cell.selectionStyle = .none
        cell.isSelected = true
        #expect(selected.superview == nil, "selectionStyle none: a selected cell looks like any other")
        cell.selectionStyle = .default
        #expect(selected.superview === cell)
        cell.frame.size.height = 80
        cell.layoutIfNeeded()
        #expect(background.frame.height == 80 && selected.frame.height == 80, "both follow the cell's size")
        cell.backgroundView = nil
        #expect(background.superview == nil)
        #expect(cell.subviews.first === selected, "without a background view it is behind all other views")
    }

    /// Apple (`UITableViewCell.isHighlighted`): "The highlighting affects the appearance of labels, image, and
    /// background. When the highlighted state of a cell is set to true, labels are drawn in their highlighted text
    /// color"; (`setSelected(_:animated:)`): selection "affects the appearance of labels, image, and background".
    @Test("A selected or highlighted cell highlights its labels and image views; selectionStyle none leaves them")
    func highlightReachesLabelsAndImages() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        let custom = UILabel(), image = UIImageView()
        cell.contentView.addSubview(custom)
        cell.contentView.addSubview(image)
        let labels = [cell.textLabel!, cell.detailTextLabel!, custom]
        #expect(labels.allSatisfy { !$0.isHighlighted } && !image.isHighlighted)
        cell.setSelected(true, animated: false)
        #expect(labels.allSatisfy { $0.isHighlighted } && image.isHighlighted)
        cell.setSelected(false, animated: false)
        #expect(labels.allSatisfy { !$0.isHighlighted } && !image.isHighlighted)
        cell.isHighlighted = true
        #expect(labels.allSatisfy { $0.isHighlighted })
        cell.selectionStyle = .none
        #expect(labels.allSatisfy { !$0.isHighlighted }, "selectionStyle none: nothing looks selected")
        cell.selectionStyle = .default
        cell.isHighlighted = false
        #expect(labels.allSatisfy { !$0.isHighlighted })
        // Drawn in the highlighted text colour.
        cell.backgroundColor = .white
        cell.textLabel!.text = "Selected"
        cell.textLabel!.highlightedTextColor = .red
        cell.layoutIfNeeded()
        cell.isSelected = true
        let frame = cell.textLabel!.convert(cell.textLabel!.bounds, to: cell)
        let image2 = renderImage(cell, scale: 2)
        var red = 0
        for x in stride(from: frame.minX, to: frame.maxX, by: 0.5) {
            for y in stride(from: frame.minY, to: frame.maxY, by: 0.5) {
                let p = rgba(image2, x, y)
                if p.count == 4, p[0] > 200, p[1] < 80, p[2] < 80 { red += 1 }
            }
        }
        #expect(red > 20, "the text is drawn red: \(red) pixels")
    }

    @Test("A tapped row shows the selected background (grey without a selectedBackgroundView), gone once deselected")
    func tappedRowShowsSelection() {
        let (root, table, _) = table(rows: 5)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let before = cell.subviews.count
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        root.layoutIfNeeded()
        #expect(cell.isSelected)
        #expect(cell.subviews.count == before + 1)
        let grey = cell.subviews.first!
        #expect(grey !== cell.contentView && grey.frame == cell.bounds && grey.backgroundColor == .systemGray4)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(grey.superview == nil)
        #expect(cell.subviews.count == before)
    }

    /// Apple (`UITableViewHeaderFooterView.backgroundView`): "The view in this property appears behind the view in the
    /// contentView property and displays static background content behind the header or footer."
    @Test("A header's backgroundView fills it behind the content view, in a table too")
    func headerBackgroundView() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 30)
        let background = UIView()
        background.backgroundColor = .red
        header.backgroundView = background
        header.layoutIfNeeded()
        #expect(header.subviews.first === background && header.subviews.contains(header.contentView))
        #expect(background.frame == header.bounds)
        header.frame.size.height = 50
        header.layoutIfNeeded()
        #expect(background.frame.height == 50)
        #expect(near(rgba(renderImage(header, scale: 2), 160, 25), opaqueRed))
        header.backgroundView = nil
        #expect(background.superview == nil)
    }

    // MARK: Accessories

    /// Apple (`UITableViewCell.AccessoryType`): `disclosureIndicator` "a chevron-shaped control", `checkmark` "a
    /// checkmark image", `detailButton` "an information button", `detailDisclosureButton` "an information button and a
    /// disclosure (chevron) control"; a custom `accessoryView` is shown instead of the standard accessory.
    @Test("A standard accessory is drawn at the trailing edge, centred, right of the content view; accessoryView replaces it")
    func standardAccessories() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.backgroundColor = .white
        #expect(cell.standardAccessoryView == nil)
        for (type, glyphs) in [(UITableViewCell.AccessoryType.disclosureIndicator, 1), (.checkmark, 1), (.detailButton, 1),
                               (.detailDisclosureButton, 2)] {
            cell.accessoryType = type
            cell.layoutIfNeeded()
            let accessory = cell.standardAccessoryView
            #expect(accessory?.superview === cell && accessory?.glyphs.count == glyphs, "\(type)")
            guard let frame = accessory?.frame else { continue }
            #expect(frame.maxX == 304, "16 pt from the trailing edge: \(type)")
            #expect(abs(frame.midY - 22) <= 0.5, "centred: \(type)")
            #expect(frame.minX >= cell.contentView.frame.maxX, "in the room the content view leaves: \(type)")
            #expect(frame.width > 5 && frame.height > 5)
            // Something is drawn there, and the glyph's ink is not the cell's white.
            let image = renderImage(cell, scale: 2)
            var inked = 0
            for x in stride(from: frame.minX, to: frame.maxX, by: 0.5) {
                for y in stride(from: frame.minY, to: frame.maxY, by: 0.5) where !near(rgba(image, x, y), opaqueWhite, 30) { inked += 1 }
            }
            #expect(inked > 10, "\(type): \(inked) inked pixels")
        }
        #expect(cell.standardAccessoryView?.glyphs.last?.tintColor == .tertiaryLabel, "the chevron is grey")
        let custom = UISwitch()
        cell.accessoryView = custom
        cell.layoutIfNeeded()
        #expect(cell.standardAccessoryView == nil, "an accessory view replaces the standard accessory")
        #expect(custom.frame.maxX == 304)
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.layoutIfNeeded()
        #expect(cell.standardAccessoryView == nil)
        #expect(cell.subviews.allSatisfy { !($0 is StandardAccessoryView) })
    }

    // MARK: Filler rows

    /// Apple (`fillerRowHeight`): filler rows are "empty rows that appear below the last row when there isn’t enough
    /// content to fill the table view"; 0 shows none ("the default in iOS 15 and later"); `automaticDimension` matches
    /// "the height of the last row in the table view"; "any other positive value" is their height.
    @Test("fillerRowHeight: none by default; the last row's height when automatic; a given height; only plain tables")
    func fillerRows() {
        let (root, table, _) = table(rows: 3)
        #expect(table.fillerRowHeight == 0)
        #expect(table.fillerSeparators.isEmpty, "iOS 15 and later: no filler rows by default")

        table.fillerRowHeight = UITableView.automaticDimension
        root.layoutIfNeeded()
        // Rows end at 120; filler rows of 40 pt: their separators end at 160, 200, … 480 — nine of them.
        #expect(table.fillerSeparators.map(\.frame.minY) == (1...9).map { 120 + CGFloat($0) * 40 - Self.third })
        #expect(table.fillerSeparators.first?.frame == CGRect(x: 16, y: 160 - Self.third, width: 304, height: Self.third),
                "the table's separator inset and thickness")

        table.fillerRowHeight = 25
        root.layoutIfNeeded()
        #expect(table.fillerSeparators.count == 14, "(480 − 120) / 25: 14 whole rows")
        #expect(table.fillerSeparators.first?.frame.minY == 145 - Self.third)

        table.separatorColor = .red
        let image = renderImage(table, scale: 3)
        #expect(near(rgba(image, 100, 145 - Self.third / 2), opaqueRed), "drawn, in the separator colour")
        #expect(!near(rgba(image, 100, 150), opaqueRed))

        table.contentOffset = CGPoint(x: 0, y: 100)  // pulled up past the end: more filler rows show
        root.layoutIfNeeded()
        #expect(table.fillerSeparators.count == 18)
        #expect(table.fillerSeparators.last!.frame.maxY <= table.bounds.maxY)

        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
        root.layoutIfNeeded()
        #expect(table.fillerSeparators.isEmpty, "none below a table footer view")
        table.tableFooterView = nil
        table.separatorStyle = .none
        root.layoutIfNeeded()
        #expect(table.fillerSeparators.isEmpty, "no separators, no filler lines")
        table.separatorStyle = .singleLine
        table.fillerRowHeight = 0
        root.layoutIfNeeded()
        #expect(table.fillerSeparators.isEmpty)
        #expect(table.subviews.allSatisfy { $0.frame.height != Self.third || $0 is UITableViewCell }, "and the lines are gone")
    }

    @Test("Grouped tables, and tables whose rows fill the screen, show no filler rows")
    func noFillerRows() {
        for style in [UITableView.Style.grouped, .insetGrouped] {
            let (root, table, _) = table(rows: 3, style: style)
            table.fillerRowHeight = 30
            root.layoutIfNeeded()
            #expect(table.fillerSeparators.isEmpty, "\(style)")
        }
        let (root, table, _) = table(rows: 100)
        table.fillerRowHeight = UITableView.automaticDimension
        root.layoutIfNeeded()
        #expect(table.fillerSeparators.isEmpty)
        table.contentOffset = CGPoint(x: 0, y: 4000 - 480)
        root.layoutIfNeeded()
        #expect(table.fillerSeparators.isEmpty, "scrolled to the end, the last row ends at the bottom")
    }

    @Test("A non-finite fillerRowHeight is refused; a tiny one places a bounded number of lines")
    func fillerRowBadInput() {
        let (root, table, _) = table(rows: 1)
        table.fillerRowHeight = 30
        let log = capturingLayoutLog { table.fillerRowHeight = .nan }
        #expect(log.count == 1 && log[0].contains("fillerRowHeight"))
        #expect(table.fillerRowHeight == 30)
        table.fillerRowHeight = .leastNonzeroMagnitude
        root.layoutIfNeeded()
        #expect(table.fillerSeparators.count == UITableView.maximumFillerSeparators)
        table.fillerRowHeight = -5
        root.layoutIfNeeded()
        #expect(table.fillerSeparators.isEmpty, "a negative height other than automaticDimension shows none")
    }
}
