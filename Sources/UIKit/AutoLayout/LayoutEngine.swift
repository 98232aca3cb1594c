import Cassowary

/// Cassowary's expression, under a name that does not collide with Foundation's `Expression`.
typealias LinearExpression = Cassowary.Expression

/// The bridge between views and the Cassowary solver: the only place in UIKit that talks to it.
///
/// One engine per root of a view hierarchy (the window, or a view without a superview), plus throw-away engines for
/// `systemLayoutSizeFitting`. Model:
/// - every view and layout guide gets four variables for its rectangle in **root (window) coordinates**:
///   minX, minY, width, height;
/// - a view's `frame` = its rectangle − its superview's *content origin* (superview origin − `bounds.origin`);
///   `bounds.origin` (scrolling) is a constant here, never solved;
/// - each constraint becomes one solver row; anchors resolve through `expression(for:_:seenFrom:)`, the single place
///   that decides what an attribute means (see there);
/// - intrinsic content sizes become per-axis `size <= intrinsic @hugging` and `size >= intrinsic @compression`;
/// - frame-based views contribute their `NSAutoresizingMaskLayoutConstraint`s; the root is pinned by
///   `UIView-Encapsulated-Layout-*` constraints.
///
/// `synchronize()` walks the hierarchy, builds the wanted rows and diffs them against the installed ones by content
/// (a fingerprint of terms, constant, relation, priority): unchanged rows stay in the solver untouched, a changed
/// constant replaces just that row. This is why re-activating the same constraints every pass settles, and why a
/// constant edit is incremental. After the first walk, a sync builds only the rows of what was announced as changed —
/// views and guides added or removed, constraints activated or deactivated, constants, priorities and intrinsic sizes —
/// in the order a full walk would build them (`synchronizeIncrementally()`), and walks again only after changes it
/// cannot follow (`structureDirty`).
@MainActor
final class LayoutEngine {
    /// The hierarchy's root (the engine is stored on it, so `unowned` avoids a cycle).
    unowned let root: UIView
    private let solver = Solver()
    private var fitting: FittingTarget?

    /// What `systemLayoutSizeFitting` asks for.
    struct FittingTarget: Equatable {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    /// The four unknowns of a view's or guide's rectangle. Unnamed: building names from descriptions cost more than
    /// the rest of a cell's set-up, and conflicts are reported through the UIKit constraints, not the variables.
    final class ItemVariables {
        let minX = Variable(), minY = Variable(), width = Variable(), height = Variable()
        /// The engine-local id of `minX` (minY, width, height follow), printed by `autolayoutTrace()` as `{id: N}`.
        var firstID = 0
        var all: [Variable] { [minX, minY, width, height] }
    }

    /// Identifies a wanted row across passes.
    enum RowID: Hashable {
        case constraint(ObjectIdentifier)
        /// A view's intrinsic-size row: 0 width hugging, 1 width compression, 2 height hugging, 3 height compression.
        case intrinsic(ObjectIdentifier, Int)
        /// A frame-based view's autoresizing row, by attribute.
        case autoresizing(ObjectIdentifier, Int)
        /// An arranged view's wish to keep its intrinsic length along its stack's axis, at the stack's index-order
        /// priority (`UIStackView.indexOrderWish(for:)`).
        case indexOrder(ObjectIdentifier)

        /// Whether this is a UIKit constraint's row (not one the engine makes for a view itself).
        var isConstraint: Bool {
            if case .constraint = self { return true }
            return false
        }

        /// One word for the hasher: the object's address plus the case and the index (objects are 16-byte aligned,
        /// so small ones do not collide, and equality tells any collision apart). The synthesized hash fed it three
        /// words, and the engine hashes row IDs for every row it builds, diffs or forgets.
        func hash(into hasher: inout Hasher) {
            hasher.combine(word)
        }

        /// The word `hash(into:)` feeds the hasher.
        private var word: UInt {
            switch self {
            case .constraint(let object): UInt(bitPattern: object)
            case .intrinsic(let object, let index): UInt(bitPattern: object) &+ UInt(bitPattern: 1 &+ 4 &* index)
            case .autoresizing(let object, let index): UInt(bitPattern: object) &+ UInt(bitPattern: 2 &+ 4 &* index)
            case .indexOrder(let object): UInt(bitPattern: object) &+ 3
            }
        }

        /// What `Dictionary` and `Set` use to place a row id: the word mixed with the table's seed by a multiply and
        /// two shifts, instead of a SipHash of it. The engine looks row ids up several hundred times per table row
        /// (every spec, diff and removal), and SipHash's rounds were most of each lookup. The ids are addresses made
        /// by the process itself, so there is no hash flooding to resist; the mix spreads the address bits over the
        /// low bits the tables index by.
        func _rawHashValue(seed: Int) -> Int { LayoutEngine.mix(word, seed: seed) }
    }

    /// What a row says, to tell whether an installed row is still the wanted one: compared term by term (by variable
    /// identity and coefficient) without copying the terms out.
    struct Fingerprint: Equatable {
        var expression: LinearExpression
        var relation: Relation
        var priority: Double

        var constant: Double { expression.constant }

        /// Equal in everything but the constant: a change `moveConstantInPlace` can apply.
        func hasSameShape(as other: Fingerprint) -> Bool {
            guard relation == other.relation, priority == other.priority,
                  expression.terms.count == other.expression.terms.count else { return false }
            for (a, b) in zip(expression.terms, other.expression.terms)
            where a.variable !== b.variable || a.coefficient != b.coefficient { return false }
            return true
        }

        static func == (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
            lhs.expression.constant == rhs.expression.constant && lhs.hasSameShape(as: rhs)
        }
    }

    /// A wanted row.
    struct RowSpec {
        let id: RowID
        let expression: LinearExpression
        let relation: Relation
        let priority: Double
        /// The UIKit constraint it stands for (nil for intrinsic-size rows).
        let owner: NSLayoutConstraint?
        var fingerprint: Fingerprint { Fingerprint(expression: expression, relation: relation, priority: priority) }

        /// Whether this spec says what `fingerprint` says (without building its own fingerprint).
        func hasFingerprint(_ fingerprint: Fingerprint) -> Bool {
            guard relation == fingerprint.relation, priority == fingerprint.priority,
                  expression.constant == fingerprint.expression.constant,
                  expression.terms.count == fingerprint.expression.terms.count else { return false }
            for (a, b) in zip(expression.terms, fingerprint.expression.terms)
            where a.variable !== b.variable || a.coefficient != b.coefficient { return false }
            return true
        }
    }

    /// An installed (or broken) row. `constraint` is nil when it was broken to resolve a conflict.
    ///
    /// A constant moved in place and a row re-keyed to a new spec update the record in place (a new record per
    /// change cost an allocation and a deallocation for rows that stay in the solver).
    final class InstalledRow {
        var fingerprint: Fingerprint
        var constraint: Constraint?
        var owner: NSLayoutConstraint?
        let isRequired: Bool
        /// Scratch state of a full walk's diff (`diffFullWalk`): the walk's stamp when a spec asked for this row, the
        /// index of the first such spec, and whether the diff took the row out of `rows` (removed or replaced).
        var diffStamp: UInt64 = 0
        var wantedIndex = 0
        var leftRows = false
        init(_ fingerprint: Fingerprint, _ constraint: Constraint?, _ owner: NSLayoutConstraint?, required: Bool) {
            self.fingerprint = fingerprint
            self.constraint = constraint
            self.owner = owner
            isRequired = required
        }
    }

    private var variables: [ItemKey: ItemVariables] = [:]
    private var rows: [RowID: InstalledRow] = [:]
    /// `ambiguityProbe()`'s probe; dropped whenever the solver may change (`synchronize()`, `solve()`).
    private var keptAmbiguityProbe: AmbiguityProbe?
    /// Items (views and guides) of the last walk.
    private var presentItems: Set<ItemKey> = []
    /// Views of the last walk, parents first. Not retained: the root holds the engine.
    private var walkedViewRefs: [WeakView] = []
    private var walkedViews: [UIView] { LayoutEngine.liveViews(walkedViewRefs) }
    /// Views whose intrinsic height depends on their width.
    private var widthDependentViewRefs: [WeakView] = []

    /// The views still alive among `refs`, in order. A loop rather than `compactMap(\.view)`: a closure (or key path)
    /// used in this main-actor class checks the executor on every call, and these lists are read on every pass.
    static func liveViews<Refs: Sequence<WeakView>>(_ refs: Refs) -> [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(refs.underestimatedCount)
        for ref in refs {
            if let view = ref.view { views.append(view) }
        }
        return views
    }

    /// A reference to a view that reads nil once the view is deallocated (the engine must not keep its root, nor
    /// removed views, alive): the view's `LayoutItemReference`, as a `weak` reference would put every view on the
    /// runtime's slow reference-counting path.
    struct WeakView {
        private let reference: LayoutItemReference
        @MainActor init(view: UIView) { reference = view.layoutItemReference }
        var view: UIView? { reference.view }
    }
    /// The `UIView-Encapsulated-Layout-*` constraints pinning the root.
    private var rootPins: [NSLayoutConstraint] = []

    init(root: UIView, fitting: FittingTarget? = nil) {
        self.root = root
        self.fitting = fitting
    }

    /// Whether this engine lays out an island (`UIView.isLayoutIsland`): its variables are in the island root's own
    /// coordinate space, the root pinned at (0, 0) with its frame's size. Otherwise it is a hierarchy root's engine
    /// (root coordinates are the root's frame) or a fitting engine.
    var isIsland: Bool { fitting == nil && root.superview != nil }

    /// Set while an island's own engine measures its root for `systemLayoutSizeFitting` (`measure(_:)`): the root is
    /// held at the fitting target instead of its frame, as a fitting engine holds its root.
    private var measuring: FittingTarget?

    /// Whether a solution was ever written (the first pass writes frames even when nothing was marked).
    private(set) var hasAppliedSolution = false

    // MARK: Synchronising with the views

    /// Set when something changed that the incremental sync does not track (guides added or removed, an island
    /// merged or split, margins' rules, a label's width dependence, …): the next sync walks the whole hierarchy.
    /// Constraints activated or deactivated and views added or removed are tracked instead (see below).
    var structureDirty = true {
        didSet { if structureDirty { hasUnappliedChanges = true } }
    }
    private var dirtyViews: [ObjectIdentifier: WeakView] = [:]
    private var dirtyConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Views owning system guides, whose constants are refreshed on every sync (they follow frames).
    private var guideOwners: [WeakView] = []

    func markDirty(_ view: UIView) {
        dirtyViews[ObjectIdentifier(view)] = WeakView(view: view)
        hasUnappliedChanges = true
    }

    /// Whether anything was announced to this engine (a view or constraint marked dirty, items added or removed, a
    /// frame written by code, a scrolled view whose subviews or guides it places) since it last wrote its solution.
    /// When nothing was, the frames it wrote last are still the views' frames and its solution is unchanged, so a
    /// layout cycle's first pass need not solve and write them again (`UIView.runLayoutCycle`): a scrolled table's
    /// window engine was solved and written on every frame for nothing.
    private(set) var hasUnappliedChanges = true

    /// A scroll view's `contentSize` was set: if this engine solves its content area (and so writes its content size),
    /// the next layout cycle writes the solution again, as its first pass always did.
    func contentSizeChanged(of view: UIView) {
        if !hasUnappliedChanges, variables[ItemKey(ObjectIdentifier(view.contentAreaToken))] != nil {
            hasUnappliedChanges = true
        }
    }

    // Incremental structure changes: what was activated, deactivated, added or removed since the last sync. A
    // reconfigured table cell (the timeline seed's `update(_:)` swaps arranged views and re-creates its media
    // constraints) used to cost a full walk of its island: every row re-specified and diffed. With these, only the
    // rows of what changed are built and diffed (`synchronizeIncrementally()`); anything these do not
    // describe (a guide added, an island merged, a trait change, a view moved within the engine) still sets
    // `structureDirty`.

    /// Constraints activated or deactivated (installed on or removed from a view of this engine) since the last sync.
    private var membershipChangedConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Roots of subtrees added to this engine's hierarchy since the last sync (weak: one may leave again before it).
    private var addedSubtrees: [WeakView] = []
    /// Whether a subtree or a guide left this engine's hierarchy since the last sync.
    private var viewsNeedRecollecting = false
    /// Views of this engine that were given a guide since the last sync (their guide rows are built).
    private var guidesAdded: [ObjectIdentifier: WeakView] = [:]
    /// Set while `synchronize()` runs: a guide made then (the margins guide a constraint needs) is a structure
    /// change, as before — the walk in progress may have passed its owner already.
    private(set) var isSynchronizing = false

    /// A guide was added to or removed from `view`, a view of this engine.
    func guidesChanged(of view: UIView, added: Bool) {
        hasUnappliedChanges = true
        if isSynchronizing {
            structureDirty = true
        } else if added {
            guidesAdded[ObjectIdentifier(view)] = WeakView(view: view)
        } else {
            viewsNeedRecollecting = true
        }
    }

    /// `constraint` was installed on, or removed from, a view this engine holds.
    func constraintMembershipChanged(_ constraint: NSLayoutConstraint) {
        membershipChangedConstraints[ObjectIdentifier(constraint)] = constraint
        hasUnappliedChanges = true
    }

    /// `view` (and its subtree) joined this engine's hierarchy.
    func subtreeAdded(_ view: UIView) {
        addedSubtrees.append(WeakView(view: view))
        hasUnappliedChanges = true
    }

