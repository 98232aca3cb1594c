/// Layout guides, layout margins, the safe area and the readable content guide.
///
/// The system guides are ordinary `UILayoutGuide`s held to the view's edges by required constraints with UIKit's
/// identifiers (`UIView-leftMargin-guide-constraint`, `UIViewSafeAreaLayoutGuide-top`, …). Their constants are
/// refreshed at the start of each engine synchronisation from the current margins and safe area, so a change is
/// one constant edit per edge, never a rebuild.
extension UIView {
    /// Guides added to this view, including the system ones that have been asked for.
    public var layoutGuides: [UILayoutGuide] { ownedLayoutGuides }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        ownedLayoutGuides.append(guide)
        guide.owningView = self
        noteLayoutGuidesChanged(added: true)
    }

    /// Removes the guide and the constraints installed in this hierarchy that involve it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        var ancestor: UIView? = self
        while let a = ancestor {
            for c in a.installedConstraints where c.firstLayoutItem === guide || c.secondLayoutItem === guide {
                a.removeConstraint(c)
            }
            ancestor = a.superview
        }
        ownedLayoutGuides.removeAll(identicalTo: guide)
        guide.owningView = nil
        noteLayoutGuidesChanged(added: false)
    }

    // MARK: Margins

    /// The margins, in absolute terms, as the margins guide uses them: the margins set (8 pt by default, as UIKit's
    /// documentation states for views; zero for a view controller's root view, which instead gets the system minimum
    /// margins — 16 pt sides in compact width, 20 pt in regular), raised to the superview's where
    /// `preservesSuperviewLayoutMargins` asks, plus the safe area when `insetsLayoutMarginsFromSafeArea`.
    public var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins() }
        set {
            guard newValue.isFinite else {
                UIView.layoutLog("Ignoring non-finite layout margins \(newValue) for \(layoutDescription).")
                return
            }
            layoutMarginsStorage = newValue
            marginsAreDirectional = false
            marginsChangedByCode()
        }
    }

    /// The margins with leading/trailing following the layout direction. Setting them makes the margins directional:
    /// they flip when the direction does.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveLayoutMargins().directional(in: effectiveUserInterfaceLayoutDirection) }
        set {
            guard newValue.isFinite else {
                UIView.layoutLog("Ignoring non-finite layout margins \(newValue) for \(layoutDescription).")
                return
            }
            directionalMarginsStorage = newValue
            marginsAreDirectional = true
            marginsChangedByCode()
        }
    }

    private func marginsChangedByCode() {
        let margins = effectiveLayoutMargins()
        if margins != lastReportedMargins {
            lastReportedMargins = margins
            layoutMarginsDidChange()
        }
        setNeedsLayout()
        noteLayoutInputChanged()
    }

    /// The margins as set, before the system minimum, the superview and the safe area are applied.
    var rawLayoutMargins: UIEdgeInsets {
        marginsAreDirectional ? directionalMarginsStorage.absolute(in: effectiveUserInterfaceLayoutDirection)
            : layoutMarginsStorage
    }

    func effectiveLayoutMargins() -> UIEdgeInsets { effectiveLayoutMargins(safeAreaInsets: nil) }

    /// `effectiveLayoutMargins()` with this view's safe-area insets, when the caller has them (nil: computed here if
    /// needed). Each computation walks up to the window.
    func effectiveLayoutMargins(safeAreaInsets knownSafeArea: UIEdgeInsets?) -> UIEdgeInsets {
        var m = rawLayoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins.absolute(in: effectiveUserInterfaceLayoutDirection)
            m = UIEdgeInsets(top: max(m.top, minimum.top), left: max(m.left, minimum.left),
                             bottom: max(m.bottom, minimum.bottom), right: max(m.right, minimum.right))
        }
        if insetsLayoutMarginsFromSafeArea {
            let s = knownSafeArea ?? safeAreaInsets
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let p = parent.effectiveLayoutMargins()
            let f = frame.offsetBy(dx: -parent.bounds.origin.x, dy: -parent.bounds.origin.y)
            let pb = parent.bounds.size
            m = UIEdgeInsets(top: max(m.top, p.top - f.minY), left: max(m.left, p.left - f.minX),
                             bottom: max(m.bottom, p.bottom - (pb.height - f.maxY)),
                             right: max(m.right, p.right - (pb.width - f.maxX)))
        }
        return m
    }

    /// The rectangle inside the margins, as a layout guide.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = marginsGuideStorage { return guide }
        let guide = makeSystemGuide("UIViewLayoutMarginsGuide")
        marginsGuideStorage = guide
        let m = effectiveLayoutMargins()
        lastReportedMargins = m
        marginsGuideEdgeConstraints = edgeConstraints(for: guide, insets: m, identifiers: UIView.marginGuideIdentifiers)
        guideInsetsApplied.margins = m
        guideConstraints += marginsGuideEdgeConstraints
        return guide
    }

    // MARK: Safe area

    /// The safe area of this view and of views inside it changed while no frame did (a controller's
    /// `additionalSafeAreaInsets`, a navigation bar shown or hidden): each is laid out again, as iOS lays out a view
    /// whose safe area changed — a scroll view takes the new safe area into its adjusted content inset, a table into
    /// its cells' content views and so their heights. (Views with a safe-area or margins guide are refreshed by their
    /// engine too.) Rare, so the whole subtree is marked rather than the views whose safe area moved.
    func setNeedsLayoutForSafeAreaChange() {
        forEachInSubtree { $0.setNeedsLayout() }
    }

    /// How far the unobscured area (the window's safe area, minus controllers' `additionalSafeAreaInsets`) is inside
    /// this view's edges. Zero outside a window.
    public var safeAreaInsets: UIEdgeInsets {
        guard let (safe, r) = safeGeometryInRoot() else { return .zero }
        return UIView.safeAreaInsets(safe: safe, frame: r)
    }

    /// The insets of a view whose rectangle (root coordinates) is `frame` and whose safe rectangle is `safe`.
    static func safeAreaInsets(safe: CGRect, frame r: CGRect) -> UIEdgeInsets {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return UIEdgeInsets(top: clamp(safe.minY - r.minY, r.height), left: clamp(safe.minX - r.minX, r.width),
                            bottom: clamp(r.maxY - safe.maxY, r.height), right: clamp(r.maxX - safe.maxX, r.width))
    }

    /// The safe rectangle in root coordinates (nil when not in a window).
    func safeRectInRoot() -> CGRect? { safeGeometryInRoot()?.safe }

    /// This view's safe area and its frame, both in root coordinates (nil when not in a window). The safe area is the
    /// view's rectangle less the parts that lie in its superview's unsafe bands.
    ///
    /// Only the superview's own bands count — the strips between its edges and its safe area. The part of a view
    /// that sticks out past its superview's edge is not obscured by anything: UIKit gives such a view the
    /// superview's inset on that side and no more (WWDC 2017, "UIKit: Apps for Every Size and Shape": a subview whose
    /// right side runs off the screen gets the root view's right inset and "does not extend beyond it"). Counting
    /// the overhang as unsafe would feed back into layout: a stack view pushed past its superview would grow its
    /// margins by the overhang (`insetsLayoutMarginsFromSafeArea`), squeeze its content and be pushed further out.
    ///
    /// Every margins and safe-area guide reads it on every engine synchronisation (a scrolled table's window engine:
    /// on every frame), each read a walk up to the window. The answer is kept (`keptSafeRect`) by the window and the
    /// views whose ancestors all pass their safe rectangle on unchanged (`passesSafeRectToSubviews`: not below a scroll
    /// view, whose widened rectangle follows more of its state), and used until the view's frame, its superview or
    /// an ancestor's frame or bounds origin changes (each forgets its subtree's answers, `forgetSafeGeometry()`), or
    /// anything else it reads does (`SafeGeometryEpoch`). A view's answer is kept only with its superview's, so a
    /// subtree whose root keeps nothing keeps nothing below either and forgetting stops there.
    private func safeGeometryInRoot() -> (safe: CGRect, frame: CGRect)? {
        let epoch = SafeGeometryEpoch.current
        if keptSafeGeometryEpoch == epoch {
            #if DEBUG
            let fresh = computeSafeGeometryInRoot(epoch: epoch, keeping: false)
            assert(fresh?.safe == keptSafeRect && fresh?.frame == keptRootFrame,
                   "\(layoutDescription): kept safe geometry \(keptSafeRect), \(keptRootFrame) is stale: \(String(describing: fresh))")
            #endif
            return (keptSafeRect, keptRootFrame)
        }
        return computeSafeGeometryInRoot(epoch: epoch, keeping: true)
    }

    /// `safeGeometryInRoot()` from the superview's (kept or computed) answer; `keeping`: keep the answer where allowed.
    private func computeSafeGeometryInRoot(epoch: UInt64, keeping: Bool) -> (safe: CGRect, frame: CGRect)? {
        var safe: CGRect
        let r: CGRect
        let keeps: Bool
        if let parent = superview {
            guard let p = parent.safeGeometryInRoot() else { return nil }
            keeps = keeping && parent.keptSafeGeometryEpoch == epoch && parent.passesSafeRectToSubviews
            r = CGRect(x: p.frame.minX - parent.storedBoundsOrigin.x + storedFrame.minX,
                       y: p.frame.minY - parent.storedBoundsOrigin.y + storedFrame.minY,
                       width: storedFrame.width, height: storedFrame.height)
            let inner = parent.safeRectForSubviews(p.safe, frame: p.frame), outer = p.frame
            // The overlap of this view with each band [outer edge, inner edge].
            let top = max(0, min(r.maxY, inner.minY) - max(r.minY, outer.minY))
            let left = max(0, min(r.maxX, inner.minX) - max(r.minX, outer.minX))
            let bottom = max(0, min(r.maxY, outer.maxY) - max(r.minY, inner.maxY))
            let right = max(0, min(r.maxX, outer.maxX) - max(r.minX, inner.maxX))
            safe = CGRect(x: r.minX + left, y: r.minY + top, width: max(0, r.width - left - right),
                          height: max(0, r.height - top - bottom))
        } else if let window = self as? UIWindow {
            keeps = keeping
            r = storedFrame
            safe = r.inset(by: window.deviceSafeAreaInsets)
        } else {
            return nil
        }
        if let controller = owningViewController,
           controller.additionalSafeAreaInsets != .zero || controller.navigationBarInset != 0 || controller.tabBarInset != 0 {
            var a = controller.additionalSafeAreaInsets
            a.top += controller.navigationBarInset
            a.bottom += controller.tabBarInset
            let top = max(safe.minY, r.minY), left = max(safe.minX, r.minX)
            let bottom = min(safe.maxY, r.maxY), right = min(safe.maxX, r.maxX)
            safe = CGRect(x: left + a.left, y: top + a.top, width: right - left - a.left - a.right,
                          height: bottom - top - a.top - a.bottom)
        }
        if keeps {
            keptSafeRect = safe
            keptRootFrame = r
            keptSafeGeometryEpoch = epoch
        }
        return (safe, r)
    }

    /// Drops this view's kept safe geometry and its subtree's (its frame or superview changed).
    func forgetSafeGeometry() {
        keptSafeGeometryEpoch = 0
        forgetSubviewsSafeGeometry()
    }

    /// Drops the subviews' kept safe geometry (this view's bounds origin changed: they moved on screen). A subview that
    /// keeps none has none kept below it (`safeGeometryInRoot()`).
    func forgetSubviewsSafeGeometry() {
        for subview in subviews where subview.keptSafeGeometryEpoch != 0 { subview.forgetSafeGeometry() }
    }

    /// The safe area as a layout guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuideStorage { return guide }
        let guide = makeSystemGuide("UIViewSafeAreaLayoutGuide")
        safeAreaGuideStorage = guide
        let s = safeAreaInsets
        lastReportedSafeAreaInsets = s
        safeAreaGuideEdgeConstraints = edgeConstraints(for: guide, insets: s, identifiers: UIView.safeAreaGuideIdentifiers)
        guideInsetsApplied.safeArea = s
        guideConstraints += safeAreaGuideEdgeConstraints
        return guide
    }

    // MARK: Readable content

    /// The widest readable line length at the default text size (Large): Apple's readable content guide is at most
    /// 672 pt wide, centred in the margins (equal to the margins in compact widths).
    static let readableContentWidth: CGFloat = 672

    /// A guide inside the margins whose width does not exceed a comfortable reading width.
    public var readableContentGuide: UILayoutGuide {
        if let guide = readableGuideStorage { return guide }
        let margins = layoutMarginsGuide
        let guide = makeSystemGuide("UIViewReadableContentGuide")
        readableGuideStorage = guide
        func c(_ a1: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ second: (any LayoutItem)?,
               _ a2: NSLayoutConstraint.Attribute, _ constant: CGFloat = 0,
               _ priority: UILayoutPriority = .required, _ id: String) -> NSLayoutConstraint {
            let made = NSLayoutConstraint(first: guide, a1, r, second: second, a2, multiplier: 1, constant: constant,
                                          validating: false)
            made.priority = priority
            made.identifier = id
            made.container = self
            return made
        }
        guideConstraints += [
            c(.left, .greaterThanOrEqual, margins, .left, 0, .required, "UIView-readableContentGuide-left"),
            c(.right, .lessThanOrEqual, margins, .right, 0, .required, "UIView-readableContentGuide-right"),
            c(.centerX, .equal, margins, .centerX, 0, .required, "UIView-readableContentGuide-centerX"),
            c(.width, .lessThanOrEqual, nil, .notAnAttribute, UIView.readableContentWidth, .required,
              "UIView-readableContentGuide-maxWidth"),
            c(.width, .equal, margins, .width, 0, UILayoutPriority(999), "UIView-readableContentGuide-width"),
            c(.top, .equal, margins, .top, 0, .required, "UIView-readableContentGuide-top"),
            c(.bottom, .equal, margins, .bottom, 0, .required, "UIView-readableContentGuide-bottom"),
        ]
        return guide
    }

    // MARK: Keeping the system guides current

    private func makeSystemGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        ownedLayoutGuides.append(guide)
        guide.owningView = self
        noteLayoutGuidesChanged(added: true)
        return guide
    }

    /// guide.left == left + l, guide.top == top + t, right == guide.right + r, bottom == guide.bottom + b.
    private func edgeConstraints(for guide: UILayoutGuide, insets: UIEdgeInsets, identifiers: [String]) -> [NSLayoutConstraint] {
        let made = [
            NSLayoutConstraint(first: guide, .left, .equal, second: self, .left, multiplier: 1, constant: insets.left,
                               validating: false),
            NSLayoutConstraint(first: guide, .top, .equal, second: self, .top, multiplier: 1, constant: insets.top,
                               validating: false),
            NSLayoutConstraint(first: self, .right, .equal, second: guide, .right, multiplier: 1, constant: insets.right,
                               validating: false),
            NSLayoutConstraint(first: self, .bottom, .equal, second: guide, .bottom, multiplier: 1, constant: insets.bottom,
                               validating: false),
        ]
        for (c, id) in zip(made, identifiers) {
            c.identifier = id
            c.container = self
        }
        return made
    }

    /// Updates the system guides' constants from the current margins and safe area, calling
    /// `layoutMarginsDidChange`/`safeAreaInsetsDidChange` when they changed. Called by the engine before it reads
    /// this view's rows.
    func refreshSystemGuideConstants() {
        guard marginsGuideStorage != nil || safeAreaGuideStorage != nil else { return }
        var knownSafeArea: UIEdgeInsets?
        if safeAreaGuideStorage != nil {
            let s = safeAreaInsets
            knownSafeArea = s
            if guideInsetsApplied.safeArea != s {
                setGuideConstants(s, of: safeAreaGuideEdgeConstraints)
                guideInsetsApplied.safeArea = s
            }
            if reportSafeAreaIfChanged(s) {
                // The callbacks may change what the safe area depends on: the margins compute it again.
                knownSafeArea = nil
                setNeedsLayout()
            }
        }
        if marginsGuideStorage != nil {
            let m = effectiveLayoutMargins(safeAreaInsets: knownSafeArea)
            if guideInsetsApplied.margins != m {
                setGuideConstants(m, of: marginsGuideEdgeConstraints)
                guideInsetsApplied.margins = m
            }
            if m != lastReportedMargins {
                lastReportedMargins = m
                layoutMarginsDidChange()
                owningViewController?.viewLayoutMarginsDidChange()
                setNeedsLayout()
            }
        }
    }

    /// Calls `safeAreaInsetsDidChange()` and the owning controller's `viewSafeAreaInsetsDidChange()` when `insets`, the
    /// view's safe area now, differ from what was last reported (Apple: "Called when the safe area of the view
    /// changes"); answers whether it did. Views with guides report from their engine's refresh, scroll views from their
    /// layout as well — they lay out whenever their safe area can have moved.
    @discardableResult
    func reportSafeAreaIfChanged(_ insets: UIEdgeInsets) -> Bool {
        guard insets != lastReportedSafeAreaInsets else { return false }
        lastReportedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        return true
    }

    /// UIKit's identifiers of the margins guide's edge constraints, in left, top, right, bottom order.
    static let marginGuideIdentifiers = ["UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
                                         "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"]
    /// UIKit's identifiers of the safe-area guide's edge constraints, in left, top, right, bottom order.
    static let safeAreaGuideIdentifiers = ["UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-top",
                                           "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-bottom"]

    /// Sets the constants of a guide's edge constraints (left, top, right, bottom) to the insets. Runs for every
    /// guide owner on every engine synchronisation, so the constraints are kept in order when made rather than found
    /// by their identifiers (comparing those strings cost about 1,200 instructions per refresh).
    private func setGuideConstants(_ insets: UIEdgeInsets, of edges: [NSLayoutConstraint]) {
        guard edges.count == 4 else { return }
        if edges[0].constant != insets.left { edges[0].constant = insets.left }
        if edges[1].constant != insets.top { edges[1].constant = insets.top }
        if edges[2].constant != insets.right { edges[2].constant = insets.right }
        if edges[3].constant != insets.bottom { edges[3].constant = insets.bottom }
    }
}
