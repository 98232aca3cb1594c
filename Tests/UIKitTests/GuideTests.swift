import Testing
@testable import UIKit

@MainActor
@Suite("Layout guides, margins, safe area, right-to-left")
struct GuideTests {
    @Test("UILayoutGuide: added to a view, constrained like a view, layoutFrame in the owning view's coordinates")
    func plainGuide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(spacer.layoutFrame == CGRect(x: 50, y: 0, width: 200, height: 10))
        #expect(spacer.owningView === root)
        #expect(root.layoutGuides.contains(spacer))
    }

    @Test("Margins: 8 pt by default (UIKit documents 8 pt for views), settable, with UIKit's guide constraint identifiers")
    func marginsDefaultAndChange() {
        final class MarginWatcher: UIView {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1 }
        }
        let root = MarginWatcher(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let guide = root.layoutMarginsGuide
        #expect(guide.identifier == "UIViewLayoutMarginsGuide")
        #expect(root.guideConstraints.map(\.identifier) == ["UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
                                                            "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 184))
        root.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 4, right: 20)
        #expect(root.changes == 1)
        let installs = root.layoutEngine.rowInstallCount, moves = root.layoutEngine.constantMoveCount
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 16, y: 0, width: 164, height: 196))
        // Four edges changed → four constants moved in place, nothing re-installed or rebuilt.
        #expect(root.layoutEngine.rowInstallCount == installs)
        #expect(root.layoutEngine.constantMoveCount - moves == 4)
    }

    @Test("Directional margins follow the layout direction; leading/trailing flip in right-to-left")
    func rightToLeft() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 0, width: 100, height: 10))
        #expect(root.layoutMargins.left == 30)
        for v in [root, child] { v.semanticContentAttribute = .forceRightToLeft }
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        root.layoutIfNeeded()
        // Leading is now the right edge; the 30 pt leading margin is on the right.
        #expect(child.frame == CGRect(x: 190, y: 0, width: 100, height: 10))
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    }

    @Test("preservesSuperviewLayoutMargins raises margins to the superview's where they touch")
    func preservesSuperviewMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let child = UIView(frame: CGRect(x: 0, y: 50, width: 300, height: 100))
        root.addSubview(child)
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        child.preservesSuperviewLayoutMargins = true
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
        // Apple: "The amount of the adjustment is the smallest amount needed to ensure that content is also inside the
        // superview's margins": on every edge, the superview's margin less the distance between the two edges.
        root.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 40, right: 50)
        child.frame = CGRect(x: 10, y: 10, width: 280, height: 280)
        #expect(child.layoutMargins == UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        child.frame = CGRect(x: 40, y: 40, width: 230, height: 200)
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 20), "only the right edge is close enough")
    }

    @Test("A view outside a window has no safe area; in a window it gets the device's insets where it overlaps them")
    func safeAreaInWindow() {
        UIDevice.current.simulate(.iPhone13, orientation: .portrait)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        #expect(top.safeAreaInsets == .zero)
        window.addSubview(top)
        window.addSubview(middle)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        let guide = top.safeAreaLayoutGuide
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 53))
        #expect(top.guideConstraints.first?.identifier == "UIViewSafeAreaLayoutGuide-left")
    }
}

