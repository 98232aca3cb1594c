import Testing
import TestSupport
@testable import UIKit

/// A section header or footer that sizes itself: a wrapping label, following the text size
/// (`adjustsFontForContentSizeCategory`), pinned to the content view's margins.
final class WrappingHeaderView: UITableViewHeaderFooterView {
    let label = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Sections of a few `DynamicTypeCell` rows under self-sizing headers and above self-sizing footers of one to
/// several lines; nothing in the controller about rotation or text size.
final class HeaderSectionsController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView: UITableView
    static let titles = ["Short", "A header long enough to wrap onto a second line on a phone held upright",
                         "Headers size themselves: UITableView measures each header view it shows with Auto Layout, "
                             + "at the width of the table, as it measures its self-sizing rows",
                         "Four", "Five, with a few more words than four", "Six"]

    init(style: UITableView.Style) {
        tableView = UITableView(frame: .zero, style: style)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DynamicTypeCell.self, forCellReuseIdentifier: "cell")
        tableView.register(WrappingHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.sectionFooterHeight = UITableView.automaticDimension
        tableView.estimatedSectionHeaderHeight = 30
        tableView.estimatedSectionFooterHeight = 30
        tableView.dataSource = self
        tableView.delegate = self
    }

    func numberOfSections(in tableView: UITableView) -> Int { HeaderSectionsController.titles.count }
    var rowCounts = Array(repeating: 2, count: HeaderSectionsController.titles.count)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! DynamicTypeCell
        cell.titleLabel.text = "Row \(indexPath.row)"
        cell.bodyLabel.text = "In section \(indexPath.section)"
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as! WrappingHeaderView
        view.label.text = HeaderSectionsController.titles[section]
        return view
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as! WrappingHeaderView
        view.label.text = "Footer: " + HeaderSectionsController.titles[HeaderSectionsController.titles.count - 1 - section]
        return view
    }

    /// The headers and footers the delegate was told are on screen ("header 2", "footer 0"), and what was told
    /// out of turn (shown twice without ending, or ended without being shown).
    var showing: Set<String> = []
    var outOfTurn: [String] = []

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        if !showing.insert("header \(section)").inserted { outOfTurn.append("header \(section) shown twice") }
    }

    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        if !showing.insert("footer \(section)").inserted { outOfTurn.append("footer \(section) shown twice") }
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        if showing.remove("header \(section)") == nil { outOfTurn.append("header \(section) ended, not shown") }
    }

    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        if showing.remove("footer \(section)") == nil { outOfTurn.append("footer \(section) ended, not shown") }
    }

    static func shown(style: UITableView.Style) -> (UIWindow, HeaderSectionsController) {
        let controller = HeaderSectionsController(style: style)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// Every section's header and footer rectangle once the table has been scrolled through (each shown, so measured).
    static func headersAndFooters(_ window: UIWindow, _ table: UITableView) -> [String] {
        var offset = -table.adjustedContentInset.top
        while true {
            table.contentOffset = CGPoint(x: 0, y: offset)
            window.layoutIfNeeded()
            let end = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
            if offset >= end { break }
            offset = min(end, offset + table.bounds.height / 2)
        }
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
        window.layoutIfNeeded()
        return (0..<table.numberOfSections).map { section in
            "section \(section): header \(table.rectForHeader(inSection: section)), footer \(table.rectForFooter(inSection: section))"
        }
    }
}

/// Self-sizing section headers and footers (`sectionHeaderHeight = automaticDimension`, the default since iOS 11) are
/// measured at the table's width, with its text size, like self-sizing rows: when either changes while the table is
/// shown, they are measured again — every header and footer then has the height a launch in the new state gives it.
@Suite("Self-sizing section headers and footers follow the table's width and text size", .serialized)
@MainActor
struct TableHeaderSizingTests {
    @Test("After a rotation, headers and footers have the heights of a launch in the new orientation",
          arguments: [UITableView.Style.plain, .grouped])
    func rotationRemeasuresHeaders(style: UITableView.Style) {
        expectHeadersAsLaunch(style: style, before: { UIDevice.current.simulate(.iPhone13) },
                              after: { UIDevice.current.simulate(.iPhone13, orientation: .landscapeLeft) },
                              change: { UIDevice.current.rotate(to: .landscapeLeft) })
    }

    @Test("After a change of the text size, headers and footers have the heights of a launch at the new size",
          arguments: [UITableView.Style.plain, .grouped])
    func textSizeRemeasuresHeaders(style: UITableView.Style) {
        func onPhone(at size: UIContentSizeCategory) {
            UIDevice.current.simulate(.iPhone13)
            UIApplication.shared.preferredContentSizeCategory = size
        }
        expectHeadersAsLaunch(style: style, before: { onPhone(at: .large) }, after: { onPhone(at: .accessibilityLarge) },
                              change: { UIApplication.shared.preferredContentSizeCategory = .accessibilityLarge })
    }

