import Testing
@testable import UIKit

private func components(_ color: UIColor) -> [Int] {
    [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } + [Int((color.alpha * 100).rounded())]
}

@MainActor
@Suite("UIColor: initialisers, dynamic colours, Apple's light and dark values")
struct ColorTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    @Test("label and systemBackground resolve to Apple's light and dark values")
    func semanticColours() {
        // label: black in light, white in dark; systemBackground: white in light, black in dark.
        #expect(components(UIColor.label.resolvedColor(with: light)) == [0, 0, 0, 100])
        #expect(components(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255, 100])
        #expect(components(UIColor.systemBackground.resolvedColor(with: light)) == [255, 255, 255, 100])
        #expect(components(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 100])
        // secondaryLabel: (60, 60, 67) at 60 % in light, (235, 235, 245) at 60 % in dark.
        #expect(components(UIColor.secondaryLabel.resolvedColor(with: light)) == [60, 60, 67, 60])
        #expect(components(UIColor.secondaryLabel.resolvedColor(with: dark)) == [235, 235, 245, 60])
        #expect(components(UIColor.tertiaryLabel.resolvedColor(with: dark)) == [235, 235, 245, 30])
        #expect(components(UIColor.secondarySystemBackground.resolvedColor(with: dark)) == [28, 28, 30, 100])
        #expect(components(UIColor.systemGroupedBackground.resolvedColor(with: light)) == [242, 242, 247, 100])
        #expect(components(UIColor.separator.resolvedColor(with: dark)) == [84, 84, 88, 60])
        // System colours: systemBlue (0, 122, 255) / (10, 132, 255); systemRed (255, 59, 48) / (255, 69, 58).
        #expect(components(UIColor.systemBlue.resolvedColor(with: light)) == [0, 122, 255, 100])
        #expect(components(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 100])
        #expect(components(UIColor.systemRed.resolvedColor(with: dark)) == [255, 69, 58, 100])
        #expect(components(UIColor.systemGray6.resolvedColor(with: dark)) == [28, 28, 30, 100])
        // Unspecified style resolves as light; a dynamic colour's own components are its light appearance.
        #expect(components(UIColor.label.resolvedColor(with: UITraitCollection())) == [0, 0, 0, 100])
        #expect(components(UIColor.systemBackground) == [255, 255, 255, 100])
        #expect(UIColor.label.description.hasSuffix("; name = labelColor>"))
    }

    @Test("A view's traits pick the appearance (overrideUserInterfaceStyle)")
    func resolvedAgainstView() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(components(UIColor.label.resolvedColor(with: child.traitCollection)) == [0, 0, 0, 100])
        parent.overrideUserInterfaceStyle = .dark
        #expect(components(UIColor.label.resolvedColor(with: child.traitCollection)) == [255, 255, 255, 100])
    }

    @Test("A label resolves its text colour and attributed colours against its traits")
    func labelColours() {
        let parent = UIView(), label = UILabel()
        parent.addSubview(label)
        label.attributedText = NSAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.secondaryLabel])
        let plain = UILabel()
        parent.addSubview(plain)
        #expect(components(plain.resolvedTextColor) == [0, 0, 0, 100])  // .label in light
        // textColor reflects the attributed text's first colour, as UIKit documents.
        #expect(components(label.resolvedTextColor) == [60, 60, 67, 60])
        #expect(label.graphicsText.runs[0].color?.alpha == 0.6)
        #expect(abs(label.graphicsText.runs[0].color!.red - 60.0 / 255) < 1e-9)
        parent.overrideUserInterfaceStyle = .dark
        #expect(components(plain.resolvedTextColor) == [255, 255, 255, 100])
        #expect(components(label.resolvedTextColor) == [235, 235, 245, 60])
        #expect(abs(label.graphicsText.runs[0].color!.red - 235.0 / 255) < 1e-9)
    }

    @Test("dynamicProvider, withAlphaComponent and equality")
    func dynamicProvider() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: dark) == .white)
        #expect(color.resolvedColor(with: light) == .black)
        let faded = color.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5))
        #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor.red.withAlphaComponent(0.25) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
        #expect(color == color && color != faded)
    }

    @Test("White, HSB and component getters; cgColor")
    func initialisers() {
        #expect(components(UIColor(white: 0.5, alpha: 1)) == [128, 128, 128, 100])
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(components(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == [0, 255, 0, 100])
        #expect(components(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 0.5, alpha: 1)) == [0, 0, 128, 100])
        #expect(UIColor(hue: 0.5, saturation: 0, brightness: 0.25, alpha: 1) == UIColor(white: 0.25, alpha: 1))
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.orange.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 30.0 / 360) < 1e-9 && s == 1 && b == 1 && a == 1)
        var r: CGFloat = 0, g: CGFloat = 0, bl: CGFloat = 0
        UIColor.purple.getRed(&r, green: &g, blue: &bl, alpha: &a)
        #expect([r, g, bl, a] == [0.5, 0, 0.5, 1])
        #expect(UIColor.systemBlue.cgColor == CGColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor(cgColor: UIColor.magenta.cgColor) == .magenta)
        #expect(UIColor.clear.alpha == 0)
    }
}
