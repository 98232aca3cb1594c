/// A button of an alert or action sheet: a title, a style, and what a tap runs (after the alert is dismissed).
@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    open var isEnabled = true { didSet { controller?.actionsChanged() } }
    let handler: ((UIAlertAction) -> Void)?

    /// The alert showing this action.
    weak var controller: UIAlertController?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
