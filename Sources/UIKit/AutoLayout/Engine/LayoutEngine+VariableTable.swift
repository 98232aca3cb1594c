extension LayoutEngine {
    /// Each item's variables by its key: the `ItemVariables` as values in one array, found through a dictionary of
    /// their places.
    ///
    /// Why not a dictionary of them: a lookup answers a plain integer, and a variable is read where it lies — every
    /// anchor a row is built from looks its item up (~100 for a cell's set-up), and every written frame reads four
    /// values — without copying an item's four variables out (four retains and releases) or holding an object per
    /// item. An item keeps its place until it leaves; its slot is then emptied and given to the next item.
    struct VariableTable {
        /// Each item's place in `slots`.
        private(set) var places: [ItemKey: Int] = [:]
        /// The variables; a slot no item names holds `ItemVariables.vacant` and is listed in `freeSlots`.
        private(set) var slots: ContiguousArray<ItemVariables> = []
        private var freeSlots: [Int] = []

        var count: Int { places.count }
        var isEmpty: Bool { places.isEmpty }

        /// Room for `capacity` items. An empty table gets a new dictionary of that size (`reserveCapacity(sizingIfEmpty:)`).
        mutating func reserveCapacity(_ capacity: Int) {
            places.reserveCapacity(sizingIfEmpty: capacity)
            slots.reserveCapacity(capacity)
        }

        /// The place of `item`'s variables, if it has them.
        func place(of item: ItemKey) -> Int? { places[item] }

        func contains(_ item: ItemKey) -> Bool { places[item] != nil }

        /// A copy of `item`'s variables (for code that reads them all; a row reads one through its place).
        subscript(item: ItemKey) -> ItemVariables? {
            guard let place = places[item] else { return nil }
            return slots[place]
        }

        /// Gives `item` (which has none) four new variables, the first numbered `firstID`; returns their place. Made
        /// where they are stored: passed in, each was retained once more and released.
        mutating func insertNew(for item: ItemKey, firstID: Int) -> Int {
            let place: Int
            if let free = freeSlots.popLast() {
                place = free
                slots[place] = ItemVariables(firstID: firstID)
            } else {
                place = slots.count
                slots.append(ItemVariables(firstID: firstID))
            }
            places[item] = place
            return place
        }

        /// Forgets `item`'s variables, if any.
        mutating func remove(_ item: ItemKey) {
            guard let place = places.removeValue(forKey: item) else { return }
            slots[place] = .vacant
            freeSlots.append(place)
        }

        /// Forgets the variables of every item not in `items`.
        mutating func keepOnly(_ items: Set<ItemKey>) {
            var leaving: [ItemKey] = []
            for item in places.keys where !items.contains(item) { leaving.append(item) }
            for item in leaving { remove(item) }
        }
    }
}
