/// The Visual Format Language entry points.
///
/// `constraints(withVisualFormat:options:metrics:views:)` is Apple's signature. Where iOS raises an exception for a
/// bad format (which would crash the app), Trellis logs the very same message through `UIView.layoutLog` and returns
/// no constraints. `constraintsThrowing(withVisualFormat:…)` is the Swift way: the same parse, failures thrown as
/// `VisualFormatError`. The constraints come back inactive, as in UIKit: activate them or add them to a view.
extension NSLayoutConstraint {
    /// Apple's API: the constraints a format describes, or `[]` after logging Apple's message when it is invalid.
    ///
    /// - Parameters:
    ///   - format: `H:|-[title]-|`, `V:|-[a]-8-[b(>=44@750)]-|`, … (the full grammar of the Auto Layout Guide).
    ///   - options: alignment of every view in the format (`.alignAllTop`, …) and the direction of a horizontal run.
    ///   - metrics: numbers by name (`NSNumber`, `Double`, `CGFloat`, `Int`, `Float`).
    ///   - views: the views (or layout guides) by name; see `NSDictionaryOfVariableBindings`.
    public class func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any],
                                  file: String = #fileID, line: Int = #line) -> [NSLayoutConstraint] {
        do {
            return try constraintsThrowing(withVisualFormat: format, options: options, metrics: metrics, views: views,
                                           file: file, line: line)
        } catch {
            UIView.layoutLog(error.message)
            return []
        }
    }

    /// The constraints a format describes; throws `VisualFormatError` (Apple's message and caret) when it is invalid.
    public class func constraintsThrowing(withVisualFormat format: String, options: FormatOptions = [],
                                          metrics: [String: Any]? = nil,
                                          views: [String: Any], file: String = #fileID,
                                          line: Int = #line) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var items: [String: any LayoutItem] = [:]
        for (name, value) in views {
            if let item = value as AnyObject as? any LayoutItem { items[name] = item }
        }
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            if let number = visualFormatMetricValue(value) { numbers[name] = number }
        }
        var parser = VisualFormatParser(format: format, isView: { items[$0] != nil }, metric: { numbers[$0] })
        let syntax = try parser.parse()
        let constraints = try VisualFormatConstraintBuilder(syntax: syntax, options: options, items: items,
                                                            format: format).build()
        // The caller's line, so the conflict log and `explainFrame()` point at the format that made them.
        for c in constraints { c.setCreationSite(file: file, line: line) }
        return constraints
    }
}

/// A metric's value as a finite number (what `NSNumber` metrics are in Apple's dictionaries), nil otherwise.
func visualFormatMetricValue(_ value: Any) -> Double? {
    let number: Double?
    switch value {
    case let v as Double: number = v
    case let v as CGFloat: number = Double(v)
    case let v as Float: number = Double(v)
    case let v as Int: number = Double(v)
    case let v as NSNumber: number = v.doubleValue
    case let v as UILayoutPriority: number = Double(v.rawValue)
    default: number = nil
    }
    guard let number, number.isFinite else { return nil }
    return number
}
