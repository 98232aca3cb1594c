import Testing
@testable import UIKit

/// A view's trait collection is inherited from its superview (Apple: "the trait collection of a view is derived from
/// its superview's"), so wherever a view moves or is orphaned, every view below it must read the traits of its new
/// place — even though Trellis keeps resolved traits per view and forgets them only when a move can change them
/// (`UIView.superviewDidChangeForTraits()`).
@MainActor
@Suite("Traits follow moves: kept resolutions are right after every move, free and re-parenting")
struct TraitMoveTests {
    /// A root with a style override, standing for a part of the window with its own appearance.
    private func container(_ style: UIUserInterfaceStyle) -> UIView {
        let view = UIView()
        view.overrideUserInterfaceStyle = style
        return view
    }

    /// A three-level subtree whose deepest view has read (and so kept) its traits.
    private func subtree() -> (top: UIView, middle: UIView, leaf: UIView) {
        let top = UIView(), middle = UIView(), leaf = UIView()
        top.addSubview(middle)
        middle.addSubview(leaf)
        return (top, middle, leaf)
    }

    @Test("A subtree moved between a light and a dark part resolves the new style down to its deepest view")
    func moveBetweenStyles() {
        let light = container(.light), dark = container(.dark)
        let (top, middle, leaf) = subtree()
        light.addSubview(top)
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
        dark.addSubview(top)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(middle.traitCollection.userInterfaceStyle == .dark)
        light.addSubview(top)
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
        dark.addSubview(top)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        top.removeFromSuperview()
        // Detached: with no superview, nothing passes the dark override down (traits are inherited from the
        // superview); the view has a hierarchy-less view's traits, Trellis's `UITraitCollection.detached` (light
        // appearance, unspecified size classes).
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
        #expect(leaf.traitCollection.horizontalSizeClass == .unspecified)
    }

    /// The case the kept answers are kept for: a move to a place with the same traits forgets nothing. A later change
    /// at the new place must still reach the moved subtree.
    @Test("After a move to a place with the same traits, a change at the new place still reaches the subtree")
    func sameTraitsMoveThenChange() {
        let first = container(.dark), second = container(.dark)
        let (top, _, leaf) = subtree()
        first.addSubview(top)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        second.addSubview(top)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        second.overrideUserInterfaceStyle = .light
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
        // And the old place no longer speaks for it.
        first.overrideUserInterfaceStyle = .unspecified
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
    }

    /// A view that never read its traits keeps nothing, and neither does anything below it: moving it forgets nothing
    /// elsewhere, and its subtree resolves at its new place on the first read.
    @Test("A subtree that never read its traits resolves them at its new place on the first read")
    func unreadSubtreeMoves() {
        let light = container(.light), dark = container(.dark)
        let bystander = UIView()
        light.addSubview(bystander)
        #expect(bystander.traitCollection.userInterfaceStyle == .light)
        let (top, _, leaf) = subtree()
        light.addSubview(top)
        dark.addSubview(top)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(bystander.traitCollection.userInterfaceStyle == .light)
    }

    /// A superview that is freed clears its subviews' `superview`: they are orphans and resolve as detached views
    /// (`UITraitCollection.detached`: light appearance), not as the dark part they were last in.
    @Test("Views orphaned by their superview's deallocation resolve as detached, then take their new place's traits")
    func orphanedByFree() {
        let middle = UIView(), leaf = UIView()
        middle.addSubview(leaf)
        do {
            let dark = container(.dark)
            dark.addSubview(middle)
            #expect(leaf.traitCollection.userInterfaceStyle == .dark)
            #expect(middle.traitCollection.userInterfaceStyle == .dark)
        }
        // The dark root is freed here: `middle` is its orphan.
        #expect(middle.superview == nil)
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
        #expect(middle.traitCollection.userInterfaceStyle == .light)
        let dark = container(.dark)
        dark.addSubview(middle)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    }

    /// A view freed with subviews orphans them without a move of theirs: a later move of an orphan into a differently
    /// styled place must still tell its subtree (`traitCollectionDidChange`), as UIKit tells views whose traits change.
    @Test("An orphan moved into a dark place tells its subviews of the change (traitCollectionDidChange)")
    func orphanPropagates() {
        final class Listening: UIView {
            var styles: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                styles.append(traitCollection.userInterfaceStyle)
            }
        }
        // Views hear of trait changes in a window (UIKit calls traitCollectionDidChange for views in its hierarchy).
        let window = shownWindow()
        let middle = UIView(), leaf = Listening()
        middle.addSubview(leaf)
        do {
            let light = container(.light)
            window.addSubview(light)
            light.addSubview(middle)
            #expect(leaf.traitCollection.userInterfaceStyle == .light)
            #expect(leaf.styles.last == .light)
            light.removeFromSuperview()
        }
        // The light part is freed: `middle` is its orphan.
        #expect(middle.superview == nil)
        let dark = container(.dark)
        window.addSubview(dark)
        dark.addSubview(middle)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(leaf.styles.last == .dark)
    }
}
