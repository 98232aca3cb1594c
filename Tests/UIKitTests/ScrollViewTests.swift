import Testing
@testable import UIKit

/// The Twitter-profile seed's container: a header outside the scroll view, stuck to the content's top edge.
final class StretchyProfileView: UIView {
    let headerView = UIView()
    let scrollView = UIScrollView()
    let contentView = UIView()
    let body = UIView()
    var headerHeight: CGFloat = 0
    private var activeConstraints: [NSLayoutConstraint] = []
    private var isInitialized = false
    /// Follows the seed: the safe area's top inset is added to the header's height.
    var addsSafeAreaToHeader = true

    init(bodyHeight: CGFloat) {
        super.init(frame: .zero)
        headerView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(headerView)
        scrollView.alwaysBounceVertical = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        addSubview(scrollView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentView)
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            body.topAnchor.constraint(equalTo: contentView.topAnchor),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            body.heightAnchor.constraint(equalToConstant: bodyHeight),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        if !isInitialized {
            isInitialized = true
            updateConstraints(for: bounds.size)
        }
    }

    /// The seed's `updateConstraints(for:)`, verbatim in substance.
    func updateConstraints(for size: CGSize) {
        headerHeight = max(1, size.width / 750) * 250
        NSLayoutConstraint.deactivate(activeConstraints)
        activeConstraints.removeAll()
        activeConstraints.append(contentsOf: [
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        let guide = scrollView.layoutMarginsGuide
        activeConstraints.append(contentsOf: [
            contentView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            contentView.widthAnchor.constraint(equalTo: guide.widthAnchor),
            contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        ])
        let top = addsSafeAreaToHeader ? safeAreaInsets.top : 0
        let fixed = headerView.heightAnchor.constraint(equalToConstant: headerHeight + top)
        fixed.priority = .defaultHigh
        activeConstraints.append(contentsOf: [
            headerView.leadingAnchor.constraint(equalTo: leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: trailingAnchor),
            headerView.bottomAnchor.constraint(equalTo: contentView.topAnchor),
            headerView.topAnchor.constraint(lessThanOrEqualTo: scrollView.topAnchor),
            fixed,
            headerView.heightAnchor.constraint(greaterThanOrEqualToConstant: headerHeight + top),
        ])
        var offset = scrollView.contentOffset
        offset.y += scrollView.contentInset.top - headerHeight
        scrollView.setContentOffset(offset, animated: false)
        scrollView.contentInset = UIEdgeInsets(top: headerHeight, left: 0, bottom: 0, right: 0)
        NSLayoutConstraint.activate(activeConstraints)
    }
}

final class ScrollRecorder: UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    var events: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    /// Where `scrollViewWillEndDragging` sends the content (nil: left as the scroll view chose).
    var snapTo: CGPoint?
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging(\(targetContentOffset.pointee.y))")
        if let snapTo { targetContentOffset.pointee = snapTo }
    }
}

