import Testing
@testable import UIKit

/// A solid PNG of `pixels` (width × height pixels), drawn with UIGraphicsImageRenderer at scale 1.
@MainActor
func solidPNG(_ width: Int, _ height: Int, _ color: UIColor = .red) -> Data {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).pngData { ctx in
        color.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
}

/// Runs `body` with a fresh folder under the temporary directory holding `files` (name → data) on `UIImage`'s search
/// path, then takes the folder off the path and deletes it: test runs leave no files behind and no stale search paths
/// for later tests.
@MainActor
func withImageFolder<T>(_ files: [String: Data], _ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-images-\(UUID().uuidString)")
    defer {
        UIImage.searchPaths.removeAll { $0 == folder }
        try? FileManager.default.removeItem(at: folder)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, data) in files {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
    UIImage.searchPaths.append(folder)
    return try body(folder)
}

@MainActor
@Suite("UIImage: loading, scale, symbols, encoding", .serialized)
struct ImageTests {
    @Test("UIImage(named:) picks the screen's scale: @3x on a 3x screen, @2x on a 2x one; size is pixels / scale")
    func namedPicksScreenScale() throws {
        let name = "icon-\(UUID().uuidString.prefix(8))"
        try withImageFolder(["\(name).png": solidPNG(20, 10), "\(name)@2x.png": solidPNG(40, 20),
                             "\(name)@3x.png": solidPNG(60, 30)]) { _ in
            let three = try #require(UIImage(named: name, screenScale: 3))
            #expect(three.scale == 3)
            #expect(three.size == CGSize(width: 20, height: 10))
            let two = try #require(UIImage(named: name, screenScale: 2))
            #expect(two.scale == 2)
            #expect(two.size == CGSize(width: 20, height: 10))
            // Loading a name twice gives equal images (iOS returns its cached object), so view models compare equal.
            #expect(UIImage(named: name, screenScale: 3) == three)
            #expect(UIImage(named: name, screenScale: 3)?.hashValue == three.hashValue)
            #expect(UIImage(named: name, screenScale: 2) != three)
            #expect(UIImage(systemName: "star") == UIImage(systemName: "star"))
            #expect(UIImage(systemName: "star") != UIImage(systemName: "star.fill"))
            // The public initializer uses the main screen (the simulated iPhone's scale).
            let main = try #require(UIImage(named: name))
            #expect(main.scale == UIScreen.main.scale)
            #expect(main.size == CGSize(width: 20, height: 10))
        }
    }

    @Test("Without the screen's scale on disk, the next larger variant is used, else the smaller (iOS falls back)")
    func namedFallsBack() throws {
        let name = "photo-\(UUID().uuidString.prefix(8))"
        try withImageFolder(["\(name)@2x.png": solidPNG(88, 44), "only1x-\(name).jpg": Data()]) { _ in
            let onThree = try #require(UIImage(named: name, screenScale: 3))
            #expect(onThree.scale == 2 && onThree.size == CGSize(width: 44, height: 22))
            let onOne = try #require(UIImage(named: name, screenScale: 1))
            #expect(onOne.scale == 2)
            #expect(UIImage.scalePreference(screenScale: 2) == [2, 3, 1])
            #expect(UIImage.scalePreference(screenScale: 3) == [3, 2, 1])
            // A file that is not an image, and a name nobody has, give nil as on iOS.
            #expect(UIImage(named: "only1x-\(name)") == nil)
            #expect(UIImage(named: "no-such-image-\(name)") == nil)
            #expect(UIImage(named: "") == nil)
        }
    }

    @Test("Asset catalogues: name.imageset/Contents.json in an .xcassets folder (with groups) is found by name")
    func assetCatalogue() throws {
        let name = "avatar-\(UUID().uuidString.prefix(8))"
        let contents = """
        {"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","filename":"a@2x.png","scale":"2x"},
        {"idiom":"universal","filename":"a@3x.png","scale":"3x"}],"info":{"author":"xcode","version":1}}
        """
        let set = "Assets.xcassets/People/\(name).imageset"
        try withImageFolder(["\(set)/Contents.json": Data(contents.utf8), "\(set)/a@2x.png": solidPNG(100, 100),
                             "\(set)/a@3x.png": solidPNG(150, 150)]) { _ in
            let image = try #require(UIImage(named: name, screenScale: 3))
            #expect(image.scale == 3)
            #expect(image.size == CGSize(width: 50, height: 50))
        }
    }

    @Test("TRELLIS_IMAGE_PATH is part of the documented search order")
    func environmentVariableName() {
        #expect(UIImage.searchPathEnvironmentVariable == "TRELLIS_IMAGE_PATH")
    }

    @Test("UIImage(data:) decodes PNG and JPEG, rejects other bytes; pngData/jpegData round-trip the pixel size")
    func dataRoundTrip() throws {
        let image = try #require(UIImage(data: solidPNG(30, 12)))
        #expect(image.size == CGSize(width: 30, height: 12) && image.scale == 1)
        let png = try #require(image.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let jpeg = try #require(image.jpegData(compressionQuality: 0.8))
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(UIImage(data: jpeg))
        #expect(decoded.size == CGSize(width: 30, height: 12))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: png, scale: 2)?.size == CGSize(width: 15, height: 6))
        try withImageFolder(["x@2x.png": png]) { folder in
            let path = folder.appendingPathComponent("x@2x.png").path
            #expect(UIImage(contentsOfFile: path)?.scale == 2)
            #expect(UIImage(contentsOfFile: path + ".missing") == nil)
        }
        #expect(UIImage().size == .zero)
    }

    @Test("Every symbol the seeds use resolves; unknown names give nil, as on iOS")
    func seedSymbols() {
        for name in ["arrow.2.squarepath", "mappin.and.ellipse", "link", "play.fill", "shuffle", "plus", "ellipsis",
                     "chevron.right", "heart", "star", "person", "gear", "xmark", "checkmark", "magnifyingglass"] {
            #expect(UIImage(systemName: name) != nil, "\(name)")
            #expect(UIImage(systemName: name)?.isSymbolImage == true)
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
    }

    @Test("Symbol size follows the configuration: point size, text style (caption1 = 12 pt at Large), scale")
    func symbolConfiguration() throws {
        let plain = try #require(UIImage(systemName: "heart"))
        let body = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        #expect(plain.size == body.size)  // unconfigured symbols are sized for 17 pt text
        let big = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .semibold)))
        // Twice the text size, twice the symbol (each rounded up to the pixel grid, as UIKit reports symbol sizes).
        #expect(abs(big.size.height - 2 * body.size.height) <= 1 / big.scale + 0.001)
        #expect((big.size.height * big.scale - (big.size.height * big.scale).rounded()) < 0.001)
        let caption = try #require(UIImage(systemName: "arrow.2.squarepath",
                                           withConfiguration: UIImage.SymbolConfiguration(textStyle: .caption1)))
        let twelve = try #require(UIImage(systemName: "arrow.2.squarepath", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12)))
        #expect(caption.size == twelve.size)
        let small = try #require(UIImage(systemName: "link", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        let large = try #require(UIImage(systemName: "link", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        let medium = try #require(UIImage(systemName: "link"))
        #expect(small.size.height < medium.size.height && medium.size.height < large.size.height)
        // Applying a configuration keeps what the other does not set.
        let merged = UIImage.SymbolConfiguration(pointSize: 30).applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(merged.pointSize == 30 && merged.scale == .large)
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
    }

    @Test("Rendering modes: symbols are templates, bitmaps are not unless asked; withTintColor fixes the colour")
    func renderingModes() throws {
        let bitmap = try #require(UIImage(data: solidPNG(4, 4)))
        #expect(bitmap.renderingMode == .automatic && !bitmap.isTemplate())
        #expect(bitmap.withRenderingMode(.alwaysTemplate).isTemplate())
        let symbol = try #require(UIImage(systemName: "star"))
        #expect(symbol.isTemplate())
        #expect(!symbol.withRenderingMode(.alwaysOriginal).isTemplate())
        let tinted = bitmap.withTintColor(.blue)
        #expect(tinted.fixedTint == .blue && tinted.renderingMode == .alwaysOriginal)
        #expect(tinted.size == bitmap.size)
    }
}

