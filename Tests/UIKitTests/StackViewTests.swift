import Testing
@testable import UIKit

/// A stand-in for a label or image view: a fixed intrinsic size, and optionally text baselines.
final class StackItem: UIView {
    var size: CGSize
    var baselines: (firstFromTop: CGFloat, lastFromBottom: CGFloat)?
    init(_ width: CGFloat, _ height: CGFloat, baselines: (CGFloat, CGFloat)? = nil) {
        size = CGSize(width: width, height: height)
        self.baselines = baselines.map { (firstFromTop: $0.0, lastFromBottom: $0.1) }
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
    override var baselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? { baselines }
}

/// A subclass written as the seeds write it (`required init(coder: NSCoder)`, non-failable).
final class TweetsStackView: UIStackView {
    init() {
        super.init(frame: .zero)
        axis = .vertical
        spacing = 16
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Another published shape: a subclass whose coder initializer calls `super.init(coder:)`.
final class AlertStackView: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
        spacing = 8
    }
    required init(coder: NSCoder) { super.init(coder: coder) }
    convenience init(arrangedSubviews: [UIView]) {
        self.init(frame: .zero)
        arrangedSubviews.forEach { self.addArrangedSubview($0) }
    }
}

/// A frame-based stack of the given size inside a 1000×1000 root.
@MainActor
private func framedStack(_ width: CGFloat, _ height: CGFloat, _ views: [UIView]) -> (UIView, UIStackView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
    root.addSubview(stack)
    return (root, stack)
}

/// A constraint-based stack pinned at the top-left of a 1000×1000 root, its size left to its content.
@MainActor
private func pinnedStack(_ views: [UIView]) -> (UIView, UIStackView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return (root, stack)
}

private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

@MainActor
@Suite("UIStackView: arranged subviews and API")
struct StackAPITests {
    @Test("init(arrangedSubviews:) adds subviews in order and makes them constraint-based")
    func initWithArrangedSubviews() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        let tweets = TweetsStackView()
        #expect(tweets.axis == .vertical && tweets.spacing == 16)
        let alert = AlertStackView(arrangedSubviews: [UIView()])
        #expect(alert.axis == .vertical && alert.spacing == 8 && alert.arrangedSubviews.count == 1)
    }

    @Test("insertArrangedSubview moves an already arranged view; removeArrangedSubview keeps it a subview")
    func insertMoveRemove() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        stack.insertArrangedSubview(c, at: 3)
        #expect(stack.arrangedSubviews == [a, b, c])
        stack.insertArrangedSubview(a, at: 2)
        #expect(stack.arrangedSubviews == [b, a, c])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b, c])
        #expect(a.superview === stack)
        let d = UIView()
        stack.insertArrangedSubview(d, at: 1)
        #expect(stack.arrangedSubviews == [b, d, c])
        #expect(stack.subviews.last === d)
    }

    /// Apple (`insertArrangedSubview(_:at:)`): the index "must not be greater than the number of views currently in
    /// this array. If the index is out of bounds, this method throws an internalInconsistencyException."
    @Test("insertArrangedSubview at an index out of bounds is reported and changes nothing")
    func insertOutOfBounds() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        for index in [3, -1, Int.max, Int.min] {
            let log = capturingLayoutLog { stack.insertArrangedSubview(c, at: index) }
            #expect(log.count == 1)
            #expect(log.first?.contains("index \(index) is out of bounds for 2 arranged subviews (0...2)") == true)
            #expect(stack.arrangedSubviews == [a, b])
            #expect(stack.subviews == [a, b], "the view is not added as a subview either")
            #expect(c.superview == nil)
        }
        let moveLog = capturingLayoutLog { stack.insertArrangedSubview(a, at: 5) }
        #expect(moveLog.count == 1)
        #expect(stack.arrangedSubviews == [a, b], "an arranged view asked to move out of bounds stays where it is")
        let fine = capturingLayoutLog { stack.insertArrangedSubview(c, at: 2) }
        #expect(fine.isEmpty)
        #expect(stack.arrangedSubviews == [a, b, c])
    }

    @Test("removeFromSuperview of an arranged view removes it from arrangedSubviews (the seeds' reset loop)")
    func removeFromSuperviewLeavesArrangement() {
        let (root, stack) = framedStack(300, 50, [StackItem(50, 20), StackItem(60, 20)])
        root.layoutIfNeeded()
        for view in stack.arrangedSubviews { view.removeFromSuperview() }
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.subviews.isEmpty)
        let c = StackItem(70, 20)
        stack.addArrangedSubview(c)
        root.layoutIfNeeded()
        #expect(c.frame == rect(0, 0, 300, 50))
    }

    @Test("Custom spacing: spacingUseDefault when unset, cleared by spacingUseDefault")
    func customSpacingAccessors() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(12, after: a)
        #expect(stack.customSpacing(after: a) == 12)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test("Non-arranged subviews keep their own constraints and z-order")
    func nonArrangedSubviews() {
        let a = StackItem(50, 20), b = StackItem(50, 20)
        let (root, stack) = framedStack(200, 40, [a, b])
        let border = UIView()
        border.translatesAutoresizingMaskIntoConstraints = false
        stack.addSubview(border)
        NSLayoutConstraint.activate([
            border.centerXAnchor.constraint(equalTo: stack.centerXAnchor),
            border.widthAnchor.constraint(equalToConstant: 2),
            border.topAnchor.constraint(equalTo: stack.topAnchor),
            border.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.subviews.last === border)
        #expect(border.frame == rect(99, 0, 2, 40))
        #expect(a.frame == rect(0, 0, 150, 40))
        #expect(b.frame == rect(150, 0, 50, 40))
    }
}

