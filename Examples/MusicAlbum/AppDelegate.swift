import UIKit

// On iOS this class carries `@main`; here the app is a library that `trellis` and the tests launch through
// `MusicAlbumApp.makeDelegate()`.
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        self.window = UIWindow(frame: UIScreen.main.bounds)
        self.window?.backgroundColor = .systemBackground // the storyboard root view's background, built in code
        self.window?.tintColor = .systemRed
        self.window?.rootViewController = RootViewController()
        self.window?.makeKeyAndVisible()
        return true
    }

}
