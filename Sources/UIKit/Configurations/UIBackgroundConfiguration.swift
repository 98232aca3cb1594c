/// How a cell's background looks (iOS 14): a colour, a corner radius, insets, a stroke, or a view of your own — and
/// the system's looks for list cells and headers, which follow the cell's state (selected, highlighted).
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    /// Nil: the look's own colour (`resolvedBackgroundColor`).
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var customView: UIView?
    /// Which system look this is, so that `updated(for:)` gives its selected and highlighted colours.
    var look: Look = .clear
    /// The colour of the look before any state.
    var baseColor: UIColor?

    enum Look: Hashable { case clear, listPlainCell, listGroupedCell, listSidebarCell, listHeaderFooter }

    public init() {}

    private init(look: Look, color: UIColor?) {
        self.look = look
        baseColor = color
        backgroundColor = color
    }

    /// No background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(look: .clear, color: .clear) }
    /// A plain list's cell: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(look: .listPlainCell, color: .systemBackground)
    }
    /// A grouped list's cell: the grouped content colour, over the grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(look: .listGroupedCell, color: .secondarySystemGroupedBackground)
    }
    /// A sidebar's cell: clear until selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(look: .listSidebarCell, color: .clear)
    }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(look: .listHeaderFooter, color: .systemBackground)
    }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(look: .listHeaderFooter, color: .clear)
    }

    /// The look for `state`: list cells turn the system grey while selected or highlighted (`systemGray4`, the table
    /// view's selection grey; the exact colour is not documented).
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var copy = self
        guard look != .clear, look != .listHeaderFooter, let cell = state as? UICellConfigurationState else { return copy }
        if backgroundColor === baseColor || backgroundColor === UIColor.systemGray4 {
            copy.backgroundColor = cell.isSelected || cell.isHighlighted ? .systemGray4 : baseColor
        }
        return copy
    }

    /// The colour drawn: `backgroundColor` through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?.transform(color) ?? color
    }

    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.backgroundColor === b.backgroundColor && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets
            && a.strokeColor === b.strokeColor && a.strokeWidth == b.strokeWidth && a.customView === b.customView
            && a.look == b.look && a.backgroundColorTransformer == b.backgroundColorTransformer
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cornerRadius)
        hasher.combine(strokeWidth)
        hasher.combine(look)
    }
}

/// A function from colour to colour, applied to a configuration's colour (`.grayscale`, `.preferredTint`, or your own).
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    let transform: (UIColor) -> UIColor
    private let identity: String

    public init(_ transformer: @escaping (UIColor) -> UIColor) {
        transform = transformer
        identity = UUID().uuidString
    }

    private init(named name: String, _ transformer: @escaping (UIColor) -> UIColor) {
        transform = transformer
        identity = name
    }

    public static func == (a: UIConfigurationColorTransformer, b: UIConfigurationColorTransformer) -> Bool {
        a.identity == b.identity
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    /// Each colour as the grey of its luma (Rec. 601 weights), resolved for the traits it is drawn with.
    public static let grayscale = UIConfigurationColorTransformer(named: "grayscale") { color in
        UIColor { traits in
            let c = color.resolvedColor(with: traits)
            let grey = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
            return UIColor(red: grey, green: grey, blue: grey, alpha: c.alpha)
        }
    }
}