    /// Shows the table in the `before` environment, scrolled through (every header and footer measured), makes the
    /// `change` while it is shown, and expects every header and footer where a launch in the `after` environment puts
    /// them — which differs from where they were.
    func expectHeadersAsLaunch(style: UITableView.Style, before: () -> Void, after: () -> Void, change: () -> Void,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        after()
        let (freshWindow, fresh) = HeaderSectionsController.shown(style: style)
        let expected = HeaderSectionsController.headersAndFooters(freshWindow, fresh.tableView)
        freshWindow.isHidden = true

        before()
        let (window, controller) = HeaderSectionsController.shown(style: style)
        defer { window.isHidden = true }
        let shown = HeaderSectionsController.headersAndFooters(window, controller.tableView)
        #expect(shown != expected, "the titles wrap differently before the change", sourceLocation: sourceLocation)
        change()
        window.layoutIfNeeded()
        #expect(HeaderSectionsController.headersAndFooters(window, controller.tableView) == expected,
                sourceLocation: sourceLocation)
    }

    /// Apple: `tableView(_:willDisplayHeaderView:forSection:)` "tells the delegate that a header view is about to be
    /// displayed for the specified section", and `tableView(_:didEndDisplayingHeaderView:forSection:)` "that the
    /// specified header view was removed from the table" — as for cells, a header or footer is on screen while its
    /// own rectangle reaches into the visible area (a grouped section's header scrolled out of sight is gone while
    /// the section's rows still show), each appearance told once, and each end once.
    @Test("willDisplay and didEndDisplaying of headers and footers: exactly those whose rectangle is on screen",
          arguments: [UITableView.Style.plain, .grouped])
    func displayCallbacks(style: UITableView.Style) {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        UIDevice.current.simulate(.iPhone13)
        let (window, controller) = HeaderSectionsController.shown(style: style)
        defer { window.isHidden = true }
        let table = controller.tableView
        func onScreen() -> Set<String> {
            let top = table.contentOffset.y, bottom = top + table.bounds.height
            var shown: Set<String> = []
            for section in 0..<table.numberOfSections {
                if let header = table.headerView(forSection: section) {
                    #expect(header.frame.maxY > top && header.frame.minY < bottom, "header \(section) off screen")
                }
                // In a plain table, a header floats at the top while its section shows (the table's own rule,
                // written as `rectForHeader` gives the unfloated place).
                let header = table.rectForHeader(inSection: section), footer = table.rectForFooter(inSection: section)
                let sectionRect = table.rect(forSection: section)
                let sectionShows = sectionRect.maxY > top && sectionRect.minY < bottom
                if style == .plain ? sectionShows : header.maxY > top && header.minY < bottom {
                    shown.insert("header \(section)")
                }
                if style == .plain ? sectionShows : footer.maxY > top && footer.minY < bottom {
                    shown.insert("footer \(section)")
                }
            }
            return shown
        }
        #expect(controller.showing == onScreen())
        // Down in small steps and back up, then a jump, a reload and a rotation.
        for y in Array(stride(from: 0, through: 900, by: 40)) + Array(stride(from: 900, through: 0, by: -40)) + [700] {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y) - table.adjustedContentInset.top)
            window.layoutIfNeeded()
            #expect(controller.showing == onScreen(), "at \(y)")
        }
        table.reloadData()
        window.layoutIfNeeded()
        #expect(controller.showing == onScreen(), "after reloadData")
        controller.rowCounts[4] += 1
        table.insertRows(at: [IndexPath(row: 0, section: 4)], with: .none)
        window.layoutIfNeeded()
        #expect(controller.showing == onScreen(), "after inserting a row")
        #expect(controller.outOfTurn.isEmpty)
    }

    /// Random rotations, text sizes, extra safe area at the sides and scrolling, in a table of self-sizing rows,
    /// headers and footers: back at the top, every row, header, footer and cell is where a launch in the final state
    /// puts it.
    @Test("Random changes: self-sizing rows, headers and footers end where a launch puts them",
          arguments: [UITableView.Style.plain, .grouped, .insetGrouped], 0..<8)
    func randomChanges(style: UITableView.Style, seed: Int) {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        var rng = SplitMix64(seed: UInt64(seed) &+ 4_400)
        let device = rng.pick([SimulatedDevice.iPhone13, .iPhone15ProMax, .iPad])
        UIDevice.current.simulate(device)
        let (window, controller) = HeaderSectionsController.shown(style: style)
        defer { window.isHidden = true }
        let table = controller.tableView
        var orientation = UIDeviceOrientation.portrait
        var category = UIContentSizeCategory.large
        var extra = UIEdgeInsets.zero
        var log: [String] = ["\(device.name)"]
        for _ in 0..<6 {
            switch rng.below(4) {
            case 0:
                orientation = orientation.isPortrait ? .landscapeLeft : .portrait
                UIDevice.current.rotate(to: orientation)
                log.append("rotated")
            case 1:
                category = rng.pick([UIContentSizeCategory.large, .extraSmall, .extraExtraLarge, .accessibilityMedium])
                UIApplication.shared.preferredContentSizeCategory = category
                log.append("text \(category.rawValue)")
            case 2:
                extra = UIEdgeInsets(top: 0, left: CGFloat(rng.int(in: 0...3) * 20), bottom: 0,
                                     right: CGFloat(rng.int(in: 0...3) * 20))
                controller.additionalSafeAreaInsets = extra
                log.append("extra safe area \(extra.left), \(extra.right)")
            default:
                table.contentOffset = CGPoint(x: 0, y: CGFloat(rng.int(in: 0...1_500)))
                log.append("scrolled \(table.contentOffset.y)")
            }
            window.layoutIfNeeded()
        }
        let changed = HeaderSectionsController.layout(window, table)

        UIDevice.current.simulate(device, orientation: orientation)
        UIApplication.shared.preferredContentSizeCategory = category
        let fresh = HeaderSectionsController(style: style)
        fresh.additionalSafeAreaInsets = extra
        let freshWindow = UIWindow(frame: UIScreen.main.bounds)
        freshWindow.rootViewController = fresh
        freshWindow.makeKeyAndVisible()
        freshWindow.layoutIfNeeded()
        defer { freshWindow.isHidden = true }
        let launched = HeaderSectionsController.layout(freshWindow, fresh.tableView)
        #expect(changed == launched, """
            \(log.joined(separator: ", ")):
              only after the changes: \(Set(changed).subtracting(launched).sorted().prefix(4))
              only in a launch: \(Set(launched).subtracting(changed).sorted().prefix(4))
            """)
    }
}

extension HeaderSectionsController {
    /// Every row, header and footer where the table shows it, scrolled through from the top: rectangles and the
    /// heights of what is on screen.
    static func layout(_ window: UIWindow, _ table: UITableView) -> [String] {
        var lines = headersAndFooters(window, table)
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                lines.append("row \(section).\(row): \(table.rectForRow(at: IndexPath(row: row, section: section)))")
            }
        }
        for cell in table.visibleCells {
            lines.append("cell \(table.indexPath(for: cell).map { "\($0)" } ?? "?"): \(cell.frame), content \(cell.contentView.frame)")
        }
        return lines.sorted()
    }
}

/// A header view class that counts how many were made.
final class CountedHeaderView: UITableViewHeaderFooterView {
    nonisolated(unsafe) static var made = 0

    override init(reuseIdentifier: String?) {
        CountedHeaderView.made += 1
        super.init(reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A thousand sections of two rows, each under a dequeued header view.
final class ThousandSections: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 1_000 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? CountedHeaderView
        view?.textLabel?.text = "Section \(section)"
        return view
    }
}

/// Header views are reused as cells are: only those on screen (and a few in the pool) exist, however many sections
/// the table has and however often it reloads.
@MainActor
@Suite("Section header views are made for the sections on screen", .serialized)
struct TableHeaderReuseTests {
    /// A plain table of `ThousandSections` on an iPhone 13, set up by `configure`, shown as a window's root.
    func shownThousandSections(_ configure: (UITableView) -> Void = { _ in })
        -> (UIWindow, UITableView, ThousandSections) {
        UIDevice.current.simulate(.iPhone13)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(CountedHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        configure(table)
        let source = ThousandSections()
        table.dataSource = source
        table.delegate = source
        return (table.shownAsWindowRoot(), table, source)
    }

    @Test("A thousand sections, scrolled through and reloaded: a handful of header views")
    func headerViewsAreReused() {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        CountedHeaderView.made = 0
        let (window, table, source) = shownThousandSections()
        defer { window.isHidden = true }
        defer { withExtendedLifetime(source) {} }
        // 844 pt tall, 28 pt headers over two 44 pt rows: about seven sections on screen.
        #expect(CountedHeaderView.made <= 10)
        for y in stride(from: 0, through: 40_000, by: 300) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            window.layoutIfNeeded()
        }
        table.reloadData()
        window.layoutIfNeeded()
        #expect(CountedHeaderView.made <= 14, "\(CountedHeaderView.made) header views for 1,000 sections")
        #expect(table.subviews.compactMap { $0 as? CountedHeaderView }.count <= 10)
    }

    /// Apple, on `estimatedSectionHeaderHeight`: "Providing a nonnegative estimate of the height of section headers
    /// can improve the performance of loading the table view" — a header not measured yet stands at the estimate.
    @Test("A self-sizing header not shown yet stands at estimatedSectionHeaderHeight, then at its measured height")
    func headersStartAtTheirEstimate() {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        let (window, table, source) = shownThousandSections {
            $0.rowHeight = 44
            $0.estimatedSectionHeaderHeight = 100
        }
        defer { window.isHidden = true }
        defer { withExtendedLifetime(source) {} }
        #expect(table.rectForHeader(inSection: 500).height == 100)
        let shown = table.rectForHeader(inSection: 0).height
        #expect(shown > 0 && shown < 100, "the first header, on screen, is measured: \(shown)")
        table.scrollToRow(at: IndexPath(row: 0, section: 500), at: .top, animated: false)
        window.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 500).height == shown)
    }
}
