import Cassowary

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
///
/// The engine's work is spread over one file per step (`Engine/`), in the order a sync goes through them:
/// - `LayoutEngine+ChangeTracking.swift`: what views and constraints announce between syncs (views and constraints
///   marked dirty, constraints activated or deactivated, subtrees and guides added or removed, scrolling), and the
///   records of which rows read a view from inside or read its baselines;
/// - `LayoutEngine+IncrementalSync.swift`: `synchronize()`, and the sync that builds only the rows of what was
///   announced (re-collecting the views, dropping what left, the rows the engine makes for a view itself);
/// - `LayoutEngine+FullWalk.swift`: the walk of the whole hierarchy — the first sync, and after a change the incremental
///   sync cannot follow — collecting views, guides and their traits, and merging an island a constraint crosses;
/// - `LayoutEngine+RootPins.swift`: the `UIView-Encapsulated-Layout-*` pins that hold the root;
/// - `LayoutEngine+RowBuilding.swift`: the wanted row of each constraint, and the intrinsic-size rows;
/// - `LayoutEngine+Expressions.swift`: anchors → linear expressions, the one place that decides what an attribute means;
/// - `LayoutEngine+Diff.swift`: the wanted rows against the installed ones — kept, constant moved, re-keyed, removed,
///   installed (a fresh engine's rows in one batch);
/// - `LayoutEngine+Unsatisfiable.swift`: a row the solver refuses, kept broken and reported in Apple's format;
/// - `LayoutEngine+Solution.swift`: solving, the pixel grid, writing frames;
/// - `LayoutEngine+Fitting.swift`: `systemLayoutSizeFitting` — an island's engine measuring its root, fitting engines;
/// - `LayoutEngine+SyncVerification.swift`: debug builds check incremental syncs against a full walk;
/// - `LayoutEngine+Diagnostics.swift` and `LayoutEngine+AmbiguityProbe.swift`: ambiguity, what determines a frame.
///
/// The types the steps share have a file each: `RowID` (a row's identity across passes), `RowSpec` and its
/// `Fingerprint` (a wanted row, and what it says), `InstalledRow` (a row in the solver) and `RowTable` (the installed
/// rows by id), `ItemKey`, `ItemVariables` and `VariableTable` (an item's key, its four unknowns, and each item's),
/// `WeakView`. This file holds the engine's stored state (extensions cannot).
@MainActor
final class LayoutEngine {
    /// The hierarchy's root (the engine is stored on it, so `unowned` avoids a cycle).
    unowned let root: UIView
    let solver = Solver()
    var fitting: FittingTarget?

    var variables = VariableTable()
    var rows = RowTable()
    /// `ambiguityProbe()`'s probe; dropped whenever the solver may change (`synchronize()`, `solve()`).
    var keptAmbiguityProbe: AmbiguityProbe?
    /// Items (views and guides) of the last walk.
    var presentItems: Set<ItemKey> = []
    /// Views of the last walk, parents first. Not retained: the root holds the engine.
    var walkedViewRefs: [WeakView] = []
    var walkedViews: [UIView] { LayoutEngine.liveViews(walkedViewRefs) }
    /// Views whose intrinsic height depends on their width.
    var widthDependentViewRefs: [WeakView] = []

    /// The `UIView-Encapsulated-Layout-*` constraints pinning the root.
    var rootPins: [NSLayoutConstraint] = []

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
    var measuring: FittingTarget?

    /// Whether a solution was ever written (the first pass writes frames even when nothing was marked).
    var hasAppliedSolution = false

    // MARK: Change tracking (LayoutEngine+ChangeTracking.swift)

    /// Set when something changed that the incremental sync does not track (guides added or removed, an island
    /// merged or split, margins' rules, a label's width dependence, …): the next sync walks the whole hierarchy.
    /// Constraints activated or deactivated and views added or removed are tracked instead (see below).
    var structureDirty = true {
        didSet { if structureDirty { hasUnappliedChanges = true } }
    }
    var dirtyViews: [ItemKey: WeakView] = [:]
    var dirtyConstraints: [ItemKey: NSLayoutConstraint] = [:]
    /// Views owning system guides, whose constants are refreshed on every sync (they follow frames).
    var guideOwners: [WeakView] = []

    /// Whether anything was announced to this engine (a view or constraint marked dirty, items added or removed, a
    /// frame written by code, a scrolled view whose subviews or guides it places) since it last wrote its solution.
    /// When nothing was, the frames it wrote last are still the views' frames and its solution is unchanged, so a
    /// layout cycle's first pass need not solve and write them again (`UIView.runLayoutCycle`): a scrolled table's
    /// window engine was solved and written on every frame for nothing.
    var hasUnappliedChanges = true

