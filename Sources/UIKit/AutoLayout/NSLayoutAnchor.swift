/// One attribute of a view or layout guide, as a factory of constraints (`a.leadingAnchor.constraint(equalTo: …)`).
///
/// Generic over the anchor kind, as in UIKit, so that `NSLayoutXAxisAnchor` only accepts x-axis anchors,
/// `NSLayoutYAxisAnchor` y-axis ones and `NSLayoutDimension` dimensions: mixing axes does not compile.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The item, nil once it is deallocated (as with `weak`, through its reference: see `LayoutItemReference`).
    var layoutItem: (any LayoutItem)? { itemReference.item }
    private let itemReference: LayoutItemReference
    let attribute: NSLayoutConstraint.Attribute

    init(item: any LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        itemReference = item.layoutItemReference
        self.attribute = attribute
        super.init()
    }

    /// The view or layout guide this anchor belongs to.
    open var item: AnyObject? { layoutItem }

    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`, as Apple's error messages print anchors.
    var anchorDescription: String {
        "<\(className(self)):\(addressString(self)) \"\(layoutItem?.layoutDescription ?? "(null)").\(attribute.name)\">"
    }

    nonisolated open override var description: String {
        let address = addressString(self)
        guard isOnMainThread() else { return "<\(className(self)):\(address)>" }
        return MainActor.assumeIsolated { anchorDescription }
    }

    /// `file`/`line` are where the caller made the constraint (`#fileID`/`#line` defaults on every public factory),
    /// named by the unsatisfiable-constraints log and `explainFrame()`.
    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
              multiplier: CGFloat = 1, constant: CGFloat = 0, file: String, line: Int) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(first: layoutItem, attribute, relation, second: other?.layoutItem,
                                   other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        c.setCreationSite(file: file, line: line)
        return c
    }

    /// `self REL anchor + multiplier × system spacing`, remembering the multiplier so the constraint prints as
    /// `NSSpace(…)` (shared by the X-axis "after" and Y-axis "below" variants).
    func makeSystemSpacing(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
                           _ multiplier: CGFloat, file: String, line: Int) -> NSLayoutConstraint {
        let c = make(relation, anchor, constant: systemSpacing * multiplier, file: file, line: line)
        c.systemSpacingMultiplier = multiplier
        return c
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.equal, anchor, file: file, line: line)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, file: file, line: line)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, file: file, line: line)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c, file: file, line: line)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c, file: file, line: line)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c, file: file, line: line)
    }
}

/// The standard space between sibling views (Apple's "system spacing" for views without text: 8 points).
let systemSpacing: CGFloat = 8

/// A horizontal position: leading, trailing, left, right, centerX.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        makeSystemSpacing(.equal, anchor, multiplier, file: file, line: line)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        makeSystemSpacing(.greaterThanOrEqual, anchor, multiplier, file: file, line: line)
    }

    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        makeSystemSpacing(.lessThanOrEqual, anchor, multiplier, file: file, line: line)
    }

    /// A dimension measuring from this anchor to `otherAnchor` (backed by a hidden layout guide).
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        offsetDimension(from: self, to: otherAnchor, horizontal: true)
    }
}

/// A vertical position: top, bottom, centerY, first and last baselines.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (below it).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        makeSystemSpacing(.equal, anchor, multiplier, file: file, line: line)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        makeSystemSpacing(.greaterThanOrEqual, anchor, multiplier, file: file, line: line)
    }

    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        makeSystemSpacing(.lessThanOrEqual, anchor, multiplier, file: file, line: line)
    }

    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        offsetDimension(from: self, to: otherAnchor, horizontal: false)
    }
}

/// A width or height. Dimensions can also be constant or proportional to another dimension.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint { make(.equal, nil, constant: c, file: file, line: line) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c, file: file, line: line)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c, file: file, line: line)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, file: file, line: line)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, file: file, line: line)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, file: file, line: line)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c, file: file, line: line)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat,
                         file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
    }
}

/// `anchorWithOffset(to:)`: a hidden guide in the closest common ancestor spans the two anchors; its
/// width/height is the dimension.
@MainActor
private func offsetDimension<T>(from a: NSLayoutAnchor<T>, to b: NSLayoutAnchor<T>, horizontal: Bool) -> NSLayoutDimension {
    let guide = UILayoutGuide()
    guide.identifier = "NSLayoutAnchorOffsetGuide"
    if let va = a.layoutItem?.owningViewForLayout, let vb = b.layoutItem?.owningViewForLayout,
       let common = UIView.nearestCommonAncestor(va, vb), let ia = a.layoutItem, let ib = b.layoutItem {
        common.addLayoutGuide(guide)
        let start: NSLayoutConstraint.Attribute = horizontal ? (a.attribute.isDirectional == true ? .leading : .left) : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? (b.attribute.isDirectional == true ? .trailing : .right) : .bottom
        NSLayoutConstraint.activate([
            NSLayoutConstraint(first: guide, start, .equal, second: ia, a.attribute, multiplier: 1, constant: 0),
            NSLayoutConstraint(first: guide, end, .equal, second: ib, b.attribute, multiplier: 1, constant: 0),
        ])
    }
    return NSLayoutDimension(item: guide, attribute: horizontal ? .width : .height)
}
