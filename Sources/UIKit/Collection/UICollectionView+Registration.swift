extension UICollectionView {
    /// A cell class and how to configure it for an item (iOS 14): `dequeueConfiguredReusableCell(using:for:item:)`
    /// registers the class on first use and runs the handler on the dequeued cell, so no reuse identifier is written.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        /// The identifier this registration dequeues with: its own, so two registrations of one class stay apart.
        let reuseIdentifier: String

        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = "CellRegistration.\(Cell.self).\(RegistrationNumbers.next())"
        }
    }

    /// A supplementary view class for one element kind and how to configure it (iOS 14).
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let handler: Handler
        let elementKind: String
        let reuseIdentifier: String

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = "SupplementaryRegistration.\(Supplementary.self).\(RegistrationNumbers.next())"
        }
    }

    /// A cell of the registration's class for `indexPath`, configured by its handler for `item` (nil: not configured).
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if registeredCells[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // The registration's own identifier only ever holds its class.
        let cell = dequeued as? Cell ?? Cell(dequeuedWithReuseIdentifier: registration.reuseIdentifier)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = Self.supplementaryKey(registration.elementKind, registration.reuseIdentifier)
        if registeredSupplementaries[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                        withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(dequeuedWithReuseIdentifier: registration.reuseIdentifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Numbers that keep registrations' reuse identifiers apart.
@MainActor
enum RegistrationNumbers {
    private static var last = 0
    static func next() -> Int {
        last += 1
        return last
    }
}
