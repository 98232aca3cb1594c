/// A rectangle that takes part in Auto Layout without being a view (spacers, margins, the safe area).
///
/// A guide lives in its owning view's coordinate space: the engine solves a rectangle for it like for a view, and
/// `layoutFrame` reports it relative to the owning view's bounds.
@MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    /// The view the guide was added to (`addLayoutGuide`); nil once that view is deallocated, as with `weak`
    /// (through its reference: see `LayoutItemReference`).
    public internal(set) var owningView: UIView? {
        get { owningViewReference?.view }
        set {
            owningViewReference = newValue?.layoutItemReference
            layoutItemReferenceStorage?.ownerReference = owningViewReference
        }
    }
    private var owningViewReference: LayoutItemReference?
    /// This guide's reference for holders that must not keep it alive (`layoutItemReference`), made on first use.
    private var layoutItemReferenceStorage: LayoutItemReference?
    /// A name for logs (`'UIViewLayoutMarginsGuide'`).
    open var identifier: String = ""
    /// The solved rectangle, in the owning view's coordinates (zero before the first layout pass).
    public internal(set) var layoutFrame: CGRect = .zero
    /// For a guide of a view with a content area (a scroll view's `frameLayoutGuide`): its constraints to the owning
    /// view see the view's frame, not its scrolling content.
    var followsOwnerFrame = false

    public override init() { super.init() }

    /// Constraints and anchors that outlive the guide find nil through its reference.
    isolated deinit {
        layoutItemReferenceStorage?.clear()
    }

    var layoutItemReference: LayoutItemReference {
        if let reference = layoutItemReferenceStorage { return reference }
        let reference = LayoutItemReference(self, view: nil)
        reference.ownerReference = owningViewReference
        layoutItemReferenceStorage = reference
        return reference
    }

    var owningViewForLayout: UIView? { owningView }

    var layoutDescription: String {
        identifier.isEmpty ? "\(className(self)):\(addressString(self))"
            : "\(className(self)):\(addressString(self))'\(identifier)'"
    }

    nonisolated open override var description: String {
        let address = addressString(self)
        guard isOnMainThread() else { return "<\(className(self)): \(address)>" }
        return MainActor.assumeIsolated {
            "<\(className(self)): \(address) - \"\(identifier)\", layoutFrame = (\(layoutFrame.origin.x.g) "
                + "\(layoutFrame.origin.y.g); \(layoutFrame.width.g) \(layoutFrame.height.g)), owningView = "
                + "\(owningView.map { "<\(className($0)): \(addressString($0))>" } ?? "(null)")>"
        }
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
