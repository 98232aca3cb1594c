/// A rectangle on screen, the node of the view hierarchy and the unit of layout.
///
/// Geometry: `frame` is in the superview's coordinate space; `bounds` is the view's own space, whose origin moves
/// when content scrolls (a subview at `frame.origin` appears at `frame.origin - bounds.origin`).
/// With Auto Layout, frames are written by the hierarchy's `LayoutEngine` during the layout cycle
/// (see `UIView+LayoutCycle.swift`); frame-based views (`translatesAutoresizingMaskIntoConstraints`) keep the
/// frame their code sets, expressed to the engine as autoresizing-mask constraints.
///
/// Everything UIKit code overrides is declared here, in the class body, because Swift only lets members of the
/// class declaration itself be overridden.
@MainActor
open class UIView: UIResponder {
    // MARK: Storage (the extensions in this folder and in AutoLayout/ give it meaning)

    var storedFrame: CGRect {
        didSet { if keptSafeGeometryEpoch != 0 { forgetSafeGeometry() } }
    }

    /// Whether code gave this view a size (through `init(frame:)`, `frame` or `bounds`). A frame-based root

    /// nobody sized takes the size of its constrained content, as a free-standing `UIStackView()` does.

    var frameSizeWasSet = false

    /// Whether this view, as the root of a layout, keeps its frame's size rather than taking its content's.
    var keepsItsFrameSize: Bool { translatesAutoresizingMaskIntoConstraints && frameSizeWasSet }
    var storedBoundsOrigin = CGPoint.zero {
        // Subviews are where they were in the superview's coordinates: their place on screen moved.
        didSet { if keptSafeGeometryEpoch != 0, storedBoundsOrigin != oldValue { forgetSubviewsSafeGeometry() } }
    }
    /// `safeGeometryInRoot()`'s answer, kept while `keptSafeGeometryEpoch` is `SafeGeometryEpoch.current` (0: none).
    var keptSafeRect = CGRect.zero
    var keptRootFrame = CGRect.zero
    var keptSafeGeometryEpoch: UInt64 = 0
    /// The view whose layer masks this view's (`mask`), kept alive here: a layer does not retain its view.
    var maskViewStorage: UIView?
    /// `transform`'s value; `storedFrame` stays the untransformed frame (the centre and the bounds' size).
    var storedTransform = CGAffineTransform.identity

