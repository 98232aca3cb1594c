import Foundation

extension UITraitCollection {
    /// The traits of the view or controller UIKit is updating, for code that has no trait environment at hand.
    ///
    /// Apple: "UIKit updates the value of this property before calling" `traitCollectionDidChange(_:)`,
    /// `layoutSubviews()` and `draw(_:)` of views and `traitCollectionDidChange(_:)`, `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()` of controllers. That is what makes `UIColor.systemBackground.cgColor` inside
    /// `traitCollectionDidChange` come out dark in dark mode (the Twitter profile's avatar border relies on it).
    /// Outside those calls it is light traits, unless code set it.
    public static var current: UITraitCollection {
        get { currentStorage.withLock { $0 } ?? UITraitCollection(userInterfaceStyle: .light) }
        set { currentStorage.withLock { $0 = newValue } }
    }

    private static let currentStorage = LockedState<UITraitCollection?>(nil)

    /// Runs `actions` with `UITraitCollection.current` set to these traits, then restores the previous value.
    public func performAsCurrent<T>(_ actions: () throws -> T) rethrows -> T {
        let previous = UITraitCollection.currentStorage.withLock { value -> UITraitCollection? in
            let old = value
            value = self
            return old
        }
        defer { UITraitCollection.currentStorage.withLock { $0 = previous } }
        return try actions()
    }
}
