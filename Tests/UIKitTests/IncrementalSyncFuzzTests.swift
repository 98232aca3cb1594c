import Testing
import TestSupport
@testable import UIKit

/// Random view trees changed at random — views added, removed and put back, constraints activated, deactivated and
/// edited, texts, intrinsic sizes, stacks' arrangements and hidden arranged views, margins, priorities, the root's
/// size, frame-based table view cells (layout islands, merged into the engine around them when a constraint crosses
/// their edge) — with a layout pass after every change or two.
///
/// After the first walk, the engine re-reads only what was announced as changed (`synchronizeIncrementally()`): an
/// optimisation that must never change what the solver is given. So after every pass, every incremental sync's rows
/// are compared with the rows a full walk of the same hierarchy wants (`LayoutEngine.collectedSyncDifferences`): the
/// same rows, with the same contents, and the same walk order. A full walk reads labels' sizes through the text
/// layouts each label keeps, so those are checked too: every label measures as a new label with its text and settings.
@MainActor
@Suite("Incremental synchronisation: the rows of a full walk, under random changes", .serialized)
struct IncrementalSyncFuzzTests {
    @Test("Random changes to random trees: every incremental sync installs exactly the full walk's rows",
          arguments: 0..<300)
    func randomChanges(seed: Int) {
        let (differences, log) = run(SyncScenario(seed: UInt64(seed)))
        #expect(differences.isEmpty, """
            seed \(seed): after \(log.count) changes, an incremental sync differed from a full walk or a label from a new one:
              \(differences.prefix(8).joined(separator: "\n  "))
            changes:
              \(log.suffix(12).joined(separator: "\n  "))
            """)
    }

    /// The same in a window, where the environment changes too: Dynamic Type's text size (labels that adjust their
    /// fonts, views whose intrinsic size follows it), the device and its orientation (size classes, which views answer
    /// by swapping constraints in `traitCollectionDidChange` as the music album seed does, and the screen's scale),
    /// and light or dark appearance.
    @Test("Random changes with trait changes in a window: every incremental sync installs exactly the full walk's rows",
          arguments: 0..<100)
    func randomChangesWithTraits(seed: Int) {
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        let (differences, log) = run(SyncScenario(seed: UInt64(seed) &+ 50_000, windowed: true))
        #expect(differences.isEmpty, """
            seed \(seed), in a window: after \(log.count) changes, an incremental sync differed from a full walk or a label from a new one:
              \(differences.prefix(8).joined(separator: "\n  "))
            changes:
              \(log.suffix(12).joined(separator: "\n  "))
            """)
    }

    /// Makes 80 changes, laying out after most; stops at the first pass whose syncs differ from a full walk.
    private func run(_ initial: @autoclosure () -> SyncScenario) -> (differences: [String], log: [String]) {
        var differences: [String] = []
        var log: [String] = []
        _ = capturingLayoutLog {
            LayoutEngine.collectedSyncDifferences = []
            defer { LayoutEngine.collectedSyncDifferences = nil }
            var scenario = initial()
            defer { scenario.window?.isHidden = true }
            for step in 0..<80 {
                log.append(scenario.change())
                if scenario.rng.chance(0.6) || step == 79 {
                    (scenario.window ?? scenario.root).layoutIfNeeded()
                    if let found = LayoutEngine.collectedSyncDifferences, !found.isEmpty {
                        differences = found
                        break
                    }
                    // A full walk reads labels' sizes through the same kept text layouts: check those against a label
                    // made afresh.
                    differences = scenario.staleLabelSizes()
                    if !differences.isEmpty { break }
                }
            }
        }
        return (differences, log)
    }
}

/// A view that adapts to its traits as the music album seed's controller does: in `traitCollectionDidChange` it
/// deactivates the constraints of one horizontal size class and activates the other's; and its intrinsic height
/// follows Dynamic Type's text size.
final class TraitAdaptiveView: UIView {
    let inner = UIView()
    private var compact: [NSLayoutConstraint] = []
    private var regular: [NSLayoutConstraint] = []

    init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        addSubview(inner)
        compact = [inner.leadingAnchor.constraint(equalTo: leadingAnchor),
                   inner.topAnchor.constraint(equalTo: topAnchor),
                   inner.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
                   inner.heightAnchor.constraint(equalToConstant: 20)]
        regular = [inner.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                   inner.centerYAnchor.constraint(equalTo: centerYAnchor),
                   inner.widthAnchor.constraint(equalToConstant: 120),
                   inner.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.5)]
        applySizeClass()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize {
        let step = UIContentSizeCategory.ordered.firstIndex(of: traitCollection.preferredContentSizeCategory) ?? 0
        return CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(20 + 4 * step))
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous?.horizontalSizeClass != traitCollection.horizontalSizeClass { applySizeClass() }
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            invalidateIntrinsicContentSize()
        }
    }

    private func applySizeClass() {
        let isRegular = traitCollection.horizontalSizeClass == .regular
        NSLayoutConstraint.deactivate(isRegular ? compact : regular)
        NSLayoutConstraint.activate(isRegular ? regular : compact)
    }
}

/// A random hierarchy under a 375 × 600 root and the changes made to it, each described in a line for the failure
/// message.
@MainActor
struct SyncScenario {
    var rng: SplitMix64
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    /// The window the root is in, for a scenario whose environment changes (nil: the root stands alone).
    let window: UIWindow?
    /// Views made so far, in the tree or detached (a detached view keeps the constraints inside its subtree).
    var views: [UIView] = []
    /// Constraints made so far, active or not.
    var constraints: [NSLayoutConstraint] = []

    static let texts = ["", "Hi", "A longer line of text that wraps at narrow widths", "Two\nlines", "😈 emoji ✨"]

    init(seed: UInt64, windowed: Bool = false) {
        rng = SplitMix64(seed: seed)
        if windowed {
            UIDevice.current.simulate(rng.pick(SimulatedDevice.all), orientation: rng.pick([.portrait, .landscapeLeft]))
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            window.addSubview(root)
            self.window = window
        } else {
            window = nil
        }
        root.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        for _ in 0..<6 { _ = addView() }
        for _ in 0..<8 { _ = addConstraint() }
        root.layoutIfNeeded()
    }

    var attached: [UIView] { views.filter { $0.isDescendant(of: root) } }

    /// One random change, described.
    mutating func change() -> String {
        if window != nil, rng.chance(0.12) { return editEnvironment() }
        switch rng.below(23) {
        case 0, 1: return addView()
        case 2: return removeView()
        case 3: return reattachView()
        case 4, 5: return addConstraint()
        case 6: return deactivateConstraint()
        case 7: return editConstant()
        case 8: return editPriority()
        case 9: return editText()
        case 10: return editIntrinsicSize()
        case 11: return editStack()
        case 12: return editMargins()
        case 13: return editHuggingOrCompression()
        case 14: return moveView()
        case 15: return editGuides()
        case 16: return editFrameBased()
        case 17: return toggleHidden()
        case 18: return scroll()
        case 19: return reactivateConstraint()
        case 20: return editDirection()
        case 21: return editLabelSizing()
        default: return resizeRoot()
        }
    }

    private mutating func makeView() -> (UIView, String) {
        if window != nil, rng.chance(0.15) { return (TraitAdaptiveView(), "trait-adaptive view") }
        if rng.chance(0.08) {
            // A frame-based cell roots a layout island (an engine of its own) until a constraint links its inside with
            // the outside, which merges it into the engine around it.
            let cell = UITableViewCell(style: rng.pick([.default, .subtitle]), reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: rng.double(0, 200), width: rng.double(100, 375), height: rng.double(20, 120))
            if rng.chance(0.5) { cell.textLabel?.text = rng.pick(SyncScenario.texts) }
            return (cell, "table view cell")
        }
        switch rng.below(6) {
        case 0:
            let view = UIView()
            if rng.chance(0.25) {
                view.frame = CGRect(x: rng.double(0, 100), y: rng.double(0, 100), width: rng.double(0, 120),
                                    height: rng.double(0, 80))
                return (view, "frame-based view")
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            return (view, "view")
        case 1:
            let view = IntrinsicView(CGFloat(rng.int(in: 0...120)), CGFloat(rng.int(in: 0...60)))
            return (view, "intrinsic \(view.size)")
        case 2:
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = rng.pick(SyncScenario.texts)
            label.numberOfLines = rng.pick([0, 1, 2])
            if window != nil, rng.chance(0.5) {
                label.font = UIFont.preferredFont(forTextStyle: rng.pick([.body, .headline, .caption1]))
                label.adjustsFontForContentSizeCategory = true
                return (label, "Dynamic Type label \(label.numberOfLines) lines")
            }
            return (label, "label \(label.numberOfLines) lines")
        case 3:
            let stack = UIStackView()
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = rng.chance(0.5) ? .horizontal : .vertical
            stack.distribution = rng.pick([.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
            stack.alignment = rng.pick([.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline])
            stack.spacing = CGFloat(rng.int(in: 0...12))
            stack.isLayoutMarginsRelativeArrangement = rng.chance(0.3)
            return (stack, "stack \(stack.axis == .horizontal ? "horizontal" : "vertical")")
        case 4:
            let scroll = UIScrollView()
            scroll.translatesAutoresizingMaskIntoConstraints = false
            return (scroll, "scroll view")
        default:
            let image = UIImageView()
            image.translatesAutoresizingMaskIntoConstraints = false
            return (image, "image view")
        }
    }

    private mutating func addView() -> String {
        let (view, kind) = makeView()
        let parents = [root] + attached
        let parent = rng.pick(parents)
        views.append(view)
        if let stack = parent as? UIStackView, rng.chance(0.7) {
            let index = rng.int(in: 0...stack.arrangedSubviews.count)
            stack.insertArrangedSubview(view, at: index)
            return "arranged \(kind) in a stack at \(index)"
        }
        parent.insertSubview(view, at: rng.int(in: 0...parent.subviews.count))
        return "added \(kind)"
    }

    private mutating func removeView() -> String {
        guard let view = attached.randomElement(using: &rng) else { return "nothing to remove" }
        view.removeFromSuperview()
        return "removed a \(type(of: view))"
    }

    private mutating func reattachView() -> String {
        let detached = views.filter { $0.superview == nil }
        guard let view = detached.randomElement(using: &rng) else { return "nothing to put back" }
        let parents = [root] + attached.filter { !$0.isDescendant(of: view) }
        rng.pick(parents).addSubview(view)
        return "put back a \(type(of: view))"
    }

    private static let xAttributes: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .left, .right, .centerX,
                                                                       .leadingMargin, .trailingMargin]
    private static let yAttributes: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY, .firstBaseline,
                                                                       .lastBaseline, .topMargin, .bottomMargin]
    private static let sizeAttributes: [NSLayoutConstraint.Attribute] = [.width, .height]

    private mutating func addConstraint() -> String {
        let items = [root] + attached
        guard items.count > 1 else { return "no views to constrain" }
        let first = rng.pick(Array(items.dropFirst()))
        let family = rng.pick([SyncScenario.xAttributes, SyncScenario.yAttributes, SyncScenario.sizeAttributes])
        let attribute = rng.pick(family)
        let relation: NSLayoutConstraint.Relation = rng.pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        let constraint: NSLayoutConstraint
        if family == SyncScenario.sizeAttributes, rng.chance(0.4) {
            constraint = NSLayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1,
                                            constant: CGFloat(rng.int(in: 0...150)))
        } else {
            var second: AnyObject = rng.pick(items.filter { $0 !== first })
            // Now and then a guide: making a system guide is a change the engine must see.
            if rng.chance(0.2), let view = second as? UIView {
                let guides = view.layoutGuides.filter { $0.owningView === view }
                switch rng.below(5) {
                case 0: second = view.layoutMarginsGuide
                case 1: second = view.safeAreaLayoutGuide
                case 2: second = view.readableContentGuide
                case 3: second = (view as? UIScrollView)?.contentLayoutGuide ?? view.layoutMarginsGuide
                default: second = guides.isEmpty ? view.layoutMarginsGuide : rng.pick(guides)
                }
            }
            let multiplier = family == SyncScenario.sizeAttributes ? rng.pick([1, 1, 0.5, 2]) : 1.0
            constraint = NSLayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: second,
                                            attribute: rng.pick(family), multiplier: multiplier,
                                            constant: CGFloat(rng.int(in: -20...60)))
        }
        constraint.priority = rng.pick([.required, .required, UILayoutPriority(999), .defaultHigh, .defaultLow,
                                        UILayoutPriority(500), .fittingSizeLevel])
        constraint.isActive = true
        constraints.append(constraint)
        return "activated \(constraint)"
    }

    private mutating func deactivateConstraint() -> String {
        let active = constraints.filter(\.isActive)
        guard let constraint = active.randomElement(using: &rng) else { return "nothing to deactivate" }
        constraint.isActive = false
        return "deactivated \(constraint)"
    }

    private mutating func editConstant() -> String {
        guard let constraint = constraints.randomElement(using: &rng) else { return "no constraint to edit" }
        constraint.constant = CGFloat(rng.int(in: -20...120))
        return "constant of \(constraint)"
    }

    private mutating func editPriority() -> String {
        // UIKit does not let an installed constraint change between required and optional: optional ones only.
        let optional = constraints.filter { $0.priority < .required }
        guard let constraint = optional.randomElement(using: &rng) else { return "no optional constraint" }
        constraint.priority = rng.pick([UILayoutPriority(999), .defaultHigh, .defaultLow, UILayoutPriority(1),
                                        .fittingSizeLevel])
        return "priority of \(constraint)"
    }

    private mutating func editText() -> String {
        let labels = attached.compactMap { $0 as? UILabel }
        guard let label = labels.randomElement(using: &rng) else { return "no label" }
        if rng.chance(0.7) {
            label.text = rng.pick(SyncScenario.texts)
            return "text of a label: \(label.text ?? "nil")"
        }
        label.numberOfLines = rng.pick([0, 1, 3])
        return "lines of a label: \(label.numberOfLines)"
    }

    private mutating func editIntrinsicSize() -> String {
        let sized = attached.compactMap { $0 as? IntrinsicView }
        guard let view = sized.randomElement(using: &rng) else { return "no intrinsic view" }
        view.size = CGSize(width: rng.int(in: 0...150), height: rng.int(in: 0...80))
        view.invalidateIntrinsicContentSize()
        return "intrinsic size \(view.size)"
    }

    private mutating func editStack() -> String {
        let stacks = attached.compactMap { $0 as? UIStackView }
        guard let stack = stacks.randomElement(using: &rng) else { return "no stack" }
        switch rng.below(6) {
        case 0:
            guard let view = stack.arrangedSubviews.randomElement(using: &rng) else { return "empty stack" }
            view.isHidden.toggle()
            return "hidden \(view.isHidden) in a stack"
        case 1:
            guard let view = stack.arrangedSubviews.randomElement(using: &rng) else { return "empty stack" }
            stack.removeArrangedSubview(view)
            return "unarranged a view (it stays a subview)"
        case 2:
            stack.spacing = CGFloat(rng.int(in: 0...20))
            return "stack spacing \(stack.spacing)"
        case 3:
            stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
            return "stack axis flipped"
        case 4:
            stack.distribution = rng.pick([.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
            return "stack distribution \(stack.distribution.rawValue)"
        default:
            stack.alignment = rng.pick([.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline])
            return "stack alignment \(stack.alignment.rawValue)"
        }
    }

    private mutating func editMargins() -> String {
        let view = rng.pick([root] + attached)
        if rng.chance(0.3) {
            view.preservesSuperviewLayoutMargins.toggle()
            return "preserves superview margins \(view.preservesSuperviewLayoutMargins)"
        }
        let m = CGFloat(rng.int(in: 0...24))
        view.layoutMargins = UIEdgeInsets(top: m, left: m + 2, bottom: m, right: m + 4)
        return "margins \(m)"
    }

    private mutating func editHuggingOrCompression() -> String {
        guard let view = attached.randomElement(using: &rng) else { return "no view" }
        let axis: NSLayoutConstraint.Axis = rng.chance(0.5) ? .horizontal : .vertical
        let priority = rng.pick([UILayoutPriority(1), .defaultLow, UILayoutPriority(251), .defaultHigh,
                                 UILayoutPriority(999), .required])
        if rng.chance(0.5) {
            view.setContentHuggingPriority(priority, for: axis)
            return "hugging \(priority.rawValue)"
        }
        view.setContentCompressionResistancePriority(priority, for: axis)
        return "compression resistance \(priority.rawValue)"
    }

    /// Moves a view to another parent in the same tree: the engine cannot follow that incrementally and walks.
    private mutating func moveView() -> String {
        guard let view = attached.randomElement(using: &rng) else { return "nothing to move" }
        let parents = ([root] + attached).filter { $0 !== view && !$0.isDescendant(of: view) }
        let parent = rng.pick(parents)
        if let stack = parent as? UIStackView, rng.chance(0.5) {
            stack.insertArrangedSubview(view, at: rng.int(in: 0...stack.arrangedSubviews.count))
            return "moved a \(type(of: view)) into a stack's arrangement"
        }
        parent.addSubview(view)
        return "moved a \(type(of: view))"
    }

    private mutating func editGuides() -> String {
        let owner = rng.pick([root] + attached)
        let own = owner.layoutGuides.filter { $0.identifier.isEmpty }
        if let guide = own.first, rng.chance(0.3) {
            owner.removeLayoutGuide(guide)
            return "removed a layout guide"
        }
        let guide = UILayoutGuide()
        owner.addLayoutGuide(guide)
        let others = ([owner] + owner.subviews).filter { $0.isDescendant(of: root) }
        let other = rng.pick(others)
        var made = [guide.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: CGFloat(rng.int(in: 0...20))),
                    guide.topAnchor.constraint(equalTo: other.topAnchor),
                    guide.widthAnchor.constraint(equalToConstant: CGFloat(rng.int(in: 0...100)))]
        if let subview = owner.subviews.randomElement(using: &rng) {
            made.append(subview.leadingAnchor.constraint(equalTo: guide.trailingAnchor))
        }
        for constraint in made { constraint.priority = rng.pick([.required, .defaultHigh, .defaultLow]) }
        NSLayoutConstraint.activate(made)
        constraints += made
        return "added a layout guide with \(made.count) constraints"
    }

    private mutating func editFrameBased() -> String {
        guard let view = attached.randomElement(using: &rng) else { return "no view" }
        if rng.chance(0.3), !(view.superview is UIStackView) {
            view.translatesAutoresizingMaskIntoConstraints.toggle()
            return "translatesAutoresizingMaskIntoConstraints \(view.translatesAutoresizingMaskIntoConstraints)"
        }
        view.autoresizingMask = rng.pick([[], [.flexibleWidth], [.flexibleHeight, .flexibleLeftMargin],
                                         [.flexibleWidth, .flexibleHeight]])
        view.frame = CGRect(x: rng.double(0, 80), y: rng.double(0, 80), width: rng.double(0, 150), height: rng.double(0, 90))
        return "frame \(view.frame)"
    }

    private mutating func toggleHidden() -> String {
        guard let view = attached.randomElement(using: &rng) else { return "no view" }
        view.isHidden.toggle()
        return "hidden \(view.isHidden)"
    }

    private mutating func scroll() -> String {
        let scrolls = attached.compactMap { $0 as? UIScrollView }
        guard let scroll = scrolls.randomElement(using: &rng) else { return "no scroll view" }
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat(rng.int(in: -50...200)))
        return "scrolled to \(scroll.contentOffset.y)"
    }

    private mutating func reactivateConstraint() -> String {
        let inactive = constraints.filter { !$0.isActive }
        guard let constraint = inactive.randomElement(using: &rng) else { return "nothing to reactivate" }
        // Only between views still in the tree (a detached one's constraint cannot be activated).
        let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
        for item in items {
            let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            guard let view, view === root || view.isDescendant(of: root) else { return "cannot reactivate" }
        }
        constraint.isActive = true
        return "reactivated \(constraint)"
    }

    /// Leading and trailing, and the system margins, follow the layout direction: a traits change.
    private mutating func editDirection() -> String {
        let view = rng.pick([root] + attached)
        view.semanticContentAttribute = rng.pick([.unspecified, .forceLeftToRight, .forceRightToLeft])
        return "semantic content attribute \(view.semanticContentAttribute.rawValue)"
    }

    private mutating func editLabelSizing() -> String {
        let labels = attached.compactMap { $0 as? UILabel }
        guard let label = labels.randomElement(using: &rng) else { return "no label" }
        switch rng.below(3) {
        case 0:
            // A preferred width ends its width dependence; none brings it back.
            label.preferredMaxLayoutWidth = rng.pick([0, 0, 80, 200])
            return "preferred max layout width \(label.preferredMaxLayoutWidth)"
        case 1:
            label.font = rng.pick([UIFont.systemFont(ofSize: 12), UIFont.preferredFont(forTextStyle: .body),
                                   UIFont.boldSystemFont(ofSize: 24)])
            return "font \(label.font.pointSize)"
        default:
            let stacks = attached.compactMap { $0 as? UIStackView }
            guard let stack = stacks.randomElement(using: &rng) else { return "no stack" }
            if rng.chance(0.5) {
                stack.isBaselineRelativeArrangement.toggle()
                return "baseline-relative arrangement \(stack.isBaselineRelativeArrangement)"
            }
            stack.isLayoutMarginsRelativeArrangement.toggle()
            return "margins-relative arrangement \(stack.isLayoutMarginsRelativeArrangement)"
        }
    }

    /// Labels whose size differs from that of a new label with the same text and settings, unwrapped and at their width:
    /// a label keeps its last text layouts (`UILabel.textLayout(width:lines:)`), and one kept past a change it depends
    /// on would be read by a full walk as much as by an incremental sync.
    func staleLabelSizes() -> [String] {
        var stale: [String] = []
        for case let label as UILabel in attached {
            let fresh = UILabel()
            fresh.font = label.font
            fresh.text = label.text
            fresh.numberOfLines = label.numberOfLines
            fresh.preferredMaxLayoutWidth = label.preferredMaxLayoutWidth
            fresh.semanticContentAttribute = label.effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? .forceRightToLeft : .forceLeftToRight
            for width in [nil, label.bounds.width] as [CGFloat?] {
                let kept = label.intrinsicContentSize(forLayoutWidth: width)
                let made = fresh.intrinsicContentSize(forLayoutWidth: width)
                if kept != made { stale.append("label '\(label.text ?? "")' at width \(String(describing: width)): \(kept), afresh \(made)") }
            }
        }
        return stale
    }

    /// The simulated environment: text size, device and orientation, appearance.
    private mutating func editEnvironment() -> String {
        switch rng.below(5) {
        case 0, 1:
            let size = rng.pick(UIContentSizeCategory.ordered)
            UIApplication.shared.preferredContentSizeCategory = size
            return "content size category \(size.rawValue)"
        case 2:
            let orientation: UIDeviceOrientation = UIDevice.current.orientation.isPortrait ? .landscapeLeft : .portrait
            UIDevice.current.rotate(to: orientation)
            return "rotated to \(orientation)"
        case 3:
            let device = rng.pick(SimulatedDevice.all)
            UIDevice.current.simulate(device, orientation: UIDevice.current.orientation)
            return "device \(device.name)"
        default:
            let style: UIUserInterfaceStyle = UIApplication.shared.userInterfaceStyle == .dark ? .light : .dark
            UIApplication.shared.userInterfaceStyle = style
            return "appearance \(style.rawValue)"
        }
    }

    private mutating func resizeRoot() -> String {
        root.frame.size = CGSize(width: rng.pick([320, 375, 414, 768]), height: rng.pick([480, 600, 844]))
        return "root size \(root.frame.size)"
    }
}
