import UIKit

/// The simulated devices the tool knows, found by name as a user types it ("iPhone 15", "iphone-se", "iPad").
enum DeviceCatalog {
    /// The devices of the gallery, in its order.
    static let galleryDevices: [SimulatedDevice] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad]

    static var all: [SimulatedDevice] { SimulatedDevice.all }

    /// Lower-case letters and digits only, so that "iPhone 15 Pro Max", "iphone-15-pro-max" and "iPhone15ProMax"
    /// name the same device.
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// The device called `name`: its full name, or (for iPads) the name without the generation in parentheses.
    static func device(named name: String) -> SimulatedDevice? {
        let wanted = key(name)
        if let exact = all.first(where: { key($0.name) == wanted }) { return exact }
        return all.first { device in
            let short = device.name.split(separator: "(").first.map(String.init) ?? device.name
            return key(short) == wanted
        }
    }

    /// Whether the device shows a home indicator (it has a bottom safe-area inset in portrait).
    static func hasHomeIndicator(_ device: SimulatedDevice) -> Bool { device.portraitSafeArea.bottom > 0 }
}
