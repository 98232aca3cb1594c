import UIKit

/// The Music Album example ("Coding Auto Layout by Example — Music Album"), for `trellis` and the tests.
/// The article's own files are unchanged but for one marked deviation (`AlbumHeaderView.addButtons`, issue 8); this is
/// the only addition, the entry point a `@main` would be on iOS.
public enum MusicAlbumApp {
    public static let name = "MusicAlbum"

    /// A new app delegate; `UIApplication.shared.launch(with:)` runs it.
    @MainActor public static func makeDelegate() -> any UIApplicationDelegate { AppDelegate() }
}
