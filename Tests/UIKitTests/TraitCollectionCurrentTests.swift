import Testing
@testable import UIKit

/// A view that reads `UITraitCollection.current` where UIKit sets it.
private final class CurrentTraitsRecorder: UIView {
    var borderInTraitChange: CGColor?
    var styleInLayout: UIUserInterfaceStyle?

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        borderInTraitChange = UIColor.systemBackground.cgColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        styleInLayout = UITraitCollection.current.userInterfaceStyle
    }
}

@Suite("UITraitCollection.current", .serialized)
@MainActor
struct TraitCollectionCurrentTests {
    @Test("Apple: UIKit sets current before traitCollectionDidChange and layoutSubviews, so cgColor resolves for the view")
    func currentDuringCallbacks() {
        UIDevice.current.simulate(.iPhone13)
        UIApplication.shared.userInterfaceStyle = .dark
        defer { UIApplication.shared.userInterfaceStyle = .light }
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        let recorder = CurrentTraitsRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(recorder)
        window.makeKeyAndVisible()
        recorder.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(recorder.borderInTraitChange == CGColor(red: 0, green: 0, blue: 0, alpha: 1), "systemBackground is black in dark mode")
        #expect(recorder.styleInLayout == .dark)
        // Outside the callbacks: light, as set by nobody.
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(UIColor.systemBackground.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        window.isHidden = true
    }

    @Test("performAsCurrent sets and restores current")
    func performAsCurrent() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let inside = dark.performAsCurrent { UIColor.label.cgColor }
        #expect(inside == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.label.cgColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }
}
