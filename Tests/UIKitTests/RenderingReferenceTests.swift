import Testing
@testable import UIKit

/// A profile card in the seeds' style, drawn through UIKit and compared with the committed PNG
/// `References/profile-card@2x.png` pixel by pixel with a tolerance (fonts are pinned, so it is the same on every
/// machine with Debian's packages).
///
/// Regenerate the reference after an intended change with:
///
///     TRELLIS_UPDATE_REFERENCES=1 swift test --filter RenderingReferenceTests
///
/// and look at the new PNG before committing it.
@MainActor
@Suite("Rendering: reference image")
struct RenderingReferenceTests {
    static let referenceURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("References/profile-card@2x.png")

    /// A header picture made with UIGraphicsImageRenderer (no files needed).
    static func headerPicture() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 64, height: 32), format: format).image { ctx in
            UIColor.systemIndigo.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 32))
            UIColor.systemOrange.setFill()
            UIBezierPath(ovalIn: CGRect(x: 40, y: 4, width: 16, height: 16)).fill()
            UIColor.systemGreen.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 24, width: 64, height: 8)).fill()
        }
    }

    static func makeCard(style: UIUserInterfaceStyle) -> UIView {
        final class FadeView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.overrideUserInterfaceStyle = style
        root.backgroundColor = .systemGroupedBackground

        let card = UIView(frame: CGRect(x: 16, y: 16, width: 288, height: 268))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 3)
        root.addSubview(card)

        let header = UIImageView(image: headerPicture())
        header.frame = CGRect(x: 0, y: 0, width: 288, height: 96)
        header.contentMode = .scaleAspectFill
        header.clipsToBounds = true
        header.layer.cornerRadius = 12
        header.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.addSubview(header)
        let fade = FadeView(frame: CGRect(x: 0, y: 48, width: 288, height: 48))
        (fade.layer as! CAGradientLayer).colors = [UIColor.black.withAlphaComponent(0).cgColor, UIColor.black.withAlphaComponent(0.5).cgColor]
        header.addSubview(fade)

        let avatar = UIImageView(image: UIImage(systemName: "person.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        avatar.frame = CGRect(x: 16, y: 64, width: 64, height: 64)
        avatar.contentMode = .center
        avatar.backgroundColor = .systemBackground
        avatar.tintColor = .systemGray
        avatar.layer.cornerRadius = 8
        avatar.layer.masksToBounds = true
        avatar.layer.borderWidth = 3
        avatar.layer.borderColor = UIColor.systemBackground.resolvedColor(with: root.traitCollection).cgColor
        card.addSubview(avatar)

        let name = UILabel(frame: CGRect(x: 92, y: 100, width: 180, height: 24))
        name.text = "App Store 😈"
        name.font = .preferredFont(forTextStyle: .headline)
        card.addSubview(name)
        let bio = UILabel(frame: CGRect(x: 16, y: 136, width: 256, height: 40))
        bio.numberOfLines = 2
        bio.font = .preferredFont(forTextStyle: .footnote)
        bio.textColor = .secondaryLabel
        bio.text = "Apps we love, games we can't put down, and stories behind them — all in one place. Truncated here."
        card.addSubview(bio)

        let location = UIButton(type: .system)
        location.tintColor = .label
        location.setTitle("Cupertino", for: .normal)
        location.titleLabel?.font = .preferredFont(forTextStyle: .caption1)
        location.setImage(UIImage(systemName: "mappin.and.ellipse", withConfiguration: UIImage.SymbolConfiguration(scale: .small)), for: .normal)
        location.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8)
        location.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        location.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        location.frame = CGRect(origin: CGPoint(x: 12, y: 184), size: location.intrinsicContentSize)
        card.addSubview(location)
        let link = UIButton(type: .system)
        link.setTitle("apple.com", for: .normal)
        link.setImage(UIImage(systemName: "link"), for: .normal)
        link.frame = CGRect(origin: CGPoint(x: 140, y: 184), size: link.intrinsicContentSize)
        card.addSubview(link)

        let toggle = UISwitch(frame: CGRect(x: 16, y: 222, width: 0, height: 0))
        toggle.isOn = true
        card.addSubview(toggle)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.frame = CGRect(x: 80, y: 228, width: 20, height: 20)
        spinner.startAnimating()
        card.addSubview(spinner)
        let field = UITextField(frame: CGRect(x: 116, y: 220, width: 156, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Reply"
        card.addSubview(field)
        root.layoutIfNeeded()
        for view in [card, header, fade, avatar, name, bio, location, link, toggle, spinner, field] {
            view.translatesAutoresizingMaskIntoConstraints = true
        }
        return root
    }

    @Test("A rendered profile card (light and dark) matches the committed reference (tolerance 8/255, ≤ 0.1% of pixels)")
    func cardMatchesReference() throws {
        // Symbol sizes and frames snap to the screen's pixel grid: draw on the iPhone 13 (3x) whatever device other
        // tests left simulated (the body runs on the main actor without suspending, so nothing interleaves).
        let device = UIDevice.current.simulatedDevice, orientation = UIDevice.current.orientation
        UIDevice.current.simulate(.iPhone13)
        defer { UIDevice.current.simulate(device, orientation: orientation) }
        let pair = UIView(frame: CGRect(x: 0, y: 0, width: 640, height: 300))
        let light = Self.makeCard(style: .light)
        let dark = Self.makeCard(style: .dark)
        dark.frame.origin.x = 320
        pair.addSubview(light)
        pair.addSubview(dark)
        let image = renderImage(pair, scale: 2)
        if ProcessInfo.processInfo.environment["TRELLIS_UPDATE_REFERENCES"] == "1" {
            try FileManager.default.createDirectory(at: Self.referenceURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try #require(image.pngData()).write(to: Self.referenceURL)
        }
        let data = try #require(FileManager.default.contents(atPath: Self.referenceURL.path),
                                "missing \(Self.referenceURL.path): regenerate it (see the comment above)")
        let reference = try #require(UIImage(data: data, scale: 2))
        let difference = try #require(reference.difference(from: image, tolerance: 8))
        #expect(difference.sameSize)
        #expect(difference.pixelsOverTolerance <= difference.pixelCount / 1000,
                "\(difference.pixelsOverTolerance) pixels differ by more than 8 (max \(difference.maxChannelDelta))")
        // Light and dark halves differ where the backgrounds are (the grouped background: F2F2F7 vs black).
        #expect(rgba(image, 8, 8) == [242, 242, 247, 255])
        #expect(rgba(image, 328, 8) == [0, 0, 0, 255])
    }
}
