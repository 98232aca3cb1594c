import Testing
@testable import UIKit

/// The shape of the Twitter-profile seed's container (minus the scroll view class, issue 6): a header outside the
/// scrolling view whose bottom follows the content inside it. A plain view's `bounds.origin` is the scroll position.
final class ProfileLikeView: UIView {
    let headerView = UIView()
    let scrollView = UIView()
    let contentView = UIView()
    private var isInitialized = false
    private var activeConstraints: [NSLayoutConstraint] = []
    private let headerMinHeight: CGFloat = 250
    var layoutPasses = 0

    init() {
        super.init(frame: .zero)
        self.setupView()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    private func setupView() {
        self.headerView.translatesAutoresizingMaskIntoConstraints = false
        self.addSubview(self.headerView)
        self.scrollView.translatesAutoresizingMaskIntoConstraints = false
        self.scrollView.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        self.addSubview(self.scrollView)
        self.contentView.translatesAutoresizingMaskIntoConstraints = false
        self.scrollView.addSubview(self.contentView)
        NSLayoutConstraint.activate([
            self.contentView.heightAnchor.constraint(equalToConstant: 1000),
        ])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        if !self.isInitialized {
            self.isInitialized = true
            self.updateConstraints(for: self.bounds.size)
        }
    }

    func updateConstraints(for size: CGSize) {
        let headerHeight: CGFloat = max(1, (size.width / 750)) * self.headerMinHeight
        NSLayoutConstraint.deactivate(self.activeConstraints)
        self.activeConstraints.removeAll()
        self.activeConstraints.append(contentsOf: [
            self.scrollView.leadingAnchor.constraint(equalTo: self.leadingAnchor),
            self.scrollView.trailingAnchor.constraint(equalTo: self.trailingAnchor),
            self.scrollView.topAnchor.constraint(equalTo: self.topAnchor),
            self.scrollView.bottomAnchor.constraint(equalTo: self.bottomAnchor),
        ])
        let isRegular = self.traitCollection.horizontalSizeClass == .regular
        let contentGuide = isRegular ? self.scrollView.readableContentGuide : self.scrollView.layoutMarginsGuide
        self.activeConstraints.append(contentsOf: [
            self.contentView.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            self.contentView.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            self.contentView.widthAnchor.constraint(equalTo: contentGuide.widthAnchor),
            self.contentView.topAnchor.constraint(equalTo: self.scrollView.topAnchor),
        ])
        self.activeConstraints.append(contentsOf: [
            self.headerView.leadingAnchor.constraint(equalTo: self.leadingAnchor),
            self.headerView.trailingAnchor.constraint(equalTo: self.trailingAnchor),
            self.headerView.bottomAnchor.constraint(equalTo: self.contentView.topAnchor),
            self.headerView.topAnchor.constraint(lessThanOrEqualTo: self.scrollView.topAnchor),
            self.headerView.heightAnchor.constraint(equalToConstant: headerHeight + self.safeAreaInsets.top).withPriority(.defaultHigh),
            self.headerView.heightAnchor.constraint(greaterThanOrEqualToConstant: headerHeight + self.safeAreaInsets.top),
        ])
        NSLayoutConstraint.activate(self.activeConstraints)
    }
}

final class ProfileLikeController: UIViewController {
    let profileView = ProfileLikeView()