    /// A scale, rotation or translation of the view around its centre, applied when it is drawn and when points are
    /// converted through it. Apple: transforms happen "relative to the view's anchor point" (its centre); `bounds`
    /// and `center` do not change, and Auto Layout lays out the untransformed view ("constraints … are applied to
    /// the view's alignment rectangle", ignoring the transform), while `frame` reads as the bounding box of the
    /// transformed view. A transform with a non-finite entry is refused.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            let t = newValue
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
                UIView.layoutLog("Ignoring a non-finite transform \(newValue) for \(layoutDescription).")
                return
            }
            storedTransform = newValue
        }
    }
    /// Traits are inherited through it: a new superview may invalidate resolved traits
    /// (`superviewDidChangeForTraits()`).
    ///
    /// Not `weak` (see `LayoutItemReference` for why): a superview retains its subviews, and clears this
    /// back-pointer when it removes one (`detachFromSuperview`) and in its `deinit`, so it never dangles.
    public internal(set) unowned(unsafe) var superview: UIView? {
        didSet {
            if let superview { superviewLink = Unmanaged.passUnretained(superview) } else { superviewLink = nil }
            guard superview !== oldValue else { return }
            superviewDidChangeForTraits()
            if keptSafeGeometryEpoch != 0 { forgetSafeGeometry() }
        }
    }
    public internal(set) var subviews: [UIView] {
        get { subviewStorage }
        // Changed in place, as a stored property with `didSet` was. The layer tree mirrors the view tree (subview
        // layers are sublayers, in subview order), so the painter walks one list in which app-added sublayers keep
        // their place among the subviews' layers.
        _modify {
            yield &subviewStorage
            layer.syncSubviewLayers(subviewStorage)
        }
    }
    /// `subviews`' storage, readable outside the main actor only so that walks over a subtree that read and write
    /// flags alone can be nonisolated functions, passing each subview on without a retain and a release
    /// (`UITableView.recordUpdateConstraintsState`, `UIView.markSubviewsNeedingLayout`): a closure written in this
    /// main-actor type checks the executor on every call. Written through `subviews`, on the main actor.
    nonisolated(unsafe) var subviewStorage: [UIView] = []
    /// `superview`, unretained, for the climbs to the root that `setNeedsLayout()` and every change routed to an
    /// engine make (`UIView.climbToRoot(from:)`): a strong local took a retain and a release at each level. Readable
    /// outside the main actor only so that the climb can be a nonisolated function (a closure written in this
    /// main-actor type checks the executor on every call); it is written with `superview`, on the main actor.
    nonisolated(unsafe) var superviewLink: Unmanaged<UIView>?
    /// The controller whose `view` this is (set by `UIViewController`).
    weak var owningViewController: UIViewController? {
        didSet {
            guard owningViewController !== oldValue else { return }
            TraitResolution.invalidate()
            SafeGeometryEpoch.advance()
        }
    }

    /// The engine this view hosts: the root of a hierarchy (a window, or a view without a superview) holds one, and so
    /// does a layout island (`isLayoutIsland`), whose subtree is solved on its own.
    var layoutEngineStorage: LayoutEngine?
    /// The engine `systemLayoutSizeFitting` keeps for this view between measurements.
    var fittingEngineStorage: LayoutEngine?
    /// On the root of a hierarchy: counts changes to anything inside it that a layout can depend on (frames,
    /// intrinsic sizes, constraints, structure, scroll positions). A kept fitting answer computed at the current count
    /// is still right.
    var layoutInputGeneration: UInt64 = 0
    /// `setNeedsLayout()` is pending. Setting it marks the ancestors (`descendantNeedsLayout`), so a layout pass
    /// descends only into the branches that have work, as UIKit's does, instead of visiting every view.
    var needsLayoutFlag: Bool {
        get { needsLayoutStorage }
        set {
            let oldValue = needsLayoutStorage
            needsLayoutStorage = newValue
            if newValue, !oldValue { superview?.markDescendantNeedsLayout() }
        }
    }
    /// `setNeedsUpdateConstraints()` is pending; marks the ancestors like `needsLayoutFlag`.
    var needsUpdateConstraintsFlag: Bool {
        get { needsUpdateConstraintsStorage }
        set {
            let oldValue = needsUpdateConstraintsStorage
            needsUpdateConstraintsStorage = newValue
            if newValue, !oldValue { superview?.markDescendantNeedsUpdateConstraints() }
        }
    }
    /// The two flags' values, set without marking the ancestors only by `markSubtreeNeedingLayout()`, which marks the
    /// paths once per view with a subview whose flag it set. The first is readable outside the main actor for the
    /// layout pass's nonisolated scan of the subviews (`UIView.nextLayoutCandidate`); it is written on the main actor.
    nonisolated(unsafe) var needsLayoutStorage = true
    /// The second is readable and writable outside the main actor for the nonisolated walks that set or restore it
    /// (`markSubviewsNeedingLayout`, `UITableView.restoreUpdateConstraintsState`); main-actor code calls them.
    nonisolated(unsafe) var needsUpdateConstraintsStorage = true
    /// `needsUpdateConstraintsFlag` as a table recorded it before moving this view's cell in or out (`move`: the
    /// number of that move), to put back after it (`UITableView.preservingUpdateConstraintsState`; nonisolated for
    /// its walks).
    nonisolated(unsafe) var recordedUpdateConstraints: (move: UInt, flag: Bool) = (0, false)
    /// Some view below this one has `needsLayoutFlag` set (or an island below has inputs to re-read). Readable and
    /// writable outside the main actor only for the nonisolated marking of a path (`UIView.markPath(from:)`), which
    /// main-actor code calls.
    nonisolated(unsafe) var descendantNeedsLayout = true
    /// Some view below this one has `needsUpdateConstraintsFlag` set (marked like `descendantNeedsLayout`).
    nonisolated(unsafe) var descendantNeedsUpdateConstraints = true

    /// Whether this kind of view is laid out as an island when its superview places it by frame: UIKit's table
    /// cells and header/footer views (see `isLayoutIsland`). Readable outside the main actor for the nonisolated
    /// climb to the root, which notes the first view on the way that can be an island (`UIView.climbToRoot(from:)`).
    nonisolated(unsafe) var hostsLayoutIsland = false
    /// Set when a constraint links the island's inside with the outside: the subtree then joins its superview's
    /// engine until it is removed from its superview.
    var islandMerged = false
    /// On an island root: something its engine reads changed (constraints, frames or intrinsic sizes inside, its own
    /// size), so its engine must synchronise before its subviews are laid out.
    var islandNeedsPass = true
    /// On an island root: its safe-area insets when its engine last ran (a move under the notch re-runs it).
    var islandSafeAreaInsets: UIEdgeInsets?
    /// On a root: something in the hierarchy changed since the last layout pass.
    var rootNeedsPass = true
    var isRunningLayoutCycle = false

    /// Constraints installed on this view (`constraints`, `addConstraint`, activation at the common ancestor).
    var installedConstraints: [NSLayoutConstraint] = []
    /// Layout guides owned by this view (`addLayoutGuide`), including the margins/safe-area/readable guides.
    var ownedLayoutGuides: [UILayoutGuide] = []
    var marginsGuideStorage: UILayoutGuide?
    var safeAreaGuideStorage: UILayoutGuide?
    var readableGuideStorage: UILayoutGuide?
    /// Constraints the view itself owns for its system guides (margins, safe area, readable content).
    var guideConstraints: [NSLayoutConstraint] = []
    /// The margins and safe-area guides' edge constraints among `guideConstraints`, in left, top, right, bottom
    /// order: their constants follow the insets (`refreshSystemGuideConstants`).
    var marginsGuideEdgeConstraints: [NSLayoutConstraint] = []
    var safeAreaGuideEdgeConstraints: [NSLayoutConstraint] = []
    /// The insets the guides' edge constraints were last given (`refreshSystemGuideConstants`), nil when they may hold
    /// others: any change of a constraint installed on this view, or of what is installed, forgets them
    /// (`noteConstraintChanged`, `noteConstraintMembershipChanged`). Reading the four constants back (`open` getters)
    /// cost more than the rest of a quiet window sync's refresh.
    var guideInsetsApplied: (margins: UIEdgeInsets?, safeArea: UIEdgeInsets?) = (nil, nil)
    /// The frame and superview size an autoresizing view's constraints are derived from, and those constraints.
    var autoresizingReference: (frame: CGRect, superSize: CGSize)?
    var autoresizingConstraintCache: (key: AutoresizingKey, constraints: [NSAutoresizingMaskLayoutConstraint])?

    var huggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)

    var layoutMarginsStorage = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether margins were last set directionally (they then follow the layout direction).
    var marginsAreDirectional = false
    var directionalMarginsStorage = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Insets last applied to the guides, to call `layoutMarginsDidChange`/`safeAreaInsetsDidChange` on change.
    var lastReportedSafeAreaInsets = UIEdgeInsets.zero
    var lastReportedMargins: UIEdgeInsets?
    var lastTraitCollection: UITraitCollection?
    /// `TraitResolution.rulesGeneration` when a propagation last walked this view's whole subtree (0: never).
    var traitsSettledGeneration: UInt64 = 0
    /// `registerForTraitChanges` registrations (none for almost every view).
    var traitChangeRegistry: TraitChangeRegistry?
    /// `traitCollection` as last resolved, and `TraitResolution.generation` at the time.
    var resolvedTraits: UITraitCollection?
    var resolvedTraitsGeneration: UInt64 = 0
    /// What this view inherits while it has no superview and is no window: nothing but defaults (overridden by
    /// table cells parked in their table's reuse pool, which keep their table's traits).
    var traitsWithoutSuperview: UITraitCollection { .detached }

    var tintColorStorage: UIColor?
    /// Identifies the content area's variables in the engine (views with `usesContentLayoutArea`).
    lazy var contentAreaToken = ContentAreaToken()

    /// This view's reference for holders that must not keep it alive (`layoutItemReference`), made on first use.
    var layoutItemReferenceStorage: LayoutItemReference?

    /// Clears the back-pointers to this view that are not `weak` (see `LayoutItemReference`): its subviews'
    /// `superview`, its layer's `delegate` and its reference. Subviews that outlive this view lose their superview:
    /// their resolved traits must be recomputed.
    isolated deinit {
        layoutItemReferenceStorage?.clear()
        // Each orphan's `superview` becoming nil checks its kept traits (`superviewDidChangeForTraits()`). No settled
        // subtree changes: this view was in none (a superview retains its subviews), and each orphan's subtree still
        // saw what it resolves from the traits the orphan last saw, which its next move's propagation compares.
        for subview in subviews { subview.superview = nil }
        layer.delegate = nil
    }

    // MARK: Auto Layout switches

    /// Whether the frame set by code is turned into constraints (true for views made in code; set it to false for
    /// views you position with constraints).
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            if translatesAutoresizingMaskIntoConstraints { autoresizingReference = (storedFrame, superview?.bounds.size ?? .zero) }
            if hostsLayoutIsland {
                islandStatusMayHaveChanged()
                noteLayoutStructureChanged()
            } else {
                // Only this view's own rows change (autoresizing rows go or come, intrinsic-size rows come or go):
                // the engine re-reads them incrementally (`arrangedSubview`s become constraint-based this way).
                noteLayoutInputChanged()
            }
        }
    }

    /// How a frame-based view follows its superview's size changes.
    public var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { noteLayoutStructureChanged() } }
    }

    /// Whether the view's content flips in right-to-left layouts; `.forceRightToLeft` makes leading = right.
    /// Per view, not inherited (as in UIKit).
    public var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            noteLayoutStructureChanged()
            setNeedsLayout()
            // What a view draws can follow its direction (natural text alignment, a mirrored switch).
            setNeedsDisplay()
        }
    }

    /// Forces light or dark appearance for this view and its subviews (`.unspecified` inherits).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { ownTraitRulesChanged() } }
    }

    /// The smallest text size this view and its subviews use (iOS 15): a larger app-wide content size category
    /// reaches them unchanged, a smaller one is raised to this. Nil: no minimum.
    public var minimumContentSizeCategory: UIContentSizeCategory? {
        didSet { if minimumContentSizeCategory != oldValue { ownTraitRulesChanged() } }
    }

    /// The largest text size this view and its subviews use (iOS 15): a larger content size category is lowered to
    /// this — the usual cap on accessibility sizes for a bar or a dense row. Nil: no maximum.
    public var maximumContentSizeCategory: UIContentSizeCategory? {
        didSet { if maximumContentSizeCategory != oldValue { ownTraitRulesChanged() } }
    }

    /// One of the view's own rules for its traits changed (a style override, a text size limit): every kept
    /// resolution is stale, and the subtree hears of the traits that differ now.
    private func ownTraitRulesChanged() {
        TraitResolution.invalidate()
        propagateTraitChanges()
    }

    /// Whether this view's margins are at least the superview's where the two touch.
    public var preservesSuperviewLayoutMargins = false { didSet { noteLayoutStructureChanged() } }
    /// Whether margins are measured from the safe area (true, as on iOS) or from the bounds.
    public var insetsLayoutMarginsFromSafeArea = true { didSet { noteLayoutStructureChanged() } }

    // MARK: Initializers

    /// The designated initializer. Views made in code start frame-based (`translatesAutoresizingMaskIntoConstraints`).
    /// A non-finite frame is refused as the `frame` setter refuses it: the view starts at `.zero`.
    public init(frame: CGRect) {
        let refused = !frame.isFinite
        storedFrame = refused ? .zero : frame
        frameSizeWasSet = storedFrame.size != .zero
        layer = Self.makeLayer()
        super.init()
        layer.delegate = self
        if refused { UIView.layoutLog("Ignoring a non-finite frame \(frame) for \(layoutDescription).") }
        // A view is displayed when it first appears.
        layer.needsDisplayFlag = true
        autoresizingReference = (storedFrame, .zero)
    }

    /// Views are not archived in Trellis; subclasses implement this as on iOS (usually `fatalError`).
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        layer = Self.makeLayer()
        super.init()
        layer.delegate = self
        layer.needsDisplayFlag = true
        autoresizingReference = (.zero, .zero)
    }

    /// `UIView()` — a convenience initializer, so subclasses can declare their own `init()` calling
    /// `super.init(frame: .zero)` without `override`, as UIKit code does.
    public convenience override init() {
        self.init(frame: .zero)
    }

    private static func makeLayer() -> CALayer {
        let type = (layerClass as? CALayer.Type) ?? CALayer.self
        return type.init()
    }

    // MARK: Layer and appearance

    /// The view's layer, an instance of `layerClass`.
    public let layer: CALayer

    /// The class of the view's layer; override to get e.g. a `CAGradientLayer`.
    open class var layerClass: AnyClass { CALayer.self }

    open var isHidden = false {
        didSet { if isHidden != oldValue { layer.isHidden = isHidden; superview?.subviewVisibilityDidChange(self) } }
    }
    open var alpha: CGFloat = 1 { didSet { layer.opacity = Float(alpha) } }
    open var isOpaque = true
    open var backgroundColor: UIColor? { didSet { layer.backgroundColor = backgroundColor?.cgColor } }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// How the cached contents (the backing store of what `draw(_:)` drew) are fitted when the bounds' size changes
    /// without a redisplay; `.redraw` redisplays instead (the layer's `needsDisplayOnBoundsChange`).
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
            if contentMode != oldValue { contentModeDidChange() }
        }
    }
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic

    /// The tint colour: the one set on this view, else the superview's, else the system blue (live inheritance).
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set {
            let old = tintColor
            tintColorStorage = newValue
            if old != tintColor { propagateTintColorChange() }
        }
    }

    /// Called when the effective tint colour changes (set here or inherited).
    open func tintColorDidChange() {}

    func propagateTintColorChange() {
        tintColorDidChange()
        for subview in subviews where subview.tintColorStorage == nil { subview.propagateTintColorChange() }
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Hit testing

    /// Whether the view keeps other views from receiving touches while it tracks one (kept: taps are single here).
    open var isExclusiveTouch = false
    open var isMultipleTouchEnabled = false

    /// The deepest view containing `point` (in this view's coordinates), as Apple documents `hitTest(_:with:)`: a view
    /// that is hidden, has user interaction disabled or an alpha below 0.01, or does not contain the point
    /// (`point(inside:with:)`) is skipped with its subviews; otherwise the frontmost subview that hits answers, else
    /// the view itself.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view: within its bounds. Override to widen a small
    /// control's touch area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Overridable layout hooks (see UIView+LayoutCycle.swift and AutoLayout/UIView+AutoLayout.swift)

    /// Lays out subviews. With Auto Layout the engine has already set the subviews' frames when this runs;
    /// overrides call `super` and may adjust constraints or frames (a further pass picks that up).
    open func layoutSubviews() {}

    /// Updates the view's constraints in the update-constraints pass (bottom-up). Overrides call `super` last.
    open func updateConstraints() { needsUpdateConstraintsFlag = false }

    /// Whether the view needs Auto Layout even without constraints of its own (subclasses that build constraints in
    /// `updateConstraints` return true).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The natural size of the content (`UIView.noIntrinsicMetric` per axis when there is none).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The size that best fits `size`; a plain view answers its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The smallest size that satisfies the view's constraints, closest to `targetSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints with `targetSize` held at the given priorities
    /// (`.required` fixes that dimension; `.fittingSizeLevel` lets it be as small as the content allows).
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize,
                                 horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The view whose first baseline stands for this view's `firstBaselineAnchor` (self by default).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline stands for this view's `lastBaselineAnchor` (self by default).
    open var forLastBaselineLayout: UIView { self }

    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`), set up for the bounds, with
    /// `UITraitCollection.current` set to the view's traits. The display pass calls it when the view was marked with
    /// `setNeedsDisplay()` (or first appears) and keeps the result; layout never calls it. The default draws nothing,
    /// and a view that keeps the default gets no backing store (its layer's `contents` stay as they are).
    open func draw(_ rect: CGRect) { layer.reachedDefaultDrawing = true }

    // MARK: Internal hooks for subclasses in this module (UILabel, UIStackView, UIScrollView)

    /// True for views whose intrinsic height depends on the width they get (multi-line labels):
    /// the engine gives them a second pass with the solved width.
    var intrinsicHeightDependsOnWidth: Bool { false }

    /// The intrinsic size for a given layout width (nil: unknown yet). Views whose height depends on the width
    /// override this; everyone else answers `intrinsicContentSize`.
    func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize { intrinsicContentSize }

    /// Distance from the top to the first baseline, and from the bottom up to the last baseline; nil for views
    /// without text, whose baselines are their bottom edge (as in UIKit).
    var baselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? { nil }

    /// `baselineOffsets` as they will be at `width` (nil: unconstrained) for a view whose intrinsic height depends on
    /// its width — a wrapping label's last line moves as it wraps — asked by the layout engine with the width it
    /// solved, as it asks `intrinsicContentSize(forLayoutWidth:)`.
    func baselineOffsets(forLayoutWidth width: CGFloat?) -> (firstFromTop: CGFloat, lastFromBottom: CGFloat)? {
        baselineOffsets
    }

    /// Text appended to the item name in constraint descriptions (`UILabel:0x…'Sign Up'`).
    var layoutDescriptionSuffix: String { "" }

    /// A subview was hidden or shown. Plain views re-lay out; a stack view drops or restores its arrangement.
    func subviewVisibilityDidChange(_ subview: UIView) { setNeedsLayout() }

    /// True for views whose inside is a content area of its own size (a scroll view's content): seen from their
    /// descendants, their right/bottom/width/height are the content area's, solved like any rectangle, and the
    /// solved size is reported to `contentAreaSizeDidResolve(_:)`.
    var usesContentLayoutArea: Bool { false }

    /// The content area's solved size (called during frame writing for views with `usesContentLayoutArea`).
    func contentAreaSizeDidResolve(_ size: CGSize) {}

    /// The safe rectangle (root coordinates) this view's subviews inherit. A scroll view widens it on the edges its
    /// `adjustedContentInset` already accounts for (as on iOS, content in a scroll view does not inset for them twice).
    /// `frame` is the view's own rectangle in root coordinates (with `safe`, it gives the view's safe-area insets without
    /// another walk up the hierarchy).
    func safeRectForSubviews(_ safe: CGRect, frame: CGRect) -> CGRect { safe }

    /// Whether `safeRectForSubviews` gives back the safe rectangle it is given, whatever this view's own state: only
    /// then may subviews keep their safe geometry (`keptSafeRect`), which forgets it on frame, bounds-origin and
    /// superview changes only. An override of `safeRectForSubviews` that reads anything else returns false here.
    var passesSafeRectToSubviews: Bool { true }

    /// The frame's size changed, set by code or written by layout (a table view resizes its header views here).
    func boundsSizeDidChange() {}

    /// True for UIKit's own views that draw in `draw(_:)` here but whose iOS counterparts arrange their content to the
    /// bounds (image views, controls): any change of size redisplays them, whatever the `contentMode`.
    var redrawsOnEveryBoundsChange: Bool { false }

    /// The content mode changed (an image view places its image again).
    func contentModeDidChange() {}

    /// `<UIView: 0x…; frame = (0 0; 375 667)>`, as UIKit prints views.
    nonisolated open override var description: String {
        let address = addressString(self)
        guard isOnMainThread() else { return "<\(className(self)): \(address)>" }
        return MainActor.assumeIsolated {
            var text = "<\(className(self)): \(address); frame = (\(frame.origin.x.g) \(frame.origin.y.g); "
                + "\(frame.width.g) \(frame.height.g))"
            if isHidden { text += "; hidden = YES" }
            if tag != 0 { text += "; tag = \(tag)" }
            return text + ">"
        }
    }
}

extension UIView {
    /// Tells Auto Layout that a dimension has no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// For `systemLayoutSizeFitting`: the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// For `systemLayoutSizeFitting`: the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Where constraint-system messages go (unsatisfiable constraints, illegal constraints, layout loops).
    /// Defaults to standard error; tests swap in a closure to capture them.
    public static var layoutLog: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// A key object for a view's content-area variables in the layout engine.
final class ContentAreaToken {}
