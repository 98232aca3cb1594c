extension UIView: LayoutItem {
    var owningViewForLayout: UIView? { self }

    /// `UIView:0x7f…` (plus a label's text, for labels), as Apple's logs name views.
    var layoutDescription: String { "\(className(self)):\(addressString(self))\(layoutDescriptionSuffix)" }

    var layoutItemReference: LayoutItemReference {
        if let reference = layoutItemReferenceStorage { return reference }
        let reference = LayoutItemReference(self, view: self)
        layoutItemReferenceStorage = reference
        return reference
    }
}

/// Anchors, installed constraints, content priorities and intrinsic size.
extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Installed constraints

    /// The constraints installed on this view (activated constraints whose closest common ancestor is this view,
    /// and those added with `addConstraint`).
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Installs a constraint on this view (the legacy way to activate it).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if install(constraint) { noteConstraintMembershipChanged(constraint) }
    }

    /// The constraints installed one by one, as `addConstraint` would, and the engine told of them in one go: telling
    /// it walks up to the hierarchy's root, and a stack view installs dozens of constraints at once.
    ///
    /// Nearly always every constraint is installed (a stack view's new ones): the engine is then told of the list as
    /// given, and a list of the installed ones is made only from the first constraint that is not (an allocation and
    /// an append of each constraint before, for every stack regeneration).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        var installed: [NSLayoutConstraint]?
        for k in constraints.indices {
            if install(constraints[k]) {
                installed?.append(constraints[k])
            } else if installed == nil {
                installed = Array(constraints[..<k])
            }
        }
        let told = installed ?? constraints
        if !told.isEmpty { noteConstraintMembershipChanged(told) }
    }

    /// Puts `constraint` in this view's list (taking it from another view's first), unless it is here already or
    /// invalid (logged). Whether it was put here.
    private func install(_ constraint: NSLayoutConstraint) -> Bool {
        if let other = constraint.container {
            if other === self { return false }
            other.removeConstraint(constraint)
        }
        if let reason = constraint.invalidReason {
            UIView.layoutLog("Unable to install constraint \(constraint): \(reason)")
            return false
        }
        installedConstraints.append(constraint)
        constraint.setContainer(self)
        return true
    }

    /// Uninstalls a constraint from this view (deactivating it).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        installedConstraints.removeAll(identicalTo: constraint)
        constraint.container = nil
        noteConstraintMembershipChanged(constraint)
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Drops the constraints installed here that involve `subtree` (which is leaving this hierarchy).
    ///
    /// Runs on every ancestor each time a table recycles a cell or a cell drops a view. The constraints are picked by
    /// a nonisolated scan (`appendConstraints(of:inside:below:to:)`) that passes each one over unretained and climbs
    /// from its items over unretained links: a `for` over `installedConstraints` retained and released every
    /// constraint, and taking each item out of its reference and climbing over `superview` retained every item and
    /// view on the way.
    ///
    /// Called on the ancestors of `subtree`: an item's walk up stops at this view, since an item that reaches it
    /// without meeting `subtree` is not inside `subtree` (which lies below this view) — no walk up to the window for
    /// every constraint of every ancestor.
    func removeConstraintsInvolvingSubtree(of subtree: UIView) {
        guard !installedConstraints.isEmpty else { return }
        var leaving: [NSLayoutConstraint] = []
        UIView.appendConstraints(of: installedConstraints, inside: Unmanaged.passUnretained(subtree),
                                 below: Unmanaged.passUnretained(self), to: &leaving)
        for constraint in leaving { removeConstraint(constraint) }
    }

    /// Appends to `leaving`, in order, the constraints of `constraints` (installed on `ancestor`, an ancestor of
    /// `subtree`) that have an item inside `subtree`. Nonisolated, each constraint passed over unretained, for the
    /// reason `climbToRoot(from:)` is: a closure written in this main-actor type checks the executor on every call.
    private nonisolated static func appendConstraints(of constraints: [NSLayoutConstraint],
                                                      inside subtree: Unmanaged<UIView>, below ancestor: Unmanaged<UIView>,
                                                      to leaving: inout [NSLayoutConstraint]) {
        var index = 0
        while index < constraints.count {
            let involved = Unmanaged.passUnretained(constraints[index])._withUnsafeGuaranteedRef { constraint in
                isItem(constraint.firstItemReference, inside: subtree, below: ancestor)
                    || isItem(constraint.secondItemReference, inside: subtree, below: ancestor)
            }
            if involved { leaving.append(constraints[index]) }
            index += 1
        }
    }

    /// Whether the item of `reference` lies in `subtree`, for an item of a constraint installed on `ancestor`, an
    /// ancestor of `subtree`: a view climbs from itself, a guide from its owning view (`ownerReference`), over
    /// `superviewLink` (`climb(from:meets:before:)`). No item (deallocated), or a guide without an owning view: not
    /// inside.
    private nonisolated static func isItem(_ reference: LayoutItemReference?, inside subtree: Unmanaged<UIView>,
                                           below ancestor: Unmanaged<UIView>) -> Bool {
        guard let reference, let start = reference.viewLink ?? reference.ownerReference?.viewLink else { return false }
        return climb(from: start, meets: subtree, before: ancestor)
    }

    // MARK: Content priorities and intrinsic size

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        noteLayoutInputChanged()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
        noteLayoutInputChanged()
    }

    /// Tells the engine that `intrinsicContentSize` changed; the next layout pass re-reads it.
    public func invalidateIntrinsicContentSize() {
        noteLayoutInputChanged()
        superview?.setNeedsLayout()
    }

    // MARK: Layout direction

    /// The direction leading/trailing follow for this view: forced by `semanticContentAttribute`, else the
    /// trait collection's (the app's) direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        effectiveUserInterfaceLayoutDirection(in: traitCollection)
    }

    /// `effectiveUserInterfaceLayoutDirection` with the view's trait collection already read (`traits`): the layout
    /// engine's walk reads the collection once for the direction and the size class of every view it collects.
    func effectiveUserInterfaceLayoutDirection(in traits: UITraitCollection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return UIApplication.shared.userInterfaceLayoutDirection
        }
    }

    /// The pixel grid frames are rounded to: the screen's scale.
    ///
    /// The scale of the main screen, which is every window's (`UIWindow.screen`) and a detached hierarchy's alike: no
    /// walk up to the root and no cast of it to a window. Read by every engine synchronisation, every solution
    /// written and a table's every layout, about 35 times per table row. (Should a window ever be given another screen,
    /// this reads that window's again.)
    var layoutScale: CGFloat {
        UIScreen.main.scale
    }

    // MARK: Debugging

    /// Whether the engine broke this constraint to resolve a conflict (it stays active, as in UIKit).
    func isBrokenConstraint(_ constraint: NSLayoutConstraint) -> Bool {
        (constraint.container ?? self).layoutHost.layoutEngineStorage?.isBroken(constraint) ?? false
    }
}
