/// The state of a table's data: sections and the items in each, by identifier. A value: build one, change it,
/// and `apply` it to a `UITableViewDiffableDataSource`, which works out the rows to insert, delete and move.
///
/// Identifiers must be unique across the snapshot. UIKit raises on duplicates and on items without a section;
/// Trellis logs UIKit's message through `UIView.layoutLog` and leaves the snapshot as it was.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    /// Section index of each item.
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]
    private var sectionIndex: [SectionIdentifierType: Int] = [:]

    /// Items (and sections) whose cells must be made again, or updated in place, when applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    // MARK: Reading

    public var numberOfItems: Int { sectionOfItem.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { items[$0].count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { items[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sections[$0] }
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let s = sectionOfItem[identifier] else { return nil }
        let before = items[..<s].reduce(0) { $0 + $1.count }
        return items[s].firstIndex(of: identifier).map { before + $0 }
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    /// The index path of an item (nil when absent).
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let s = sectionOfItem[item], let row = items[s].firstIndex(of: item) else { return nil }
        return IndexPath(row: row, section: s)
    }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.row) else {
            return nil
        }
        return items[indexPath.section][indexPath.row]
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard uniqueNewSections(identifiers) else { return }
        for identifier in identifiers {
            sectionIndex[identifier] = sections.count
            sections.append(identifier)
            items.append([])
        }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = requireSection(toIdentifier), uniqueNewSections(identifiers) else { return }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindex()
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = requireSection(toIdentifier), uniqueNewSections(identifiers) else { return }
        sections.insert(contentsOf: identifiers, at: index + 1)
        items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index + 1)
        reindex()
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        var keptSections: [SectionIdentifierType] = [], keptItems: [[ItemIdentifierType]] = []
        for (section, list) in zip(sections, items) where !doomed.contains(section) {
            keptSections.append(section)
            keptItems.append(list)
        }
        sections = keptSections
        items = keptItems
        reindex()
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        guard let from = requireSection(identifier), requireSection(toIdentifier) != nil, identifier != toIdentifier else { return }
        let list = items.remove(at: from)
        sections.remove(at: from)
        let to = sections.firstIndex(of: toIdentifier) ?? sections.count
        sections.insert(identifier, at: to)
        items.insert(list, at: to)
        reindex()
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        guard let from = requireSection(identifier), requireSection(toIdentifier) != nil, identifier != toIdentifier else { return }
        let list = items.remove(at: from)
        sections.remove(at: from)
        let to = (sections.firstIndex(of: toIdentifier) ?? sections.count - 1) + 1
        sections.insert(identifier, at: to)
        items.insert(list, at: to)
        reindex()
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers.append(contentsOf: identifiers.filter { sectionIndex[$0] != nil })
    }

    // MARK: Items

    /// Appends items to `section` (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let target: Int
        if let sectionIdentifier {
            guard let index = requireSection(sectionIdentifier) else { return }
            target = index
        } else {
            guard !sections.isEmpty else {
                diffableLog("[NSDiffableDataSourceSnapshot] There are currently no sections in the data source. "
                    + "Please add a section first.")
                return
            }
            target = sections.count - 1
        }
        guard indexNewItems(identifiers, inSection: target) else { return }
        items[target].append(contentsOf: identifiers)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let path = requireItem(beforeIdentifier), uniqueNewItems(identifiers) else { return }
        items[path.section].insert(contentsOf: identifiers, at: path.row)
        for item in identifiers { sectionOfItem[item] = path.section }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let path = requireItem(afterIdentifier), uniqueNewItems(identifiers) else { return }
        items[path.section].insert(contentsOf: identifiers, at: path.row + 1)
        for item in identifiers { sectionOfItem[item] = path.section }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        var touched = Set<Int>()
        for item in doomed { if let s = sectionOfItem.removeValue(forKey: item) { touched.insert(s) } }
        for s in touched { items[s].removeAll { doomed.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sections = []
        items = []
        sectionOfItem = [:]
        sectionIndex = [:]
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, let from = requireItem(identifier), requireItem(toIdentifier) != nil else { return }
        items[from.section].remove(at: from.row)
        guard let to = indexPath(of: toIdentifier) else { return }
        items[to.section].insert(identifier, at: to.row)
        sectionOfItem[identifier] = to.section
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, let from = requireItem(identifier), requireItem(toIdentifier) != nil else { return }
        items[from.section].remove(at: from.row)
        guard let to = indexPath(of: toIdentifier) else { return }
        items[to.section].insert(identifier, at: to.row + 1)
        sectionOfItem[identifier] = to.section
    }

    /// Marks items whose cells must be made again (new cells from the cell provider, measured again).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ requireItem($0) != nil }) else { return }
        reloadedItemIdentifiers.append(contentsOf: identifiers)
    }

    /// Marks items whose existing cells are updated in place (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ requireItem($0) != nil }) else { return }
        reconfiguredItemIdentifiers.append(contentsOf: identifiers)
    }

    /// Forgets the reload/reconfigure marks once applied.
    mutating func clearReloads() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    // MARK: Checks (UIKit raises here; Trellis logs and ignores the call)

    private mutating func reindex() {
        sectionIndex = [:]
        sectionOfItem = [:]
        for (s, section) in sections.enumerated() {
            sectionIndex[section] = s
            for item in items[s] { sectionOfItem[item] = s }
        }
    }

    private func requireSection(_ identifier: SectionIdentifierType) -> Int? {
        guard let index = sectionIndex[identifier] else {
            diffableLog("[NSDiffableDataSourceSnapshot] Invalid parameter not satisfying: section identifier "
                + "\(identifier) does not exist in the snapshot.")
            return nil
        }
        return index
    }

    private func requireItem(_ identifier: ItemIdentifierType) -> IndexPath? {
        guard let path = indexPath(of: identifier) else {
            diffableLog("[NSDiffableDataSourceSnapshot] Invalid item identifier specified: \(identifier) does not "
                + "exist in the snapshot.")
            return nil
        }
        return path
    }

    private func uniqueNewSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        let duplicates = identifiers.filter { sectionIndex[$0] != nil } + duplicatesWithin(identifiers)
        guard duplicates.isEmpty else {
            diffableLog("[NSDiffableDataSourceSnapshot] Fatal: supplied section identifiers are not unique. "
                + "Duplicate identifiers: \(duplicates)")
            return false
        }
        return true
    }

    /// Records `identifiers` as items of section `section`, hashing each once (a timeline's snapshot appends every
    /// tweet at once: checking for duplicates first, then indexing, hashed each item three times and grew two tables
    /// item by item). When one is already in the snapshot or repeats in the list, nothing is recorded and the
    /// duplicates are reported as `uniqueNewItems` reports them.
    private mutating func indexNewItems(_ identifiers: [ItemIdentifierType], inSection section: Int) -> Bool {
        sectionOfItem.reserveCapacity(sectionOfItem.count + identifiers.count)
        for (position, item) in identifiers.enumerated() {
            guard let previous = sectionOfItem.updateValue(section, forKey: item) else { continue }
            // A duplicate. This call's entries before it were new: they go, and an entry the item already had comes
            // back (an item repeated within the list collided with its own earlier entry, which goes too).
            let repeatsWithinList = identifiers[..<position].contains(item)
            for earlier in identifiers[..<position] { sectionOfItem[earlier] = nil }
            if !repeatsWithinList { sectionOfItem[item] = previous }
            return uniqueNewItems(identifiers)
        }
        return true
    }

    private func uniqueNewItems(_ identifiers: [ItemIdentifierType]) -> Bool {
        let duplicates = identifiers.filter { sectionOfItem[$0] != nil } + duplicatesWithin(identifiers)
        guard duplicates.isEmpty else {
            diffableLog("[NSDiffableDataSourceSnapshot] Fatal: supplied item identifiers are not unique. "
                + "Duplicate identifiers: \(duplicates)")
            return false
        }
        return true
    }

    private func duplicatesWithin<T: Hashable>(_ list: [T]) -> [T] {
        var seen = Set<T>(), duplicates: [T] = []
        for element in list where !seen.insert(element).inserted { duplicates.append(element) }
        return duplicates
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

/// Snapshots may be built off the main actor: their messages reach `UIView.layoutLog` when on the main thread,
/// standard error otherwise.
func diffableLog(_ message: String) {
    if isOnMainThread() {
        MainActor.assumeIsolated { UIView.layoutLog(message) }
    } else {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
