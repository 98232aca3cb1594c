import UIKit

/// The Twitter Timeline example ("Coding Auto Layout by Example — Twitter Timeline"), for `trellis` and the tests.
/// The article's own files are unchanged; this is the only addition, the entry point a `@main` would be on iOS.
public enum TwitterTimelineApp {
    public static let name = "TwitterTimeline"

    /// A new app delegate; `UIApplication.shared.launch(with:)` runs it.
    @MainActor public static func makeDelegate() -> any UIApplicationDelegate { AppDelegate() }
}
