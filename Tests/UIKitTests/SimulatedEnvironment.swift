import UIKit

/// The simulated environment's global settings, kept to be put back after a test that changes them.
@MainActor
struct SimulatedEnvironment {
    let device: SimulatedDevice
    let orientation: UIDeviceOrientation
    let contentSize: UIContentSizeCategory
    let style: UIUserInterfaceStyle

    static var current: SimulatedEnvironment {
        let app = UIApplication.shared
        return SimulatedEnvironment(device: UIDevice.current.simulatedDevice, orientation: UIDevice.current.orientation,
                                    contentSize: app.preferredContentSizeCategory, style: app.userInterfaceStyle)
    }

    func restore() {
        UIDevice.current.simulate(device, orientation: orientation)
        UIApplication.shared.preferredContentSizeCategory = contentSize
        UIApplication.shared.userInterfaceStyle = style
    }
}

extension UIViewController {
    /// Shows the controller as the root of a visible window of `frame` (the main screen's by default), laid out;
    /// returns the window, to hide when done.
    func shownAsWindowRoot(frame: CGRect = UIScreen.main.bounds) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.rootViewController = self
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }
}

extension UITableView {
    /// Shows the table as a controller's whole view (as `UITableViewController` does) in a visible window of `frame`
    /// (the main screen's by default), laid out; returns the window, to hide when done.
    func shownAsWindowRoot(frame: CGRect = UIScreen.main.bounds) -> UIWindow {
        let controller = UIViewController()
        controller.view = self
        return controller.shownAsWindowRoot(frame: frame)
    }
}

extension UICollectionView {
    /// A collection view of `frame` laid out by `layout` in a visible window, its content insets not adjusted (so
    /// frames read plainly); `setUp` registers classes and sets the data source before the first layout pass. Returns
    /// the window too, to hide when done.
    static func windowed(_ layout: UICollectionViewLayout, frame: CGRect = CGRect(x: 0, y: 0, width: 375, height: 667),
                         setUp: (UICollectionView) -> Void) -> (UICollectionView, UIWindow) {
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        setUp(collectionView)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: max(375, frame.maxX), height: max(667, frame.maxY)))
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (collectionView, window)
    }
}
