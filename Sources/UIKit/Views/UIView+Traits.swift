import Synchronization

/// Counts changes to anything a resolved trait collection depends on, anywhere: a view's or controller's place
/// (superview, owning controller, parent, presenter), an `overrideUserInterfaceStyle`, a window's traits, and the
/// deallocation of a controller (whose weak references then silently become nil). Views keep the traits they
/// resolved at a given count (`UIView.traitCollection`).
///
/// One global count rather than per-subtree invalidation: the events are rare next to the reads (every anchor's
/// direction, every walked view's key in the layout engine, every propagation), and a bump only makes the next read
/// of each view resolve once more through its superview's kept value. A view's move advances it only when the moved
/// view now resolves to other traits than it kept (`UIView.superviewDidChangeForTraits()`). Atomic because `deinit`
/// is nonisolated.
enum TraitResolution {
    static let generation = Atomic<UInt64>(1)

    /// Counts the changes of a trait *rule* — anything but a view's superview that decides what a view resolves to,
    /// every `invalidate()` — and the changes of a controller's traits met by a propagation. A view whose subtree a
    /// propagation walked records the count (`UIView.traitsSettledGeneration`); while it is unchanged, every view of
    /// that subtree last saw the traits it resolves from what the view last saw (see `updateTraitsAfterMove()`).
    static let rulesGeneration = Atomic<UInt64>(1)

    /// Something a resolved trait collection depends on changed, other than a superview: every kept resolution is
    /// stale, and so is every settled subtree (the change may reach views no propagation walks).
    static func invalidate() {
        generation.add(1, ordering: .relaxed)
        rulesGeneration.add(1, ordering: .relaxed)
    }

    /// A moved view resolves to other traits than it kept: every kept resolution is stale. Settled subtrees stay
    /// settled: every move is followed by the moved view's propagation, which compares the moved view itself.
    static func superviewChanged() {
        generation.add(1, ordering: .relaxed)
    }
}

/// Traits flow down from the window (which gets them from the simulated device) through controllers to views;
/// `traitCollectionDidChange` is called where they differ from what the object last saw.
extension UIView: UITraitEnvironment {
    /// The traits this view resolves: its controller's, or its superview's, with its own style override applied.
    ///
    /// Kept per view until anything traits depend on changes (`TraitResolution`): resolving walks up the superview
    /// chain to the controller and the window, and layout reads a view's traits many times per pass (each leading or
    /// trailing anchor, each walked view's direction and size class), which made this walk one of the most expensive
    /// parts of a scrolled table.
    public var traitCollection: UITraitCollection {
        let generation = TraitResolution.generation.load(ordering: .relaxed)
        if let kept = resolvedTraits, resolvedTraitsGeneration == generation { return kept }
        let traits = resolveTraitCollection()
        resolvedTraits = traits
        resolvedTraitsGeneration = generation
        return traits
    }

    /// This view's superview has just changed: kept resolutions that the move made wrong are forgotten.
    ///
    /// Only this view and the views resolving through it can resolve differently now — what each view resolves is a
    /// function of the traits its superview (or controller) resolves to and of rules whose changes advance the
    /// generation themselves. So when this view kept traits at the current generation and resolves now to the same
    /// ones, every kept answer is still right: this view keeps its own (same traits, same object) and nothing is
    /// forgotten. A cell recycled into its table's pool resolves to the parked traits, which are the table's, and one
    /// coming back from the pool to the table's again: every view of the window — the table, the other cells, the
    /// bars — resolved again after each of those moves. When this view kept nothing at the current generation, no
    /// view below it did either (resolving one resolves and keeps every view it inherits through), and views not
    /// below it do not depend on where it is: nothing is stale. Otherwise the whole generation is.
    ///
    /// A controller's view is the exception: its controller resolves from the view's superview without asking the
    /// view, and so do the controller's children, whose views may be below it. Moving one advances the generation.
    ///
    /// `TableLayoutStamp` compares the generation to know that no trait a row layout read has changed since: it only
    /// stays when every answer kept at it is still right.
    func superviewDidChangeForTraits() {
        if owningViewController != nil {
            TraitResolution.superviewChanged()
            return
        }
        guard let kept = resolvedTraits,
              resolvedTraitsGeneration == TraitResolution.generation.load(ordering: .relaxed) else { return }
        if !resolveTraitCollection().hasSameTraits(as: kept) { TraitResolution.superviewChanged() }
    }

