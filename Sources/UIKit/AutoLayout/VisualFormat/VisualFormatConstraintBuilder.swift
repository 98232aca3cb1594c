/// Turns a parsed Visual Format Language string into `NSLayoutConstraint`s, the way UIKit does.
///
/// Shapes (horizontal, default direction leading-to-trailing; vertical uses top/bottom and height):
/// - `[a]-N-[b]`            → `b.leading == a.trailing + N` (the later item first, as Apple's descriptions read);
/// - `|-N-[a]`              → `a.leading == superview.leading + N`;
/// - `[a]-N-|`              → `superview.trailing == a.trailing + N`;
/// - `[a]-[b]`              → `b.leading == a.trailing + NSSpace(8)` — the standard sibling space;
/// - `|-[a]` / `[a]-|`      → against the superview's `leadingMargin` / `trailingMargin` with constant 0: since iOS 8
///   the standard space to the superview edge *is* its layout margin ("strings like `|-[view]-|` are automatically
///   interpreted as relative to margins", coding.tabasoft.it, "iOS8 Layout Margins"; the classic 20 pt rule predates
///   margins and is what the default 20 pt margins of a controller's root view in regular width reproduce);
/// - `[a(>=50@750)]`        → `a.width >= 50 @750`; `[a(==b)]` → `a.width == b.width`;
/// - `[a][b]`               → `b.leading == a.trailing`;
/// - options `.alignAllTop` etc. → `b.top == a.top` for each neighbouring pair, so every view of the format lines up;
/// - `.directionLeftToRight` uses left/right; `.directionRightToLeft` uses right/left, running leftwards: the
///   constant and the relation are mirrored (`[a]-8-[b]` → `b.right == a.left - 8`);
/// - `.spacingBaselineToBaseline` (vertical): spaces run from the last baseline of the upper view to the first
///   baseline of the lower one.
@MainActor
struct VisualFormatConstraintBuilder {
    let syntax: VisualFormatSyntax
    let options: NSLayoutConstraint.FormatOptions
    let items: [String: any LayoutItem]
    let format: String

