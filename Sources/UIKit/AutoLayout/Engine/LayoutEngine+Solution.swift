// Solving and writing frames: the solve (with another pass for views whose height follows their width), the pixel
// grid, and the frames and guides' layout frames written from the solution.

extension LayoutEngine {
    /// Solves, then gives views whose intrinsic height depends on their width (wrapping labels) a second pass at the
    /// solved width: their intrinsic rows and the constraints on their baselines (the last line moves as it wraps).
    func solve() {
        keptAmbiguityProbe = nil
        solver.updateVariables()
        for _ in 0..<4 {
            var changed = false
            for ref in widthDependentViewRefs {
                guard let view = ref.view, variables.contains(ItemKey(view)) else { continue }
                let size = intrinsicSize(of: view, at: layoutWidth(of: view))
                var specs = intrinsicSpecs(for: view, size: size)
                // Constraints on its baselines: its last line moves as it wraps.
                if let dependents = baselineDependents[ItemKey(view)] {
                    for constraint in LayoutEngine.sortedByActivation(Array(dependents.values)) where constraint.container != nil {
                        if let spec = spec(for: constraint), rows.contains(spec.id) { specs.append(spec) }
                    }
                }
                for spec in specs {
                    let fingerprint = spec.fingerprint
                    let place = rows.place(of: spec.id)
                    if let place, rows.slots[place].fingerprint == fingerprint { continue }
                    if let place, moveConstantInPlace(at: place, to: fingerprint) {
                        changed = true
                        continue
                    }
                    if let place, let c = rows.slots[place].constraint { try? solver.remove(c) }
                    rows.remove(spec.id)
                    install(spec, fingerprint: fingerprint)
                    changed = true
                }
            }
            if !changed { break }
            solver.updateVariables()
        }
    }

    /// `value` (points) on the pixel grid of `scale`. The solver's round-off (1e-12 or so, and different for the same
    /// layout reached through a different sequence of changes) must not decide which way a value exactly between two
    /// pixels goes: it is snapped to a millionth of a pixel first, so 76.4999999999 pt and 76.5000000001 pt both give
    /// the pixel 76.5 pt rounds to.
    static func pixelAligned(_ value: Double, scale: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return snappedPixels(value, scale: scale).rounded() / scale
    }

    /// `value` (points) in pixels of `scale`, snapped to a millionth of a pixel: the same layout reached by another
    /// sequence of changes gives the same number, whatever the solver's round-off.
    private static func snappedPixels(_ value: Double, scale: CGFloat) -> CGFloat {
        (CGFloat(value) * scale * 1e6).rounded() / 1e6
    }

    /// The width a view whose intrinsic height follows its width (a wrapping label) is measured at: the solved width
    /// snapped to a millionth of a pixel. Its intrinsic rows follow the solved width and the solved width follows them
    /// (a label narrower than its longest word is as wide as it is allowed to be), so without the snap the solver's
    /// round-off went round that loop: the same layout gave rows 1e-14 apart depending on the order of earlier changes.
    static func wrappingWidth(_ value: Double, scale: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return snappedPixels(value, scale: scale) / scale
    }

    /// The solved rectangle of an item in root coordinates, rounded to the pixel grid.
    func solvedRect(of item: any LayoutItem, scale: CGFloat) -> CGRect? {
        guard let place = variables.place(of: ItemKey(item)) else { return nil }
        func px(_ value: Double) -> CGFloat { LayoutEngine.pixelAligned(value, scale: scale) }
        let x = variables.slots[place].minX.value, y = variables.slots[place].minY.value
        let minX = px(x), minY = px(y)
        let maxX = px(x + variables.slots[place].width.value), maxY = px(y + variables.slots[place].height.value)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Writes the solved frames, parents before children, and the guides' layout frames.
    /// Returns true when any frame changed.
    @discardableResult
    func applySolution() -> Bool {
        let scale = root.layoutScale
        var changed = false
        // The table of solved rectangles is kept between passes (cleared, not freed): making it anew, or growing it
        // view by view, was a fifth of this function.
        var absolute: [ItemKey: CGRect] = [:]
        swap(&absolute, &solvedRectsScratch)
        absolute.removeAll(keepingCapacity: true)
        defer { swap(&absolute, &solvedRectsScratch) }
        for ref in walkedViewRefs {
            guard let view = ref.view, var rect = solvedRect(of: view, scale: scale) else { continue }
            if view === root, isIsland {
                rect = CGRect(origin: .zero, size: view.frame.size)
            } else if view === root {
                if !view.keepsItsFrameSize {
                    let frame = CGRect(origin: view.frame.origin, size: rect.size)
                    if frame != view.frame { view.setFrameFromLayout(frame); changed = true }
                }
                rect = view.frame
            } else if let parent = view.superview, let parentRect = absolute[ItemKey(parent)] {
                let frame = CGRect(x: rect.minX - (parentRect.minX - parent.bounds.origin.x),
                                   y: rect.minY - (parentRect.minY - parent.bounds.origin.y),
                                   width: rect.width, height: rect.height)
                if frame != view.frame {
                    view.setFrameFromLayout(frame)
                    // As in UIKit, the superview applies its subviews' new frames in its layoutSubviews.
                    parent.needsLayoutFlag = true
                    changed = true
                }
            }
            absolute[ItemKey(view)] = rect
            if view.usesContentLayoutArea, let content = variables.place(of: ItemKey(view.contentAreaToken)) {
                let width = variables.slots[content].width.value, height = variables.slots[content].height.value
                view.contentAreaSizeDidResolve(CGSize(width: LayoutEngine.pixelAligned(width, scale: scale),
                                                      height: LayoutEngine.pixelAligned(height, scale: scale)))
            }
            for guide in view.ownedLayoutGuides {
                guard let g = solvedRect(of: guide, scale: scale) else { continue }
                guide.layoutFrame = CGRect(x: g.minX - (rect.minX - view.bounds.origin.x),
                                           y: g.minY - (rect.minY - view.bounds.origin.y),
                                           width: g.width, height: g.height)
            }
        }
        hasAppliedSolution = true
        hasUnappliedChanges = false
        solutionWriteCount += 1
        // Kept fitting answers may depend on where views are (safe areas follow positions in the window).
        if changed {
            root.layoutInputGeneration &+= 1
            if isIsland { root.layoutRoot.layoutInputGeneration &+= 1 }
        }
        return changed
    }
}
