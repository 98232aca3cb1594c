/// The content of a list row, header or footer (iOS 14): an image, a text and a secondary text, with their styling
/// and spacing, shown by a `UIListContentView`. Cells get one from `defaultContentConfiguration()`, set its content
/// and assign it to `contentConfiguration` — the replacement for `textLabel`, `detailTextLabel` and `imageView`.
///
/// Styles: `cell()` and `subtitleCell()` put the secondary text under the text (in the subheadline style),
/// `valueCell()` beside it, trailing (in the body style); headers and footers use the footnote style (headers of
/// grouped tables in capitals, as iOS draws them). Spacing: the row's layout margins (11 pt above and below, the
/// cell's own margins at the sides), 16 pt from the image to the text — the numbers of the built-in cell styles here.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How one of the texts is drawn.
    public struct TextProperties {
        public enum TextTransform: Int, Hashable, Sendable { case none, uppercase, lowercase, capitalized }

        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none

        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// How the image is drawn and how much room it takes.
    public struct ImageProperties {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at (zero: its own size), keeping its aspect ratio.
        public var maximumSize: CGSize = .zero
        /// The room the image takes even when smaller (zero: its own size), so texts of rows with different images
        /// line up.
        public var reservedLayoutSize: CGSize = .zero
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var accessibilityIgnoresInvertColors = false
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// Margins around the content (the cell's own margins win where they are larger: see
    /// `axesPreservingSuperviewLayoutMargins`).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The axes on which the content view takes its superview's margins where they are larger (both by default).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Whether the secondary text sits beside the text, trailing (`valueCell()`), rather than under it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// Whether this is a row's configuration (at least a standard row tall) rather than a header's or footer's.
    var isCellStyle = true

    init(text: UIFont.TextStyle, secondary: UIFont.TextStyle, secondaryColor: UIColor = .secondaryLabel,
         textColor: UIColor = .label) {
        textProperties = TextProperties(font: UIFont.preferredFont(forTextStyle: text), color: textColor)
        secondaryTextProperties = TextProperties(font: UIFont.preferredFont(forTextStyle: secondary), color: secondaryColor)
    }

    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .body, secondary: .subheadline)
    }

    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .body, secondary: .subheadline)
    }

    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(text: .body, secondary: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.numberOfLines = 1
        return configuration
    }

    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    public static func header() -> UIListContentConfiguration { plainHeader() }
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    public static func plainHeader() -> UIListContentConfiguration {
        headerOrFooter(text: .headline, textColor: .label, top: 6, bottom: 6)
    }

    public static func plainFooter() -> UIListContentConfiguration {
        headerOrFooter(text: .footnote, textColor: .secondaryLabel, top: 6, bottom: 6)
    }

    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = headerOrFooter(text: .footnote, textColor: .secondaryLabel, top: 16, bottom: 6)
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    public static func groupedFooter() -> UIListContentConfiguration {
        headerOrFooter(text: .footnote, textColor: .secondaryLabel, top: 6, bottom: 16)
    }

    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = headerOrFooter(text: .title3, textColor: .label, top: 11, bottom: 11)
        configuration.textProperties.font = bold(.title3)
        return configuration
    }

    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = headerOrFooter(text: .title2, textColor: .label, top: 11, bottom: 11)
        configuration.textProperties.font = bold(.title2)
        return configuration
    }

    /// A header's or footer's configuration: its text style and colour, footnote secondary text, 16 pt side margins.
    private static func headerOrFooter(text: UIFont.TextStyle, textColor: UIColor, top: CGFloat,
                                       bottom: CGFloat) -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(text: text, secondary: .footnote, textColor: textColor)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: top, leading: 16, bottom: bottom, trailing: 16)
        configuration.isCellStyle = false
        return configuration
    }

    /// A text style's font in bold.
    static func bold(_ style: UIFont.TextStyle) -> UIFont {
        let font = UIFont.preferredFont(forTextStyle: style)
        guard let descriptor = font.fontDescriptor.withSymbolicTraits(.traitBold) else { return font }
        return UIFont(descriptor: descriptor, size: 0)
    }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration for a state. The list styles here look the same in every state (the cell's background shows
    /// the selection), so it is returned as it is.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// Axes, as option set (`UIAxis`).
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
