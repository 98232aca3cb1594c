import Testing
import TrellisSnapshotTesting
@testable import BookmarkCells
@testable import UIKit

extension AppSnapshots {
@Suite("BookmarkCells")
@MainActor
struct BookmarkCellsSnapshotTests {
    @Test func bookmarkCells() {
        SnapshotSupport.useAssets()
        assertSnapshot(of: MagicTableViewController(style: .plain), as: SnapshotSupport.phone, named: "iPhoneSE")
        assertSnapshot(of: MagicTableViewController(style: .plain), as: SnapshotSupport.pad, named: "iPadLandscape")
    }
}
}
