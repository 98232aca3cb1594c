import ArgumentParser
import UIKit

/// Where and how an app runs: device, orientation, text size, appearance, scroll position.
/// Shared by `frames`, `render` and `check`; `gallery` passes the same flags to its child processes.
struct SceneOptions: ParsableArguments {
    @Option(name: .long, help: "Simulated device, e.g. \"iPhone 15\", \"iPhone SE\", \"iPad\" (see `trellis devices`).")
    var device: String = "iPhone 15"

    @Option(name: .long, help: "portrait or landscape.")
    var orientation: String = "portrait"

    @Option(name: .customLong("content-size"),
            help: "Dynamic Type size: XS, S, M, L, XL, XXL, XXXL, AX1…AX5 (or UIKit's names, e.g. accessibilityLarge).")
    var contentSize: String = "L"

    @Option(name: .long, help: "light or dark.")
    var appearance: String = "light"

    /// Parsed unconditionally so that a pull written as users write it, `--scroll -120`, is a value and not an
    /// unknown option (ArgumentParser otherwise reads a leading dash as the start of another option).
    @Option(name: .long, parsing: .unconditional,
            help: "Scroll the main scroll view this many points down from where the app starts (negative: pull down).")
    var scroll: Double?

    /// Unconditional too, so that `--settle -1` is refused for its value rather than reported as missing.
    @Option(parsing: .unconditional,
            help: "Seconds to let queued work (asynchronously loaded images) arrive before the shot.")
    var settle: Double = 0.6

    /// The farthest `--scroll` goes: a 10,000-row table of 100-point rows is 1,000,000 points tall. Much farther, the
    /// offset stops being a layout anyone could see (at 1e308 the edges below it overflow to infinity).
    static let scrollLimit: Double = 10_000_000

    /// The validated configuration; throws `ValidationError` (exit code 64) naming the accepted values.
    func configuration() throws -> SceneConfiguration {
        guard let simulated = DeviceCatalog.device(named: device) else {
            throw ValidationError("Unknown device '\(device)'. Known devices: "
                + DeviceCatalog.all.map { "\"\($0.name)\"" }.joined(separator: ", ") + ".")
        }
        guard let orientation = SceneConfiguration.orientation(named: orientation) else {
            throw ValidationError("Unknown orientation '\(self.orientation)'. Use portrait or landscape.")
        }
        guard let category = ContentSizeNames.category(named: contentSize) else {
            throw ValidationError("Unknown content size '\(contentSize)'. Use one of: "
                + ContentSizeNames.shortNames.joined(separator: ", ") + ".")
        }
        guard let style = SceneConfiguration.style(named: appearance) else {
            throw ValidationError("Unknown appearance '\(appearance)'. Use light or dark.")
        }
        if let scroll, !scroll.isFinite {
            throw ValidationError("--scroll must be a number of points.")
        }
        if let scroll, abs(scroll) > SceneOptions.scrollLimit {
            throw ValidationError("--scroll must be between -10,000,000 and 10,000,000 points (got \(scroll)).")
        }
        guard settle >= 0 && settle <= 30 else { throw ValidationError("--settle must be between 0 and 30 seconds.") }
        return SceneConfiguration(device: simulated, orientation: orientation, contentSize: category, style: style,
                                  scroll: scroll, settle: settle)
    }
}

/// A validated scene configuration.
struct SceneConfiguration {
    var device: SimulatedDevice
    var orientation: UIDeviceOrientation
    var contentSize: UIContentSizeCategory
    var style: UIUserInterfaceStyle
    var scroll: Double?
    var settle: Double = 0.6

    static func orientation(named name: String) -> UIDeviceOrientation? {
        switch name.lowercased() {
        case "portrait", "p": return .portrait
        case "landscape", "l", "landscapeleft", "landscape-left": return .landscapeLeft
        case "landscaperight", "landscape-right": return .landscapeRight
        default: return nil
        }
    }

    static func style(named name: String) -> UIUserInterfaceStyle? {
        switch name.lowercased() {
        case "light": return .light
        case "dark": return .dark
        default: return nil
        }
    }

    /// A short human caption: "iPhone 15 · landscape · dark · AX3".
    var caption: String {
        [device.name, orientation.isLandscape ? "landscape" : "portrait", style == .dark ? "dark" : "light",
         ContentSizeNames.shortName(of: contentSize)].joined(separator: " · ")
    }
}

/// Dynamic Type size names as Settings and Xcode's Environment Overrides show them, and UIKit's.
enum ContentSizeNames {
    static let table: [(short: String, long: String, category: UIContentSizeCategory)] = [
        ("XS", "extraSmall", .extraSmall), ("S", "small", .small), ("M", "medium", .medium), ("L", "large", .large),
        ("XL", "extraLarge", .extraLarge), ("XXL", "extraExtraLarge", .extraExtraLarge),
        ("XXXL", "extraExtraExtraLarge", .extraExtraExtraLarge),
        ("AX1", "accessibilityMedium", .accessibilityMedium), ("AX2", "accessibilityLarge", .accessibilityLarge),
        ("AX3", "accessibilityExtraLarge", .accessibilityExtraLarge),
        ("AX4", "accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
        ("AX5", "accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
    ]

    static var shortNames: [String] { table.map(\.short) }

    static func category(named name: String) -> UIContentSizeCategory? {
        let key = name.lowercased()
        return table.first { $0.short.lowercased() == key || $0.long.lowercased() == key }?.category
    }

    static func shortName(of category: UIContentSizeCategory) -> String {
        table.first { $0.category == category }?.short ?? category.rawValue
    }
}
