/// A recursive-descent parser for Apple's Visual Format Language (grammar in `VisualFormatSyntax`).
///
/// Pure and nonisolated: it needs only the names of the views and the values of the metrics, so it can be fuzzed
/// without any view. Every failure is a `VisualFormatError` carrying Apple's description and the caret column; the
/// parser never traps, and every loop consumes at least one character, so it always terminates.
///
/// Spaces are ignored (as Apple's parser ignores them) but positions in errors are columns of the original string.
struct VisualFormatParser {
    private let format: String
    /// The format without spaces, as ASCII bytes, with each byte's column in the original string.
    private var bytes: [UInt8] = []
    private var columns: [Int] = []
    private var endColumn = 0
    private var index = 0
    private let isView: (String) -> Bool
    private let metric: (String) -> Double?

    /// - Parameters:
    ///   - isView: whether a name is a key of the views dictionary.
    ///   - metric: the value of a metric, nil when the metrics dictionary has no number under that name.
    init(format: String, isView: @escaping (String) -> Bool, metric: @escaping (String) -> Double?) {
        self.format = format
        self.isView = isView
        self.metric = metric
    }

    /// Parses the whole format.
    mutating func parse() throws(VisualFormatError) -> VisualFormatSyntax {
        try prepare()
        var syntax = VisualFormatSyntax()
        // (<orientation>:)?
        if let first = peek, first == UInt8(ascii: "H") || first == UInt8(ascii: "V") {
            index += 1
            guard peek == UInt8(ascii: ":") else {
                throw first == UInt8(ascii: "H")
                    ? fail("Expected ':' after 'H' to specify horizontal arrangement")
                    : fail("Expected ':' after 'V' to specify vertical arrangement")
            }
            index += 1
            syntax.isVertical = first == UInt8(ascii: "V")
        }
        // (<superview><connection>)?
        if peek == UInt8(ascii: "|") {
            index += 1
            switch peek {
            case UInt8(ascii: "-"): syntax.leadingSuperview = try parseConnection()
            case UInt8(ascii: "["): syntax.leadingSuperview = .flush
            default: throw fail("Expected a connection after the '|' character")
            }
        }
        // <view>
        guard peek == UInt8(ascii: "[") else { throw fail("Expected a view or '|'") }
        syntax.views.append(try parseView())
        // (<connection><view>)* (<connection><superview>)?
        while let next = peek {
            let connection: VisualFormatSyntax.Connection
            switch next {
            case UInt8(ascii: "["): connection = .flush
            case UInt8(ascii: "-"): connection = try parseConnection()
            case UInt8(ascii: "|"): connection = .flush
            default: throw fail("Expected the end of the format string")
            }
            switch peek {
            case UInt8(ascii: "["):
                syntax.connections.append(connection)
                syntax.views.append(try parseView())
            case UInt8(ascii: "|"):
                index += 1
                syntax.trailingSuperview = connection
                guard peek == nil else { throw fail("Expected the end of the format string") }
            default:
                throw fail("Expected a view or '|'")
            }
        }
        return syntax
    }

    // MARK: Input

    /// Apple's checks before parsing: not empty, ASCII only. Then spaces are dropped, columns kept.
    private mutating func prepare() throws(VisualFormatError) {
        if format.isEmpty { throw VisualFormatError(reason: "It's an empty string.", format: format, position: 0) }
        var column = 0
        for scalar in format.unicodeScalars {
            guard scalar.isASCII else {
                throw VisualFormatError(reason: "It contains non-ASCII characters.", format: format, position: column)
            }
            if scalar != " " {
                bytes.append(UInt8(scalar.value))
                columns.append(column)
            }
            column += 1
        }
        endColumn = column
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// The column of the character at `position` (the end of the string past the last one).
    private func column(_ position: Int) -> Int { position < columns.count ? columns[position] : endColumn }

    private func fail(_ reason: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: column(position ?? index))
    }

