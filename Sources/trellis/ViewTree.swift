import UIKit

/// A view and its subviews with their frames, as Xcode's view debugger lists them.
struct ViewNode: Encodable {
    let className: String
    /// The frame in the superview's coordinates.
    let frame: Rect
    /// The frame in the window's coordinates.
    let windowFrame: Rect
    let hidden: Bool
    let text: String?
    let subviews: [ViewNode]

    struct Rect: Encodable {
        let x: Double, y: Double, width: Double, height: Double
        init(_ r: CGRect) {
            x = Rect.round(r.origin.x); y = Rect.round(r.origin.y)
            width = Rect.round(r.size.width); height = Rect.round(r.size.height)
        }
        /// To a thousandth of a point; a value too large to have thousandths (a frame scrolled 1e308 points away) as
        /// it is, rather than overflowed to infinity by the scaling.
        static func round(_ v: CGFloat) -> Double { abs(v) < 1e15 ? (Double(v) * 1000).rounded() / 1000 : Double(v) }
        var text: String { "(\(Rect.format(x)), \(Rect.format(y)), \(Rect.format(width)), \(Rect.format(height)))" }
        /// Whole numbers without decimals, others to two places; beyond a thousand million million points (no
        /// screen's, but a scroll offset can put a frame there) in Swift's exponent form. A frame is never
        /// non-finite (UIKit refuses such a frame), but one converted to the window's coordinates can overflow.
        static func format(_ v: Double) -> String {
            guard abs(v) < 1e15 else { return "\(v)" }
            return v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
        }
    }

    @MainActor
    init(_ view: UIView, in window: UIWindow) {
        className = ViewNode.name(of: view)
        frame = Rect(view.frame)
        windowFrame = Rect(view.convert(view.bounds, to: window))
        hidden = view.isHidden
        if let label = view as? UILabel, let string = label.text {
            text = string.count > 40 ? String(string.prefix(39)) + "…" : string
        } else {
            text = nil
        }
        subviews = view.subviews.map { ViewNode($0, in: window) }
    }

    /// The class name without the module prefix for UIKit's own classes, with it for the app's.
    static func name(of view: UIView) -> String {
        String(reflecting: type(of: view)).replacingOccurrences(of: "UIKit.", with: "")
    }

    /// An indented outline: one view a line, frame in the superview's coordinates.
    func outline(prefix: String = "", isLast: Bool = true, isRoot: Bool = true) -> String {
        var line = isRoot ? "" : prefix + (isLast ? "└─ " : "├─ ")
        line += "\(className) \(frame.text)"
        if hidden { line += " hidden" }
        if let text { line += " \"\(text.replacingOccurrences(of: "\n", with: "⏎"))\"" }
        let childPrefix = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
        let children = subviews.enumerated().map { i, node in
            node.outline(prefix: childPrefix, isLast: i == subviews.count - 1, isRoot: false)
        }
        return ([line] + children).joined(separator: "\n")
    }
}
