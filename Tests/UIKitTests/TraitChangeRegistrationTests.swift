import Testing
@testable import UIKit

/// A header written as iOS 17 code writes it: trait registrations instead of `traitCollectionDidChange(_:)`.
final class RegisteringHeader: UIView {
    var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
            self.events.append("vertical \(previous.verticalSizeClass.rawValue)→\(self.traitCollection.verticalSizeClass.rawValue)")
        }
        registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self],
                                handler: { (view: RegisteringHeader, _: UITraitCollection) in
            view.events.append("style \(view.traitCollection.userInterfaceStyle.rawValue)")
        })
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { events.append("didChange") }
    }
}

final class RegisteringController: UIViewController {
    var sizeChanges: [UIUserInterfaceSizeClass] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        let sizeTraits: [UITrait] = [UITraitVerticalSizeClass.self, UITraitHorizontalSizeClass.self]
        registerForTraitChanges(sizeTraits) { (controller: RegisteringController, previous: UITraitCollection) in
            controller.sizeChanges.append(previous.verticalSizeClass)
        }
    }
}

/// Apple (`UITraitChangeObservable`): "When you register for trait changes, the system observes the specified traits,
/// and calls your code when any of the observed traits change value"; the handler gets "the observed object" and "the
/// trait collection prior to the changes".
@MainActor
@Suite("registerForTraitChanges: handlers for the traits they name", .serialized)
struct TraitChangeRegistrationTests {
    @Test("A view's handlers run for their own traits only, after traitCollectionDidChange, with the previous traits")
    func viewRegistrations() {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        UIDevice.current.simulate(.iPhone13)
        let controller = RegisteringController()
        let window = controller.shownAsWindowRoot()
        defer { window.isHidden = true }
        let header = RegisteringHeader(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        controller.view.addSubview(header)
        header.events.removeAll()
        // iPhone 13 in landscape: the vertical size class goes from regular (2) to compact (1).
        UIDevice.current.rotate(to: .landscapeLeft)
        #expect(header.events == ["didChange", "vertical 2→1"])
        #expect(controller.sizeChanges == [.regular])
        header.events.removeAll()
        header.overrideUserInterfaceStyle = .dark
        #expect(header.events == ["style 2"])
        header.events.removeAll()
        UIDevice.current.rotate(to: .portrait)
        #expect(header.events == ["didChange", "vertical 1→2"])
        #expect(controller.sizeChanges == [.regular, .compact])
    }

    @Test("An unregistered handler stops; the target-action form reports the selector it cannot call")
    func unregisterAndSelectors() {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        UIDevice.current.simulate(.iPhone13)
        let window = UIViewController().shownAsWindowRoot()
        defer { window.isHidden = true }
        let view = UIView()
        window.rootViewController?.view.addSubview(view)
        var calls = 0
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in
            calls += 1
        }
        view.overrideUserInterfaceStyle = .dark
        #expect(calls == 1)
        view.unregisterForTraitChanges(registration)
        view.overrideUserInterfaceStyle = .light
        #expect(calls == 1)
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector("updateColors"))
        let log = capturingLayoutLog { view.overrideUserInterfaceStyle = .dark }
        #expect(log.contains { $0.contains("cannot perform selector 'updateColors'") }, "\(log)")
    }
}

/// Apple (iOS 15): `maximumContentSizeCategory` — "the maximum content size category for the view and its
/// subviews"; `minimumContentSizeCategory` the minimum. Labels that adjust to the content size category follow the
/// limited category.
@MainActor
@Suite("Content size category limits", .serialized)
struct ContentSizeCategoryLimitTests {
    @Test("A maximum caps a subtree's text size at AX5; a minimum raises it at XS; others follow the app")
    func limits() {
        let environment = SimulatedEnvironment.current
        defer {
            UIApplication.shared.preferredContentSizeCategory = .large
            environment.restore()
        }
        UIDevice.current.simulate(.iPhone13)
        let controller = UIViewController()
        let window = controller.shownAsWindowRoot()
        defer { window.isHidden = true }
        let bar = UIView(), free = UILabel(), capped = UILabel()
        for label in [free, capped] {
            label.font = UIFont.preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.text = "Text"
        }
        controller.view.addSubview(bar)
        bar.addSubview(capped)
        controller.view.addSubview(free)
        bar.maximumContentSizeCategory = .accessibilityMedium
        UIApplication.shared.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.layoutIfNeeded()
        #expect(capped.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(free.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        // Body: 28 pt at AX1, 53 pt at AX5 (Apple's Dynamic Type table).
        #expect(capped.font.pointSize == 28)
        #expect(free.font.pointSize == 53)
        #expect(capped.appliedContentSizeCategoryLimitsDescription.contains("UICTContentSizeCategoryAccessibilityM"))
        bar.maximumContentSizeCategory = nil
        bar.minimumContentSizeCategory = .large
        UIApplication.shared.preferredContentSizeCategory = .extraSmall
        window.layoutIfNeeded()
        #expect(capped.font.pointSize == 17 && free.font.pointSize == 14)
    }
}