/// Where an image view draws its image for each content mode (Apple, `UIView.ContentMode`: "scaleToFill: scale the
/// content to fit the size of itself by changing the aspect ratio", "scaleAspectFit … maintaining the aspect ratio",
/// "scaleAspectFill … Some portion of the content may be clipped", and the nine alignments "center", "top",
/// "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight" that keep its size).
@MainActor
@Suite("UIImageView content modes")
struct ImageContentModeTests {
    @Test("Every content mode places a 20×10 image in 100×50 bounds as documented")
    func everyMode() {
        let image = CGSize(width: 20, height: 10), bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let expected: [(UIView.ContentMode, CGRect)] = [
            (.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 50)),
            (.redraw, CGRect(x: 0, y: 0, width: 100, height: 50)),
            (.scaleAspectFit, CGRect(x: 0, y: 0, width: 100, height: 50)),
            (.scaleAspectFill, CGRect(x: 0, y: 0, width: 100, height: 50)),
            (.center, CGRect(x: 40, y: 20, width: 20, height: 10)),
            (.top, CGRect(x: 40, y: 0, width: 20, height: 10)),
            (.bottom, CGRect(x: 40, y: 40, width: 20, height: 10)),
            (.left, CGRect(x: 0, y: 20, width: 20, height: 10)),
            (.right, CGRect(x: 80, y: 20, width: 20, height: 10)),
            (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
            (.topRight, CGRect(x: 80, y: 0, width: 20, height: 10)),
            (.bottomLeft, CGRect(x: 0, y: 40, width: 20, height: 10)),
            (.bottomRight, CGRect(x: 80, y: 40, width: 20, height: 10)),
        ]
        for (mode, rect) in expected {
            #expect(UIImageView.rect(for: image, in: bounds, contentMode: mode) == rect, "\(mode)")
        }
        // Aspect fit and fill differ once the shapes differ: a square image in the 100×50 bounds.
        let square = CGSize(width: 10, height: 10)
        #expect(UIImageView.rect(for: square, in: bounds, contentMode: .scaleAspectFit) == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(UIImageView.rect(for: square, in: bounds, contentMode: .scaleAspectFill) == CGRect(x: 0, y: -25, width: 100, height: 100))
    }
}
