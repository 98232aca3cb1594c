/// Looking objects up in arrays by identity (`===`), for the lists of views, layers and constraints.
///
/// Plain loops, outside any actor: the same searches written as closures in a main-actor type
/// (`firstIndex { $0 === view }`, `removeAll { $0 === constraint }`) check the executor on every call, which cost more
/// than the comparisons on the hot paths that use these (a cell's recycling removes subviews and constraints, and
/// walks its stack views' arranged views).
extension Array where Element: AnyObject {
    /// The position of the first element that is `object`.
    func firstIndex(ofIdentical object: Element) -> Int? {
        var index = 0
        while index < count {
            if self[index] === object { return index }
            index += 1
        }
        return nil
    }

    /// Whether `object` is an element.
    func containsIdentical(_ object: Element) -> Bool {
        firstIndex(ofIdentical: object) != nil
    }

    /// Removes every element that is `object`.
    mutating func removeAll(identicalTo object: Element) {
        guard var index = firstIndex(ofIdentical: object) else { return }
        remove(at: index)
        while index < count {
            if self[index] === object { remove(at: index) } else { index += 1 }
        }
    }
}
