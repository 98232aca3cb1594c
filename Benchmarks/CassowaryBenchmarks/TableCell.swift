import Cassowary

/// A view's frame as four solver variables.
struct Frame<V> {
    let left: V, top: V, width: V, height: V
}

/// A self-sizing table cell: 8 views, 45 constraints, its height found by the solver (116 points).
///
/// ```
/// ┌────────────────────────────────────────── 375 ──┐
/// │ ┌──────┐ Title (150×20)          Time (40×16)   │ 12 top margin, 16 side margins
/// │ │avatar│ Subtitle (120×18)               [16×16]│ 4 below the title; button centred on it
/// │ │60×60 │ Body (271 wide, intrinsic 300×44)      │ 6 below the subtitle, 12 above the bottom
/// │ └──────┘                                        │
/// │         ─────────── separator (1 high) ─────────│
/// └─────────────────────────────────────────────────┘
/// ```
/// Labels carry their intrinsic size as UIKit does: content hugging (size <= intrinsic @250) and
/// compression resistance (size >= intrinsic @750) in each axis. The content view's height is
/// compressed at the fitting priority (height == 0 @50), as `systemLayoutSizeFitting` does.
struct TableCell<V> {
    let content: Frame<V>, avatar: Frame<V>, title: Frame<V>, time: Frame<V>
    let subtitle: Frame<V>, button: Frame<V>, body: Frame<V>, separator: Frame<V>

    var frames: [Frame<V>] { [content, avatar, title, time, subtitle, button, body, separator] }
}

enum TableCellLayout {
    static let width = 375.0
    static let height = 116.0
    static let constraintCount = 45

    /// The known answer: (left, top relative to the cell, width, height) of each view, in `frames` order.
    static let expected: [(name: String, left: Double, top: Double, width: Double, height: Double)] = [
        ("content", 0, 0, 375, 116),
        ("avatar", 16, 12, 60, 60),
        ("title", 88, 12, 150, 20),
        ("time", 319, 12, 40, 16),
        ("subtitle", 88, 36, 120, 18),
        ("button", 343, 37, 16, 16),
        ("body", 88, 60, 271, 44),
        ("separator", 88, 115, 287, 1),
    ]

    /// Where a cell's top comes from: a constant (its own solver, or unlinked cells), or the bottom of
    /// the previous cell in the same solver (linked cells, stacked as in a table view).
    enum Top<V> {
        case at(Double)
        case below(Frame<V>)
    }

