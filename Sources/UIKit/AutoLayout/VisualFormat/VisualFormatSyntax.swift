/// The parsed form of one Visual Format Language string, before any view is looked at.
///
/// Apple's grammar (Auto Layout Guide, appendix "Visual Format Language"):
/// ```
/// <visualFormatString> (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?
/// <orientation>        H | V
/// <superview>          |
/// <view>               [ <viewName> (<predicateListWithParens>)? ]
/// <connection>         e | -<predicateList>- | -
/// <predicateList>      <simplePredicate> | <predicateListWithParens>
/// <simplePredicate>    <metricName> | <positiveNumber>
/// <predicateListWithParens> ( <predicate> (, <predicate>)* )
/// <predicate>          (<relation>)? <objectOfPredicate> (@<priority>)?
/// <relation>           == | <= | >=
/// <objectOfPredicate>  <constant> | <viewName>
/// <priority>           <metricName> | <number>
/// <constant>           <metricName> | <number>
/// ```
/// Names are C identifiers; metric names are resolved while parsing (the parser is told which names are metrics
/// and which are views), so a parsed format holds numbers and view names only.
struct VisualFormatSyntax: Equatable, Sendable {
    /// `V:` — otherwise horizontal (`H:` or no orientation).
    var isVertical = false
    /// The connection from a leading `|` to the first view, when the format starts with `|`.
    var leadingSuperview: Connection?
    /// The views in the order written.
    var views: [ViewElement] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection from the last view to a trailing `|`, when the format ends with `|`.
    var trailingSuperview: Connection?

    /// `[name(predicates)]`.
    struct ViewElement: Equatable, Sendable {
        var name: String
        /// Offset of the name's first character in the format (for messages).
        var position: Int
        var predicates: [Predicate]
    }

    /// The space between two neighbours.
    enum Connection: Equatable, Sendable {
        /// `[a][b]`: no space.
        case flush
        /// `[a]-[b]`: the standard space (8 pt between siblings; the superview's layout margin at `|`).
        case standard
        /// `-N-`, `-metric-`, `-(>=N@P,…)-`.
        case predicates([Predicate])
    }

    /// `(relation)? object (@priority)?`.
    struct Predicate: Equatable, Sendable {
        var relation: NSLayoutConstraint.Relation = .equal
        var object: Object
        /// nil: required.
        var priority: Double?
    }

    /// What a predicate relates to.
    enum Object: Equatable, Sendable {
        case constant(Double)
        /// Another view's width (horizontal) or height (vertical) — only inside a view's parentheses.
        case view(String)
    }
}