    /// A subtree left this engine's hierarchy: the next sync drops the rows of the items that are gone.
    func subtreeLeft() {
        viewsNeedRecollecting = true
        hasUnappliedChanges = true
    }

    /// Subviews changed order, none came or went: the next sync collects the views again in the new walk order (rows
    /// are built in walk order), with nothing to add or drop.
    func subviewsReordered() {
        viewsNeedRecollecting = true
        hasUnappliedChanges = true
    }

    /// Keeps the tables' capacity: they fill again before the next sync (a reconfigured cell activates and
    /// deactivates constraints on every row), and growing them from empty rehashed them each time.
    private func clearPendingStructureChanges() {
        membershipChangedConstraints.removeAll(keepingCapacity: true)
        addedSubtrees.removeAll(keepingCapacity: true)
        viewsNeedRecollecting = false
        guidesAdded.removeAll(keepingCapacity: true)
    }

    /// Whether anything this engine solves depends on the safe area: the system guides of the last walk's views
    /// (margins guides follow the safe area, safe-area guides are it). An island whose engine reads none need not be
    /// laid out again when it moves under the bars (`UIView.layOutIsland`).
    var readsSafeArea: Bool { !guideOwners.isEmpty }

    /// For each view, the constraints that see it from inside (they depend on its `bounds.origin`).
    /// Keyed by row: a frame-based view's autoresizing constraints are re-derived (new objects) whenever its frame
    /// changes, and the newest one of a row must replace its predecessors here — otherwise a scrolled table whose
    /// reused cells move would collect stale constraints, re-read on every offset change.
    private var insideDependents: [ObjectIdentifier: [RowID: NSLayoutConstraint]] = [:]

    /// `view.bounds.origin` changed (scrolling): only the rows that see the view from inside are re-read.
    func boundsOriginChanged(of view: UIView) {
        // The frames of its subviews in this engine and its guides' layout frames are written relative to it. A table
        // view's subviews are cells, islands laid out by their own engines: scrolling it changes nothing written here.
        // (A loop, not `contains` with a closure: this runs on every scrolled frame, and a closure written in this
        // main-actor type checks the executor on every call.)
        if !hasUnappliedChanges {
            if !view.ownedLayoutGuides.isEmpty {
                hasUnappliedChanges = true
            } else {
                for subview in view.subviews where !subview.isLayoutIsland {
                    hasUnappliedChanges = true
                    break
                }
            }
        }
        guard let dependents = insideDependents[ObjectIdentifier(view)] else { return }
        hasUnappliedChanges = true
        for constraint in dependents.values { dirtyConstraints[ObjectIdentifier(constraint)] = constraint }
    }

    /// Records that `constraint`'s row reads `view` from inside (`seenFromInside`, which the caller worked out with
    /// `isInside`), so that a change of the view's `bounds.origin` re-reads it. `id` is the row's id.
    private func recordInsideDependency(_ constraint: NSLayoutConstraint, id: RowID, _ view: UIView?,
                                        seenFromInside: Bool) {
        // A fitting engine is thrown away or re-walked before it is asked again: nobody tells it about scrolling.
        guard fitting == nil, seenFromInside, let view else { return }
        insideDependents[ObjectIdentifier(view), default: [:]][id] = constraint
    }
    func markDirty(_ constraint: NSLayoutConstraint) {
        dirtyConstraints[ObjectIdentifier(constraint)] = constraint
        hasUnappliedChanges = true
    }

    /// For each view, the constraints that read its baselines (directly, or through the view it names with
    /// `forFirstBaselineLayout`/`forLastBaselineLayout`): a full walk re-read them after any structure change, the
    /// incremental sync re-reads them when the view is marked dirty (its text, hence its baselines, changed).
    private var baselineDependents: [ObjectIdentifier: [RowID: NSLayoutConstraint]] = [:]

    private func recordBaselineDependency(_ constraint: NSLayoutConstraint, id: RowID, _ view: UIView?,
                                          _ attribute: NSLayoutConstraint.Attribute) {
        guard attribute == .firstBaseline || attribute == .lastBaseline, let view else { return }
        baselineDependents[ObjectIdentifier(view), default: [:]][id] = constraint
        let baselineView = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if baselineView !== view { baselineDependents[ObjectIdentifier(baselineView), default: [:]][id] = constraint }
    }

    /// Brings the solver in line with the hierarchy. Returns true when any row was added, removed or replaced.
    ///
    /// It walks everything the first time and after a change the engine cannot follow (`structureDirty`); otherwise
    /// it re-reads only what was announced (`synchronizeIncrementally()`) plus the system guides' constants.
    @discardableResult
    func synchronize() -> Bool {
        synchronizationCount += 1
        keptAmbiguityProbe = nil
        isSynchronizing = true
        defer { isSynchronizing = false }
        if traitsDirty {
            traitsDirty = false
            // With views added or removed, the incremental sync compares the traits of the views that stayed as it
            // re-collects them (a removed view, detached, may have other traits without that mattering here).
            let recollecting = !addedSubtrees.isEmpty || viewsNeedRecollecting || !guidesAdded.isEmpty
            if !structureDirty && !recollecting && walkedTraitsChanged() { structureDirty = true }
        }
        if !structureDirty, !walkedViewRefs.isEmpty, let changed = synchronizeIncrementally() {
            #if DEBUG
            if LayoutEngine.collectedSyncDifferences != nil {
                LayoutEngine.collectedSyncDifferences?.append(contentsOf: verifyAgainstFullWalk())
            } else if LayoutEngine.verifiesIncrementalSync {
                let problems = verifyAgainstFullWalk()
                if !problems.isEmpty {
                    FileHandle.standardError.write(("Incremental sync of \(root.layoutDescription) differs from a full "
                        + "walk:\n  " + problems.joined(separator: "\n  ") + "\n").data(using: .utf8)!)
                }
            }
            #endif
            return changed
        }
        structureDirty = false
        clearPendingStructureChanges()
        dirtyViews.removeAll(keepingCapacity: true)
        dirtyConstraints.removeAll(keepingCapacity: true)
        return fullSynchronize()
    }

    /// The synchronisation without a full walk: only the rows of what changed since the last sync are built and
    /// diffed — views added (their own rows, guide rows and installed constraints), views marked dirty (frame,
    /// intrinsic size, priorities, `translatesAutoresizingMaskIntoConstraints`, a stack's arrangement), constraints
    /// activated, deactivated or edited — and the rows of removed items are dropped. Rows are built in the order a
    /// full walk builds them (the root's pins, each view's own rows in walk order, then constraints by activation),
    /// and removals come before installs, so the solver receives the same additions in the same order as the full
    /// walk would give it: the layout it chooses among equally good ones does not change.
    ///
    /// Returns nil, having applied nothing, when it cannot tell what a full walk would do: a view moved within the
    /// engine or an address reused by a new view, a remaining view's traits changed, a guide had to be made, a new
    /// constraint links to another engine (an island merges), or a row is broken (a full walk retries broken rows
    /// whenever a required row leaves).
    private func synchronizeIncrementally() -> Bool? {
        let recollecting = !addedSubtrees.isEmpty || viewsNeedRecollecting || !guidesAdded.isEmpty
        // A sync that used to be a full walk (views, guides or constraints came or went) re-reads what the walk
        // re-read that can change unannounced: a wrapping label's rows follow its solved width. (A change of the root
        // screen's scale re-reads every view's own rows on any sync, below.) Constraints are re-read only when
        // something they read was announced.
        let structural = recollecting || !membershipChangedConstraints.isEmpty
        if structural {
            for row in rows.values where row.constraint == nil { return nil }
        }
        let scale = root.layoutScale
        // Every intrinsic size is rounded to the pixel grid of the root's screen: when that scale changed (the window
        // moved to another screen, or the simulated device changed), every view's own rows are read again.
        let rereadAll = scale != walkedScale
        walkedScale = scale
        var newViews: Set<ObjectIdentifier> = []
        var removedItems: Set<ObjectIdentifier> = []
        var addressesReused = false
        if recollecting {
            guard let result = recollect() else { return nil }
            (newViews, removedItems, addressesReused) = result
            // A guide given to a view that stayed may have a deallocated item's address too.
            if !guidesAdded.isEmpty { addressesReused = true }
        }
        // Margin attributes resolve to the margins guide: it must exist before rows are built (making one is a
        // structure change).
        for constraint in membershipChangedConstraints.values where constraint.container != nil {
            LayoutEngine.makeMarginsGuides(for: constraint)
        }
        if structureDirty { return nil }

        var specs: [RowSpec] = []
        // The pins' rows are compared only when the pins moved since they were last applied (or a pin row is missing
        // or broken, which the diff may retry): on most frames nothing about the root changed.
        let pinsCompared = rootPins.isEmpty || appliedPinValues == nil || wantedPinValues() != appliedPinValues
            || pinValues() != appliedPinValues
        if pinsCompared { appendRootPinSpecs(to: &specs) }
        // Refreshing guide constants marks the constraints whose constants changed.
        // (A loop over the references: every synchronisation of every engine comes here, and building the list of
        // live views allocated an array each time.)
        for ref in guideOwners {
            guard let view = ref.view else { continue }
            view.refreshSystemGuideConstants()
        }
        // Nothing announced, the pins as applied and no guide constant moved: no row to build (a scrolled table's window
        // engine is synchronised on every frame, for this).
        if !pinsCompared, !structural, !rereadAll, dirtyViews.isEmpty, dirtyConstraints.isEmpty { return false }

        // Views whose own rows are built again, in walk order, and the constraints to look at.
        var respecified: [UIView] = []
        // For each re-read view, which of its own rows (`ownRowID(_:of:)`) its specs below ask for, as bits; and the
        // own-row ids asked for by any other spec (rare: a re-derived autoresizing constraint marked dirty). Together
        // they say which own rows are still wanted without hashing every spec's id into a set.
        var respecifiedOwnRows: [UInt16] = []
        var otherOwnRowIDs: [RowID] = []
        let respecifiedFrom = specs.count
        var candidates: [NSLayoutConstraint] = []
        var fresh: Set<ObjectIdentifier> = []
        if structural || rereadAll || !dirtyViews.isEmpty {
            var widthDependent: Set<ObjectIdentifier> = []
            if structural && !rereadAll {
                for ref in widthDependentViewRefs {
                    if let view = ref.view { widthDependent.insert(ObjectIdentifier(view)) }
                }
            }
            for ref in walkedViewRefs {
                guard let view = ref.view else { continue }
                let id = ObjectIdentifier(view)
                let isNew = newViews.contains(id)
                let gainedGuide = guidesAdded[id] != nil
                guard rereadAll || isNew || gainedGuide || dirtyViews[id] != nil || widthDependent.contains(id) else {
                    continue
                }
                let firstSpec = specs.count
                for constraint in view === root ? [] : view.autoresizingMaskConstraints() {
                    if let spec = spec(for: constraint) { specs.append(spec) }
                }
                if isNew || gainedGuide {
                    for constraint in view.guideConstraints {
                        if let spec = spec(for: constraint) { specs.append(spec) }
                    }
                }
                if isNew {
                    for constraint in view.installedConstraints {
                        candidates.append(constraint)
                        fresh.insert(ObjectIdentifier(constraint))
                    }
                } else if let dependents = baselineDependents[id] {
                    // Constraints on its baselines follow its text.
                    for constraint in dependents.values { dirtyConstraints[ObjectIdentifier(constraint)] = constraint }
                }
                specs.append(contentsOf: intrinsicSpecs(for: view, collecting: false))
                var ownRows: UInt16 = 0
                for index in firstSpec..<specs.count {
                    let specID = specs[index].id
                    if let bit = LayoutEngine.ownRowBit(specID, of: id) {
                        ownRows |= 1 << bit
                    } else if !specID.isConstraint {
                        otherOwnRowIDs.append(specID)
                    }
                }
                respecified.append(view)
                respecifiedOwnRows.append(ownRows)
            }
            if !recollecting { refreshWidthDependentViews(ifAnyChangedAmong: respecified) }
        }
        let respecifiedTo = specs.count
        for (id, constraint) in membershipChangedConstraints where fresh.insert(id).inserted {
            candidates.append(constraint)
        }
        for (id, constraint) in dirtyConstraints where !fresh.contains(id) {
            candidates.append(constraint)
            fresh.insert(id)
        }
        var removing: [RowID] = []
        for constraint in LayoutEngine.sortedByActivation(candidates) {
            let id = ObjectIdentifier(constraint)
            let joined = membershipChangedConstraints[id] != nil || (newViews.isEmpty ? false : isFromNewView(constraint, newViews))
            if joined {
                guard let container = constraint.container, presentItems.contains(ItemKey(ObjectIdentifier(container))) else {
                    // Deactivated, or installed outside this engine's views.
                    if rows[.constraint(id)] != nil { removing.append(.constraint(id)) }
                    continue
                }
                guard let spec = spec(for: constraint) else { return nil }
                specs.append(spec)
            } else if constraint.container != nil, let spec = spec(for: constraint), rows[spec.id] != nil {
                specs.append(spec)
            }
        }
        clearPendingStructureChanges()
        dirtyViews.removeAll(keepingCapacity: true)
        dirtyConstraints.removeAll(keepingCapacity: true)

        // The engine's own rows of a re-read view that it no longer wants (its intrinsic size went away, it became
        // constraint-based, it left a stack's arrangement).
        if !respecified.isEmpty {
            // The specs built outside the loop over re-read views: the root's pins before it, constraints after it.
            for index in specs.indices where index < respecifiedFrom || index >= respecifiedTo {
                if !specs[index].id.isConstraint { otherOwnRowIDs.append(specs[index].id) }
            }
            for (view, ownRows) in zip(respecified, respecifiedOwnRows) {
                let item = ObjectIdentifier(view)
                for bit in 0..<LayoutEngine.ownRowCount where ownRows & (1 << bit) == 0 {
                    let id = LayoutEngine.ownRowID(bit, of: item)
                    if rows[id] != nil && !otherOwnRowIDs.contains(id) { removing.append(id) }
                }
            }
        }
        // The rows of items that left: their own rows, and constraints on them or installed on them (also those of
        // a deallocated view whose address a new view now has: their items are gone).
        if !removedItems.isEmpty || addressesReused {
            for (id, row) in rows {
                switch id {
                case .intrinsic(let item, _), .autoresizing(let item, _), .indexOrder(let item):
                    if removedItems.contains(item) { removing.append(id) }
                case .constraint:
                    guard let owner = row.owner else { continue }
                    if !isPresent(owner.firstLayoutItem) || (owner.secondLayoutItem != nil
                        && !isPresent(owner.secondLayoutItem)) {
                        removing.append(id)
                    } else if let container = owner.container, !presentItems.contains(ItemKey(ObjectIdentifier(container))) {
                        removing.append(id)
                    }
                }
            }
        }
        let changed = diff(specs, removingUnwanted: false, removing: removing)
        if pinsCompared { notePinsApplied() }
        if !removedItems.isEmpty || !removing.isEmpty { forget(removedItems, rows: removing) }
        return changed
    }

