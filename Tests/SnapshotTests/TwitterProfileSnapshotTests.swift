import Testing
import TrellisSnapshotTesting
@testable import TwitterProfile
@testable import UIKit

extension AppSnapshots {
@Suite("TwitterProfile")
@MainActor
struct TwitterProfileSnapshotTests {
    @Test func twitterProfile() {
        SnapshotSupport.useAssets()
        assertSnapshot(of: RootViewController(), as: SnapshotSupport.phone, named: "iPhoneSE")
        assertSnapshot(of: RootViewController(), as: SnapshotSupport.pad, named: "iPadLandscape")
    }
}
}
