/// Ambiguity, exactly: a view's layout is ambiguous when its frame can change without changing any priority level's
/// error — another layout would satisfy the constraints exactly as well (Auto Layout Guide, "Ambiguous Layouts").
///
/// The engine answers it as linear programs over a copy of the solved system in which every level's error is held
/// at its optimum (`LayoutEngine.makeAmbiguityProbe()`): each coordinate of the frame is minimised and maximised;
/// a coordinate whose range is wider than 0.01 pt is ambiguous. No heuristics, no random probing.
extension UIView {
    /// Whether the constraints leave this view's frame undetermined (Apple: "a Boolean value that determines
    /// whether the constraints impacting the layout of the view incompletely specify the location of the view").
    /// Lays the hierarchy out first if needed, so it answers for the current constraints.
    public var hasAmbiguousLayout: Bool { !ambiguousFrameCoordinates.isEmpty }

    /// The coordinates of the frame that can change freely: `minX`, `minY`, `width`, `height`.
    var ambiguousFrameCoordinates: [LayoutEngine.Coordinate] {
        layoutIfNeeded()
        return ambiguousCoordinatesOfLaidOutFrame
    }

    /// `ambiguousFrameCoordinates` without the layout pass, for walks that laid the hierarchy out once. None for an
    /// engine's root, which is pinned. The engine keeps its probe until it next changes (`ambiguityProbe()`).
    var ambiguousCoordinatesOfLaidOutFrame: [LayoutEngine.Coordinate] {
        let host = layoutHost
        guard self !== host else { return [] }
        let engine = host.layoutEngine
        return engine.ambiguousCoordinates(of: self, probe: engine.ambiguityProbe())
    }

    /// Apple: "randomly changes the frame of a view with an ambiguous layout between the different valid values".
    /// Trellis moves the first ambiguous coordinate to the other end of its valid range (200 pt away when the range
    /// is unbounded) and writes the frames of that equally valid solution; calling it again swings back. The next
    /// layout pass that re-solves restores the engine's own choice. Does nothing for a view that is not ambiguous.
    public func exerciseAmbiguityInLayout() {
        layoutIfNeeded()
        _ = layoutHost.layoutEngine.exerciseAmbiguity(of: self)
    }

    /// The hierarchy from this view down, one line per view as UIKit's private `_autolayoutTrace` prints it:
    /// indented by `|   `, `•` for the view hosting the layout engine, `*` for views laid out with Auto Layout,
    /// `+` for views laid out by frame (represented through autoresizing constraints), and
    /// ` - AMBIGUOUS LAYOUT for UILabel.minX{id: 12}, …` naming the engine variables that can move.
    public func autolayoutTrace() -> String {
        layoutIfNeeded()
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            let host = view.layoutHost
            let marker = view === host ? "•" : view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
            var line = String(repeating: "|   ", count: depth) + marker + "<\(className(view)):\(addressString(view))>"
            let ambiguous = view.ambiguousCoordinatesOfLaidOutFrame
            if !ambiguous.isEmpty {
                let name = className(view)
                let engine = host.layoutEngine
                line += " - AMBIGUOUS LAYOUT for " + ambiguous.map { coordinate in
                    "\(name).\(coordinate.traceName){id: \(engine.variableID(of: view, coordinate) ?? 0)}"
                }.joined(separator: ", ")
            }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        lines.append("")
        lines.append("Legend:")
        lines.append("\t* - is laid out with auto layout")
        lines.append("\t+ - is laid out manually, but is represented in the layout engine because "
            + "translatesAutoresizingMaskIntoConstraints = YES")
        lines.append("\t• - layout engine host")
        return lines.joined(separator: "\n")
    }
}
