// What a navigation or tab bar controller does with the child it shows.

extension UIViewController {
    /// Shows a child controller's view filling this controller's view, resizing with it, under `bar` (a navigation
    /// or tab bar, which stays on top).
    func showChildView(of child: UIViewController, below bar: UIView) {
        let content = child.view!
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(content, belowSubview: bar)
    }

    /// The scroll view whose scrolling a navigation or tab bar follows: a navigation controller's top controller's;
    /// the controller's view when it is one (a table view controller's); else the first scroll view inside it,
    /// breadth first.
    var contentScrollViewForBars: UIScrollView? {
        if let navigation = self as? UINavigationController { return navigation.topViewController?.contentScrollViewForBars }
        guard let root = viewIfLoaded else { return nil }
        if let scroll = root as? UIScrollView { return scroll }
        var queue = root.subviews[...]
        while let view = queue.popFirst() {
            if let scroll = view as? UIScrollView { return scroll }
            queue.append(contentsOf: view.subviews)
        }
        return nil
    }
}
