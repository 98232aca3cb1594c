import ArgumentParser
import Graphics
import Testing
@testable import trellis
@testable import UIKit

/// The command line's parsing and validation: bad input is refused with the list of valid values and the usage exit
/// status (64, EX_USAGE), as command-line users expect.
@Suite("trellis: arguments")
struct TrellisArgumentTests {
    @Test("Unknown app, device, orientation, content size or appearance: a ValidationError naming the valid values, exit 64")
    func badInput() throws {
        let cases: [([String], String)] = [
            (["NoSuchApp"], "Known apps: TwitterTimeline, MusicAlbum, TwitterProfile, BookmarkCells, ImageCells"),
            (["TwitterProfile", "--device", "iPhone 99"], "Known devices:"),
            (["TwitterProfile", "--orientation", "sideways"], "Use portrait or landscape"),
            (["TwitterProfile", "--content-size", "huge"], "XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5"),
            (["TwitterProfile", "--appearance", "sepia"], "Use light or dark"),
            (["TwitterProfile", "--scale", "9"], "--scale must be between 0 and 4"),
            // Negative numbers are values to refuse, not options: before, "Missing value for '--scale <scale>'".
            (["TwitterProfile", "--scale", "-1"], "--scale must be between 0 and 4 (got -1.0)"),
            (["TwitterProfile", "--settle", "-1"], "--settle must be between 0 and 30 seconds"),
            (["TwitterProfile", "--scroll", "nan"], "--scroll must be a number of points"),
            // Finite but past any content: at 1e308 the edges below the offset overflowed and `trellis frames` trapped.
            (["TwitterProfile", "--scroll", "1e308"], "--scroll must be between -10,000,000 and 10,000,000 points"),
            (["TwitterProfile", "--scroll", "-1e8"], "--scroll must be between -10,000,000 and 10,000,000 points"),
            (["TwitterProfile", "-o", "/tmp"], "--output /tmp is a folder; give a file name, e.g. /tmp/TwitterProfile.png"),
        ]
        for (arguments, message) in cases {
            do {
                _ = try RenderCommand.parse(arguments)
                Issue.record("\(arguments) was accepted")
            } catch {
                #expect(RenderCommand.message(for: error).contains(message), "\(arguments): \(RenderCommand.message(for: error))")
                #expect(RenderCommand.exitCode(for: error) == .validationFailure)
                #expect(RenderCommand.exitCode(for: error).rawValue == 64)
            }
        }
    }

    @Test("The gallery's numbers are refused for their values, negative ones included")
    func galleryBadInput() {
        for (arguments, message) in [(["--jobs", "-2"], "--jobs must be between 1 and 16 (got -2)"),
                                     (["--scale", "-1"], "--scale must be between 0 and 4 (got -1.0)")] {
            #expect(throws: (any Error).self) { try GalleryCommand.parse(arguments) }
            do { _ = try GalleryCommand.parse(arguments) } catch {
                #expect(GalleryCommand.message(for: error).contains(message), "\(GalleryCommand.message(for: error))")
                #expect(GalleryCommand.exitCode(for: error) == .validationFailure)
            }
        }
    }

    @Test("A file that cannot be written is reported in the system's words, with its path")
    func unwritableOutput() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-blocker-\(getpid())")
        try Data("a file where a folder is wanted".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let cases = [(blocker.path + "/shot.png", "File exists"), (blocker.deletingLastPathComponent().path, "it is a folder")]
        for (path, reason) in cases {
            do {
                try FileOutput.write(Data([1, 2, 3]), to: path)
                Issue.record("\(path) was written")
            } catch {
                #expect("\(error)" == "cannot write \(path): \(reason)")
            }
        }
    }

    @Test("The frames outline prints any number a frame can hold: huge ones and, in window coordinates, overflowed ones")
    func outlineNumbers() {
        #expect(ViewNode.Rect(CGRect(x: 16, y: 457.333333, width: 361, height: 36.333)).text == "(16, 457.33, 361, 36.33)")
        // Scaling 1e308 by 1000 to round it overflowed to inf, and Int(inf) trapped.
        #expect(ViewNode.Rect(CGRect(x: 0, y: 1e308, width: 3, height: 10)).text.contains("1e+308"))
        #expect(ViewNode.Rect.format(.nan) == "nan" && ViewNode.Rect.format(-.infinity) == "-inf")
        #expect(ViewNode.Rect.format(1e16) == "1e+16" && ViewNode.Rect.format(-2.5) == "-2.50")
    }

