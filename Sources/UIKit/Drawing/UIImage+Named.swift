// UIImage(named:): finding an app's PNG/JPEG resources by name, with @2x/@3x variants, as iOS does.

internal import Graphics

extension UIImage {
    /// Folders `UIImage(named:)` searches, before the defaults. Set it at launch (e.g. to an app's `Resources`
    /// folder); the `TRELLIS_IMAGE_PATH` environment variable adds more folders (colon-separated).
    ///
    /// The search order is: these folders, then `TRELLIS_IMAGE_PATH`'s, then the main bundle's resource and bundle
    /// folders, then any SwiftPM resource bundles (`*.resources`, `*.bundle`) next to the executable. In each folder
    /// the name is tried as a file (`name.png`, `name@2x.png`, `name@3x.png`, `.jpg`, `.jpeg`) and as an asset-catalogue
    /// image set (`*.xcassets/…/name.imageset` with its `Contents.json`).
    public static var searchPaths: [URL] {
        get { searchState.withLock { $0.paths } }
        set { searchState.withLock { $0.paths = newValue; $0.cache = [:] } }
    }

    /// The environment variable with extra image folders, colon-separated.
    public static let searchPathEnvironmentVariable = "TRELLIS_IMAGE_PATH"

    /// An image from the app's resources, or nil when no folder has one of that name (as on iOS).
    ///
    /// With several scales on disk, the one for the screen's scale is chosen (`@3x` on the simulated iPhones), else
    /// the nearest larger one, else the nearest smaller, as iOS falls back. The loaded image is cached by name.
    public convenience init?(named name: String) {
        self.init(named: name, screenScale: UIImage.currentScreenScale())
    }

    /// As `init(named:)`; the bundle is searched as well, and the traits' display scale picks the variant.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map { $0.displayScale > 0 ? $0.displayScale : UIImage.currentScreenScale() }
            ?? UIImage.currentScreenScale()
        self.init(named: name, screenScale: scale, extraFolders: bundle.map { UIImage.bundleFolders($0) } ?? [])
    }

    convenience init?(named name: String, screenScale: CGFloat, extraFolders: [URL] = []) {
        guard !name.isEmpty else { return nil }
        let key = "\(name)|\(screenScale)|\(extraFolders.map(\.path).joined(separator: ":"))"
        if let cached = UIImage.searchState.withLock({ $0.cache[key] }) {
            self.init(content: cached.content, scale: cached.scale)
            return
        }
        guard let (bitmap, scale) = UIImage.find(name, screenScale: screenScale, extraFolders: extraFolders) else { return nil }
        self.init(content: .bitmap(bitmap), scale: scale)
        UIImage.searchState.withLock { $0.cache[key] = self }
    }

    // MARK: Searching

    struct SearchState {
        var paths: [URL] = []
        var cache: [String: UIImage] = [:]
    }

    static let searchState = LockedState(SearchState())

    /// Every folder searched, in order.
    static func searchFolders(extra: [URL]) -> [URL] {
        var folders = searchPaths + extra
        if let env = ProcessInfo.processInfo.environment[searchPathEnvironmentVariable] {
            folders += env.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        folders += bundleFolders(Bundle.main)
        let executableFolder = Bundle.main.executableURL?.deletingLastPathComponent()
        if let executableFolder,
           let items = try? FileManager.default.contentsOfDirectory(at: executableFolder, includingPropertiesForKeys: nil) {
            for item in items.sorted(by: { $0.path < $1.path })
            where item.pathExtension == "resources" || item.pathExtension == "bundle" {
                folders.append(item)
                folders.append(item.appendingPathComponent("Contents/Resources"))
            }
        }
        return folders
    }

    static func bundleFolders(_ bundle: Bundle) -> [URL] {
        [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
    }

    /// The scales to try, best first: the screen's, then larger ones ascending, then smaller ones descending.
    static func scalePreference(screenScale: CGFloat) -> [Int] {
        let screen = max(1, min(3, Int(screenScale.rounded())))
        return [screen] + (1...3).filter { $0 > screen } + (1...3).filter { $0 < screen }.reversed()
    }

    static func find(_ name: String, screenScale: CGFloat, extraFolders: [URL]) -> (Bitmap, CGFloat)? {
        let fm = FileManager.default
        let ext = (name as NSString).pathExtension.lowercased()
        let hasImageExtension = ["png", "jpg", "jpeg"].contains(ext)
        let stem = hasImageExtension ? (name as NSString).deletingPathExtension : name
        let extensions = hasImageExtension ? [ext] : ["png", "jpg", "jpeg"]
        let scales = scalePreference(screenScale: screenScale)
        for folder in searchFolders(extra: extraFolders) {
            for scale in scales {
                let suffix = scale == 1 ? "" : "@\(scale)x"
                for e in extensions {
                    let path = folder.appendingPathComponent("\(stem)\(suffix).\(e)").path
                    if fm.fileExists(atPath: path), let data = fm.contents(atPath: path), let bitmap = Bitmap(data: data) {
                        return (bitmap, CGFloat(scale))
                    }
                }
            }
            if !hasImageExtension, let found = findInAssetCatalogues(stem, in: folder, scales: scales) { return found }
        }
        return nil
    }

    /// Looks for `name.imageset` in the folder's asset catalogues (including group folders inside them).
    static func findInAssetCatalogues(_ name: String, in folder: URL, scales: [Int]) -> (Bitmap, CGFloat)? {
        let fm = FileManager.default
        guard let items = try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) else { return nil }
        for catalogue in items where catalogue.pathExtension == "xcassets" {
            guard let walker = fm.enumerator(at: catalogue, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.lastPathComponent == "\(name).imageset" {
                if let found = loadImageSet(url, scales: scales) { return found }
            }
        }
        return nil
    }

    /// Reads an image set's `Contents.json` (`images: [{filename, scale: "2x"}]`) and loads the preferred scale.
    static func loadImageSet(_ folder: URL, scales: [Int]) -> (Bitmap, CGFloat)? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return nil }
        var byScale: [Int: String] = [:]
        for image in images {
            guard let filename = image["filename"] as? String else { continue }
            let scaleText = (image["scale"] as? String) ?? "1x"
            let scale = Int(scaleText.dropLast()) ?? 1
            if byScale[scale] == nil { byScale[scale] = filename }
        }
        for scale in scales {
            guard let filename = byScale[scale] else { continue }
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(filename).path),
               let bitmap = Bitmap(data: data) {
                return (bitmap, CGFloat(scale))
            }
        }
        return nil
    }
}

/// A value behind a lock, for the few pieces of process-wide state that any thread may touch.
final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
