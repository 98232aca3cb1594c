/// Something a list cell shows beside its content (iOS 14): a disclosure chevron, a checkmark, an info button, a
/// label, or a view of your own. Trellis shows trailing accessories; the editing ones are not provided.
public struct UICellAccessory: @unchecked Sendable {
    /// When the accessory shows. Trellis's cells are never editing, so `.whenEditing` accessories stay hidden.
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    /// Where a custom view goes.
    public enum Placement: Sendable {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
    }

    public struct DisclosureIndicatorOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions

    public struct LabelOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// The width an accessory keeps for itself (kept for source compatibility; accessories take their own width).
    public enum LayoutDimension: Sendable, Equatable { case actual, standard, custom(CGFloat) }

    /// A view of your own as an accessory.
    public struct CustomViewConfiguration: @unchecked Sendable {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum Kind {
        case standard(UITableViewCell.AccessoryType, tint: UIColor?)
        case label(String, LabelOptions)
        case custom(CustomViewConfiguration)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool

    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .standard(.disclosureIndicator, tint: options.tintColor), displayed: displayed,
                        isHidden: options.isHidden ?? false)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .standard(.checkmark, tint: options.tintColor), displayed: displayed,
                        isHidden: options.isHidden ?? false)
    }
    /// The info button (its action handler is kept; a tap on it is not simulated).
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .standard(.detailButton, tint: options.tintColor), displayed: displayed,
                        isHidden: options.isHidden ?? false)
    }
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options), displayed: displayed, isHidden: options.isHidden ?? false)
    }
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state), .trailing(let state): displayed = state
        }
        return UICellAccessory(kind: .custom(configuration), displayed: displayed, isHidden: configuration.isHidden ?? false)
    }

    /// Whether a cell that is not editing shows it.
    var isShown: Bool { !isHidden && displayed != .whenEditing }

    /// Whether it goes before the content (a custom view placed leading).
    var isLeading: Bool {
        if case .custom(let configuration) = kind, case .leading = configuration.placement { return true }
        return false
    }

    /// A view showing the accessory at its own size.
    @MainActor
    func makeView() -> UIView {
        switch kind {
        case .standard(let type, let tint):
            let view = StandardAccessoryView(type: type) ?? UIView()
            if let tint { view.tintColor = tint }
            return view
        case .label(let text, let options):
            let label = UILabel()
            label.text = text
            label.font = options.font ?? UIFont.preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = options.adjustsFontForContentSizeCategory ?? true
            label.textColor = options.tintColor ?? .secondaryLabel
            label.frame.size = label.intrinsicContentSize
            return label
        case .custom(let configuration):
            let view = configuration.customView
            if let tint = configuration.tintColor { view.tintColor = tint }
            if view.frame.size == .zero { view.frame.size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
            return view
        }
    }
}
