import UIKit

/// `--scroll`: moves the app's main scroll view (the largest visible one) from where the app left it.
@MainActor
enum ScrollSupport {
    static func scroll(_ window: UIWindow, by points: Double) throws {
        throw TrellisError.noScrollView
    }
}