    override func viewDidLoad() {
        super.viewDidLoad()
        self.profileView.translatesAutoresizingMaskIntoConstraints = false
        self.view.addSubview(self.profileView)
        NSLayoutConstraint.activate([
            self.profileView.leadingAnchor.constraint(equalTo: self.view.leadingAnchor),
            self.profileView.trailingAnchor.constraint(equalTo: self.view.trailingAnchor),
            self.profileView.topAnchor.constraint(equalTo: self.view.topAnchor),
            self.profileView.bottomAnchor.constraint(equalTo: self.view.bottomAnchor),
        ])
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        self.profileView.updateConstraints(for: size)
    }
}

@MainActor
@Suite("Seed-shaped code: compiles unchanged and lays out as on iOS", .serialized)
struct SeedShapeTests {
    @Test("Anchors of a view seen from inside are its content area (bounds origin), from outside its frame: the sticky header")
    func stickyHeaderPerspective() {
        UIDevice.current.simulate(.iPhoneSE)
        let controller = ProfileLikeController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let profile = controller.profileView
        // Content pinned inside the scrolling view's margins (16 pt) at the top of its content area.
        #expect(profile.contentView.frame == CGRect(x: 16, y: 0, width: 343, height: 1000))
        // At rest the header sits above the content: 250 pt (375/750 < 1, so the minimum) + 20 pt safe area.
        #expect(profile.headerView.frame == CGRect(x: 0, y: -270, width: 375, height: 270))
        // Pulled down by 100: the content area moves down; the header's bottom follows it.
        profile.scrollView.bounds.origin = CGPoint(x: 0, y: -100)
        window.layoutIfNeeded()
        #expect(profile.headerView.frame == CGRect(x: 0, y: -170, width: 375, height: 270))
        #expect(profile.contentView.frame == CGRect(x: 16, y: 0, width: 343, height: 1000))
        // Pulled further than the header is tall: its top stays at the scroll view's top and it stretches.
        profile.scrollView.bounds.origin = CGPoint(x: 0, y: -300)
        window.layoutIfNeeded()
        #expect(profile.headerView.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
        // Scrolled up: the header scrolls away with the content.
        profile.scrollView.bounds.origin = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        #expect(profile.headerView.frame == CGRect(x: 0, y: -370, width: 375, height: 270))
    }

    @Test("Rebuilding constraints from viewWillTransition on rotation settles with the new size")
    func rotationRebuild() {
        UIDevice.current.simulate(.iPad)
        let controller = ProfileLikeController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let profile = controller.profileView
        // Regular width: the content follows the readable guide (672 pt) centred in 820.
        #expect(profile.contentView.frame == CGRect(x: 74, y: 0, width: 672, height: 1000))
        // 820/750 × 250 = 273.33… + 24 pt safe area = 297.33…, on the 2x pixel grid 297.5.
        #expect(profile.headerView.frame.height == 297.5)
        let log = capturingLayoutLog { UIDevice.current.rotate(to: .landscapeLeft) }
        #expect(log.isEmpty)
        #expect(window.frame.size == CGSize(width: 1180, height: 820))
        #expect(profile.contentView.frame == CGRect(x: 254, y: 0, width: 672, height: 1000))
        #expect(profile.headerView.frame == CGRect(x: 0, y: -417.5, width: 1180, height: 417.5))
        UIDevice.current.rotate(to: .portrait)
    }
}

/// A view whose inside is a content area (what UIScrollView does in issue 6), for the engine hook.
final class ContentAreaView: UIView {
    var resolved = CGSize.zero
    override var usesContentLayoutArea: Bool { true }
    override func contentAreaSizeDidResolve(_ size: CGSize) { resolved = size }
}

@MainActor
@Suite("Content areas seen from inside")
struct ContentAreaTests {
    @Test("Seen from inside, a content-area view's edges are its content area, sized by what it contains")
    func contentAreaFromInside() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroller = ContentAreaView()
        scroller.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroller)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroller.addSubview(content)
        NSLayoutConstraint.activate([
            scroller.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroller.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroller.topAnchor.constraint(equalTo: root.topAnchor), scroller.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroller.leadingAnchor), content.trailingAnchor.constraint(equalTo: scroller.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroller.topAnchor), content.bottomAnchor.constraint(equalTo: scroller.bottomAnchor),
            content.widthAnchor.constraint(equalTo: root.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        root.layoutIfNeeded()
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1200))
        #expect(scroller.resolved == CGSize(width: 320, height: 1200))
    }
}

/// The timeline/music-album seeds' root controller: constraints chosen in the first viewDidLayoutSubviews from the
/// size class and orientation, and re-chosen in viewWillTransition (a plain view stands in for the table).
final class TimelineLikeController: UIViewController {
    let tableView = UIView()
    private var activeConstraints: [NSLayoutConstraint] = []
    private var isInitialized = false

    override func viewDidLoad() {
        super.viewDidLoad()
        self.tableView.translatesAutoresizingMaskIntoConstraints = false
        self.view.addSubview(self.tableView)
    }

