import Synchronization

/// Counts changes to anything a resolved trait collection depends on, anywhere: a view's or controller's place
/// (superview, owning controller, parent, presenter), an `overrideUserInterfaceStyle`, a window's traits, and the
/// deallocation of a view or controller (whose weak references then silently become nil). Views keep the traits they
/// resolved at a given count (`UIView.traitCollection`).
///
/// One global count rather than per-subtree invalidation: the events are rare next to the reads (every anchor's
/// direction, every walked view's key in the layout engine, every propagation), and a bump only makes the next read
/// of each view resolve once more through its superview's kept value. Atomic because `deinit` is nonisolated.
enum TraitResolution {
    static let generation = Atomic<UInt64>(1)

    /// Something a resolved trait collection depends on changed: every kept resolution is stale.
    static func invalidate() {
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
    func updateTraitsAfterMove() {
        propagateTraitChanges()
    }

    /// Calls `traitCollectionDidChange` (controllers first, then their views, parents before children) wherever
    /// the traits differ from the last ones seen.
    func propagateTraitChanges() {
        if let controller = owningViewController {
            let current = controller.traitCollection
            // A controller's first traits are set without a callback (UIKit predicts them before the view appears).
            let previous = controller.lastTraitCollection ?? current
            if !previous.hasSameTraits(as: current) {
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
        for subview in subviews { subview.propagateTraitChanges() }
    }
}
