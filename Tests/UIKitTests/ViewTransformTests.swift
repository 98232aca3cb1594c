import Testing
@testable import UIKit

/// `UIView.transform`: drawn around the centre, converted through, ignored by Auto Layout, `frame` its bounding box.
@MainActor
@Suite("UIView.transform")
struct ViewTransformTests {
    /// Apple (`transform`): "The origin of the transform is the value of the center property"; changing it leaves
    /// `bounds` and `center` as they are, and (`frame`) "if the transform property is not the identity transform, the
    /// value of this property is undefined" — UIKit reports the bounding box of the transformed view.
    @Test("A scaled view keeps its bounds and centre; its frame reads as the transformed bounding box")
    func geometry() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 35))
        #expect(view.frame == CGRect(x: -40, y: -15, width: 200, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(view.frame.width - 50) < 1e-9 && abs(view.frame.height - 100) < 1e-9)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(view.center == CGPoint(x: 15, y: 15) && view.bounds.size == CGSize(width: 100, height: 50),
                "setting the frame of a transformed view moves its centre and keeps its bounds")
        view.transform = .identity
        #expect(view.frame == CGRect(x: -35, y: -10, width: 100, height: 50))
        let log = capturingLayoutLog { view.transform = CGAffineTransform(scaleX: .nan, y: 1) }
        #expect(log.count == 1 && view.transform.isIdentity, "a non-finite transform is refused")
    }

    @Test("Auto Layout lays out the untransformed view: bounds and centre from the constraints")
    func autoLayoutIgnoresTheTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 40),
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        root.layoutIfNeeded()
        #expect(view.bounds.size == CGSize(width: 100, height: 40))
        #expect(view.center == CGPoint(x: 150, y: 20))
        #expect(view.frame == CGRect(x: 125, y: 10, width: 50, height: 20))
    }

    @Test("convert goes through transforms, both ways; rectangles come back as bounding boxes")
    func conversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        root.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 60))
        #expect(child.convert(CGPoint(x: 40, y: 40), to: root) == CGPoint(x: 140, y: 140))
        #expect(root.convert(CGPoint(x: 60, y: 60), to: child) == .zero)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 40, height: 40), to: root) == CGRect(x: 60, y: 60, width: 80, height: 80))
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let corner = child.convert(CGPoint.zero, to: root)
        #expect(abs(corner.x - 120) < 1e-9 && abs(corner.y - 80) < 1e-9, "a quarter turn: the top-left corner goes top-right")
        let back = root.convert(corner, to: child)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
        // A transformed view that scrolls its content (a bounds origin): the bounds' top-left corner is what shows at
        // the transformed frame's top-left, both ways.
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        child.bounds.origin = CGPoint(x: 10, y: 0)
        #expect(child.convert(CGPoint(x: 10, y: 0), to: root) == CGPoint(x: 60, y: 60))
        #expect(root.convert(CGPoint(x: 60, y: 60), to: child) == CGPoint(x: 10, y: 0))
        child.bounds.origin = .zero
        child.transform = .identity
        #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 85, y: 85))
    }

    @Test("A transformed view is drawn scaled and turned around its centre")
    func drawing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        child.backgroundColor = .red
        parent.addSubview(child)
        #expect(rgba(renderImage(parent), 70, 70) == opaqueWhite)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        var image = renderImage(parent)
        #expect(rgba(image, 62, 62) == opaqueRed && rgba(image, 138, 138) == opaqueRed)
        #expect(rgba(image, 58, 100) == opaqueWhite && rgba(image, 142, 100) == opaqueWhite)
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)
        image = renderImage(parent)
        // A diamond: its tips stick out 28 pt from the centre along the axes, its old corners are cut off.
        #expect(rgba(image, 100, 74) == opaqueRed && rgba(image, 126, 100) == opaqueRed)
        #expect(rgba(image, 82, 82) == opaqueWhite)
    }

    @Test("CGAffineTransform: inverted undoes a transform; CGRect and CGSize applying as Core Graphics")
    func affineAlgebra() {
        let t = CGAffineTransform(scaleX: 2, y: 3).rotated(by: 0.3).translatedBy(x: 5, y: -7)
        let round = t.concatenating(t.inverted())
        for (value, expected) in [(round.a, 1.0), (round.b, 0), (round.c, 0), (round.d, 1), (round.tx, 0), (round.ty, 0)] {
            #expect(abs(value - CGFloat(expected)) < 1e-12)
        }
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat, "not invertible: returned unchanged")
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 1))
                == CGRect(x: 2, y: 2, width: 20, height: 40))
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGSize(width: 20, height: 60))
    }
}
