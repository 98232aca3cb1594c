import Cassowary

extension LayoutEngine {
    /// The installed rows by id: the rows as values in one array, found through a dictionary of their places.
    ///
    /// Why not a dictionary of rows: a row is a value (no object to allocate and free per row, ~70 for a fresh cell),
    /// and the diff marks and updates rows in place. In a `Dictionary` of values that goes through its write
    /// accessors, which were not inlined and allocated a frame per call; here the dictionary holds only places
    /// (plain integers, read without copying a row out), and a row is changed where it lies in the array.
    ///
    /// A row keeps its place until it is removed; its slot is then emptied (releasing its references) and given to
    /// the next row inserted. Places follow the order in which rows come and go, so code that acts on rows found by
    /// walking `places` (whose order follows the rows' addresses and the process's hash seed) sorts them by place.
    struct RowTable {
        /// A diff's scratch state of the row in the same place: the diff's stamp when a spec asked for the row, the
        /// index of the first such spec, whether the diff took the row out of the table (removed, re-keyed or moved), and
        /// whether it moves the row's constant to the spec's.
        struct Mark {
            var stamp: UInt64 = 0
            var wantedIndex = 0
            var leftRows = false
            var moves = false
        }

        /// Each installed row's place in `slots`.
        private(set) var places: [RowID: Int] = [:]
        /// The rows; a slot no id names holds `InstalledRow.vacant` and is listed in `freeSlots`.
        private(set) var slots: ContiguousArray<InstalledRow> = []
        /// Each slot's mark, in the same places as `slots`.
        private(set) var marks: ContiguousArray<Mark> = []
        private var freeSlots: [Int] = []

        var count: Int { places.count }
        var isEmpty: Bool { places.isEmpty }

        /// Room for `capacity` rows. An empty table gets a new dictionary of that size (`reserveCapacity(sizingIfEmpty:)`).
        mutating func reserveCapacity(_ capacity: Int) {
            places.reserveCapacity(sizingIfEmpty: capacity)
            slots.reserveCapacity(capacity)
            marks.reserveCapacity(capacity)
        }

        /// Whether a row is installed broken (it lost a conflict, and has no constraint in the solver). A vacant slot
        /// has no constraint either, and every vacant slot is listed once in `freeSlots`: so a row is broken exactly
        /// when more slots than those have none. The slots are scanned in order rather than found through `places`
        /// (every structural sync of every engine asks this, and walking the dictionary's buckets cost several
        /// times the scan).
        var containsBrokenRow: Bool {
            var withoutConstraint = 0
            var place = 0
            while place < slots.count {
                if slots[place].constraint == nil { withoutConstraint += 1 }
                place += 1
            }
            return withoutConstraint > freeSlots.count
        }

        /// The place of the row with `id`, if one is installed.
        func place(of id: RowID) -> Int? { places[id] }

        func contains(_ id: RowID) -> Bool { places[id] != nil }

        /// A copy of the row with `id` (for code that reads a whole row; the diff reads fields through places).
        subscript(id: RowID) -> InstalledRow? {
            guard let place = places[id] else { return nil }
            return slots[place]
        }

        /// The row at `place`, read or changed in place.
        subscript(place place: Int) -> InstalledRow {
            get { slots[place] }
            _modify { yield &slots[place] }
        }

        /// Marks the row at `place` as wanted by spec `index` of the diff with `stamp` (−1: by none, a row to
        /// remove), unless a spec of that diff asked for it already (the first spec of an id is the wanted one).
        mutating func noteWanted(_ place: Int, by index: Int, stamp: UInt64) {
            guard marks[place].stamp != stamp else { return }
            marks[place] = Mark(stamp: stamp, wantedIndex: index, leftRows: false)
        }

        /// Notes that the diff took the row at `place` out of the table (removed, re-keyed, or to be replaced).
        mutating func noteLeft(_ place: Int) {
            marks[place].leftRows = true
        }

        /// Notes that the diff moves the constant of the row at `place` (a row it stamped) to its wanted spec's.
        mutating func noteMoving(_ place: Int) {
            marks[place].moves = true
        }

        /// Puts `row` under `id`, replacing the row installed under it if any (a dictionary's `rows[id] = row`).
        mutating func set(_ row: InstalledRow, for id: RowID) {
            if let place = places[id] {
                slots[place] = row
                marks[place] = Mark()
                return
            }
            places[id] = take(row)
        }

        /// Installs a row of `fingerprint`, `constraint` and `owner` under `id` unless a row is installed under it
        /// already (then nothing changes). Returns whether it was installed. One lookup: the place is claimed first
        /// and given back in the rare repeated case. Inlined, its arguments consumed: a fresh engine installs every
        /// row here, and borrowed arguments were retained once more and released for each row.
        @inline(__always)
        mutating func insertIfAbsent(_ id: RowID, _ fingerprint: consuming Fingerprint,
                                     _ constraint: consuming Constraint, _ owner: consuming NSLayoutConstraint?,
                                     required: Bool) -> Bool {
            let place = freeSlots.last ?? slots.count
            if let first = places.updateValue(place, forKey: id) {
                places[id] = first
                return false
            }
            if freeSlots.isEmpty {
                slots.append(InstalledRow(fingerprint, constraint, owner, required: required))
                marks.append(Mark())
            } else {
                freeSlots.removeLast()
                slots[place] = InstalledRow(fingerprint, constraint, owner, required: required)
                marks[place] = Mark()
            }
            return true
        }

        /// Removes the row with `id`, if any (a dictionary's `rows[id] = nil`).
        mutating func remove(_ id: RowID) {
            guard let place = places.removeValue(forKey: id) else { return }
            slots[place] = .vacant
            marks[place] = Mark()
            freeSlots.append(place)
        }

        /// Moves the row with `id` to `newID` (which has no row), keeping its place: a dictionary's `rows[id] = nil`
        /// then `rows[newID] = row`.
        mutating func rekey(_ id: RowID, to newID: RowID) {
            guard let place = places.removeValue(forKey: id) else { return }
            places[newID] = place
        }

        /// Puts rows found by walking `places` in the order of their places (that is, of their coming), the order
        /// the diff acts on them in. Here, outside the main-actor engine, so that the comparisons are plain calls:
        /// a closure written in the engine checks the executor on each one.
        static func sortByPlace(_ rows: inout [(id: RowID, place: Int)]) {
            rows.sort { $0.place < $1.place }
        }

        /// A slot for `row`: a free one, or a new one at the end.
        private mutating func take(_ row: InstalledRow) -> Int {
            if let place = freeSlots.popLast() {
                slots[place] = row
                marks[place] = Mark()
                return place
            }
            slots.append(row)
            marks.append(Mark())
            return slots.count - 1
        }
    }
}
