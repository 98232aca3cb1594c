/// Traits flow down from the window (which gets them from the simulated device) through controllers to views;
/// `traitCollectionDidChange` is called where they differ from what the object last saw.
extension UIView: UITraitEnvironment {
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let controller = owningViewController {
            inherited = controller.traitCollection
        } else if let window = self as? UIWindow {
            inherited = window.windowTraits
        } else {
            inherited = superview?.traitCollection ?? .detached
        }
        guard overrideUserInterfaceStyle != .unspecified, inherited.userInterfaceStyle != overrideUserInterfaceStyle else {
            return inherited
        }
        return UITraitCollection(traitsFrom: [inherited, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
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
            if previous != current {
                controller.lastTraitCollection = current
                current.performAsCurrent { controller.traitCollectionDidChange(previous) }
            }
            controller.lastTraitCollection = current
        }
        let current = traitCollection
        let previous = lastTraitCollection ?? .detached
        if previous != current {
            lastTraitCollection = current
            // What a view draws resolves colours, images and fonts against its traits: it is drawn again, as iOS
            // redraws views when the appearance changes.
            layer.setNeedsDisplay()
            current.performAsCurrent { traitCollectionDidChange(previous) }
            if previous.layoutDirection != current.layoutDirection || previous.horizontalSizeClass != current.horizontalSizeClass {
                noteLayoutTraitsChanged()
                setNeedsLayout()
            }
        }
        for subview in subviews { subview.propagateTraitChanges() }
    }
}
