import Synchronization

/// The process-wide count that dates every view's kept safe geometry (`UIView.safeGeometryInRoot()`): a kept answer
/// is used only while the count is the one it was kept at.
///
/// A view forgets its own kept answer, and its subtree's, when its frame, its bounds' origin or its superview changes
/// — the inputs that change often. Everything else the safe area reads changes rarely and may reach no view at all
/// when it does (a controller deallocated, which leaves its view's weak reference to it nil): the simulated device
/// and orientation (the window's unobscured insets), which controller owns a view, and a controller's
/// `additionalSafeAreaInsets` and bar insets. Those move the count, and with it every view's answer is stale.
enum SafeGeometryEpoch {
    private static let count = Atomic<UInt64>(1)

    /// The count now (never 0: a view that keeps nothing holds 0).
    static var current: UInt64 { count.load(ordering: .relaxed) }

    /// Something every view's safe area may depend on changed: no kept answer is used again.
    static func advance() {
        count.add(1, ordering: .relaxed)
    }
}
