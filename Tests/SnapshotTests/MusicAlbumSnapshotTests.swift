import Testing
import TrellisSnapshotTesting
@testable import MusicAlbum
@testable import UIKit

extension AppSnapshots {
@Suite("MusicAlbum")
@MainActor
struct MusicAlbumSnapshotTests {
    /// The album needs its app delegate's red window tint, so the launched window is snapshotted (the `UIView`
    /// strategy).
    @Test func musicAlbum() throws {
        for (name, device, orientation) in SnapshotSupport.devices {
            let window = try SnapshotSupport.launch(MusicAlbumApp.makeDelegate, on: device, orientation: orientation)
            assertSnapshot(of: window as UIView, as: SnapshotSupport.window, named: name)
            SnapshotSupport.close(window)
        }
    }
}
}
