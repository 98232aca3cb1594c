import Testing
@testable import UIKit

/// `UIAlertController`: alerts and action sheets presented over a screen, their actions tapped.
@MainActor
@Suite("UIAlertController: alerts and action sheets", .serialized)
struct AlertControllerTests {
    func shown() -> (UIWindow, UIViewController) {
        UIDevice.current.simulate(.iPhone13)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let window = root.shownAsWindowRoot()
        return (window, root)
    }

    func buttons(in view: UIView) -> [UIButton] {
        var found: [UIButton] = []
        func visit(_ v: UIView) {
            if let button = v as? UIButton, !v.isHidden { found.append(button) }
            v.subviews.forEach(visit)
        }
        visit(view)
        return found
    }

    @Test("An alert of two actions: a 270 pt card in the middle, Cancel (semibold) beside the red destructive one")
    func twoActions() throws {
        let (window, root) = shown()
        defer { window.isHidden = true }
        var log: [String] = []
        let alert = UIAlertController(title: "Delete this photo?", message: "It will be gone for good.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            log.append("delete, presented: \(root.presentedViewController != nil)")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        window.layoutIfNeeded()
        #expect(root.view.window === window, "the screen stays under the alert")
        let card = try #require(alert.view.subviews.first)
        #expect(card.frame.width == 270)
        #expect(abs(card.frame.midX - 195) < 0.01)
        let both = buttons(in: alert.view)
        #expect(both.map(\.currentTitle) == ["Cancel", "Delete"])
        let cancel = both[0], delete = both[1]
        #expect(cancel.frame.height == 44 && abs(cancel.frame.width - 135) < 0.01)
        #expect(cancel.frame.minY == delete.frame.minY, "side by side")
        #expect(cancel.titleLabel?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(delete.titleColor(for: .normal) == .systemRed)
        // A tap on Delete: the alert goes, then the handler runs.
        let point = delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: window)
        window.simulateTap(at: point)
        #expect(log == ["delete, presented: false"])
        #expect(alert.view.window == nil)
    }

    @Test("Three actions stack, cancel last; text fields join alerts only; a second cancel action is refused")
    func stackedAndFields() {
        let (window, root) = shown()
        defer { window.isHidden = true }
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Email" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign In", style: .default))
        alert.addAction(UIAlertAction(title: "Forgot?", style: .default))
        let log = capturingLayoutLog { alert.addAction(UIAlertAction(title: "Close", style: .cancel)) }
        #expect(log.count == 1 && alert.actions.count == 3)
        #expect(alert.textFields?.first?.placeholder == "Email")
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        let stacked = buttons(in: alert.view)
        #expect(stacked.map(\.currentTitle) == ["Sign In", "Forgot?", "Cancel"])
        #expect(stacked[1].frame.minY > stacked[0].frame.minY && stacked[0].frame.width == 270)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let refused = capturingLayoutLog { sheet.addTextField() }
        #expect(refused.count == 1 && sheet.textFields == nil)
    }

    @Test("An action sheet sits at the bottom in 8 pt margins above the home indicator, its cancel action apart below")
    func actionSheet() throws {
        let (window, root) = shown()
        defer { window.isHidden = true }
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: false)
        window.layoutIfNeeded()
        let cards = sheet.view.subviews.filter { !$0.isHidden }
        #expect(cards.count == 2)
        let (card, cancelCard) = (cards[0], cards[1])
        #expect(card.frame.minX == 8 && card.frame.width == 390 - 16)
        #expect(cancelCard.frame.maxY == CGFloat(844 - 34 - 8))
        #expect(cancelCard.frame.minY == card.frame.maxY + 8)
        let cancel = try #require(buttons(in: cancelCard).first)
        #expect(cancel.currentTitle == "Cancel" && cancel.frame.height == 57)
    }
}