    /// Constraints activated or deactivated (installed on or removed from a view of this engine) since the last sync.
    var membershipChangedConstraints: [ItemKey: NSLayoutConstraint] = [:]
    /// Roots of subtrees added to this engine's hierarchy since the last sync (weak: one may leave again before it).
    var addedSubtrees: [WeakView] = []
    /// Whether a subtree or a guide left this engine's hierarchy since the last sync.
    var viewsNeedRecollecting = false
    /// Views of this engine that were given a guide since the last sync (their guide rows are built).
    var guidesAdded: [ItemKey: WeakView] = [:]
    /// Set while `synchronize()` runs: a guide made then (the margins guide a constraint needs) is a structure
    /// change, as before — the walk in progress may have passed its owner already.
    var isSynchronizing = false

    /// For each view, the constraints that see it from inside (they depend on its `bounds.origin`).
    /// Keyed by row: a frame-based view's autoresizing constraints are re-derived (new objects) whenever its frame
    /// changes, and the newest one of a row must replace its predecessors here — otherwise a scrolled table whose
    /// reused cells move would collect stale constraints, re-read on every offset change.
    var insideDependents: [ItemKey: [RowID: NSLayoutConstraint]] = [:]

    /// For each view, the constraints that read its baselines (directly, or through the view it names with
    /// `forFirstBaselineLayout`/`forLastBaselineLayout`): a full walk re-read them after any structure change, the
    /// incremental sync re-reads them when the view is marked dirty (its text, hence its baselines, changed).
    var baselineDependents: [ItemKey: [RowID: NSLayoutConstraint]] = [:]

    // MARK: Walks (LayoutEngine+IncrementalSync.swift, LayoutEngine+FullWalk.swift)

    /// The root's `layoutScale` at the last full walk or structural sync: intrinsic sizes are rounded to it.
    var walkedScale: CGFloat = 0

    /// Set when a view's layout direction or horizontal size class may have changed (`noteLayoutTraitsChanged`).
    var traitsDirty = false {
        didSet { if traitsDirty { hasUnappliedChanges = true } }
    }
    /// What each walked view's anchors and system margins depended on at the last walk, in `walkedViewRefs` order.
    var walkedTraits: [TraitKey] = []
    /// The walk before the current one, while `recollect()` compares the two (empty otherwise, its buffers kept): the
    /// lists are swapped with `walkedViewRefs` and `walkedTraits` rather than copied, so no list is made per recollect.
    var previousWalkedViewRefs: [WeakView] = []
    var previousWalkedTraits: [TraitKey] = []
    /// While a full walk builds its rows: no walked view is right-to-left (`collect` clears it on finding one), so no
    /// constraint's container is, and `arrangesRightToLeft` need not read its direction. False otherwise.
    var walkIsLeftToRight = false
    /// While a fresh engine's full walk builds its rows: every item given variables so far is one the walk found
    /// (`vars` clears it on making variables for any other), so an item with variables is present and a row finds
    /// each of its items with one lookup, answering both questions (`presentPlace`). False otherwise: an engine that
    /// has walked before keeps the variables of items that left until its rows are applied.
    var itemsWithVariablesArePresent = false

    // MARK: Diff (LayoutEngine+Diff.swift), and what the tests count

    var diffStamp: UInt64 = 0

    /// How many leaving rows were kept in the solver for a new row with the same content (see `diff`).
    var rekeyCount = 0

    /// How many constant edits were applied in place (tests check that edits are incremental).
    var constantMoveCount = 0

    /// How many times the engine wrote its solution to the views (tests check that scrolling a table does not write the
    /// hierarchy's engine again).
    var solutionWriteCount = 0

    /// How many times the engine was synchronised (tests check that a settled island is not synchronised again).
    var synchronizationCount = 0

    /// How many full walks of the hierarchy the engine made (tests check that scrolling and reuse do not walk).
    var walkCount = 0

    /// How many rows were handed to the solver so far (tests check that edits are incremental).
    var rowInstallCount = 0

    // MARK: Root pins, expressions, solution, fitting (their files)

    /// `pinValues()` when the pins' rows were last compared with the solver's, if all four rows were then installed
    /// and unbroken (nil otherwise, so that the next synchronisation compares them again). A synchronisation skips
    /// the pins when they would be set to these same values and already hold them: every scrolled frame of every
    /// island synchronises, and on most nothing about the root changed.
    var appliedPinValues: PinValues?

    var nextVariableID = 1

    /// `applySolution`'s table of the rectangles solved so far (in root coordinates), kept for its capacity.
    var solvedRectsScratch: [ItemKey: CGRect] = [:]

    /// The last answer of a fitting engine, with the hierarchy root and its input generation at the time
    /// (`UIView.layoutInputGeneration`).
    var fittingAnswer: (root: ObjectIdentifier, generation: UInt64, size: CGSize)?
    /// The last answer of an island's engine measuring its root, with the target and the generation at the time.
    var measuredAnswer: (target: FittingTarget, generation: UInt64, size: CGSize)?
}