@MainActor
@Suite("UIStackView: distributions")
struct StackDistributionTests {
    @Test("fill: the view with the lowest hugging priority stretches")
    func fillHuggingDecidesStretcher() {
        let a = StackItem(100, 20), b = StackItem(50, 20)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let (root, stack) = framedStack(300, 50, [a, b])
        stack.spacing = 10
        root.layoutIfNeeded()
        // 300 − 10 = 290: b keeps 50 (hugging 251 > 250), a takes 240.
        #expect(a.frame == rect(0, 0, 240, 50))
        #expect(b.frame == rect(250, 0, 50, 50))
    }

    @Test("fill: the view with the lowest compression resistance shrinks")
    func fillCompressionDecidesWhoShrinks() {
        let a = StackItem(80, 20), b = StackItem(80, 20)
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        let (root, _) = framedStack(100, 20, [a, b])
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 20, 20))
        #expect(b.frame == rect(20, 0, 80, 20))
    }

    @Test("fill: equal compression resistance, ties resolved by index (the earlier view gives way first)")
    func fillCompressionTieBrokenByIndex() {
        let a = StackItem(80, 20), b = StackItem(80, 20)
        let (root, _) = framedStack(100, 20, [a, b])
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 20, 20))
        #expect(b.frame == rect(20, 0, 80, 20))
    }

    @Test("fillEqually: equal widths, spacing between")
    func fillEquallyWithSpacing() {
        let a = StackItem(10, 20), b = StackItem(150, 20), c = StackItem(30, 20)
        let (root, stack) = framedStack(320, 40, [a, b, c])
        stack.distribution = .fillEqually
        stack.spacing = 10
        root.layoutIfNeeded()
        // (320 − 2 × 10) / 3 = 100 each.
        #expect(a.frame == rect(0, 0, 100, 40))
        #expect(b.frame == rect(110, 0, 100, 40))
        #expect(c.frame == rect(220, 0, 100, 40))
    }

    @Test("fillProportionally: intrinsic widths 100/50/50 in 300 pt give 150/75/75")
    func fillProportionally() {
        let a = StackItem(100, 20), b = StackItem(50, 20), c = StackItem(50, 20)
        let (root, stack) = framedStack(300, 20, [a, b, c])
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 150, 20))
        #expect(b.frame == rect(150, 0, 75, 20))
        #expect(c.frame == rect(225, 0, 75, 20))
        // The multipliers follow a child's intrinsic size: a at 50 → 100/100/100.
        a.size.width = 50
        a.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 100, 20))
        #expect(c.frame == rect(200, 0, 100, 20))
    }

    @Test("equalSpacing: views keep their sizes, the remaining space is split into equal gaps")
    func equalSpacingFits() {
        let a = StackItem(50, 20), b = StackItem(50, 20), c = StackItem(50, 20)
        let (root, stack) = framedStack(300, 20, [a, b, c])
        stack.distribution = .equalSpacing
        stack.spacing = 10
        root.layoutIfNeeded()
        // (300 − 150) / 2 = 75 per gap.
        #expect(a.frame == rect(0, 0, 50, 20))
        #expect(b.frame == rect(125, 0, 50, 20))
        #expect(c.frame == rect(250, 0, 50, 20))
    }

    @Test("equalSpacing overflowing: gaps stay at spacing, the lowest compression resistance shrinks")
    func equalSpacingOverflows() {
        let a = StackItem(50, 20), b = StackItem(50, 20), c = StackItem(50, 20)
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        c.setContentCompressionResistancePriority(UILayoutPriority(752), for: .horizontal)
        let (root, stack) = framedStack(140, 20, [a, b, c])
        stack.distribution = .equalSpacing
        stack.spacing = 10
        root.layoutIfNeeded()
        // 140 − 2 × 10 = 120 for 150 pt of views: a (750) gives up 30.
        #expect(a.frame == rect(0, 0, 20, 20))
        #expect(b.frame == rect(30, 0, 50, 20))
        #expect(c.frame == rect(90, 0, 50, 20))
    }

    @Test("equalCentering: centres equally spaced when they fit")
    func equalCenteringFits() {
        let a = StackItem(40, 20), b = StackItem(100, 20), c = StackItem(40, 20)
        let (root, stack) = framedStack(300, 20, [a, b, c])
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        // Centres 20, 150, 280.
        #expect(a.frame == rect(0, 0, 40, 20))
        #expect(b.frame == rect(100, 0, 100, 20))
        #expect(c.frame == rect(260, 0, 40, 20))
    }

    @Test("equalCentering not fitting: spacing is kept, centring gives way (priority 149)")
    func equalCenteringOverflows() {
        let a = StackItem(100, 20), b = StackItem(40, 20), c = StackItem(40, 20)
        let (root, stack) = framedStack(240, 20, [a, b, c])
        stack.distribution = .equalCentering
        stack.spacing = 20
        root.layoutIfNeeded()
        // Equal centring would put b at x = 115, 15 pt after a: spacing 20 wins, b sits as near as it can (x = 120).
        #expect(a.frame == rect(0, 0, 100, 20))
        #expect(b.frame == rect(120, 0, 40, 20))
        #expect(c.frame == rect(200, 0, 40, 20))
    }
}

@MainActor
@Suite("UIStackView: alignments")
struct StackAlignmentTests {
    private func aligned(_ alignment: UIStackView.Alignment) -> (StackItem, StackItem) {
        let a = StackItem(50, 20), b = StackItem(50, 40)
        let (root, stack) = framedStack(100, 100, [a, b])
        stack.alignment = alignment
        root.layoutIfNeeded()
        return (a, b)
    }

    @Test("center alignment: centres on the stack's centre line")
    func center() {
        let (a, b) = aligned(.center)
        #expect(a.frame == rect(0, 40, 50, 20))
        #expect(b.frame == rect(50, 30, 50, 40))
    }

    @Test("leading (top) alignment: tops on the stack's top")
    func leading() {
        let (a, b) = aligned(.top)
        #expect(a.frame == rect(0, 0, 50, 20))
        #expect(b.frame == rect(50, 0, 50, 40))
    }

