/// An alert or an action sheet (`present(_:animated:)` it): a title, a message, text fields (alerts) and actions.
/// The presenter stays on screen, dimmed. A tap on an action (`simulateTap(on:)`, or a tap on its button) dismisses
/// the alert and then runs the action's handler.
///
/// The look of iOS 13+, from Apple's HIG and measurement rather than documentation: an alert is a 270 pt wide card
/// with 14 pt corners, centred, its title in 17 pt semibold and message in 13 pt, buttons 44 pt tall — two side by
/// side, more stacked — the cancel action (and `preferredAction`) in semibold, destructive ones red; an action sheet
/// sits at the bottom in 8 pt margins, buttons 57 pt tall, its cancel action apart below.
@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }

    public private(set) var preferredStyle: Style = .alert
    open var message: String? { didSet { if isViewLoaded { rebuild() } } }
    public private(set) var actions: [UIAlertAction] = []
    /// The action in semibold that Return would choose (alerts).
    open var preferredAction: UIAlertAction? { didSet { actionsChanged() } }
    /// The text fields added with `addTextField(configurationHandler:)` (alerts only).
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []

    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .overFullScreen
    }

    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIView.layoutLog("UIAlertController can only have one action with a style of UIAlertActionStyleCancel; "
                + "the action \"\(action.title ?? "")\" is not added.")
            return
        }
        action.controller = self
        actions.append(action)
        actionsChanged()
    }

    /// Adds a text field to an alert (an action sheet cannot have one: reported, nothing added).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIView.layoutLog("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert.")
            return
        }
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = UIFont.systemFont(ofSize: 13)
        configurationHandler?(field)
        fields.append(field)
        actionsChanged()
    }

    /// A tap on `action`'s button: the alert is dismissed, then the handler runs (a disabled action does nothing).
    open func simulateTap(on action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    func actionsChanged() { if isViewLoaded { rebuild() } }

    // MARK: The view

    private let card = UIView()
    private let cancelCard = UIView()

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0, alpha: 0.2)
        for container in [card, cancelCard] {
            container.translatesAutoresizingMaskIntoConstraints = false
            container.backgroundColor = UIColor.secondarySystemBackground
            container.layer.cornerRadius = preferredStyle == .alert ? 14 : 13
            container.layer.masksToBounds = true
            view.addSubview(container)
        }
        rebuild()
    }

    /// Lays the alert out again: the texts, fields and buttons in the card, the card in the view.
    private func rebuild() {
        for container in [card, cancelCard] { container.subviews.forEach { $0.removeFromSuperview() } }
        NSLayoutConstraint.deactivate(placement)
        let sheet = preferredStyle == .actionSheet
        let header = UIStackView()
        header.axis = .vertical
        header.spacing = sheet ? 2 : 4
        header.isLayoutMarginsRelativeArrangement = true
        header.directionalLayoutMargins = NSDirectionalEdgeInsets(top: sheet ? 14 : 19, leading: 16,
                                                                  bottom: sheet ? 14 : 19, trailing: 16)
        if let title, !title.isEmpty {
            header.addArrangedSubview(label(title, font: sheet ? UIFont.systemFont(ofSize: 13, weight: .semibold)
                                                : UIFont.systemFont(ofSize: 17, weight: .semibold),
                                            color: sheet ? .secondaryLabel : .label))
        }
        if let message, !message.isEmpty {
            header.addArrangedSubview(label(message, font: UIFont.systemFont(ofSize: 13), color: sheet ? .secondaryLabel : .label))
        }
        for field in fields {
            header.setCustomSpacing(12, after: header.arrangedSubviews.last ?? field)
            header.addArrangedSubview(field)
        }
        let cancel = sheet ? actions.first { $0.style == .cancel } : nil
        let listed = actions.filter { $0 !== cancel }
        // Alerts: two actions side by side (cancel first), else stacked with cancel last; sheets keep their order
        // (their cancel action stands apart below).
        let sideBySide = !sheet && listed.count == 2 && fields.count <= 1
        let cancels = listed.filter { $0.style == .cancel }, others = listed.filter { $0.style != .cancel }
        let ordered = sheet ? listed : sideBySide ? cancels + others : others + cancels
        let buttons = UIStackView(arrangedSubviews: ordered.map(button))
        buttons.axis = sideBySide ? .horizontal : .vertical
        buttons.distribution = .fillEqually
        let body = UIStackView(arrangedSubviews: (header.arrangedSubviews.isEmpty ? [] : [header]) + [buttons])
        body.axis = .vertical
        body.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(body)
        var made = body.edgeConstraints(equalTo: card)
        let safe = view.safeAreaLayoutGuide
        if sheet {
            made += [
                card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
                card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
            ]
            if let cancel {
                let button = self.button(for: cancel)
                button.translatesAutoresizingMaskIntoConstraints = false
                cancelCard.addSubview(button)
                made += button.edgeConstraints(equalTo: cancelCard) + [
                    cancelCard.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                    cancelCard.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                    cancelCard.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
                    cancelCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
                ]
            } else {
                made.append(card.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8))
            }
            cancelCard.isHidden = cancel == nil
        } else {
            cancelCard.isHidden = true
            made += [
                card.widthAnchor.constraint(equalToConstant: Self.alertWidth),
                card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                card.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
            ]
        }
        placement = made
        NSLayoutConstraint.activate(made)
    }

    private var placement: [NSLayoutConstraint] = []

    private func label(_ text: String, font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }

    /// An action's button: its title in the tint (red when destructive, semibold for cancel and the preferred action
    /// in alerts), a hairline above it.
    private func button(for action: UIAlertAction) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        let bold = preferredStyle == .alert ? (preferredAction.map { $0 === action } ?? (action.style == .cancel))
            : action.style == .cancel
        button.titleLabel?.font = UIFont.systemFont(ofSize: preferredStyle == .alert ? 17 : 20, weight: bold ? .semibold : .regular)
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        button.isEnabled = action.isEnabled
        let height = button.heightAnchor.constraint(equalToConstant: preferredStyle == .alert ? Self.alertButtonHeight
                                                    : Self.sheetButtonHeight)
        height.isActive = true
        let hairline = UIView()
        hairline.backgroundColor = .separator
        hairline.translatesAutoresizingMaskIntoConstraints = false
        button.addSubview(hairline)
        NSLayoutConstraint.activate([
            hairline.leadingAnchor.constraint(equalTo: button.leadingAnchor),
            hairline.trailingAnchor.constraint(equalTo: button.trailingAnchor),
            hairline.topAnchor.constraint(equalTo: button.topAnchor),
            hairline.heightAnchor.constraint(equalToConstant: 1 / 3),
        ])
        button.addAction(UIAction { [weak self] _ in self?.simulateTap(on: action) }, for: .touchUpInside)
        return button
    }
}
