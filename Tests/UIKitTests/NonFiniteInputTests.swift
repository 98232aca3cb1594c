import Testing
@testable import UIKit

/// NaN and infinite numbers given to the layout API: refused where they are given, with a message, the previous value
/// kept, and layout going on with every frame finite. (Apple refuses non-finite constraint constants and multipliers
/// with "… is not finite!  That's illegal."; Trellis refuses the geometry it is handed directly — frames, bounds,
/// margins, scroll insets and offsets — the same way, rather than letting a NaN reach every frame below it.)
@MainActor
@Suite("Non-finite input: refused where it is given, and every frame stays finite")
struct NonFiniteInputTests {
    /// A root with a fixed-size child, a stack of a wrapping label under it, and a scroll view.
    @MainActor
    final class Tree {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let child = UIView()
        let label = UILabel()
        let stack: UIStackView
        let scroll = UIScrollView()

        init() {
            label.text = "Hello there, a label that wraps"
            label.numberOfLines = 0
            stack = UIStackView(arrangedSubviews: [label])
            for view in [child, stack, scroll] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 50),
                stack.topAnchor.constraint(equalTo: child.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: stack.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.widthAnchor.constraint(equalToConstant: 200),
                scroll.heightAnchor.constraint(equalToConstant: 100),
            ])
            root.layoutIfNeeded()
        }

        /// Every view whose frame or bounds holds a NaN or an infinity.
        var nonFiniteViews: [String] {
            var found: [String] = []
            func visit(_ view: UIView) {
                if !view.frame.isFinite || !view.bounds.isFinite { found.append("\(view): \(view.frame) \(view.bounds)") }
                view.subviews.forEach(visit)
            }
            visit(root)
            return found
        }
    }

    /// One bad input: what is done, and what must hold after the layout pass (besides finite frames).
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let message: String?
        let apply: @MainActor @Sendable (Tree) -> Void
        let check: @MainActor @Sendable (Tree) -> Bool
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "a frame-based view's frame with a NaN origin", message: "Ignoring a non-finite frame",
             apply: { t in t.child.translatesAutoresizingMaskIntoConstraints = true
                 t.child.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) },
             check: { t in t.child.frame == CGRect(x: 0, y: 0, width: 100, height: 50) }),
        Case(name: "a frame with an infinite width", message: "Ignoring a non-finite frame",
             apply: { t in t.child.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10) },
             check: { t in t.child.frame.width == 100 }),
        Case(name: "bounds with a NaN origin", message: "Ignoring non-finite bounds",
             apply: { t in t.root.bounds.origin = CGPoint(x: CGFloat.nan, y: 0) },
             check: { t in t.root.bounds.origin == .zero && t.child.frame.minX == 0 }),
        Case(name: "a root frame with a NaN width", message: "Ignoring a non-finite frame",
             apply: { t in t.root.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 600) },
             check: { t in t.root.frame.width == 375 }),
        Case(name: "layout margins with NaN and infinity", message: "Ignoring non-finite layout margins",
             apply: { t in t.root.layoutMargins = UIEdgeInsets(top: .nan, left: .nan, bottom: 0, right: .infinity) },
             check: { t in t.stack.frame.minX == 8 && t.stack.frame.maxX == 367 }),
        Case(name: "directional layout margins with a NaN", message: "Ignoring non-finite layout margins",
             apply: { t in t.root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: .nan, bottom: 0, trailing: 0) },
             check: { t in t.stack.frame.minX == 8 }),
        Case(name: "a scroll view's NaN content offset", message: "Ignoring a non-finite content offset",
             apply: { t in t.scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0) },
             check: { t in t.scroll.contentOffset == .zero }),
        Case(name: "a scroll view's NaN content inset", message: "Ignoring a non-finite content inset",
             apply: { t in t.scroll.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0) },
             check: { t in t.scroll.contentInset == .zero && t.scroll.adjustedContentInset.isFinite }),
        Case(name: "a scroll view's infinite content size", message: "Ignoring a non-finite content size",
             apply: { t in t.scroll.contentSize = CGSize(width: 10, height: CGFloat.infinity) },
             check: { t in t.scroll.contentSize == .zero }),
        Case(name: "a NaN constraint constant", message: "NSLayoutConstraint constant is not finite!  That's illegal.",
             apply: { t in t.child.widthAnchor.constraint(equalToConstant: .nan).isActive = true },
             check: { t in t.child.frame.width == 100 }),
        Case(name: "an infinite multiplier", message: "NSLayoutConstraint multiplier is not finite!  That's illegal.",
             apply: { t in t.child.widthAnchor.constraint(equalTo: t.root.widthAnchor, multiplier: .infinity).isActive = true },
             check: { t in t.child.frame.width == 100 }),
        Case(name: "a NaN stack spacing", message: "NSLayoutConstraint constant is not finite!  That's illegal.",
             apply: { t in t.stack.spacing = .nan
                 let other = UIView()
                 t.stack.addArrangedSubview(other) },
             check: { _ in true }),
        Case(name: "a NaN priority", message: "Invalid priority nan",
             apply: { t in let c = t.child.widthAnchor.constraint(equalToConstant: 10)
                 c.priority = UILayoutPriority(Float.nan)
                 c.isActive = true },
             check: { t in t.child.frame.width == 100 }),
        Case(name: "a NaN intrinsic width", message: nil,
             apply: { t in t.stack.addArrangedSubview(IntrinsicView(.nan, 20)) },
             check: { _ in true }),
        Case(name: "an infinite intrinsic height", message: nil,
             apply: { t in t.stack.addArrangedSubview(IntrinsicView(10, .infinity)) },
             check: { _ in true }),
        Case(name: "a NaN preferred max layout width", message: nil,
             apply: { t in t.label.preferredMaxLayoutWidth = .nan },
             check: { t in t.label.frame.height > 0 }),
        Case(name: "a view made with a NaN frame", message: "Ignoring a non-finite frame",
             apply: { t in t.root.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10))) },
             check: { t in t.root.subviews.last?.frame == .zero }),
        // Finite input, overflowing output: content 1.7e308 points down, and a subview's edges past it add up to
        // infinity in the solution. The frame from layout is refused as a non-finite frame set in code is.
        Case(name: "a content offset so large that the solution overflows", message: "from layout",
             apply: { t in
                 let content = UIView()
                 content.translatesAutoresizingMaskIntoConstraints = false
                 t.scroll.addSubview(content)
                 NSLayoutConstraint.activate([
                     content.topAnchor.constraint(equalTo: t.scroll.topAnchor, constant: 1.7e308),
                     content.leadingAnchor.constraint(equalTo: t.scroll.leadingAnchor),
                     content.widthAnchor.constraint(equalToConstant: 50),
                     content.heightAnchor.constraint(equalToConstant: 1.7e308),
                 ])
                 t.scroll.contentOffset = CGPoint(x: 0, y: 1.7e308) },
             check: { t in t.scroll.subviews.allSatisfy(\.frame.isFinite) }),
        Case(name: "a NaN fitting size", message: nil,
             apply: { t in _ = t.stack.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: CGFloat.infinity)) },
             check: { _ in true }),
    ]

    @Test("Refused, reported, and every frame finite", arguments: cases)
    func nonFiniteInput(_ input: Case) {
        let tree = Tree()
        let log = capturingLayoutLog {
            input.apply(tree)
            tree.root.setNeedsLayout()
            tree.root.layoutIfNeeded()
        }
        #expect(tree.nonFiniteViews.isEmpty)
        if let message = input.message {
            #expect(log.contains { $0.contains(message) }, "log: \(log)")
        }
        #expect(input.check(tree))
    }
}
