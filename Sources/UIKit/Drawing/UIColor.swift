// UIColor: RGBA in sRGB, plus dynamic colours that resolve against a trait collection (light/dark).
// The system and semantic colours carry Apple's published light and dark values (Human Interface Guidelines,
// Color > Specifications, and UIKit's UIColor documentation for the iOS 15+ palette). The grays, labels and
// backgrounds were cross-checked against values read back from iOS with resolvedColor(with:) (zenn.dev/kyome,
// "UIColorのlight/dark RGB"; gist CreatureSurvive/1788cd3d…). The two disagree only on quaternaryLabel's dark alpha
// (16 % vs 18 %); 16 % is kept. The fills, opaqueSeparator, link and Mint/Teal/Cyan were not cross-checked.

internal import Graphics

/// A colour as RGBA components in 0...1 (sRGB), or a dynamic colour whose provider picks one per trait collection.
///
/// `Sendable` and immutable, as in recent iOS SDKs, so `static let` colours compile in Swift 6. A dynamic colour's
/// own components are its light appearance; `resolvedColor(with:)` gives the appearance for given traits.
open class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat
    /// For dynamic colours: the appearance for a trait collection.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// The system colour's name ("labelColor"), for descriptions.
    let systemName: String?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        provider = nil
        systemName = nil
        super.init()
    }

    init(light: UIColor, name: String?, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        red = light.red
        green = light.green
        blue = light.blue
        alpha = light.alpha
        self.provider = provider
        systemName = name
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (all 0...1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Display P3 components, taken as sRGB (no colour management here).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour that asks `dynamicProvider` for its appearance in each trait collection.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)), name: nil, provider: dynamicProvider)
    }

    /// A colour from the app's asset catalogue. Trellis apps have no asset catalogues, so this is nil, as on iOS
    /// for a name the catalogue lacks.
    public convenience init?(named name: String) {
        return nil
    }

    /// The appearance for `traitCollection` (a plain colour is itself).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The same colour with another alpha (dynamic colours stay dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let provider else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
    }

    /// The components in sRGB; always true here.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Brightness as the mean of the components (exact for greys); true, as for any RGB colour.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }

    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maxC = max(red, green, blue), minC = min(red, green, blue), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == red { h = (green - blue) / delta } else if maxC == green { h = (blue - red) / delta + 2 } else { h = (red - green) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC == 0 ? 0 : delta / maxC
        brightness?.pointee = maxC
        alpha?.pointee = self.alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return self === other }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var h = Hasher()
        for c in [red, green, blue, alpha] { h.combine(c) }
        return h.finalize()
    }

    open override var description: String {
        if let systemName { return "<UIDynamicSystemColor: \(addressString(self)); name = \(systemName)>" }
        if provider != nil { return "<UIDynamicProviderColor: \(addressString(self)); provider = <__NSMallocBlock__>>" }
        return "UIExtendedSRGBColorSpace \(red.g) \(green.g) \(blue.g) \(alpha.g)"
    }

    /// Graphics' colour with the same (light) components.
    var graphicsColor: Color { Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)) }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    /// A system colour: `light` in light appearance, `dark` in dark.
    private static func system(_ name: String, _ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor(light: light, name: name) { $0.userInterfaceStyle == .dark ? dark : light }
    }

    // MARK: Fixed colours (UIKit's class properties: components in sRGB)

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// White at 60 % / black: text on dark and light backgrounds (not dynamic).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)

    // MARK: System colours (HIG, Color > Specifications: default light / dark sRGB values, iOS 15+)

    public static let systemRed = system("systemRedColor", rgb(255, 59, 48), rgb(255, 69, 58))
    public static let systemOrange = system("systemOrangeColor", rgb(255, 149, 0), rgb(255, 159, 10))
    public static let systemYellow = system("systemYellowColor", rgb(255, 204, 0), rgb(255, 214, 10))
    public static let systemGreen = system("systemGreenColor", rgb(52, 199, 89), rgb(48, 209, 88))
    public static let systemMint = system("systemMintColor", rgb(0, 199, 190), rgb(99, 230, 226))
    public static let systemTeal = system("systemTealColor", rgb(48, 176, 199), rgb(64, 200, 224))
    public static let systemCyan = system("systemCyanColor", rgb(50, 173, 230), rgb(100, 210, 255))
    public static let systemBlue = system("systemBlueColor", rgb(0, 122, 255), rgb(10, 132, 255))
    public static let systemIndigo = system("systemIndigoColor", rgb(88, 86, 214), rgb(94, 92, 230))
    public static let systemPurple = system("systemPurpleColor", rgb(175, 82, 222), rgb(191, 90, 242))
    public static let systemPink = system("systemPinkColor", rgb(255, 45, 85), rgb(255, 55, 95))
    public static let systemBrown = system("systemBrownColor", rgb(162, 132, 94), rgb(172, 142, 104))
    public static let systemGray = system("systemGrayColor", rgb(142, 142, 147), rgb(142, 142, 147))
    public static let systemGray2 = system("systemGray2Color", rgb(174, 174, 178), rgb(99, 99, 102))
    public static let systemGray3 = system("systemGray3Color", rgb(199, 199, 204), rgb(72, 72, 74))
    public static let systemGray4 = system("systemGray4Color", rgb(209, 209, 214), rgb(58, 58, 60))
    public static let systemGray5 = system("systemGray5Color", rgb(229, 229, 234), rgb(44, 44, 46))
    public static let systemGray6 = system("systemGray6Color", rgb(242, 242, 247), rgb(28, 28, 30))

    // MARK: Semantic colours (UIKit's documented light / dark values; dark shown at the base elevation)

    public static let label = system("labelColor", rgb(0, 0, 0), rgb(255, 255, 255))
    public static let secondaryLabel = system("secondaryLabelColor", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = system("tertiaryLabelColor", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = system("quaternaryLabelColor", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    public static let placeholderText = system("placeholderTextColor", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let link = system("linkColor", rgb(0, 122, 255), rgb(9, 132, 255))
    public static let separator = system("separatorColor", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = system("opaqueSeparatorColor", rgb(198, 198, 200), rgb(56, 56, 58))
    public static let systemFill = system("systemFillColor", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = system("secondarySystemFillColor", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = system("tertiarySystemFillColor", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = system("quaternarySystemFillColor", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
    public static let systemBackground = system("systemBackgroundColor", rgb(255, 255, 255), rgb(0, 0, 0))
    public static let secondarySystemBackground = system("secondarySystemBackgroundColor", rgb(242, 242, 247), rgb(28, 28, 30))
    public static let tertiarySystemBackground = system("tertiarySystemBackgroundColor", rgb(255, 255, 255), rgb(44, 44, 46))
    public static let systemGroupedBackground = system("systemGroupedBackgroundColor", rgb(242, 242, 247), rgb(0, 0, 0))
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackgroundColor",
                                                                rgb(255, 255, 255), rgb(28, 28, 30))
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackgroundColor",
                                                               rgb(242, 242, 247), rgb(44, 44, 46))
    /// The app's tint when none is set: system blue.
    public static let tintColor = system("tintColor", rgb(0, 122, 255), rgb(10, 132, 255))
}

extension UIColor {
    /// The Core Graphics colour with the same components. A dynamic colour is resolved for
    /// `UITraitCollection.current` (as on iOS, where a `CGColor` cannot adapt: inside `traitCollectionDidChange` it
    /// is the view's appearance, light elsewhere unless code set `current`).
    public var cgColor: CGColor {
        let resolved = resolvedColor(with: UITraitCollection.current)
        return CGColor(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
    }

    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
    }
}