    @Test("Names are matched as users type them: device names without case or spaces, Settings' text-size names")
    func names() throws {
        #expect(DeviceCatalog.device(named: "iphone-15-pro-max") == .iPhone15ProMax)
        #expect(DeviceCatalog.device(named: "iPad") == .iPad)
        #expect(DeviceCatalog.device(named: "iPad Pro") == .iPadPro12_9)
        #expect(ContentSizeNames.category(named: "XXL") == .extraExtraLarge)
        #expect(ContentSizeNames.category(named: "ax3") == .accessibilityExtraLarge)
        #expect(ContentSizeNames.category(named: "accessibilityLarge") == .accessibilityLarge)
        let configuration = try RenderCommand.parse(["TwitterProfile", "--device", "iPhone 15", "--orientation", "landscape",
                                                     "--content-size", "XXL", "--appearance", "dark", "--scroll", "300"])
            .scene.configuration()
        #expect(configuration.device == .iPhone15 && configuration.orientation.isLandscape)
        #expect(configuration.contentSize == .extraExtraLarge && configuration.style == .dark && configuration.scroll == 300)
    }

    @Test("A pull is written as the README writes it: `--scroll -120` is a negative offset, not an unknown option")
    func negativeScroll() throws {
        let pulled = try RenderCommand.parse(["TwitterProfile", "--scroll", "-120", "--scale", "3"]).scene.configuration()
        #expect(pulled.scroll == -120)
        let joined = try RenderCommand.parse(["TwitterProfile", "--scroll=-40.5"]).scene.configuration()
        #expect(joined.scroll == -40.5)
        #expect(throws: (any Error).self) { try RenderCommand.parse(["TwitterProfile", "--scroll", "--pdf"]) }
    }

    @Test("The gallery: 5 apps × (SE, 15, 15 Pro Max, iPad portrait, iPad landscape) × light/dark × L/AX3, distinct files")
    func galleryPlan() {
        let shots = GalleryPlan.shots(apps: AppCatalog.apps)
        #expect(shots.count == 100)
        #expect(Set(shots.map(\.file)).count == 100)
        #expect(shots.first?.file == "TwitterTimeline/iphonese-portrait-light-l.png")
    }
}

/// The simulator chrome drawn over a screenshot.
@Suite("trellis: device chrome")
@MainActor
struct DeviceChromeTests {
    @Test("Status bar glyphs: dark for .default in light mode and .darkContent, light for .default in dark mode and .lightContent")
    func glyphStyle() {
        func chrome(_ style: UIStatusBarStyle, _ appearance: UIUserInterfaceStyle) -> DeviceChrome {
            DeviceChrome(device: .iPhone15, orientation: .portrait, style: style, appearance: appearance, statusBarHidden: false)
        }
        #expect(!chrome(.default, .light).usesLightContent)
        #expect(chrome(.default, .dark).usesLightContent)
        #expect(chrome(.lightContent, .light).usesLightContent)
        #expect(!chrome(.darkContent, .dark).usesLightContent)
    }

    @Test("iPhones hide the status bar in landscape (compact height), iPads keep it; the home indicator only without a home button")
    func visibility() {
        #expect(!DeviceChrome(device: .iPhone15, orientation: .landscapeLeft, style: .default, appearance: .light, statusBarHidden: false).showsStatusBar)
        #expect(DeviceChrome(device: .iPad, orientation: .landscapeLeft, style: .default, appearance: .light, statusBarHidden: false).showsStatusBar)
        #expect(!DeviceChrome(device: .iPhone15, orientation: .portrait, style: .default, appearance: .light, statusBarHidden: true).showsStatusBar)
        #expect(DeviceCatalog.hasHomeIndicator(.iPhone15) && DeviceCatalog.hasHomeIndicator(.iPad))
        #expect(!DeviceCatalog.hasHomeIndicator(.iPhoneSE))
    }

