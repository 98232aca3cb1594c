/// How a list section looks (iOS 14): its appearance, separators, header and footer.
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public let appearance: Appearance
    /// Whether list cells draw a separator line under themselves (true).
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// The list's background: the collection view takes it when the layout is laid out (nil: the appearance's —
    /// `systemBackground` for plain lists, `systemGroupedBackground` for grouped ones).
    public var backgroundColor: UIColor?
    /// Kept for source compatibility (the header's top padding is not applied).
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) { self.appearance = appearance }

    /// The list's background colour.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}
