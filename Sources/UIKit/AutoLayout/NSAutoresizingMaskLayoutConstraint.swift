/// A constraint that says where a frame-based view (`translatesAutoresizingMaskIntoConstraints`) is, derived from its
/// frame, its superview's size when the frame was set, and its `autoresizingMask`.
///
/// Each says `view.minX (or width, minY, height) == multiplier × superview.width (height) + constant`, positions
/// measured in the superview's coordinate space. Flexible parts share a size change in proportion to their size,
/// as UIKit's autoresizing does. Prints as `h=--& v=--& UIView:0x….minX == 0`.
@MainActor
public final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    /// `h=--& v=--&`: per axis, left margin, size, right margin; `-` fixed, `&` flexible.
    let maskDescription: String
    /// What the first attribute means here: minX, minY, width or height.
    let frameAttributeName: String

    init(view: UIView, attribute: NSLayoutConstraint.Attribute, frameAttributeName: String,
         superview: UIView?, superAttribute: NSLayoutConstraint.Attribute,
         multiplier: CGFloat, constant: CGFloat, mask: String) {
        maskDescription = mask
        self.frameAttributeName = frameAttributeName
        super.init(first: view, attribute, .equal, second: multiplier == 0 ? nil : superview,
                   multiplier == 0 ? .notAnAttribute : superAttribute, multiplier: multiplier == 0 ? 1 : multiplier,
                   constant: constant)
    }

    /// Position attributes equal to a constant are legal here (they are relative to the superview).
    override var skipsLocationValidation: Bool { true }

    override var equationDescription: String {
        var text = "\(maskDescription) \(firstLayoutItem?.layoutDescription ?? "(null)").\(frameAttributeName) == "
        if let second = secondLayoutItem {
            if multiplier != 1 { text += "\(multiplier.g)*" }
            text += "\(second.layoutDescription).\(secondAttribute.name)"
            if constant > 0 { text += " + \(constant.g)" } else if constant < 0 { text += " - \((-constant).g)" }
        } else {
            text += constant.g
        }
        return text
    }
}

/// What an autoresizing view's constraints were derived from (rebuilt when it changes).
struct AutoresizingKey: Equatable {
    var frame: CGRect
    var superSize: CGSize
    var mask: UInt
}

extension UIView {
    /// The autoresizing-mask constraints for this frame-based view (empty for a root or a constrained view).
    func autoresizingMaskConstraints() -> [NSAutoresizingMaskLayoutConstraint] {
        guard translatesAutoresizingMaskIntoConstraints, let parent = superview else { return [] }
        let reference = autoresizingReference ?? (storedFrame, parent.bounds.size)
        let key = AutoresizingKey(frame: reference.frame, superSize: reference.superSize, mask: autoresizingMask.rawValue)
        if let cache = autoresizingConstraintCache, cache.key == key { return cache.constraints }
        let mask = autoresizingMask
        let h = Self.axisTerms(start: reference.frame.minX, size: reference.frame.width, total: reference.superSize.width,
                               flexibleStart: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
                               flexibleEnd: mask.contains(.flexibleRightMargin))
        let v = Self.axisTerms(start: reference.frame.minY, size: reference.frame.height, total: reference.superSize.height,
                               flexibleStart: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
                               flexibleEnd: mask.contains(.flexibleBottomMargin))
        let maskText = "h=\(h.text) v=\(v.text)"
        let made = [
            NSAutoresizingMaskLayoutConstraint(view: self, attribute: .left, frameAttributeName: "minX", superview: parent,
                                               superAttribute: .width, multiplier: h.start.m, constant: h.start.c, mask: maskText),
            NSAutoresizingMaskLayoutConstraint(view: self, attribute: .top, frameAttributeName: "minY", superview: parent,
                                               superAttribute: .height, multiplier: v.start.m, constant: v.start.c, mask: maskText),
            NSAutoresizingMaskLayoutConstraint(view: self, attribute: .width, frameAttributeName: "width", superview: parent,
                                               superAttribute: .width, multiplier: h.size.m, constant: h.size.c, mask: maskText),
            NSAutoresizingMaskLayoutConstraint(view: self, attribute: .height, frameAttributeName: "height", superview: parent,
                                               superAttribute: .height, multiplier: v.size.m, constant: v.size.c, mask: maskText),
        ]
        for c in made { c.container = self }
        // The constraints they replace are retired: the engine may still hold them where it noted what to re-read on
        // scrolling, and re-reading one would put back the frame it was derived from.
        for c in autoresizingConstraintCache?.constraints ?? [] { c.container = nil }
        autoresizingConstraintCache = (key, made)
        return made
    }

    /// Position and size of one axis as `m × superviewSize + c`, distributing a size change among the flexible parts
    /// in proportion to their current lengths (UIKit's autoresizing rule). No flexible part: origin and size stay.
    private static func axisTerms(start x: CGFloat, size w: CGFloat, total t: CGFloat,
                                  flexibleStart: Bool, flexibleSize: Bool, flexibleEnd: Bool)
        -> (start: (m: CGFloat, c: CGFloat), size: (m: CGFloat, c: CGFloat), text: String) {
        let r = t - x - w
        let noneFlexible = !flexibleStart && !flexibleSize && !flexibleEnd
        let text = (flexibleStart ? "&" : "-") + (flexibleSize ? "&" : "-") + (flexibleEnd || noneFlexible ? "&" : "-")
        // Lengths of the flexible parts; the change of total is shared in proportion to them.
        let parts = [flexibleStart ? x : 0, flexibleSize ? w : 0, flexibleEnd ? r : 0]
        let flexibleCount = [flexibleStart, flexibleSize, flexibleEnd].filter { $0 }.count
        let sum = parts.reduce(0, +)
        func share(_ i: Int, _ flexible: Bool) -> CGFloat {
            guard flexible else { return 0 }
            if sum > 0, t > 0 { return parts[i] / sum } // proportional
            return 1 / CGFloat(flexibleCount)
        }
        if noneFlexible { return ((0, x), (0, w), text) }
        // part(T) = part0 + share × (T - t)
        let sx = share(0, flexibleStart), sw = share(1, flexibleSize)
        return ((sx, x - sx * t), (sw, w - sw * t), text)
    }
}
