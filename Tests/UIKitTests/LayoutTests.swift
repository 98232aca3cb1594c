import Testing
@testable import UIKit

/// A view with a fixed intrinsic size, standing in for a label or an image view.
final class IntrinsicView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

/// Captures `UIView.layoutLog` for the duration of `body`.
@MainActor
func capturingLayoutLog(_ body: () -> Void) -> [String] {
    var messages: [String] = []
    let previous = UIView.layoutLog
    UIView.layoutLog = { messages.append($0) }
    body()
    UIView.layoutLog = previous
    return messages
}

@MainActor
@Suite("Layout cycle and constraint solving")
struct LayoutTests {
    @Test("A value exactly between two pixels rounds the same way whatever the solver's round-off (76.5 pt at @3x)")
    func pixelRoundingIgnoresRoundOff() {
        // 76.5 pt is 229.5 px: rounding away from zero gives 230 px, 76.667 pt. The solver can land 1e-12 either side of
        // it depending on the order of earlier changes; that must not move a frame by a third of a point.
        let exact = LayoutEngine.pixelAligned(76.5, scale: 3)
        #expect(exact == 230.0 / 3)
        #expect(LayoutEngine.pixelAligned(76.5 - 1e-11, scale: 3) == exact)
        #expect(LayoutEngine.pixelAligned(76.5 + 1e-11, scale: 3) == exact)
        #expect(LayoutEngine.pixelAligned(76.4, scale: 3) == 229.0 / 3, "a value off the boundary rounds to its own pixel")
        #expect(LayoutEngine.pixelAligned(.nan, scale: 3) == 0)
    }

    /// A container forced right-to-left arranges its subviews from the right even though they are left-to-right
    /// themselves: `effectiveUserInterfaceLayoutDirection` is "the direction appropriate for arranging the immediate
    /// content of the view", and a constraint's leading and trailing follow its container's.
    @Test("Leading and trailing follow the constraint's container: a right-to-left container pins from its right edge")
    func leadingFollowsTheContainer() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        root.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(child.frame == CGRect(x: 240, y: 0, width: 50, height: 20))
    }

    @Test("Edges pinned to the superview's margins guide sit 8 pt in (UIKit's default margins)")
    func pinnedEdgesWithMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
    }
}

@MainActor
@Suite("Layout cycle and constraint solving, continued")
struct LayoutSolvingTests {
    /// A free-standing container measured with `systemLayoutSizeFitting`, as table cells are.
    func cell(labelHeight: CGFloat) -> (UIView, UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        let avatar = UIView()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        let label = IntrinsicView(200, labelHeight)
        container.addSubview(avatar)
        container.addSubview(label)
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return (container, avatar, label)
    }