    @Test("trailing (bottom) alignment: bottoms on the stack's bottom")
    func trailing() {
        let (a, b) = aligned(.bottom)
        #expect(a.frame == rect(0, 80, 50, 20))
        #expect(b.frame == rect(50, 60, 50, 40))
    }

    @Test("fill alignment: every view takes the stack's height")
    func fill() {
        let (a, b) = aligned(.fill)
        #expect(a.frame == rect(0, 0, 50, 100))
        #expect(b.frame == rect(50, 0, 50, 100))
    }

    @Test("center alignment without a height: the stack hugs the tallest view (spanner)")
    func centerHugsTallest() {
        let a = StackItem(50, 20), b = StackItem(50, 40)
        let (root, stack) = pinnedStack([a, b])
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(stack.frame == rect(0, 0, 100, 40))
        #expect(a.frame == rect(0, 10, 50, 20))
        #expect(b.frame == rect(50, 0, 50, 40))
    }

    @Test("firstBaseline alignment: first baselines level, the stack hugs the span")
    func firstBaseline() {
        let a = StackItem(50, 30, baselines: (20, 5)), b = StackItem(50, 20, baselines: (10, 5))
        let (root, stack) = pinnedStack([a, b])
        stack.alignment = .firstBaseline
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 50, 30))
        #expect(b.frame == rect(50, 10, 50, 20))
        #expect(stack.frame == rect(0, 0, 100, 30))
    }

    @Test("vertical stack, center alignment: centred across, heights along")
    func verticalCenter() {
        let a = StackItem(40, 20), b = StackItem(100, 30)
        let (root, stack) = pinnedStack([a, b])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 5
        root.layoutIfNeeded()
        #expect(stack.frame == rect(0, 0, 100, 55))
        #expect(a.frame == rect(30, 0, 40, 20))
        #expect(b.frame == rect(0, 25, 100, 30))
    }
}

@MainActor
@Suite("UIStackView: spacing, hiding, margins, measuring, nesting")
struct StackArrangementTests {
    @Test("Custom spacing after a view; hiding that view drops its spacing, unhiding restores it")
    func customSpacingAfterHiddenView() {
        let a = StackItem(50, 20), b = StackItem(50, 20), c = StackItem(50, 20)
        let (root, stack) = pinnedStack([a, b, c])
        stack.spacing = 10
        stack.setCustomSpacing(30, after: a)
        root.layoutIfNeeded()
        #expect(stack.frame.width == 190)
        #expect(b.frame == rect(80, 0, 50, 20))
        #expect(c.frame == rect(140, 0, 50, 20))
        a.isHidden = true
        root.layoutIfNeeded()
        // a collapses, its custom spacing goes with it: b, 10, c.
        #expect(a.frame.width == 0)
        #expect(b.frame == rect(0, 0, 50, 20))
        #expect(c.frame == rect(60, 0, 50, 20))
        #expect(stack.frame.width == 110)
        a.isHidden = false
        root.layoutIfNeeded()
        #expect(b.frame == rect(80, 0, 50, 20))
        #expect(stack.frame.width == 190)
    }

    @Test("Hiding a middle view: the gap takes the spacing after the preceding visible view")
    func hidingMiddleView() {
        let a = StackItem(50, 20), b = StackItem(50, 20), c = StackItem(50, 20)
        let (root, stack) = pinnedStack([a, b, c])
        stack.spacing = 10
        stack.setCustomSpacing(30, after: a)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(c.frame == rect(80, 0, 50, 20))
        #expect(b.frame.width == 0)
        #expect(b.frame.minX == 65)
        #expect(stack.frame.width == 130)
    }

