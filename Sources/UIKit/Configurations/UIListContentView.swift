/// The view a `UIListContentConfiguration` makes: its image, then its text and secondary text (under the text, or
/// beside it, trailing), inside the configuration's margins — laid out with constraints, so a self-sizing row grows
/// with its texts and a tall image, and is at least a standard row (44 pt with the separator) tall.
@MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let stack = UIStackView()
    private var listConfiguration: UIListContentConfiguration

    // The constraints whose constants a configuration sets.
    private var imageCenterX: NSLayoutConstraint!
    private var imageWidth: NSLayoutConstraint!
    private var imageHeight: NSLayoutConstraint!
    private var stackLeading: NSLayoutConstraint!
    private var minimumHeight: NSLayoutConstraint!

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        setUp()
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        setUp()
        apply()
    }

    /// The configuration shown. Only list configurations are accepted; another kind is reported and ignored (a cell
    /// makes a new view for it).
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                UIView.layoutLog("UIListContentView cannot show a \(type(of: newValue)); its configuration is unchanged.")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func setUp() {
        for view in [imageView, stack] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        stack.addArrangedSubview(textLabel)
        stack.addArrangedSubview(secondaryTextLabel)
        let margins = layoutMarginsGuide
        imageCenterX = imageView.centerXAnchor.constraint(equalTo: margins.leadingAnchor)
        imageWidth = imageView.widthAnchor.constraint(equalToConstant: 0)
        imageHeight = imageView.heightAnchor.constraint(equalToConstant: 0)
        stackLeading = stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        minimumHeight = heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
        minimumHeight.priority = UILayoutPriority(999)
        // A tall image makes the row taller (998), unless the row's height is fixed (required), when it overflows.
        let imageTop = imageView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor)
        let imageBottom = imageView.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor)
        imageTop.priority = UILayoutPriority(998)
        imageBottom.priority = UILayoutPriority(998)
        NSLayoutConstraint.activate([
            imageCenterX, imageWidth, imageHeight, imageTop, imageBottom,
            imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
            stackLeading,
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            stack.centerYAnchor.constraint(equalTo: centerYAnchor),
            minimumHeight,
        ])
    }

    /// Shows the configuration: the labels' texts and styles, the image at its display size, the spacing.
    private func apply() {
        let c = listConfiguration
        directionalLayoutMargins = c.directionalLayoutMargins
        preservesSuperviewLayoutMargins = !c.axesPreservingSuperviewLayoutMargins.isEmpty
        style(textLabel, text: c.text, attributed: c.attributedText, c.textProperties)
        style(secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText, c.secondaryTextProperties)
        if c.prefersSideBySideTextAndSecondaryText {
            stack.axis = .horizontal
            stack.alignment = .firstBaseline
            stack.spacing = c.textToSecondaryTextHorizontalPadding
            textLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            secondaryTextLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            secondaryTextLabel.textAlignment = .right
        } else {
            stack.axis = .vertical
            stack.alignment = .fill
            stack.spacing = c.textToSecondaryTextVerticalPadding
            textLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
            secondaryTextLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        }
        // The image: its size capped by maximumSize (keeping its aspect ratio), centred in its reserved room.
        let properties = c.imageProperties
        imageView.image = c.image
        imageView.tintColor = properties.tintColor
        imageView.preferredSymbolConfiguration = properties.preferredSymbolConfiguration
        imageView.layer.cornerRadius = properties.cornerRadius
        imageView.clipsToBounds = properties.cornerRadius > 0
        imageView.isHidden = c.image == nil
        let size = displaySize(of: c.image, properties)
        imageWidth.constant = size.width
        imageHeight.constant = size.height
        let slot = c.image == nil ? 0 : max(size.width, properties.reservedLayoutSize.width)
        imageCenterX.constant = slot / 2
        stackLeading.constant = c.image == nil ? 0 : slot + c.imageToTextPadding
        minimumHeight.constant = c.isCellStyle ? UITableView.defaultRowHeight - 1 : 0
    }

    private func style(_ label: UILabel, text: String?, attributed: NSAttributedString?,
                       _ p: UIListContentConfiguration.TextProperties) {
        label.font = p.font
        label.textColor = p.color
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = p.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = p.allowsDefaultTighteningForTruncation
        label.adjustsFontForContentSizeCategory = p.adjustsFontForContentSizeCategory
        label.textAlignment = p.alignment == .center ? .center : p.alignment == .justified ? .justified : .natural
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map { transformed($0, p.transform) }
        }
        label.isHidden = (label.text ?? "").isEmpty
    }

    private func transformed(_ text: String, _ transform: UIListContentConfiguration.TextProperties.TextTransform) -> String {
        switch transform {
        case .none: return text
        case .uppercase: return text.uppercased()
        case .lowercase: return text.lowercased()
        case .capitalized: return text.capitalized
        }
    }

    /// The image's size, scaled down to fit `maximumSize` (a zero dimension: no limit) with its aspect ratio kept.
    private func displaySize(of image: UIImage?, _ properties: UIListContentConfiguration.ImageProperties) -> CGSize {
        guard let image else { return .zero }
        var size = image.size
        if let symbols = properties.preferredSymbolConfiguration, image.isSymbolImage,
           let configured = image.applyingSymbolConfiguration(symbols) {
            size = configured.size
        }
        guard size.width > 0, size.height > 0 else { return .zero }
        var scale: CGFloat = 1
        if properties.maximumSize.width > 0 { scale = min(scale, properties.maximumSize.width / size.width) }
        if properties.maximumSize.height > 0 { scale = min(scale, properties.maximumSize.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }
}
