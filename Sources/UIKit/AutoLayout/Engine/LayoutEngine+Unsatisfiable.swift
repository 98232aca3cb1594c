import Cassowary

// A row the solver refuses: kept as a broken row and reported in Apple's format ("Unable to simultaneously satisfy
// constraints"), with where each conflicting constraint was made.

extension LayoutEngine {
    /// A row the solver refused: kept as a broken row (retried when room may have been made), and logged — in
    /// Apple's words for a required row that conflicts with others.
    func installationFailed(_ spec: RowSpec, _ constraint: Constraint, fingerprint: Fingerprint, _ error: any Error) {
        rows.set(InstalledRow(fingerprint, nil, spec.owner, required: spec.priority >= 1000), for: spec.id)
        if case SolverError.unsatisfiable(_, let conflicts) = error {
            reportUnsatisfiable(spec, constraint, conflicts: conflicts)
        } else {
            UIView.layoutLog("[LayoutConstraints] Unable to install constraint "
                + "\(spec.owner?.description ?? "(intrinsic content size)"): \(error)")
        }
    }

    /// Apple's log for a required constraint that cannot be satisfied; the one being added is broken.
    ///
    /// The list is the solver's irreducible conflicting set (removing any one member makes room), not the whole
    /// hierarchy. Required intrinsic sizes (compression resistance or hugging at 1000) appear as Apple's
    /// `NSContentSizeLayoutConstraint`s. After Apple's text, Trellis adds where each listed constraint was made
    /// (`#fileID:#line` captured by the anchor and VFL factories).
    private func reportUnsatisfiable(_ breaking: RowSpec, _ breakingRow: Constraint, conflicts: [Constraint]) {
        // Solver constraint → the UIKit constraint it stands for, to name conflicts in Apple's terms. Built here, from
        // the installed rows, rather than kept up to date on every install and removal: conflicts are rare, and the
        // table cost a dictionary insertion per row of every cell's first measurement.
        var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
        for row in rows.slots {
            if let c = row.constraint, let owner = row.owner { owners[ObjectIdentifier(c)] = owner }
        }
        var entries: [(serial: Int, text: String, site: String)] = []
        var seen: Set<ObjectIdentifier> = []
        for c in conflicts + [breakingRow] where seen.insert(ObjectIdentifier(c)).inserted {
            if let owner = owners[ObjectIdentifier(c)] ?? (c === breakingRow ? breaking.owner : nil) {
                entries.append((owner.activationSerial, owner.description, owner.creationSite ?? "made by UIKit"))
            } else if let text = contentSizeDescription(of: c, id: c === breakingRow ? breaking.id : nil) {
                entries.append((0, text, "the view's intrinsic content size"))
            }
        }
        entries.sort { $0.serial < $1.serial }
        let broken = breaking.owner?.description
            ?? contentSizeDescription(of: breakingRow, id: breaking.id) ?? "(unknown)"
        let lines = entries.map { "    \"\($0.text)\"" }.joined(separator: ",\n")
        let sites = entries.map { "    \($0.text.prefix { $0 != " " })> \($0.site)" }.joined(separator: "\n")
        UIView.layoutLog("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \n\
            \tTry this: \n\
            \t\t(1) look at each constraint and try to figure out which you don't expect; \n\
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n\
            (
            \(lines)
            )

            Will attempt to recover by breaking constraint \n\
            \(broken)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

            Trellis: these \(entries.count) constraints are the smallest conflicting set (removing any one of them resolves \
            the conflict). Where each was made:
            \(sites)
            """)
    }

    /// Apple's `NSContentSizeLayoutConstraint` text for an intrinsic-size row (nil for any other row).
    func contentSizeDescription(of constraint: Constraint, id: RowID?) -> String? {
        var rowID = id
        if rowID == nil {
            rowID = rows.places.first { rows.slots[$0.value].constraint === constraint }?.key
        }
        guard case .intrinsic(let viewID, let index)? = rowID,
              let view = walkedViews.first(where: { ObjectIdentifier($0) == viewID }) else { return nil }
        let horizontal = index < 2
        let size = view.intrinsicContentSize
        let hug = horizontal ? view.huggingPriorities.horizontal : view.huggingPriorities.vertical
        let resist = horizontal ? view.compressionPriorities.horizontal : view.compressionPriorities.vertical
        // A constant moved in place (`setConstant`) lives in the row's fingerprint, not in the Constraint object.
        let constant = rows[.intrinsic(viewID, index)]?.fingerprint.constant ?? constraint.expression.constant
        let value = CGFloat(-constant)
        return "<NSContentSizeLayoutConstraint:\(addressString(constraint)) \(view.layoutDescription)."
            + "\(horizontal ? "width" : "height") == \((value.isFinite ? value : horizontal ? size.width : size.height).g) "
            + "Hug:\(hug) CompressionResistance:\(resist)   (active)>"
    }

    /// Whether a constraint is installed but broken (it lost a conflict).
    func isBroken(_ constraint: NSLayoutConstraint) -> Bool {
        guard let row = rows[.constraint(ObjectIdentifier(constraint))] else { return false }
        return row.constraint == nil
    }
}