    @Test("Every arranged view hidden: the stack collapses along its axis")
    func allHidden() {
        let a = StackItem(50, 20), b = StackItem(50, 20)
        let (root, stack) = pinnedStack([a, b])
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(stack.frame.width == 110)
        a.isHidden = true
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.width == 0)
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(stack.frame.width == 50)
        #expect(b.frame == rect(0, 0, 50, 20))
    }

    @Test("A fixed-height arranged view fights UISV-hiding when hidden, and the log names it")
    func hidingConflictLog() {
        let a = StackItem(50, 20), b = UIView()
        let (root, stack) = pinnedStack([a, b])
        stack.axis = .vertical
        b.heightAnchor.constraint(equalToConstant: 44).isActive = true
        root.layoutIfNeeded()
        let log = capturingLayoutLog {
            b.isHidden = true
            root.layoutIfNeeded()
        }
        #expect(log.contains { $0.contains("Unable to simultaneously satisfy constraints") && $0.contains("'UISV-hiding'") })
    }

    @Test("Margins-relative arrangement pins the views to the layout margins")
    func marginsRelative() {
        let a = StackItem(10, 10), b = StackItem(10, 10)
        let (root, stack) = framedStack(300, 100, [a, b])
        stack.distribution = .fillEqually
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(a.frame == rect(20, 10, 130, 80))
        #expect(b.frame == rect(150, 10, 130, 80))
    }

    /// Apple (UIView.directionalLayoutMargins): "For most views, the default layout margins are 8 points on each
    /// side"; nothing is documented specially for stack views, so a margins-relative stack insets by 8 pt.
    @Test("Margins-relative arrangement with the default margins insets 8 pt on every side")
    func marginsRelativeDefaultMargins() {
        let a = StackItem(10, 10), b = StackItem(10, 10)
        let (root, stack) = framedStack(300, 100, [a, b])
        stack.distribution = .fillEqually
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(stack.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(a.frame == rect(8, 8, 142, 84))
        #expect(b.frame == rect(150, 8, 142, 84))
    }

    @Test("Margins-relative arrangement with directional margins in right-to-left: leading is the right edge")
    func marginsRelativeRightToLeft() {
        let a = StackItem(10, 10), b = StackItem(10, 10)
        let (root, stack) = framedStack(300, 100, [a, b])
        for view in [stack, a, b] { view.semanticContentAttribute = .forceRightToLeft }
        stack.distribution = .fillEqually
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        // Inside: x from 10 to 270, 130 each; the first view is on the right.
        #expect(a.frame == rect(140, 0, 130, 100))
        #expect(b.frame == rect(10, 0, 130, 100))
    }

    /// Leading and trailing follow the view that arranges a constraint's items (its container): the stack's direction,
    /// not the arranged views' own — reversing a stack with its `semanticContentAttribute` alone is a common trick.
    @Test("A stack forced right-to-left, its arranged views not: the first view is on the right")
    func stackAloneForcedRightToLeft() {
        let a = StackItem(10, 10), b = StackItem(10, 10)
        let (root, stack) = framedStack(300, 100, [a, b])
        stack.semanticContentAttribute = .forceRightToLeft
        stack.distribution = .fillEqually
        stack.spacing = 20
        root.layoutIfNeeded()
        #expect(a.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(a.frame == rect(160, 0, 140, 100))
        #expect(b.frame == rect(0, 0, 140, 100))
    }

    @Test("A free-standing stack measured by layoutIfNeeded: sum of intrinsic widths plus spacing")
    func freeStandingMeasured() {
        let stack = UIStackView(arrangedSubviews: [StackItem(50, 20), StackItem(60, 30), StackItem(70, 10)])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 8
        stack.layoutIfNeeded()
        #expect(stack.bounds.size == CGSize(width: 196, height: 30))
    }

    /// The Custom UIAlert pattern: `UIStackView()` left frame-based (translatesAutoresizingMaskIntoConstraints is true
    /// by default) and never given a frame, measured with `layoutIfNeeded()` before being placed anywhere; code then
    /// reads `bounds.width` to choose a layout (reference: source-compatibility.md).
    @Test("A free-standing frame-based stack nobody sized takes its content's size")
    func freeStandingFrameBasedStackMeasured() {
        let stack = UIStackView(arrangedSubviews: [StackItem(50, 20), StackItem(60, 30)])
        stack.spacing = 10
        #expect(stack.translatesAutoresizingMaskIntoConstraints)
        stack.layoutIfNeeded()
        #expect(stack.bounds.size == CGSize(width: 120, height: 30))
        stack.addArrangedSubview(StackItem(30, 40))
        stack.layoutIfNeeded()
        #expect(stack.bounds.size == CGSize(width: 160, height: 40))
    }

    @Test("A free-standing frame-based stack given a frame keeps it and fills it")
    func freeStandingFrameBasedStackWithFrameKeepsIt() {
        let a = StackItem(50, 20), b = StackItem(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        stack.spacing = 10
        stack.layoutIfNeeded()
        #expect(stack.bounds.size == CGSize(width: 200, height: 30))
        #expect(a.frame.width + b.frame.width == 190)
    }

    @Test("Nested stacks: a labels row inside a leading-aligned vertical stack with an explicit width")
    func nestedStacks() {
        let name = StackItem(80, 20), handle = StackItem(60, 20), time = StackItem(30, 20)
        let row = UIStackView(arrangedSubviews: [name, handle, time])
        row.spacing = 4
        let body = StackItem(200, 40)
        let (root, outer) = pinnedStack([row, body])
        outer.axis = .vertical
        outer.alignment = .leading
        outer.spacing = 8
        outer.widthAnchor.constraint(equalToConstant: 300).isActive = true
        root.layoutIfNeeded()
        #expect(outer.frame == rect(0, 0, 300, 68))
        #expect(row.frame == rect(0, 0, 178, 20))
        #expect(body.frame == rect(0, 28, 200, 40))
        #expect(handle.frame == rect(84, 0, 60, 20))
        #expect(time.frame == rect(148, 0, 30, 20))
    }

    @Test("Changing the axis at run time rearranges the views")
    func axisChange() {
        let a = StackItem(50, 20), b = StackItem(60, 30)
        let (root, stack) = pinnedStack([a, b])
        stack.spacing = 10
        stack.alignment = .leading
        root.layoutIfNeeded()
        #expect(b.frame == rect(60, 0, 60, 30))
        stack.axis = .vertical
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 50, 20))
        #expect(b.frame == rect(0, 30, 60, 30))
        #expect(stack.frame == rect(0, 0, 60, 60))
    }
}

@MainActor
@Suite("UIStackView: generated constraints")
struct StackConstraintTests {
    private struct Row: Hashable, CustomStringConvertible {
        let identifier: String, relation: NSLayoutConstraint.Relation, priority: Float
        var description: String { "\(identifier) \(relation.rawValue) @\(priority)" }
    }

    @Test("A 3-view horizontal fill/center stack generates UIKit's published set")
    func threeViewFillCenterSet() {
        let views = [StackItem(50, 20), StackItem(50, 30), StackItem(50, 40)]
        let (root, stack) = framedStack(300, 100, views)
        stack.alignment = .center
        stack.spacing = 8
        root.layoutIfNeeded()
        let generated = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
        var counts: [Row: Int] = [:]
        for c in generated { counts[Row(identifier: c.identifier!, relation: c.relation, priority: c.priority.rawValue), default: 0] += 1 }
        let expected: [Row: Int] = [
            Row(identifier: "UISV-canvas-connection", relation: .equal, priority: 1000): 5,  // leading, trailing, spanner top/bottom, centerY
            Row(identifier: "UISV-spacing", relation: .equal, priority: 1000): 2,
            Row(identifier: "UISV-alignment", relation: .equal, priority: 1000): 2,
            Row(identifier: "UISV-spanning-boundary", relation: .lessThanOrEqual, priority: 1000): 3,
            Row(identifier: "UISV-spanning-boundary", relation: .greaterThanOrEqual, priority: 1000): 3,
            Row(identifier: "UISV-spanning-fit", relation: .equal, priority: 51): 1,
            Row(identifier: "UISV-ambiguity-suppression", relation: .equal, priority: 25): 3,
        ]
        #expect(counts == expected)
        #expect(generated.count == stack.constraints.count)
        // Attributes: the spacing is leading-after-trailing + 8, alignment centres on the first view.
        for c in generated where c.identifier == "UISV-spacing" {
            #expect(c.firstAttribute == .leading && c.secondAttribute == .trailing && c.constant == 8)
        }
        for c in generated where c.identifier == "UISV-alignment" {
            #expect(c.firstItem === views[0] && c.firstAttribute == .centerY && c.secondAttribute == .centerY)
        }
        let spanner = stack.layoutGuides.first { $0.identifier == "UISV-alignment-spanner" }
        #expect(spanner != nil)
        #expect(String(describing: spanner!).contains("_UILayoutSpacer"))
        let fit = generated.first { $0.identifier == "UISV-spanning-fit" }!
        #expect(fit.firstItem === spanner && fit.firstAttribute == .height && fit.secondItem == nil)
        #expect(fit.description.contains("'UISV-spanning-fit' _UILayoutSpacer:0x"))
        #expect(fit.description.contains("'UISV-alignment-spanner'.height == 0 @51"))
        let centre = generated.filter { $0.identifier == "UISV-canvas-connection" && $0.firstAttribute == .centerY }
        #expect(centre.count == 1 && centre[0].firstItem === stack && centre[0].secondItem === views[0])
    }