    /// Rebuilds the list of views whose intrinsic height follows their width, in walk order as a full walk makes it,
    /// when one of `views` (re-read) joined or left it (a label's line limit, `translatesAutoresizingMask…`).
    private func refreshWidthDependentViews(ifAnyChangedAmong views: [UIView]) {
        var listed: Set<ObjectIdentifier> = []
        for ref in widthDependentViewRefs {
            if let view = ref.view { listed.insert(ObjectIdentifier(view)) }
        }
        var changed = false
        for view in views
        where isWidthDependent(view) != listed.contains(ObjectIdentifier(view)) {
            changed = true
        }
        guard changed else { return }
        widthDependentViewRefs = []
        for ref in walkedViewRefs {
            guard let view = ref.view, isWidthDependent(view) else { continue }
            widthDependentViewRefs.append(ref)
        }
    }

    /// The root's `layoutScale` at the last full walk or structural sync: intrinsic sizes are rounded to it.
    private var walkedScale: CGFloat = 0

    /// Whether `item` is one of this engine's items (a constraint's item that was deallocated is not).
    private func isPresent(_ item: (any LayoutItem)?) -> Bool {
        guard let item else { return false }
        return presentItems.contains(ItemKey(ObjectIdentifier(item)))
    }

    /// Whether `constraint` is installed on one of `newViews`.
    private func isFromNewView(_ constraint: NSLayoutConstraint, _ newViews: Set<ObjectIdentifier>) -> Bool {
        guard let container = constraint.container else { return false }
        return newViews.contains(ObjectIdentifier(container))
    }

    /// How many rows the engine can make for a view itself: `ownRowID(_:of:)` numbers them.
    static let ownRowCount = 9

    /// The id of a row the engine makes for a view itself, by number: 0–3 intrinsic size, 4 index order, 5–8
    /// autoresizing (left, top, width, height).
    static func ownRowID(_ number: Int, of view: ObjectIdentifier) -> RowID {
        switch number {
        case 0...3: return .intrinsic(view, number)
        case 4: return .indexOrder(view)
        case 5: return .autoresizing(view, NSLayoutConstraint.Attribute.left.rawValue)
        case 6: return .autoresizing(view, NSLayoutConstraint.Attribute.top.rawValue)
        case 7: return .autoresizing(view, NSLayoutConstraint.Attribute.width.rawValue)
        default: return .autoresizing(view, NSLayoutConstraint.Attribute.height.rawValue)
        }
    }

    /// The number `ownRowID(_:of:)` gives `id`, when it is one of `view`'s own rows (nil otherwise).
    static func ownRowBit(_ id: RowID, of view: ObjectIdentifier) -> Int? {
        switch id {
        case .intrinsic(let item, let index) where item == view && (0...3).contains(index): return index
        case .indexOrder(let item) where item == view: return 4
        case .autoresizing(let item, let attribute) where item == view:
            switch attribute {
            case NSLayoutConstraint.Attribute.left.rawValue: return 5
            case NSLayoutConstraint.Attribute.top.rawValue: return 6
            case NSLayoutConstraint.Attribute.width.rawValue: return 7
            case NSLayoutConstraint.Attribute.height.rawValue: return 8
            default: return nil
            }
        default: return nil
        }
    }

    /// Drops what the engine kept about items that left and rows that were removed (a full walk rebuilds these).
    private func forget(_ items: Set<ObjectIdentifier>, rows removed: [RowID]) {
        // Removing a key from an empty dictionary still hashes it: the dependents are empty in most engines.
        let hasInside = !insideDependents.isEmpty, hasBaseline = !baselineDependents.isEmpty
        for item in items {
            variables[ItemKey(item)] = nil
            if hasInside { insideDependents[item] = nil }
            if hasBaseline { baselineDependents[item] = nil }
        }
        guard !removed.isEmpty, !insideDependents.isEmpty || !baselineDependents.isEmpty else { return }
        let gone = Set(removed)
        LayoutEngine.drop(gone, from: &insideDependents)
        LayoutEngine.drop(gone, from: &baselineDependents)
    }

    /// Removes the rows in `gone` from each view's dependents, rebuilding only the lists that had one. Loops rather
    /// than `filter`: a closure written in this main-actor class checks the executor on every call.
    private static func drop(_ gone: Set<RowID>, from dependents: inout [ObjectIdentifier: [RowID: NSLayoutConstraint]]) {
        for key in Array(dependents.keys) {
            guard let rows = dependents[key] else { continue }
            var hit = false
            for id in rows.keys where gone.contains(id) {
                hit = true
                break
            }
            guard hit else { continue }
            var kept: [RowID: NSLayoutConstraint] = [:]
            for (id, constraint) in rows where !gone.contains(id) { kept[id] = constraint }
            dependents[key] = kept
        }
    }

    /// Re-collects the views and guides after views were added or removed, as a full walk's `collect` does, and
    /// tells which views are new and which items left. Nil when a full walk is needed instead: a remaining view's
    /// traits changed, a guide was made, or a view counted as new was not in an added subtree, or was here before
    /// (moved within the engine).
    ///
    /// A new view or guide may have the address (`ObjectIdentifier`) of an item that was deallocated since the last
    /// sync — a reconfigured cell frees a label and makes another — and so inherit its variables, as it would in a
    /// full walk; `addressesReused` then asks for the rows of the dead item to be dropped (their items are nil).
    private func recollect()
        -> (newViews: Set<ObjectIdentifier>, removed: Set<ObjectIdentifier>, addressesReused: Bool)? {
        var oldTraits: [ObjectIdentifier: TraitKey] = [:]
        oldTraits.reserveCapacity(walkedTraits.count)
        for (ref, key) in zip(walkedViewRefs, walkedTraits) {
            if let view = ref.view { oldTraits[ObjectIdentifier(view)] = key }
        }
        let oldPresent = presentItems
        walkedViewRefs = []
        walkedTraits = []
        presentItems = []
        collect(root)
        if structureDirty { return nil }
        var addedRoots: Set<ObjectIdentifier> = []
        for ref in addedSubtrees {
            if let view = ref.view { addedRoots.insert(ObjectIdentifier(view)) }
        }
        var newViews: Set<ObjectIdentifier> = []
        var addressesReused = false
        widthDependentViewRefs = []
        guideOwners = []
        for (ref, key) in zip(walkedViewRefs, walkedTraits) {
            guard let view = ref.view else { return nil }
            let id = ObjectIdentifier(view)
            if let old = oldTraits[id] {
                if old != key { return nil }
            } else {
                // New: below an added root (or one itself). Not a view of the last walk (those alive are in
                // `oldTraits`), so an address seen then was a deallocated item's.
                guard let parent = view.superview,
                      addedRoots.contains(id) || newViews.contains(ObjectIdentifier(parent)) else { return nil }
                if oldPresent.contains(ItemKey(id)) { addressesReused = true }
                for guide in view.ownedLayoutGuides where oldPresent.contains(ItemKey(ObjectIdentifier(guide))) {
                    addressesReused = true
                }
                if addressesReused {
                    insideDependents[id] = nil
                    baselineDependents[id] = nil
                }
                newViews.insert(id)
            }
            if view.usesContentLayoutArea {
                let token = ObjectIdentifier(view.contentAreaToken)
                if oldPresent.contains(ItemKey(token)) { presentItems.insert(ItemKey(token)) }
            }
            if isWidthDependent(view) { widthDependentViewRefs.append(ref) }
            if LayoutEngine.ownsSystemGuides(view) { guideOwners.append(ref) }
        }
        for addedRoot in addedRoots where presentItems.contains(ItemKey(addedRoot)) && !newViews.contains(addedRoot) {
            return nil
        }
        var removed: Set<ObjectIdentifier> = []
        for item in oldPresent where !presentItems.contains(item) { removed.insert(item.id) }
        return (newViews, removed, addressesReused)
    }

    private func fullSynchronize() -> Bool {
        while true {
            if let changed = walkAndApply() { return changed }
            // An island below was merged into this engine (or this island into the one around it): walk again.
            if isIsland && !root.isLayoutIsland { return false }
        }
    }

    /// Walks the hierarchy and applies the rows it wants; nil when the walk found a constraint linking two engines,
    /// which merged an island (see `mergeIslandCrossed(by:)`) and must be walked again.
    private func walkAndApply() -> Bool? {
        walkCount += 1
        walkedScale = root.layoutScale
        walkedViewRefs = []
        walkedTraits = []
        presentItems = []
        widthDependentViewRefs = []
        insideDependents = [:]
        baselineDependents = [:]
        collect(root)
        guideOwners = []
        for ref in walkedViewRefs {
            guard let view = ref.view, LayoutEngine.ownsSystemGuides(view) else { continue }
            guideOwners.append(ref)
        }

        var (specs, userConstraints) = fullWalkSpecs(refreshingGuideConstants: true)
        for constraint in LayoutEngine.sortedByActivation(userConstraints) {
            if let spec = spec(for: constraint) {
                specs.append(spec)
            } else if mergeIslandCrossed(by: constraint) {
                return nil
            }
        }
        dirtyConstraints.removeAll()
        let changed = apply(specs, removingUnwanted: true)
        notePinsApplied()
        return changed
    }

    /// The rows a full walk wants from the views `collect(root)` found — the root's pins, autoresizing-mask and
    /// layout-guide constraints, intrinsic sizes — and the user constraints installed on those views, not yet in
    /// activation order. (`refreshingGuideConstants`: bring the system guides' constants up to date on the way, as a
    /// real walk does; the debug check of the incremental sync must not.)
    private func fullWalkSpecs(refreshingGuideConstants: Bool) -> (specs: [RowSpec], userConstraints: [NSLayoutConstraint]) {
        var specs: [RowSpec] = []
        var userConstraints: [NSLayoutConstraint] = []
        appendRootPinSpecs(to: &specs)
        for view in walkedViews {
            for constraint in view === root ? [] : view.autoresizingMaskConstraints() {
                if let spec = spec(for: constraint) { specs.append(spec) }
            }
            if refreshingGuideConstants { view.refreshSystemGuideConstants() }
            for constraint in view.guideConstraints {
                if let spec = spec(for: constraint) { specs.append(spec) }
            }
            userConstraints.append(contentsOf: view.installedConstraints)
            specs.append(contentsOf: intrinsicSpecs(for: view, collecting: true))
        }
        return (specs, userConstraints)
    }

    /// The constraints in activation order (the order their rows are added, which decides ties between equally good
    /// solutions); equal serials keep their order. Each serial is read once, and nothing is sorted when already in order.
    static func sortedByActivation(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        var serials: [Int] = []
        serials.reserveCapacity(constraints.count)
        var inOrder = true
        for constraint in constraints {
            let serial = constraint.activationSerial
            if let last = serials.last, last > serial { inOrder = false }
            serials.append(serial)
        }
        if inOrder { return constraints }
        return stablySorted(constraints, byKeys: serials)
    }

    /// A constraint this engine cannot resolve because an item lies inside an island below its root — or, for an
    /// island's engine, outside the island — links two engines: the island joins the engine around it, so the
    /// constraint is solved with everything it relates (as on iOS, where one engine holds the window). Returns true
    /// when an island was merged.
    private func mergeIslandCrossed(by constraint: NSLayoutConstraint) -> Bool {
        for item in [constraint.firstLayoutItem, constraint.secondLayoutItem] {
            guard let item, !presentItems.contains(ItemKey(ObjectIdentifier(item))), let view = item.owningViewForLayout else {
                continue
            }
            if isIsland, !view.isDescendant(of: root) {
                if view.layoutRoot === root.layoutRoot {
                    root.mergeIsland()
                    return true
                }
                continue
            }
            var current: UIView? = view
            while let v = current, v !== root {
                if v.isLayoutIsland {
                    v.mergeIsland()
                    return true
                }
                current = v.superview
            }
        }
        return false
    }

