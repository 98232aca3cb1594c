import Testing
@testable import UIKit

/// What a constraint must be, field by field.
struct Expected: CustomStringConvertible {
    var first: AnyObject
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation = .equal
    var second: AnyObject?
    var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: Float = 1000
    var systemSpacing = false

    var description: String {
        "\(firstAttribute.name) \(relation.symbol) \(secondAttribute.name) + \(constant) @\(priority)"
    }

    @MainActor
    func matches(_ c: NSLayoutConstraint) -> Bool {
        c.firstItem === first && c.firstAttribute == firstAttribute && c.relation == relation
            && c.secondItem === second && c.secondAttribute == secondAttribute && c.multiplier == multiplier
            && c.constant == constant && c.priority.rawValue == priority
            && (c.systemSpacingMultiplier != nil) == systemSpacing
    }
}

/// Every expected constraint is produced exactly once, and nothing else is.
@MainActor
func expectConstraints(_ constraints: [NSLayoutConstraint], _ expected: [Expected],
                       sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(constraints.count == expected.count, "got \(constraints)", sourceLocation: sourceLocation)
    for e in expected {
        #expect(constraints.filter { e.matches($0) }.count == 1, "missing \(e) in \(constraints)",
                sourceLocation: sourceLocation)
    }
}

@MainActor
@Suite("Visual Format Language")
struct VisualFormatTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let a = UIView(), b = UIView(), c = UIView()

    init() {
        for v in [a, b, c] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
    }

    func vfl(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil)
        throws -> [NSLayoutConstraint] {
        try NSLayoutConstraint.constraintsThrowing(withVisualFormat: format, options: options, metrics: metrics,
                                                   views: ["a": a, "b": b, "c": c])
    }

    func failure(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [],
                 metrics: [String: Any]? = nil, views: [String: Any]? = nil) -> VisualFormatError? {
        do {
            _ = try NSLayoutConstraint.constraintsThrowing(withVisualFormat: format, options: options, metrics: metrics,
                                                           views: views ?? ["a": a, "b": b, "c": c])
            return nil
        } catch {
            return error
        }
    }

    // MARK: Constructs (examples of the Auto Layout Guide's "Visual Format Syntax")

    @Test("Standard space `[a]-[b]`: b.leading == a.trailing + NSSpace(8)")
    func standardSpace() throws {
        expectConstraints(try vfl("[a]-[b]"), [
            Expected(first: b, firstAttribute: .leading, second: a, secondAttribute: .trailing, constant: 8,
                     systemSpacing: true),
        ])
        #expect(try vfl("[a]-[b]")[0].description.contains("NSSpace(8)"))
    }

    @Test("Width constraint `[a(>=50)]`: a.width >= 50")
    func widthConstraint() throws {
        expectConstraints(try vfl("[a(>=50)]"), [
            Expected(first: a, firstAttribute: .width, relation: .greaterThanOrEqual, constant: 50),
        ])
    }

    @Test("Connection to superview `|-50-[a]-50-|`: a.leading == sv.leading + 50, sv.trailing == a.trailing + 50")
    func connectionToSuperview() throws {
        expectConstraints(try vfl("|-50-[a]-50-|"), [
            Expected(first: a, firstAttribute: .leading, second: root, secondAttribute: .leading, constant: 50),
            Expected(first: root, firstAttribute: .trailing, second: a, secondAttribute: .trailing, constant: 50),
        ])
    }

    @Test("Vertical layout `V:[a]-10-[b]`: b.top == a.bottom + 10")
    func verticalLayout() throws {
        expectConstraints(try vfl("V:[a]-10-[b]"), [
            Expected(first: b, firstAttribute: .top, second: a, secondAttribute: .bottom, constant: 10),
        ])
        expectConstraints(try vfl("V:[a(44)]"), [Expected(first: a, firstAttribute: .height, constant: 44)])
        expectConstraints(try vfl("H:[a(44)]"), [Expected(first: a, firstAttribute: .width, constant: 44)])
    }

    @Test("Flush views `[a][b]`: b.leading == a.trailing; `|[a]|` pins both edges with 0")
    func flushViews() throws {
        expectConstraints(try vfl("[a][b]"), [
            Expected(first: b, firstAttribute: .leading, second: a, secondAttribute: .trailing),
        ])
        expectConstraints(try vfl("V:|[a]|"), [
            Expected(first: a, firstAttribute: .top, second: root, secondAttribute: .top),
            Expected(first: root, firstAttribute: .bottom, second: a, secondAttribute: .bottom),
        ])
    }

    @Test("Priority `[a(100@20)]`: a.width == 100 @20")
    func priority() throws {
        expectConstraints(try vfl("[a(100@20)]"), [Expected(first: a, firstAttribute: .width, constant: 100, priority: 20)])
        expectConstraints(try vfl("[a(100@999.5)]"),
                          [Expected(first: a, firstAttribute: .width, constant: 100, priority: 999.5)])
    }

    @Test("Equal widths `[a(==b)]`: a.width == b.width; in V: heights")
    func equalWidths() throws {
        expectConstraints(try vfl("[a(==b)]"), [
            Expected(first: a, firstAttribute: .width, second: b, secondAttribute: .width),
        ])
        expectConstraints(try vfl("V:[a(<=b@300)]"), [
            Expected(first: a, firstAttribute: .height, relation: .lessThanOrEqual, second: b,
                     secondAttribute: .height, priority: 300),
        ])
        // A view related to a view after it in the format.
        expectConstraints(try vfl("[a][b(==a)]"), [
            Expected(first: b, firstAttribute: .leading, second: a, secondAttribute: .trailing),
            Expected(first: b, firstAttribute: .width, second: a, secondAttribute: .width),
        ])
    }

    @Test("Multiple predicates `[a(>=70,<=100)]`: two constraints")
    func multiplePredicates() throws {
        expectConstraints(try vfl("[a(>=70,<=100)]"), [
            Expected(first: a, firstAttribute: .width, relation: .greaterThanOrEqual, constant: 70),
            Expected(first: a, firstAttribute: .width, relation: .lessThanOrEqual, constant: 100),
        ])
        expectConstraints(try vfl("[a(>=50,<=100@750)]"), [
            Expected(first: a, firstAttribute: .width, relation: .greaterThanOrEqual, constant: 50),
            Expected(first: a, firstAttribute: .width, relation: .lessThanOrEqual, constant: 100, priority: 750),
        ])
    }

    @Test("A complete line `|-[a]-[b]-[c(>=20)]-|`: margins at the superview, NSSpace(8) between siblings")
    func completeLine() throws {
        expectConstraints(try vfl("|-[a]-[b]-[c(>=20)]-|"), [
            Expected(first: a, firstAttribute: .leading, second: root, secondAttribute: .leadingMargin),
            Expected(first: b, firstAttribute: .leading, second: a, secondAttribute: .trailing, constant: 8,
                     systemSpacing: true),
            Expected(first: c, firstAttribute: .leading, second: b, secondAttribute: .trailing, constant: 8,
                     systemSpacing: true),
            Expected(first: c, firstAttribute: .width, relation: .greaterThanOrEqual, constant: 20),
            Expected(first: root, firstAttribute: .trailingMargin, second: c, secondAttribute: .trailing),
        ])
    }

    @Test("`|-` and `-|` sit on the layout margins (8 pt by default), as `|-[view]-|` has done since iOS 8")
    func standardSpaceToSuperviewUsesMargins() throws {
        let constraints = try vfl("|-[a]-|") + (try vfl("V:|-[a(40)]"))
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 8, width: 304, height: 40))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 20, width: 280, height: 40))
    }

    @Test("Metrics name spaces, sizes and priorities: `-pad-`, `[a(==w@p)]`, `-(>=pad@p)-`")
    func metrics() throws {
        let m: [String: Any] = ["pad": 12, "w": CGFloat(64.5), "p": NSNumber(value: 600), "big": 1e3]
        expectConstraints(try vfl("|-pad-[a(==w@p)]-(>=pad@p)-[b(big)]", metrics: m), [
            Expected(first: a, firstAttribute: .leading, second: root, secondAttribute: .leading, constant: 12),
            Expected(first: a, firstAttribute: .width, constant: 64.5, priority: 600),
            Expected(first: b, firstAttribute: .leading, relation: .greaterThanOrEqual, second: a,
                     secondAttribute: .trailing, constant: 12, priority: 600),
            Expected(first: b, firstAttribute: .width, constant: 1000),
        ])
    }

    @Test("Connection predicates: `-(>=8@750)-`, lists `-(>=8,<=20)-`, negatives in parentheses, `-20@750-`")
    func connectionPredicates() throws {
        expectConstraints(try vfl("[a]-(>=8@750)-[b]"), [
            Expected(first: b, firstAttribute: .leading, relation: .greaterThanOrEqual, second: a,
                     secondAttribute: .trailing, constant: 8, priority: 750),
        ])
        expectConstraints(try vfl("[a]-(>=8,<=20)-[b]"), [
            Expected(first: b, firstAttribute: .leading, relation: .greaterThanOrEqual, second: a,
                     secondAttribute: .trailing, constant: 8),
            Expected(first: b, firstAttribute: .leading, relation: .lessThanOrEqual, second: a,
                     secondAttribute: .trailing, constant: 20),
        ])
        expectConstraints(try vfl("[a]-(-5)-[b]"), [
            Expected(first: b, firstAttribute: .leading, second: a, secondAttribute: .trailing, constant: -5),
        ])
        expectConstraints(try vfl("[a]-20@750-[b]"), [
            Expected(first: b, firstAttribute: .leading, second: a, secondAttribute: .trailing, constant: 20,
                     priority: 750),
        ])
        expectConstraints(try vfl("[a]-(>=0)-|"), [
            Expected(first: root, firstAttribute: .trailing, relation: .greaterThanOrEqual, second: a,
                     secondAttribute: .trailing),
        ])
    }

    @Test("Chained connections across several views, spaces ignored, `H:` optional")
    func chains() throws {
        let spaced = try vfl(" H: | - 10 - [ a ] - [ b ( == 30 ) ] [ c ] | ")
        expectConstraints(spaced, [
            Expected(first: a, firstAttribute: .leading, second: root, secondAttribute: .leading, constant: 10),
            Expected(first: b, firstAttribute: .leading, second: a, secondAttribute: .trailing, constant: 8,
                     systemSpacing: true),
            Expected(first: b, firstAttribute: .width, constant: 30),
            Expected(first: c, firstAttribute: .leading, second: b, secondAttribute: .trailing),
            Expected(first: root, firstAttribute: .trailing, second: c, secondAttribute: .trailing),
        ])
        NSLayoutConstraint.activate(spaced + (try vfl("V:|[a(10)]")) + (try vfl("V:|[b(10)]")) + (try vfl("V:|[c(10)]")))
        root.layoutIfNeeded()
        #expect(a.frame.minX == 10)
        #expect(b.frame == CGRect(x: a.frame.maxX + 8, y: 0, width: 30, height: 10))
        #expect(c.frame.minX == b.frame.maxX)
        #expect(c.frame.maxX == 320)
    }

    @Test("Alignment options line up every view of the format (each with its neighbour)")
    func alignmentOptions() throws {
        expectConstraints(try vfl("[a]-[b]-[c]", [.alignAllTop, .alignAllBottom]), [
            Expected(first: b, firstAttribute: .leading, second: a, secondAttribute: .trailing, constant: 8,
                     systemSpacing: true),
            Expected(first: c, firstAttribute: .leading, second: b, secondAttribute: .trailing, constant: 8,
                     systemSpacing: true),
            Expected(first: b, firstAttribute: .top, second: a, secondAttribute: .top),
            Expected(first: c, firstAttribute: .top, second: b, secondAttribute: .top),
            Expected(first: b, firstAttribute: .bottom, second: a, secondAttribute: .bottom),
            Expected(first: c, firstAttribute: .bottom, second: b, secondAttribute: .bottom),
        ])
        expectConstraints(try vfl("V:[a][b]", .alignAllCenterX), [
            Expected(first: b, firstAttribute: .top, second: a, secondAttribute: .bottom),
            Expected(first: b, firstAttribute: .centerX, second: a, secondAttribute: .centerX),
        ])
        expectConstraints(try vfl("[a][b]", .alignAllLastBaseline), [
            Expected(first: b, firstAttribute: .leading, second: a, secondAttribute: .trailing),
            Expected(first: b, firstAttribute: .lastBaseline, second: a, secondAttribute: .lastBaseline),
        ])
        // A single view has nothing to align with.
        expectConstraints(try vfl("[a(10)]", .alignAllTop), [Expected(first: a, firstAttribute: .width, constant: 10)])
    }

    @Test("Direction: leading-to-trailing by default, left/right with .directionLeftToRight, mirrored right-to-left")
    func directions() throws {
        expectConstraints(try vfl("|-10-[a]-[b]", .directionLeftToRight), [
            Expected(first: a, firstAttribute: .left, second: root, secondAttribute: .left, constant: 10),
            Expected(first: b, firstAttribute: .left, second: a, secondAttribute: .right, constant: 8, systemSpacing: true),
        ])
        let rtl = try vfl("|-10-[a(50)]-(>=5)-[b(40)]", .directionRightToLeft)
        expectConstraints(rtl, [
            Expected(first: a, firstAttribute: .right, second: root, secondAttribute: .right, constant: -10),
            Expected(first: a, firstAttribute: .width, constant: 50),
            Expected(first: b, firstAttribute: .right, relation: .lessThanOrEqual, second: a, secondAttribute: .left,
                     constant: -5),
            Expected(first: b, firstAttribute: .width, constant: 40),
        ])
        // Right to left, the first view hugs the right edge and the next one sits to its left.
        NSLayoutConstraint.activate(rtl + (try vfl("V:|[a(10)]")) + (try vfl("V:|[b(10)]"))
            + [b.rightAnchor.constraint(equalTo: a.leftAnchor, constant: -5).withPriority(.defaultLow)])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 260, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 215, y: 0, width: 40, height: 10))
        // Vertical formats ignore the direction.
        expectConstraints(try vfl("V:[a]-4-[b]", .directionRightToLeft), [
            Expected(first: b, firstAttribute: .top, second: a, secondAttribute: .bottom, constant: 4),
        ])
    }

    @Test("Default direction follows the superview's layout direction (leading is the right edge in RTL)")
    func leadingFollowsLayoutDirection() throws {
        root.semanticContentAttribute = .forceRightToLeft
        for v in [a, b] { v.semanticContentAttribute = .forceRightToLeft }
        NSLayoutConstraint.activate(try vfl("|-10-[a(50)]-10-[b(40)]") + (try vfl("V:|[a(10)]")) + (try vfl("V:|[b(10)]")))
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 260, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 210, y: 0, width: 40, height: 10))
    }

    @Test(".spacingBaselineToBaseline spaces vertical neighbours from last baseline to first baseline")
    func baselineSpacing() throws {
        expectConstraints(try vfl("V:|-[a]-20-[b]", .spacingBaselineToBaseline), [
            Expected(first: a, firstAttribute: .top, second: root, secondAttribute: .topMargin),
            Expected(first: b, firstAttribute: .firstBaseline, second: a, secondAttribute: .lastBaseline, constant: 20),
        ])
    }

    // MARK: The Pinline cell (seed: pinline-self-sizing-cells.txt)

    @Test("The Pinline cell's four formats: exact constraints, and the stacked frames they give")
    func pinlineCell() throws {
        let contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = IntrinsicView(100, 40), url = IntrinsicView(100, 20), tags = IntrinsicView(100, 60)
        for v in [title, url, tags] { contentView.addSubview(v) }
        let views = NSDictionaryOfVariableBindings(("_titleLabel", title), ("_urlLabel", url), ("_tagsLabel", tags))
        var constraints: [NSLayoutConstraint] = []
        for name in ["_titleLabel", "_urlLabel", "_tagsLabel"] {
            let h = NSLayoutConstraint.constraints(withVisualFormat: "H:|-15-[\(name)]-15-|", options: [], metrics: nil,
                                                   views: views)
            let view = views[name] as AnyObject
            expectConstraints(h, [
                Expected(first: view, firstAttribute: .leading, second: contentView, secondAttribute: .leading,
                         constant: 15),
                Expected(first: contentView, firstAttribute: .trailing, second: view, secondAttribute: .trailing,
                         constant: 15),
            ])
            constraints += h
        }
        let v = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[_titleLabel]-[_urlLabel]-[_tagsLabel]-|",
                                               options: [], metrics: nil, views: views)
        expectConstraints(v, [
            Expected(first: title, firstAttribute: .top, second: contentView, secondAttribute: .topMargin),
            Expected(first: url, firstAttribute: .top, second: title, secondAttribute: .bottom, constant: 8,
                     systemSpacing: true),
            Expected(first: tags, firstAttribute: .top, second: url, secondAttribute: .bottom, constant: 8,
                     systemSpacing: true),
            Expected(first: contentView, firstAttribute: .bottomMargin, second: tags, secondAttribute: .bottom),
        ])
        constraints += v
        contentView.addConstraints(constraints)
        // Self-sizing: the content view's height is what the stacked labels need (8 pt margins, 8 pt spaces).
        let size = contentView.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                       withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 8 + 40 + 8 + 20 + 8 + 60 + 8))
        contentView.frame.size = size
        contentView.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 15, y: 8, width: 290, height: 40))
        #expect(url.frame == CGRect(x: 15, y: 56, width: 290, height: 20))
        #expect(tags.frame == CGRect(x: 15, y: 84, width: 290, height: 60))
    }

    // MARK: Bindings

    final class Cell: UIView {
        let titleLabel = UILabel()
        let urlLabel = UILabel()
        var optionalLabel: UILabel? = nil
    }

    @Test("NSDictionaryOfVariableBindings: names from key paths (nil optionals left out) or explicit pairs")
    func bindings() {
        let cell = Cell()
        let views = NSDictionaryOfVariableBindings(cell, \.titleLabel, \.urlLabel, \.optionalLabel)
        #expect(views.keys.sorted() == ["titleLabel", "urlLabel"])
        #expect(views["titleLabel"] as AnyObject === cell.titleLabel)
        cell.optionalLabel = UILabel()
        #expect(NSDictionaryOfVariableBindings(cell, \.optionalLabel)["optionalLabel"] as AnyObject === cell.optionalLabel)
        let pairs = NSDictionaryOfVariableBindings(("a", a), ("b", b))
        #expect(pairs["a"] as AnyObject === a && pairs["b"] as AnyObject === b)
    }

    // MARK: Errors (Apple's descriptions, caret under the failing column)

    @Test("Apple's signature logs the exact message and returns no constraints; the view has no superview")
    func appleSignatureLogs() {
        let lonely = UIView()
        var result: [NSLayoutConstraint] = [NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal,
                                                               toItem: nil, attribute: .notAnAttribute,
                                                               multiplier: 1, constant: 1)]
        let log = capturingLayoutLog {
            result = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=50)-[view(100)]", options: [],
                                                    metrics: nil, views: ["view": lonely])
        }
        #expect(result.isEmpty)
        // The message published in Apple's logs (reference: auto-layout-behaviour.md).
        #expect(log == ["""
            Unable to parse constraint format: \n\
            Unable to interpret '|' character, because the related view doesn't have a superview \n\
            H:|-(>=50)-[view(100)] \n\
                                  ^
            """])
    }

    @Test("Each parse error: Apple's description and the caret column", arguments: [
        ("", "It's an empty string.", 0),
        ("H:[a]-[bé]", "It contains non-ASCII characters.", 8),
        ("Hx[a]", "Expected ':' after 'H' to specify horizontal arrangement", 1),
        ("V[a]", "Expected ':' after 'V' to specify vertical arrangement", 1),
        ("H:|x", "Expected a connection after the '|' character", 3),
        ("H:-[a]", "Expected a view or '|'", 2),
        ("[a]-", "Expected a view or '|'", 4),
        ("[a]x", "Expected the end of the format string", 3),
        ("[a]|[b]", "Expected the end of the format string", 4),
        ("[a]-8[b]", "Expected a '-' here", 5),
        ("[a]--[b]", "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.", 4),
        ("[a(>=50]", "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 7),
        ("[a(>=", "Expected more input", 5),
        ("[a(=50)]", "Unknown relation. Must be ==, >=, or <=", 3),
        ("[a]-(>=%)-[b]", "Expected a number or key from the metrics dictionary, but encountered something else", 7),
        ("[a]-gap-[b]", "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries", 7),
        ("[a]-(==b)-[b]", "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]", 8),
        ("[1a]", "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", 1),
        ("[a]-[zz]", "zz is not a key in the views dictionary.", 7),
        ("[a", "Expected a ']' here. That is how you give the end of a view.", 2),
        ("[a(50@0)]", "Invalid priority specified: 0. Priority must be greater than 0", 7),
        ("[a(50@1001)]", "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 10),
        ("H: [a] - 8 [b]", "Expected a '-' here", 11),
    ])
    func parseErrors(format: String, reason: String, column: Int) throws {
        let error = try #require(failure(format))
        #expect(error.reason == reason)
        #expect(error.position == column)
        #expect(error.message == "Unable to parse constraint format: \n\(reason) \n\(format) \n"
            + String(repeating: " ", count: column) + "^")
    }

    @Test("Alignment options across the layout's own axis are refused with Apple's message")
    func alignmentAcrossAxisRefused() throws {
        let h = try #require(failure("[a][b]", .alignAllLeading))
        #expect(h.reason == "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.")
        let v = try #require(failure("V:[a][b]", .alignAllTop))
        #expect(v.reason == "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.")
    }

    @Test("Metrics that are not numbers count as missing; views that are not views are not keys")
    func badDictionaryValues() throws {
        let m = try #require(failure("[a(w)]", metrics: ["w": "wide"]))
        #expect(m.reason.hasPrefix("Encountered metric with name \"w\""))
        let v = try #require(failure("[a][s]", views: ["a": a, "s": "not a view"]))
        #expect(v.reason == "s is not a key in the views dictionary.")
    }
}
