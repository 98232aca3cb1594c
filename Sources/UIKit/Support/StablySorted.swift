/// `elements` reordered by `keys` (one key per element, in the same order); elements with equal keys keep their order.
///
/// The engine sorts constraints by activation serial on every full walk and a table sorts its live rows on every
/// frame. Sorting (key, position) pairs reads each key once rather than in every comparison, and the comparator is a
/// nonisolated static function: a comparison closure written inside a main-actor type checks the executor on each
/// call, which cost more than the comparisons themselves. The position breaks ties, so the order of equal keys does
/// not depend on the sort's algorithm.
func stablySorted<Element, Key: Comparable & Sendable>(_ elements: [Element], byKeys keys: [Key]) -> [Element] {
    var order: [KeyedPosition<Key>] = []
    order.reserveCapacity(keys.count)
    for (position, key) in keys.enumerated() { order.append(KeyedPosition(key: key, position: position)) }
    order.sort(by: KeyedPosition.precedes)
    var sorted: [Element] = []
    sorted.reserveCapacity(order.count)
    for entry in order { sorted.append(elements[entry.position]) }
    return sorted
}

/// A sort key and the position of the element it belongs to (see `stablySorted(_:byKeys:)`).
struct KeyedPosition<Key: Comparable & Sendable> {
    var key: Key
    var position: Int

    nonisolated static func precedes(_ a: KeyedPosition, _ b: KeyedPosition) -> Bool {
        a.key < b.key || (a.key == b.key && a.position < b.position)
    }
}
