/// A reference to a view or layout guide that reads nil once the item is deallocated, as a `weak` reference does,
/// without being one.
///
/// Why: the first `weak` reference to an object gives it a Swift side table for good, and from then on every retain
/// and release of that object takes the runtime's slow path (a call and atomics on the side table). Layout retains
/// and releases views all the time (walking superview chains, the engine's lists, constraints' items), and in a
/// scrolled table that slow path was about a fifth of all instructions. So UIKit holds no view or guide weakly:
/// back-pointers that their owner always clears are `unowned(unsafe)` (`UIView.superview`, `CALayer.delegate`,
/// `CALayer.superlayer`), and holders that may outlive the item (constraints, anchors, guides, the layout engine's
/// lists, a cell's table, a button's title label, the application's windows) hold the item's one `LayoutItemReference` strongly instead.
///
/// The item makes its reference once (`layoutItemReference`) and clears it at the start of its `deinit`, so `item`
/// and `view` are never dangling: they are nil, or an object whose `deinit` has not run yet. (A subclass's `deinit`
/// runs before the one that clears the reference; code it calls may still find the object here, where a `weak`
/// reference would already read nil.)
final class LayoutItemReference {
    /// The item, until it is deallocated.
    private(set) unowned(unsafe) var item: (any LayoutItem)?
    /// The item when it is a view (no cast needed by the engine's view lists).
    private(set) unowned(unsafe) var view: UIView?
    /// `view`'s identity, nil when `view` is: the engine tells which of its views a sync must re-read by identity
    /// alone, and reading `view` for that retained and released each view it passed over.
    private(set) var viewIdentifier: ObjectIdentifier?
    /// `item`'s identity, nil when `item` is: an incremental sync asks whether each installed constraint's items are
    /// still the engine's by identity alone, and taking the items out retained and released both of every constraint.
    private(set) var itemIdentifier: ObjectIdentifier?
    /// For a guide's reference: its owning view's reference (nil while it has none), kept by the guide as its
    /// `owningView` changes, so that a climb from a guide item (`viewLink` of the owner) needs no call on the guide.
    /// Unowned: the guide holds the same reference strongly (`owningViewReference`) while this is set, and clears
    /// this when it goes — and a strong field would be released by every reference's deallocation.
    unowned(unsafe) var ownerReference: LayoutItemReference?

    /// `view`, unretained: a view leaving its superview asks of every constraint installed on each of its ancestors
    /// whether an item lies below it, and a climb from `view` retained the view and each superview on the way. Made
    /// from `viewIdentifier`, the view's address, rather than stored beside it: a reference is made for every view
    /// and guide a fresh cell constrains, and each field stored costs every one of them.
    var viewLink: Unmanaged<UIView>? {
        guard let viewIdentifier, let address = UnsafeRawPointer(bitPattern: UInt(bitPattern: viewIdentifier)) else {
            return nil
        }
        return Unmanaged.fromOpaque(address)
    }

    init(_ item: any LayoutItem, view: UIView?) {
        self.item = item
        self.view = view
        viewIdentifier = view.map(ObjectIdentifier.init)
        itemIdentifier = ObjectIdentifier(item)
    }

    /// Called by the item's `deinit` only.
    func clear() {
        item = nil
        view = nil
        viewIdentifier = nil
        itemIdentifier = nil
        ownerReference = nil
    }
}
