/// The variables of one random system: a container (width `W`, height `H`) and a few views, each with
/// leading `x`, top `y`, width `w` and height `h`. Variable `i` of the JSON is `names[i]`.
struct Layout {
    struct View {
        let x: Int, y: Int, w: Int, h: Int
    }

    static let containerWidth = 0
    static let containerHeight = 1

    let views: [View]

    init(viewCount: Int) {
        views = (0..<viewCount).map { v in View(x: 2 + 4 * v, y: 3 + 4 * v, w: 4 + 4 * v, h: 5 + 4 * v) }
    }

    var variableCount: Int { 2 + 4 * views.count }

    var names: [String] {
        ["W", "H"] + views.indices.flatMap { v in ["x\(v)", "y\(v)", "w\(v)", "h\(v)"] }
    }

    /// True for a size variable (container or view width/height), whose natural values are non-negative.
    func isSize(_ index: Int) -> Bool { index < 2 || (index - 2) % 4 >= 2 }
}
