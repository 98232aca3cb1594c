// UIButton.Configuration (iOS 15): a button's content and style as a value, the basics.

internal import Graphics

/// Edges in leading/trailing terms (`UIButton.Configuration.imagePlacement`).
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIButton {
    /// A button's content and appearance as a value: title, subtitle, image with placement and padding, insets,
    /// colours and a background style (plain, gray, tinted, filled and their bordered names).
    ///
    /// What is drawn and measured: the image on the side `imagePlacement` names (leading and trailing follow the
    /// layout direction; top and bottom stack it with the title, each centred), `imagePadding` between image and text, the title (or `attributedTitle`'s characters) in the body style with the
    /// `subtitle` under it in the subheadline style, `titlePadding` apart and aligned by `titleAlignment`, all inside
    /// `contentInsets`; the background is a rounded rectangle (`cornerStyle`) in `baseBackgroundColor` for
    /// the styles that have one. The default insets per `buttonSize` (mini 2/6, small 5/10, medium 7/12, large
    /// 14/20 points, vertical/horizontal) approximate iOS's.
    public struct Configuration: Sendable {
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

        enum Style { case plain, gray, tinted, filled }
        let style: Style

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var showsActivityIndicator = false
        public var buttonSize: Size = .medium {
            didSet { if !insetsWereSet { contentInsetsStorage = Configuration.defaultInsets(buttonSize) } }
        }
        private var contentInsetsStorage = Configuration.defaultInsets(.medium)
        private var insetsWereSet = false
        /// Space around the content (by default from `buttonSize`).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage }
            set { contentInsetsStorage = newValue; insetsWereSet = true }
        }

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        static func defaultInsets(_ size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The configuration for a button's state (the colours a state uses are resolved when drawing).
        public func updated(for button: UIButton) -> Configuration { self }

        /// The title and image colour: the base foreground colour, else white on filled, else the tint.
        func foreground(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The background fill: the base background colour, else the tint (filled), the tint at 15 % (tinted),
        /// a system fill (gray), nothing (plain).
        func background(tint: UIColor) -> UIColor? {
            switch style {
            case .plain: return baseBackgroundColor
            case .filled: return baseBackgroundColor ?? tint
            case .tinted: return baseBackgroundColor ?? tint.withAlphaComponent(0.15)
            case .gray: return baseBackgroundColor ?? .secondarySystemFill
            }
        }

        /// The background's corner radius for a height.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed, .dynamic, .medium: return 6
            case .small: return 4
            case .large: return 10
            case .capsule: return height / 2
            }
        }
    }

    /// A button styled by `configuration`, running `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        applyConfiguration()  // observers do not run for the class's own properties inside its initializers
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
}
