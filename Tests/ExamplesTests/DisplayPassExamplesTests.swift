import Testing
@testable import BookmarkCells
@testable import ImageCells
@testable import MusicAlbum
@testable import TwitterProfile
@testable import TwitterTimeline
@testable import UIKit

/// The apps through the display pass: launching ends with a display of every shown view (the end of the launch's run
/// loop turn), and a render plays those backing stores back with the very pixels live drawing gives.
@Suite("Examples: the display pass", .serialized)
@MainActor
struct DisplayPassExamplesTests {
    static let apps: [(name: String, make: @MainActor @Sendable () -> any UIApplicationDelegate)] = [
        ("TwitterTimeline", TwitterTimelineApp.makeDelegate), ("MusicAlbum", MusicAlbumApp.makeDelegate),
        ("TwitterProfile", TwitterProfileApp.makeDelegate), ("BookmarkCells", BookmarkCellsApp.makeDelegate),
        ("ImageCells", ImageCellsApp.makeDelegate),
    ]

    /// The window drawn with UIKit's API at 1x, as PNG bytes (equal bytes, equal pixels).
    func png(_ window: UIWindow) -> Data? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: window.bounds, format: format).pngData { ctx in
            window.layer.render(in: ctx.cgContext)
        }
    }

    @Test("After launch every shown view is displayed (views are drawn when they first appear), and the cached screen is pixel-identical to drawing every view live",
          arguments: 0..<5)
    func cachedScreenEqualsLive(app: Int) throws {
        let (name, make) = DisplayPassExamplesTests.apps[app]
        let window = try AppHarness.launch(make, on: .iPhone15, style: .dark)
        defer { AppHarness.close(window) }
        var shown: [UIView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            shown.append(view)
            view.subviews.forEach(visit)
        }
        visit(window)
        let labels = shown.compactMap { $0 as? UILabel }.filter { !($0.text ?? "").isEmpty }
        #expect(!labels.isEmpty, "\(name)")
        let undisplayed = shown.filter { $0.layer.needsDisplay() || $0.layer.lastDisplay == nil }
        #expect(undisplayed.isEmpty, "\(name): \(undisplayed.prefix(3))")
        #expect(labels.allSatisfy { $0.layer.contents != nil }, "\(name): labels keep backing stores")
        let cached = png(window)
        #expect(png(window) == cached, "\(name)")
        window.forEachInSubtree { $0.layer.setNeedsDisplay() }
        let live = png(window)
        #expect(cached != nil && live == cached, "\(name)")
    }
}
