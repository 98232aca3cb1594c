// UIButton: a title and an image per state, laid out and sized as UIKit's (pre-configuration) buttons are.

internal import Graphics

/// A tappable control showing a title (`titleLabel`) and an image (`imageView`).
///
/// Sizing, as UIKit's buttons without a `configuration` (facts in the comments):
/// - width = image width + title width + `contentEdgeInsets` left/right;
/// - height = the taller of image and title + `contentEdgeInsets` top/bottom; with zero content insets a titled
///   button insets its title label by 6 points above and below (an 18 pt title label of height 21 gives a 33 pt
///   button: UIKit's default padding, which any non-zero `contentEdgeInsets` replaces);
/// - `titleEdgeInsets` and `imageEdgeInsets` only move the title and image ("the button does not use this property
///   to determine intrinsicContentSize", Apple's documentation), each rect shifted by half the difference of its
///   opposite insets;
/// - an empty button is 30×34, UIKit's minimum.
/// Image and title are centred together in the content rect (the bounds inset by `contentEdgeInsets`), image first.
/// A `.system` button draws its title and template images in `tintColor`; a `.custom` one in white and as is.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
        public static let plain = ButtonType.system
    }

    /// The button's type (set by `init(type:)`; `init(frame:)` makes a `.custom` button).
    public private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// The button's configuration (iOS 15 style); setting one replaces the per-state title and image.
    open var configuration: Configuration? {
        didSet { applyConfiguration() }
    }

    /// Called when the configuration should follow a state change (set it to restyle per state).
    open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)?

    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    open func updateConfiguration() {
        if let configurationUpdateHandler { configurationUpdateHandler(self) } else { applyConfiguration() }
    }

    func applyConfiguration() {
        guard let configuration else { return }
        titles = [State.normal.rawValue: configuration.attributedTitle.map { String($0.characters) } ?? configuration.title ?? ""]
        attributedTitles = [:]
        images = configuration.image.map { [State.normal.rawValue: $0] } ?? [:]
        titleLabelStorage.owner = nil
        titleLabelStorage.font = .preferredFont(forTextStyle: .body)
        titleLabelStorage.owner = self
        imageViewStorage.preferredSymbolConfiguration = configuration.preferredSymbolConfigurationForImage
        if let subtitle = configuration.subtitle, !subtitle.isEmpty {
            let label = subtitleLabelStorage ?? UILabel()
            if subtitleLabelStorage == nil {
                subtitleLabelStorage = label
                addSubview(label)
            }
            label.text = subtitle
            label.font = .preferredFont(forTextStyle: .subheadline)
        } else {
            subtitleLabelStorage?.removeFromSuperview()
            subtitleLabelStorage = nil
        }
        contentDidChange()
    }

    private let titleLabelStorage = ButtonTitleLabel()
    /// The configuration's subtitle, under the title (made only for a configuration with a subtitle, as on iOS).
    private var subtitleLabelStorage: UILabel?
    private let imageViewStorage = UIImageView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    /// A button of `buttonType`; calls `init(frame:)`, so subclasses overriding only that inherit it (as on iOS).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType == .contactAdd { setImage(UIImage(systemName: "plus.circle"), for: .normal) }
        if buttonType == .close { setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal) }
        if buttonType == .detailDisclosure || buttonType == .infoLight || buttonType == .infoDark {
            setImage(UIImage(systemName: "info.circle"), for: .normal)
        }
        updateAppearance()
    }

    /// A system button running `primaryAction` on `.touchUpInside` (its title and image become the button's).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    private func commonInit() {
        isOpaque = false
        titleLabelStorage.owner = self
        titleLabelStorage.font = UIFont.systemFont(ofSize: 15)
        titleLabelStorage.isHidden = true
        imageViewStorage.isHidden = true
        imageViewStorage.contentMode = .center
        addSubview(imageViewStorage)
        addSubview(titleLabelStorage)
        updateAppearance()
    }

    // MARK: Content per state

    /// The label showing the current title (always present for buttons without a configuration).
    open var titleLabel: UILabel? { titleLabelStorage }
    /// The image view showing the current image.
    open var imageView: UIImageView? { imageViewStorage }
    /// The label showing a configuration's subtitle (nil without one, as on iOS).
    open var subtitleLabel: UILabel? { subtitleLabelStorage }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateAppearance()
    }
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? defaultTitleColor(for: state)
    }

    open func setTitleShadowColor(_ color: UIColor?, for state: State) { titleShadowColors[state.rawValue] = color }
    open func titleShadowColor(for state: State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[State.normal.rawValue]
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// A background image stretched over the bounds.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    open var currentTitle: String? { attributedTitle(for: state)?.string ?? title(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Space around the content; non-zero insets replace UIKit's default 6-point title padding.
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { if contentEdgeInsets != oldValue { sizeDidChange() } } }
    /// Moves the title (does not change the intrinsic size).
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Moves the image (does not change the intrinsic size).
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }

    /// Whether the image dims while highlighted (true) — kept for source compatibility.
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    open var showsTouchWhenHighlighted = false

    // MARK: Sizing

    /// The title label's size for the current title (zero without one).
    private var titleSize: CGSize {
        guard let title = currentTitle, !title.isEmpty else { return .zero }
        let size = titleLabelStorage.intrinsicContentSize
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// The subtitle label's size (zero without a subtitle).
    private var subtitleSize: CGSize {
        guard let label = subtitleLabelStorage else { return .zero }
        let size = label.intrinsicContentSize
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// The title and the subtitle as one block, `titlePadding` apart (Apple: "the distance between the title and
    /// subtitle labels"); the title alone without a subtitle.
    private var textSize: CGSize {
        let t = titleSize, s = subtitleSize
        guard s != .zero else { return t }
        return CGSize(width: max(t.width, s.width), height: t.height + titleSubtitleGap + s.height)
    }

    /// Space between title and subtitle: the configuration's `titlePadding` when both show.
    private var titleSubtitleGap: CGFloat { titleSize == .zero ? 0 : configuration?.titlePadding ?? 0 }

    private var imageSize: CGSize {
        guard let image = currentImage else { return .zero }
        if let symbols = configuration?.preferredSymbolConfigurationForImage, image.isSymbolImage {
            return image.applyingSymbolConfiguration(symbols)?.size(for: traitCollection) ?? .zero
        }
        return image.size(for: traitCollection)
    }

    /// Space between image and title (a configuration's `imagePadding` when both show).
    private var imageTitleGap: CGFloat {
        guard let configuration, imageSize != .zero, textSize != .zero else { return 0 }
        return configuration.imagePadding
    }

    /// The content insets in effect: the configuration's, else `contentEdgeInsets`.
    private var effectiveContentInsets: UIEdgeInsets {
        configuration?.contentInsets.absolute(in: effectiveUserInterfaceLayoutDirection) ?? contentEdgeInsets
    }

    open override var intrinsicContentSize: CGSize {
        let t = textSize, i = imageSize
        let insets = effectiveContentInsets
        if t == .zero && i == .zero && insets == .zero { return CGSize(width: 30, height: 34) }
        let titlePadding: CGFloat = insets == .zero && t.height > 0 && configuration == nil ? 6 : 0
        let width: CGFloat, height: CGFloat
        if imageStacksVertically {
            width = max(i.width, t.width) + insets.left + insets.right
            height = i.height + imageTitleGap + t.height + insets.top + insets.bottom
        } else {
            width = i.width + imageTitleGap + t.width + insets.left + insets.right
            height = max(i.height, t.height + 2 * titlePadding) + insets.top + insets.bottom
        }
        // On the pixel grid (its parts are), so the frame Auto Layout rounds to still fits the title untruncated.
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIImage.currentScreenScale()
        func up(_ v: CGFloat) -> CGFloat { (v * scale - 1e-6).rounded(.up) / scale }
        return CGSize(width: up(width), height: up(height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Layout

    /// The bounds inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: effectiveContentInsets) }

    /// Where the title goes: beside (or above or below) the image as the configuration's `imagePlacement` says — after
    /// it without a configuration —, the pair aligned in the content rect, moved by `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        textFrames(in: contentRect).title
    }

    /// The title's and the subtitle's frames: the text block placed beside the image, the two lines in it aligned by
    /// the configuration's `titleAlignment` (`.automatic`: centred, or leading when the image is beside the text).
    private func textFrames(in contentRect: CGRect) -> (title: CGRect, subtitle: CGRect) {
        let (image, text) = layoutSizes(in: contentRect)
        guard text.width > 0 || text.height > 0 else { return (.zero, .zero) }
        let block = contentFrames(image: image, title: text, in: contentRect).title
        let t = titleSize, s = subtitleSize
        guard s != .zero else { return (block, .zero) }
        let gap = titleSubtitleGap
        var alignment = configuration?.titleAlignment ?? .automatic
        if alignment == .automatic { alignment = imageSize == .zero || imageStacksVertically ? .center : .leading }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func x(_ width: CGFloat) -> CGFloat {
            switch alignment {
            case .leading: return rightToLeft ? block.maxX - width : block.minX
            case .trailing: return rightToLeft ? block.minX : block.maxX - width
            case .center, .automatic: return block.minX + ((block.width - width) / 2).rounded()
            }
        }
        let tw = min(t.width, block.width), sw = min(s.width, block.width)
        return (CGRect(x: x(tw), y: block.minY, width: tw, height: t.height),
                CGRect(x: x(sw), y: block.minY + t.height + gap, width: sw, height: s.height))
    }

    /// Where the image goes: before the title (or where `imagePlacement` puts it), the pair aligned in the content
    /// rect, moved by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let (image, title) = layoutSizes(in: contentRect)
        guard image.width > 0 || image.height > 0 else { return .zero }
        return contentFrames(image: image, title: title, in: contentRect).image
    }

    /// The image's side of the title: a configuration's `imagePlacement` (Apple: "the edge against which the button
    /// places the image"), leading and trailing taken in the layout direction; the leading (left) side without one.
    private var imageEdge: NSDirectionalRectEdge {
        guard let placement = configuration?.imagePlacement else { return .leading }
        for edge in [NSDirectionalRectEdge.top, .bottom, .trailing] where placement == edge { return edge }
        return .leading
    }

    private var imageStacksVertically: Bool { imageEdge == .top || imageEdge == .bottom }

    /// The image's and the title's frames: side by side (their group aligned horizontally, each aligned vertically)
    /// or stacked (the group aligned vertically, each aligned horizontally), `imageTitleGap` apart.
    private func contentFrames(image: CGSize, title: CGSize, in r: CGRect) -> (image: CGRect, title: CGRect) {
        let gap = imageTitleGap, ie = imageEdgeInsets, te = titleEdgeInsets
        if imageStacksVertically {
            let imageFirst = imageEdge == .top
            let group = image.height + gap + title.height
            let imageY = alignedY(height: group, in: r, insets: ie) + (imageFirst ? 0 : title.height + gap)
            let titleY = alignedY(height: group, in: r, insets: te) + (imageFirst ? image.height + gap : 0)
            return (CGRect(x: alignedX(groupWidth: image.width, in: r, insets: ie), y: imageY,
                           width: image.width, height: image.height),
                    CGRect(x: alignedX(groupWidth: title.width, in: r, insets: te), y: titleY,
                           width: title.width, height: title.height))
        }
        // A configuration's leading is the right in right-to-left layouts; a button without one keeps its image left.
        var imageFirst = imageEdge == .leading
        if configuration != nil, effectiveUserInterfaceLayoutDirection == .rightToLeft { imageFirst.toggle() }
        let group = image.width + gap + title.width
        let imageX = alignedX(groupWidth: group, in: r, insets: ie) + (imageFirst ? 0 : title.width + gap)
        let titleX = alignedX(groupWidth: group, in: r, insets: te) + (imageFirst ? image.width + gap : 0)
        return (CGRect(x: imageX, y: alignedY(height: image.height, in: r, insets: ie),
                       width: image.width, height: image.height),
                CGRect(x: titleX, y: alignedY(height: title.height, in: r, insets: te),
                       width: title.width, height: title.height))
    }

    /// The image's and title's sizes in `contentRect`: the title shrinks (truncating) to the width left.
    private func layoutSizes(in contentRect: CGRect) -> (image: CGSize, title: CGSize) {
        let image = imageSize
        var title = textSize
        // Shrinks (truncating) only when really short of room, not by rounding noise.
        let room = contentRect.width - (imageStacksVertically ? 0 : image.width + imageTitleGap)
        if title.width > room + 0.01 {
            title.width = max(0, room)
        }
        return (image, title)
    }

    private func alignedX(groupWidth: CGFloat, in r: CGRect, insets e: UIEdgeInsets) -> CGFloat {
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .left: return r.minX + e.left
        case .right: return r.maxX - groupWidth - e.right
        case .leading: return leading ? r.maxX - groupWidth - e.right : r.minX + e.left
        case .trailing: return leading ? r.minX + e.left : r.maxX - groupWidth - e.right
        case .center, .fill: return r.minX + (r.width - groupWidth - e.left - e.right) / 2 + e.left
        }
    }

    private func alignedY(height: CGFloat, in r: CGRect, insets e: UIEdgeInsets) -> CGFloat {
        switch contentVerticalAlignment {
        case .top: return r.minY + e.top
        case .bottom: return r.maxY - height - e.bottom
        case .center, .fill: return r.minY + (r.height - height - e.top - e.bottom) / 2 + e.top
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentRect(forBounds: bounds)
        let (titleFrame, subtitleFrame) = textFrames(in: content)
        let imageFrame = imageRect(forContentRect: content)
        if titleLabelStorage.frame != titleFrame { titleLabelStorage.frame = titleFrame }
        if let label = subtitleLabelStorage, label.frame != subtitleFrame { label.frame = subtitleFrame }
        if imageViewStorage.frame != imageFrame { imageViewStorage.frame = imageFrame }
    }

    // MARK: Appearance

    private func defaultTitleColor(for state: State) -> UIColor? {
        if let configuration {
            let color = configuration.foreground(tint: tintColor)
            return state.contains(.disabled) ? .tertiaryLabel : color
        }
        if let color = titleColors[State.normal.rawValue], state != .normal, titleColors[state.rawValue] == nil,
           buttonType != .system || state != .disabled {
            return color
        }
        switch buttonType {
        case .custom: return .white
        default:
            // System buttons draw their title in the tint colour, dimmed when disabled.
            if state.contains(.disabled) { return .tertiaryLabel }
            if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
            return tintColor
        }
    }

    /// Copies the current state's title, colour and image into the label and image view.
    private func updateAppearance() {
        let current = state
        if let attributed = attributedTitle(for: current) {
            titleLabelStorage.attributedText = attributed
        } else {
            titleLabelStorage.text = title(for: current)
        }
        titleLabelStorage.textColor = titleColor(for: current) ?? .white
        titleLabelStorage.isHidden = (currentTitle ?? "").isEmpty
        subtitleLabelStorage?.textColor = titleLabelStorage.textColor
        imageViewStorage.image = currentImage
        imageViewStorage.rendersAutomaticAsTemplate = buttonType != .custom
        imageViewStorage.isHidden = currentImage == nil
        imageViewStorage.alpha = !isEnabled && adjustsImageWhenDisabled && buttonType == .custom ? 0.5 : 1
    }

    private func contentDidChange() {
        updateAppearance()
        sizeDidChange()
    }

    /// The title label's font or text changed, or the insets: the size and the layout follow.
    func sizeDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        contentDidChange()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
        // A configuration's background is drawn in the tint.
        setNeedsDisplay()
    }

    /// Stands for UIKit's button, whose background follows its bounds.
    override var redrawsOnEveryBoundsChange: Bool { true }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            sizeDidChange()
        }
    }

    /// The background image, stretched over the bounds (title and image are subviews, drawn above).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let configuration, let fill = configuration.background(tint: tintColor) {
            context.canvas.fill(roundedRect: bounds.graphicsRect, radius: Double(configuration.cornerRadius(height: bounds.height)),
                                color: context.faded(fill.resolvedColor(with: traitCollection).graphicsColor))
        }
        if let background = currentBackgroundImage {
            background.draw(on: context.canvas, in: bounds, viewTint: tintColor, traits: traitCollection, alpha: context.alpha)
        }
    }

    override var layoutDescriptionSuffix: String {
        guard let title = currentTitle, !title.isEmpty else { return "" }
        return "'\(title)'"
    }
}

/// The button's title label: tells the button when its font or text changes, so the button's size follows
/// (`button.titleLabel?.font = …` resizes the button, as on iOS).
@MainActor
final class ButtonTitleLabel: UILabel {
    /// The button, not kept alive: nil once it is deallocated, as with `weak` (through its reference, so that the
    /// button's retains and releases stay on the runtime's fast path; see `LayoutItemReference`).
    var owner: UIButton? {
        get { ownerReference?.view as? UIButton }
        set { ownerReference = newValue?.layoutItemReference }
    }
    private var ownerReference: LayoutItemReference?

    override var font: UIFont! {
        didSet { owner?.sizeDidChange() }
    }

    override var adjustsFontForContentSizeCategory: Bool {
        didSet { owner?.sizeDidChange() }
    }
}
