import Testing
@testable import UIKit

/// A fill stack `width` wide at the top-left of a 1000×1000 root, holding `views` (StackItem: fixed intrinsic size).
@MainActor
private func stack(_ width: CGFloat, _ views: [UIView], spacing: CGFloat = 0,
                   distribution: UIStackView.Distribution = .fill) -> (UIView, UIStackView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = distribution
    stack.spacing = spacing
    stack.frame = CGRect(x: 0, y: 0, width: width, height: 20)
    root.addSubview(stack)
    root.layoutIfNeeded()
    return (root, stack)
}

/// Apple, `UIStackView.Distribution.fill`: "When the arranged views don't fit within the stack view, it shrinks the
/// views according to their compression resistance priority. If the arranged views don't fill the stack view, it
/// stretches the views according to their hugging priority. If there's any ambiguity, the stack view resizes the
/// arranged views based on their index in the arrangedSubviews array." (`equalSpacing`: "…shrinks the views based on
/// their index"). Equal priorities inside a stack are therefore decided, not ambiguous; the earlier view gives way
/// (the first arranged view takes a fill stack's spare room, Stack Overflow 30728062).
@MainActor
@Suite("UIStackView: equal priorities are resolved by index")
struct StackIndexOrderTests {
    @Test("Too long, equal compression resistance: the earlier view shrinks, the later keeps its width; nothing is ambiguous")
    func shrinkingFollowsIndex() {
        let a = StackItem(80, 20), b = StackItem(80, 20), c = StackItem(80, 20)
        let (_, s) = stack(200, [a, b, c])
        // 240 wanted, 200 given: c and b keep 80, a gives the 40 up.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 40, y: 0, width: 80, height: 20))
        #expect(c.frame == CGRect(x: 120, y: 0, width: 80, height: 20))
        for view in [s, a, b, c] { #expect(!view.hasAmbiguousLayout, "\(view.explainFrame())") }
    }

    @Test("Too short, equal hugging: the first view takes the spare room; nothing is ambiguous")
    func stretchingFollowsIndex() {
        let a = StackItem(50, 20), b = StackItem(50, 20)
        let (_, _) = stack(300, [a, b], spacing: 10)
        #expect(a.frame.width == 240)
        #expect(b.frame == CGRect(x: 250, y: 0, width: 50, height: 20))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    @Test("The order is arrangedSubviews' order, not the subviews' order: moving b first makes b give way")
    func orderIsArrangedSubviewsOrder() {
        let a = StackItem(80, 20), b = StackItem(80, 20)
        let (root, s) = stack(100, [a, b])
        #expect(a.frame.width == 20 && b.frame.width == 80)
        s.insertArrangedSubview(b, at: 0)
        root.layoutIfNeeded()
        #expect(s.arrangedSubviews == [b, a])
        #expect(b.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(a.frame == CGRect(x: 20, y: 0, width: 80, height: 20))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    @Test("Priorities still come first: a lower compression resistance shrinks even when it is the later view")
    func prioritiesBeforeIndex() {
        let a = StackItem(80, 20), b = StackItem(80, 20)
        b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        let (_, _) = stack(100, [a, b])
        #expect(a.frame.width == 80 && b.frame.width == 20)
    }

    @Test("equalSpacing overflowing with equal compression resistance: shrunk by index, gaps at spacing, not ambiguous")
    func equalSpacingByIndex() {
        let a = StackItem(60, 20), b = StackItem(60, 20)
        let (_, _) = stack(100, [a, b], spacing: 10, distribution: .equalSpacing)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(b.frame == CGRect(x: 40, y: 0, width: 60, height: 20))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    @Test("The rule is the stack's: the same two views chained by hand in a plain view stay ambiguous (Auto Layout Guide)")
    func plainViewsStayAmbiguous() {
        // Auto Layout Guide, "Ambiguous Layouts": optional constraints of equal priority that conflict leave the
        // layout ambiguous — nothing orders them outside a stack view.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let a = StackItem(80, 20), b = StackItem(80, 20)
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
    }

    @Test("UIKit shows no constraint for the order: the stack's constraints are its UISV ones at their usual priorities")
    func noVisibleConstraint() {
        let a = StackItem(80, 20), b = StackItem(80, 20)
        let (_, s) = stack(100, [a, b])
        #expect(s.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true && $0.priority.rawValue >= 25 })
        #expect(s.constraints.filter { $0.firstAttribute == .width || $0.secondAttribute == .width }.isEmpty)
        // explainFrame names the wish that decided it.
        #expect(b.explainFrame().contains("arrangedSubviews (index 1)"))
    }
}