    @Test("An inequality (avatar.bottom <= margins.bottom) keeps a cell at least as tall as the avatar")
    func avatarInequality() {
        let (short, _, _) = cell(labelHeight: 20)
        let size = short.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 56))
        let (tall, avatar, label) = cell(labelHeight: 60)
        let tallSize = tall.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        #expect(tallSize == CGSize(width: 320, height: 76))
        // Laid out at that height, the avatar sits at the top and the label fills the margins.
        tall.frame.size.height = 76
        tall.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 8, y: 8, width: 40, height: 40))
        #expect(label.frame == CGRect(x: 56, y: 8, width: 256, height: 60))
    }

    func aspectRatioLayout(rootWidth: CGFloat) -> CGRect {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: rootWidth, height: 800))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalTo: box.heightAnchor, multiplier: 2),
            box.widthAnchor.constraint(equalToConstant: 400).withPriority(.defaultHigh),
            box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40),
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        return box.frame
    }

    @Test("A 2:1 aspect ratio with a high-priority width is capped by a required <=")
    func aspectRatioCapped() {
        #expect(aspectRatioLayout(rootWidth: 320) == CGRect(x: 20, y: 10, width: 280, height: 140))
        #expect(aspectRatioLayout(rootWidth: 1000) == CGRect(x: 300, y: 10, width: 400, height: 200))
    }

    func twoLabels(width: CGFloat, configure: (IntrinsicView, IntrinsicView) -> Void) -> (CGRect, CGRect) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        let left = IntrinsicView(200, 20), right = IntrinsicView(150, 20)
        root.addSubview(left)
        root.addSubview(right)
        configure(left, right)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return (left.frame, right.frame)
    }

    @Test("Two labels in a row: the lower compression resistance is the one truncated")
    func compressionDecidesWhoTruncates() {
        let (left, right) = twoLabels(width: 300) { left, _ in
            left.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }
        #expect(left == CGRect(x: 0, y: 0, width: 142, height: 20))
        #expect(right == CGRect(x: 150, y: 0, width: 150, height: 20))
        let (left2, right2) = twoLabels(width: 300) { _, right in
            right.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }
        #expect(left2 == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(right2 == CGRect(x: 208, y: 0, width: 92, height: 20))
    }

    @Test("Two labels in a row: the lower hugging priority is the one stretched")
    func huggingDecidesWhoStretches() {
        let (left, right) = twoLabels(width: 500) { _, right in
            right.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        }
        #expect(left == CGRect(x: 0, y: 0, width: 342, height: 20))
        #expect(right == CGRect(x: 350, y: 0, width: 150, height: 20))
        let (left2, right2) = twoLabels(width: 500) { left, _ in
            left.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        }
        #expect(left2 == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(right2 == CGRect(x: 208, y: 0, width: 292, height: 20))
    }

    @Test("Unsatisfiable constraints: Apple's log, the one added last is broken, layout goes on")
    func unsatisfiableLogsAndBreaksOne() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        let (first, firstLine) = (box.widthAnchor.constraint(equalToConstant: 100), #line)
        let (second, secondLine) = (box.widthAnchor.constraint(equalToConstant: 200), #line)
        second.identifier = "too-wide"
        let log = capturingLayoutLog {
            NSLayoutConstraint.activate([
                first, second,
                box.heightAnchor.constraint(equalToConstant: 50),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                other.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 10),
                other.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                other.widthAnchor.constraint(equalTo: box.widthAnchor),
                other.heightAnchor.constraint(equalToConstant: 30),
            ])
            root.layoutIfNeeded()
        }
        #expect(log.count == 1)
        let message = log.first ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        #expect(message.contains("Probably at least one of the constraints in the following list is one you don't want."))
        #expect(message.contains("    \"\(first.description)\",\n    \"\(second.description)\"\n)"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(second.description)\n"))
        #expect(message.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"))
        // The whole message, byte for byte as iOS prints it (tabs, trailing spaces and all).
        let expected = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            + "\tTry this: \n"
            + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
            + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
            + "(\n    \"\(first.description)\",\n    \"\(second.description)\"\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(second.description)\n\n"
            + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
            + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        #expect(message.hasPrefix(expected))
        // Trellis adds where each constraint of the smallest conflicting set was made (issue 7).
        #expect(message.hasSuffix("\n    <NSLayoutConstraint:\(addressString(first))> UIKitTests/LayoutTests.swift:\(firstLine)"
            + "\n    <NSLayoutConstraint:\(addressString(second))> UIKitTests/LayoutTests.swift:\(secondLine)"))
        #expect(second.isActive)
        #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(other.frame == CGRect(x: 10, y: 70, width: 100, height: 30))
        // Removing the winner lets the broken one take effect.
        first.isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
    }

    @Test("Changing an active constraint's constant moves only that constraint, in place in the solver")
    func constantEditIsIncremental() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        let installsBefore = engine.rowInstallCount, movesBefore = engine.constantMoveCount
        top.constant = 30
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 30, width: 50, height: 50))
        #expect(engine.rowInstallCount == installsBefore)
        #expect(engine.constantMoveCount == movesBefore + 1)
    }

    @Test("layoutSubviews runs parents first, after the subviews' frames are set; changes made there are laid out")
    func layoutSubviewsOrderAndFollowUp() {
        final class Recorder: UIView {
            var onLayout: (Recorder) -> Void = { _ in }
            override func layoutSubviews() {
                super.layoutSubviews()
                onLayout(self)
            }
        }
        let root = Recorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = Recorder()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, child.heightAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        var order: [String] = []
        var childFrameSeenByRoot = CGRect.null
        root.onLayout = { view in
            order.append("root")
            childFrameSeenByRoot = child.frame
            if width.constant == 100 { width.constant = 150 }
        }
        child.onLayout = { _ in order.append("child") }
        root.layoutIfNeeded()
        #expect(childFrameSeenByRoot.width == 150)
        #expect(order == ["root", "child", "root", "child"])
        #expect(child.frame == CGRect(x: 0, y: 0, width: 150, height: 100))
    }

    @Test("Re-activating the same constraints in every layoutSubviews settles instead of looping")
    func reactivationSettles() {
        final class Reactivating: UIView {
            var made: [NSLayoutConstraint] = []
            var passes = 0
            let child = UIView()
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
                NSLayoutConstraint.deactivate(made)
                made = [child.topAnchor.constraint(equalTo: topAnchor, constant: 5),
                        child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5),
                        child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)]
                NSLayoutConstraint.activate(made)
            }
        }
        let root = Reactivating(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(root.child)
        let log = capturingLayoutLog { root.layoutIfNeeded() }
        #expect(log.isEmpty)
        #expect(root.passes <= 2)
        #expect(root.child.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test("A layout that keeps changing is reported and stopped after a bounded number of passes")
    func endlessLayoutIsBounded() {
        final class Restless: UIView {
            var constraint: NSLayoutConstraint?
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
                constraint?.constant += 1
            }
        }
        let root = Restless(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        root.constraint = child.widthAnchor.constraint(equalToConstant: 1)
        root.constraint?.isActive = true
        let log = capturingLayoutLog { root.layoutIfNeeded() }
        #expect(root.passes == UIView.maximumLayoutPasses)
        #expect(log.count == 1)
        #expect(log.first?.contains("did not settle after 100 passes") == true)
    }

    @Test("updateConstraints runs bottom-up before layout, and again after setNeedsUpdateConstraints")
    func updateConstraintsPass() {
        final class Updating: UIView {
            let name: String
            var log: (String) -> Void = { _ in }
            init(_ name: String) { self.name = name; super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError() }
            override func updateConstraints() {
                log(name)
                super.updateConstraints()
            }
        }
        var calls: [String] = []
        let root = Updating("root")
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = Updating("child")
        root.addSubview(child)
        root.log = { calls.append($0) }
        child.log = { calls.append($0) }
        root.layoutIfNeeded()
        #expect(calls == ["child", "root"])
        calls = []
        root.layoutIfNeeded()
        #expect(calls.isEmpty)
        child.setNeedsUpdateConstraints()
        #expect(child.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(calls == ["child"])
    }

    @Test("invalidateIntrinsicContentSize makes the next pass use the new intrinsic size")
    func intrinsicInvalidation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let label = IntrinsicView(50, 20)
        root.addSubview(label)
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: root.topAnchor),
                                     label.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        label.size = CGSize(width: 80, height: 30)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    /// A leaving row whose content a new row has keeps its solver row under the new id (found by a content hash,
    /// then compared): re-created as it was, nothing is installed; with other content, the row is replaced.
    @Test("A constraint re-created as it was keeps its solver row; one with another constant replaces it")
    func recreatedConstraintIsRekeyed() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 10)])
        var width = view.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        let (rekeys, installs) = (engine.rekeyCount, engine.rowInstallCount)
        width.isActive = false
        width = view.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(engine.rekeyCount == rekeys + 1)
        #expect(engine.rowInstallCount == installs)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        width.isActive = false
        width = view.widthAnchor.constraint(equalToConstant: 60)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(engine.rekeyCount == rekeys + 1)
        #expect(engine.rowInstallCount == installs + 1)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 60, height: 10))
    }

    /// The incremental sync works out which of a re-read view's own rows (intrinsic size, autoresizing) are no longer
    /// wanted from the specs it builds for that view: a row left behind would keep holding the view at its old size.
    @Test("A view whose intrinsic size goes away loses its intrinsic rows in an incremental sync, axis by axis")
    func ownRowsLeaveIncrementally() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = IntrinsicView(50, 20)
        root.addSubview(view)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = UILayoutPriority(100)
        let tall = view.heightAnchor.constraint(equalToConstant: 90)
        tall.priority = UILayoutPriority(100)
        NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.leadingAnchor.constraint(equalTo: root.leadingAnchor), wide, tall])
        root.layoutIfNeeded()
        // Hugging (250) beats the wishes at 100.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        let walks = root.layoutEngine.walkCount
        // Only the width goes away: the width rows leave, the height rows stay.
        view.size = CGSize(width: UIView.noIntrinsicMetric, height: 20)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
        view.size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 90))
        #expect(root.layoutEngine.walkCount == walks)
        // Back: the rows return.
        view.size = CGSize(width: 50, height: 20)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    @Test("Frame-based views keep their frame and follow their autoresizing mask when the superview resizes")
    func autoresizingMask() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let stretchy = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 50))
        stretchy.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(frame: CGRect(x: 270, y: 200, width: 40, height: 40))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let constrained = UIView()
        constrained.translatesAutoresizingMaskIntoConstraints = false
        for v in [fixed, stretchy, pinnedRight, constrained] { root.addSubview(v) }
        NSLayoutConstraint.activate([
            constrained.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 5),
            constrained.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
            constrained.trailingAnchor.constraint(equalTo: stretchy.trailingAnchor),
            constrained.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(constrained.frame == CGRect(x: 10, y: 75, width: 300, height: 10))
        root.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(stretchy.frame == CGRect(x: 10, y: 100, width: 400, height: 50))
        #expect(pinnedRight.frame == CGRect(x: 370, y: 200, width: 40, height: 40))
        #expect(constrained.frame == CGRect(x: 10, y: 75, width: 400, height: 10))
        let described = stretchy.autoresizingMaskConstraints().map(\.description)
        #expect(described[0].contains("h=-&- v=--& UIView:0x"))
        #expect(described[0].contains(".minX == 10   (active)>"))
        #expect(described[2].hasSuffix(".width == UIView:\(addressString(root)).width - 20   (active)>"))
    }

    @Test("A subview of a scrolled view (bounds.origin moved) appears shifted; its frame does not change")
    func boundsOriginIsTheScrollPosition() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(inner)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.topAnchor), content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 300), content.heightAnchor.constraint(equalToConstant: 1000),
            inner.topAnchor.constraint(equalTo: content.topAnchor, constant: 100),
            inner.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 50), inner.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        content.bounds.origin = CGPoint(x: 0, y: 60)
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 100, width: 50, height: 50))
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 40))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
    }

    @Test("A free-standing constrained view takes the size of its content when laid out")
    func freeStandingViewTakesContentSize() {
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        let a = IntrinsicView(60, 20), b = IntrinsicView(40, 30)
        container.addSubview(a)
        container.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
            a.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor),
            b.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(container.bounds.size == CGSize(width: 110, height: 30))
        #expect(b.frame == CGRect(x: 70, y: 0, width: 40, height: 30))
    }
}