@MainActor
@Suite("UIScrollView: content offset, insets, content sized by Auto Layout, the stretchy header", .serialized)
struct ScrollViewTests {
    /// A free-standing 375×812 root (no window, so no safe area).
    func freeStandingProfile(bodyHeight: CGFloat = 1000) -> (UIView, StretchyProfileView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let profile = StretchyProfileView(bodyHeight: bodyHeight)
        profile.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(profile)
        NSLayoutConstraint.activate([
            profile.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            profile.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            profile.topAnchor.constraint(equalTo: root.topAnchor),
            profile.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, profile)
    }

    @Test("bounds.origin is the content offset: subviews keep their frames and appear shifted")
    func boundsOriginIsContentOffset() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 300, width: 20, height: 20))
        scroll.addSubview(child)
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        scroll.layoutIfNeeded()
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 250))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 250))
        #expect(child.frame == CGRect(x: 10, y: 300, width: 20, height: 20))
        // On screen (root coordinates) the child sits at 300 − 250.
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 50))
    }

    @Test("Seed header at rest: 250 pt tall (375/750 < 1), bottom on the content's top, content inset 250")
    func headerAtRest() {
        let (_, profile) = freeStandingProfile()
        #expect(profile.headerHeight == 250)
        #expect(profile.scrollView.contentInset.top == 250)
        // No safe area outside a window, so the adjusted inset is the content inset and the offset the seed set.
        #expect(profile.scrollView.adjustedContentInset.top == 250)
        #expect(profile.scrollView.contentOffset.y == -250)
        // Content view: between the scroll view's 16 pt margins; its top at content y 0, i.e. 250 on screen.
        #expect(profile.contentView.frame == CGRect(x: 16, y: 0, width: 343, height: 1000))
        #expect(profile.headerView.frame == CGRect(x: 0, y: 0, width: 375, height: 250))
    }

    @Test("Pulled down 100 pt (offset −350): header.top ≤ scroll.top holds it at 0 and >= 250 lets it grow to 350")
    func headerStretchesWhenPulled() {
        let (root, profile) = freeStandingProfile()
        profile.scrollView.simulatePull(by: 100)
        #expect(profile.scrollView.contentOffset.y == -350)
        root.layoutIfNeeded()
        // header.bottom == content.top = 0 − (−350); header.top ≤ 0 (required) beats height == 250 (@750).
        #expect(profile.headerView.frame == CGRect(x: 0, y: 0, width: 375, height: 350))
        // Releasing bounces back to the resting offset and the header shrinks to 250 again.
        profile.scrollView.simulateRelease()
        root.layoutIfNeeded()
        #expect(profile.scrollView.contentOffset.y == -250)
        #expect(profile.headerView.frame == CGRect(x: 0, y: 0, width: 375, height: 250))
    }

    @Test("Scrolled up 200 pt (offset −50): the header keeps 250 pt (@750) and moves up with the content to y −200")
    func headerScrollsAwayWhenScrolledUp() {
        let (root, profile) = freeStandingProfile()
        profile.scrollView.setContentOffset(CGPoint(x: 0, y: -50), animated: false)
        root.layoutIfNeeded()
        #expect(profile.headerView.frame == CGRect(x: 0, y: -200, width: 375, height: 250))
        #expect(profile.contentView.frame.origin.y == 0)
        #expect(profile.contentView.convert(CGPoint.zero, to: nil).y == 50)
    }

    @Test("In a window on iPhone 13: the safe area (47 pt) is added to the header and to the adjusted inset")
    func headerInWindowWithSafeArea() {
        UIDevice.current.simulate(.iPhone13)
        let controller = UIViewController()
        let profile = StretchyProfileView(bodyHeight: 1200)
        controller.view.addSubview(profile)
        profile.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            profile.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            profile.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            profile.topAnchor.constraint(equalTo: controller.view.topAnchor),
            profile.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
        ])
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        // alwaysBounceVertical makes the vertical axis scrollable, so .automatic adds the 47/34 pt safe area.
        #expect(profile.scrollView.adjustedContentInset == UIEdgeInsets(top: 250 + 47, left: 0, bottom: 34, right: 0))
        // The seed set −250; the safe-area adjustment moved the resting offset up by 47 more.
        #expect(profile.scrollView.contentOffset.y == -297)
        #expect(profile.headerView.frame == CGRect(x: 0, y: 0, width: 390, height: 297))
        // Subviews of the scroll view do not see the vertical safe area again.
        #expect(profile.contentView.safeAreaInsets.top == 0)
        profile.scrollView.simulatePull(by: 100)
        window.layoutIfNeeded()
        #expect(profile.headerView.frame == CGRect(x: 0, y: 0, width: 390, height: 397))
        profile.scrollView.simulateRelease()
        profile.scrollView.setContentOffset(CGPoint(x: 0, y: -97), animated: false)
        window.layoutIfNeeded()
        #expect(profile.headerView.frame == CGRect(x: 0, y: -200, width: 390, height: 297))
    }

    @Test("contentSize comes from the content view pinned to the scroll view's edges (inside = content area)")
    func contentSizeFromEdgeConstraints() {
        let (_, profile) = freeStandingProfile(bodyHeight: 1500)
        #expect(profile.scrollView.contentSize.height == 1500)
        #expect(profile.contentView.frame.height == 1500)
        // The scroll view's own frame is the container's, unaffected by the content.
        #expect(profile.scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    }

    /// A 320 × 480 root with a scroll view 10 pt in from its sides and 20 pt from its top (frame 10, 20, 300 × 460).
    func insetScrollView() -> (root: UIView, scroll: UIScrollView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return (root, scroll)
    }

    /// Apple's Auto Layout Guide, "Working with Scroll Views": "Constraints between the edges or margins of the scroll
    /// view and its content attach to the scroll view's content area. Constraints between the height, width, or
    /// centers attach to the scroll view's frame." — and, to disable horizontal scrolling, "set the content view's width
    /// equal to the scroll view's width".
    @Test("Width, height and centres between a scroll view and its content attach to its frame; edges to its content area")
    func sizeAndCentreConstraintsAttachToTheFrame() {
        let (root, scroll) = insetScrollView()
        let content = UIView(), centred = UIView(), floating = UIView()
        for view in [content, centred, floating] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(view)
        }
        NSLayoutConstraint.activate([
            // The usual content view: edges to the scroll view's (its content area), width to its width (its frame).
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalTo: scroll.heightAnchor, multiplier: 2),
            // Centred horizontally on the frame, its top on the content's edge: it scrolls with the content.
            centred.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            centred.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            centred.widthAnchor.constraint(equalToConstant: 50), centred.heightAnchor.constraint(equalToConstant: 20),
            // Centred on the frame both ways: it stays in the middle of what is visible.
            floating.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            floating.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
            floating.widthAnchor.constraint(equalToConstant: 40), floating.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(scroll.frame == CGRect(x: 10, y: 20, width: 300, height: 460))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 920), "as wide as the frame, twice as tall")
        #expect(scroll.contentSize == CGSize(width: 300, height: 920), "no horizontal scrolling")
        #expect(centred.frame == CGRect(x: 125, y: 10, width: 50, height: 20))
        #expect(floating.frame == CGRect(x: 130, y: 210, width: 40, height: 40))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 920))
        #expect(centred.frame == CGRect(x: 125, y: 10, width: 50, height: 20), "its top follows the content")
        #expect(floating.frame == CGRect(x: 130, y: 510, width: 40, height: 40), "the centre of the visible area")
    }

    @Test("After a full walk (a view moved elsewhere), editing the content's height still sizes the content area")
    func contentAreaSurvivesAFullWalk() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: root.bounds)
        let content = UIView(), badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        root.addSubview(badge)
        scroll.addSubview(content)
        let height = content.heightAnchor.constraint(equalToConstant: 900)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor), height,
        ])
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
        // A view moving within the hierarchy is a change the engine follows with a full walk.
        content.addSubview(badge)
        root.layoutIfNeeded()
        height.constant = 1200
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1200))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1200))
    }

    @Test("A frame-based view inside a scroll view keeps the frame it was last given as the scroll view scrolls")
    func frameBasedSubviewKeepsItsFrameWhileScrolling() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        scroll.addSubview(box)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        scroll.contentSize = CGSize(width: 320, height: 2000)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        box.frame = CGRect(x: 50, y: 60, width: 70, height: 80)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 50, y: 60, width: 70, height: 80))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 50, y: 60, width: 70, height: 80), "not the frame it had before")
    }

    @Test("contentLayoutGuide and frameLayoutGuide: width from the frame guide, height from the content")
    func contentAndFrameLayoutGuides() {
        let (root, scroll) = insetScrollView()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        root.layoutIfNeeded()
        #expect(scroll.frame == CGRect(x: 10, y: 20, width: 300, height: 460))
        #expect(scroll.contentSize == CGSize(width: 300, height: 900))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 900))
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        // The content guide moves with the content, the frame guide stays on the visible bounds.
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 900))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 100, width: 300, height: 460))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 900))
    }

    @Test("A view pinned to the frame layout guide stays put while the content scrolls")
    func frameGuidePinnedViewFloats() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 270, y: 10, width: 40, height: 40))
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        root.layoutIfNeeded()
        // In content coordinates it moved down by the offset, so on screen it did not move.
        #expect(badge.frame == CGRect(x: 270, y: 510, width: 40, height: 40))
        #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 270, y: 10))
    }

    func windowedScrollView(_ behaviour: UIScrollView.ContentInsetAdjustmentBehavior, contentHeight: CGFloat,
                            bounce: Bool = false) -> UIScrollView {
        UIDevice.current.simulate(.iPhone13)
        let controller = UIViewController()
        let scroll = UIScrollView()
        scroll.contentInsetAdjustmentBehavior = behaviour
        scroll.alwaysBounceVertical = bounce
        scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        scroll.contentSize = CGSize(width: 390, height: contentHeight)
        scroll.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(scroll)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: controller.view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
        ])
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return scroll
    }

    @Test("contentInsetAdjustmentBehavior: the 47/34 pt safe area is added per Apple's rules for each behaviour")
    func insetAdjustmentBehaviours() {
        // .never: only the content inset.
        let never = windowedScrollView(.never, contentHeight: 2000)
        #expect(never.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
        #expect(never.contentOffset.y == 0)
        // .always: every edge, even with content that does not scroll.
        let always = windowedScrollView(.always, contentHeight: 100)
        #expect(always.adjustedContentInset == UIEdgeInsets(top: 52, left: 0, bottom: 39, right: 0))
        // .scrollableAxes / .automatic: only along an axis that scrolls (taller content, or alwaysBounceVertical).
        let short = windowedScrollView(.scrollableAxes, contentHeight: 100)
        #expect(short.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
        let tall = windowedScrollView(.automatic, contentHeight: 2000)
        #expect(tall.adjustedContentInset == UIEdgeInsets(top: 52, left: 0, bottom: 39, right: 0))
        // The offset moved by the 47 pt the safe area added, so the content rests under the status bar.
        #expect(tall.contentOffset.y == -47)
        let bouncing = windowedScrollView(.automatic, contentHeight: 100, bounce: true)
        #expect(bouncing.adjustedContentInset.top == 52)
    }

    /// Apple (`ContentInsetAdjustmentBehavior.automatic`): like `.scrollableAxes`, but "the content is always adjusted
    /// vertically when the scroll view is the content view of a view controller that is currently displayed by a
    /// navigation or tab bar controller". A short list under a navigation bar starts below the bar, not under it.
    @Test("automatic: a controller's scroll view in a navigation or tab bar controller is inset vertically even when it does not scroll")
    func automaticUnderNavigationBar() {
        UIDevice.current.simulate(.iPhone13)
        func shortScrollView(inNavigation: Bool, inTabs: Bool = false,
                             behaviour: UIScrollView.ContentInsetAdjustmentBehavior) -> UIScrollView {
            let controller = UIViewController()
            let scroll = UIScrollView()
            scroll.contentInsetAdjustmentBehavior = behaviour
            scroll.contentSize = CGSize(width: 390, height: 100)
            controller.view = scroll
            let window = UIWindow(frame: UIScreen.main.bounds)
            if inTabs {
                let tabs = UITabBarController()
                tabs.viewControllers = [controller]
                window.rootViewController = tabs
            } else {
                window.rootViewController = inNavigation ? UINavigationController(rootViewController: controller) : controller
            }
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return scroll
        }
        // 47 pt status bar + 44 pt bar above, 34 pt home indicator below.
        let navigated = shortScrollView(inNavigation: true, behaviour: .automatic)
        #expect(navigated.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(navigated.contentOffset.y == -91, "the content rests right below the bar")
        let plain = shortScrollView(inNavigation: false, behaviour: .automatic)
        #expect(plain.adjustedContentInset == .zero, "not in a navigation controller: as scrollableAxes")
        let scrollable = shortScrollView(inNavigation: true, behaviour: .scrollableAxes)
        #expect(scrollable.adjustedContentInset == .zero, "scrollableAxes makes no such exception")
        // In a tab bar controller: the status bar above, the 49 pt tab bar and the home indicator below.
        let tabbed = shortScrollView(inNavigation: false, inTabs: true, behaviour: .automatic)
        #expect(tabbed.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
    }

    /// A controller's `additionalSafeAreaInsets` "extend the safe area" of its view and of the views inside it, with no
    /// frame changing: a scroll view inside takes the new safe area into its adjusted inset, with
    /// `safeAreaInsetsDidChange` and `adjustedContentInsetDidChange` (Apple: "Called when the safe area of the view
    /// changes").
    @Test("additionalSafeAreaInsets reach a scroll view inside the controller's view")
    func additionalSafeAreaReachesScrollViewsInside() {
        final class Recording: UIScrollView {
            var safeAreaChanges = 0, insetChanges = 0
            override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange(); safeAreaChanges += 1 }
            override func adjustedContentInsetDidChange() { super.adjustedContentInsetDidChange(); insetChanges += 1 }
        }
        let environment = SimulatedEnvironment.current
        defer { environment.restore() }
        UIDevice.current.simulate(.iPhone13)
        let controller = UIViewController()
        let scroll = Recording(frame: controller.view.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentInsetAdjustmentBehavior = .always
        controller.view.addSubview(scroll)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let top = scroll.adjustedContentInset.top
        let (safeAreaChanges, insetChanges) = (scroll.safeAreaChanges, scroll.insetChanges)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(scroll.safeAreaInsets.top == top + 30)
        #expect(scroll.adjustedContentInset.top == top + 30)
        #expect(scroll.safeAreaChanges > safeAreaChanges && scroll.insetChanges > insetChanges)
    }

    @Test("Changing the adjustment behaviour calls adjustedContentInsetDidChange and the delegate")
    func adjustedInsetChangeIsReported() {
        final class Recording: UIScrollView {
            var changes = 0
            override func adjustedContentInsetDidChange() { super.adjustedContentInsetDidChange(); changes += 1 }
        }
        let scroll = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scroll.changes == 1)
        #expect(scroll.adjustedContentInset.top == 10)
        // Setting contentInset never moves the offset (the seed relies on this).
        #expect(scroll.contentOffset == .zero)
    }

    /// Apple, on `bounces`: "If the value is false, scrolling stops immediately at the content boundary without
    /// bouncing" — a drag past an edge stops at it.
    /// Apple (`contentInset`): "The custom distance that the content view is inset from the safe area or scroll view
    /// edges" — the content can scroll that much further at each end.
    @Test("contentInset lets the content scroll further at both ends: a released drag rests there")
    func contentInsetExtendsTheRange() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 300)
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 50, right: 0)
        scroll.simulateDrag(by: CGPoint(x: 0, y: -1000))
        scroll.simulateRelease()
        #expect(scroll.contentOffset.y == 250, "300 + 50 − 100: the bottom inset shows under the content's end")
        scroll.simulateDrag(by: CGPoint(x: 0, y: 1000))
        scroll.simulateRelease()
        #expect(scroll.contentOffset.y == -20, "the top inset shows above the content's start")
    }

    @Test("bounces = false: a drag stops at the content's edges")
    func dragWithoutBouncing() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 300)
        scroll.bounces = false
        scroll.simulatePull(by: 80)
        #expect(scroll.contentOffset.y == 0)
        scroll.simulateDrag(by: CGPoint(x: 0, y: -500))
        #expect(scroll.contentOffset.y == 200)
        scroll.simulateRelease()
        #expect(scroll.contentOffset.y == 200)
    }

    /// Apple, on `isPagingEnabled`: "If the value of this property is true, the scroll view stops on multiples of the
    /// scroll view's bounds when the user scrolls" — released, the content settles on the nearest page.
    @Test("isPagingEnabled: a released drag settles on the nearest multiple of the bounds")
    func pagingSettlesOnPages() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 500, height: 100)
        scroll.isPagingEnabled = true
        let recorder = ScrollRecorder()
        scroll.delegate = recorder
        scroll.simulateDrag(by: CGPoint(x: -140, y: 0))
        #expect(scroll.contentOffset.x == 140)
        scroll.simulateRelease()
        #expect(scroll.contentOffset.x == 100)
        scroll.simulateDrag(by: CGPoint(x: -160, y: 0))
        scroll.simulateRelease()
        #expect(scroll.contentOffset.x == 300)
        // Past the last page, back to it.
        scroll.simulateDrag(by: CGPoint(x: -180, y: 0))
        scroll.simulateRelease()
        #expect(scroll.contentOffset.x == 400)
        #expect(recorder.events.last == "didEndDecelerating")
    }

    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the delegate hears where the content will rest
    /// and may move it (apps snap to rows this way); the content then decelerates there.
    @Test("scrollViewWillEndDragging can choose where the content comes to rest")
    func willEndDraggingChoosesTheTarget() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let recorder = ScrollRecorder()
        scroll.delegate = recorder
        recorder.snapTo = CGPoint(x: 0, y: 200)
        scroll.simulateDrag(by: CGPoint(x: 0, y: -230))
        scroll.simulateRelease()
        #expect(scroll.contentOffset.y == 200)
        #expect(recorder.events == ["willBeginDragging", "willEndDragging(230.0)", "didEndDragging(true)",
                                    "willBeginDecelerating", "didEndDecelerating"])
    }

    @Test("Drags: delegate order, rubber-band past the top, bounce back on release; disabled scrolling ignores drags")
    func simulatedDrag() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 300)
        let recorder = ScrollRecorder()
        scroll.delegate = recorder
        scroll.simulateDrag(by: CGPoint(x: 30, y: -150))
        // Horizontal content does not scroll (300 wide content fits? no: width 100 == bounds), only y moves.
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 150))
        scroll.simulateDrag(by: CGPoint(x: 0, y: -100))
        #expect(scroll.contentOffset.y == 250)
        scroll.simulateRelease()
        // Past the end (max 200): bounces back.
        #expect(scroll.contentOffset.y == 200)
        #expect(recorder.events == ["willBeginDragging", "willEndDragging(200.0)", "didEndDragging(true)",
                                    "willBeginDecelerating", "didEndDecelerating"])
        #expect(recorder.offsets == [150, 250, 200])
        scroll.isScrollEnabled = false
        scroll.simulateDrag(by: CGPoint(x: 0, y: 50))
        #expect(scroll.contentOffset.y == 200)
    }

    @Test("Scroll indicators are thin subviews while dragging, proportional to the visible fraction")
    func scrollIndicators() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 206))
        scroll.contentSize = CGSize(width: 100, height: 824)
        scroll.layoutIfNeeded()
        #expect(!scroll.subviews.contains { $0 is ScrollIndicator })
        scroll.simulateDrag(by: CGPoint(x: 0, y: -300))
        scroll.layoutIfNeeded()
        let bar = scroll.subviews.compactMap { $0 as? ScrollIndicator }.first
        #expect(bar != nil)
        if let bar {
            #expect(bar.frame.width == 3)
            // 200 pt track (3 pt from each end) × 206/824 visible = 50 pt; at 300 of 618 pt scrollable.
            #expect(bar.frame.height == 50)
            #expect(bar.frame.minX == 94)
            let expectedY: CGFloat = 300 + 3 + 150 * 300 / 618
            #expect(abs(bar.frame.minY - expectedY) < 0.001)
        }
        scroll.simulateRelease()
        scroll.layoutIfNeeded()
        #expect(!scroll.subviews.contains { $0 is ScrollIndicator })
    }

    /// Apple (`UIScrollView.IndicatorStyle`): `.black` is "good against a white content background", `.white` "good
    /// against a black content background"; `.default` follows the interface style (dark bars in light mode, light
    /// bars in dark mode, iOS 13+).
    @Test("indicatorStyle colours the bars: default follows light and dark, black and white are fixed",
          arguments: [(UIScrollView.IndicatorStyle.default, UIUserInterfaceStyle.light, false),
                      (.default, .dark, true), (.black, .dark, false), (.white, .light, true)])
    func indicatorStyle(style: UIScrollView.IndicatorStyle, appearance: UIUserInterfaceStyle, light: Bool) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 206))
        scroll.overrideUserInterfaceStyle = appearance
        scroll.backgroundColor = UIColor(white: 0.5, alpha: 1)
        scroll.contentSize = CGSize(width: 100, height: 824)
        scroll.indicatorStyle = style
        scroll.simulateDrag(by: CGPoint(x: 0, y: -300))
        scroll.layoutIfNeeded()
        let bar = scroll.subviews.compactMap { $0 as? ScrollIndicator }.first
        #expect(bar != nil)
        guard let bar else { return }
        let image = renderImage(scroll, scale: 2)
        // The bar's middle, in the visible area (the render shows the bounds: content y minus the offset).
        let pixel = rgba(image, bar.frame.midX, bar.frame.midY - scroll.contentOffset.y)
        // Grey 128 under 35% black gives about 83; under 35% white about 172.
        #expect(light ? pixel[0] > 150 : pixel[0] < 100, "\(pixel)")
        scroll.simulateRelease()
    }

    @Test("scrollRectToVisible scrolls the least needed, within the content")
    func scrollRectToVisible() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 450, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 400)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: true)
        #expect(scroll.contentOffset.y == 100)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 900)
    }
}
