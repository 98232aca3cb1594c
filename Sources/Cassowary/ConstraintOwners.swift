/// The strong references a tag table holds (`TagTable.owners`): a growable list with its own storage, copied on write.
///
/// Not an `Array`: an array of a class type (or of a struct holding one reference) appends through the standard library's
/// prespecialized calls, `_makeUniqueAndReserveCapacityIfNotUnique` and `_appendElementAssumeUniqueAndCapacity`, some 60
/// instructions an add (45 a self-sizing cell); this append is inlined: a uniqueness check, a capacity test and a store.
struct ConstraintOwners {
    private var storage: Storage?

    private struct Header {
        var count: Int
        let capacity: Int
    }

    private final class Storage: ManagedBuffer<Header, Constraint> {
        deinit {
            _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee.count) }
        }

        static func make(capacity: Int) -> Storage {
            unsafeDowncast(Storage.create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) },
                           to: Storage.self)
        }
    }

    init() {}

    /// A list holding the constraints of the tags among `entries` (a compaction), written straight into its storage.
    init(_ entries: [SolverCore.Tag?]) {
        var count = 0
        for entry in entries where entry != nil { count += 1 }
        guard count > 0 else { return }
        let storage = Storage.make(capacity: count)
        storage.withUnsafeMutablePointers { header, elements in
            for case let tag? in entries {
                (elements + header.pointee.count).initialize(to: tag.constraint)
                header.pointee.count += 1
            }
        }
        self.storage = storage
    }

    /// How many references the list holds. (The header is read and written through its pointer everywhere: through
    /// `ManagedBuffer.header`, a class's stored property, each access was checked for exclusivity at run time, which
    /// cost more than the arrays' calls this list replaces.)
    var count: Int { storage?.withUnsafeMutablePointerToHeader { $0.pointee.count } ?? 0 }

    /// Appends the reference, handed over (moved into the storage, not retained again); returns the new count.
    @inline(__always)
    mutating func append(_ constraint: consuming Constraint) -> Int {
        let full = !isKnownUniquelyReferenced(&storage)
            || storage.unsafelyUnwrapped.withUnsafeMutablePointerToHeader { $0.pointee.count == $0.pointee.capacity }
        if full { grow() }
        var handed = Optional(consume constraint)
        return storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
            (elements + header.pointee.count).initialize(to: handed.take().unsafelyUnwrapped)
            header.pointee.count += 1
            return header.pointee.count
        }
    }

    /// Makes the storage unique with room for one more (at least doubling).
    @inline(never)
    private mutating func grow() {
        let count = self.count
        let new = Storage.make(capacity: Swift.max(16, 2 * count))
        if count > 0 {
            let unique = isKnownUniquelyReferenced(&storage)
            storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, old in
                new.withUnsafeMutablePointerToElements { elements in
                    if unique {
                        elements.moveInitialize(from: old, count: count)
                        header.pointee.count = 0
                    } else {
                        elements.initialize(from: old, count: count)
                    }
                }
            }
        }
        new.withUnsafeMutablePointerToHeader { $0.pointee.count = count }
        storage = new
    }

    /// Releases every reference, keeping the storage if it is not shared.
    mutating func removeAll() {
        guard count > 0 else { return }
        if isKnownUniquelyReferenced(&storage) {
            storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
                elements.deinitialize(count: header.pointee.count)
                header.pointee.count = 0
            }
        } else {
            storage = nil
        }
    }
}
