/// The bar a navigation controller shows above its top view controller: the top item's title (inline, or large
/// under the bar's row with `prefersLargeTitles`), its bar button items, and a back button when there is a
/// controller to go back to, over the background of the appearance in effect.
///
/// Sizes as on iPhone and iPad: the row is 44 pt; a large title adds 52 pt below it, collapsing as the content
/// scrolls up under the bar (not documented by Apple; the commonly measured 96 pt bar). The appearance is the
/// `standardAppearance`, or at the scroll edge — the content scrolled to its top, or not scrollable — the
/// `scrollEdgeAppearance`, which by default is the standard one with a transparent background (Apple, on
/// `scrollEdgeAppearance`). Titles: 17 pt semibold inline, the large-title style in bold.
@MainActor
open class UINavigationBar: UIView {
    /// The height of the bar's row, and what a large title adds below it.
    static let rowHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52

    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { navigationController?.barChanged() } } }
    /// Kept: the standard appearance's background is drawn translucent (at 94 %, no blur) either way.
    open var isTranslucent = true
    /// The background colour of the bar (the pre-iOS 13 way; `standardAppearance` wins when set).
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            standardAppearanceWasSet = true
            setNeedsLayout()
        }
    }
    /// Whether the app gave the bar a standard appearance (then `barTintColor` no longer colours it).
    private var standardAppearanceWasSet = false
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { setNeedsLayout() } }
    /// Kept: a compact-height bar shows the standard appearance here.
    open var compactAppearance: UINavigationBarAppearance? { didSet { setNeedsLayout() } }

    /// The items, bottom to top (the navigation controller keeps them in step with its controllers).
    open var items: [UINavigationItem]? {
        didSet {
            for item in items ?? [] { item.bar = self }
            itemsChanged()
        }
    }
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    weak var navigationController: UINavigationController?

    /// How far the large title is shown (1 at the top of the content, 0 once scrolled 52 pt under the bar).
    var largeTitleExpansion: CGFloat = 1
    /// Whether the content is at the scroll edge.
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } } }

    private let background = UIView()
    private let shadow = UIView()
    private let titleLabel = UILabel()
    private let largeTitleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [background, shadow] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        titleLabel.textAlignment = .center
        largeTitleLabel.numberOfLines = 1
        addSubview(titleLabel)
        addSubview(largeTitleLabel)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The title an item shows: its own, else its controller's.
    func title(of item: UINavigationItem) -> String? {
        item.title ?? navigationController?.viewControllers.first { $0.navigationItemIfMade === item }?.title
    }

    /// Whether the top item shows a large title (`prefersLargeTitles`, and the item's mode: `.automatic` follows the
    /// item below it, `.always` and `.never` decide).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height now: the row, and the shown part of the large title.
    var currentHeight: CGFloat {
        UINavigationBar.rowHeight + (showsLargeTitle ? UINavigationBar.largeTitleHeight * largeTitleExpansion : 0)
    }

    /// Follows the content's scrolling: at the scroll edge while the content's top meets the bar's bottom (a large
    /// title collapses with the first 52 pt scrolled), the standard appearance past it.
    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        let large = showsLargeTitle
        let expansion = large ? min(1, max(0, 1 - scrolled / UINavigationBar.largeTitleHeight)) : 1
        isAtScrollEdge = large ? expansion > 0 : scrolled <= 0.5
        if expansion != largeTitleExpansion {
            largeTitleExpansion = expansion
            navigationController?.placeNavigationBar()
        }
    }

    func itemsChanged() {
        rebuildButtons()
        navigationController?.barChanged()
        setNeedsLayout()
    }

    /// The appearance in effect: the top item's, else the bar's, for the scroll edge or not.
    private var appearance: UINavigationBarAppearance {
        .inEffect(atScrollEdge: isAtScrollEdge, item: (topItem?.standardAppearance, topItem?.scrollEdgeAppearance),
                  bar: (standardAppearance, scrollEdgeAppearance), barTintColor: barTintColor,
                  standardWasSet: standardAppearanceWasSet)
    }

    // MARK: Items

    /// One button per item (a custom view as it is), the back button first when there is one.
    private func rebuildButtons() {
        for button in leftButtons + rightButtons { button.removeFromSuperview() }
        leftButtons = []
        rightButtons = []
        guard let top = topItem else { return }
        if let back = backItem, !top.hidesBackButton, top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton {
            let title = top.backButtonDisplayMode == .minimal ? nil
                : top.backButtonDisplayMode == .generic ? "Back"
                : back.backBarButtonItem?.title ?? back.backButtonTitle ?? title(of: back) ?? "Back"
            leftButtons.append(button(title: title, image: UIImage(systemName: "chevron.backward"), bold: false,
                                      tint: nil, action: { [weak self] in self?.navigationController?.popViewController(animated: true) }))
        }
        for item in top.leftBarButtonItems ?? [] where !item.isHidden { leftButtons.append(view(for: item)) }
        for item in top.rightBarButtonItems ?? [] where !item.isHidden { rightButtons.append(view(for: item)) }
        for button in leftButtons + rightButtons { addSubview(button) }
    }

    private var leftButtons: [UIView] = []
    /// Right items, first item outermost (at the trailing edge), as UIKit lays them out.
    private var rightButtons: [UIView] = []

    private func view(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace {
            return UIView(frame: CGRect(x: 0, y: 0, width: item.width, height: 0))
        }
        let button = self.button(title: item.image == nil ? item.title : nil, image: item.image, bold: item.style == .done,
                                 tint: item.tintColor) { [weak item] in item?.simulateTap() }
        button.isEnabled = item.isEnabled
        return button
    }

    private func button(title: String?, image: UIImage?, bold: Bool, tint: UIColor?,
                        action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        if let title { button.setTitle(title, for: .normal) }
        if let image { button.setImage(image, for: .normal) }
        button.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        if let tint { button.tintColor = tint }
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    // MARK: Layout

    /// The inline title's font: 17 pt semibold, whatever the text size (navigation bar titles do not scale).
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

    /// The size a view takes in the bar: its intrinsic size, or (a custom view without one) its frame's.
    private func barSize(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return intrinsic.width > 0 ? intrinsic : view.frame.size
    }

    /// Sets a label's text, font and colour where they differ: a label given a new font object re-measures and asks
    /// its superview — this bar — for another layout pass.
    private func style(_ label: UILabel, text: String?, font: UIFont, color: UIColor) {
        if label.text != text { label.text = text }
        if !(label.font ?? font).isEqual(font) { label.font = font }
        if label.textColor != color { label.textColor = color }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let look = appearance
        let width = bounds.width, top = frame.minY
        // The background reaches up under the status bar.
        background.frame = CGRect(x: 0, y: -top, width: width, height: top + bounds.height)
        background.backgroundColor = look.backgroundColor
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        shadow.frame = CGRect(x: 0, y: bounds.height, width: width, height: 1 / scale)
        shadow.backgroundColor = look.shadowColor
        shadow.isHidden = look.shadowColor == nil

        let margin = layoutMargins.left > 0 ? layoutMargins.left : 16
        let row = UINavigationBar.rowHeight
        // Items: left ones from the leading margin, right ones from the trailing margin, 8 pt apart, centred in
        // the row.
        var x = margin
        for button in leftButtons {
            let size = barSize(of: button)
            button.frame = CGRect(x: x, y: ((row - size.height) / 2).rounded(), width: size.width, height: size.height)
            x += size.width + 8
        }
        let leftEnd = x
        x = width - margin
        for button in rightButtons {
            let size = barSize(of: button)
            x -= size.width
            button.frame = CGRect(x: x, y: ((row - size.height) / 2).rounded(), width: size.width, height: size.height)
            x -= 8
        }
        let rightStart = x + 8

        let item = topItem
        let text = item.flatMap { title(of: $0) }
        style(titleLabel, text: text,
              font: (look.titleTextAttributes[.font] ?? titleTextAttributes?[.font]) as? UIFont ?? UINavigationBar.titleFont,
              color: (look.titleTextAttributes[.foregroundColor] ?? titleTextAttributes?[.foregroundColor]) as? UIColor ?? .label)
        if let titleView = item?.titleView {
            if titleView.superview !== self { addSubview(titleView) }
            let size = barSize(of: titleView)
            titleView.frame = CGRect(x: ((width - size.width) / 2).rounded(), y: ((row - size.height) / 2).rounded(),
                                     width: size.width, height: min(size.height, row))
        }
        // The inline title: centred in the bar, kept clear of the items.
        let titleSize = titleLabel.intrinsicContentSize
        let room = max(0, min(width - 2 * max(leftEnd, width - rightStart), width))
        let titleWidth = min(titleSize.width, room)
        titleLabel.frame = CGRect(x: ((width - titleWidth) / 2).rounded(), y: ((row - titleSize.height) / 2).rounded(),
                                  width: titleWidth, height: titleSize.height)
        let large = showsLargeTitle
        largeTitleLabel.isHidden = !large || largeTitleExpansion <= 0
        titleLabel.isHidden = item?.titleView != nil || (large && largeTitleExpansion > 0)
        if large {
            style(largeTitleLabel, text: text,
                  font: (look.largeTitleTextAttributes[.font] ?? largeTitleTextAttributes?[.font]) as? UIFont
                      ?? UIListContentConfiguration.bold(.largeTitle),
                  color: (look.largeTitleTextAttributes[.foregroundColor] ?? largeTitleTextAttributes?[.foregroundColor])
                      as? UIColor ?? .label)
            let size = largeTitleLabel.intrinsicContentSize
            let area = UINavigationBar.largeTitleHeight
            largeTitleLabel.frame = CGRect(x: margin, y: bounds.height - area + ((area - size.height) / 2).rounded(),
                                           width: min(size.width, width - 2 * margin), height: size.height)
        }
    }
}
