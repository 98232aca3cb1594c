/// How Apple prints a constraint that reads as Visual Format Language: a space between two neighbouring views, or
/// between a view and its superview's edge, prints as `H:[UILabel:0x…]-(8)-[UIButton:0x…]` or
/// `V:|-(10)-[UILabel:0x…]   (active, names: '|':UIView:0x… )` (auto-layout-behaviour.md, the iOS conflict log).
/// Everything else keeps the equation form (`UIView:0x….height >= 330`).
extension NSLayoutConstraint {
    /// The VFL body and, for a constraint to the superview's edge, the `names:` text for `|`.
    var visualFormatBody: (body: String, names: String?)? {
        guard type(of: self) == NSLayoutConstraint.self, multiplier == 1,
              let first = firstLayoutItem as? UIView, let second = secondLayoutItem as? UIView else { return nil }
        let a1 = firstAttribute, a2 = secondAttribute
        let vertical: Bool, suffix: String
        let starts: Set<Attribute>
        switch (a1, a2) {
        case (.leading, .trailing), (.trailing, .leading), (.leading, .leading), (.trailing, .trailing):
            vertical = false; suffix = ""; starts = [.leading]
        case (.left, .right), (.right, .left), (.left, .left), (.right, .right):
            vertical = false; suffix = "(LTR)"; starts = [.left]
        case (.top, .bottom), (.bottom, .top), (.top, .top), (.bottom, .bottom):
            vertical = true; suffix = ""; starts = [.top]
        default:
            return nil
        }
        // Whether the first item is the later one along the run (then gap = first − second).
        let firstIsLater: Bool
        var left: String, right: String
        var names: String?
        if a1 != a2 {
            // Siblings: the later view's start faces the earlier view's end.
            guard first.superview != nil, first.superview === second.superview else { return nil }
            firstIsLater = starts.contains(a1)
            let (earlier, later) = firstIsLater ? (second, first) : (first, second)
            left = "[\(earlier.layoutDescription)]"
            right = "[\(later.layoutDescription)]"
        } else if second === first.superview || first === second.superview {
            let sub = second === first.superview ? first : second
            let superview = sub === first ? second : first
            names = "'|':\(superview.layoutDescription)"
            if starts.contains(a1) {
                // `|-(c)-[sub]`: the subview's start is the later edge.
                firstIsLater = sub === first
                left = "|"
                right = "[\(sub.layoutDescription)]"
            } else {
                // `[sub]-(c)-|`: the superview's end is the later edge.
                firstIsLater = superview === first
                left = "[\(sub.layoutDescription)]"
                right = "|"
            }
        } else {
            return nil
        }
        var relation = self.relation, value = constant
        if !firstIsLater {
            value = -value
            relation = relation == .greaterThanOrEqual ? .lessThanOrEqual
                : relation == .lessThanOrEqual ? .greaterThanOrEqual : .equal
        }
        var space = relation == .equal ? "" : relation.symbol
        space += systemSpacingMultiplier != nil ? "NSSpace(\(value.g))" : value.g
        if !priority.isRequired { space += "@\(priority)" }
        let body = (vertical ? "V:" : "H:") + left + "-(\(space))-" + right + suffix
        return (body, names)
    }
}
