/// The region a text view lays its text out in (TextKit's `NSTextContainer`, which Foundation on Linux lacks): the
/// padding at each end of a line, and a limit on the number of lines.
@MainActor
open class NSTextContainer: NSObject {
    /// Apple: "The default value is 5.0" — the padding at the start and end of each line, inside the text view's
    /// `textContainerInset`.
    open var lineFragmentPadding: CGFloat = 5 { didSet { if lineFragmentPadding != oldValue { owner?.textLayoutDidChange() } } }
    /// The most lines laid out (0: no limit).
    open var maximumNumberOfLines = 0 { didSet { if maximumNumberOfLines != oldValue { owner?.textLayoutDidChange() } } }
    /// How the last line that fits ends when there are more.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { if lineBreakMode != oldValue { owner?.textLayoutDidChange() } }
    }
    /// Whether the container follows the text view's width (true for a text view's own container).
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    /// The container's size: the text view's width less its insets while `widthTracksTextView`.
    open var size: CGSize

    /// The text view the container belongs to (not retained: the view owns its container).
    weak var owner: UITextView?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() { self.init(size: .zero) }
}
