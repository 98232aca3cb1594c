// Every `compat` row of ../shared/reference/api-surface.md, written the way the nine tutorial apps write it.
//
// This target imports `UIKit` only — no `@testable` — so it checks the *public* surface: if a row's symbol is
// missing, internal, or has another signature, this file does not compile and the test run fails. The runtime
// expectations check that each call does what the apps rely on it for.
import Testing
import UIKit

// MARK: App lifecycle (`@main` is exercised by UIKitTests; here the delegate shape and the launch options)

final class SurfaceAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: SurfaceViewController())
        window?.makeKeyAndVisible()
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {}
    func applicationDidEnterBackground(_ application: UIApplication) {}
    func applicationWillEnterForeground(_ application: UIApplication) {}
    func applicationDidBecomeActive(_ application: UIApplication) {}
    func applicationWillTerminate(_ application: UIApplication) {}
}

// MARK: A view controller using the controller rows

final class SurfaceViewController: UIViewController {
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Surface"
        view.backgroundColor = .systemBackground
        events.append("viewDidLoad")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        events.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !events.contains("viewDidLayoutSubviews") { events.append("viewDidLayoutSubviews") }
        _ = UIDevice.current.orientation.isLandscape
        _ = traitCollection.horizontalSizeClass == .regular
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in }, completion: { _ in })
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class SurfaceTableViewController: UITableViewController {
    let rows = ["One", "Two", "Three"]

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "plain")
        cell.textLabel?.text = rows[indexPath.row]
        cell.imageView?.image = UIImage(systemName: "star")
        return cell
    }
}

// MARK: Views written as the apps write them

final class SurfaceHeaderView: UIView {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let stack = UIStackView()

    init() {
        super.init(frame: .zero)
        setupView()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }

    override func awakeFromNib() {
        super.awakeFromNib()
    }

    private func setupView() {
        tag = 7
        tintColor = .systemRed
        layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)

        imageView.contentMode = .scaleAspectFill
        imageView.image = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(scale: .small))
        imageView.layer.cornerRadius = 8
        imageView.layer.masksToBounds = true
        imageView.layer.borderWidth = 1
        imageView.layer.borderColor = UIColor.separator.cgColor
        imageView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(imageView)

        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.5
        titleLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        titleLabel.setContentCompressionResistancePriority(.defaultHigh, for: .vertical)

        stack.axis = .vertical
        stack.alignment = .center
        stack.distribution = .fill
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(titleLabel)
        stack.setCustomSpacing(12, after: titleLabel)
        addSubview(stack)

        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            imageView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            imageView.widthAnchor.constraint(equalToConstant: 40),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 1),
            stack.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 8),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: readableContentGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: centerYAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
            stack.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            stack.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, multiplier: 0.9),
            imageView.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
            imageView.centerXAnchor.constraint(lessThanOrEqualTo: centerXAnchor),
        ])
        let low = stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)
        low.priority = UILayoutPriority.required - 1
        low.isActive = true
        addConstraints([heightAnchor.constraint(greaterThanOrEqualToConstant: 44)])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.layer.cornerRadius = imageView.bounds.width * 0.2
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        _ = traitCollection.userInterfaceStyle == .dark
    }
}

final class SurfaceGradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.black.withAlphaComponent(0.6).cgColor, UIColor.clear.cgColor]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SurfaceStackView: UIStackView {
    init() {
        super.init(frame: .zero)
        axis = .horizontal
        alignment = .bottom
        distribution = .fillEqually
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SurfaceButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("Play", for: .normal)
        setImage(UIImage(systemName: "play.fill"), for: .normal)
        contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
        titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SurfaceTextField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
}

final class SurfaceImageView: UIImageView {
    var minimumHeight: CGFloat = 0
    override var intrinsicContentSize: CGSize {
        if minimumHeight == 0 { return super.intrinsicContentSize }
        return CGSize(width: 0, height: minimumHeight)
    }
}

final class SurfaceCell: UITableViewCell {
    let label = UILabel()
    private(set) var reuseCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
    }
}

final class SurfaceScrollController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    var scrolledTo: CGFloat?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.delegate = self
        scrollView.alwaysBounceVertical = true
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolledTo = scrollView.contentOffset.y
    }
}

// MARK: The checks

@MainActor
@Suite("The public API surface real apps use (api-surface.md) compiles with `import UIKit` alone")
struct APISurfaceTests {
    @Test("App delegate, window, navigation controller and lifecycle callbacks")
    func appLifecycle() {
        let delegate = SurfaceAppDelegate()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        let navigation = delegate.window?.rootViewController as? UINavigationController
        let root = navigation?.viewControllers.first as? SurfaceViewController
        delegate.window?.layoutIfNeeded()
        #expect(root?.events.first == "viewDidLoad")
        #expect(root?.events.contains("viewDidLayoutSubviews") == true)
        #expect(root?.title == "Surface")
        #expect(UIApplication.LaunchOptionsKey.url.rawValue.isEmpty == false)
    }

