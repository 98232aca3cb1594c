import Testing
@testable import UIKit

/// What a screen leaves behind once nothing of the app refers to it: nothing. Layout engines, islands, guides,
/// generated constraints, reuse pools and diffable data sources must not keep views or controllers alive (a retain
/// cycle would leak every screen an app pushes and pops).
@MainActor
@Suite("Deallocation: a screen that is let go is freed, with its views, cells and engines", .serialized)
struct DeallocationTests {
    /// Weak references to what should go, by name.
    final class Watch {
        private var watched: [(name: String, reference: WeakBox)] = []
        final class WeakBox { weak var object: AnyObject?; init(_ object: AnyObject) { self.object = object } }
        func add(_ name: String, _ object: AnyObject) { watched.append((name, WeakBox(object))) }
        var alive: [String] { watched.filter { $0.reference.object != nil }.map(\.name) }
    }

    /// A controller whose diffable data source's cell provider holds it weakly, as it must on iOS too.
    final class DiffableController: UIViewController {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { [weak self] table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
            cell.textLabel?.text = "Item \(item) of \(self?.title ?? "")"
            return cell
        }

        override func loadView() { view = tableView }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Items"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(0..<20), toSection: 0)
            snapshot.appendItems(Array(20..<40), toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    func shown(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func watchEverything(under view: UIView, in watch: Watch, prefix: String) {
        watch.add("\(prefix)\(type(of: view))", view)
        for subview in view.subviews { watchEverything(under: subview, in: watch, prefix: prefix) }
    }

    @Test("A self-sizing table scrolled, reloaded and rotated: the controller, table, cells and pooled cells go")
    func selfSizingTable() {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        UIDevice.current.simulate(.iPhone13)
        let watch = Watch()
        do {
            let (window, controller) = DynamicTypeController.shown(rows: 40)
            let table = controller.tableView
            table.contentOffset.y = 900
            window.layoutIfNeeded()
            table.reloadRows(at: table.indexPathsForVisibleRows ?? [], with: .none)
            UIDevice.current.rotate(to: .landscapeLeft)
            window.layoutIfNeeded()
            watch.add("window", window)
            watch.add("controller", controller)
            watchEverything(under: table, in: watch, prefix: "")
            let pooled = table.reusePool.values.flatMap { $0 }
            #expect(!pooled.isEmpty)
            for cell in pooled { watchEverything(under: cell, in: watch, prefix: "pooled ") }
            window.isHidden = true
            window.rootViewController = nil
        }
        #expect(watch.alive.isEmpty, "still alive: \(watch.alive.prefix(6))")
    }

    @Test("A diffable data source's table with headers and footers: the controller, data source and cells go")
    func diffableTable() {
        let watch = Watch()
        do {
            let controller = DiffableController()
            let window = shown(controller)
            controller.tableView.contentOffset.y = 500
            window.layoutIfNeeded()
            var snapshot = controller.dataSource.snapshot()
            snapshot.deleteItems([3, 4, 25])
            controller.dataSource.apply(snapshot, animatingDifferences: false)
            window.layoutIfNeeded()
            watch.add("controller", controller)
            watch.add("data source", controller.dataSource)
            watchEverything(under: controller.tableView, in: watch, prefix: "")
            window.isHidden = true
            window.rootViewController = nil
        }
        #expect(watch.alive.isEmpty, "still alive: \(watch.alive.prefix(6))")
    }

    @Test("Stack views, guides, a scroll view's content guides and a measured view: all go")
    func constrainedHierarchy() {
        let watch = Watch()
        do {
            let controller = UIViewController()
            let window = shown(controller)
            let scroll = UIScrollView()
            let stack = UIStackView(arrangedSubviews: (0..<5).map { index in
                let label = UILabel()
                label.text = "Label \(index) that wraps onto a second line when the screen is narrow"
                label.numberOfLines = 0
                return label
            })
            stack.axis = .vertical
            stack.spacing = 8
            let guide = UILayoutGuide()
            for view in [scroll, stack] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
            controller.view.addSubview(scroll)
            controller.view.addLayoutGuide(guide)
            scroll.addSubview(stack)
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
                scroll.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
                scroll.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
                guide.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 0.5),
                stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -16),
            ])
            window.layoutIfNeeded()
            _ = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            stack.arrangedSubviews[2].isHidden = true
            window.layoutIfNeeded()
            watch.add("controller", controller)
            watch.add("guide", guide)
            watchEverything(under: controller.view, in: watch, prefix: "")
            window.isHidden = true
            window.rootViewController = nil
        }
        #expect(watch.alive.isEmpty, "still alive: \(watch.alive.prefix(6))")
    }
}
