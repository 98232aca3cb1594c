import UIKit

// On iOS this class carries `@main`; here the app is a library that `trellis` and the tests launch through
// `TwitterTimelineApp.makeDelegate()` (several apps cannot each define the process's `main`).
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        self.window = UIWindow(frame: UIScreen.main.bounds)
        self.window?.rootViewController = RootViewController()
        self.window?.makeKeyAndVisible()
        return true
    }

}
