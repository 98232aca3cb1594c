import Testing
@testable import UIKit

@MainActor
@Suite("NSLayoutConstraint, anchors and priorities")
struct ConstraintTests {
    func pair() -> (UIView, UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        return (root, a, b)
    }

    @Test("The full initializer keeps items, attributes, relation, multiplier and constant")
    func fullInitializer() {
        let (_, a, b) = pair()
        let c = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: b,
                                   attribute: .height, multiplier: 0.5, constant: 10)
        #expect(c.firstItem === a)
        #expect(c.secondItem === b)
        #expect(c.firstAttribute == .width)
        #expect(c.secondAttribute == .height)
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.multiplier == 0.5)
        #expect(c.constant == 10)
        #expect(c.priority == .required)
        #expect(!c.isActive)
        #expect(c.firstAnchor?.item === a)
    }

    @Test("description: Apple's format with identifier, multiplier, constant and (active)")
    func descriptionFormat() {
        let (root, a, b) = pair()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)
        c.identifier = "id"
        c.isActive = true
        let addr = addressString
        #expect(c.description == "<NSLayoutConstraint:\(addr(c)) 'id' UIView:\(addr(a)).leading == UIView:\(addr(b)).leading + 8   (active)>")
        let m = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -4)
        #expect(m.description == "<NSLayoutConstraint:\(addr(m)) UIView:\(addr(a)).width == 0.5*UIView:\(addr(root)).width - 4   (inactive)>")
        let k = a.heightAnchor.constraint(equalToConstant: 44).withPriority(.defaultHigh)
        #expect(k.description == "<NSLayoutConstraint:\(addr(k)) UIView:\(addr(a)).height == 44 @750   (inactive)>")
        let s = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
        // A space between neighbours prints as VFL (auto-layout-behaviour.md), system spacing as NSSpace(8).
        #expect(s.description.contains(" H:[UIView:\(addr(a))]-(NSSpace(8))-[UIView:\(addr(b))]   (inactive)>"))
        #expect(addr(a).hasPrefix("0x"))
    }

    @Test("Activation installs the constraint on the closest common ancestor; deactivation removes it")
    func activationInstallsOnCommonAncestor() {
        let (root, a, b) = pair()
        let inner = UIView()
        a.addSubview(inner)
        let c = inner.topAnchor.constraint(equalTo: b.bottomAnchor)
        NSLayoutConstraint.activate([c])
        #expect(c.isActive)
        #expect(root.constraints.contains(c))
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        own.isActive = true
        #expect(a.constraints.contains(own))
        NSLayoutConstraint.deactivate([c])
        #expect(!c.isActive)
        #expect(!root.constraints.contains(c))
        root.addConstraints([c])
        #expect(c.isActive)
        root.removeConstraints([c])
        #expect(!c.isActive)
    }

    @Test("removeFromSuperview removes the constraints that involve the removed subtree, keeps those inside it")
    func removeFromSuperviewRemovesConstraints() {
        let (root, a, b) = pair()
        let inner = UIView()
        a.addSubview(inner)
        let outside = inner.topAnchor.constraint(equalTo: b.bottomAnchor)
        let inside = inner.topAnchor.constraint(equalTo: a.topAnchor)
        let unrelated = b.widthAnchor.constraint(equalTo: root.widthAnchor)
        NSLayoutConstraint.activate([outside, inside, unrelated])
        a.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
        #expect(unrelated.isActive)
        #expect(a.superview == nil)
        #expect(!root.subviews.contains(a))
    }

    @Test("No common ancestor: Apple's message naming both anchors, not activated, no crash")
    func noCommonAncestor() {
        let a = UIView(), b = UIView()
        let c = a.heightAnchor.constraint(equalTo: b.heightAnchor)
        let log = capturingLayoutLog { c.isActive = true }
        #expect(!c.isActive)
        #expect(log.count == 1)
        let text = log.first ?? ""
        #expect(text.hasPrefix("Unable to activate constraint with anchors <NSLayoutDimension:0x"))
        #expect(text.contains("\"UIView:\(addressString(a)).height\">"))
        #expect(text.contains("\"UIView:\(addressString(b)).height\">"))
        #expect(text.hasSuffix("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
    }

    @Test("A non-finite constant is rejected with Apple's message")
    func nonFiniteConstant() {
        let (_, a, _) = pair()
        var c: NSLayoutConstraint?
        let log = capturingLayoutLog {
            c = a.widthAnchor.constraint(equalToConstant: .nan)
            c?.isActive = true
        }
        #expect(c?.isActive == false)
        #expect(log.first?.hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:<NSLayoutDimension:0x") == true)
        #expect(log.first?.hasSuffix("secondAnchor:(null)") == true)
        // Setting a non-finite constant later is refused too; the old value stays.
        let d = a.widthAnchor.constraint(equalToConstant: 10)
        let log2 = capturingLayoutLog { d.constant = .infinity }
        #expect(d.constant == 10)
        #expect(log2.count == 1)
    }

    @Test("A location attribute with multiplier 0 or no second item is illegal (Apple's reason)")
    func locationEqualToConstant() {
        let (_, a, b) = pair()
        let expected = "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs"
        var made: [NSLayoutConstraint] = []
        let log = capturingLayoutLog {
            made.append(NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .leading,
                                           multiplier: 0, constant: 10))
            made.append(NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: 10))
        }
        #expect(log.first == expected)
        #expect(log.count == 2)
        let log2 = capturingLayoutLog { NSLayoutConstraint.activate(made) }
        #expect(made.allSatisfy { !$0.isActive })
        #expect(log2.count == 2)
    }

    @Test("Changing priority between required and optional on an active constraint is an error; optional↔optional is fine")
    func requiredOptionalPriorityChange() {
        let (_, a, _) = pair()
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        let log = capturingLayoutLog { c.priority = .defaultLow }
        #expect(c.priority == .required)
        #expect(log == ["Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000."])
        let d = a.heightAnchor.constraint(equalToConstant: 10).withPriority(.defaultHigh)
        d.isActive = true
        let log2 = capturingLayoutLog { d.priority = .defaultLow }
        #expect(log2.isEmpty)
        #expect(d.priority == .defaultLow)
        // Inactive constraints may change freely.
        let e = a.heightAnchor.constraint(equalToConstant: 20)
        e.priority = .defaultLow
        e.priority = .required
        #expect(e.priority == .required)
    }

    @Test("UILayoutPriority: Apple's standard values and Float arithmetic")
    func priorities() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect((UILayoutPriority.defaultLow - 1).rawValue == 249)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect(UILayoutPriority(999) < .required)
        let literal: UILayoutPriority = 999.5
        #expect(literal.rawValue == 999.5)
    }

    @Test("Optional priorities are strict levels: 999.5 beats 999 regardless of amounts")
    func fractionalPriorityLevels() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 100).withPriority(UILayoutPriority(999)),
            box.widthAnchor.constraint(equalToConstant: 101).withPriority(UILayoutPriority(999.5)),
            box.widthAnchor.constraint(equalToConstant: 50).withPriority(UILayoutPriority(999)),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 101)
    }

    @Test("Anchor families: constants, multipliers, inequalities and system spacing lay out as stated")
    func anchorVariants() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 20),
            a.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 5),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(greaterThanOrEqualToConstant: 30),
            b.widthAnchor.constraint(lessThanOrEqualToConstant: 30),
            b.heightAnchor.constraint(lessThanOrEqualTo: a.heightAnchor, multiplier: 1, constant: -5),
            b.heightAnchor.constraint(greaterThanOrEqualTo: a.heightAnchor, multiplier: 1, constant: -5),
            b.centerXAnchor.constraint(lessThanOrEqualTo: root.centerXAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 100, height: 55))
        #expect(b.frame == CGRect(x: 126, y: 83, width: 30, height: 50))
    }

    @Test("Leading/trailing cannot be paired with left/right (Apple's error)")
    func leadingWithLeftIsIllegal() {
        let (_, a, b) = pair()
        let log = capturingLayoutLog {
            _ = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left,
                                   multiplier: 1, constant: 0)
        }
        #expect(log.first?.hasPrefix("A constraint cannot be made between a leading/trailing attribute and a right/left attribute") == true)
    }
}

