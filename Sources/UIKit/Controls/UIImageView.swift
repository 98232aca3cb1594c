// UIImageView: shows an image, sized by it for Auto Layout, drawn with the view's content mode and tint.

/// A view that shows an image (or its highlighted image while `isHighlighted`).
///
/// Sizing: `intrinsicContentSize` is the image's size in points (a symbol's for the view's traits), and
/// `noIntrinsicMetric` on both axes without an image; setting another image invalidates it. Drawing fits the image
/// into the bounds by `contentMode`; template images (symbols by default) are filled with `tintColor`.
/// Image views do not take touches (`isUserInteractionEnabled` is false), as on iOS.
@MainActor
open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// An image view the size of `image` (as iOS: the frame is the image's point size at the origin). Designated, as
    /// on iOS, so that a subclass can override it (`override init(image: UIImage?) { super.init(image: image) … }`).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUp(image: image)
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUp(image: image, highlightedImage: highlightedImage)
    }

    /// What every initializer does: no touches, not opaque, and the images given — set here, outside the
    /// initializers' own bodies, so that their observers run (sizing, drawing) as for any later image.
    private func setUp(image: UIImage? = nil, highlightedImage: UIImage? = nil) {
        isUserInteractionEnabled = false
        isOpaque = false
        self.image = image
        self.highlightedImage = highlightedImage
    }

    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            if oldValue?.size(for: traitCollection) != image?.size(for: traitCollection) || (oldValue == nil) != (image == nil) {
                invalidateIntrinsicContentSize()
            }
            if (oldValue == nil) != (image == nil) { imagePresenceDidChange?() }
            setNeedsDisplay()
        }
    }

    /// Called when the view gains its first image or loses its last one. A table view cell's built-in image view
    /// uses it, because an image view without an image takes no room in the row; a hook rather than a subclass, so
    /// the view stays a plain `UIImageView` (the class iOS logs and `recursiveDescription` shows for it).
    var imagePresenceDidChange: (@MainActor () -> Void)?

    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue && highlightedImage != nil { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }

    /// Set by system buttons: bitmap images in `.automatic` mode are drawn as templates there, as UIKit does.
    var rendersAutomaticAsTemplate = false { didSet { if rendersAutomaticAsTemplate != oldValue { setNeedsDisplay() } } }

    /// A symbol configuration applied over the symbol image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }

    /// The image shown now: the highlighted one while highlighted (if set), with the preferred symbol configuration.
    var displayedImage: UIImage? {
        let shown = (isHighlighted ? highlightedImage : nil) ?? image
        guard let shown, let preferredSymbolConfiguration, shown.isSymbolImage else { return shown }
        return shown.applyingSymbolConfiguration(preferredSymbolConfiguration)
    }

    open override var intrinsicContentSize: CGSize {
        guard let shown = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return shown.size(for: traitCollection)
    }

    /// The image's size (as iOS answers for image views whatever `size` is asked).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size(for: traitCollection) ?? .zero
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // A text-style symbol follows the content size category.
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory,
           displayedImage?.symbolConfiguration?.textStyle != nil {
            invalidateIntrinsicContentSize()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// On iOS an image view shows its image as layer contents placed by the content mode, so a new size or content mode
    /// places it again at once; here it is drawn, so both redisplay it.
    override var redrawsOnEveryBoundsChange: Bool { true }

    override func contentModeDidChange() { setNeedsDisplay() }

    /// Where the image goes in `bounds` for the content mode (may extend past the bounds for aspect fill).
    func imageRect(for imageSize: CGSize, in bounds: CGRect) -> CGRect {
        UIImageView.rect(for: imageSize, in: bounds, contentMode: contentMode)
    }

    static func rect(for s: CGSize, in b: CGRect, contentMode: ContentMode) -> CGRect {
        guard s.width > 0, s.height > 0 else { return .zero }
        switch contentMode {
        case .scaleToFill, .redraw:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            let fx = b.width / s.width, fy = b.height / s.height
            let f = contentMode == .scaleAspectFit ? min(fx, fy) : max(fx, fy)
            let w = s.width * f, h = s.height * f
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .center: return CGRect(x: b.midX - s.width / 2, y: b.midY - s.height / 2, width: s.width, height: s.height)
        case .top: return CGRect(x: b.midX - s.width / 2, y: b.minY, width: s.width, height: s.height)
        case .bottom: return CGRect(x: b.midX - s.width / 2, y: b.maxY - s.height, width: s.width, height: s.height)
        case .left: return CGRect(x: b.minX, y: b.midY - s.height / 2, width: s.width, height: s.height)
        case .right: return CGRect(x: b.maxX - s.width, y: b.midY - s.height / 2, width: s.width, height: s.height)
        case .topLeft: return CGRect(x: b.minX, y: b.minY, width: s.width, height: s.height)
        case .topRight: return CGRect(x: b.maxX - s.width, y: b.minY, width: s.width, height: s.height)
        case .bottomLeft: return CGRect(x: b.minX, y: b.maxY - s.height, width: s.width, height: s.height)
        case .bottomRight: return CGRect(x: b.maxX - s.width, y: b.maxY - s.height, width: s.width, height: s.height)
        }
    }

    /// Draws the image by the content mode, tinted when it is a template. Content outside the bounds shows unless
    /// `clipsToBounds` is set, as on iOS (aspect fill usually goes with it).
    open override func draw(_ rect: CGRect) {
        guard let shown = displayedImage, let context = UIGraphicsGetCurrentContext() else { return }
        let target = imageRect(for: shown.size(for: traitCollection), in: bounds)
        shown.draw(on: context.canvas, in: target, viewTint: tintColor, traits: traitCollection, alpha: context.alpha,
                   automaticIsTemplate: rendersAutomaticAsTemplate)
    }
}
