// swift-tools-version:6.1
// Trellis: Apple's Auto Layout and the UIKit layout API, in Swift, on Linux.
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    targets: [
        // The constraint solver. Depends on nothing but the standard library.
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m")]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),

        // Release-build benchmarks: Trellis against kiwi (C++), see BENCHMARKS.md.
        .executableTarget(name: "CassowaryBenchmarks", dependencies: ["Cassowary"], path: "Benchmarks/CassowaryBenchmarks"),
        // Emits random UI-like systems and Trellis's per-priority errors for the LP cross-check.
        .executableTarget(name: "cassowary-difftest", dependencies: ["Cassowary"], path: "Benchmarks/DifferentialTest"),
    ]
)