@MainActor
@Suite("Margins and the safe area, continued", .serialized)
struct SafeAreaMarginTests {
    @Test("insetsLayoutMarginsFromSafeArea: margins are measured from the safe area (true) or the bounds (false)")
    func marginsFromSafeArea() {
        UIDevice.current.simulate(.iPhone13)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        #expect(view.layoutMargins == UIEdgeInsets(top: 55, left: 8, bottom: 42, right: 8))
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let guide = view.layoutMarginsGuide
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 828))
        view.insetsLayoutMarginsFromSafeArea = true
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 8, y: 55, width: 374, height: 747))
    }

    @Test("A view sticking out past its superview gets the superview's inset on that side and no more")
    func overhangIsNotUnsafe() {
        // WWDC 2017, "UIKit: Apps for Every Size and Shape": a subview whose right side runs off the screen gets the
        // root view's right safe-area inset, which "does not extend beyond it"; a view inside the safe area gets 0.
        UIDevice.current.simulate(.iPhone13, orientation: .portrait)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let wide = UIView(frame: CGRect(x: 0, y: 300, width: 500, height: 100))   // 110 pt past the right edge
        let tall = UIView(frame: CGRect(x: 0, y: -50, width: 100, height: 200))   // 50 pt above the top edge
        window.addSubview(wide)
        window.addSubview(tall)
        #expect(wide.safeAreaInsets == .zero, "the overhang is not covered by anything")
        #expect(tall.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0), "the status bar's 47, not 97")
        let inner = UIView(frame: CGRect(x: 450, y: 0, width: 40, height: 40))   // wholly in the overhang
        wide.addSubview(inner)
        #expect(inner.safeAreaInsets == .zero)
        // The margins follow (insetsLayoutMarginsFromSafeArea): an overhang does not widen them.
        #expect(wide.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

        UIDevice.current.simulate(.iPhone13, orientation: .landscapeLeft)
        let landscape = UIWindow(frame: UIScreen.main.bounds)
        let past = UIView(frame: CGRect(x: 600, y: 100, width: 500, height: 100))  // past the right sensor inset
        landscape.addSubview(past)
        #expect(landscape.safeAreaInsets.right == 47)
        #expect(past.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 47))
        UIDevice.current.simulate(.iPhone13, orientation: .portrait)
    }

    @Test("safeAreaInsetsDidChange and the controller's viewSafeAreaInsetsDidChange fire when the safe area changes")
    func safeAreaCallbacks() {
        final class Controller: UIViewController {
            var calls = 0
            override func viewDidLoad() { super.viewDidLoad(); _ = view.safeAreaLayoutGuide }
            override func viewSafeAreaInsetsDidChange() { calls += 1 }
        }
        UIDevice.current.simulate(.iPhone13)
        let controller = Controller()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let before = controller.calls
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        window.layoutIfNeeded()
        #expect(controller.calls == before + 1)
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 713))
    }

    @Test("Baselines of views without text are their bottom edge")
    func baselinesOfPlainViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), a.heightAnchor.constraint(equalToConstant: 30),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 20), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.widthAnchor.constraint(equalToConstant: 10),
            b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 10, y: 20, width: 10, height: 20))
    }

    @Test("A view's description names class, address and frame, as UIKit prints views")
    func viewDescription() {
        let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(v.description == "<UIView: \(addressString(v)); frame = (1 2; 3 4)>")
        final class Custom: UIView {}
        #expect(Custom().description.hasPrefix("<UIKitTests.SafeAreaMarginTests"))
    }
}

@MainActor
@Suite("Right-to-left spacing")
struct RightToLeftSpacingTests {
    @Test("Right-to-left, a leading constant still spaces towards trailing: label.leading == image.trailing + 8")
    func constantsFlipWithDirection() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let image = UIView(), label = UIView()
        for v in [image, label] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            image.widthAnchor.constraint(equalToConstant: 40),
            label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            image.topAnchor.constraint(equalTo: root.topAnchor), label.topAnchor.constraint(equalTo: root.topAnchor),
            image.heightAnchor.constraint(equalToConstant: 40), label.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 16, y: 0, width: 40, height: 40))
        #expect(label.frame == CGRect(x: 64, y: 0, width: 240, height: 20))
        for v in [root, image, label] { v.semanticContentAttribute = .forceRightToLeft }
        root.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 264, y: 0, width: 40, height: 40))
        #expect(label.frame == CGRect(x: 16, y: 0, width: 240, height: 20))
    }
}

/// Apple (`UIKeyboardLayoutGuide.usesBottomSafeArea`, iOS 17): when the keyboard is offscreen, the guide's top is at
/// the safe area's bottom edge (true, the default) or at the view's bottom (false). Trellis shows no keyboard.
@MainActor
@Suite("keyboardLayoutGuide: the offscreen keyboard's place", .serialized)
struct KeyboardLayoutGuideTests {
    @Test("An input bar pinned above the keyboard guide sits above the home indicator; without the safe area, at the bottom")
    func inputBar() {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        UIDevice.current.simulate(.iPhone13)
        let controller = UIViewController()
        let window = controller.shownAsWindowRoot()
        defer { window.isHidden = true }
        let view = controller.view!
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 844 - 34 - 50, width: 390, height: 50))
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(view.keyboardLayoutGuide === view.keyboardLayoutGuide, "one guide per view")
        view.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(bar.frame.maxY == 844)
        #expect(view.keyboardLayoutGuide.layoutFrame.height == 0)
        view.keyboardLayoutGuide.usesBottomSafeArea = true
        UIDevice.current.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        // Landscape: 21 pt of home indicator.
        #expect(bar.frame.maxY == CGFloat(390 - 21))
    }
}