    /// Set when a view's layout direction or horizontal size class may have changed (`noteLayoutTraitsChanged`).
    var traitsDirty = false {
        didSet { if traitsDirty { hasUnappliedChanges = true } }
    }
    /// What each walked view's anchors and system margins depended on at the last walk, in `walkedViewRefs` order.
    private var walkedTraits: [TraitKey] = []

    /// The traits a walk depends on: leading/trailing follow the direction, system margins the size class.
    struct TraitKey: Equatable {
        var direction: UIUserInterfaceLayoutDirection
        var sizeClass: UIUserInterfaceSizeClass

        @MainActor init(_ view: UIView) {
            direction = view.effectiveUserInterfaceLayoutDirection
            sizeClass = view.traitCollection.horizontalSizeClass
        }
    }

    /// Whether any walked view's direction or size class differs from the last walk's.
    private func walkedTraitsChanged() -> Bool {
        guard walkedTraits.count == walkedViewRefs.count else { return true }
        for (ref, key) in zip(walkedViewRefs, walkedTraits) {
            guard let view = ref.view else { return true }
            if TraitKey(view) != key { return true }
        }
        return false
    }

    /// Makes the margins guide of each item of `constraint` that one of its margin attributes resolves to (making a
    /// guide is a structure change, so it must happen before rows are built).
    private static func makeMarginsGuides(for constraint: NSLayoutConstraint) {
        if constraint.firstAttribute.marginBaseAttribute != nil, let item = constraint.firstLayoutItem as? UIView {
            _ = item.layoutMarginsGuide
        }
        if constraint.secondAttribute.marginBaseAttribute != nil, let item = constraint.secondLayoutItem as? UIView {
            _ = item.layoutMarginsGuide
        }
    }

    /// Whether the view's intrinsic height follows the width the engine solves (a wrapping label): its size rows are
    /// read again after the width is known.
    private func isWidthDependent(_ view: UIView) -> Bool {
        usesIntrinsicSize(view) && view.intrinsicHeightDependsOnWidth
    }

    /// Whether the view has a safe-area or margins guide, whose constants the engine refreshes before each sync.
    private static func ownsSystemGuides(_ view: UIView) -> Bool {
        view.marginsGuideStorage != nil || view.safeAreaGuideStorage != nil
    }

    /// Records the views and guides of the hierarchy, parents first.
    private func collect(_ view: UIView) {
        walkedViewRefs.append(WeakView(view: view))
        walkedTraits.append(TraitKey(view))
        presentItems.insert(ItemKey(ObjectIdentifier(view)))
        // Margin attributes resolve to the margins guide: make sure it exists before rows are built.
        for constraint in view.installedConstraints { LayoutEngine.makeMarginsGuides(for: constraint) }
        for guide in view.ownedLayoutGuides { presentItems.insert(ItemKey(ObjectIdentifier(guide))) }
        // Islands below are solved by their own engines.
        for subview in view.subviews where !subview.isLayoutIsland { collect(subview) }
    }

    /// Diffs the wanted rows against the installed ones and applies the difference. With `removingUnwanted`
    /// (a full walk), installed rows that are not wanted any more are removed; otherwise only rows in `specs`
    /// are compared.
    private func apply(_ specs: [RowSpec], removingUnwanted: Bool) -> Bool {
        let changed: Bool
        if rows.isEmpty {
            // A fresh engine (every self-sizing cell's first measurement): nothing to diff against. The table is sized
            // once for all the rows rather than grown (rehashed) row by row as they are installed.
            rows.reserveCapacity(specs.count)
            installFresh(specs)
            changed = !specs.isEmpty
        } else {
            changed = diff(specs, removingUnwanted: removingUnwanted)
        }
        // Forget variables of items that left the hierarchy.
        if removingUnwanted, variables.count > presentItems.count {
            variables = variables.filter { presentItems.contains($0.key) }
        }
        return changed
    }

    /// The order in which a fresh engine installs `specs`: by priority, highest first, and in the specs' order within
    /// one priority (so among required rows, the one reported broken in a conflict is the one UIKit would name).
    ///
    /// Why: the solver then adds each optional row to a system the rows above it already shape, where its error
    /// usually becomes basic as it stands; in the walk's order, required sizes arrive after the optional ones they
    /// displace, and each displacement costs pivots (11% of the solver's work on a self-sizing cell's first
    /// measurement). A handful of distinct priorities: one pass per priority beats a comparison sort.
    static func installationOrder(_ specs: [RowSpec]) -> [Int] {
        var priorities: [Double] = []
        priorities.reserveCapacity(specs.count)
        var levels: [Double] = []
        for i in specs.indices {
            let priority = specs[i].priority
            priorities.append(priority)
            if !levels.contains(priority) { levels.append(priority) }
        }
        if levels.count == 1 { return Array(specs.indices) }
        levels.sort(by: >)
        var order: [Int] = []
        order.reserveCapacity(specs.count)
        for level in levels {
            for i in priorities.indices where priorities[i] == level { order.append(i) }
        }
        return order
    }

    private var diffStamp: UInt64 = 0

    /// `apply`'s work when rows are installed: removes or moves what changed, installs what is new. With
    /// `removingUnwanted` (a full walk), installed rows no spec wants are removed too, in the dictionary's order;
    /// otherwise only the rows of `specs` are compared, in the specs' order.
    ///
    /// Each spec is looked up once (rather than hashed into a dictionary of wanted fingerprints and looked up again):
    /// installed rows remember which spec wants them. The first spec of an id is the wanted one.
    ///
    /// `removing` (an incremental sync's) names installed rows no spec wants any more; they are removed with the
    /// others, before anything is installed.
    private func diff(_ specs: [RowSpec], removingUnwanted: Bool, removing: [RowID] = []) -> Bool {
        diffStamp &+= 1
        let stamp = diffStamp
        // The first spec of each id is the wanted one.
        var existing = [InstalledRow?](repeating: nil, count: specs.count)
        for index in specs.indices {
            guard let row = rows[specs[index].id] else { continue }
            existing[index] = row
            if row.diffStamp != stamp {
                row.diffStamp = stamp
                row.wantedIndex = index
                row.leftRows = false
            }
        }
        // Removals first (rows no longer wanted, or wanted with other content), so replacements cannot conflict
        // with their own previous version.
        var changing: [(RowID, InstalledRow)] = []
        if removingUnwanted {
            for (id, row) in rows where row.diffStamp != stamp || !specs[row.wantedIndex].hasFingerprint(row.fingerprint) {
                changing.append((id, row))
            }
        } else {
            for (index, row) in existing.enumerated() {
                guard let row, row.wantedIndex == index, !specs[index].hasFingerprint(row.fingerprint) else { continue }
                changing.append((specs[index].id, row))
            }
            for id in removing {
                guard let row = rows[id], row.diffStamp != stamp else { continue }
                row.diffStamp = stamp
                row.wantedIndex = -1
                changing.append((id, row))
            }
        }
        var changed = false
        var removedRequired = false
        var reusable: [Int: [Int]]?
        var hasBrokenRow: Bool?
        for (id, row) in changing {
            row.leftRows = true
            if row.diffStamp == stamp, row.wantedIndex >= 0, moveConstantInPlace(id, row, to: specs[row.wantedIndex].fingerprint) {
                changed = true
                continue
            }
            if let c = row.constraint {
                // A row leaving whose content a new row has (a constraint re-created as it was, like the timeline
                // seed's media constraints on every `update(_:)`) stays in the solver under the new row's id: the
                // system is the same, without a remove and an add. Not while a row is broken: a full walk retries
                // broken rows when a required one leaves, and a re-keyed row does not leave.
                if hasBrokenRow == nil { hasBrokenRow = containsBrokenRow() }
                if hasBrokenRow == false {
                    if reusable == nil { reusable = newRowsByContent(specs, existing) }
                    let key = LayoutEngine.contentHash(row.fingerprint)
                    // The first new row (in spec order) with the same content; rows whose contents merely hash
                    // alike are told apart by comparing them.
                    var found: (position: Int, index: Int)?
                    if let indices = reusable?[key] {
                        for (position, index) in indices.enumerated() where specs[index].hasFingerprint(row.fingerprint) {
                            found = (position, index)
                            break
                        }
                    }
                    if let (position, index) = found {
                        reusable?[key]?.remove(at: position)
                        let spec = specs[index]
                        rows[id] = nil
                        row.owner = spec.owner
                        rows[spec.id] = row
                        rekeyCount += 1
                        continue
                    }
                }
                try? solver.remove(c)
                if row.isRequired { removedRequired = true }
            }
            rows[id] = nil
            changed = true
        }
        for (index, spec) in specs.enumerated() {
            // The fingerprint installed is always the first spec's of the id (a repeat only finds its row).
            var fingerprint: Fingerprint
            if let row = existing[index], !row.leftRows {
                // Installed and unchanged; a broken row is retried only when room may have been made.
                guard row.constraint == nil, removedRequired else { continue }
                fingerprint = row.fingerprint
                row.leftRows = true
                rows[spec.id] = nil
            } else if let row = rows[spec.id] {
                guard row.constraint == nil, removedRequired else { continue }
                fingerprint = row.fingerprint
                rows[spec.id] = nil
            } else {
                fingerprint = spec.fingerprint
            }
            install(spec, fingerprint: fingerprint)
            changed = true
        }
        return changed
    }

    /// How many leaving rows were kept in the solver for a new row with the same content (see `diff`).
    private(set) var rekeyCount = 0

    /// A row's content — its terms (variable identity and coefficient), constant, relation and priority, what
    /// `Fingerprint`'s equality compares — hashed into one word: equal contents hash alike (a zero counts as +0, as
    /// −0 == +0). Used to find a new row with a leaving row's content; building a key of the terms (an array) and
    /// hashing it cost an allocation and a SipHash of every term for each new and each leaving row.
    static func contentHash(_ fingerprint: Fingerprint) -> Int {
        func bits(_ value: Double) -> UInt64 { value == 0 ? 0 : value.bitPattern }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
            hash ^= hash >> 29
        }
        for term in fingerprint.expression.terms {
            mix(UInt64(UInt(bitPattern: ObjectIdentifier(term.variable))))
            mix(bits(term.coefficient))
        }
        mix(bits(fingerprint.expression.constant))
        switch fingerprint.relation {
        case .lessThanOrEqual: mix(1)
        case .equal: mix(2)
        case .greaterThanOrEqual: mix(3)
        }
        mix(bits(fingerprint.priority))
        return Int(bitPattern: UInt(hash))
    }

    /// The specs of a diff that ask for a row not installed yet (the first spec of each id), by `contentHash`, in
    /// order.
    private func newRowsByContent(_ specs: [RowSpec], _ existing: [InstalledRow?]) -> [Int: [Int]] {
        var byContent: [Int: [Int]] = [:]
        var seen: Set<RowID> = []
        for index in specs.indices where existing[index] == nil && rows[specs[index].id] == nil {
            guard seen.insert(specs[index].id).inserted else { continue }
            byContent[LayoutEngine.contentHash(specs[index].fingerprint), default: []].append(index)
        }
        return byContent
    }

    /// Whether a row is installed broken (it lost a conflict).
    private func containsBrokenRow() -> Bool {
        for row in rows.values where row.constraint == nil { return true }
        return false
    }

    /// When only the constant changed (an `NSLayoutConstraint.constant` edit, an intrinsic size that
    /// grew), moves it inside the solver — the marker technique, no remove and re-add. Returns false when
    /// the row must be replaced instead (other changes, a broken row, or a move the solver refused;
    /// the replacement then reports any conflict in Apple's format).
    private func moveConstantInPlace(_ id: RowID, _ row: InstalledRow, to fingerprint: Fingerprint) -> Bool {
        guard let constraint = row.constraint, row.fingerprint.hasSameShape(as: fingerprint) else { return false }
        do {
            try solver.setConstant(fingerprint.constant, of: constraint)
        } catch {
            return false
        }
        row.fingerprint = fingerprint
        constantMoveCount += 1
        return true
    }

    /// How many constant edits were applied in place (tests check that edits are incremental).
    private(set) var constantMoveCount = 0

    /// How many times the engine wrote its solution to the views (tests check that scrolling a table does not write the
    /// hierarchy's engine again).
    private(set) var solutionWriteCount = 0

    /// How many times the engine was synchronised (tests check that a settled island is not synchronised again).
    private(set) var synchronizationCount = 0

    /// How many full walks of the hierarchy the engine made (tests check that scrolling and reuse do not walk).
    private(set) var walkCount = 0

    /// How many rows were handed to the solver so far (tests check that edits are incremental).
    private(set) var rowInstallCount = 0

    private func install(_ spec: RowSpec, fingerprint: Fingerprint) {
        rowInstallCount += 1
        let constraint = Constraint(spec.expression, spec.relation, strength: Strength(priority: spec.priority))
        do {
            try solver.add(constraint)
            rows[spec.id] = InstalledRow(fingerprint, constraint, spec.owner, required: spec.priority >= 1000)
        } catch {
            installationFailed(spec, constraint, fingerprint: fingerprint, error)
        }
    }

    /// Solved systems of the shapes fresh engines have installed, for the next fresh engine of the same shape: a
    /// self-sizing cell's first measurement, and each new cell of a kind a table has shown, starts from the solution of
    /// the last cell of its kind (`SolverTemplateCache`), moving only the constants that differ (a label's height).
    static let solverTemplates = SolverTemplateCache(capacity: 32)