    /// uistackview.md: the proportional constraints are required when only one arranged view has an intrinsic size
    /// and either it is the only visible view or the spacing is 0 (its share is then exact).
    @Test("fillProportionally: one sized view with no spacing gets required proportions; with spacing, 999, 998")
    func fillProportionallyRequiredSpecialCase() {
        let sized = StackItem(80, 20), unsized = UIView()
        let (root, stack) = framedStack(300, 20, [sized, unsized])
        stack.distribution = .fillProportionally
        stack.spacing = 0
        root.layoutIfNeeded()
        func priorities() -> [Float] {
            stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.priority.rawValue).sorted()
        }
        #expect(priorities() == [1000, 1000])
        // k = 80/80 for the sized view, 0 for the other: the sized view takes the whole stack.
        #expect(sized.frame == CGRect(x: 0, y: 0, width: 300, height: 20))
        #expect(unsized.frame.width == 0)
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(priorities() == [998, 999])
        sized.isHidden = false
        let (root2, alone) = framedStack(200, 20, [StackItem(80, 20)])
        alone.distribution = .fillProportionally
        alone.spacing = 10
        root2.layoutIfNeeded()
        #expect(alone.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.priority.rawValue) == [1000])
    }

    @Test("Other distributions' identifiers and priorities: fill-proportionally 999, 998, …; equalCentering 149")
    func distributionPriorities() {
        let views = [StackItem(50, 20), StackItem(50, 20), StackItem(50, 20)]
        let (root, stack) = framedStack(300, 20, views)
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        let proportional = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
            .map(\.priority.rawValue).sorted()
        #expect(proportional == [997, 998, 999])
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        #expect(stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.isEmpty)
        let equal = stack.constraints.filter { $0.identifier == "UISV-fill-equally" }.map(\.priority.rawValue)
        #expect(equal == [149])
        #expect(stack.constraints.filter { $0.identifier == "UISV-distributing-edge" }.count == 4)
        #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-fit" && $0.priority.rawValue == 49 })
        #expect(stack.layoutGuides.filter { $0 is _UIOLAGapGuide }.count == 2)
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        #expect(stack.constraints.filter { $0.identifier == "UISV-fill-equally" }.map(\.priority.rawValue) == [1000])
        #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.allSatisfy { $0.relation == .greaterThanOrEqual })
    }

    @Test("Leading alignment uses 999.5 on the spanner's equal side")
    func spanningBoundaryPriority() {
        let (root, stack) = framedStack(300, 100, [StackItem(50, 20), StackItem(50, 30)])
        stack.alignment = .leading
        root.layoutIfNeeded()
        let boundary = stack.constraints.filter { $0.identifier == "UISV-spanning-boundary" }
        #expect(boundary.filter { $0.relation == .equal }.allSatisfy { $0.priority.rawValue == 999.5 && $0.firstAttribute == .top })
        #expect(boundary.filter { $0.relation == .greaterThanOrEqual }.count == 2)
        #expect(boundary.contains { $0.description.contains("@999.5") })
    }

    @Test("Hiding a view changes only the constraints around it; the others stay the same objects")
    func hidingIsIncremental() {
        let a = StackItem(50, 20), b = StackItem(50, 20), c = StackItem(50, 20)
        let (root, stack) = pinnedStack([a, b, c])
        stack.spacing = 10
        root.layoutIfNeeded()
        let before = stack.constraints
        b.isHidden = true
        root.layoutIfNeeded()
        let after = stack.constraints
        let kept = before.filter { old in after.contains { $0 === old } }
        // a–c spacing and b's hiding are new; the canvas connections and perpendicular constraints stay.
        #expect(kept.count >= before.count - 4)
        #expect(kept.contains { $0.identifier == "UISV-canvas-connection" && $0.firstAttribute == .leading })
        #expect(after.contains { $0.identifier == "UISV-hiding" && $0.firstItem === b && $0.firstAttribute == .width })
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" })
        #expect(c.frame == rect(120, 0, 50, 20))
    }

    @Test("System spacing prints as NSSpace(8)")
    func systemSpacing() {
        let a = StackItem(50, 20), b = StackItem(50, 20)
        let (root, stack) = pinnedStack([a, b])
        stack.spacing = UIStackView.spacingUseSystem
        root.layoutIfNeeded()
        #expect(b.frame.minX == 58)
        let spacing = stack.constraints.first { $0.identifier == "UISV-spacing" }!
        #expect(spacing.description.contains("NSSpace(8)"))
    }
}

