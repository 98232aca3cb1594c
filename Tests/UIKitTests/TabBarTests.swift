import Testing
@testable import UIKit

/// `UITabBarController` and its bar.
@MainActor
@Suite("UITabBarController: tabs, the bar, selection and appearance", .serialized)
struct TabBarTests {
    final class Tab: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
    }

    final class Delegate: UITabBarControllerDelegate {
        var allow = true
        var selected: [UIViewController] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            allow
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController)
        }
    }

    func shown(_ tabs: UITabBarController) -> UIWindow {
        UIDevice.current.simulate(.iPhone13)
        let window = tabs.shownAsWindowRoot()
        return window
    }

    func buttons(_ bar: UITabBar) -> [TabBarButton] { bar.subviews.compactMap { $0 as? TabBarButton } }

    @Test("The bar is 49 pt above the home indicator; the shown tab's safe area ends above it; items share the width")
    func barAndSafeArea() {
        let first = Tab(), second = Tab()
        first.title = "Home"
        second.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        second.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = shown(tabs)
        defer { window.isHidden = true }
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(first.view.safeAreaInsets.bottom == 83)
        #expect(first.view.frame == window.bounds, "the content runs under the bar")
        let items = buttons(tabs.tabBar)
        #expect(items.map(\.frame.width) == [195, 195])
        let titles = items.map { $0.subviews.compactMap { $0 as? UILabel }.first?.text }
        #expect(titles == ["Home", "Search"])
        // The selected item in the tint colour, the other grey; the badge shows.
        let colours = items.map { $0.subviews.compactMap { $0 as? UILabel }.first?.textColor }
        #expect(colours == [UIColor.systemBlue, UIColor.systemGray])
        let badges = items[1].subviews.compactMap { $0 as? UILabel }.filter { $0.text == "3" && !$0.isHidden }
        #expect(badges.count == 1)
    }

    @Test("Selecting a tab swaps the views with UIKit's appearance order; the delegate can refuse a tap")
    func selection() {
        let first = Tab(), second = Tab()
        first.title = "One"
        second.title = "Two"
        let tabs = UITabBarController()
        let delegate = Delegate()
        tabs.delegate = delegate
        tabs.viewControllers = [first, second]
        let window = shown(tabs)
        defer { window.isHidden = true }
        #expect(first.log == ["willAppear", "didAppear"] && second.log.isEmpty)
        first.log.removeAll()
        tabs.selectedIndex = 1
        #expect(first.log == ["willDisappear", "didDisappear"])
        #expect(second.log == ["willAppear", "didAppear"])
        #expect(first.view.window == nil && second.view.window === window)
        #expect(delegate.selected.isEmpty, "programmatic selection is not reported")
        delegate.allow = false
        buttons(tabs.tabBar)[0].simulateTap()
        #expect(tabs.selectedIndex == 1)
        delegate.allow = true
        buttons(tabs.tabBar)[0].simulateTap()
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === first)
        #expect(delegate.selected.count == 1 && delegate.selected.first === first)
        let log = capturingLayoutLog { tabs.selectedIndex = 5 }
        #expect(tabs.selectedIndex == 0 && log.count == 1)
    }

    @Test("A navigation controller in a tab: its content's safe area clears both bars")
    func navigationInTab() {
        let content = UIViewController()
        content.title = "Inbox"
        let navigation = UINavigationController(rootViewController: content)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = shown(tabs)
        defer { window.isHidden = true }
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(content.tabBarController === tabs)
        // The navigation controller shows its root controller's tab bar item (the usual code gives the content
        // controller its item and wraps it).
        #expect(navigation.tabBarItem === content.tabBarItem && navigation.tabBarItem.title == "Inbox")
        let titles = buttons(tabs.tabBar).map { $0.subviews.compactMap { $0 as? UILabel }.first?.text }
        #expect(titles == ["Inbox"])
    }

    @Test("At the scroll edge (the content's end shown) the bar is transparent; before it, the standard background")
    func scrollEdge() {
        final class Rows: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let rows = Rows()
        let tabs = UITabBarController()
        tabs.viewControllers = [rows]
        let window = shown(tabs)
        defer { window.isHidden = true }
        let background = tabs.tabBar.subviews[0]
        #expect(!tabs.tabBar.isAtScrollEdge && background.backgroundColor != nil)
        let table = rows.tableView!
        table.contentOffset.y = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isAtScrollEdge && background.backgroundColor == nil)
    }
}
