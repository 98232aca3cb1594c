/// The bar a tab bar controller shows at the bottom: one button per item, equally wide, the selected one in the
/// tint colour and the others in `unselectedItemTintColor` (grey by default), over the background of the appearance
/// in effect.
///
/// Sizes: the bar is 49 pt above the bottom safe area (the home indicator), its background reaching to the screen's
/// bottom (the HIG's figure; iPad's 50 pt is not modelled). In regular height and compact width (iPhone portrait)
/// an item's image sits above its title (10 pt medium), otherwise beside it. The appearance is the
/// `standardAppearance`, or at the scroll edge — the content scrolled to its end, or not scrollable — the
/// `scrollEdgeAppearance`, by default the standard one with a transparent background (Apple, on
/// `scrollEdgeAppearance`).
@MainActor
open class UITabBar: UIView {
    /// The bar's height above the bottom safe area.
    static let height: CGFloat = 49

    open var items: [UITabBarItem]? {
        didSet {
            for item in items ?? [] { item.bar = self }
            itemsChanged()
        }
    }
    open var selectedItem: UITabBarItem? { didSet { if selectedItem !== oldValue { itemsChanged() } } }
    /// The unselected items' colour (nil: the system grey).
    open var unselectedItemTintColor: UIColor? { didSet { itemsChanged() } }
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Kept: the standard appearance's background is drawn translucent (at 94 %, no blur) either way.
    open var isTranslucent = true
    open var standardAppearance = UITabBarAppearance() {
        didSet {
            standardAppearanceWasSet = true
            setNeedsLayout()
        }
    }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { setNeedsLayout() } }
    private var standardAppearanceWasSet = false

    weak var tabBarController: UITabBarController?

    /// Whether the content is at its scroll edge (its end): the scroll-edge appearance shows.
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } } }

    private let background = UIView()
    private let shadow = UIView()
    private var buttons: [TabBarButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [background, shadow] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemsChanged()
    }

    func itemsChanged() {
        let items = self.items ?? []
        while buttons.count > items.count { buttons.removeLast().removeFromSuperview() }
        while buttons.count < items.count {
            let button = TabBarButton()
            buttons.append(button)
            addSubview(button)
        }
        for (index, item) in items.enumerated() {
            let selected = item === selectedItem
            let color: UIColor = !item.isEnabled ? .tertiaryLabel
                : selected ? tintColor : unselectedItemTintColor ?? .systemGray
            buttons[index].show(item, selected: selected, color: color)
            buttons[index].tap = { [weak self] in self?.tabBarController?.userSelected(index) }
        }
        setNeedsLayout()
    }

    /// Follows the content's scrolling: at the scroll edge while its end shows.
    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        let end = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
        isAtScrollEdge = scrollView.contentOffset.y + scrollView.bounds.height >= end - 0.5
    }

    private var appearance: UITabBarAppearance {
        .inEffect(atScrollEdge: isAtScrollEdge, item: (selectedItem?.standardAppearance, selectedItem?.scrollEdgeAppearance),
                  bar: (standardAppearance, scrollEdgeAppearance), barTintColor: barTintColor,
                  standardWasSet: standardAppearanceWasSet)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let look = appearance
        background.frame = bounds
        background.backgroundColor = look.backgroundColor
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        shadow.frame = CGRect(x: 0, y: -1 / scale, width: bounds.width, height: 1 / scale)
        shadow.backgroundColor = look.shadowColor
        shadow.isHidden = look.shadowColor == nil
        guard !buttons.isEmpty else { return }
        let stacked = traitCollection.horizontalSizeClass != .regular && traitCollection.verticalSizeClass != .compact
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.stacked = stacked
            let frame = CGRect(x: (CGFloat(index) * width).rounded(), y: 0, width: width.rounded(), height: UITabBar.height)
            if button.frame != frame { button.frame = frame }
        }
    }
}

/// One item's button: its image (or selected image) and title, stacked or side by side, and a badge.
@MainActor
final class TabBarButton: UIView {
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badge = UILabel()
    var tap: (() -> Void)?
    var stacked = true { didSet { if stacked != oldValue { setNeedsLayout() } } }

    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let inlineTitleFont = UIFont.systemFont(ofSize: 13, weight: .medium)

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .center
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20)
        titleLabel.textAlignment = .center
        badge.font = UIFont.systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.layer.masksToBounds = true
        for view in [imageView, titleLabel, badge] as [UIView] { addSubview(view) }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func show(_ item: UITabBarItem, selected: Bool, color: UIColor) {
        imageView.image = selected ? item.selectedImage ?? item.image : item.image
        imageView.tintColor = color
        if titleLabel.text != item.title { titleLabel.text = item.title }
        titleLabel.textColor = color
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? .systemRed
        setNeedsLayout()
    }

    /// Runs the tap (selects the tab).
    func simulateTap() { tap?() }

    override func layoutSubviews() {
        super.layoutSubviews()
        let font = stacked ? TabBarButton.titleFont : TabBarButton.inlineTitleFont
        if !titleLabel.font.isEqual(font) { titleLabel.font = font }
        let title = titleLabel.intrinsicContentSize
        // The image's place is kept without an image, so titles line up across the bar.
        let image = stacked || imageView.image != nil ? CGSize(width: 30, height: 30) : .zero
        if stacked {
            imageView.frame = CGRect(x: ((bounds.width - image.width) / 2).rounded(), y: 4, width: image.width,
                                     height: image.height)
            titleLabel.frame = CGRect(x: 0, y: 4 + image.height + 1, width: bounds.width, height: title.height)
        } else {
            let group = image.width + 6 + title.width
            let x = ((bounds.width - group) / 2).rounded()
            imageView.frame = CGRect(x: x, y: ((bounds.height - image.height) / 2).rounded(), width: image.width,
                                     height: image.height)
            titleLabel.frame = CGRect(x: x + image.width + 6, y: ((bounds.height - title.height) / 2).rounded(),
                                      width: title.width, height: title.height)
        }
        let badgeSize = badge.intrinsicContentSize
        let side = max(18, badgeSize.height)
        badge.frame = CGRect(x: imageView.frame.maxX - 6, y: imageView.frame.minY - 2,
                             width: max(side, badgeSize.width + 10), height: side)
        badge.layer.cornerRadius = side / 2
    }
}
