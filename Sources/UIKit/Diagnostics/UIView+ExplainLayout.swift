/// "Why is it here?": the constraints that determine a view's frame, from the engine's tight rows.
extension UIView {
    /// The constraints that determine this view's layout along an axis (Apple: "returns the constraints impacting
    /// the layout of the view for a given axis"): every active constraint holding with equality that is linked to
    /// the view's position or size on that axis, directly or through other views (so the chain up to the window's
    /// `UIView-Encapsulated-Layout-*` constraints is included). Lays the hierarchy out first if needed.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutIfNeeded()
        return layoutHost.layoutEngine.constraintsAffecting(self, horizontal: axis == .horizontal)
    }

    /// In plain words, which active constraints and intrinsic sizes give each coordinate of the frame its value:
    /// for each of x, y, width and height, the rows that hold exactly (they pin it), the wishes that could not be
    /// met (optional constraints left with an error, and by how much), where each constraint was made, and whether
    /// the coordinate is ambiguous.
    public func explainFrame() -> String {
        layoutIfNeeded()
        let root = layoutHost
        let engine = root.layoutEngine
        let rows = engine.diagnosticRows(of: self)
        let ambiguous = Set(engine.ambiguousCoordinates(of: self, probe: engine.ambiguityProbe()))
        var text = "\(layoutDescription) frame = (\(frame.minX.g) \(frame.minY.g); \(frame.width.g) \(frame.height.g))"
        if translatesAutoresizingMaskIntoConstraints, self !== root {
            text += " — laid out by its frame: translatesAutoresizingMaskIntoConstraints is true, so autoresizing "
                + "constraints hold it where its frame says"
        }
        if rows.isEmpty {
            return text + "\n  No constraint mentions this view: it is not in the layout engine (or not laid out yet)."
        }
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        let names = ["x", "y", "width", "height"]
        for coordinate in LayoutEngine.Coordinate.allCases {
            let mine = rows.filter { $0.coordinates.contains(coordinate) }
            text += "\n  \(names[coordinate.rawValue]) = \(values[coordinate.rawValue].g)"
            if ambiguous.contains(coordinate) {
                text += " — AMBIGUOUS: other values satisfy the constraints equally well; add a constraint that fixes it"
            }
            let tight = mine.filter(\.isTight), unmet = mine.filter { $0.violation > 1e-6 }
            if tight.isEmpty && unmet.isEmpty { text += "\n    nothing pins it directly" }
            for row in tight { text += "\n    held by " + describe(row) }
            for row in unmet {
                text += "\n    wanted but not met (off by \(CGFloat(row.violation).g)): " + describe(row)
            }
        }
        return text
    }

    private func describe(_ row: LayoutEngine.DiagnosticRow) -> String {
        let level = row.priority >= 1000 ? "required" : "priority \(Double(row.priority).g)"
        if let owner = row.owner {
            var words = "\(owner.description) (\(level))"
            if let site = owner.creationSite { words += ", made at \(site)" }
            else if let id = owner.identifier { words += ", made by UIKit as '\(id)'" }
            return words
        }
        return "\(row.engineRow ?? "a row of the layout engine") (\(level))"
    }
}