    private func setupView() {
        NSLayoutConstraint.deactivate(self.activeConstraints)
        self.activeConstraints.removeAll()
        if self.traitCollection.horizontalSizeClass == .regular {
            if UIDevice.current.orientation.isLandscape {
                self.activeConstraints.append(contentsOf: [
                    self.tableView.widthAnchor.constraint(equalTo: self.view.widthAnchor, multiplier: 2 / 3),
                    self.tableView.centerXAnchor.constraint(equalTo: self.view.centerXAnchor),
                    self.tableView.topAnchor.constraint(equalTo: self.view.layoutMarginsGuide.topAnchor),
                    self.tableView.bottomAnchor.constraint(equalTo: self.view.layoutMarginsGuide.bottomAnchor)
                ])
            } else {
                self.activeConstraints.append(contentsOf: [
                    self.tableView.leadingAnchor.constraint(equalTo: self.view.leadingAnchor),
                    self.tableView.trailingAnchor.constraint(equalTo: self.view.trailingAnchor),
                    self.tableView.topAnchor.constraint(equalTo: self.view.layoutMarginsGuide.topAnchor),
                    self.tableView.bottomAnchor.constraint(equalTo: self.view.layoutMarginsGuide.bottomAnchor)
                ])
            }
        } else {
            self.activeConstraints.append(contentsOf: [
                self.tableView.leadingAnchor.constraint(equalTo: self.view.leadingAnchor),
                self.tableView.trailingAnchor.constraint(equalTo: self.view.trailingAnchor),
                self.tableView.topAnchor.constraint(equalTo: self.view.layoutMarginsGuide.topAnchor),
                self.tableView.bottomAnchor.constraint(equalTo: self.view.layoutMarginsGuide.bottomAnchor)
            ])
        }
        NSLayoutConstraint.activate(self.activeConstraints)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        self.setupView()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !self.isInitialized {
            self.isInitialized = true
            self.setupView()
        }
    }
}

@MainActor
@Suite("Seed-shaped controllers", .serialized)
struct TimelineShapeTests {
    @Test("Constraints activated in the first viewDidLayoutSubviews and rebuilt on rotation (iPad)")
    func timelineOnIPad() {
        UIDevice.current.simulate(.iPad, orientation: .landscapeLeft)
        let controller = TimelineLikeController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        let log = capturingLayoutLog { window.makeKeyAndVisible() }
        #expect(log.isEmpty)
        // 2/3 of 1180 = 786.67, centred, on the 2x pixel grid; margins top/bottom = safe area 24/20.
        #expect(controller.tableView.frame == CGRect(x: 196.5, y: 24, width: 787, height: 776))
        UIDevice.current.rotate(to: .portrait)
        #expect(controller.tableView.frame == CGRect(x: 0, y: 24, width: 820, height: 1136))
        window.isHidden = true
    }

    @Test("The same controller on iPhone stays full width in both orientations (compact)")
    func timelineOnIPhone() {
        UIDevice.current.simulate(.iPhone13)
        let controller = TimelineLikeController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.tableView.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        UIDevice.current.rotate(to: .landscapeRight)
        #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 844, height: 369))
        UIDevice.current.rotate(to: .portrait)
        window.isHidden = true
    }
}

/// Stands in for a label through the module's text hooks: baselines and the text shown in descriptions.
final class TextLikeView: UIView {
    let text: String
    init(_ text: String) {
        self.text = text
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 40) }
    // Two 20 pt lines, ascender 15: first baseline 15 from the top, last baseline 5 above the bottom.
    override var baselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? { (15, 5) }
    override var layoutDescriptionSuffix: String { "'\(text)'" }
}

@MainActor
@Suite("Text hooks for labels")
struct TextHookTests {
    @Test("Baseline anchors use the view's baseline offsets; descriptions show the text")
    func baselinesAndDescriptions() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let title = TextLikeView("Sign Up"), detail = TextLikeView("Later")
        root.addSubview(title)
        root.addSubview(detail)
        let align = detail.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            align,
        ])
        root.layoutIfNeeded()
        // title's last baseline: 10 + 40 − 5 = 45; detail's first baseline 15 below its top → top 30.
        #expect(detail.frame == CGRect(x: 88, y: 30, width: 80, height: 40))
        #expect(align.description.contains("TextLikeView:\(addressString(detail))'Later'.firstBaseline == "))
        #expect(align.description.contains("TextLikeView:\(addressString(title))'Sign Up'.lastBaseline   (active)>"))
    }
}
