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
        let installs = root.layoutEngine.rowInstallCount
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 16, y: 0, width: 164, height: 196))
        // Four edges changed → four rows replaced, nothing rebuilt.
        #expect(root.layoutEngine.rowInstallCount - installs <= 4)
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