@MainActor
@Suite("UIStackView: every distribution × alignment on both axes")
struct StackMatrixTests {
    /// Three views, intrinsic (along × across) 40×10, 60×30, 20×20, spacing 10, the stack 50 pt across; the middle
    /// view hugs less along the axis (200), so it is the one that stretches in `fill`.
    /// Expected (position, length) along the axis, by the distribution's documented rule:
    static let along: [UIStackView.Distribution: (length: CGFloat, frames: [(CGFloat, CGFloat)])] = [
        // fill: 280 − 120 − 20 = 140 extra go to the lowest hugging priority (the middle view).
        .fill: (280, [(0, 40), (50, 200), (260, 20)]),
        // fillEqually: (290 − 20) / 3 = 90 each.
        .fillEqually: (290, [(0, 90), (100, 90), (200, 90)]),
        // fillProportionally: k = 40/140, 60/140, 20/140 of 280 at 999, 998, 997: 80, 120, and the last gives way (60).
        .fillProportionally: (280, [(0, 80), (90, 120), (220, 60)]),
        // equalSpacing: (280 − 120) / 2 = 80 per gap.
        .equalSpacing: (280, [(0, 40), (120, 60), (260, 20)]),
        // equalCentering: centres 20, 145, 270.
        .equalCentering: (280, [(0, 40), (115, 60), (260, 20)]),
    ]
    /// Expected (position, length) across the axis, by alignment, in a 50 pt stack.
    static let across: [UIStackView.Alignment: [(CGFloat, CGFloat)]] = [
        .fill: [(0, 50), (0, 50), (0, 50)],
        .leading: [(0, 10), (0, 30), (0, 20)],
        .center: [(20, 10), (10, 30), (15, 20)],
        .trailing: [(40, 10), (20, 30), (30, 20)],
    ]

    @Test("Frames follow the distribution along the axis and the alignment across it",
          arguments: [UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering],
          [UIStackView.Alignment.fill, .leading, .center, .trailing])
    func matrix(distribution: UIStackView.Distribution, alignment: UIStackView.Alignment) {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let horizontal = axis == .horizontal
            let sizes: [(CGFloat, CGFloat)] = [(40, 10), (60, 30), (20, 20)]
            let views = sizes.map { horizontal ? StackItem($0.0, $0.1) : StackItem($0.1, $0.0) }
            views[1].setContentHuggingPriority(UILayoutPriority(200), for: axis)
            let (length, alongFrames) = Self.along[distribution]!
            let (root, stack) = framedStack(horizontal ? length : 50, horizontal ? 50 : length, views)
            stack.axis = axis
            stack.distribution = distribution
            stack.alignment = alignment
            stack.spacing = 10
            root.layoutIfNeeded()
            for (index, view) in views.enumerated() {
                let (p, l) = alongFrames[index], (q, m) = Self.across[alignment]![index]
                let expected = horizontal ? rect(p, q, l, m) : rect(q, p, m, l)
                #expect(view.frame == expected, "\(axis) \(distribution) \(alignment) view \(index)")
            }
        }
    }
}

@MainActor
@Suite("UIStackView: baselines, measuring")
struct StackBaselineTests {
    @Test("firstBaseline alignment of labels with different fonts: first baselines level, the tallest at the top")
    func labelBaselines() {
        let small = UILabel(), large = UILabel()
        small.text = "Name"
        small.font = UIFont.systemFont(ofSize: 13)
        large.text = "Title"
        large.font = UIFont.systemFont(ofSize: 34)
        let (root, stack) = pinnedStack([small, large])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        root.layoutIfNeeded()
        let smallBaseline = small.frame.minY + small.baselineOffsets!.firstFromTop
        let largeBaseline = large.frame.minY + large.baselineOffsets!.firstFromTop
        #expect(abs(smallBaseline - largeBaseline) < 0.5)
        #expect(large.frame.minY == 0)
        #expect(large.frame.size == large.intrinsicContentSize)
        #expect(small.frame.minX == 0)
        #expect(large.frame.minX == small.intrinsicContentSize.width + 8)
        #expect(stack.frame.height == large.frame.height)
    }

    @Test("firstBaseline alignment of views whose first and last baselines differ: the first ones level")
    func firstBaselineOfMultiLineViews() {
        let a = StackItem(50, 30, baselines: (20, 4)), b = StackItem(50, 20, baselines: (10, 8))
        let (root, stack) = pinnedStack([a, b])
        stack.alignment = .firstBaseline
        root.layoutIfNeeded()
        // First baselines: a at top + 20, b at top + 10 → b 10 pt lower (its last baseline would put it 14 lower).
        #expect(a.frame == rect(0, 0, 50, 30))
        #expect(b.frame == rect(50, 10, 50, 20))
        #expect(stack.frame.height == 30)
    }

    @Test("lastBaseline alignment: last baselines level")
    func lastBaseline() {
        let a = StackItem(50, 30, baselines: (20, 4)), b = StackItem(50, 20, baselines: (10, 8))
        let (root, stack) = pinnedStack([a, b])
        stack.alignment = .lastBaseline
        root.layoutIfNeeded()
        // Last baselines: a at top + 26, b at top + 12 → b 14 pt lower; the span is 0…34.
        #expect(a.frame == rect(0, 0, 50, 30))
        #expect(b.frame == rect(50, 14, 50, 20))
        #expect(stack.frame.height == 34)
    }

    @Test("Baseline-relative arrangement: spacing from last baseline to first baseline in a vertical stack")
    func baselineRelative() {
        let a = StackItem(50, 30, baselines: (20, 6)), b = StackItem(50, 20, baselines: (15, 4))
        let (root, stack) = pinnedStack([a, b])
        stack.axis = .vertical
        stack.spacing = 20
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        // a's last baseline at 24; b's first baseline 20 below, at 44 → b.top = 29.
        #expect(b.frame == rect(0, 29, 50, 20))
        #expect(stack.frame.height == 49)
    }

    @Test("A stack measured with systemLayoutSizeFitting (frame-based, not in a window)")
    func fittingSize() {
        let stack = UIStackView(arrangedSubviews: [StackItem(50, 20), StackItem(60, 30)])
        stack.spacing = 8
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 118, height: 30))
        stack.axis = .vertical
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 58))
    }
}

