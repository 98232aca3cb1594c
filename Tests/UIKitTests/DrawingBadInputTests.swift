import Testing
@testable import UIKit

/// Bad numbers given to text, images, layers and the renderers: nothing traps (a trap would end the test run),
/// nothing allocates without bound, frames stay finite, and what is refused is reported.
@MainActor
@Suite("Drawing and text: bad sizes and numbers are survived", .serialized)
struct DrawingBadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let message: String?
        let apply: @MainActor @Sendable () -> Void
        var testDescription: String { name }
    }

    /// A small screen of a label, an image view with a border and corners, and a stack, rendered to PNG.
    static func renderScreen(_ configure: (UIView, UILabel, UIImageView) -> Void) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let label = UILabel()
        label.text = "Hello 👋 world"
        let image = UIImageView(image: UIImage(systemName: "star.fill"))
        let stack = UIStackView(arrangedSubviews: [label, image])
        stack.axis = .vertical
        stack.frame = root.bounds
        root.addSubview(stack)
        configure(root, label, image)
        root.layoutIfNeeded()
        for view in [root, stack, label, image] as [UIView] {
            #expect(view.frame.isFinite && view.intrinsicContentSize.width.isFinite, "\(type(of: view)) \(view.frame)")
        }
        let png = UIGraphicsImageRenderer(bounds: root.bounds).pngData { context in root.layer.render(in: context.cgContext) }
        #expect(!png.isEmpty)
    }

    nonisolated static let cases: [Case] = [
        Case(name: "a font of NaN points", message: nil, apply: {
            renderScreen { _, label, _ in label.font = UIFont.systemFont(ofSize: .nan) }
        }),
        Case(name: "a font of −12 points", message: nil, apply: {
            renderScreen { _, label, _ in label.font = UIFont.systemFont(ofSize: -12) }
        }),
        Case(name: "a font of 1e9 points", message: nil, apply: {
            renderScreen { _, label, _ in label.font = UIFont.boldSystemFont(ofSize: 1e9) }
        }),
        Case(name: "huge but finite: stack spacing 1e308", message: nil, apply: {
            renderScreen { _, _, image in (image.superview as? UIStackView)?.spacing = 1e308 }
        }),
        Case(name: "huge but finite: a width constant of 1e308", message: nil, apply: {
            renderScreen { _, label, _ in label.widthAnchor.constraint(equalToConstant: 1e308).isActive = true }
        }),
        Case(name: "huge but finite: a root of 1e300 points", message: nil, apply: {
            renderScreen { root, _, _ in root.frame = CGRect(x: 0, y: 0, width: 1e300, height: 1e300) }
        }),
        Case(name: "huge but finite: a font of 1e300 points", message: nil, apply: {
            renderScreen { _, label, _ in label.font = UIFont.systemFont(ofSize: 1e300) }
        }),
        Case(name: "huge but finite: margins of 1e308", message: nil, apply: {
            renderScreen { root, label, _ in
                label.translatesAutoresizingMaskIntoConstraints = false
                root.layoutMargins = UIEdgeInsets(top: 1e308, left: 1e308, bottom: 1e308, right: 1e308)
                label.removeFromSuperview(); root.addSubview(label)
                NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                                             label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                                             label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor)])
            }
        }),
        Case(name: "huge but finite: multiplier 1e308", message: nil, apply: {
            renderScreen { root, label, _ in
                label.translatesAutoresizingMaskIntoConstraints = false
                label.removeFromSuperview(); root.addSubview(label)
                NSLayoutConstraint.activate([label.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1e308),
                                             label.heightAnchor.constraint(equalTo: label.widthAnchor, multiplier: 1e308)])
            }
        }),
        Case(name: "numberOfLines −3", message: nil, apply: {
            renderScreen { _, label, _ in label.numberOfLines = -3 }
        }),
        Case(name: "a NaN corner radius and an infinite border", message: nil, apply: {
            renderScreen { root, _, image in
                image.layer.cornerRadius = .nan
                image.layer.borderWidth = .infinity
                root.layer.cornerRadius = -40
                root.layer.borderWidth = -2
            }
        }),
        Case(name: "a colour of NaN components", message: nil, apply: {
            renderScreen { root, label, _ in
                root.backgroundColor = UIColor(red: .nan, green: 2, blue: -1, alpha: .infinity)
                label.textColor = UIColor(white: .nan, alpha: .nan)
            }
        }),
        Case(name: "a NaN alpha", message: nil, apply: {
            renderScreen { _, label, _ in label.alpha = .nan }
        }),
        Case(name: "a renderer of zero size", message: nil, apply: {
            let image = UIGraphicsImageRenderer(size: .zero).image { _ in }
            #expect(image.size.width >= 0)
        }),
        Case(name: "a renderer of NaN size", message: nil, apply: {
            let image = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 10)).image { _ in }
            #expect(image.size.width.isFinite)
        }),
        Case(name: "a renderer of negative size", message: nil, apply: {
            _ = UIGraphicsImageRenderer(size: CGSize(width: -50, height: -50)).pngData { _ in }
        }),
        Case(name: "a renderer of 10⁶ × 10⁶ points", message: "more than 67108864; drawing at scale", apply: {
            // 9 × 10¹² pixels at 3×: clamped to 32,767 pixels a side, then to 2²⁶ pixels in all, at a lower scale.
            let image = UIGraphicsImageRenderer(size: CGSize(width: 1e6, height: 1e6)).image { _ in }
            let pixels = image.size.width * image.scale * image.size.height * image.scale
            #expect(pixels <= 67_108_864 * 1.01, "\(image.size) at \(image.scale)")
        }),
        Case(name: "a renderer of 20,000 × 10,000 points at 2× keeps its size at a lower scale", message: "drawing at scale",
             apply: {
                 let format = UIGraphicsImageRendererFormat()
                 format.scale = 2
                 let image = UIGraphicsImageRenderer(size: CGSize(width: 20_000, height: 10_000), format: format).image { _ in }
                 // Whole pixels at a scale of about 0.64: the point size is within a pixel and a half of the asked one.
                 let size = image.size
                 #expect(abs(size.width - 16_383.5) < 2 && abs(size.height - 10_000) < 2, "size \(size.width) × \(size.height) at \(image.scale)")
                 #expect(image.scale < 2)
             }),
        Case(name: "a renderer of infinite size", message: nil, apply: {
            _ = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.infinity, height: 10)).image { _ in }
        }),
        Case(name: "a view of 10⁶ points rendered", message: "more than 67108864", apply: {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 1e6, height: 1e6))
            view.backgroundColor = .red
            _ = UIGraphicsImageRenderer(bounds: view.bounds).pngData { view.layer.render(in: $0.cgContext) }
        }),
        Case(name: "an image resized to NaN", message: nil, apply: {
            let star = UIImage(systemName: "star")
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                star?.draw(in: CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: -5))
            }
            #expect(image.size == CGSize(width: 10, height: 10))
        }),
        Case(name: "text drawn at NaN", message: nil, apply: {
            _ = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
                ("Hello" as NSString).draw(at: CGPoint(x: CGFloat.nan, y: .infinity), withAttributes: nil)
                ("Hello" as NSString).draw(in: CGRect(x: 0, y: 0, width: -10, height: CGFloat.nan), withAttributes: nil)
            }
        }),
        Case(name: "a label measured at NaN and negative widths", message: nil, apply: {
            let label = UILabel()
            label.text = "Some text that wraps over a few lines"
            label.numberOfLines = 0
            _ = label.sizeThatFits(CGSize(width: CGFloat.nan, height: .nan))
            _ = label.sizeThatFits(CGSize(width: -100, height: -1))
            _ = label.textRect(forBounds: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .nan), limitedToNumberOfLines: -1)
            label.preferredMaxLayoutWidth = -20
            _ = label.intrinsicContentSize
        }),
    ]

    @Test("Survived, and the screen renders", arguments: cases)
    func badInput(_ badCase: Case) {
        let log = capturingLayoutLog { badCase.apply() }
        if let message = badCase.message {
            #expect(log.contains { $0.contains(message) }, "log: \(log.prefix(5))")
        }
    }
}
