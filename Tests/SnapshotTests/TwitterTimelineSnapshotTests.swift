import Testing
import TrellisSnapshotTesting
@testable import TwitterTimeline
@testable import UIKit

extension AppSnapshots {
@Suite("TwitterTimeline")
@MainActor
struct TwitterTimelineSnapshotTests {
    @Test func twitterTimeline() {
        SnapshotSupport.useAssets()
        assertSnapshot(of: RootViewController(), as: SnapshotSupport.phone, named: "iPhoneSE")
        assertSnapshot(of: RootViewController(), as: SnapshotSupport.pad, named: "iPadLandscape")
    }
}
}
