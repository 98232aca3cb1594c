/// A reusable section header or footer. The table makes one for a section title
/// (`tableView(_:titleForHeaderInSection:)`); apps register subclasses and put their views in `contentView`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    public let contentView = UIView()
    public private(set) var reuseIdentifier: String?
    private var textLabelStorage: UILabel?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table instantiates a registered class through its `init(reuseIdentifier:)` (see `UITableViewCell`).
    public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    private func setUp() {
        // Placed by frame like the cells (sticky headers move on every scroll): a layout island of its own.
        hostsLayoutIsland = true
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.layoutMargins = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
        addSubview(contentView)
    }

    /// The title label, created on first use and pinned to the content view's margins.
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        textLabelStorage = label
        return label
    }

    /// A view behind the content view, as large as the header or footer. Apple: "The view in this property appears
    /// behind the view in the contentView property and displays static background content behind the header or
    /// footer."
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            placeBackgroundView()
        }
    }

    open func prepareForReuse() {}

    // MARK: Content configuration (iOS 14)

    /// The style of the table that made this view (plain until a table dequeues it).
    var tableStyle: UITableView.Style = .plain
    /// The view showing `contentConfiguration`, inside `contentView`.
    private var configuredContentView: (any UIView & UIContentView)?

    /// The header's or footer's content as a configuration; its view fills `contentView`, so a self-sizing header
    /// is sized by it. Nil removes it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContentView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredContentView)
        }
    }

    /// A header configuration for the table's style (Apple: "a default list content configuration for the header or
    /// footer's style"): `.plainHeader()` in plain tables, `.groupedHeader()` in grouped ones.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        tableStyle == .plain ? .plainHeader() : .groupedHeader()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeBackgroundView()
        placeContentView(in: superview as? UITableView)
    }

    private func placeBackgroundView() {
        if let backgroundView { keepSubview(backgroundView, at: 0, frame: CGRect(origin: .zero, size: bounds.size)) }
    }

    /// The content view across the view, out of the safe area at its sides in `table`, as a cell's
    /// (`UITableView.contentSafeAreaInsets(ofViewAt:)`). The table calls it before measuring a header it has not placed
    /// yet.
    func placeContentView(in table: UITableView?) {
        let (left, right) = table?.contentSafeAreaInsets(ofViewAt: frame) ?? (0, 0)
        let contentFrame = CGRect(x: left, y: 0, width: max(0, bounds.width - left - right), height: bounds.height)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
    }
}