/// A view whose height depends on its width (a multi-line label stand-in), with baselines.
final class WrappingStackItem: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 300, height: 20) }
    override var intrinsicHeightDependsOnWidth: Bool { true }
    override var baselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? { (15, 5) }
}

/// The seed's followers view (twitter-profile): a fillEqually stack with margins-relative arrangement, a border
/// added with `addSubview`, and vertical centre-aligned stacks rebuilt by `update` (removeFromSuperview loop).
final class FollowersView: UIView {
    let contentStack = UIStackView()
    init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        contentStack.axis = .horizontal
        contentStack.distribution = .fillEqually
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        contentStack.layoutMargins = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        contentStack.isLayoutMarginsRelativeArrangement = true
        addSubview(contentStack)
        NSLayoutConstraint.activate([
            contentStack.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentStack.topAnchor.constraint(equalTo: topAnchor),
            contentStack.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        let border = UIView()
        border.translatesAutoresizingMaskIntoConstraints = false
        addSubview(border)
        NSLayoutConstraint.activate([
            border.widthAnchor.constraint(equalToConstant: 2),
            border.topAnchor.constraint(equalTo: topAnchor),
            border.bottomAnchor.constraint(equalTo: bottomAnchor),
            border.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }

    func addLabelsStack() {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 4
        stack.alignment = .center
        contentStack.addArrangedSubview(stack)
        stack.addArrangedSubview(StackItem(70, 18))
        stack.addArrangedSubview(StackItem(40, 28))
    }

    func update() {
        for view in contentStack.arrangedSubviews { view.removeFromSuperview() }
        addLabelsStack()
        addLabelsStack()
    }
}

@MainActor
@Suite("UIStackView: seed shapes and text")
struct StackSeedTests {
    @Test("Twitter followers view: fillEqually halves, margins-relative 8 pt above and below, centred labels")
    func followersView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let followers = FollowersView()
        root.addSubview(followers)
        NSLayoutConstraint.activate([
            followers.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            followers.topAnchor.constraint(equalTo: root.topAnchor),
            followers.widthAnchor.constraint(equalToConstant: 336),
        ])
        followers.update()
        root.layoutIfNeeded()
        followers.update()
        root.layoutIfNeeded()
        let stacks = followers.contentStack.arrangedSubviews
        #expect(stacks.count == 2 && followers.contentStack.subviews.count == 2)
        // Inner stacks: 18 + 4 + 28 = 50 tall; 8 pt margins above and below; 168 pt each.
        #expect(followers.frame == rect(0, 0, 336, 66))
        #expect(stacks[0].frame == rect(0, 8, 168, 50))
        #expect(stacks[1].frame == rect(168, 8, 168, 50))
        let inner = (stacks[1] as! UIStackView).arrangedSubviews
        #expect(inner[0].frame == rect(49, 0, 70, 18))
        #expect(inner[1].frame == rect(64, 22, 40, 28))
        #expect(followers.subviews[1].frame == rect(167, 0, 2, 66))
    }

    @Test("Baseline-aligned wrapping text shares a fill row equally (UISV-text-width-disambiguation @760)")
    func textWidthDisambiguation() {
        let a = WrappingStackItem(), b = WrappingStackItem()
        a.translatesAutoresizingMaskIntoConstraints = false
        let (root, stack) = framedStack(210, 40, [a, b])
        stack.alignment = .firstBaseline
        stack.spacing = 10
        root.layoutIfNeeded()
        let disambiguation = stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(disambiguation.count == 2)
        #expect(disambiguation.allSatisfy { $0.priority.rawValue == 760 && $0.multiplier == 0.5 && $0.constant == -5 })
        #expect(a.frame.width == 100 && b.frame.width == 100)
        #expect(b.frame.minX == 110)
    }
}

@MainActor
@Suite("UIStackView: updates")
struct StackUpdateTests {
    @Test("Hiding inside an animation block (the documented pattern) collapses the view")
    func hideInAnimationBlock() {
        let a = StackItem(50, 20), b = StackItem(50, 20)
        let (root, stack) = pinnedStack([a, b])
        stack.axis = .vertical
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(stack.frame.height == 50)
        UIView.animate(withDuration: 0.3) {
            a.isHidden = true
            root.layoutIfNeeded()
        }
        root.layoutIfNeeded()
        #expect(a.frame.height == 0)
        #expect(b.frame == rect(0, 0, 50, 20))
        #expect(stack.frame.height == 20)
    }

    @Test("Changing spacing moves the spacing constraints' constants in place (same objects)")
    func spacingChangeIsInPlace() {
        let a = StackItem(50, 20), b = StackItem(50, 20), c = StackItem(50, 20)
        let (root, stack) = pinnedStack([a, b, c])
        stack.spacing = 4
        root.layoutIfNeeded()
        let before = stack.constraints
        stack.spacing = 12
        root.layoutIfNeeded()
        #expect(stack.constraints.count == before.count)
        #expect(stack.constraints.allSatisfy { c in before.contains { $0 === c } })
        #expect(c.frame == rect(124, 0, 50, 20))
    }

    @Test("removeArrangedSubview: the others close up; the view stays a subview, no longer managed")
    func removeArrangedReflows() {
        let a = StackItem(50, 20), b = StackItem(50, 20), c = StackItem(50, 20)
        let (root, stack) = pinnedStack([a, b, c])
        stack.spacing = 10
        root.layoutIfNeeded()
        stack.removeArrangedSubview(b)
        root.layoutIfNeeded()
        #expect(c.frame == rect(60, 0, 50, 20))
        #expect(stack.frame.width == 110)
        #expect(b.superview === stack)
        #expect(!stack.constraints.contains { $0.firstItem === b || $0.secondItem === b })
    }

    @Test("Right-to-left: the first arranged view is on the right (leading)")
    func rightToLeft() {
        let a = StackItem(50, 20), b = StackItem(60, 20)
        let (root, stack) = framedStack(200, 20, [a, b])
        for view in [stack, a, b] { view.semanticContentAttribute = .forceRightToLeft }
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        #expect(a.frame == rect(150, 0, 50, 20))
        #expect(b.frame == rect(0, 0, 60, 20))
    }

    @Test("An arranged view moved to another stack leaves the first one's arrangement")
    func moveBetweenStacks() {
        let a = StackItem(50, 20), b = StackItem(50, 20)
        let (root, first) = pinnedStack([a, b])
        let second = UIStackView()
        root.addSubview(second)
        second.addArrangedSubview(b)
        root.layoutIfNeeded()
        #expect(first.arrangedSubviews == [a])
        #expect(second.arrangedSubviews == [b])
        #expect(first.frame.width == 50)
    }
}

@MainActor
@Suite("UIStackView: generated constraints, other shapes")
struct StackConstraintShapeTests {
    private func summary(_ stack: UIStackView) -> [String] {
        stack.constraints.map { c in
            "\(c.identifier ?? "-") \(c.firstAttribute.name) \(c.relation.symbol) \(c.secondItem == nil ? "const" : c.secondAttribute.name) @\(c.priority)"
        }.sorted()
    }

    @Test("Single view, center alignment: no spanner; <= top, >= bottom, centerY, canvas-fit 49, suppression 25")
    func singleCenter() {
        let (root, stack) = framedStack(100, 50, [StackItem(40, 20)])
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.filter { $0 is _UILayoutSpacer }.isEmpty)
        #expect(summary(stack) == [
            "UISV-ambiguity-suppression height == const @25",
            "UISV-canvas-connection bottom <= bottom @1000",
            "UISV-canvas-connection centerY == centerY @1000",
            "UISV-canvas-connection leading == leading @1000",
            "UISV-canvas-connection top <= top @1000",
            "UISV-canvas-connection trailing == trailing @1000",
            "UISV-canvas-fit height == const @49",
        ])
        #expect(stack.arrangedSubviews[0].frame == rect(0, 15, 100, 20))
    }

    @Test("Two views, fill/fill: canvas pinned to the first view on all four sides, alignment top and bottom")
    func fillFill() {
        let (root, stack) = framedStack(100, 50, [StackItem(40, 20), StackItem(40, 20)])
        stack.spacing = 6
        root.layoutIfNeeded()
        #expect(summary(stack) == [
            "UISV-alignment bottom == bottom @1000",
            "UISV-alignment top == top @1000",
            "UISV-canvas-connection bottom == bottom @1000",
            "UISV-canvas-connection leading == leading @1000",
            "UISV-canvas-connection top == top @1000",
            "UISV-canvas-connection trailing == trailing @1000",
            "UISV-spacing leading == trailing @1000",
        ])
    }

    @Test("equalSpacing and fillEqually with a hidden middle view: only the visible views share the space")
    func hiddenInDistributions() {
        let a = StackItem(50, 20), b = StackItem(50, 20), c = StackItem(50, 20)
        let (root, stack) = framedStack(300, 20, [a, b, c])
        stack.distribution = .equalSpacing
        stack.spacing = 10
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 50, 20))
        #expect(c.frame == rect(250, 0, 50, 20))
        #expect(b.frame.width == 0)
        #expect(stack.layoutGuides.filter { $0 is _UIOLAGapGuide }.count == 1)
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 145, 20))
        #expect(c.frame == rect(155, 0, 145, 20))
        #expect(stack.layoutGuides.filter { $0 is _UIOLAGapGuide }.isEmpty)
    }
}