@MainActor
@Suite("Anchor extras")
struct AnchorExtraTests {
    @Test("anchorWithOffset(to:) makes a dimension spanning two anchors")
    func anchorWithOffset() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 20), b.widthAnchor.constraint(equalToConstant: 20),
            a.centerXAnchor.anchorWithOffset(to: b.centerXAnchor).constraint(equalToConstant: 100),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 110, y: 0, width: 20, height: 5))
    }
}

@MainActor
@Suite("App entry point")
struct EntryPointTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var launched = false
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            launched = true
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }

    @Test("@main's main() creates the app delegate itself (through the required init?(coder:)) and launches it")
    func mainEntry() {
        UIApplicationMainSupport.factory = nil
        UIApplicationMainSupport.drainsMainQueueAfterLaunch = false
        defer { UIApplicationMainSupport.drainsMainQueueAfterLaunch = true }
        Delegate.main()
        let launched = UIApplication.shared.delegate as? Delegate
        #expect(launched?.launched == true)
        #expect(launched?.window?.isKeyWindow == true)
        launched?.window?.isHidden = true
        // A factory, when registered, is used instead.
        let mine = Delegate()
        UIApplicationMainSupport.factory = { mine }
        Delegate.main()
        UIApplicationMainSupport.factory = nil
        #expect(UIApplication.shared.delegate === mine)
        #expect(mine.launched)
        mine.window?.isHidden = true
    }
}
