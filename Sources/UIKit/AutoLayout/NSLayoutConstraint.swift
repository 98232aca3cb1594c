/// A linear relation between two layout attributes: `item1.attr1 REL multiplier × item2.attr2 + constant`.
///
/// Activating a constraint installs it on the closest common ancestor of its items (it then shows in that view's
/// `constraints`); the hierarchy's `LayoutEngine` picks it up in the next layout pass. Changing `constant` or
/// `priority` of an active constraint updates just that constraint in the solver.
///
/// Illegal constraints (no common ancestor, non-finite constant, a location equal to a constant) crash on iOS;
/// here they are reported through `UIView.layoutLog` with Apple's message and simply not activated.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// The items, as `weak` references would give them (nil once deallocated), through their references: a `weak`
    /// reference would put every constrained view on the runtime's slow reference-counting path (see
    /// `LayoutItemReference`).
    var firstLayoutItem: (any LayoutItem)? { firstItemReference?.item }
    var secondLayoutItem: (any LayoutItem)? { secondItemReference?.item }
    /// The items when they are views (nil for a guide, or once deallocated), as their references know them: the
    /// layout engine reads every constraint's items as views, and a cast of the item is a runtime call.
    var firstLayoutView: UIView? { firstItemReference?.view }
    var secondLayoutView: UIView? { secondItemReference?.view }
    /// The items' identities (nil for no item, or once deallocated), read without taking the items out of their
    /// references: an incremental sync that drops items checks every installed constraint's items this way, and
    /// reading the items retained and released them.
    var firstItemIdentifier: ObjectIdentifier? { firstItemReference?.itemIdentifier }
    var secondItemIdentifier: ObjectIdentifier? { secondItemReference?.itemIdentifier }
    /// Readable outside the main actor (they never change) for the nonisolated scan of a leaving view's ancestors'
    /// constraints (`UIView.appendConstraints(of:inside:below:to:)`).
    nonisolated(unsafe) let firstItemReference: LayoutItemReference?
    nonisolated(unsafe) let secondItemReference: LayoutItemReference?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// The spacing unit when made by a system-spacing anchor method (prints as `NSSpace(8)`).
    var systemSpacingMultiplier: CGFloat?
    /// Where the constraint was made (`Module/File.swift:42`, from `#fileID`/`#line` defaults on the public
    /// factories), shown by the unsatisfiable-constraints log and the diagnostics. nil for system constraints.
    ///
    /// Formatted when read, from the file and line kept as given: formatting it for every constraint made (a string
    /// interpolation, its appends and the line's description) cost ~300 instructions a constraint, ~13k a timeline
    /// cell, for text read only by a conflict's log and `explainFrame()`.
    var creationSite: String? {
        guard let creationFile else { return nil }
        return "\(creationFile):\(creationLine)"
    }
    /// The file and line of `creationSite` (the file nil for system constraints).
    private var creationFile: String?
    private var creationLine = 0

    /// Records where the constraint was made (`creationSite`).
    func setCreationSite(file: String, line: Int) {
        creationFile = file
        creationLine = line
    }
    /// Why the constraint can never be active (Apple's exception reason), if so.
    var invalidReason: String?
    /// The view the constraint is installed on while active (nil once it is deallocated, as with `weak`).
    var container: UIView? {
        get { containerReference?.view }
        set { containerReference = newValue?.layoutItemReference }
    }
    private var containerReference: LayoutItemReference?
    /// `container`'s identity (nil when `container` is), read without retaining the view.
    var containerIdentifier: ObjectIdentifier? { containerReference?.viewIdentifier }
    /// `container = view` with the view borrowed: a setter takes its new value owned, a retain and a release of the
    /// view around every constraint installed.
    func setContainer(_ view: UIView) {
        containerReference = view.layoutItemReference
    }
    /// Order of activation; the engine adds new constraints in this order, so the one broken on a conflict is
    /// the one added last, as in UIKit.
    var activationSerial = 0
    static var nextSerial = 1
    /// The stack regeneration that last kept this generated constraint (`UIStackView.regenerateConstraints`).
    var keptByRegeneration: UInt = 0

    /// A name shown in logs and descriptions.
    open var identifier: String?
    open var shouldBeArchived = false

    /// The constant added to the second attribute. Changes on an active constraint are applied incrementally.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                let first = typedFirstAnchor, second = typedSecondAnchor
                UIView.layoutLog("NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant.g) "
                    + "firstAnchor:\(anchorText(first)) secondAnchor:\(anchorText(second))")
                constant = oldValue
                return
            }
            container?.noteConstraintChanged(self)
        }
    }

    /// The priority in (0, 1000]. Changing between required and optional on an active constraint is an error
    /// (as on iOS) and is ignored.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if !priority.isValid {
                UIView.layoutLog("Invalid priority \(priority) for \(self): priorities must be greater than 0 and "
                    + "less than or equal to NSLayoutPriorityRequired, which is 1000.")
                priority = oldValue
                return
            }
            if isActive, priority.isRequired != oldValue.isRequired {
                UIView.layoutLog("Mutating a priority from required to not on an installed constraint (or vice-versa) "
                    + "is not supported.  You passed priority \(priority) and the existing priority was \(oldValue).")
                priority = oldValue
                return
            }
            container?.noteConstraintChanged(self)
        }
    }

    /// UIKit's designated factory: `view1.attr1 relation multiplier × view2.attr2 + c`.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
                            file: String = #fileID, line: Int = #line) {
        self.init(first: view1 as AnyObject as? any LayoutItem, attr1, relation,
                  second: view2.map { $0 as AnyObject } as? any LayoutItem, attr2, multiplier: multiplier, constant: c)
        setCreationSite(file: file, line: line)
        if view1 as AnyObject as? any LayoutItem == nil, invalidReason == nil {
            invalidReason = "Constraint must contain a first layout item"
            UIView.layoutLog(invalidReason!)
        }
    }

    /// The items are borrowed: only their references are kept, and items passed owned were retained and released
    /// around every constraint made (a stack view makes dozens).
    init(first: borrowing (any LayoutItem)?, _ attr1: Attribute, _ relation: Relation,
         second: borrowing (any LayoutItem)?, _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat,
         validating: Bool = true) {
        firstItemReference = (copy first)?.layoutItemReference
        firstAttribute = attr1
        self.relation = relation
        secondItemReference = attr2 == .notAnAttribute ? nil : (copy second)?.layoutItemReference
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = constant
        super.init()
        activationSerial = NSLayoutConstraint.nextSerial
        NSLayoutConstraint.nextSerial += 1
        // The items were just given: whether each is there is known without reading it back through its reference.
        if validating { validate(hasFirst: first != nil, hasSecond: secondItemReference != nil) }
    }

    /// A stack view's generated constraint (or a fresh engine's root pin), made whole in one call: its identifier,
    /// priority and spacing unit are stored as it is made, where setting them after (the `open` identifier's dynamic
    /// setter, the priority's observer reading the container) cost ~50 instructions a constraint, and a stack makes
    /// dozens per cell. Unvalidated: the stack validates what it keeps (`UIStackView.validateGenerated`), and passes
    /// only a valid priority here (as do the pins, `LayoutEngine.makeRootPins()`).
    init(generated first: borrowing any LayoutItem, _ attr1: Attribute, _ relation: Relation,
         second: borrowing (any LayoutItem)?, _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat,
         identifier: String, priority: UILayoutPriority, systemSpacingMultiplier: CGFloat?) {
        firstItemReference = (copy first).layoutItemReference
        firstAttribute = attr1
        self.relation = relation
        secondItemReference = attr2 == .notAnAttribute ? nil : (copy second)?.layoutItemReference
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = constant
        self.identifier = identifier
        self.priority = priority
        self.systemSpacingMultiplier = systemSpacingMultiplier
        super.init()
        activationSerial = NSLayoutConstraint.nextSerial
        NSLayoutConstraint.nextSerial += 1
    }

    /// Apple's checks at creation time; a failure is logged and leaves the constraint unable to activate.
    ///
    /// Whether each item is there comes from the initializer, which has them at hand: each read of an item goes
    /// through its reference (two retains and two releases), for every constraint made (a stack view makes dozens).
    /// Whether the first attribute is a location is asked once. (A stack view makes its constraints unvalidated and
    /// validates each one it keeps, see `UIStackView.regenerateConstraints`.)
    func validate(hasFirst: Bool, hasSecond: Bool) {
        let firstIsLocation = firstAttribute.isLocation
        var reason: String?
        if !hasFirst {
            reason = "Constraint must contain a first layout item"
        } else if firstAttribute == .notAnAttribute {
            reason = "Invalid parameter not satisfying: firstAttribute != NSLayoutAttributeNotAnAttribute"
        } else if !constant.isFinite {
            let first = typedFirstAnchor, second = typedSecondAnchor
            reason = "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant.g) "
                + "firstAnchor:\(anchorText(first)) secondAnchor:\(anchorText(second))"
        } else if !multiplier.isFinite {
            reason = "NSLayoutConstraint multiplier is not finite!  That's illegal.  multiplier:\(multiplier.g)"
        } else if !skipsLocationValidation, firstIsLocation && (multiplier == 0 || !hasSecond) {
            reason = "A multiplier of 0 or a nil second item together with a location for the first attribute creates "
                + "an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs"
        } else if hasSecond, firstIsLocation != secondAttribute.isLocation {
            reason = "Invalid pairing of layout attributes"
        } else if hasSecond, firstIsLocation,
                  firstAttribute.isHorizontal != secondAttribute.isHorizontal {
            reason = "Invalid pairing of layout attributes"
        } else if hasSecond, firstIsLocation, firstAttribute.isDirectional != nil,
                  secondAttribute.isDirectional != nil, firstAttribute.isDirectional != secondAttribute.isDirectional {
            reason = "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."
        }
        if let reason {
            invalidReason = reason
            UIView.layoutLog(reason)
        }
    }

    /// Autoresizing constraints state positions relative to the superview, which are legal there.
    var skipsLocationValidation: Bool { false }

    /// The first item (a view or a layout guide).
    open var firstItem: AnyObject? { firstLayoutItem }
    /// The second item, nil for a constant constraint (`width == 100`).
    open var secondItem: AnyObject? { secondLayoutItem }

    /// Anchors of the right kind for messages (`<NSLayoutDimension:0x… "UIView:0x….height">`).
    var typedFirstAnchor: AnyObject? { firstLayoutItem.map { typedAnchor($0, firstAttribute) } }
    var typedSecondAnchor: AnyObject? { secondLayoutItem.map { typedAnchor($0, secondAttribute) } }

    private func typedAnchor(_ item: any LayoutItem, _ attribute: Attribute) -> AnyObject {
        if attribute.isDimension { return NSLayoutDimension(item: item, attribute: attribute) }
        if attribute.isHorizontal { return NSLayoutXAxisAnchor(item: item, attribute: attribute) }
        return NSLayoutYAxisAnchor(item: item, attribute: attribute)
    }

    /// `<NSLayoutDimension:0x… "UIView:0x….height">` or `(null)`.
    func anchorText(_ anchor: AnyObject?) -> String {
        switch anchor {
        case let x as NSLayoutXAxisAnchor: return x.anchorDescription
        case let y as NSLayoutYAxisAnchor: return y.anchorDescription
        case let d as NSLayoutDimension: return d.anchorDescription
        default: return "(null)"
        }
    }

    /// The anchors the constraint was made from.
    open var firstAnchor: NSLayoutAnchor<AnyObject>? {
        firstLayoutItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: firstAttribute) }
    }

    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondLayoutItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting it installs it on (or removes it from) the closest
    /// common ancestor of its items.
    open var isActive: Bool {
        get { container != nil }
        set { newValue ? activate() : deactivate() }
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    private func activate() {
        guard container == nil else { return }
        if let reason = invalidReason {
            UIView.layoutLog("Unable to activate constraint \(self): \(reason)")
            return
        }
        guard let first = firstLayoutItem else {
            UIView.layoutLog("Constraint must contain a first layout item")
            return
        }
        guard let firstView = first.owningViewForLayout else {
            UIView.layoutLog("Unable to activate constraint \(self): the layout guide "
                + "\(first.layoutDescription) has not been added to a view.")
            return
        }
        var target = firstView
        if let second = secondLayoutItem {
            guard let secondView = second.owningViewForLayout else {
                UIView.layoutLog("Unable to activate constraint \(self): the layout guide "
                    + "\(second.layoutDescription) has not been added to a view.")
                return
            }
            guard let common = UIView.nearestCommonAncestor(firstView, secondView) else {
                let a1 = typedFirstAnchor, a2 = typedSecondAnchor
                UIView.layoutLog("Unable to activate constraint with anchors \(anchorText(a1)) and "
                    + "\(anchorText(a2)) because they have no common ancestor.  Does the constraint or "
                    + "its anchors reference items in different view hierarchies?  That's illegal.")
                return
            }
            target = common
        }
        activationSerial = NSLayoutConstraint.nextSerial
        NSLayoutConstraint.nextSerial += 1
        target.addConstraint(self)
    }

    private func deactivate() {
        container?.removeConstraint(self)
    }

    // MARK: Description

    /// `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leading + 8   (active)>`
    nonisolated open override var description: String {
        let address = addressString(self)
        guard isOnMainThread() else { return "<\(className(self)):\(address)>" }
        return MainActor.assumeIsolated { "<\(className(self)):\(address)\(describedBody)>" }
    }

    /// Everything after the class and address.
    var describedBody: String {
        var text = ""
        if let identifier { text += " '\(identifier)'" }
        // Spaces between neighbours print as VFL, as Apple's logs do (Diagnostics/NSLayoutConstraint+VisualDescription).
        let visual = visualFormatBody
        text += " " + (visual?.body ?? equationDescription)
        let state = isActive ? "active" : "inactive"
        if let names = visual?.names { text += "   (\(state), names: \(names) )" } else { text += "   (\(state))" }
        return text
    }

    var equationDescription: String {
        let first = "\(firstLayoutItem?.layoutDescription ?? "(null)").\(firstAttribute.name)"
        var rhs = ""
        if let second = secondLayoutItem {
            if multiplier != 1 { rhs += "\(multiplier.g)*" }
            rhs += "\(second.layoutDescription).\(secondAttribute.name)"
            if systemSpacingMultiplier != nil {
                rhs += " + NSSpace(\(constant.g))"
            } else if constant > 0 {
                rhs += " + \(constant.g)"
            } else if constant < 0 {
                rhs += " - \((-constant).g)"
            }
        } else {
            rhs = constant.g
        }
        var text = "\(first) \(relation.symbol) \(rhs)"
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}

extension NSLayoutConstraint.Attribute {
    /// true for leading/trailing, false for left/right, nil for attributes without a horizontal direction.
    var isDirectional: Bool? {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        case .left, .right, .leftMargin, .rightMargin: return false
        default: return nil
        }
    }
}
