/// The guide that tracks the keyboard (iOS 15): from the keyboard's top to the view's bottom. Trellis shows no
/// keyboard, so the guide is where Apple puts it while the keyboard is offscreen — its top on the safe area's bottom
/// edge (`usesBottomSafeArea`, true by default), or on the view's bottom with zero height when that is false — and
/// views constrained above it (a chat's input bar) sit above the home indicator.
@MainActor
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide also follows an undocked or floating keyboard (kept; there is none here).
    public var followsUndockedKeyboard = false
    /// Padding the keyboard is dismissed through when dragged (kept; there is no keyboard to drag).
    public var keyboardDismissPadding: CGFloat = 0
    /// Whether the offscreen keyboard's guide starts at the safe area's bottom (true) or the view's (false).
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.placeKeyboardGuideTop() } }
    }
    /// The guide's top constraint, swapped when `usesBottomSafeArea` changes.
    var topConstraint: NSLayoutConstraint?
}

extension UIView {
    /// The view's keyboard layout guide (made on first use).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = ownedLayoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        ownedLayoutGuides.append(guide)
        guide.owningView = self
        func c(_ a1: NSLayoutConstraint.Attribute, _ a2: NSLayoutConstraint.Attribute, _ id: String) -> NSLayoutConstraint {
            let made = NSLayoutConstraint(first: guide, a1, .equal, second: self, a2, multiplier: 1, constant: 0,
                                          validating: false)
            made.identifier = id
            made.container = self
            return made
        }
        guideConstraints += [
            c(.left, .left, "UIView-keyboardLayoutGuide-left"),
            c(.right, .right, "UIView-keyboardLayoutGuide-right"),
            c(.bottom, .bottom, "UIView-keyboardLayoutGuide-bottom"),
        ]
        noteLayoutGuidesChanged(added: true)
        placeKeyboardGuideTop()
        return guide
    }

    /// The keyboard guide's top: on the safe area's bottom edge, or (without `usesBottomSafeArea`) on the view's
    /// bottom.
    func placeKeyboardGuideTop() {
        guard let guide = ownedLayoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first else { return }
        if let old = guide.topConstraint { guideConstraints.removeAll { $0 === old } }
        let top = guide.usesBottomSafeArea
            ? NSLayoutConstraint(first: guide, .top, .equal, second: safeAreaLayoutGuide, .bottom, multiplier: 1,
                                 constant: 0, validating: false)
            : NSLayoutConstraint(first: guide, .top, .equal, second: self, .bottom, multiplier: 1, constant: 0,
                                 validating: false)
        top.identifier = "UIView-keyboardLayoutGuide-top"
        top.container = self
        guide.topConstraint = top
        guideConstraints.append(top)
        noteLayoutStructureChanged()
        setNeedsLayout()
    }
}