    /// Adds one cell to `e`, appending its 45 constraints to `constraints`: one by one, or with `batched` all at once
    /// at the end (`SolverEngine.add(contentsOf:)`; `constraints` must then hold only this cell's).
    static func build<E: SolverEngine>(_ e: E, top: Top<E.Var>, constraints: inout [E.Con],
                                       batched: Bool = false) throws -> TableCell<E.Var> {
        func frame() -> Frame<E.Var> {
            Frame(left: e.newVariable(), top: e.newVariable(), width: e.newVariable(), height: e.newVariable())
        }
        func add(_ terms: LinearTerms<E.Var>, _ relation: Relation, _ rhs: Double, priority: Double = 1000) throws {
            if batched {
                constraints.append(try e.constraint(terms, relation, rhs, priority: priority))
            } else {
                constraints.append(try e.add(terms, relation, rhs, priority: priority))
            }
        }
        /// Content hugging and compression resistance for an intrinsic size.
        func intrinsic(_ size: E.Var, _ value: Double) throws {
            try add(LinearTerms((size, 1)), .lessThanOrEqual, value, priority: 250)
            try add(LinearTerms((size, 1)), .greaterThanOrEqual, value, priority: 750)
        }

        let c = frame(), avatar = frame(), title = frame(), time = frame()
        let subtitle = frame(), button = frame(), body = frame(), separator = frame()

        // Content view: the table sets its origin and width; its height is compressed to fit.
        try add(LinearTerms((c.left, 1)), .equal, 0)
        switch top {
        case .at(let y): try add(LinearTerms((c.top, 1)), .equal, y)
        case .below(let previous): try add(LinearTerms((c.top, 1), (previous.top, -1), (previous.height, -1)), .equal, 0)
        }
        try add(LinearTerms((c.width, 1)), .equal, width)
        try add(LinearTerms((c.height, 1)), .equal, 0, priority: 50)

        // Avatar: 60×60 at the top-left margins, never below the bottom margin.
        try add(LinearTerms((avatar.left, 1), (c.left, -1)), .equal, 16)
        try add(LinearTerms((avatar.top, 1), (c.top, -1)), .equal, 12)
        try add(LinearTerms((avatar.width, 1)), .equal, 60)
        try add(LinearTerms((avatar.height, 1)), .equal, 60)
        try add(LinearTerms((avatar.top, 1), (avatar.height, 1), (c.top, -1), (c.height, -1)), .lessThanOrEqual, -12)

        // Title: right of the avatar, top margin, clear of the time label.
        try add(LinearTerms((title.left, 1), (avatar.left, -1), (avatar.width, -1)), .equal, 12)
        try add(LinearTerms((title.top, 1), (c.top, -1)), .equal, 12)
        try add(LinearTerms((title.left, 1), (title.width, 1), (time.left, -1)), .lessThanOrEqual, -8)
        try intrinsic(title.width, 150)
        try intrinsic(title.height, 20)

        // Time: trailing margin, aligned with the title's top.
        try add(LinearTerms((time.left, 1), (time.width, 1), (c.left, -1), (c.width, -1)), .equal, -16)
        try add(LinearTerms((time.top, 1), (title.top, -1)), .equal, 0)
        try intrinsic(time.width, 40)
        try intrinsic(time.height, 16)

        // Subtitle: under the title, clear of the button.
        try add(LinearTerms((subtitle.left, 1), (title.left, -1)), .equal, 0)
        try add(LinearTerms((subtitle.top, 1), (title.top, -1), (title.height, -1)), .equal, 4)
        try add(LinearTerms((subtitle.left, 1), (subtitle.width, 1), (button.left, -1)), .lessThanOrEqual, -8)
        try intrinsic(subtitle.width, 120)
        try intrinsic(subtitle.height, 18)

        // Button: 16×16 at the trailing margin, centred on the subtitle.
        try add(LinearTerms((button.left, 1), (button.width, 1), (c.left, -1), (c.width, -1)), .equal, -16)
        try add(LinearTerms((button.top, 1), (button.height, 0.5), (subtitle.top, -1), (subtitle.height, -0.5)), .equal, 0)
        try add(LinearTerms((button.width, 1)), .equal, 16)
        try add(LinearTerms((button.height, 1)), .equal, 16)

        // Body: under the subtitle, to the trailing and bottom margins (it sets the cell's height).
        try add(LinearTerms((body.left, 1), (title.left, -1)), .equal, 0)
        try add(LinearTerms((body.top, 1), (subtitle.top, -1), (subtitle.height, -1)), .equal, 6)
        try add(LinearTerms((body.left, 1), (body.width, 1), (c.left, -1), (c.width, -1)), .equal, -16)
        try add(LinearTerms((body.top, 1), (body.height, 1), (c.top, -1), (c.height, -1)), .equal, -12)
        try intrinsic(body.width, 300)
        try intrinsic(body.height, 44)

        // Separator: from the title's leading to the cell's trailing edge, along the bottom.
        try add(LinearTerms((separator.left, 1), (title.left, -1)), .equal, 0)
        try add(LinearTerms((separator.left, 1), (separator.width, 1), (c.left, -1), (c.width, -1)), .equal, 0)
        try add(LinearTerms((separator.height, 1)), .equal, 1)
        try add(LinearTerms((separator.top, 1), (separator.height, 1), (c.top, -1), (c.height, -1)), .equal, 0)
        if batched { try e.add(contentsOf: constraints) }

        return TableCell(content: c, avatar: avatar, title: title, time: time,
                         subtitle: subtitle, button: button, body: body, separator: separator)
    }

    /// Checks every frame of a solved cell whose top is at `top`.
    static func verify<E: SolverEngine>(_ e: E, _ cell: TableCell<E.Var>, top: Double, index: Int) throws {
        for (frame, known) in zip(cell.frames, expected) {
            try expect(e.value(frame.left), known.left, "cell \(index) \(known.name) left")
            try expect(e.value(frame.top), top + known.top, "cell \(index) \(known.name) top")
            try expect(e.value(frame.width), known.width, "cell \(index) \(known.name) width")
            try expect(e.value(frame.height), known.height, "cell \(index) \(known.name) height")
        }
    }
}