@MainActor
@Suite("UIStackView: with labels")
struct StackLabelTests {
    /// The music album's track row: a number, a wrapping title that gives way first, a length; 300 × 200, centred.
    func trackRowScene() -> (root: UIView, order: UILabel, title: UILabel, length: UILabel) {
        let order = UILabel(), title = UILabel(), length = UILabel()
        order.text = "1"
        title.text = "A very long track title that certainly needs more than one line to fit in this row"
        title.numberOfLines = 0
        title.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        length.text = "3:45"
        let (root, stack) = framedStack(300, 200, [order, title, length])
        stack.alignment = .center
        stack.spacing = 8
        return (root, order, title, length)
    }

    @Test("Music album track row: a wrapping title between fixed labels in a centre-aligned row")
    func trackRow() {
        let (root, order, title, length) = trackRowScene()
        root.layoutIfNeeded()
        #expect(order.frame.minX == 0 && order.frame.width == order.intrinsicContentSize.width)
        #expect(abs(order.frame.height - order.intrinsicContentSize.height) < 0.01)
        #expect(title.frame.minX == order.frame.maxX + 8)
        #expect(length.frame.maxX == 300 && length.frame.width == length.intrinsicContentSize.width)
        #expect(length.frame.minX == title.frame.maxX + 8)
        #expect(title.frame.height > order.frame.height * 1.5)
        #expect(abs(title.frame.midY - 100) <= 0.5 && abs(order.frame.midY - 100) <= 0.5)
    }

    /// A wrapping label asks for the width of its unwrapped text in every pass, not the width of the lines it wrapped
    /// into last time: otherwise the row's layout would depend on whether something unrelated changed since.
    @Test("Music album track row: a view added elsewhere does not move the row (the title still asks for its unwrapped width)")
    func trackRowKeepsItsLayout() {
        let (root, order, title, length) = trackRowScene()
        root.layoutIfNeeded()
        let frames = [order.frame, title.frame, length.frame]
        // A structural change in the same engine: the wrapping title is measured again.
        let badge = UIView(frame: CGRect(x: 400, y: 0, width: 10, height: 10))
        root.addSubview(badge)
        root.layoutIfNeeded()
        #expect([order.frame, title.frame, length.frame] == frames)
        #expect(order.frame.width == order.intrinsicContentSize.width)
    }
}