extension NSLayoutConstraint {
    /// The seeds' helper, as they write it (an extension on NSLayoutConstraint must compile).
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

@MainActor
@Suite("Memory")
struct MemoryTests {
    @Test("A laid-out hierarchy is freed when the app lets go of it (the engine does not keep its root alive)")
    func hierarchyIsReleased() {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            let c = child.widthAnchor.constraint(equalTo: root.layoutMarginsGuide.widthAnchor)
            NSLayoutConstraint.activate([c, child.heightAnchor.constraint(equalToConstant: 10),
                                         child.topAnchor.constraint(equalTo: root.topAnchor),
                                         child.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
            root.layoutIfNeeded()
            _ = root.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            weakRoot = root
            weakChild = child
            weakConstraint = c
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
    }

    @Test("What outlives a view, layer or guide finds nil where it pointed to it, as with weak references")
    func backPointersReadNilOnceTheObjectIsGone() {
        let child = UIView()
        let layer = CALayer()
        let sublayer = CALayer()
        let constraint: NSLayoutConstraint
        let anchor: NSLayoutXAxisAnchor
        let ownedGuide = UILayoutGuide()
        let guideConstraint: NSLayoutConstraint
        weak var weakParent: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let guide = UILayoutGuide()
            parent.addLayoutGuide(guide)
            parent.addLayoutGuide(ownedGuide)
            parent.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            constraint = child.widthAnchor.constraint(equalTo: parent.widthAnchor)
            guideConstraint = child.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
            NSLayoutConstraint.activate([constraint, guideConstraint])
            anchor = parent.leadingAnchor
            parent.layoutIfNeeded()
            #expect(child.superview === parent)
            #expect(constraint.secondItem === parent)
            #expect(anchor.item === parent)
            #expect(ownedGuide.owningView === parent)
            parent.layer.addSublayer(sublayer)
            layer.addSublayer(parent.layer)
            weakParent = parent
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(constraint.firstItem === child)
        #expect(constraint.secondItem == nil)
        #expect(guideConstraint.secondItem == nil)
        #expect(anchor.item == nil)
        #expect(ownedGuide.owningView == nil)
        // The parent's layer lives on in `layer`, without its view; `sublayer` still has it as superlayer.
        #expect(layer.sublayers?.first?.delegate == nil)
        #expect(sublayer.superlayer === layer.sublayers?.first)
        do {
            let orphan = CALayer()
            orphan.addSublayer(sublayer)
            #expect(sublayer.superlayer === orphan)
        }
        #expect(sublayer.superlayer == nil)
    }
}

@MainActor
@Suite("Common mistakes, reported as on iOS")
struct CommonMistakeTests {
    @Test("Forgetting translatesAutoresizingMaskIntoConstraints: the autoresizing constraint wins and both are logged")
    func forgottenAutoresizingFlag() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let log = capturingLayoutLog {
            width.isActive = true
            root.layoutIfNeeded()
        }
        #expect(log.count == 1)
        let message = log.first ?? ""
        #expect(message.contains("\"<NSAutoresizingMaskLayoutConstraint:"))
        #expect(message.contains(" h=--& v=--& UIView:\(addressString(box)).width == 50   (active)>\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(width.description)"))
        #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test("UIView.animate with a trailing closure compiles and runs the change")
    func animateTrailingClosure() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        width.constant = 60
        UIView.animate(withDuration: 0.25) {
            root.layoutIfNeeded()
        }
        #expect(box.frame.width == 60)
    }
}

@MainActor
@Suite("Scrolling cost")
struct ScrollingCostTests {
    @Test("Moving bounds.origin re-reads only the constraints that see the view from inside")
    func boundsOriginChangeIsIncremental() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroller = UIView()
        scroller.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroller)
        NSLayoutConstraint.activate([
            scroller.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroller.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroller.topAnchor.constraint(equalTo: root.topAnchor), scroller.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroller.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroller.leadingAnchor), content.widthAnchor.constraint(equalToConstant: 320),
            content.topAnchor.constraint(equalTo: scroller.topAnchor), content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        var rows: [UIView] = []
        for i in 0..<50 {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor), row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                row.topAnchor.constraint(equalTo: content.topAnchor, constant: CGFloat(i) * 40), row.heightAnchor.constraint(equalToConstant: 40),
            ])
            rows.append(row)
        }
        root.layoutIfNeeded()
        let installs = root.layoutEngine.rowInstallCount, moves = root.layoutEngine.constantMoveCount
        scroller.bounds.origin = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        // content.leading and content.top see the scroller from inside; only the vertical one changed: one
        // row, whose constant moves in place.
        #expect(root.layoutEngine.rowInstallCount == installs)
        #expect(root.layoutEngine.constantMoveCount - moves == 1)
        #expect(rows[10].frame == CGRect(x: 0, y: 400, width: 320, height: 40))
        #expect(rows[10].convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 100))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 2000))
    }

    @Test("Scrolling a table solves and writes only the cells, not the hierarchy's engine, while nothing else changes")
    func scrollingDoesNotWriteTheHierarchy() {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: .zero, style: .plain)
        table.translatesAutoresizingMaskIntoConstraints = false
        table.register(BlockCell.self, forCellReuseIdentifier: "block")
        table.rowHeight = 40
        let source = BlockDataSource(Array(repeating: 39, count: 200))
        table.dataSource = source
        root.addSubview(table)
        NSLayoutConstraint.activate([
            table.leadingAnchor.constraint(equalTo: root.leadingAnchor), table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            table.topAnchor.constraint(equalTo: root.topAnchor, constant: 20), table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        let writes = root.layoutEngine.solutionWriteCount
        for y in stride(from: 10, through: 400, by: 10) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            root.layoutIfNeeded()
        }
        #expect(root.layoutEngine.solutionWriteCount == writes)
        #expect(table.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
        #expect(table.indexPathsForVisibleRows?.first?.row == 10)
        withExtendedLifetime(source) {}
    }

    @Test("A frame set by code on a constrained view is put back by the next layout cycle, with nothing else changed")
    func codeSetFrameIsPutBack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20), box.heightAnchor.constraint(equalToConstant: 60),
        ])
        root.layoutIfNeeded()
        box.frame = CGRect(x: 100, y: 100, width: 50, height: 60)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 20, width: 50, height: 60))
        box.frame = CGRect(x: 0, y: 0, width: 5, height: 6)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 20, width: 50, height: 60))
    }

    @Test("A content size set by code is put back by the next layout cycle where the content area is solved")
    func codeSetContentSizeIsPutBack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 320), content.heightAnchor.constraint(equalToConstant: 900),
        ])
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
        scroll.contentSize = CGSize(width: 320, height: 100)
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
    }
}

@MainActor
@Suite("Free-standing roots")
struct FreeStandingRootTests {
    @Test("A free-standing constrained view with nothing saying its size keeps its frame")
    func unconstrainedRootKeepsItsSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.translatesAutoresizingMaskIntoConstraints = false
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: view.topAnchor), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        view.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(child.frame == CGRect(x: 10, y: 0, width: 100, height: 20))
    }
}
