/// A table data source driven by snapshots: `apply` a new `NSDiffableDataSourceSnapshot` and the table receives
/// the section and row inserts, deletes and moves that turn the old snapshot into the new one (see
/// `SnapshotDifference`); cells come from the `cellProvider` closure.
///
/// As on iOS, creating it makes it the table's data source (the seeds also assign it, which changes nothing). The
/// table holds its data source weakly: keep a reference (the seeds keep it in a `lazy var`).
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The table, not kept alive: nil once it is deallocated, as with `weak` (through its reference, so that the
    /// table's retains and releases stay on the runtime's fast path; see `LayoutItemReference`).
    private var tableView: UITableView? { tableViewReference.view as? UITableView }
    private let tableViewReference: LayoutItemReference
    private let cellProvider: CellProvider
    /// The data shown, and how a new snapshot reaches the view (shared with the other kind of view's data source).
    private let store = DiffableSnapshotStore<SectionIdentifierType, ItemIdentifierType>()
    /// How rows animate when differences are applied (Trellis applies them at once).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        tableViewReference = tableView.layoutItemReference
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the data the table currently shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.snapshot }

    /// Makes `snapshot` the table's data, updating the table by the difference from the current one (rows that
    /// stay keep their cells and heights; reloaded items get new cells, reconfigured items their existing cells
    /// updated). `completion` runs after the table was laid out.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        store.apply(snapshot, to: tableView, of: self, completion: completion)
    }

    /// Replaces the data without diffing (iOS 15): the table reloads everything.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        store.applyUsingReloadData(snapshot, to: tableView, completion: completion)
    }

    // MARK: Identifiers and index paths

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.sectionIdentifier(at: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { store.current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource (subclasses override the titles and editing, as on iOS)

    open func numberOfSections(in tableView: UITableView) -> Int { store.current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    /// The cell from the cell provider. UIKit raises when the provider returns nil; Trellis logs it and shows an
    /// empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = store.current.item(at: indexPath) else {
            UIView.layoutLog("[UITableViewDiffableDataSource] No item identifier at \(indexPath).")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            UIView.layoutLog("[UITableViewDiffableDataSource] UITableView dataSource returned a nil cell for row at "
                + "index path: \(indexPath). Cell provider returned nil for item \(item).")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
}
