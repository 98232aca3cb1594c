/// A button in a navigation bar: a title, an image, a system item, or a custom view, run by a `UIAction` (target-
/// action is kept, and reported when it fires: Linux has no Objective-C runtime to perform a selector).
@MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain, bordered, done }

    /// The system items, drawn with their titles and symbols.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var tintColor: UIColor?
    open var isEnabled = true
    open var customView: UIView?
    open var primaryAction: UIAction?
    open var target: AnyObject?
    open var action: Selector?
    open var width: CGFloat = 0
    open var tag = 0
    open var isHidden = false
    /// The system item this was made from, if any.
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        setSystemItem(systemItem)
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        setSystemItem(systemItem)
        self.primaryAction = primaryAction
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title.nonEmpty
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A system item's title (iOS's English ones) or symbol, and its style (`.done` and `.save` are bold).
    private func setSystemItem(_ item: SystemItem) {
        systemItem = item
        switch item {
        case .done: title = "Done"; style = .done
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save: title = "Save"; style = .done
        case .close: image = UIImage(systemName: "xmark")
        case .add: image = UIImage(systemName: "plus")
        case .compose: image = UIImage(systemName: "square.and.pencil")
        case .reply: image = UIImage(systemName: "arrowshape.turn.up.left")
        case .action: image = UIImage(systemName: "square.and.arrow.up")
        case .organize: image = UIImage(systemName: "folder")
        case .bookmarks: image = UIImage(systemName: "book")
        case .search: image = UIImage(systemName: "magnifyingglass")
        case .refresh: image = UIImage(systemName: "arrow.clockwise")
        case .stop: image = UIImage(systemName: "xmark")
        case .camera: image = UIImage(systemName: "camera")
        case .trash: image = UIImage(systemName: "trash")
        case .play: image = UIImage(systemName: "play.fill")
        case .pause: image = UIImage(systemName: "pause.fill")
        case .rewind: image = UIImage(systemName: "backward.fill")
        case .fastForward: image = UIImage(systemName: "forward.fill")
        case .undo: image = UIImage(systemName: "arrow.uturn.backward")
        case .redo: image = UIImage(systemName: "arrow.uturn.forward")
        case .pageCurl, .flexibleSpace, .fixedSpace: break
        }
    }

    /// Runs the item's action, as a tap does: the primary action, or a report of the selector that cannot be
    /// performed.
    public func simulateTap() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
        } else if let action {
            UIView.layoutLog("UIBarButtonItem: cannot perform selector '\(action.name)' (no Objective-C runtime on "
                + "Linux); give the item a primaryAction instead.")
        }
    }
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
