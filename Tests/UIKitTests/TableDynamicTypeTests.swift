import Testing
@testable import UIKit

/// A self-sizing cell whose labels follow the text size by themselves (`adjustsFontForContentSizeCategory`), as the
/// image-cell seed's are: a headline and a wrapping body text pinned to the content view's margins.
final class DynamicTypeCell: UITableViewCell {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        for label in [titleLabel, bodyLabel] {
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A table of `DynamicTypeCell`s, rows of one to a few lines, and nothing in the controller about text size.
final class DynamicTypeController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    let texts: [String]

    init(rows: Int) {
        let words = ["Auto Layout", "measures", "every row", "again", "when", "the text size", "changes,", "and the",
                     "labels", "follow it", "by themselves."]
        texts = (0..<rows).map { row in (0..<(3 + row * 7 % 23)).map { words[($0 + row) % words.count] }.joined(separator: " ") }
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DynamicTypeCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
        tableView.dataSource = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! DynamicTypeCell
        cell.titleLabel.text = "Row \(indexPath.row)"
        cell.bodyLabel.text = texts[indexPath.row]
        return cell
    }

    /// Shows a new controller in a window of the current device.
    static func shown(rows: Int) -> (UIWindow, DynamicTypeController) {
        let controller = DynamicTypeController(rows: rows)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller)
    }
}

/// Apple, on `adjustsFontForContentSizeCategory`: the label "automatically updates its font when the device's
/// content size category changes". With self-sizing rows the table then sizes its rows to the new text on its own —
/// the image-cell seed: "with the latest releases of iOS, a lot of code dealing with dynamic type, heights of cells,
/// responding to device changes, etc. has been eliminated", and "increasing the type size must resize the rows".
@Suite("Self-sizing rows follow a change of the text size while the table is shown", .serialized)
@MainActor
struct TableDynamicTypeTests {
    /// Scrolls the table from the top to the bottom a screen at a time, so that every row is shown and measured, and
    /// returns each row's height and its title label's font size as shown.
    func scrolledThrough(_ window: UIWindow, _ table: UITableView) -> [(height: CGFloat, fontSize: CGFloat)] {
        var rows: [Int: (height: CGFloat, fontSize: CGFloat)] = [:]
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
        window.layoutIfNeeded()
        while true {
            for case let cell as DynamicTypeCell in table.visibleCells {
                guard let path = table.indexPath(for: cell) else { continue }
                rows[path.row] = (table.rectForRow(at: path).height, cell.titleLabel.font.pointSize)
            }
            let end = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
            if table.contentOffset.y >= end { break }
            table.contentOffset.y = min(end, table.contentOffset.y + table.bounds.height / 2)
            window.layoutIfNeeded()
        }
        return (0..<table.numberOfRows(inSection: 0)).map { rows[$0] ?? (-1, -1) }
    }

    @Test("Changing the text size while shown gives every row the height and fonts of a launch at the new size",
          arguments: [(UIContentSizeCategory.large, UIContentSizeCategory.accessibilityExtraLarge),
                      (.accessibilityExtraLarge, .extraSmall), (.large, .extraExtraLarge)])
    func textSizeChangeRemeasuresRows(from: UIContentSizeCategory, to: UIContentSizeCategory) {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        UIDevice.current.simulate(.iPhone13)

        UIApplication.shared.preferredContentSizeCategory = to
        let (freshWindow, fresh) = DynamicTypeController.shown(rows: 40)
        let expected = scrolledThrough(freshWindow, fresh.tableView)
        freshWindow.isHidden = true

        UIApplication.shared.preferredContentSizeCategory = from
        let (window, changed) = DynamicTypeController.shown(rows: 40)
        defer { window.isHidden = true }
        // Every row measured at the old size first, then the change halfway down the table.
        let before = scrolledThrough(window, changed.tableView)
        changed.tableView.contentOffset.y = changed.tableView.contentSize.height / 2
        window.layoutIfNeeded()
        UIApplication.shared.preferredContentSizeCategory = to
        window.layoutIfNeeded()
        let after = scrolledThrough(window, changed.tableView)

        #expect(zip(before, expected).contains { $0.height != $1.height }, "the sizes must give different rows")
        var problems: [String] = []
        for row in expected.indices where after[row] != expected[row] {
            problems.append("row \(row): \(after[row].height) pt tall with a \(after[row].fontSize) pt title, at launch "
                + "\(expected[row].height) pt and \(expected[row].fontSize) pt (before the change \(before[row].height) pt)")
        }
        #expect(problems.isEmpty, "\(problems.count) of \(expected.count) rows differ: \(problems.prefix(3))")
    }

    @Test("Rows on screen at the change are measured again at once, and the row on top stays on top")
    func rowsOnScreenFollowAtOnce() throws {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        UIDevice.current.simulate(.iPhone13)
        UIApplication.shared.preferredContentSizeCategory = .large
        let (window, controller) = DynamicTypeController.shown(rows: 40)
        defer { window.isHidden = true }
        let table = controller.tableView
        table.contentOffset.y = 600
        window.layoutIfNeeded()
        let top = try #require(table.indexPathsForVisibleRows?.first)
        let cell = try #require(table.cellForRow(at: top) as? DynamicTypeCell)
        let before = table.rectForRow(at: top).height

        UIApplication.shared.preferredContentSizeCategory = .accessibilityExtraExtraLarge
        window.layoutIfNeeded()
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: table.bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel).height
        let after = table.rectForRow(at: top).height
        #expect(after > before, "AX XXL row \(after) pt, at L \(before) pt")
        // The content view fills the row (less the separator), and its labels fit in it unsqueezed.
        #expect(abs(cell.contentView.frame.height - fitted) < 1, "content view \(cell.contentView.frame.height) pt, fits \(fitted) pt")
        #expect(cell.bodyLabel.frame.maxY <= cell.contentView.bounds.height)
        #expect(table.indexPathsForVisibleRows?.contains(top) == true)
    }
}
