import Testing
@testable import UIKit

/// Hit testing and simulated taps. Apple (`hitTest(_:with:)`): "This method ignores view objects that are hidden,
/// that have disabled user interactions, or have an alpha level less than 0.01"; it "traverses the view hierarchy by
/// calling the point(inside:with:) method of each subview"; points outside the view's bounds are never hit.
@MainActor
@Suite("Hit testing and simulated taps", .serialized)
struct HitTestingTests {
    final class WideHitButton: UIButton {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    final class TouchRecorder: UIView {
        var events: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            events.append("began \(touches.first.map { $0.location(in: self) } ?? .zero)")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
    }

    final class ForwardedController: UIViewController {
        var ended = 0
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
    }

    func window(_ controller: UIViewController) -> UIWindow {
        UIDevice.current.simulate(.iPhone13)
        let window = controller.shownAsWindowRoot()
        return window
    }

    @Test("The frontmost visible, interactive subview containing the point is hit; the others are skipped")
    func hitTest() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === front, "a label takes no touches: its superview")
        #expect(root.hitTest(CGPoint(x: 300, y: 25), with: nil) == nil)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        // A wider touch area by overriding point(inside:with:).
        let button = WideHitButton(frame: CGRect(x: 150, y: 150, width: 20, height: 20))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 185, y: 185), with: nil) === button)
    }

    @Test("A tap reaches buttons, switches and segmented controls, and a view's own touch handlers; others pass it on")
    func taps() {
        let controller = ForwardedController()
        let window = window(controller)
        defer { window.isHidden = true }
        var tapped = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in tapped += 1 })
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 160, width: 0, height: 0))
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.frame = CGRect(x: 20, y: 210, width: 200, height: 32)
        let recorder = TouchRecorder(frame: CGRect(x: 20, y: 260, width: 100, height: 100))
        let plain = UIView(frame: CGRect(x: 20, y: 400, width: 100, height: 100))
        for view in [button, toggle, segments, recorder, plain] { controller.view.addSubview(view) }
        #expect(window.simulateTap(at: CGPoint(x: 70, y: 122)) === button)
        #expect(tapped == 1)
        window.simulateTap(at: CGPoint(x: 40, y: 175))
        #expect(toggle.isOn)
        window.simulateTap(at: CGPoint(x: 180, y: 225))
        #expect(segments.selectedSegmentIndex == 1)
        window.simulateTap(at: CGPoint(x: 30, y: 270))
        #expect(recorder.events == ["began CGPoint(x: 10.0, y: 10.0)", "ended"])
        // A plain view passes the touch up the responder chain: to its superview, the controller's view, and on to the
        // controller.
        window.simulateTap(at: CGPoint(x: 50, y: 450))
        #expect(controller.ended == 1)
        button.isEnabled = false
        window.simulateTap(at: CGPoint(x: 70, y: 122))
        #expect(tapped == 1, "a disabled button does nothing")
    }

    @Test("A tap on a cell's label selects its row")
    func tableRow() {
        let source = SelectionRecorder(rows: 30)
        let controller = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        controller.view = table
        let window = window(controller)
        defer { window.isHidden = true }
        let row3 = table.rectForRow(at: IndexPath(row: 3, section: 0))
        let point = table.convert(CGPoint(x: 40, y: row3.midY), to: window)
        window.simulateTap(at: point)
        #expect(source.events == ["willSelect 3", "didSelect 3"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }
}
