import UIKit

/// The Twitter Profile example ("Coding Auto Layout by Example — Twitter Profile"), for `trellis` and the tests.
/// The article's own files are unchanged; this is the only addition, the entry point a `@main` would be on iOS.
public enum TwitterProfileApp {
    public static let name = "TwitterProfile"

    /// A new app delegate; `UIApplication.shared.launch(with:)` runs it.
    @MainActor public static func makeDelegate() -> any UIApplicationDelegate { AppDelegate() }
}
