/// The pull-to-refresh control of a scroll view (`scrollView.refreshControl`, a table's usually).
///
/// Apple: "When the user drags the top of the scrollable content area downward, the scroll view reveals the refresh
/// control, begins animating its progress indicator, and notifies your app" — a `.valueChanged` event; the app calls
/// `endRefreshing()` when its work is done. `beginRefreshing()` starts it from code without the event.
///
/// Not documented, as iOS shows it: the control is about 60 pt tall, above the top of the content; while refreshing
/// the content rests below it (the scroll view's adjusted top inset grows by its height); a pull releases into a
/// refresh once the content was pulled about twice that height past its resting place.
@MainActor
open class UIRefreshControl: UIControl {
    /// The control's height.
    static let height: CGFloat = 60
    /// How far past its resting place the content must be pulled for a release to start a refresh.
    static let triggerDistance: CGFloat = 2 * height

    public private(set) var isRefreshing = false
    /// A title shown under the spinner (kept for code that sets it; the spinner is what is drawn).
    open var attributedTitle: NSAttributedString?

    private let spinner = UIActivityIndicatorView(style: .medium)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = true
        addSubview(spinner)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    /// Starts refreshing from code (no `.valueChanged`): the spinner turns and the content makes room for it.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        let wasAtTop = owningScrollView?.isAtTop ?? false
        isRefreshing = true
        spinner.startAnimating()
        owningScrollView?.refreshStateDidChange(wasAtTop: wasAtTop)
    }

    /// Ends refreshing: the spinner stops and the content goes back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        let wasAtTop = owningScrollView?.isAtTop ?? false
        isRefreshing = false
        spinner.stopAnimating()
        owningScrollView?.refreshStateDidChange(wasAtTop: wasAtTop)
    }

    /// A pull released far enough: refreshing starts and the app is told (`.valueChanged`).
    func refreshFromPull() {
        guard !isRefreshing, isEnabled else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    var owningScrollView: UIScrollView? { superview as? UIScrollView }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = spinner.intrinsicContentSize
        spinner.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                               width: size.width, height: size.height)
    }
}