    @Test("A view written with anchors, guides, priorities, stack views, layers and Dynamic Type lays out")
    func headerView() {
        let header = SurfaceHeaderView()
        header.titleLabel.text = "Songs of Innocence"
        let size = header.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 320)
        #expect(size.height >= 44)
        header.frame = CGRect(origin: .zero, size: size)
        header.layoutIfNeeded()
        #expect(header.imageView.bounds.width == 40)
        #expect(header.imageView.layer.cornerRadius == 8)
        #expect(header.stack.arrangedSubviews.count == 1)
        #expect(header.subviews.count == 2)
        #expect(header.tag == 7)
        _ = UIFont.preferredFont(forTextStyle: .title1).pointSize
        _ = [UIFont.TextStyle.title2, .subheadline, .body, .caption1]
        let bold = UIFont(descriptor: UIFont.preferredFont(forTextStyle: .body).fontDescriptor
            .withSymbolicTraits(.traitBold)!, size: 0)
        #expect(bold.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
    }

    @Test("layerClass really makes the layer; colours, images and controls exist as apps use them")
    func layersColoursImagesControls() {
        let gradient = SurfaceGradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(gradient.gradientLayer.colors?.count == 2)
        let colours: [UIColor] = [.systemBackground, .secondarySystemBackground, .label, .secondaryLabel, .separator,
                                  .systemRed, .white, .black, .red, .green, .blue, .orange, .purple,
                                  UIColor(white: 0.5, alpha: 1), UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)]
        #expect(colours.count == 15)
        _ = UIImage(named: "no-such-picture")
        _ = UIImage(data: Data())
        let symbol = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(textStyle: .caption1))
        let weighted = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)
        _ = UIImage(systemName: "heart", withConfiguration: weighted)?.size
        #expect(symbol != nil)
        let imageView = UIImageView(image: symbol)
        imageView.contentMode = .scaleAspectFit
        imageView.contentMode = .scaleToFill
        #expect(imageView.image != nil)

        let button = SurfaceButton(type: .system)
        #expect(button.titleLabel?.text == "Play")
        var tapped = false
        button.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(tapped)
        let field = SurfaceTextField()
        field.placeholder = "Email"
        field.isSecureTextEntry = true
        #expect(field.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 30)).width == 76)
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        let spinner = UIActivityIndicatorView()
        spinner.hidesWhenStopped = true
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        _ = SurfaceImageView().intrinsicContentSize
        _ = SurfaceStackView().arrangedSubviews
        let animator = UIViewPropertyAnimator(duration: 0.1, curve: .easeOut) { gradient.alpha = 0.5 }
        animator.startAnimation()
        #expect(gradient.alpha == 0.5)
        _ = "Title".size(withAttributes: [NSAttributedString.Key.font: UIFont.preferredFont(forTextStyle: .body)])
    }

    @Test("Table views: registration, reuse, self-sizing rows, diffable data source, header and footer")
    func tables() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(SurfaceCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = UITableView.automaticDimension
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! SurfaceCell
            cell.label.text = item
            return cell
        }
        table.dataSource = dataSource
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"], toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        table.tableFooterView = UIView()
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 3)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2])
        table.reloadRows(at: table.indexPathsForVisibleRows ?? [], with: .none)
        let controller = SurfaceTableViewController()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
        _ = UITableViewCell.CellStyle.default
    }

    @Test("Scroll views: offsets, insets, the delegate")
    func scrollViews() {
        let controller = SurfaceScrollController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        controller.scrollView.setContentOffset(CGPoint(x: 0, y: -50), animated: false)
        #expect(controller.scrolledTo == -50)
        #expect(controller.scrollView.contentOffset.y == -50)
    }

    @Test("Visual Format Language with NSDictionaryOfVariableBindings' stand-in")
    func visualFormat() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-15-[label]-15-|",
                                                         options: NSLayoutConstraint.FormatOptions(rawValue: 0),
                                                         metrics: nil, views: ["label": label])
        container.addConstraints(constraints)
        container.layoutIfNeeded()
        #expect(label.frame.minX == 15 && label.frame.width == 270)
    }
}

@MainActor
@Suite("Nibs: register(UINib(nibName:bundle:), forCellReuseIdentifier:) compiles and uses the cell class of that name")
struct NibRegistrationTests {
    @Test("A nib named like a cell class registers that class; an unknown nib is reported, not a crash")
    func nibRegistration() {
        var messages: [String] = []
        let previous = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = previous }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UINib(nibName: "SourceCompatibilityTests.SurfaceCell", bundle: nil), forCellReuseIdentifier: "nib")
        let cell = table.dequeueReusableCell(withIdentifier: "nib", for: IndexPath(row: 0, section: 0))
        #expect(cell is SurfaceCell)
        #expect(messages.isEmpty)
        table.register(UINib(nibName: "NoSuchCell", bundle: Bundle.main), forCellReuseIdentifier: "missing")
        #expect(messages.contains { $0.contains("NoSuchCell") })
        #expect(UINib(nibName: "NoSuchCell", bundle: nil).instantiate(withOwner: nil, options: nil).isEmpty)
    }
}
