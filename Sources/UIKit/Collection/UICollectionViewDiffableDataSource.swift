/// A collection view data source driven by snapshots: `apply` a new `NSDiffableDataSourceSnapshot` and the collection
/// view shows it; cells come from the `cellProvider` closure, supplementary views from `supplementaryViewProvider`.
///
/// As on iOS, creating it makes it the collection view's data source; the collection view holds it weakly, so keep a
/// reference. A snapshot applied updates the collection view by its difference from the current one, at once and without
/// animation (see `UICollectionView+Updates.swift`).
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// The collection view, not kept alive (through its reference, as the table's diffable data source).
    private var collectionView: UICollectionView? { collectionViewReference.view as? UICollectionView }
    private let collectionViewReference: LayoutItemReference
    private let cellProvider: CellProvider
    /// The data shown, and how a new snapshot reaches the view (shared with the other kind of view's data source).
    private let store = DiffableSnapshotStore<SectionIdentifierType, ItemIdentifierType>()
    open var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        collectionViewReference = collectionView.layoutItemReference
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the data the collection view currently shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.snapshot }

    /// Makes `snapshot` the collection view's data, updating the collection view by the difference from the current
    /// one (items that stay keep their cells and measured sizes; reloaded items get new cells, reconfigured items their
    /// existing cells updated). `completion` runs after the collection view was laid out.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        store.apply(snapshot, to: collectionView, of: self, completion: completion)
    }

    /// Replaces the data without diffing (iOS 15): the collection view reloads everything.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        store.applyUsingReloadData(snapshot, to: collectionView, completion: completion)
    }

    // MARK: Identifiers and index paths

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.sectionIdentifier(at: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { store.current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { store.current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    /// The cell from the cell provider. UIKit raises when the provider returns nil; Trellis logs it and shows an
    /// empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = store.current.item(at: indexPath) else {
            UIView.layoutLog("[UICollectionViewDiffableDataSource] No item identifier at \(indexPath).")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            UIView.layoutLog("[UICollectionViewDiffableDataSource] The cell provider returned nil for item \(item) at "
                + "\(indexPath).")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        return collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }
}