    /// A fresh engine's rows, installed in `installationOrder` as one batch (the first spec of an id is the wanted
    /// one). The batch stops at a row the solver refuses; that row is broken as `install` breaks it, and the rest are
    /// installed one by one.
    private func installFresh(_ specs: [RowSpec]) {
        var batch: [Constraint] = [], installed: [Int] = []
        batch.reserveCapacity(specs.count)
        installed.reserveCapacity(specs.count)
        for i in LayoutEngine.installationOrder(specs) where rows[specs[i].id] == nil {
            let spec = specs[i]
            let constraint = Constraint(spec.expression, spec.relation, strength: Strength(priority: spec.priority))
            rows[spec.id] = InstalledRow(spec.fingerprint, constraint, spec.owner, required: spec.priority >= 1000)
            batch.append(constraint)
            installed.append(i)
        }
        do {
            try solver.add(contentsOf: batch, templates: LayoutEngine.solverTemplates)
            rowInstallCount += batch.count
        } catch {
            guard let refused = batch.firstIndex(where: { !solver.contains($0) }) else { return }
            rowInstallCount += refused + 1
            let spec = specs[installed[refused]]
            installationFailed(spec, batch[refused], fingerprint: spec.fingerprint, error)
            for k in installed[(refused + 1)...] {
                rows[specs[k].id] = nil
                install(specs[k], fingerprint: specs[k].fingerprint)
            }
        }
    }

    /// A row the solver refused: kept as a broken row (retried when room may have been made), and logged — in
    /// Apple's words for a required row that conflicts with others.
    private func installationFailed(_ spec: RowSpec, _ constraint: Constraint, fingerprint: Fingerprint, _ error: any Error) {
        rows[spec.id] = InstalledRow(fingerprint, nil, spec.owner, required: spec.priority >= 1000)
        if case SolverError.unsatisfiable(_, let conflicts) = error {
            reportUnsatisfiable(spec, constraint, conflicts: conflicts)
        } else {
            UIView.layoutLog("[LayoutConstraints] Unable to install constraint "
                + "\(spec.owner?.description ?? "(intrinsic content size)"): \(error)")
        }
    }

