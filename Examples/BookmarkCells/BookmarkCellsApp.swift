import UIKit

/// The Pinline bookmark cells ("Auto-Resizing UITableViewCells in iOS8 Without Losing Your Mind"), for `trellis`
/// and the tests. The article's own files are unchanged; this is the only addition, the entry point a `@main`
/// would be on iOS.
public enum BookmarkCellsApp {
    public static let name = "BookmarkCells"

    /// A new app delegate; `UIApplication.shared.launch(with:)` runs it.
    @MainActor public static func makeDelegate() -> any UIApplicationDelegate { AppDelegate() }
}
