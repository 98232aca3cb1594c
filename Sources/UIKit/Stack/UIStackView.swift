/// A view that arranges its `arrangedSubviews` in a row or a column, as UIKit's `UIStackView` does: by generating
/// ordinary constraints (with UIKit's identifiers and priorities, see `UIStackView+Constraints.swift`) in
/// `updateConstraints`. It has no intrinsic size; it hugs its arranged views through those constraints.
///
/// Other subviews (added with `addSubview`) are left alone: they keep their own constraints and z-order.
@MainActor
open class UIStackView: UIView {
    /// How arranged views are sized along the axis.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views are placed across the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// For horizontal stacks (same value as `leading`).
        public static var top: Alignment { .leading }
        /// For horizontal stacks (same value as `trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// For `setCustomSpacing(_:after:)`: use the stack's `spacing` (FLT_MAX, as in UIKit).
    public static let spacingUseDefault: CGFloat = CGFloat(Float.greatestFiniteMagnitude)
    /// For `spacing` or custom spacing: the system spacing between the views (FLT_MIN, as in UIKit).
    public static let spacingUseSystem: CGFloat = CGFloat(Float.leastNormalMagnitude)

    // MARK: Storage

    public private(set) var arrangedSubviews: [UIView] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints this stack generated, by what they say (not their constant), to keep them across updates. A
    /// stack's first constraints are put in only when it regenerates again (until then, `unindexedGenerated`).
    var generatedConstraints: [GeneratedKey: NSLayoutConstraint] = [:]
    /// A stack's first constraints and their keys, in order, kept out of `generatedConstraints` until they are looked
    /// up (see `FreshGeneration`); nil once indexed.
    var unindexedGenerated: (keys: [GeneratedKey], constraints: [NSLayoutConstraint], estimate: Int)?
    /// Counts regenerations, for the stamp a regeneration leaves on the constraints it keeps.
    static var regenerations: UInt = 0
    var alignmentSpanner: UILayoutGuide?
    var gapGuides: [UILayoutGuide] = []
    /// The intrinsic lengths the proportional multipliers were computed from.
    var proportionalInputs: [CGFloat] = []

    // MARK: Properties

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementChanged() } } }
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } }
    }
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    // MARK: Initializers

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit declares this non-failable, so subclasses write `required init(coder: NSCoder)`.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Arranged subviews

    /// Appends `view` to the arrangement (and to the subviews if needed); it becomes constraint-based.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex`, moving it there if it is already arranged.
    ///
    /// Apple: the index "must not be greater than the number of views currently in this array. If the index is out of
    /// bounds, this method throws an internalInconsistencyException". Here the call is reported and changes nothing:
    /// the view is neither arranged nor added as a subview.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        guard (0...arrangedSubviews.count).contains(stackIndex) else {
            UIView.layoutLog("UIStackView insertArrangedSubview(_:at:): index \(stackIndex) is out of bounds for "
                + "\(arrangedSubviews.count) arranged subview\(arrangedSubviews.count == 1 ? "" : "s") "
                + "(0...\(arrangedSubviews.count)); \(view.layoutDescription) is not inserted.")
            return
        }
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        var index = stackIndex
        if let current = arrangedSubviews.firstIndex(ofIdentical: view) {
            arrangedSubviews.remove(at: current)
            if current < index { index -= 1 }
        }
        arrangedSubviews.insert(view, clampedAt: index)
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview (as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(ofIdentical: view) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        // Its index-order row (`indexOrderWish(for:)`) goes.
        view.noteLayoutInputChanged()
        arrangementChanged()
    }

    /// An arranged view leaving the stack (`removeFromSuperview`) leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Spacing

    /// The spacing after `arrangedSubview` (instead of `spacing`); `spacingUseDefault` goes back to `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.containsIdentical(arrangedSubview) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        if spacing == UIStackView.spacingUseDefault {
            customSpacings[key] = nil
        } else {
            customSpacings[key] = spacing
        }
        arrangementChanged()
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: Updating

    /// Something the generated constraints depend on changed: regenerate them in the next update pass.
    ///
    /// The arranged views' index-order rows (`indexOrderWish(for:)`: their index, the number of visible views, the
    /// axis and distribution) are kept by the engine beside their intrinsic-size rows, so each arranged view is
    /// marked for the engine to re-read (it no longer walks the whole hierarchy when the generated constraints change).
    func arrangementChanged() {
        for view in arrangedSubviews { view.noteLayoutInputChanged() }
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    override func subviewVisibilityDidChange(_ subview: UIView) {
        super.subviewVisibilityDidChange(subview)
        if arrangedSubviews.containsIdentical(subview) { arrangementChanged() }
    }

    open override func updateConstraints() {
        regenerateConstraints()
        super.updateConstraints()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Proportional multipliers follow the arranged views' intrinsic sizes (UIKit recomputes them when a child's
        // intrinsic size is invalidated).
        if distribution == .fillProportionally, proportionalInputs != currentProportionalInputs() {
            setNeedsUpdateConstraints()
        }
    }
}

/// The layout guide UIKit names `_UILayoutSpacer` (the alignment spanner).
final class _UILayoutSpacer: UILayoutGuide {}
/// The layout guide UIKit names `_UIOLAGapGuide` (equalSpacing / equalCentering gaps).
final class _UIOLAGapGuide: UILayoutGuide {}
