import Cassowary

// Rows, first of all: the root's `UIView-Encapsulated-Layout-*` pins, which hold the root where its frame (or the
// fitting target) says, and what they said when last applied (a sync skips them when nothing about the root changed).

extension LayoutEngine {
    /// The `UIView-Encapsulated-Layout-*` constraints that hold the root where its frame (or the fitting target) says.
    private func rootPinConstraints() -> [NSLayoutConstraint] {
        if rootPins.isEmpty { makeRootPins() }
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

    /// Makes the pins already holding what they are about to be set to (`wantedPinValues()`, the same rules), each
    /// whole by one initializer: made at 0 and `.required` and then set through the container dance below, a fresh
    /// engine's pins cost ~800 instructions more (every self-sizing cell's first measurement makes one). The setters
    /// that follow find nothing to change — except a value the setters refuse (a priority out of range, a constant
    /// that is not finite), which is made as the default and still goes through them, logged and refused as before.
    /// The identifiers written out whole: built by interpolation they cost four string allocations.
    private func makeRootPins() {
        let values = wantedPinValues()
        let root = self.root
        func pin(_ attribute: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ priority: UILayoutPriority,
                 _ identifier: String) -> NSLayoutConstraint {
            let c = NSLayoutConstraint(generated: root, attribute, .equal, second: nil, .notAnAttribute,
                                       multiplier: 1, constant: constant.isFinite ? constant : 0,
                                       identifier: identifier, priority: priority.isValid ? priority : .required,
                                       systemSpacingMultiplier: nil)
            c.setContainer(root)
            return c
        }
        rootPins = [pin(.left, values.left, .required, "UIView-Encapsulated-Layout-Left"),
                    pin(.top, values.top, .required, "UIView-Encapsulated-Layout-Top"),
                    pin(.width, values.width, values.widthPriority, "UIView-Encapsulated-Layout-Width"),
                    pin(.height, values.height, values.heightPriority, "UIView-Encapsulated-Layout-Height")]
    }

    /// What the root pins say: the left, top, width and height constants and the two size priorities.
    struct PinValues: Equatable {
        var left: CGFloat, top: CGFloat, width: CGFloat, height: CGFloat
        var widthPriority: UILayoutPriority, heightPriority: UILayoutPriority
    }

    /// The values `rootPinConstraints()` gives the pins now, computed without touching them (the same rules).
    func wantedPinValues() -> PinValues {
        func size(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1e7) }
        if let target = fitting ?? measuring {
            return PinValues(left: 0, top: 0, width: size(target.size.width), height: size(target.size.height),
                             widthPriority: target.horizontal, heightPriority: target.vertical)
        }
        // The root read once (see `hearsPinEdits`); with no fitting target, `isIsland` is whether it has a superview.
        let root = self.root
        let frame = root.frame
        if root.superview != nil {
            return PinValues(left: 0, top: 0, width: size(frame.width), height: size(frame.height),
                             widthPriority: .required, heightPriority: .required)
        }
        let sizePriority: UILayoutPriority = root.keepsItsFrameSize ? .required : UILayoutPriority(1)
        return PinValues(left: frame.minX, top: frame.minY, width: size(frame.width), height: size(frame.height),
                         widthPriority: sizePriority, heightPriority: sizePriority)
    }

    /// What the pins say now (after `rootPinConstraints()`).
    func pinValues() -> PinValues {
        PinValues(left: rootPins[0].constant, top: rootPins[1].constant, width: rootPins[2].constant,
                  height: rootPins[3].constant, widthPriority: rootPins[2].priority, heightPriority: rootPins[3].priority)
    }

    /// Whether an edit of a pin by code (its container is the root) is routed to this engine as a dirty constraint
    /// (`UIView.noteConstraintChanged`): the engine is the one its root holds, as an island or a hierarchy's root.
    /// (The root read once: each read of the `unowned` reference takes and drops a strong one.)
    var hearsPinEdits: Bool {
        guard fitting == nil else { return false }
        let root = self.root
        return root.layoutEngineStorage === self && (root.superview == nil || root.isLayoutIsland)
    }

    func notePinsApplied() {
        for pin in rootPins {
            guard let place = rows.place(of: .constraint(ObjectIdentifier(pin))), rows.slots[place].constraint != nil
            else {
                appliedPinValues = nil
                return
            }
        }
        appliedPinValues = pinValues()
    }

    /// The rows of the root's pins, built directly: they are re-read on every synchronisation of every engine (a
    /// scrolled table's islands synchronise on every frame), and each is the plain `root.attribute == constant`
    /// that `spec(for:)` would make — the root's own edge seen from no other item, one variable.
    func appendRootPinSpecs(to specs: inout [RowSpec]) {
        let pins = rootPinConstraints()
        let v = vars(root)
        // Room for the four rows at once, and the variables picked by index rather than from an array literal: an
        // incremental sync starts its specs here, and the literal and the growth from empty cost four allocations.
        specs.reserveCapacity(specs.count + pins.count)
        for (index, pin) in pins.enumerated() {
            let variable = index == 0 ? variables.slots[v].minX : index == 1 ? variables.slots[v].minY
                : index == 2 ? variables.slots[v].width : variables.slots[v].height
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
}