    private static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_")
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private static func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }

    // MARK: Pieces

    /// `[name(predicates)]`, at `[`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatSyntax.ViewElement {
        index += 1
        guard let first = peek, Self.isIdentifierStart(first) else {
            throw fail("Expected a view. View names must start with a letter or an underscore, then contain letters, "
                + "numbers, and underscores.")
        }
        let start = index
        let name = identifier()
        guard isView(name) else { throw fail("\(name) is not a key in the views dictionary.") }
        var predicates: [VisualFormatSyntax.Predicate] = []
        if peek == UInt8(ascii: "(") {
            predicates = try parsePredicateList(inView: true)
        }
        guard peek == UInt8(ascii: "]") else {
            throw fail("Expected a ']' here. That is how you give the end of a view.")
        }
        index += 1
        return VisualFormatSyntax.ViewElement(name: name, position: column(start), predicates: predicates)
    }

    /// A connection, at its first `-`: `-`, `-N-`, `-metric-`, `-(predicates)-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatSyntax.Connection {
        index += 1
        guard let next = peek else { throw fail("Expected a view or '|'") }
        if next == UInt8(ascii: "[") || next == UInt8(ascii: "|") { return .standard }
        if next == UInt8(ascii: "-") {
            throw fail("Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                + "Use parentheses around negative numbers.")
        }
        var predicates: [VisualFormatSyntax.Predicate]
        if next == UInt8(ascii: "(") {
            predicates = try parsePredicateList(inView: false)
        } else {
            // <simplePredicate>: a positive number or a metric. Apple's parser also takes `-20@750-`.
            var predicate = VisualFormatSyntax.Predicate(object: .constant(try constant(allowingSign: false)))
            if peek == UInt8(ascii: "@") { predicate.priority = try priority() }
            predicates = [predicate]
        }
        guard peek == UInt8(ascii: "-") else { throw fail("Expected a '-' here") }
        index += 1
        return .predicates(predicates)
    }

    /// `( predicate (, predicate)* )`, at `(`.
    private mutating func parsePredicateList(inView: Bool) throws(VisualFormatError) -> [VisualFormatSyntax.Predicate] {
        index += 1
        var predicates: [VisualFormatSyntax.Predicate] = []
        while true {
            predicates.append(try parsePredicate(inView: inView))
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: ")"):
                index += 1
                return predicates
            default:
                throw fail("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint "
                    + "modifier")
            }
        }
    }

    /// `(relation)? object (@priority)?`.
    private mutating func parsePredicate(inView: Bool) throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
        var predicate = VisualFormatSyntax.Predicate(object: .constant(0))
        if let c = peek, c == UInt8(ascii: "=") || c == UInt8(ascii: "<") || c == UInt8(ascii: ">") {
            guard peek(1) == UInt8(ascii: "=") else { throw fail("Unknown relation. Must be ==, >=, or <=") }
            predicate.relation = c == UInt8(ascii: "=") ? .equal : c == UInt8(ascii: "<") ? .lessThanOrEqual
                : .greaterThanOrEqual
            index += 2
        }
        if let c = peek, Self.isIdentifierStart(c) {
            let name = identifier()
            if let value = metric(name) {
                predicate.object = .constant(value)
            } else if isView(name) {
                guard inView else {
                    throw fail("It's not possible to set a space equal to the width or height of a view.  Perhaps you "
                        + "want to use a view as a spacer? [view1][spacer(==view1)][view2]")
                }
                predicate.object = .view(name)
            } else {
                throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics or views "
                    + "dictionaries")
            }
        } else {
            predicate.object = .constant(try constant(allowingSign: true))
        }
        if peek == UInt8(ascii: "@") { predicate.priority = try priority() }
        return predicate
    }

    /// `@priority`, at `@`: a number or a metric in (0, 1000].
    private mutating func priority() throws(VisualFormatError) -> Double {
        index += 1
        let value = try constant(allowingSign: true)
        guard value > 0 else {
            throw fail("Invalid priority specified: \(value.g). Priority must be greater than 0")
        }
        guard value <= 1000 else {
            throw fail("Invalid priority specified: \(value.g). Priority cannot be higher than "
                + "NSLayoutPriorityRequired, which is 1000.")
        }
        return value
    }

    /// `<constant>`: a metric name or a number (signed inside parentheses).
    private mutating func constant(allowingSign: Bool) throws(VisualFormatError) -> Double {
        guard let c = peek else { throw fail("Expected more input") }
        if Self.isIdentifierStart(c) {
            let name = identifier()
            if let value = metric(name) { return value }
            if isView(name) {
                throw fail("It's not possible to set a space equal to the width or height of a view.  Perhaps you "
                    + "want to use a view as a spacer? [view1][spacer(==view1)][view2]")
            }
            throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics or views "
                + "dictionaries")
        }
        guard let value = number(allowingSign: allowingSign) else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        return value
    }

    /// A C identifier, at its first character.
    private mutating func identifier() -> String {
        let start = index
        while let c = peek, Self.isIdentifierPart(c) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A decimal number as `strtod` reads one (sign when allowed, digits, fraction, exponent); nil when none is
    /// there or it is not finite. Leaves `index` unchanged on failure.
    private mutating func number(allowingSign: Bool) -> Double? {
        let start = index
        var end = index
        if allowingSign, let c = peek(0), c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { end += 1 }
        var digits = 0
        while end < bytes.count, Self.isDigit(bytes[end]) { end += 1; digits += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            while end < bytes.count, Self.isDigit(bytes[end]) { end += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        // An exponent only when digits follow it (as strtod: "1e" reads as 1).
        if end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            var e = end + 1
            if e < bytes.count, bytes[e] == UInt8(ascii: "-") || bytes[e] == UInt8(ascii: "+") { e += 1 }
            if e < bytes.count, Self.isDigit(bytes[e]) {
                while e < bytes.count, Self.isDigit(bytes[e]) { e += 1 }
                end = e
            }
        }
        guard let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)), value.isFinite else {
            return nil
        }
        index = end
        return value
    }
}
