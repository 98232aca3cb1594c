import Testing
import TrellisSnapshotTesting
@testable import ImageCells
@testable import UIKit

extension AppSnapshots {
@Suite("ImageCells")
@MainActor
struct ImageCellsSnapshotTests {
    /// The pictures arrive later (`asyncAfter` on the main queue): the test suspends until every visible row has
    /// its picture, then snapshots the app's window.
    @Test func imageCells() async throws {
        for (name, device, orientation) in SnapshotSupport.devices {
            let window = try SnapshotSupport.launch(ImageCellsApp.makeDelegate, on: device, orientation: orientation)
            let table = try #require(window.rootViewController?.view.subviews.compactMap { $0 as? UITableView }.first)
            for _ in 0..<8 {
                try await Task.sleep(nanoseconds: UInt64(ImageCellsApp.imageArrivalTime * 1_000_000_000))
                if UIDevice.current.simulatedDevice != device || UIDevice.current.orientation != orientation {
                    UIDevice.current.simulate(device, orientation: orientation)
                }
                window.layoutIfNeeded()
                if table.visibleCells.allSatisfy({ ($0 as? ExampleTableViewCell)?.cellImageView.image != nil }) { break }
            }
            // Configure the visible rows again at the final size, with every picture in: each image's width follows
            // its row's height, which the text beside it decides, so two passes reach the fixed point whatever order
            // the pictures arrived in.
            for _ in 0..<2 {
                table.reloadData()
                window.layoutIfNeeded()
            }
            // Rows measured at different times move the content offset by different amounts (the table keeps the
            // visible rows in place as estimates are corrected): start from the top.
            table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top), animated: false)
            window.layoutIfNeeded()
            assertSnapshot(of: window as UIView, as: SnapshotSupport.window, named: name)
            SnapshotSupport.close(window)
        }
    }
}
}
