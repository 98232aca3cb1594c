import Testing
@testable import UIKit

@MainActor
@Suite("UIView hierarchy, geometry and appearance")
struct ViewTests {
    @Test("UIEdgeInsets and NSDirectionalEdgeInsets: values, equality, inset(by:) and direction mapping")
    func geometryTypes() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets) == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        let d = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(d.absolute(in: .leftToRight) == insets)
        #expect(d.absolute(in: .rightToLeft) == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(insets.directional(in: .rightToLeft) == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    @Test("init() is a convenience initializer: subclasses declare their own init() calling super.init(frame: .zero)")
    func initializerShapes() {
        final class Custom: UIView {
            let marker: Int
            init() {
                marker = 7
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        #expect(Custom().marker == 7)
        #expect(UIView().frame == .zero)
        #expect(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("frame, bounds and center describe the same rectangle; bounds.origin moves independently")
    func frameBoundsCenter() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        v.center = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        v.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(v.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        v.bounds = CGRect(x: 0, y: 30, width: 200, height: 50)
        #expect(v.frame == CGRect(x: 0, y: 75, width: 200, height: 50))
    }

    @Test("addSubview, insertSubview(_:at:), moving between superviews, subview order")
    func hierarchy() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        #expect(a.superview === root)
        root.addSubview(c)
        #expect(root.subviews.last === c)
        a.addSubview(b)
        #expect(b.superview === a)
        #expect(root.subviews.count == 2)
        #expect(b.isDescendant(of: root))
        root.insertSubview(b, belowSubview: c)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        let log = capturingLayoutLog { b.addSubview(root) }
        #expect(log == ["Can't add self as subview"])
        #expect(root.superview == nil)
    }

    @Test("tintColor is inherited live from the superview chain; default systemBlue")
    func tintInheritance() {
        final class Tinted: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView()
        let leaf = Tinted()
        container.addSubview(leaf)
        #expect(leaf.tintColor == .systemBlue)
        window.tintColor = .systemRed
        window.addSubview(container)
        #expect(leaf.tintColor == .systemRed)
        #expect(leaf.changes == 1)
        container.tintColor = .green
        #expect(leaf.tintColor == .green)
        #expect(leaf.changes == 2)
        leaf.tintColor = .orange
        container.tintColor = .purple
        #expect(leaf.tintColor == .orange)
        #expect(leaf.changes == 3)
    }

    @Test("layerClass decides the layer's class: a CAGradientLayer view's layer is one")
    func layerClass() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let v = GradientView()
        let gradient = v.layer as? CAGradientLayer
        #expect(gradient != nil)
        gradient?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(gradient?.colors?.count == 2)
        #expect(type(of: UIView().layer) == CALayer.self)
        #expect(v.layer.delegate === v)
        v.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(v.layer.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("isHidden, alpha, backgroundColor, clipsToBounds, tag and contentMode are stored as set")
    func appearanceProperties() {
        let v = UIView()
        v.isHidden = true
        v.alpha = 0.5
        v.backgroundColor = .systemBackground
        v.clipsToBounds = true
        v.tag = 42
        v.contentMode = .scaleAspectFill
        #expect(v.isHidden && v.layer.isHidden)
        #expect(v.alpha == 0.5 && v.layer.opacity == 0.5)
        #expect(v.backgroundColor == UIColor.systemBackground)
        #expect(v.layer.masksToBounds)
        let root = UIView()
        root.addSubview(v)
        #expect(root.viewWithTag(42) === v)
        #expect(v.contentMode == .scaleAspectFill)
        #expect(UIColor(white: 0.8, alpha: 1).withAlphaComponent(0.5).alpha == 0.5)
    }

    @Test("sizeThatFits answers the current size; sizeToFit applies it")
    func sizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 40) }
        }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(v.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 10, height: 20))
        let f = Fixed(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
        f.sizeToFit()
        #expect(f.frame == CGRect(x: 5, y: 5, width: 30, height: 40))
    }

    @Test("Hierarchy callbacks: willMove/didMove(toSuperview:), didAddSubview, willRemoveSubview, didMoveToWindow")
    func hierarchyCallbacks() {
        final class Watcher: UIView {
            var events: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { events.append("willMove(\(newSuperview == nil ? "nil" : "view"))") }
            override func didMoveToSuperview() { events.append("didMoveToSuperview") }
            override func didMoveToWindow() { events.append("didMoveToWindow(\(window == nil ? "nil" : "window"))") }
            override func didAddSubview(_ subview: UIView) { events.append("didAddSubview") }
            override func willRemoveSubview(_ subview: UIView) { events.append("willRemoveSubview") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = Watcher(), child = Watcher()
        window.addSubview(parent)
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(child.events == ["willMove(view)", "didMoveToSuperview", "didMoveToWindow(window)",
                                 "willMove(nil)", "didMoveToSuperview", "didMoveToWindow(nil)"])
        #expect(parent.events.suffix(2) == ["didAddSubview", "willRemoveSubview"])
    }
}
