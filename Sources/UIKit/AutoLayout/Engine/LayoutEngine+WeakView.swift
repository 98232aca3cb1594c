extension LayoutEngine {
    /// The views still alive among `refs`, in order. A loop rather than `compactMap(\.view)`: a closure (or key path)
    /// used in this main-actor class checks the executor on every call, and these lists are read on every pass.
    static func liveViews<Refs: Sequence<WeakView>>(_ refs: Refs) -> [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(refs.underestimatedCount)
        for ref in refs {
            if let view = ref.view { views.append(view) }
        }
        return views
    }

    /// A reference to a view that reads nil once the view is deallocated (the engine must not keep its root, nor
    /// removed views, alive): the view's `LayoutItemReference`, as a `weak` reference would put every view on the
    /// runtime's slow reference-counting path.
    struct WeakView {
        private let reference: LayoutItemReference
        @MainActor init(view: UIView) { reference = view.layoutItemReference }
        var view: UIView? { reference.view }
        /// The view's identity while it lives (nil once it is deallocated), read without retaining the view.
        var identifier: ObjectIdentifier? { reference.viewIdentifier }
    }
}
