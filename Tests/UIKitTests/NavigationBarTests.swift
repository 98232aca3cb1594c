import Testing
@testable import UIKit

/// The navigation bar a `UINavigationController` shows: the top item's title and buttons, a back button, the
/// appearance for the scroll edge or not, large titles.
@MainActor
@Suite("UINavigationBar: titles, bar button items, appearances, large titles", .serialized)
struct NavigationBarTests {
    final class ListController: UITableViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
    }

    func shown(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        UIDevice.current.simulate(.iPhone13)
        let navigation = UINavigationController(rootViewController: root)
        let window = navigation.shownAsWindowRoot()
        return (window, navigation)
    }

    /// The visible labels and buttons in the bar.
    func labels(_ bar: UINavigationBar) -> [UILabel] {
        bar.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
    }

    func buttons(_ bar: UINavigationBar) -> [UIButton] { bar.subviews.compactMap { $0 as? UIButton } }

    @Test("The title is centred in a 44 pt bar under the status bar; the content's safe area starts below the bar")
    func inlineTitle() {
        let root = UIViewController()
        root.title = "Inbox"
        let (window, navigation) = shown(root)
        defer { window.isHidden = true }
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(root.view.safeAreaInsets.top == 91)
        #expect(root.navigationItem.title == "Inbox", "a controller's title titles its navigation item")
        let title = labels(bar).first
        #expect(title?.text == "Inbox")
        #expect(title.map { abs($0.frame.midX - 195) < 0.5 } == true)
        #expect(title?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        // Drawn: the title's ink in the bar's middle.
        let image = renderImage(window, scale: 1)
        let ink = (150..<240).contains { x in rgba(image, CGFloat(x), 47 + 22)[0] < 128 }
        #expect(ink)
    }

    @Test("A pushed controller gets a back button titled with the previous title; bar button items sit at the margins")
    func backButtonAndItems() {
        let root = UIViewController()
        root.title = "Mail"
        let (window, navigation) = shown(root)
        defer { window.isHidden = true }
        var added = 0
        let detail = UIViewController()
        detail.navigationItem.title = "Message"
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        let all = buttons(bar)
        #expect(all.count == 2)
        let back = all.first { $0.currentTitle == "Mail" }
        #expect(back != nil && back?.currentImage != nil, "chevron and the previous controller's title")
        #expect(back?.frame.minX == 16)
        let add = all.first { $0.currentTitle == nil }
        #expect(add.map { abs($0.frame.maxX - (390 - 16)) < 0.01 } == true)
        #expect(labels(bar).first?.text == "Message")
        detail.navigationItem.rightBarButtonItem?.simulateTap()
        #expect(added == 1)
        back?.sendActions(for: .touchUpInside)
        #expect(navigation.topViewController === root)
        #expect(buttons(navigation.navigationBar).isEmpty)
    }

    /// Apple (`scrollEdgeAppearance`): "If the value of this property is nil, UIKit uses the settings found in the
    /// standardAppearance property, modified to use a transparent background."
    @Test("At the scroll edge the bar is transparent without a shadow; scrolled, it shows the standard background")
    func scrollEdge() {
        let list = ListController()
        list.title = "Rows"
        let (window, navigation) = shown(list)
        defer { window.isHidden = true }
        let bar = navigation.navigationBar
        #expect(bar.isAtScrollEdge)
        let background = bar.subviews[0], shadow = bar.subviews[1]
        #expect(background.backgroundColor == nil && shadow.isHidden)
        list.tableView.contentOffset.y += 100
        window.layoutIfNeeded()
        #expect(!bar.isAtScrollEdge)
        #expect(background.backgroundColor != nil && !shadow.isHidden)
        // An opaque red appearance with a white title, for both.
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        window.layoutIfNeeded()
        #expect(labels(bar).first?.textColor == .white)
        let image = renderImage(window, scale: 1)
        #expect(rgba(image, 10, 47 + 5) == [255, 0, 0, 255])
        #expect(rgba(image, 10, 10) == [255, 0, 0, 255], "the background reaches under the status bar")
    }

    @Test("Large titles: a 96 pt bar with the title at the margin, collapsing to 44 pt as the content scrolls 52 pt")
    func largeTitles() {
        let list = ListController()
        list.title = "Settings"
        let (window, navigation) = shown(list)
        defer { window.isHidden = true }
        let bar = navigation.navigationBar
        bar.prefersLargeTitles = true
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(list.tableView.adjustedContentInset.top == CGFloat(47 + 96))
        let large = labels(bar).first
        #expect(large?.text == "Settings" && large?.frame.minX == 16)
        #expect(large?.font.pointSize == UIFont.preferredFont(forTextStyle: .largeTitle).pointSize)
        list.tableView.contentOffset.y += 26
        window.layoutIfNeeded()
        #expect(bar.frame.height == 70)
        list.tableView.contentOffset.y += 100
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(labels(bar).first?.font == UIFont.systemFont(ofSize: 17, weight: .semibold), "the inline title")
        #expect(list.tableView.adjustedContentInset.top == CGFloat(47 + 96), "the inset stays")
        // The bar settles in every layout pass, through rotations (a title font set anew each pass made it relayout
        // for ever).
        let environment = SimulatedEnvironment.current
        let log = capturingLayoutLog {
            list.tableView.contentOffset.y -= 110
            UIDevice.current.rotate(to: .landscapeLeft)
            UIDevice.current.rotate(to: .portrait)
            window.layoutIfNeeded()
        }
        environment.restore()
        #expect(log.isEmpty, "\(log)")
        #expect(bar.frame.height == CGFloat(96 - 16))
        // A controller that never wants a large title gets the 44 pt bar.
        let plain = UIViewController()
        plain.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(plain, animated: false)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(plain.view.safeAreaInsets.top == 91)
    }
}