    /// The alignment flags and the attribute each stands for.
    static let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]

    func build() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let end = format.count
        let alignments = Self.alignments.filter { options.contains($0.0) }.map(\.1)
        if !syntax.isVertical, alignments.contains(where: \.isHorizontal) {
            throw VisualFormatError(reason: "Options mask required views to be aligned on a horizontal edge, which is "
                + "not allowed for layout that is also horizontal.", format: format, position: end)
        }
        if syntax.isVertical, alignments.contains(where: { !$0.isHorizontal }) {
            throw VisualFormatError(reason: "Options mask required views to be aligned on a vertical edge, which is "
                + "not allowed for layout that is also vertical.", format: format, position: end)
        }
        var constraints: [NSLayoutConstraint] = []
        let views = syntax.views.compactMap { items[$0.name] }
        guard views.count == syntax.views.count, let first = views.first, let last = views.last else { return [] }

        if let connection = syntax.leadingSuperview {
            let superview = try superviewOf(first)
            constraints += connect(connection, from: .superview(superview), to: .item(first))
        }
        for (i, element) in syntax.views.enumerated() {
            for predicate in element.predicates {
                let c: NSLayoutConstraint
                switch predicate.object {
                case .constant(let value):
                    c = NSLayoutConstraint(first: views[i], dimension, predicate.relation, second: nil, .notAnAttribute,
                                           multiplier: 1, constant: CGFloat(value))
                case .view(let name):
                    c = NSLayoutConstraint(first: views[i], dimension, predicate.relation, second: items[name],
                                           dimension, multiplier: 1, constant: 0)
                }
                if let p = predicate.priority { c.priority = UILayoutPriority(Float(p)) }
                constraints.append(c)
            }
            if i + 1 < views.count {
                constraints += connect(syntax.connections[i], from: .item(views[i]), to: .item(views[i + 1]))
            }
        }
        if let connection = syntax.trailingSuperview {
            let superview = try superviewOf(last)
            constraints += connect(connection, from: .item(last), to: .superview(superview))
        }
        for attribute in alignments {
            let resolved = attribute
            for i in views.indices.dropFirst() {
                constraints.append(NSLayoutConstraint(first: views[i], resolved, .equal, second: views[i - 1], resolved,
                                                      multiplier: 1, constant: 0))
            }
        }
        return constraints
    }

    /// One end of a connection.
    private enum End {
        case item(any LayoutItem)
        case superview(UIView)
    }

    private var dimension: NSLayoutConstraint.Attribute { syntax.isVertical ? .height : .width }

    private var rightToLeft: Bool { !syntax.isVertical && options.contains(.directionRightToLeft) }

    /// The edge where the run starts and where it ends, plain or as a margin.
    private func edges(margin: Bool) -> (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute) {
        if syntax.isVertical { return margin ? (.topMargin, .bottomMargin) : (.top, .bottom) }
        if options.contains(.directionRightToLeft) { return margin ? (.rightMargin, .leftMargin) : (.right, .left) }
        if options.contains(.directionLeftToRight) { return margin ? (.leftMargin, .rightMargin) : (.left, .right) }
        return margin ? (.leadingMargin, .trailingMargin) : (.leading, .trailing)
    }

    /// The superview a `|` next to `item` stands for.
    private func superviewOf(_ item: any LayoutItem) throws(VisualFormatError) -> UIView {
        let superview: UIView? = (item as? UIView).map(\.superview) ?? item.owningViewForLayout
        guard let superview else {
            throw VisualFormatError(reason: "Unable to interpret '|' character, because the related view doesn't have "
                + "a superview", format: format, position: format.count)
        }
        return superview
    }

    /// `later.start REL earlier.end + constant`, one constraint per predicate.
    private func connect(_ connection: VisualFormatSyntax.Connection, from earlier: End,
                         to later: End) -> [NSLayoutConstraint] {
        let touchesSuperview: Bool
        if case .superview = earlier { touchesSuperview = true } else if case .superview = later {
            touchesSuperview = true
        } else { touchesSuperview = false }
        let baseline = syntax.isVertical && options.contains(.spacingBaselineToBaseline) && !touchesSuperview

        func make(_ relation: NSLayoutConstraint.Relation, _ constant: CGFloat, margin: Bool) -> NSLayoutConstraint {
            let plain = edges(margin: false), marginal = edges(margin: margin)
            var startAttribute = plain.start, endAttribute = plain.end
            let laterItem: any LayoutItem, earlierItem: any LayoutItem
            switch later {
            case .item(let item): laterItem = item
            case .superview(let view): laterItem = view; startAttribute = marginal.end
            }
            switch earlier {
            case .item(let item): earlierItem = item
            case .superview(let view): earlierItem = view; endAttribute = marginal.start
            }
            if baseline { startAttribute = .firstBaseline; endAttribute = .lastBaseline }
            var relation = relation, constant = constant
            if rightToLeft {
                // Running leftwards: `later.right <= earlier.left - N` keeps a gap of at least N.
                constant = -constant
                relation = relation == .greaterThanOrEqual ? .lessThanOrEqual
                    : relation == .lessThanOrEqual ? .greaterThanOrEqual : .equal
            }
            return NSLayoutConstraint(first: laterItem, startAttribute, relation, second: earlierItem, endAttribute,
                                      multiplier: 1, constant: constant)
        }

        switch connection {
        case .flush:
            return [make(.equal, 0, margin: false)]
        case .standard:
            if touchesSuperview { return [make(.equal, 0, margin: true)] }
            let c = make(.equal, systemSpacing, margin: false)
            c.systemSpacingMultiplier = 1
            return [c]
        case .predicates(let predicates):
            return predicates.compactMap { predicate in
                guard case .constant(let value) = predicate.object else { return nil }
                let c = make(predicate.relation, CGFloat(value), margin: false)
                if let p = predicate.priority { c.priority = UILayoutPriority(Float(p)) }
                return c
            }
        }
    }
}
