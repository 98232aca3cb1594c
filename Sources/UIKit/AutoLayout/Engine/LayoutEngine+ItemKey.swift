extension LayoutEngine {
    /// An item's identity as the key of the engine's per-item tables (its variables, the items present, the rectangles
    /// solved so far), placed by `mix(_:seed:)` rather than a SipHash of the address: every row built asks whether its
    /// items are present, and every pass looks up each walked view's variables and its superview's rectangle, for every
    /// visible cell on every scrolled frame. Also the key of the change-tracking tables and the sync's sets of views
    /// and constraints (an object's identity either way): a reused cell's syncs hashed them about 150 times a row.
    struct ItemKey: Hashable {
        let id: ObjectIdentifier

        init(_ id: ObjectIdentifier) { self.id = id }
        /// The key of an object (a view, a guide, a constraint).
        init(_ object: AnyObject) { id = ObjectIdentifier(object) }

        func hash(into hasher: inout Hasher) { hasher.combine(id) }

        func _rawHashValue(seed: Int) -> Int { LayoutEngine.mix(UInt(bitPattern: id), seed: seed) }
    }

    /// A word (an address, or an address plus a small tag) mixed with a table's seed into a hash: a multiply and
    /// shifts that spread the address bits over the low bits hash tables index by. The engine's keys are addresses
    /// made by the process itself, so there is no hash flooding to resist, and SipHash's rounds were most of each
    /// lookup.
    nonisolated static func mix(_ word: UInt, seed: Int) -> Int {
        var h = UInt64(word) ^ UInt64(UInt(bitPattern: seed))
        h = (h ^ (h >> 31)) &* 0x9e37_79b9_7f4a_7c15
        h = (h ^ (h >> 29)) &* 0xbf58_476d_1ce4_e5b9
        return Int(truncatingIfNeeded: h ^ (h >> 32))
    }
}