    /// Apple's log for a required constraint that cannot be satisfied; the one being added is broken.
    ///
    /// The list is the solver's irreducible conflicting set (removing any one member makes room), not the whole
    /// hierarchy. Required intrinsic sizes (compression resistance or hugging at 1000) appear as Apple's
    /// `NSContentSizeLayoutConstraint`s. After Apple's text, Trellis adds where each listed constraint was made
    /// (`#fileID:#line` captured by the anchor and VFL factories).
    private func reportUnsatisfiable(_ breaking: RowSpec, _ breakingRow: Constraint, conflicts: [Constraint]) {
        // Solver constraint → the UIKit constraint it stands for, to name conflicts in Apple's terms. Built here, from
        // the installed rows, rather than kept up to date on every install and removal: conflicts are rare, and the
        // table cost a dictionary insertion per row of every cell's first measurement.
        var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
        for row in rows.values {
            if let c = row.constraint, let owner = row.owner { owners[ObjectIdentifier(c)] = owner }
        }
        var entries: [(serial: Int, text: String, site: String)] = []
        var seen: Set<ObjectIdentifier> = []
        for c in conflicts + [breakingRow] where seen.insert(ObjectIdentifier(c)).inserted {
            if let owner = owners[ObjectIdentifier(c)] ?? (c === breakingRow ? breaking.owner : nil) {
                entries.append((owner.activationSerial, owner.description, owner.creationSite ?? "made by UIKit"))
            } else if let text = contentSizeDescription(of: c, id: c === breakingRow ? breaking.id : nil) {
                entries.append((0, text, "the view's intrinsic content size"))
            }
        }
        entries.sort { $0.serial < $1.serial }
        let broken = breaking.owner?.description
            ?? contentSizeDescription(of: breakingRow, id: breaking.id) ?? "(unknown)"
        let lines = entries.map { "    \"\($0.text)\"" }.joined(separator: ",\n")
        let sites = entries.map { "    \($0.text.prefix { $0 != " " })> \($0.site)" }.joined(separator: "\n")
        UIView.layoutLog("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \n\
            \tTry this: \n\
            \t\t(1) look at each constraint and try to figure out which you don't expect; \n\
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n\
            (
            \(lines)
            )

            Will attempt to recover by breaking constraint \n\
            \(broken)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

            Trellis: these \(entries.count) constraints are the smallest conflicting set (removing any one of them resolves \
            the conflict). Where each was made:
            \(sites)
            """)
    }

    /// Apple's `NSContentSizeLayoutConstraint` text for an intrinsic-size row (nil for any other row).
    private func contentSizeDescription(of constraint: Constraint, id: RowID?) -> String? {
        var rowID = id
        if rowID == nil {
            rowID = rows.first { $0.value.constraint === constraint }?.key
        }
        guard case .intrinsic(let viewID, let index)? = rowID,
              let view = walkedViews.first(where: { ObjectIdentifier($0) == viewID }) else { return nil }
        let horizontal = index < 2
        let size = view.intrinsicContentSize
        let hug = horizontal ? view.huggingPriorities.horizontal : view.huggingPriorities.vertical
        let resist = horizontal ? view.compressionPriorities.horizontal : view.compressionPriorities.vertical
        // A constant moved in place (`setConstant`) lives in the row's fingerprint, not in the Constraint object.
        let constant = rows[.intrinsic(viewID, index)]?.fingerprint.constant ?? constraint.expression.constant
        let value = CGFloat(-constant)
        return "<NSContentSizeLayoutConstraint:\(addressString(constraint)) \(view.layoutDescription)."
            + "\(horizontal ? "width" : "height") == \((value.isFinite ? value : horizontal ? size.width : size.height).g) "
            + "Hug:\(hug) CompressionResistance:\(resist)   (active)>"
    }

    /// Whether a constraint is installed but broken (it lost a conflict).
    func isBroken(_ constraint: NSLayoutConstraint) -> Bool {
        guard let row = rows[.constraint(ObjectIdentifier(constraint))] else { return false }
        return row.constraint == nil
    }

    // MARK: Rows

    /// The `UIView-Encapsulated-Layout-*` constraints that hold the root where its frame (or the fitting target) says.
    private func rootPinConstraints() -> [NSLayoutConstraint] {
        if rootPins.isEmpty {
            // The identifiers written out whole: every self-sizing cell's first measurement makes a fresh engine, and
            // building them by interpolation cost four string allocations each time.
            func pin(_ attribute: NSLayoutConstraint.Attribute, _ identifier: String) -> NSLayoutConstraint {
                let c = NSLayoutConstraint(first: root, attribute, .equal, second: nil, .notAnAttribute,
                                           multiplier: 1, constant: 0, validating: false)
                c.identifier = identifier
                c.container = root
                return c
            }
            rootPins = [pin(.left, "UIView-Encapsulated-Layout-Left"), pin(.top, "UIView-Encapsulated-Layout-Top"),
                        pin(.width, "UIView-Encapsulated-Layout-Width"), pin(.height, "UIView-Encapsulated-Layout-Height")]
        }
        if let target = fitting ?? measuring {
            setPinConstant(rootPins[0], 0)
            setPinConstant(rootPins[1], 0)
            setPin(rootPins[2], target.size.width, target.horizontal)
            setPin(rootPins[3], target.size.height, target.vertical)
            return rootPins
        }
        if isIsland {
            // The island's own coordinate space: its root at the origin, its size the one its superview gave it.
            setPinConstant(rootPins[0], 0)
            setPinConstant(rootPins[1], 0)
            setPin(rootPins[2], root.frame.width, .required)
            setPin(rootPins[3], root.frame.height, .required)
            return rootPins
        }
        setPinConstant(rootPins[0], root.frame.minX)
        setPinConstant(rootPins[1], root.frame.minY)
        // A frame-based root that was given a size keeps it (required). A free-standing constrained root — or a
        // frame-based one nobody sized, like `UIStackView()` measured by `layoutIfNeeded()` in the Custom UIAlert
        // pattern — takes the size its content gives it; only where nothing says anything does it keep its current
        // size (priority 1, below everything).
        let sizePriority: UILayoutPriority = root.keepsItsFrameSize ? .required : UILayoutPriority(1)
        setPin(rootPins[2], root.frame.width, sizePriority)
        setPin(rootPins[3], root.frame.height, sizePriority)
        return rootPins
    }

    /// What the root pins say: the left, top, width and height constants and the two size priorities.
    struct PinValues: Equatable {
        var left: CGFloat, top: CGFloat, width: CGFloat, height: CGFloat
        var widthPriority: UILayoutPriority, heightPriority: UILayoutPriority
    }

    /// The values `rootPinConstraints()` gives the pins now, computed without touching them (the same rules).
    private func wantedPinValues() -> PinValues {
        func size(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1e7) }
        if let target = fitting ?? measuring {
            return PinValues(left: 0, top: 0, width: size(target.size.width), height: size(target.size.height),
                             widthPriority: target.horizontal, heightPriority: target.vertical)
        }
        let frame = root.frame
        if isIsland {
            return PinValues(left: 0, top: 0, width: size(frame.width), height: size(frame.height),
                             widthPriority: .required, heightPriority: .required)
        }
        let sizePriority: UILayoutPriority = root.keepsItsFrameSize ? .required : UILayoutPriority(1)
        return PinValues(left: frame.minX, top: frame.minY, width: size(frame.width), height: size(frame.height),
                         widthPriority: sizePriority, heightPriority: sizePriority)
    }

    /// What the pins say now (after `rootPinConstraints()`).
    private func pinValues() -> PinValues {
        PinValues(left: rootPins[0].constant, top: rootPins[1].constant, width: rootPins[2].constant,
                  height: rootPins[3].constant, widthPriority: rootPins[2].priority, heightPriority: rootPins[3].priority)
    }

    /// `pinValues()` when the pins' rows were last compared with the solver's, if all four rows were then installed
    /// and unbroken (nil otherwise, so that the next synchronisation compares them again). A synchronisation skips
    /// the pins when they would be set to these same values and already hold them: every scrolled frame of every
    /// island synchronises, and on most nothing about the root changed.
    private var appliedPinValues: PinValues?

    private func notePinsApplied() {
        for pin in rootPins {
            guard let row = rows[.constraint(ObjectIdentifier(pin))], row.constraint != nil else {
                appliedPinValues = nil
                return
            }
        }
        appliedPinValues = pinValues()
    }

    /// The rows of the root's pins, built directly: they are re-read on every synchronisation of every engine (a
    /// scrolled table's islands synchronise on every frame), and each is the plain `root.attribute == constant`
    /// that `spec(for:)` would make — the root's own edge seen from no other item, one variable.
    private func appendRootPinSpecs(to specs: inout [RowSpec]) {
        let pins = rootPinConstraints()
        let v = vars(root)
        // Room for the four rows at once, and the variables picked by index rather than from an array literal: an
        // incremental sync starts its specs here, and the literal and the growth from empty cost four allocations.
        specs.reserveCapacity(specs.count + pins.count)
        for (index, pin) in pins.enumerated() {
            let variable = index == 0 ? v.minX : index == 1 ? v.minY : index == 2 ? v.width : v.height
            specs.append(RowSpec(id: .constraint(ObjectIdentifier(pin)),
                                 // 0 − constant, as spec(for:) computes it (never −0.0 for a zero constant).
                                 expression: LinearExpression([Term(variable)], constant: 0 - Double(pin.constant)),
                                 relation: .equal, priority: Double(pin.priority.rawValue), owner: pin))
        }
    }

    /// A size pin: its constant kept between 0 and 10⁷.
    private func setPin(_ pin: NSLayoutConstraint, _ value: CGFloat, _ priority: UILayoutPriority) {
        setPinUnannounced(pin, constant: min(max(value, 0), 1e7), priority: priority)
    }

    /// A left or top pin's constant.
    private func setPinConstant(_ pin: NSLayoutConstraint, _ value: CGFloat) {
        setPinUnannounced(pin, constant: value, priority: pin.priority)
    }

    /// Unannounced: the pins are set while their rows are built, in this synchronisation. Announced through the
    /// container, an island's change marked the island as needing another pass (and its window another layout cycle)
    /// while its own pass was running — a self-sizing cell went through one more, idle, pass after every measurement
    /// and every layout at a new size. Not through `priority`'s checks either: the pin is re-made when its fingerprint
    /// changes.
    private func setPinUnannounced(_ pin: NSLayoutConstraint, constant: CGFloat, priority: UILayoutPriority) {
        guard pin.constant != constant || pin.priority != priority else { return }
        let wasContainer = pin.container
        pin.container = nil
        pin.constant = constant
        pin.priority = priority
        pin.container = wasContainer
    }

    /// The row for a UIKit constraint, or nil when it cannot be resolved (an item outside this hierarchy).
    private func spec(for constraint: NSLayoutConstraint) -> RowSpec? {
        guard let first = constraint.firstLayoutItem, presentItems.contains(ItemKey(ObjectIdentifier(first))) else { return nil }
        let second = constraint.secondLayoutItem
        if let second, !presentItems.contains(ItemKey(ObjectIdentifier(second))) { return nil }

        // Each item's kind and whether the other sees it from inside are worked out once (`isInside` may walk up
        // the hierarchy) and shared by the dependency records and the expressions.
        let autoresizing = constraint as? NSAutoresizingMaskLayoutConstraint
        let firstView = first as? UIView
        let secondView = second as? UIView
        var id = RowID.constraint(ObjectIdentifier(constraint))
        if let autoresizing {
            // Stable per view and attribute, so a re-derived constraint replaces its predecessor row.
            id = .autoresizing(ObjectIdentifier(first), autoresizing.firstAttribute.rawValue)
        }
        var firstSeenFromInside = false, secondSeenFromInside = false
        if let firstView { firstSeenFromInside = isInside(second, of: firstView) }
        if let secondView { secondSeenFromInside = isInside(first, of: secondView) }
        recordInsideDependency(constraint, id: id, firstView, seenFromInside: firstSeenFromInside)
        recordBaselineDependency(constraint, id: id, firstView, constraint.firstAttribute)
        recordBaselineDependency(constraint, id: id, secondView, constraint.secondAttribute)
        if second != nil { recordInsideDependency(constraint, id: id, secondView, seenFromInside: secondSeenFromInside) }
        let parent = autoresizing == nil ? nil : firstView?.superview
        if let parent {
            recordInsideDependency(constraint, id: id, parent, seenFromInside: isInside(first, of: parent))
        }
        var lhs: LinearExpression
        let arranged = autoresizing == nil ? arrangesRightToLeft(constraint) : nil
        if let autoresizing, let view = firstView, let parent {
            // Positions of a frame-based view are relative to its superview's content origin.
            lhs = expression(for: view, autoresizing.firstAttribute, seenFrom: parent, inside: isInside(parent, of: view))
            if autoresizing.firstAttribute.isLocation {
                lhs = lhs - expression(for: parent, autoresizing.firstAttribute, seenFrom: view,
                                       inside: isInside(view, of: parent))
            }
        } else {
            // Room for both items' terms (at most two each): the row is built in this one array.
            var terms: [Term] = []
            terms.reserveCapacity(second == nil ? 2 : 4)
            let constant = appendTerms(of: first, constraint.firstAttribute, seenFrom: second, inside: firstSeenFromInside,
                                       rightToLeft: arranged, times: 1, to: &terms)
            lhs = LinearExpression(terms, constant: constant)
        }
        // lhs − (multiplier × other + constant), built in place.
        lhs.constant -= Double(constraint.constant)
        if let second {
            let multiplier = Double(constraint.multiplier)
            let otherConstant = appendTerms(of: second, constraint.secondAttribute, seenFrom: first,
                                            inside: secondSeenFromInside, rightToLeft: arranged, times: -multiplier,
                                            to: &lhs.terms)
            lhs.constant -= multiplier * otherConstant
        }
        return RowSpec(id: id, expression: lhs,
                       relation: relation(constraint.relation), priority: Double(constraint.priority.rawValue),
                       owner: constraint)
    }

    /// Whether a constraint's leading and trailing are right-to-left: they follow the view that arranges its items —
    /// its container, their nearest common ancestor — whose `effectiveUserInterfaceLayoutDirection` is, in Apple's words,
    /// "the user interface layout direction appropriate for arranging the immediate content of the view". So a stack
    /// view forced right-to-left lays out its (left-to-right) arranged views from its right edge, as the common trick
    /// of reversing a stack with `semanticContentAttribute` relies on. Nil when no attribute of the constraint has a
    /// direction (the items' own are then never read).
    private func arrangesRightToLeft(_ constraint: NSLayoutConstraint) -> Bool? {
        func directional(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
            attribute == .leading || attribute == .trailing || attribute == .leadingMargin || attribute == .trailingMargin
        }
        guard directional(constraint.firstAttribute) || directional(constraint.secondAttribute),
              let container = constraint.container else { return nil }
        return container.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    private func relation(_ relation: NSLayoutConstraint.Relation) -> Relation {
        switch relation {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// Whether a view's intrinsic size takes part: constrained views, and the root being measured.
    private func usesIntrinsicSize(_ view: UIView) -> Bool {
        !view.translatesAutoresizingMaskIntoConstraints || (fitting != nil && view === root)
    }

    private func intrinsicSpecs(for view: UIView, collecting: Bool) -> [RowSpec] {
        guard usesIntrinsicSize(view) else { return [] }
        var width: CGFloat?
        if view.intrinsicHeightDependsOnWidth {
            if collecting { widthDependentViewRefs.append(WeakView(view: view)) }
            width = layoutWidth(of: view)
        }
        return intrinsicSpecs(for: view, size: intrinsicSize(of: view, at: width))
    }

    /// A view's intrinsic size as the engine lays it out. A view whose height follows its width (a wrapping label)
    /// asks for the width of its text unwrapped, whatever width it has — it is compressed from there and wraps, so a
    /// multi-line label between fixed ones in a filling stack takes the room they leave — and for the height its text
    /// takes at `width` (nil: unwrapped too).
    private func intrinsicSize(of view: UIView, at width: CGFloat?) -> CGSize {
        let unwrapped = view.intrinsicContentSize(forLayoutWidth: nil)
        guard let width, view.intrinsicHeightDependsOnWidth else { return unwrapped }
        return CGSize(width: unwrapped.width, height: view.intrinsicContentSize(forLayoutWidth: width).height)
    }

    /// The width a view whose intrinsic height depends on its width is measured at, for its height rows and its
    /// baselines: the width last solved for it (`solve()` then measures again at each new solution), unconstrained
    /// (nil) while it has none — a view new to the engine, whose width variable is still 0. It depends on nothing but
    /// the variable, so a full walk and an incremental sync made at the same moment measure alike.
    private func layoutWidth(of view: UIView) -> CGFloat? {
        guard let v = variables[ItemKey(ObjectIdentifier(view))], v.width.value > 0 else { return nil }
        return LayoutEngine.wrappingWidth(v.width.value, scale: root.layoutScale)
    }

    /// The baseline offsets of `view` as the engine lays it out: a wrapping label's at `layoutWidth(of:)`.
    private func baselineOffsets(of view: UIView) -> (firstFromTop: CGFloat, lastFromBottom: CGFloat)? {
        guard view.intrinsicHeightDependsOnWidth, usesIntrinsicSize(view) else { return view.baselineOffsets }
        return view.baselineOffsets(forLayoutWidth: layoutWidth(of: view))
    }

    private func intrinsicSpecs(for view: UIView, size: CGSize) -> [RowSpec] {
        let v = vars(view)
        let id = ObjectIdentifier(view)
        var specs: [RowSpec] = []
        // Room for all the rows at once (two per dimension and the index-order wish): appending them one by one to an
        // empty array reallocated it three times, for every view whose intrinsic size is read.
        if (size.width >= 0 && size.width.isFinite) || (size.height >= 0 && size.height.isFinite) {
            specs.reserveCapacity(5)
        }
        if size.width >= 0, size.width.isFinite {
            let w = Double(size.width)
            specs.append(RowSpec(id: .intrinsic(id, 0), expression: LinearExpression(v.width) - w, relation: .lessThanOrEqual,
                                 priority: Double(view.huggingPriorities.horizontal.rawValue), owner: nil))
            specs.append(RowSpec(id: .intrinsic(id, 1), expression: LinearExpression(v.width) - w, relation: .greaterThanOrEqual,
                                 priority: Double(view.compressionPriorities.horizontal.rawValue), owner: nil))
        }
        if size.height >= 0, size.height.isFinite {
            let h = Double(size.height)
            specs.append(RowSpec(id: .intrinsic(id, 2), expression: LinearExpression(v.height) - h, relation: .lessThanOrEqual,
                                 priority: Double(view.huggingPriorities.vertical.rawValue), owner: nil))
            specs.append(RowSpec(id: .intrinsic(id, 3), expression: LinearExpression(v.height) - h, relation: .greaterThanOrEqual,
                                 priority: Double(view.compressionPriorities.vertical.rawValue), owner: nil))
        }
        // Beside the intrinsic rows because it follows the same intrinsic length (and a wrapped label's height). Not for
        // the root: a fitting engine measures it on its own, without the stack it may sit in.
        if view !== root, let stack = view.superview as? UIStackView, let wish = stack.indexOrderWish(for: view) {
            let length = wish.horizontal ? size.width : size.height
            if length >= 0, length.isFinite {
                specs.append(RowSpec(id: .indexOrder(id), expression: LinearExpression(wish.horizontal ? v.width : v.height)
                                        - Double(length), relation: .equal, priority: wish.priority, owner: nil))
            }
        }
        return specs
    }

    // MARK: Anchors → expressions (the one place that decides what an attribute means)

    private func vars(_ item: any LayoutItem) -> ItemVariables {
        let id = ObjectIdentifier(item)
        if let v = variables[ItemKey(id)] { return v }
        let v = ItemVariables()
        v.firstID = nextVariableID
        nextVariableID += 4
        variables[ItemKey(id)] = v
        return v
    }
    private var nextVariableID = 1

    /// The content area's size variables of a view with `usesContentLayoutArea` (its origin is the content origin).
    private func contentVars(_ view: UIView) -> ItemVariables {
        let key = ItemKey(ObjectIdentifier(view.contentAreaToken))
        // Present whenever a row reads it, also when it exists already: a full walk rebuilds the present items and
        // forgets the variables of items not among them, and rows still installed would keep the forgotten ones while
        // new rows got a content area of their own.
        presentItems.insert(key)
        if let v = variables[key] { return v }
        let v = ItemVariables()
        variables[key] = v
        return v
    }

    /// Whether `other` looks at `view` from inside: it is a descendant of `view`, or a guide owned by `view` or by a
    /// descendant. From inside, a view's edges are its own coordinate space (its content area); from anywhere else
    /// they are its frame.
    private func isInside(_ other: (any LayoutItem)?, of view: UIView) -> Bool {
        guard let other, let otherView = other.owningViewForLayout else { return false }
        // A superview (or a guide it owns) is never inside: the commonest case, a subview's edge against its
        // superview's, needs no walk up to the root.
        if otherView === view.superview { return false }
        if let guide = other as? UILayoutGuide {
            // A scroll view's frame guide and its margins/safe-area guides follow its frame, not its content.
            if guide.owningView === view, view.usesContentLayoutArea, guide.followsOwnerFrame
                || guide === view.marginsGuideStorage || guide === view.safeAreaGuideStorage { return false }
            if otherView === view { return true }
            return !view.subviews.isEmpty && otherView.isDescendant(of: view)
        }
        // A view without subviews (most labels and images) has no inside: no walk up from `other`.
        return otherView !== view && !view.subviews.isEmpty && otherView.isDescendant(of: view)
    }

    /// The linear expression for `attribute` of `item`, as seen by `other` (the constraint's other item).
    ///
    /// - Seen from inside (see `isInside`), a view's left/top are its content origin (origin − `bounds.origin`) and
    ///   right/bottom add the bounds size. A scroll view's content area (issue 6) plugs in here.
    /// - Seen from outside, they are the view's frame.
    /// - leading/trailing follow the item's layout direction (in a constraint, its container's): right-to-left they
    ///   are the right/left edges measured leftwards, so constants keep their meaning of "towards trailing".
    /// - Margin attributes are the edges of the view's `layoutMarginsGuide`.
    /// - Baselines come from the view's baseline offsets (the bottom edge for views without text).
    func expression(for item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                    seenFrom other: (any LayoutItem)?) -> LinearExpression {
        var inside = false
        if let view = item as? UIView { inside = isInside(other, of: view) }
        return expression(for: item, attribute, seenFrom: other, inside: inside)
    }

    /// `expression(for:_:seenFrom:)` with `isInside(other, of: item)` already known (false when `item` is not a view).
    private func expression(for item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                            seenFrom other: (any LayoutItem)?, inside: Bool) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(2)
        let constant = appendTerms(of: item, attribute, seenFrom: other, inside: inside, times: 1, to: &terms)
        return LinearExpression(terms, constant: constant)
    }

    /// Appends the terms of `expression(for:_:seenFrom:inside:)`, each coefficient multiplied by `factor`, to `terms`,
    /// and returns the expression's constant (not multiplied). A constraint's row is built in one array this way —
    /// the first item's terms, then the second's times −multiplier — where building each side as an expression and
    /// concatenating them cost three allocations per row.
    private func appendTerms(of item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                             seenFrom other: (any LayoutItem)?, inside: Bool, rightToLeft arranged: Bool? = nil,
                             times factor: Double, to terms: inout [Term]) -> Double {
        // The item as a view, cast once (a cast from the existential is a runtime call).
        let view = item as? UIView
        if let view, let plain = attribute.marginBaseAttribute {
            // A guide is never seen from inside.
            return appendTerms(of: view.layoutMarginsGuide, plain, seenFrom: nil, inside: false, rightToLeft: arranged,
                               times: factor, to: &terms)
        }
        if let view, attribute == .firstBaseline || attribute == .lastBaseline {
            let baselineView = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if baselineView !== view, presentItems.contains(ItemKey(ObjectIdentifier(baselineView))) {
                return appendTerms(of: baselineView, attribute, seenFrom: other, inside: isInside(other, of: baselineView),
                                   rightToLeft: arranged, times: factor, to: &terms)
            }
        }
        let v = vars(item)
        // Only the terms the attribute needs are built: a cell's set-up resolves a hundred anchors.
        var dx = 0.0, dy = 0.0
        // The size variables, read only by the attributes that need them (each read is a retain and a release): the
        // view's own, or its content area's.
        var sizeOwner = v
        // Between a scroll view and its content, Apple's guide says, "constraints between the edges or margins of the
        // scroll view and its content attach to the scroll view's content area", while "constraints between the
        // height, width, or centers attach to the scroll view's frame" (so `content.width == scrollView.width` is
        // what stops horizontal scrolling, and a view centred on it stays in the middle of what is visible).
        var inside = inside
        if inside, let view, view.usesContentLayoutArea,
           attribute == .width || attribute == .height || attribute == .centerX || attribute == .centerY {
            inside = false
        }
        if inside, let view {
            dx = -Double(view.bounds.origin.x)
            dy = -Double(view.bounds.origin.y)
            // The content area's size exists only once something refers to it (a scroll view whose content is
            // sized by code keeps its `contentSize`).
            if view.usesContentLayoutArea {
                let rightToLeft = (attribute == .leading || attribute == .trailing)
                    && (arranged ?? (view.effectiveUserInterfaceLayoutDirection == .rightToLeft))
                let originOnly = attribute == .left || attribute == .top || (attribute == .leading && !rightToLeft)
                    || (attribute == .trailing && rightToLeft)
                if !originOnly { sizeOwner = contentVars(view) }
            }
        }
        // Only leading and trailing depend on the layout direction (reading it walks the trait chain): a constraint's
        // container's (`arrangesRightToLeft`), else — an item's own expression, a guide's edges — the item's.
        let rightToLeft = (attribute == .leading || attribute == .trailing)
            && (arranged ?? (item.owningViewForLayout?.effectiveUserInterfaceLayoutDirection == .rightToLeft))
        // The attribute's one or two terms (variable and coefficient) and its constant.
        let first: (Variable, Double)
        var second: (Variable, Double)?
        let constant: Double
        switch attribute {
        case .left: first = (v.minX, 1); constant = dx
        case .right: first = (v.minX, 1); second = (sizeOwner.width, 1); constant = dx
        case .top: first = (v.minY, 1); constant = dy
        case .bottom: first = (v.minY, 1); second = (sizeOwner.height, 1); constant = dy
        case .width: first = (sizeOwner.width, 1); constant = 0
        case .height: first = (sizeOwner.height, 1); constant = 0
        case .centerX: first = (v.minX, 1); second = (sizeOwner.width, 0.5); constant = dx
        case .centerY: first = (v.minY, 1); second = (sizeOwner.height, 0.5); constant = dy
        // Right-to-left, leading/trailing are measured leftwards (negated x), so `a.leading == b.trailing + 8`
        // still leaves 8 pt between them and `trailing == superview.trailing - 16` insets from the left edge.
        case .leading:
            if rightToLeft {
                first = (v.minX, -1); second = (sizeOwner.width, -1); constant = -dx
            } else {
                first = (v.minX, 1); constant = dx
            }
        case .trailing:
            if rightToLeft {
                first = (v.minX, -1); constant = -dx
            } else {
                first = (v.minX, 1); second = (sizeOwner.width, 1); constant = dx
            }
        case .firstBaseline:
            first = (v.minY, 1)
            if let view, let offsets = baselineOffsets(of: view) {
                constant = dy + Double(offsets.firstFromTop)
            } else {
                second = (sizeOwner.height, 1); constant = dy
            }
        case .lastBaseline:
            first = (v.minY, 1); second = (sizeOwner.height, 1)
            if let view, let offsets = baselineOffsets(of: view) {
                constant = dy - Double(offsets.lastFromBottom)
            } else {
                constant = dy
            }
        default:
            first = (v.minX, 1); constant = dx
        }
        terms.append(Term(first.0, factor * first.1))
        if let second { terms.append(Term(second.0, factor * second.1)) }
        return constant
    }

    // MARK: Solving and writing frames

    /// Solves, then gives views whose intrinsic height depends on their width (wrapping labels) a second pass at the
    /// solved width: their intrinsic rows and the constraints on their baselines (the last line moves as it wraps).
    func solve() {
        keptAmbiguityProbe = nil
        solver.updateVariables()
        for _ in 0..<4 {
            var changed = false
            for ref in widthDependentViewRefs {
                guard let view = ref.view, variables[ItemKey(ObjectIdentifier(view))] != nil else { continue }
                let size = intrinsicSize(of: view, at: layoutWidth(of: view))
                var specs = intrinsicSpecs(for: view, size: size)
                // Constraints on its baselines: its last line moves as it wraps.
                if let dependents = baselineDependents[ObjectIdentifier(view)] {
                    for constraint in LayoutEngine.sortedByActivation(Array(dependents.values)) where constraint.container != nil {
                        if let spec = spec(for: constraint), rows[spec.id] != nil { specs.append(spec) }
                    }
                }
                for spec in specs {
                    let fingerprint = spec.fingerprint
                    if let row = rows[spec.id], row.fingerprint == fingerprint { continue }
                    if let row = rows[spec.id], moveConstantInPlace(spec.id, row, to: fingerprint) {
                        changed = true
                        continue
                    }
                    if let c = rows[spec.id]?.constraint { try? solver.remove(c) }
                    rows[spec.id] = nil
                    install(spec, fingerprint: fingerprint)
                    changed = true
                }
            }
            if !changed { break }
            solver.updateVariables()
        }
    }

    /// `value` (points) on the pixel grid of `scale`. The solver's round-off (1e-12 or so, and different for the same
    /// layout reached through a different sequence of changes) must not decide which way a value exactly between two
    /// pixels goes: it is snapped to a millionth of a pixel first, so 76.4999999999 pt and 76.5000000001 pt both give
    /// the pixel 76.5 pt rounds to.
    static func pixelAligned(_ value: Double, scale: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return snappedPixels(value, scale: scale).rounded() / scale
    }

    /// `value` (points) in pixels of `scale`, snapped to a millionth of a pixel: the same layout reached by another
    /// sequence of changes gives the same number, whatever the solver's round-off.
    private static func snappedPixels(_ value: Double, scale: CGFloat) -> CGFloat {
        (CGFloat(value) * scale * 1e6).rounded() / 1e6
    }

    /// The width a view whose intrinsic height follows its width (a wrapping label) is measured at: the solved width
    /// snapped to a millionth of a pixel. Its intrinsic rows follow the solved width and the solved width follows them
    /// (a label narrower than its longest word is as wide as it is allowed to be), so without the snap the solver's
    /// round-off went round that loop: the same layout gave rows 1e-14 apart depending on the order of earlier changes.
    static func wrappingWidth(_ value: Double, scale: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return snappedPixels(value, scale: scale) / scale
    }

    /// The solved rectangle of an item in root coordinates, rounded to the pixel grid.
    func solvedRect(of item: any LayoutItem, scale: CGFloat) -> CGRect? {
        guard let v = variables[ItemKey(ObjectIdentifier(item))] else { return nil }
        func px(_ value: Double) -> CGFloat { LayoutEngine.pixelAligned(value, scale: scale) }
        let minX = px(v.minX.value), minY = px(v.minY.value)
        let maxX = px(v.minX.value + v.width.value), maxY = px(v.minY.value + v.height.value)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `applySolution`'s table of the rectangles solved so far (in root coordinates), kept for its capacity.
    private var solvedRectsScratch: [ItemKey: CGRect] = [:]

    /// Writes the solved frames, parents before children, and the guides' layout frames.
    /// Returns true when any frame changed.
    @discardableResult
    func applySolution() -> Bool {
        let scale = root.layoutScale
        var changed = false
        // The table of solved rectangles is kept between passes (cleared, not freed): making it anew, or growing it
        // view by view, was a fifth of this function.
        var absolute: [ItemKey: CGRect] = [:]
        swap(&absolute, &solvedRectsScratch)
        absolute.removeAll(keepingCapacity: true)
        defer { swap(&absolute, &solvedRectsScratch) }
        for ref in walkedViewRefs {
            guard let view = ref.view, var rect = solvedRect(of: view, scale: scale) else { continue }
            if view === root, isIsland {
                rect = CGRect(origin: .zero, size: view.frame.size)
            } else if view === root {
                if !view.keepsItsFrameSize {
                    let frame = CGRect(origin: view.frame.origin, size: rect.size)
                    if frame != view.frame { view.setFrameFromLayout(frame); changed = true }
                }
                rect = view.frame
            } else if let parent = view.superview, let parentRect = absolute[ItemKey(ObjectIdentifier(parent))] {
                let frame = CGRect(x: rect.minX - (parentRect.minX - parent.bounds.origin.x),
                                   y: rect.minY - (parentRect.minY - parent.bounds.origin.y),
                                   width: rect.width, height: rect.height)
                if frame != view.frame {
                    view.setFrameFromLayout(frame)
                    // As in UIKit, the superview applies its subviews' new frames in its layoutSubviews.
                    parent.needsLayoutFlag = true
                    changed = true
                }
            }
            absolute[ItemKey(ObjectIdentifier(view))] = rect
            if view.usesContentLayoutArea, let content = variables[ItemKey(ObjectIdentifier(view.contentAreaToken))] {
                view.contentAreaSizeDidResolve(CGSize(width: LayoutEngine.pixelAligned(content.width.value, scale: scale),
                                                      height: LayoutEngine.pixelAligned(content.height.value, scale: scale)))
            }
            for guide in view.ownedLayoutGuides {
                guard let g = solvedRect(of: guide, scale: scale) else { continue }
                guide.layoutFrame = CGRect(x: g.minX - (rect.minX - view.bounds.origin.x),
                                           y: g.minY - (rect.minY - view.bounds.origin.y),
                                           width: g.width, height: g.height)
            }
        }
        hasAppliedSolution = true
        hasUnappliedChanges = false
        solutionWriteCount += 1
        // Kept fitting answers may depend on where views are (safe areas follow positions in the window).
        if changed {
            root.layoutInputGeneration &+= 1
            if isIsland { root.layoutRoot.layoutInputGeneration &+= 1 }
        }
        return changed
    }

    /// The last answer of a fitting engine, with the hierarchy root and its input generation at the time
    /// (`UIView.layoutInputGeneration`).
    private var fittingAnswer: (root: ObjectIdentifier, generation: UInt64, size: CGSize)?
    /// The last answer of an island's engine measuring its root, with the target and the generation at the time.
    private var measuredAnswer: (target: FittingTarget, generation: UInt64, size: CGSize)?

    /// `systemLayoutSizeFitting` of an island root (a table cell's content view): measured by the island's own
    /// engine, its root held at the target for the time of the measurement. A self-sizing cell is then walked and
    /// solved once per configuration — for the measurement — and laid out at the measured size by moving the two
    /// size pins back, instead of being walked again by a second engine. Frames are not touched; the island is
    /// marked so that its next pass re-pins it to its frame.
    func measure(_ target: FittingTarget) -> CGSize {
        let hierarchy = root.layoutRoot
        if let answer = measuredAnswer, answer.target == target, answer.generation == hierarchy.layoutInputGeneration {
            return answer.size
        }
        measuring = target
        defer {
            measuring = nil
            root.noteIslandNeedsPass()
        }
        synchronize()
        solve()
        let size = solvedRect(of: root, scale: root.layoutScale)?.size ?? target.size
        measuredAnswer = (target, hierarchy.layoutInputGeneration, size)
        return size
    }

    /// The size `systemLayoutSizeFitting` answers: the view's subtree solved alone with the target size held at
    /// the given priorities. Frames are not touched.
    ///
    /// The engine is kept on the view between calls (self-sizing cells are measured again on reloads, rotations and
    /// Dynamic Type changes): when nothing changed since the last call with the same target, the answer is reused;
    /// otherwise the subtree is walked again and diffed row by row against the kept solver, so only what changed
    /// is re-solved.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority,
                            vertical: UILayoutPriority) -> CGSize {
        view.updateConstraintsIfNeeded()
        let wanted = FittingTarget(size: target, horizontal: horizontal, vertical: vertical)
        if view.isLayoutIsland { return view.layoutEngine.measure(wanted) }
        // Measuring never moves views between hierarchies: the root is the same before and after.
        let hierarchy = view.layoutRoot
        let engine: LayoutEngine
        if let kept = view.fittingEngineStorage {
            engine = kept
            if engine.fitting == wanted, let answer = engine.fittingAnswer, answer.root == ObjectIdentifier(hierarchy),
               answer.generation == hierarchy.layoutInputGeneration {
                return answer.size
            }
            engine.fitting = wanted
            engine.structureDirty = true
        } else {
            engine = LayoutEngine(root: view, fitting: wanted)
            view.fittingEngineStorage = engine
        }
        engine.synchronize()
        engine.solve()
        let size = engine.solvedRect(of: view, scale: view.layoutScale)?.size ?? target
        engine.fittingAnswer = (ObjectIdentifier(hierarchy), hierarchy.layoutInputGeneration, size)
        return size
    }
}

#if DEBUG
import Foundation

extension LayoutEngine {
    /// Debug builds with `TRELLIS_VERIFY_SYNC` set check every incremental sync against a full walk: the rows a full
    /// walk would want must be exactly the installed ones, and the walk's lists the same. A mismatch is printed.
    static let verifiesIncrementalSync = ProcessInfo.processInfo.environment["TRELLIS_VERIFY_SYNC"] != nil

    /// For tests: while not nil, every incremental sync is checked against a full walk, and what differs is collected
    /// here, one line per difference, instead of printed.
    static var collectedSyncDifferences: [String]?

    /// The check described at `verifiesIncrementalSync`: what differs, one line each (empty when nothing does). Builds
    /// the full walk's rows without applying them and restores what the walk records.
    func verifyAgainstFullWalk() -> [String] {
        let saved = (walkedViewRefs, walkedTraits, presentItems, widthDependentViewRefs, insideDependents,
                     baselineDependents, guideOwners, structureDirty)
        let variableCount = variables.count
        walkedViewRefs = []
        walkedTraits = []
        presentItems = []
        widthDependentViewRefs = []
        collect(root)
        var (specs, userConstraints) = fullWalkSpecs(refreshingGuideConstants: false)
        for constraint in LayoutEngine.sortedByActivation(userConstraints) {
            if let spec = spec(for: constraint) { specs.append(spec) }
        }
        var problems: [String] = []
        var wanted: Set<RowID> = []
        for spec in specs where wanted.insert(spec.id).inserted {
            guard let row = rows[spec.id] else {
                problems.append("missing row \(spec.id) \(spec.owner?.description ?? "")")
                continue
            }
            if !spec.hasFingerprint(row.fingerprint) {
                var what = spec.owner?.description ?? ""
                var described: ObjectIdentifier?
                switch spec.id {
                case .intrinsic(let item, _), .indexOrder(let item): described = item
                default: break
                }
                if let described, let view = walkedViews.first(where: { ObjectIdentifier($0) == described }) {
                    what = "\(view.layoutDescription) widthDependent=\(view.intrinsicHeightDependsOnWidth)"
                }
                problems.append("different row \(spec.id) \(what): wanted \(spec.expression.constant) "
                    + "@\(spec.priority), installed \(row.fingerprint.constant) @\(row.fingerprint.priority)")
            }
        }
        for (id, row) in rows where !wanted.contains(id) {
            problems.append("extra row \(id) \(row.owner?.description ?? "")")
        }
        let walked = LayoutEngine.liveViews(walkedViewRefs).map(ObjectIdentifier.init)
        if walked != LayoutEngine.liveViews(saved.0).map(ObjectIdentifier.init) { problems.append("walk order differs") }
        if LayoutEngine.liveViews(widthDependentViewRefs).map(ObjectIdentifier.init)
            != LayoutEngine.liveViews(saved.3).map(ObjectIdentifier.init) { problems.append("width-dependent views differ") }
        if !presentItems.isSubset(of: saved.2) { problems.append("present items differ") }
        if variables.count != variableCount { problems.append("variables made: \(variables.count - variableCount)") }
        (walkedViewRefs, walkedTraits, presentItems, widthDependentViewRefs, insideDependents, baselineDependents,
         guideOwners, structureDirty) = saved
        return problems
    }
}
#endif

// MARK: - Diagnostics (issue 7): ambiguity, what determines a frame

extension LayoutEngine {
    /// One coordinate of a view's frame, as the diagnostics name it (Apple's trace says `minX`, `Width`, …).
    enum Coordinate: Int, CaseIterable, Sendable {
        case minX = 0, minY, width, height
        var traceName: String { ["minX", "minY", "Width", "Height"][rawValue] }
        var isHorizontal: Bool { self == .minX || self == .width }
    }

    /// An installed row as the diagnostics see it.
    struct DiagnosticRow {
        /// The UIKit constraint, nil for a row the engine makes itself (intrinsic size, a stack's index order).
        let owner: NSLayoutConstraint?
        /// What an engine-made row is, in words: "its intrinsic content size <NSContentSizeLayoutConstraint…> through
        /// its compression resistance", or the stack's index-order wish.
        let engineRow: String?
        let priority: Double
        /// Satisfied with equality: the row pins its variables (a "tight" row).
        let isTight: Bool
        /// How far the row is from holding (optional rows the solver could not meet).
        let violation: Double
        /// Which of the view's coordinates it mentions.
        let coordinates: [Coordinate]
    }

    /// A row's expression with its current constant (moved constants are kept in the fingerprint).
    private func currentExpression(_ row: InstalledRow) -> LinearExpression? {
        guard let c = row.constraint else { return nil }
        return LinearExpression(c.expression.terms, constant: row.fingerprint.constant)
    }

    /// How far the current solution is from satisfying a row (0 when it holds).
    private func violation(_ e: LinearExpression, _ relation: Relation) -> Double {
        let v = e.value
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// The ids `autolayoutTrace()` prints for a view's coordinates.
    func variableID(of view: UIView, _ coordinate: Coordinate) -> Int? {
        variables[ItemKey(ObjectIdentifier(view))].map { $0.firstID + coordinate.rawValue }
    }

    /// The installed (not broken) rows that mention `view`'s rectangle.
    func diagnosticRows(of view: UIView) -> [DiagnosticRow] {
        guard let v = variables[ItemKey(ObjectIdentifier(view))] else { return [] }
        let mine = v.all.map(ObjectIdentifier.init)
        var result: [DiagnosticRow] = []
        for (id, row) in rows.sorted(by: { ($0.value.owner?.activationSerial ?? 0) < ($1.value.owner?.activationSerial ?? 0) }) {
            guard let c = row.constraint, let e = currentExpression(row) else { continue }
            let coordinates = Coordinate.allCases.filter { coordinate in
                c.expression.terms.contains { ObjectIdentifier($0.variable) == mine[coordinate.rawValue] && $0.coefficient != 0 }
            }
            guard !coordinates.isEmpty else { continue }
            let tight = abs(e.value) <= 1e-6 * max(1, abs(e.constant))
            var engineRow: String?
            if row.owner == nil, case .intrinsic(_, let index) = id {
                let role = index % 2 == 0 ? "content hugging" : "compression resistance"
                engineRow = "its intrinsic content size \(contentSizeDescription(of: c, id: id) ?? "") through its \(role)"
            } else if row.owner == nil, case .indexOrder = id, let stack = view.superview as? UIStackView {
                let index = stack.arrangedSubviews.firstIndex(ofIdentical: view) ?? 0
                engineRow = "its place in \(stack.layoutDescription)'s arrangedSubviews (index \(index)): with equal "
                    + "priorities the stack keeps a later view's intrinsic \(stack.axis == .horizontal ? "width" : "height") "
                    + "\(CGFloat(-row.fingerprint.constant).g) and an earlier view gives way"
            }
            result.append(DiagnosticRow(owner: row.owner, engineRow: engineRow,
                                        priority: c.strength.priority, isTight: tight, violation: violation(e, c.relation),
                                        coordinates: coordinates))
        }
        return result
    }

    /// The UIKit constraints that determine `view` along one axis: the tight rows reachable from the view's
    /// variables for that axis through shared variables (so the chain up to the root's pins is included).
    func constraintsAffecting(_ view: UIView, horizontal: Bool) -> [NSLayoutConstraint] {
        guard let v = variables[ItemKey(ObjectIdentifier(view))] else { return [] }
        var frontier: [ObjectIdentifier] = horizontal ? [ObjectIdentifier(v.minX), ObjectIdentifier(v.width)]
            : [ObjectIdentifier(v.minY), ObjectIdentifier(v.height)]
        var seenVariables = Set(frontier)
        var byVariable: [ObjectIdentifier: [InstalledRow]] = [:]
        for row in rows.values {
            guard let c = row.constraint, let e = currentExpression(row), abs(e.value) <= 1e-6 * max(1, abs(e.constant)) else {
                continue
            }
            for term in c.expression.terms { byVariable[ObjectIdentifier(term.variable), default: []].append(row) }
        }
        var found: [ObjectIdentifier: NSLayoutConstraint] = [:]
        var seenRows: Set<ObjectIdentifier> = []
        while let variable = frontier.popLast() {
            for row in byVariable[variable] ?? [] where seenRows.insert(ObjectIdentifier(row)).inserted {
                if let owner = row.owner { found[ObjectIdentifier(owner)] = owner }
                for term in row.constraint?.expression.terms ?? [] where seenVariables.insert(ObjectIdentifier(term.variable)).inserted {
                    frontier.append(ObjectIdentifier(term.variable))
                }
            }
        }
        return found.values.sorted { $0.activationSerial < $1.activationSerial }
    }

    /// A copy of the installed system, on fresh variables so that the engine's own solution is never disturbed, in
    /// which a frame coordinate is pushed towards each end by an objective weaker than every priority in use. The
    /// solver's priorities are strict (no error at one level is ever bought with error at a lower one), so the push
    /// moves only among layouts that keep every level's error at its optimum: the range it finds is exactly the set
    /// of equally good layouts, Auto Layout's definition of ambiguity.
    final class AmbiguityProbe {
        let solver = Solver()
        /// Engine variable → probe variable.
        var map: [ObjectIdentifier: Variable] = [:]
        /// The probe variables written back in `alternative`, with their engine variables.
        var pairs: [(engine: Variable, probe: Variable)] = []
        /// Below every priority of the copied system.
        var objectivePriority = 1.0

        func probe(_ variable: Variable) -> Variable {
            if let p = map[ObjectIdentifier(variable)] { return p }
            let p = Variable(variable.name)
            p.value = variable.value
            map[ObjectIdentifier(variable)] = p
            pairs.append((variable, p))
            return p
        }

        func translate(_ e: LinearExpression) -> LinearExpression {
            LinearExpression(e.terms.map { Term(probe($0.variable), $0.coefficient) }, constant: e.constant)
        }

        /// The range `expression` can take over all equally good layouts (±1e6 stands for unbounded).
        func range(of expression: LinearExpression) -> ClosedRange<Double> {
            let low = extreme(of: expression, towards: -1e6), high = extreme(of: expression, towards: 1e6)
            return min(low, high)...max(low, high)
        }

        /// Pushes `expression` as far as possible towards `target`; returns the value reached.
        @discardableResult
        func extreme(of expression: LinearExpression, towards target: Double, keep: Bool = false) -> Double {
            let objective = Constraint(expression - target, .equal, strength: Strength(priority: objectivePriority))
            guard (try? solver.add(objective)) != nil else { return expression.value }
            solver.updateVariables()
            let value = expression.value
            if !keep { try? solver.remove(objective) }
            return value
        }
    }

    /// The probe of the current solution, made once and kept until the next synchronisation or solve: asking every
    /// view of a hierarchy whether it is ambiguous (`hasAmbiguousLayout` in a loop, `_autolayoutTrace`, the trellis
    /// tool's report) builds one probe per engine, not one per view. The probe's solver holds the same constraints
    /// after each question (`extreme` removes its objective), so the answers do not depend on the order of questions.
    func ambiguityProbe() -> AmbiguityProbe {
        if let kept = keptAmbiguityProbe { return kept }
        let probe = makeAmbiguityProbe()
        keptAmbiguityProbe = probe
        return probe
    }

    /// Builds a probe for the current solution (call after `solve()`): every installed row, at its current constant,
    /// with its own strength. (In the dictionary's order: the extremes are optimal values, the same whichever order the
    /// rows come in.)
    func makeAmbiguityProbe() -> AmbiguityProbe {
        let probe = AmbiguityProbe()
        var lowest = 1000.0
        for row in rows.values {
            guard let c = row.constraint, let current = currentExpression(row) else { continue }
            try? probe.solver.add(Constraint(probe.translate(current), c.relation, strength: c.strength))
            lowest = min(lowest, c.strength.priority)
        }
        probe.objectivePriority = lowest / 2
        return probe
    }

    /// The expression of one frame coordinate of `view` in the probe (relative to its superview's rectangle, as
    /// `frame` is: a view that moves only with its superview is not ambiguous itself).
    func frameExpression(of view: UIView, _ coordinate: Coordinate, in probe: AmbiguityProbe) -> LinearExpression? {
        guard let v = variables[ItemKey(ObjectIdentifier(view))] else { return nil }
        let own = probe.probe(v.all[coordinate.rawValue])
        guard coordinate == .minX || coordinate == .minY else { return LinearExpression(own) }
        if let parent = view.superview, let p = variables[ItemKey(ObjectIdentifier(parent))] {
            return LinearExpression(own) - probe.probe(coordinate == .minX ? p.minX : p.minY)
        }
        return LinearExpression(own)
    }

    /// The coordinates of `view`'s frame that can change without changing any priority level's error.
    func ambiguousCoordinates(of view: UIView, probe: AmbiguityProbe) -> [Coordinate] {
        Coordinate.allCases.filter { coordinate in
            guard let e = frameExpression(of: view, coordinate, in: probe) else { return false }
            let range = probe.range(of: e)
            return range.upperBound - range.lowerBound > 0.01
        }
    }

    /// `exerciseAmbiguityInLayout()`: moves the first ambiguous coordinate of `view` to the other end of its range
    /// (200 pt away when unbounded) and writes the whole hierarchy's frames from that equally valid solution.
    /// Returns false when the view is not ambiguous. The next solve restores the engine's own choice.
    func exerciseAmbiguity(of view: UIView) -> Bool {
        let probe = makeAmbiguityProbe()
        guard let coordinate = ambiguousCoordinates(of: view, probe: probe).first,
              let e = frameExpression(of: view, coordinate, in: probe) else { return false }
        // Where the view is shown now (after an earlier exercise that is not the engine's solution).
        let current = Double([view.frame.minX, view.frame.minY, view.frame.width, view.frame.height][coordinate.rawValue])
        let range = probe.range(of: e)
        var target = current - range.lowerBound > range.upperBound - current ? range.lowerBound : range.upperBound
        if abs(target) >= 1e6 - 1 { target = current + (target > current ? 200 : -200) }
        probe.extreme(of: e, towards: target, keep: true)
        let saved = probe.pairs.map { ($0.engine, $0.engine.value) }
        for (engine, p) in probe.pairs { engine.value = p.value }
        applySolution()
        for (engine, value) in saved { engine.value = value }
        return true
    }
}

extension NSLayoutConstraint.Attribute {
    /// For margin attributes, the plain attribute of the margins guide they stand for.
    var marginBaseAttribute: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}
