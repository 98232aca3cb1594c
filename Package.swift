// swift-tools-version:6.2
// Trellis: Apple's Auto Layout and the UIKit layout API, in Swift, on Linux.
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "TrellisSnapshotTesting", targets: ["TrellisSnapshotTesting"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [
        // The `trellis` command line (examples, render, gallery).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Image snapshot tests: TrellisSnapshotTesting gives it the UIKit strategies it has on Apple platforms only.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The constraint solver. Depends on nothing but the standard library.
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m")]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),

        // Helpers shared by the randomized tests and the differential-test generator (not a product).
        .target(name: "TestSupport"),

        // Debian's Pango/Cairo/fontconfig, as a system library (apt: libpango1.0-dev libcairo2-dev).
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "pkg-config"])]
        ),
        // Text measurement and drawing (Pango/HarfBuzz/Cairo) with pinned fonts; knows nothing of UIKit.
        //
        // Built with library evolution so that `import UIKit` works in a module that does not depend on Trellis
        // (swift-snapshot-testing does `#if canImport(UIKit) import UIKit`, and SwiftPM passes CPangoCairo's module
        // map only to Trellis's own dependents). A non-resilient module's `internal import` is still a *required*
        // dependency of its clients (the compiler may need the imported types' layout), so loading UIKit → Graphics
        // would load CPangoCairo and fail with "missing required module 'CPangoCairo'"; a resilient module's internal
        // imports are ignored by its clients. `@_implementationOnly` would hide it too, but warns ("may lead to
        // instability during execution") in a non-resilient module. Hence: every import in Graphics is `internal`
        // (Foundation too: a resilient module's public import of non-resilient Foundation warns), and its API uses
        // no C or Foundation type. SwiftPM accepts this flag in a versioned dependency from tools version 6.2 on (6.1:
        // "contains unsafe build flags"), and in a local-path dependency always.
        .target(name: "Graphics", dependencies: ["CPangoCairo"],
                swiftSettings: [.unsafeFlags(["-enable-library-evolution"])]),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics", "TestSupport"], exclude: ["References"]),

        // Apple's UIKit layout API on top of the solver.
        //
        // Release builds skip the *dynamic* exclusivity checks (static ones stay, and debug builds — the tests — keep
        // both): every read of a stored property of a class (a view's frame, a constraint's constant, a scroll view's
        // content size) otherwise goes through swift_beginAccess, about 15% of the instructions of scrolling a
        // self-sizing table (BENCHMARKS.md, "Table"). UIKit runs on the main actor and calls back into app code only
        // from points that hold no access open, so an overlap would be a bug the checked debug build traps on.
        .target(name: "UIKit", dependencies: ["Cassowary", "Graphics", "_Testing_UIKit"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // Swift Testing's cross-import overlay for UIKit, which the toolchain names but ships on Apple platforms
        // only: without it, `import Testing` + `import UIKit` in one file does not compile on Linux.
        .target(name: "_Testing_UIKit"),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "TestSupport", "TimelineFixture"], exclude: ["References"]),
        // The Twitter-timeline seed's cell and controller, reduced to what they lay out (no images): the table tests'
        // fixture and the table benchmark's rows.
        .target(name: "TimelineFixture", dependencies: ["UIKit"], path: "Tests/TimelineFixture"),
        // The public API real apps use (api-surface.md), compiled with `import UIKit` alone (no @testable).
        .testTarget(name: "SourceCompatibilityTests", dependencies: ["UIKit"]),

        // Release-build benchmarks: Trellis against kiwi (C++), see BENCHMARKS.md.
        .executableTarget(name: "CassowaryBenchmarks", dependencies: ["Cassowary"], path: "Benchmarks/CassowaryBenchmarks"),
        // Release-build benchmark of text measurement and rendering, see BENCHMARKS.md.
        .executableTarget(name: "GraphicsBenchmarks", dependencies: ["Graphics"], path: "Benchmarks/GraphicsBenchmarks"),
        // Release-build benchmark of UIKit rendering (a full screen through layer.render(in:) and pngData), see BENCHMARKS.md.
        .executableTarget(name: "RenderBenchmarks", dependencies: ["UIKit"], path: "Benchmarks/RenderBenchmarks"),
        // Emits random UI-like systems and Trellis's per-priority errors for the LP cross-check.
        .executableTarget(name: "cassowary-difftest", dependencies: ["Cassowary", "TestSupport"], path: "Benchmarks/DifferentialTest"),
        // The layout step alone against Yoga and Taffy: Benchmarks/LayoutComparison/compare.py, Scripts/bench-layout.sh.
        .executableTarget(name: "layout-comparison", dependencies: ["UIKit"], path: "Benchmarks/LayoutComparison",
                          exclude: ["compare.py"]),
        // Release-build benchmark of a 10,000-row self-sizing table scrolled top to bottom (issue 6, BENCHMARKS.md).
        .executableTarget(name: "TableBenchmarks", dependencies: ["UIKit", "TimelineFixture"],
                          path: "Benchmarks/TableBenchmarks"),
        // Release-build fuzzer of the Visual Format Language parser (Scripts/fuzz-vfl.sh, BENCHMARKS.md).
        .executableTarget(name: "vfl-fuzz", dependencies: ["UIKit", "TestSupport"], path: "Benchmarks/VisualFormatFuzz"),

        // ---- Examples: the seed articles' apps, the sample pictures, the `trellis` tool (issue 8) ----
        // Draws the sample pictures of Examples/Assets (`swift run trellis-assets`).
        .executableTarget(name: "trellis-assets", dependencies: ["Graphics"], path: "Examples/AssetGenerator"),
        // The five seed apps, one library each, written as the articles write them (`import UIKit` only); each
        // has one extra public file, `<App>App.makeDelegate()`, the entry point `@main` would be on iOS.
        .target(name: "TwitterTimeline", dependencies: ["UIKit"], path: "Examples/TwitterTimeline"),
        .target(name: "MusicAlbum", dependencies: ["UIKit"], path: "Examples/MusicAlbum"),
        .target(name: "TwitterProfile", dependencies: ["UIKit"], path: "Examples/TwitterProfile"),
        .target(name: "BookmarkCells", dependencies: ["UIKit"], path: "Examples/BookmarkCells"),
        .target(name: "ImageCells", dependencies: ["UIKit"], path: "Examples/ImageCells"),
        // The command-line tool: devices, frames, render, gallery, check.
        .executableTarget(
            name: "trellis",
            dependencies: ["UIKit", "Graphics", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           "TwitterTimeline", "MusicAlbum", "TwitterProfile", "BookmarkCells", "ImageCells"]
        ),
        // The tool's argument validation, gallery plan and device chrome.
        .testTarget(name: "TrellisToolTests", dependencies: ["trellis", "UIKit", "Graphics",
                                                            .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The apps' key frames: cell heights, header heights, the sticky header, size-class switches.
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["TwitterTimeline", "MusicAlbum", "TwitterProfile", "BookmarkCells", "ImageCells", "UIKit",
                           "Graphics", "TestSupport"]
        ),

        // ---- Image snapshots: TrellisSnapshotTesting on pointfreeco's swift-snapshot-testing ----
        // `assertSnapshot(of: vc, as: .image(on: .iPhone13))` on Linux: image strategies for UIView and
        // UIViewController with simulated devices and a perceptual tolerance.
        .target(
            name: "TrellisSnapshotTesting",
            dependencies: ["UIKit", "Graphics", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // Each example app on two devices; references in Tests/SnapshotTests/__Snapshots__.
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["TrellisSnapshotTesting", "TwitterTimeline", "MusicAlbum", "TwitterProfile", "BookmarkCells",
                           "ImageCells", "UIKit"],
            exclude: ["__Snapshots__"]
        ),
    ]
)
