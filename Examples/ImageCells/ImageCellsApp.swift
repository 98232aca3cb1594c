import UIKit

/// The image-cell example ("Auto Layout in a UITableViewCell with an image"), for `trellis` and the tests.
/// The article's own code is unchanged; this is the only addition, the entry point a `@main` would be on iOS.
public enum ImageCellsApp {
    public static let name = "ImageCells"

    /// A new app delegate; `UIApplication.shared.launch(with:)` runs it.
    @MainActor public static func makeDelegate() -> any UIApplicationDelegate { AppDelegate() }

    /// How long the last sample picture takes to arrive (the run loop must run at least this long).
    public static let imageArrivalTime: TimeInterval = 0.25
}
