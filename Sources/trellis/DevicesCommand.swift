import ArgumentParser
import UIKit

/// `trellis devices`: the simulated devices with their screens, scales, safe areas and size classes.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the simulated devices.")

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        let rows = DeviceCatalog.all.map(DeviceRow.init)
        if json {
            print(try JSONOutput.string(rows))
            return
        }
        let header = ["NAME", "POINTS", "SCALE", "SAFE AREA (portrait)", "SAFE AREA (landscape)", "SIZE CLASSES (w×h)", "GALLERY"]
        let table = [header] + rows.map { row in
            [row.name, "\(row.width)×\(row.height)", "@\(row.scale)x", row.portraitSafeArea, row.landscapeSafeArea,
             "\(row.portraitSizeClasses) / \(row.landscapeSizeClasses)", row.inGallery ? "yes" : ""]
        }
        print(TextTable.render(table))
    }
}

/// One device as `trellis devices` prints it.
struct DeviceRow: Encodable {
    let name: String
    let width: Int
    let height: Int
    let scale: Int
    let portraitSafeArea: String
    let landscapeSafeArea: String
    let portraitSizeClasses: String
    let landscapeSizeClasses: String
    let homeIndicator: Bool
    let inGallery: Bool

    init(_ device: SimulatedDevice) {
        name = device.name
        width = Int(device.portraitSize.width)
        height = Int(device.portraitSize.height)
        scale = Int(device.scale)
        portraitSafeArea = DeviceRow.describe(device.portraitSafeArea)
        landscapeSafeArea = DeviceRow.describe(device.landscapeSafeArea)
        portraitSizeClasses = DeviceRow.describe(device.portraitSizeClasses)
        landscapeSizeClasses = DeviceRow.describe(device.landscapeSizeClasses)
        homeIndicator = DeviceCatalog.hasHomeIndicator(device)
        inGallery = DeviceCatalog.galleryDevices.contains(device)
    }

    static func describe(_ insets: UIEdgeInsets) -> String {
        "\(Int(insets.top)) \(Int(insets.left)) \(Int(insets.bottom)) \(Int(insets.right))"
    }

    static func describe(_ classes: SimulatedDevice.SizeClasses) -> String {
        func letter(_ c: UIUserInterfaceSizeClass) -> String { c == .regular ? "R" : c == .compact ? "C" : "?" }
        return letter(classes.horizontal) + letter(classes.vertical)
    }
}

/// Left-aligned columns separated by two spaces.
enum TextTable {
    static func render(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}

enum JSONOutput {
    static func string<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // A window-coordinate frame can overflow (`--scroll` far past the content): written, not thrown.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                      nan: "nan")
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
