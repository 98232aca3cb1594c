// swift-tools-version:6.1
// Trellis: Apple's Auto Layout and the UIKit layout API, in Swift, on Linux.
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [
        // The `trellis` command line (examples, render, gallery).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
        .target(name: "Graphics", dependencies: ["CPangoCairo"]),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics", "TestSupport"], exclude: ["References"]),

        // Apple's UIKit layout API on top of the solver.
        .target(name: "UIKit", dependencies: ["Cassowary", "Graphics", "_Testing_UIKit"]),
        // Swift Testing's cross-import overlay for UIKit, which the toolchain names but ships on Apple platforms
        // only: without it, `import Testing` + `import UIKit` in one file does not compile on Linux.
        .target(name: "_Testing_UIKit"),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "TestSupport"], exclude: ["References"]),
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
        // Release-build fuzzer of the Visual Format Language parser (Scripts/fuzz-vfl.sh, BENCHMARKS.md).
        .executableTarget(name: "vfl-fuzz", dependencies: ["UIKit", "TestSupport"], path: "Benchmarks/VisualFormatFuzz"),

        // ---- Examples: the seed articles' apps, the sample pictures, the `trellis` tool (issue 8) ----
        // Draws the sample pictures of Examples/Assets (`swift run trellis-assets`).
        .executableTarget(name: "trellis-assets", dependencies: ["Graphics"], path: "Examples/AssetGenerator"),
        // The seed apps, one library each, written as the articles write them (`import UIKit` only); each
        // has one extra public file, `<App>App.makeDelegate()`, the entry point `@main` would be on iOS.
        .target(name: "TwitterProfile", dependencies: ["UIKit"], path: "Examples/TwitterProfile"),
        // The command-line tool: devices, frames, render, gallery, check.
        .executableTarget(
            name: "trellis",
            dependencies: ["UIKit", "Graphics", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           "TwitterProfile"]
        ),
        // The apps' key frames and image snapshots (references in __Snapshots__).
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["TwitterProfile", "UIKit", "Graphics"]
        ),
    ]
)
