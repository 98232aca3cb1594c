import Testing
@testable import UIKit

/// Cells configured the iOS 14 way: `defaultContentConfiguration()`, set the texts and image, assign it to
/// `contentConfiguration` (Apple: setting one makes "a new content view instance from the configuration, or directly
/// applies the configuration to the existing content view if the configuration is compatible").
@MainActor
@Suite("UIListContentConfiguration: cells configured with content configurations", .serialized)
struct ContentConfigurationTests {
    static func square(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in }
    }

    /// A free-standing 375 pt cell of `style`, laid out at `height`.
    func cell(_ style: UITableViewCell.CellStyle = .default, height: CGFloat = 44,
              _ configure: (inout UIListContentConfiguration) -> Void) -> UITableViewCell {
        UIDevice.current.simulate(.iPhone13)
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: height)
        var content = cell.defaultContentConfiguration()
        configure(&content)
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        return cell
    }

    func fittingHeight(_ cell: UITableViewCell) -> CGFloat {
        cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                     verticalFittingPriority: .fittingSizeLevel).height
    }

    /// The labels and image view inside the configuration's view, by kind, in the cell's content view coordinates.
    func parts(_ cell: UITableViewCell) -> (labels: [UILabel], image: UIImageView?) {
        var labels: [UILabel] = [], image: UIImageView?
        func visit(_ view: UIView) {
            if let label = view as? UILabel, !label.isHidden { labels.append(label) }
            if let imageView = view as? UIImageView { image = imageView }
            view.subviews.forEach(visit)
        }
        visit(cell.contentView)
        return (labels, image)
    }

    func frame(_ view: UIView, in cell: UITableViewCell) -> CGRect { view.convert(view.bounds, to: cell.contentView) }

    @Test("defaultContentConfiguration follows the cell's style")
    func defaultsPerStyle() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()
            .prefersSideBySideTextAndSecondaryText == false)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
            .prefersSideBySideTextAndSecondaryText == true)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(subtitle.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(subtitle.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
    }

    @Test("A text-only row: the text between the margins, as the built-in default style lays it out, 44 pt tall")
    func textOnly() {
        let configured = cell { $0.text = "Settings" }
        let builtIn = UITableViewCell(style: .default, reuseIdentifier: nil)
        builtIn.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        builtIn.textLabel?.text = "Settings"
        builtIn.layoutIfNeeded()
        let label = parts(configured).labels.first
        #expect(parts(configured).labels.count == 1)
        #expect(label.map { frame($0, in: configured) } == builtIn.textLabel.map { frame($0, in: builtIn) })
        #expect(label.map { frame($0, in: configured).minX } == 16)
        #expect(fittingHeight(configured) == fittingHeight(builtIn))
        #expect(abs(fittingHeight(configured) - 43) < 0.5)
    }

    @Test("An image sits on the leading margin, the text 16 pt past it; maximumSize scales it, reservedLayoutSize keeps room")
    func image() {
        let plain = cell {
            $0.text = "Wi-Fi"
            $0.image = Self.square(30)
        }
        let (labels, image) = parts(plain)
        #expect(image.map { frame($0, in: plain) } == CGRect(x: 16, y: 7, width: 30, height: 30))
        #expect(labels.first.map { frame($0, in: plain).minX } == 62)
        let capped = cell {
            $0.text = "Wi-Fi"
            $0.image = Self.square(60)
            $0.imageProperties.maximumSize = CGSize(width: 24, height: 24)
            $0.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
        }
        let cappedParts = parts(capped)
        // 24 × 24, centred in 40 pt of room from the margin: x = 16 + (40 − 24) / 2.
        #expect(cappedParts.image.map { frame($0, in: capped) } == CGRect(x: 24, y: 10, width: 24, height: 24))
        #expect(cappedParts.labels.first.map { frame($0, in: capped).minX } == 72)   // 16 + 40 + 16
    }

    @Test("subtitleCell puts the secondary text 3 pt under the text; valueCell puts it on the trailing margin, same line")
    func secondaryText() {
        let subtitle = cell(.subtitle) {
            $0.text = "Title"
            $0.secondaryText = "Detail"
        }
        let labels = parts(subtitle).labels
        #expect(labels.count == 2)
        if labels.count == 2 {
            #expect(abs(frame(labels[1], in: subtitle).minY - frame(labels[0], in: subtitle).maxY - 3) < 0.01)
            #expect(frame(labels[1], in: subtitle).minX == 16)
            #expect(labels[1].font == UIFont.preferredFont(forTextStyle: .subheadline))
            // Self-sizing: both lines, 3 pt, 11 pt margins above and below.
            let expected = 11 + labels[0].intrinsicContentSize.height + 3 + labels[1].intrinsicContentSize.height + 11
            #expect(abs(fittingHeight(subtitle) - expected) < 0.5)
        }
        let value = cell(.value1) {
            $0.text = "Version"
            $0.secondaryText = "17.2"
        }
        let valueLabels = parts(value).labels
        #expect(valueLabels.count == 2)
        if valueLabels.count == 2 {
            #expect(abs(frame(valueLabels[1], in: value).maxX - 359) < 0.01)
            #expect(abs(frame(valueLabels[0], in: value).midY - frame(valueLabels[1], in: value).midY) < 0.5)
            #expect(valueLabels[1].textColor == .secondaryLabel)
        }
    }

    @Test("Long text wraps and the self-sizing row grows; a new configuration reuses the same view")
    func wrappingAndReuse() {
        let long = String(repeating: "A long line of settings text. ", count: 8)
        let cell = cell { $0.text = "Short" }
        let short = fittingHeight(cell)
        let view = cell.contentView.subviews.last
        var content = cell.defaultContentConfiguration()
        content.text = long
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.last === view, "a compatible configuration is applied to the same view")
        #expect(fittingHeight(cell) > short + 40)
        cell.contentConfiguration = nil
        #expect(!cell.contentView.subviews.contains { $0 === view })
    }

    @Test("configurationUpdateHandler and updateConfiguration(using:) run before display and on selection")
    func stateUpdates() {
        final class StatefulCell: UITableViewCell {
            var states: [Bool] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                super.updateConfiguration(using: state)
                states.append(state.isSelected)
            }
        }
        let cell = StatefulCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        var handled: [Bool] = []
        cell.configurationUpdateHandler = { cell, state in
            handled.append(state.isSelected)
            var content = cell.defaultContentConfiguration()
            content.text = state.isSelected ? "Selected" : "Plain"
            cell.contentConfiguration = content
        }
        cell.layoutIfNeeded()
        #expect(cell.states == [false] && handled == [false])
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.states == [false, true] && handled == [false, true])
        #expect(parts(cell).labels.first?.text == "Selected")
    }

    @Test("In a self-sizing table, configured rows are as tall as their texts: one line a standard row, more for wrapped ones")
    func selfSizingTable() {
        final class Source: NSObject, UITableViewDataSource {
            let texts = ["One", String(repeating: "Wrapping text that needs several lines. ", count: 6), "Three"]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = texts[indexPath.row]
                content.secondaryText = indexPath.row == 2 ? "Detail" : nil
                cell.contentConfiguration = content
                return cell
            }
        }
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = Source()
        table.dataSource = source
        root.addSubview(table)
        root.layoutIfNeeded()
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        // The standard row, as the built-in styles make it: 43 pt of content and the separator's pixel.
        #expect(abs(heights[0] - (43 + 1.0 / 3)) < 0.001, "\(heights)")
        #expect(heights[1] > 100, "\(heights)")
        #expect(heights[2] > heights[0] + 10, "\(heights)")
        // The wrapped text fills its row between the margins.
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let label = cell.flatMap { parts($0).labels.first }
        #expect(label.map { frame($0, in: cell!).minY } == 11)
        #expect(label.map { abs(frame($0, in: cell!).maxY - (cell!.contentView.bounds.height - 11)) < 0.5 } == true)
    }

    @Test("A header view configured with its default configuration sizes itself to its text, inside 6 pt margins")
    func configuredHeader() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
                var content = header?.defaultContentConfiguration()
                content?.text = "Favourites"
                header?.contentConfiguration = content
                return header
            }
        }
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.rowHeight = 44
        let source = Source()
        table.dataSource = source
        table.delegate = source
        root.addSubview(table)
        root.layoutIfNeeded()
        let header = table.headerView(forSection: 0)
        var label: UILabel?
        func visit(_ v: UIView) {
            if let l = v as? UILabel, !l.isHidden { label = l }
            for subview in v.subviews { visit(subview) }
        }
        if let header { visit(header) }
        #expect(label?.text == "Favourites")
        #expect(label?.font == UIFont.preferredFont(forTextStyle: .headline))
        let textHeight = label?.intrinsicContentSize.height ?? 0
        #expect(abs(table.rectForHeader(inSection: 0).height - (6 + textHeight + 6)) < 0.5)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == table.rectForHeader(inSection: 0).maxY)
    }

    @Test("A grouped header configuration capitalises its text")
    func groupedHeader() {
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Network"
        let view = UIListContentView(configuration: header)
        let label = view.subviews.compactMap { $0 as? UIStackView }.first?.arrangedSubviews.first as? UILabel
        #expect(label?.text == "NETWORK")
    }
}
