import UIKit

// On iOS this class carries `@main`; here the app is a library that `trellis` and the tests launch through
// `BookmarkCellsApp.makeDelegate()`.
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = MagicTableViewController(style: .plain)
        window?.makeKeyAndVisible()
        return true
    }

}
