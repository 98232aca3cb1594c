import UIKit

/// `--scroll`: moves the app's main scroll view (the largest visible one) from where the app left it, as a finger
/// would: positive values scroll the content up (drag upwards), negative ones pull it down past the top, as a
/// rubber-band pull does (the finger stays down, so a stretched header stays stretched in the shot).
@MainActor
enum ScrollSupport {
    static func scroll(_ window: UIWindow, by points: Double) throws {
        guard let scrollView = mainScrollView(in: window) else { throw TrellisError.noScrollView }
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -CGFloat(points)))
        window.layoutIfNeeded()
    }

    /// The visible scroll view with the largest area (a table view is one).
    static func mainScrollView(in root: UIView) -> UIScrollView? {
        var best: UIScrollView?
        var bestArea: CGFloat = 0
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            if let scrollView = view as? UIScrollView {
                let area = scrollView.bounds.width * scrollView.bounds.height
                if area > bestArea { best = scrollView; bestArea = area }
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return best
    }
}
