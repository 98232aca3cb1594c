/// Where `UIStackView.wantedConstraints(into:)` puts the constraints a configuration calls for: a list of specs to
/// diff against the stack's current constraints (`WantedSpecs`), or, for a stack that has none yet (its first
/// measurement), the constraints themselves (`FreshGeneration`).
///
/// Generic rather than a closure: the generation is specialized for each sink (no call through a context, and no
/// executor check per call, which a closure written in a main-actor type makes).
@MainActor
protocol GeneratedConstraintSink {
    /// Room for about `count` constraints.
    mutating func reserve(_ count: Int)
    /// One wanted constraint (`attr2` is `.notAnAttribute` when `second` is nil), as `want` gives it.
    mutating func add(_ kind: UIStackView.GeneratedKind, _ first: borrowing any LayoutItem,
                       _ attr1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                       _ second: borrowing (any LayoutItem)?, _ attr2: NSLayoutConstraint.Attribute,
                       multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority, system: CGFloat?)
}

extension GeneratedConstraintSink {
    /// One wanted constraint, with UIKit's defaults. A method rather than a local function of the generation: a local
    /// function of the generic generation checked the main actor's executor on every call (~280 instructions).
    mutating func want(_ kind: UIStackView.GeneratedKind, _ first: borrowing any LayoutItem,
                       _ attr1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                       _ second: borrowing (any LayoutItem)?, _ attr2: NSLayoutConstraint.Attribute = .notAnAttribute,
                       multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
                       system: CGFloat? = nil) {
        add(kind, first, attr1, relation, second, second == nil ? .notAnAttribute : attr2, multiplier: multiplier,
            constant: constant, priority: priority, system: system)
    }
}

extension UIStackView {
    /// The wanted constraints as specs, for a stack that has constraints to keep, update or drop.
    struct WantedSpecs: GeneratedConstraintSink {
        var specs: [GeneratedSpec] = []

        mutating func reserve(_ count: Int) { specs.reserveCapacity(count) }

        mutating func add(_ kind: GeneratedKind, _ first: borrowing any LayoutItem, _ attr1: Attribute,
                           _ relation: NSLayoutConstraint.Relation, _ second: borrowing (any LayoutItem)?,
                           _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority,
                           system: CGFloat?) {
            specs.append(GeneratedSpec(kind: kind, first: copy first, firstAttribute: attr1, relation: relation,
                                       second: copy second, secondAttribute: attr2, multiplier: multiplier,
                                       constant: constant, priority: priority, systemSpacingMultiplier: system))
        }
    }

    /// A stack's first constraints, made as they are wanted: with nothing to keep, a spec would only be written to a
    /// list, read back, and released (its items retained and released with it) — ~15k instructions of a fresh cell's
    /// 30 generated constraints, besides the lookup of each in the (empty) table of current constraints.
    ///
    /// The same constraints as the diff makes from the specs, in the same order (so with the same serials): made by
    /// one initializer, validated, and listed to be activated, each with its key beside it. The keys go into a table
    /// only if the stack regenerates again (`UIStackView.indexGeneratedConstraints()`): most fresh stacks are measured
    /// once, and the table's creation and an insertion per constraint were ~7k instructions of a fresh cell. No key
    /// repeats within one generation (the diff path's repeat check has nothing to catch here): every constraint of a
    /// kind differs from the others of that kind in an item or attribute, as the arranged views are distinct views
    /// (`insertArrangedSubview` moves a view already arranged), never the stack itself, and the canvas, spanner and
    /// gap guides are guides, each its own object.
    struct FreshGeneration: GeneratedConstraintSink {
        var keys: [GeneratedKey] = []
        var made: [NSLayoutConstraint] = []
        /// The size asked for, so that the table made later has the same bucket count (and order) as one made now.
        var estimate = 0
        /// Whether every constraint made passed validation (so `addConstraints` would install every one).
        var allInstallable = true

        mutating func reserve(_ count: Int) {
            estimate = count
            keys.reserveCapacity(count)
            made.reserveCapacity(count)
        }

        mutating func add(_ kind: GeneratedKind, _ first: borrowing any LayoutItem, _ attr1: Attribute,
                           _ relation: NSLayoutConstraint.Relation, _ second: borrowing (any LayoutItem)?,
                           _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority,
                           system: CGFloat?) {
            let constraint = NSLayoutConstraint(generated: first, attr1, relation, second: second, attr2,
                                                multiplier: multiplier, constant: constant,
                                                identifier: kind.identifier,
                                                priority: priority.isValid ? priority : .required,
                                                systemSpacingMultiplier: system)
            keys.append(GeneratedKey(kind, first, attr1, relation, second, attr2, multiplier: multiplier,
                                     priority: priority, systemSpacing: system != nil))
            UIStackView.validateGenerated(constraint, priority: priority)
            if constraint.invalidReason != nil { allInstallable = false }
            made.append(consume constraint)
        }
    }
}