    private func resolveTraitCollection() -> UITraitCollection {
        let inherited: UITraitCollection
        if let controller = owningViewController {
            inherited = controller.traitCollection
        } else if let window = self as? UIWindow {
            inherited = window.windowTraits
        } else {
            inherited = superview?.traitCollection ?? traitsWithoutSuperview
        }
        var traits = inherited
        if overrideUserInterfaceStyle != .unspecified, inherited.userInterfaceStyle != overrideUserInterfaceStyle {
            traits = UITraitCollection(traitsFrom: [traits, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
        }
        if minimumContentSizeCategory != nil || maximumContentSizeCategory != nil {
            let category = limitedContentSizeCategory(traits.preferredContentSizeCategory)
            if category != traits.preferredContentSizeCategory {
                traits = UITraitCollection(traitsFrom: [traits, UITraitCollection(preferredContentSizeCategory: category)])
            }
        }
        return traits
    }

    /// `category` within this view's `minimumContentSizeCategory` and `maximumContentSizeCategory` (an unspecified
    /// category is left alone).
    private func limitedContentSizeCategory(_ category: UIContentSizeCategory) -> UIContentSizeCategory {
        guard category != .unspecified else { return category }
        var limited = category
        if let minimum = minimumContentSizeCategory, limited < minimum { limited = minimum }
        if let maximum = maximumContentSizeCategory, limited > maximum { limited = maximum }
        return limited
    }

    /// What limits this view's text size, for debugging (Apple's `appliedContentSizeCategoryLimitsDescription`): each
    /// view up the hierarchy that sets a limit, with its limits.
    public var appliedContentSizeCategoryLimitsDescription: String {
        var lines: [String] = []
        var view: UIView? = self
        while let current = view {
            if current.minimumContentSizeCategory != nil || current.maximumContentSizeCategory != nil {
                lines.append("<\(className(current)): \(addressString(current))> minimum: "
                    + "\(current.minimumContentSizeCategory?.rawValue ?? "none"), maximum: "
                    + "\(current.maximumContentSizeCategory?.rawValue ?? "none")")
            }
            view = current.superview
        }
        return lines.isEmpty ? "No content size category limits apply." : lines.joined(separator: "\n")
    }

    /// After this view moved between hierarchies: tell the subtree about changed traits.
    ///
    /// When the moved view (and its controller) resolve to the traits they last saw and its subtree is settled, the
    /// subtree is not walked: nothing in it can resolve differently. A table cell leaving for the reuse pool keeps
    /// its table's traits there (`UITableViewCell.parkedTraits`) and comes back to them, so the walk of its whole
    /// subtree, each view resolving its traits again, found nothing on every reused row.
    ///
    /// Why the subtree cannot have changed: a view's traits come from its superview's (or its controller's) and its
    /// own rules. The subtree was walked when it settled (`traitsSettledGeneration`), every view then seeing what it
    /// resolved from the moved view's last traits; since then, any rule change (a style override, a text size
    /// limit, a controller's view, parent or presenter, a window's traits, a cell's parked traits) and any change of
    /// a controller's traits met by a propagation advanced `TraitResolution.rulesGeneration`, and any view moved into
    /// the subtree was compared by its own propagation. A freed view is in no subtree (a superview retains its
    /// subviews), and the subviews it orphans keep their subtrees as they were.
    /// Only the first level skips: below it, the walk is as before (a child controller's traits need not follow its
    /// view's superview, so a view resolving as before says nothing about a controller below it whose parent moved).
    func updateTraitsAfterMove() {
        propagateTraitChanges(skippingSettledSubtree: true)
    }

    /// Calls `traitCollectionDidChange` (controllers first, then their views, parents before children) wherever
    /// the traits differ from the last ones seen. With `skippingSettledSubtree`, the subviews are not visited when
    /// nothing changed here and the subtree is settled (`updateTraitsAfterMove()`).
    func propagateTraitChanges(skippingSettledSubtree: Bool = false) {
        let rules = TraitResolution.rulesGeneration.load(ordering: .relaxed)
        var changed = false
        if let controller = owningViewController {
            let current = controller.traitCollection
            // A controller's first traits are set without a callback (UIKit predicts them before the view appears).
            let previous = controller.lastTraitCollection ?? current
            if !previous.hasSameTraits(as: current) {
                changed = true
                // Views of its child controllers may be anywhere: no settled subtree is known to be so any more.
                TraitResolution.invalidate()
                controller.lastTraitCollection = current
                current.performAsCurrent {
                    controller.traitCollectionDidChange(previous)
                    controller.traitChangeRegistry?.notify(controller, previous: previous)
                }
            }
            controller.lastTraitCollection = current
        }
        let current = traitCollection
        let previous = lastTraitCollection ?? .detached
        if !previous.hasSameTraits(as: current) {
            changed = true
            lastTraitCollection = current
            // What a view draws resolves colours, images and fonts against its traits: it is drawn again, as iOS
            // redraws views when the appearance changes.
            layer.setNeedsDisplay()
            current.performAsCurrent {
                traitCollectionDidChange(previous)
                traitChangeRegistry?.notify(self, previous: previous)
            }
            if previous.layoutDirection != current.layoutDirection || previous.horizontalSizeClass != current.horizontalSizeClass {
                noteLayoutTraitsChanged()
                setNeedsLayout()
            }
        }
        if skippingSettledSubtree, !changed, traitsSettledGeneration == rules { return }
        for subview in subviews { subview.propagateTraitChanges() }
        traitsSettledGeneration = rules
    }
}
