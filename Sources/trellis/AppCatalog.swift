import ArgumentParser
import BookmarkCells
import Foundation
import ImageCells
import MusicAlbum
import TwitterProfile
import TwitterTimeline
import UIKit

/// One example app the tool can run: its name and how to make its app delegate.
struct ExampleApp: Sendable {
    let name: String
    let summary: String
    let makeDelegate: @MainActor @Sendable () -> any UIApplicationDelegate
}

/// The apps of Examples/, written from the seed articles.
enum AppCatalog {
    static let apps: [ExampleApp] = [
        ExampleApp(name: TwitterTimelineApp.name, summary: "Self-sizing tweet cells, diffable data source, media per size class",
                   makeDelegate: { TwitterTimelineApp.makeDelegate() }),
        ExampleApp(name: MusicAlbumApp.name, summary: "Album table with a measured header rebuilt per size class",
                   makeDelegate: { MusicAlbumApp.makeDelegate() }),
        ExampleApp(name: TwitterProfileApp.name, summary: "Scroll view with a sticky, stretchy header",
                   makeDelegate: { TwitterProfileApp.makeDelegate() }),
        ExampleApp(name: BookmarkCellsApp.name, summary: "Pinline's bookmark cells in the Visual Format Language",
                   makeDelegate: { BookmarkCellsApp.makeDelegate() }),
        ExampleApp(name: ImageCellsApp.name, summary: "Cells with an asynchronously loaded image at most 1/3 wide",
                   makeDelegate: { ImageCellsApp.makeDelegate() }),
    ]

    static var names: [String] { apps.map(\.name) }

    /// The app called `name` (case and punctuation ignored), or a `ValidationError` listing the known ones.
    static func app(named name: String) throws -> ExampleApp {
        let key = DeviceCatalog.key(name)
        if let app = apps.first(where: { DeviceCatalog.key($0.name) == key }) { return app }
        throw ValidationError("Unknown app '\(name)'. Known apps: \(names.joined(separator: ", ")).")
    }

    /// Examples/Assets of this checkout, where `UIImage(named:)` finds the sample pictures
    /// (through `TRELLIS_IMAGE_PATH`, unless the caller set that already).
    static let assetsDirectory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Assets").path

    static func exportImageSearchPath() {
        if ProcessInfo.processInfo.environment["TRELLIS_IMAGE_PATH"] == nil {
            setenv("TRELLIS_IMAGE_PATH", assetsDirectory, 1)
        }
    }
}
