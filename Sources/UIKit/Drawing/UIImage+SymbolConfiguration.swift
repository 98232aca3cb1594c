// UIImage.Configuration and UIImage.SymbolConfiguration: how symbol images are sized and weighted.

internal import Graphics

extension UIImage {
    /// Traits an image is resolved with. Immutable.
    open class Configuration: NSObject, @unchecked Sendable {
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        public override convenience init() { self.init(traitCollection: nil) }

        /// The same configuration resolved with other traits.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            self
        }
    }

    /// A symbol's size relative to text of its point size (`.small` in the seeds' icon buttons).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        var graphicsScale: Graphics.SymbolScale {
            switch self {
            case .small: return .small
            case .large: return .large
            default: return .medium
            }
        }
    }

    /// A symbol's stroke weight, on the scale of font weights.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The matching font weight (`.unspecified` is regular).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: return .regular
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }

        init(_ weight: UIFont.Weight) {
            let all: [SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            self = all.min { abs($0.fontWeight().rawValue - weight.rawValue) < abs($1.fontWeight().rawValue - weight.rawValue) } ?? .regular
        }
    }

    /// How a symbol image is sized: a point size (or the size of a text style or font), a weight and a scale, as
    /// SF Symbols size next to text. Unset parts fall back to 17 pt (the body style at Large), regular, medium.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight?
        public let scale: SymbolScale?
        public let textStyle: UIFont.TextStyle?
        let font: UIFont?

        init(pointSize: CGFloat?, weight: SymbolWeight?, scale: SymbolScale?, textStyle: UIFont.TextStyle?, font: UIFont?,
             traitCollection: UITraitCollection? = nil) {
            self.pointSize = pointSize.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            self.weight = weight == .unspecified ? nil : weight
            self.scale = scale == .unspecified || scale == .default ? nil : scale
            self.textStyle = textStyle
            self.font = font
            super.init(traitCollection: traitCollection)
        }

        /// A configuration that sets nothing.
        public static let unspecified = SymbolConfiguration(pointSize: nil, weight: nil, scale: nil, textStyle: nil, font: nil)

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: nil, scale: nil, textStyle: nil, font: nil)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: nil, textStyle: nil, font: nil)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, font: nil)
        }
        /// Sized like text of `textStyle`, following the content size category (Dynamic Type).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, weight: nil, scale: nil, textStyle: textStyle, font: nil)
        }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, weight: nil, scale: scale, textStyle: textStyle, font: nil)
        }
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: nil, scale: scale, textStyle: nil, font: nil)
        }
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: nil, textStyle: nil, font: nil)
        }
        /// Sized and weighted like `font`.
        public convenience init(font: UIFont) {
            self.init(pointSize: nil, weight: nil, scale: nil, textStyle: nil, font: font)
        }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: nil, weight: nil, scale: scale, textStyle: nil, font: font)
        }

        /// This configuration with the parts `other` sets taking precedence (a size from `other` replaces this one's
        /// point size, text style and font together).
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            let otherSetsSize = other.pointSize != nil || other.textStyle != nil || other.font != nil
            return SymbolConfiguration(pointSize: otherSetsSize ? other.pointSize : pointSize,
                                       weight: other.weight ?? weight, scale: other.scale ?? scale,
                                       textStyle: otherSetsSize ? other.textStyle : textStyle,
                                       font: otherSetsSize ? other.font : font,
                                       traitCollection: other.traitCollection ?? traitCollection)
        }

        /// The configuration without its scale, weight or size (SF's `configurationWithoutScale()` etc.).
        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, scale: nil, textStyle: textStyle, font: font,
                                traitCollection: traitCollection)
        }
        public func configurationWithoutWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: nil, scale: scale, textStyle: textStyle, font: font,
                                traitCollection: traitCollection)
        }
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: nil, scale: scale, textStyle: nil, font: nil,
                                traitCollection: traitCollection)
        }

        /// The text size the symbol matches: the point size, else the text style's size for the traits' content
        /// size category, else the font's, else 17 pt.
        func resolvedPointSize(_ traits: UITraitCollection?) -> CGFloat {
            if let pointSize { return pointSize }
            if let textStyle {
                return UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits ?? traitCollection).pointSize
            }
            if let font { return font.pointSize }
            return 17
        }

        /// The weight: the one set, else the font's, else regular (text styles here are all regular but headline,
        /// which is semibold).
        func resolvedWeight(_ traits: UITraitCollection?) -> UIFont.Weight {
            if let weight { return weight.fontWeight() }
            if let font { return UIFont.Weight(CGFloat(font.font.weight.rawValue)) }
            if textStyle == .headline { return .semibold }
            return .regular
        }

        var resolvedScale: SymbolScale { scale ?? .medium }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && font == other.font
        }

        public override var hash: Int {
            var h = Hasher()
            h.combine(pointSize)
            h.combine(weight)
            h.combine(scale)
            h.combine(textStyle)
            return h.finalize()
        }
    }
}