    @Test("Drawn where the simulator draws them: the battery at the right of the status bar, the 134×5 pt home indicator 8 pt from the bottom")
    func drawing() {
        let canvas = Canvas(size: Size(width: 393, height: 852), scale: 1, background: .white)
        DeviceChrome(device: .iPhone15, orientation: .portrait, style: .default, appearance: .light, statusBarHidden: false)
            .draw(on: canvas)
        let indicator = canvas.pixel(x: 196, y: 852 - 8 - 3)
        #expect(indicator.red < 40 && indicator.alpha == 255, "home indicator: \(indicator)")
        #expect(canvas.pixel(x: 196, y: 852 - 20).red > 250, "nothing above the indicator")
        // The battery's fill, in the right "ear" beside the Dynamic Island, on the time's centre line (y ≈ 31).
        let earCentre = 393 - (393 - 126) / 4
        let row = (earCentre...(393 - 4)).map { canvas.pixel(x: $0, y: 31) }
        #expect(row.contains { $0.red < 60 }, "battery or icons drawn in the right ear")
        // The middle of the status bar (the Dynamic Island's place) stays empty.
        #expect(canvas.pixel(x: 196, y: 31).red > 250)
    }

    @Test("The PDF carries the chrome as the PNG does: vector paths and the time as text, none of it a bitmap")
    func pdfChrome() throws {
        // `trellis render --pdf` writes UIGraphicsPDFRenderer's page of the window; the simulator's screenshot (the
        // PNG) has the status bar and home indicator on top, and so must the PDF.
        UIDevice.current.simulate(.iPhone15, orientation: .portrait)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let chrome = DeviceChrome(device: .iPhone15, orientation: .portrait, style: .default, appearance: .light,
                                  statusBarHidden: false)
        let bare = ScreenRenderer.pdf(of: window, chrome: nil)
        let dressed = ScreenRenderer.pdf(of: window, chrome: chrome)
        // Font and image dictionaries are plain text in Cairo's PDF (the page content itself is compressed).
        func contains(_ pdf: Data, _ text: String) -> Bool { pdf.range(of: Data(text.utf8)) != nil }
        #expect(contains(dressed, "%PDF-"))
        #expect(!contains(bare, "Inter-SemiBold"), "nothing on the bare window uses the status bar's font")
        #expect(contains(dressed, "Inter-SemiBold"), "\"9:41\" is set in the system font, semibold, as text")
        #expect(!contains(dressed, "/Subtype /Image"), "the chrome is paths and text, not a picture of them")
        #expect(dressed.count > bare.count + 1000, "signal bars, Wi-Fi, battery and home indicator add paths")
    }

    @Test("Replayed through UIKit (the PDF's way), the chrome paints the same pixels as on the PNG's canvas")
    func uikitReplayMatchesCanvas() throws {
        let size = Size(width: 393, height: 852)
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let chrome = DeviceChrome(device: .iPhone15, orientation: .portrait, style: .default, appearance: appearance,
                                      statusBarHidden: false)
            let canvas = Canvas(size: size, scale: 2, background: .init(red: 0.5, green: 0.5, blue: 0.5))
            chrome.draw(on: canvas)
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            format.opaque = true
            let png = UIGraphicsImageRenderer(size: CGSize(width: 393, height: 852), format: format).pngData { context in
                UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 393, height: 852))
                chrome.draw(in: context.cgContext)
            }
            let bitmap = try #require(Bitmap(pngData: png))
            var differing = 0
            var drawn = 0
            for y in stride(from: 0, to: canvas.pixelHeight, by: 1) where y < 120 || y > 1660 {
                for x in 0..<canvas.pixelWidth {
                    let a = canvas.pixel(x: x, y: y), b = bitmap.pixel(x: x, y: y)
                    if a.red != 127 && a.red != 128 { drawn += 1 }
                    if abs(Int(a.red) - Int(b.red)) > 2 || abs(Int(a.green) - Int(b.green)) > 2 { differing += 1 }
                }
            }
            #expect(drawn > 500, "the chrome drew something (\(drawn) pixels)")
            #expect(differing == 0, "\(appearance == .dark ? "dark" : "light"): \(differing) pixels differ")
        }
    }
}
