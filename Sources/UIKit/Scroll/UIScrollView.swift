/// A view whose content is larger than itself and moves under it.
///
/// As on iOS, the content offset *is* `bounds.origin`: subviews stay where their frames say in content coordinates
/// and appear shifted by the offset. For Auto Layout the scroll view has two faces (see `LayoutEngine.isInside`):
/// constraints from its descendants to its edges refer to the **content area** (their right/bottom/width/height
/// are the content size, which becomes `contentSize`), constraints from anywhere else refer to its frame.
/// `contentLayoutGuide` is the content area and `frameLayoutGuide` the frame, for either side. Every offset change
/// re-reads just the constraints that see the scroll view from inside, so layouts that cross the scroll view
/// (a header pinned to the content's top and, with an inequality, to the scroll view's top) follow the scrolling.
@MainActor
open class UIScrollView: UIView {
    /// Receives scrolling events (for a table view, its `UITableViewDelegate`).
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content area. Set it directly, or let constraints to the content area determine it.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            guard contentSize.isFinite else {
                UIView.layoutLog("Ignoring a non-finite content size \(contentSize) for \(layoutDescription).")
                contentSize = oldValue
                return
            }
            // Where the content area is solved, the engine writes `contentSize`: a value set by code is overwritten by
            // the next layout cycle, as frames are (the engine skips writing when nothing was announced to it).
            layoutHost.layoutEngineStorage?.contentSizeChanged(of: self)
            setNeedsLayout()
            updateAdjustedContentInset()
            notifyObservingBars()
        }
    }

    /// Extra room around the content, in addition to the safe-area insets the scroll view adds itself
    /// (`adjustedContentInset`). Setting it does not move the content offset (as on iOS).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            guard contentInset.isFinite else {
                UIView.layoutLog("Ignoring a non-finite content inset \(contentInset) for \(layoutDescription).")
                contentInset = oldValue
                return
            }
            setNeedsLayout()
            updateAdjustedContentInset()
        }
    }

    /// How the safe area is added to `contentInset` (`.automatic` by default, as on iOS).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    open var alwaysBounceVertical = false { didSet { updateAdjustedContentInset() } }
    open var alwaysBounceHorizontal = false { didSet { updateAdjustedContentInset() } }
    open var bounces = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var showsVerticalScrollIndicator = true { didSet { setNeedsLayout() } }
    open var showsHorizontalScrollIndicator = true { didSet { setNeedsLayout() } }
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Both indicators' insets (reads the vertical one, as UIKit does).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators' insets follow the safe area too (true, as on iOS 13+).
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { setNeedsLayout() } }
    /// The indicators' colour (`ScrollIndicator.color(for:)`).
    open var indicatorStyle: IndicatorStyle = .default {
        didSet {
            for indicator in [verticalIndicator, horizontalIndicator] {
                indicator.backgroundColor = ScrollIndicator.color(for: indicatorStyle)
            }
        }
    }
    open var decelerationRate: DecelerationRate = .normal
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var scrollsToTop = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1

    /// True between `simulateDrag` and `simulateRelease`.
    public private(set) var isDragging = false
    public var isTracking: Bool { isDragging }
    public private(set) var isDecelerating = false

    /// The inset last reported through `adjustedContentInsetDidChange`, and the safe-area part of it.
    private var lastAdjustedContentInset = UIEdgeInsets.zero
    private var lastSystemInset = UIEdgeInsets.zero

    let verticalIndicator = ScrollIndicator(axis: .vertical)
    let horizontalIndicator = ScrollIndicator(axis: .horizontal)
    /// Indicators show while the content is dragged and after `flashScrollIndicators()`, as on iOS.
    private var indicatorsVisible = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    // MARK: Content offset

    /// The navigation bar that follows this scroll view's scrolling (its controller's content scroll view).
    weak var observingNavigationBar: UINavigationBar?
    /// The tab bar that follows this scroll view's scrolling.
    weak var observingTabBar: UITabBar?

    /// Tells the bars that follow this scroll view that its offset, size or insets changed (their scroll edge and a
    /// large title's collapse depend on all three).
    func notifyObservingBars() {
        observingNavigationBar?.contentScrollViewDidScroll(self)
        observingTabBar?.contentScrollViewDidScroll(self)
    }

    /// The point of the content shown at the scroll view's top-left: `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffsetWithoutAnimation(newValue) }
    }

    /// Scrolls to `contentOffset`. Trellis has no animation clock: an animated scroll lands at once and reports
    /// `scrollViewDidEndScrollingAnimation`, as UIKit does when the animation ends.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let moved = contentOffset != self.contentOffset
        setContentOffsetWithoutAnimation(contentOffset)
        if animated, moved { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    private func setContentOffsetWithoutAnimation(_ offset: CGPoint) {
        guard offset.isFinite else {
            UIView.layoutLog("Ignoring a non-finite content offset \(offset) for \(layoutDescription).")
            return
        }
        guard offset != bounds.origin else { return }
        bounds = CGRect(origin: offset, size: bounds.size)
        contentOffsetDidChange()
        notifyObservingBars()
        delegate?.scrollViewDidScroll(self)
    }

    /// Called after every offset change, before the delegate hears of it (a table view brings in rows here).
    func contentOffsetDidChange() {}

    /// Scrolls the least needed to make `rect` (content coordinates) visible inside the adjusted insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = CGRect(x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
                             width: bounds.width - inset.left - inset.right,
                             height: bounds.height - inset.top - inset.bottom)
        var offset = contentOffset
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - inset.top }
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - inset.left }
        offset = clampedOffset(offset)
        setContentOffset(offset, animated: animated)
    }

    /// The offsets the content rests at: from `-adjustedContentInset.top/left` to where the content's end meets
    /// the bottom/right inset (never above the start).
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x),
                       y: min(max(offset.y, range.min.y), range.max.y))
    }

    // MARK: Insets

    /// `contentInset` plus the safe-area insets the adjustment behaviour adds.
    public var adjustedContentInset: UIEdgeInsets { adjustedContentInset(safeAreaInsets: safeAreaInsets) }

    /// `adjustedContentInset` for given safe-area insets of this view.
    private func adjustedContentInset(safeAreaInsets safe: UIEdgeInsets) -> UIEdgeInsets {
        let system = systemContentInset(safeAreaInsets: safe)
        let refreshing = refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0
        return UIEdgeInsets(top: contentInset.top + system.top + refreshing, left: contentInset.left + system.left,
                            bottom: contentInset.bottom + system.bottom, right: contentInset.right + system.right)
    }

    // MARK: Refresh control

    /// The pull-to-refresh control above the content (see `UIRefreshControl`).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            refreshStateDidChange()
        }
    }

    /// Whether the content rests at its top (to keep it there when the refresh control's room comes or goes).
    var isAtTop: Bool { contentOffset.y <= offsetRange.min.y + 0.5 }

    /// The refresh control started or ended refreshing: the top inset makes room for it or gives it back, and content
    /// resting at the top follows.
    func refreshStateDidChange(wasAtTop: Bool = false) {
        updateAdjustedContentInset()
        if wasAtTop || contentOffset.y < offsetRange.min.y {
            setContentOffsetWithoutAnimation(CGPoint(x: contentOffset.x, y: offsetRange.min.y))
        }
        setNeedsLayout()
    }

    /// The refresh control across the width, right above the top of the content and its insets.
    private func placeRefreshControl() {
        guard let control = refreshControl else { return }
        let top = adjustedContentInset.top - (control.isRefreshing ? UIRefreshControl.height : 0)
        let frame = CGRect(x: 0, y: -top - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        if control.frame != frame { control.frame = frame }
    }

    /// Whether the content can move along each axis: larger than the bounds, or told to bounce anyway.
    private var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        (contentSize.width > bounds.width || alwaysBounceHorizontal,
         contentSize.height > bounds.height || alwaysBounceVertical)
    }

    /// The safe-area part of `adjustedContentInset` (Apple's documentation of `ContentInsetAdjustmentBehavior`):
    /// `.always` adds the safe area on every edge; `.never` nowhere; `.scrollableAxes` only along axes that scroll;
    /// `.automatic` like `.scrollableAxes`, and always vertically for a controller's view displayed by a navigation or
    /// tab bar controller.
    private var systemContentInset: UIEdgeInsets { systemContentInset(safeAreaInsets: safeAreaInsets) }

    /// `systemContentInset` for given safe-area insets of this view.
    private func systemContentInset(safeAreaInsets safe: UIEdgeInsets) -> UIEdgeInsets {
        let axes = scrollableAxes
        var horizontal = false, vertical = false
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always: horizontal = true; vertical = true
        case .scrollableAxes: horizontal = axes.horizontal; vertical = axes.vertical
        case .automatic:
            horizontal = axes.horizontal
            let controller = owningViewController
            vertical = axes.vertical || controller?.navigationController != nil || controller?.tabBarController != nil
        }
        return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Called when `adjustedContentInset` changed; overrides call `super`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Re-derives the adjusted inset; when its safe-area part changed, the offset moves by the same amount, so
    /// content resting at the top stays right under the safe area (as UIKit keeps it).
    func updateAdjustedContentInset() {
        updateAdjustedContentInset(safeAreaInsets: safeAreaInsets)
    }

    /// `updateAdjustedContentInset()` with this view's safe-area insets already computed (each computation walks up
    /// the hierarchy, and a scrolled table lays out on every frame). Returns nil when it called out (the offset
    /// moved, or `adjustedContentInsetDidChange`), after which the insets may be different; otherwise the adjusted
    /// content inset it computed, still current (the scroll indicators are placed with it on every scrolled frame).
    @discardableResult
    private func updateAdjustedContentInset(safeAreaInsets safe: UIEdgeInsets) -> UIEdgeInsets? {
        var calledOut = false
        let system = systemContentInset(safeAreaInsets: safe)
        if system != lastSystemInset, !isDragging {
            let dx = system.left - lastSystemInset.left, dy = system.top - lastSystemInset.top
            lastSystemInset = system
            if dx != 0 || dy != 0 {
                setContentOffsetWithoutAnimation(CGPoint(x: contentOffset.x - dx, y: contentOffset.y - dy))
                calledOut = true
            }
        }
        let adjusted = calledOut ? adjustedContentInset : adjustedContentInset(safeAreaInsets: safe)
        if adjusted != lastAdjustedContentInset {
            lastAdjustedContentInset = adjusted
            adjustedContentInsetDidChange()
            notifyObservingBars()
            calledOut = true
        }
        return calledOut ? nil : adjusted
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    /// The widened rectangle follows the scroll view's adjustment behaviour, its scrollable axes and its controllers.
    override var passesSafeRectToSubviews: Bool { false }

    override func safeRectForSubviews(_ safe: CGRect, frame: CGRect) -> CGRect {
        // Content scrolls under the top and bottom edges, so it never insets for them (the adjusted content inset
        // is how a scroll view keeps clear of them); left and right edges reach the content unless the adjusted
        // inset already accounts for them. The safe-area insets come from the geometry the caller already has (every
        // cell's safe area is computed through here, once per island per frame).
        let system = systemContentInset(safeAreaInsets: UIView.safeAreaInsets(safe: safe, frame: frame))
        let far: CGFloat = 1e7
        return CGRect(x: safe.minX - (system.left > 0 ? far : 0), y: safe.minY - far,
                      width: safe.width + (system.left > 0 ? far : 0) + (system.right > 0 ? far : 0),
                      height: safe.height + 2 * far)
    }

    // MARK: Auto Layout

    override var usesContentLayoutArea: Bool { true }

    override func contentAreaSizeDidResolve(_ size: CGSize) {
        contentSize = size
    }

    private var contentGuideStorage: UILayoutGuide?
    private var frameGuideStorage: UILayoutGuide?

    /// The content area as a layout guide: its size is `contentSize`, its origin the content's origin.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = contentGuideStorage { return guide }
        let guide = makeScrollGuide("UIScrollView-contentLayoutGuide", followsFrame: false)
        contentGuideStorage = guide
        return guide
    }

    /// The scroll view's frame as a layout guide (it does not move with the content).
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = frameGuideStorage { return guide }
        let guide = makeScrollGuide("UIScrollView-frameLayoutGuide", followsFrame: true)
        frameGuideStorage = guide
        return guide
    }

    /// A guide held to the content area or the frame by four required constraints the scroll view owns.
    private func makeScrollGuide(_ identifier: String, followsFrame: Bool) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.followsOwnerFrame = followsFrame
        ownedLayoutGuides.append(guide)
        guide.owningView = self
        // The content guide by its edges: seen from inside, a scroll view's edges are its content area's, but its width
        // and height are its frame's (`LayoutEngine.appendTerms`).
        let attributes: [(NSLayoutConstraint.Attribute, String)] = followsFrame
            ? [(.left, "left"), (.top, "top"), (.width, "width"), (.height, "height")]
            : [(.left, "left"), (.top, "top"), (.right, "right"), (.bottom, "bottom")]
        for (attribute, name) in attributes {
            let c = NSLayoutConstraint(first: guide, attribute, .equal, second: self, attribute, multiplier: 1,
                                       constant: 0, validating: false)
            c.identifier = "\(identifier)-\(name)"
            c.container = self
            guideConstraints.append(c)
        }
        noteLayoutStructureChanged()
        return guide
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The safe area is computed once for all three unless something was called in between (the safe-area callback
        // updates the adjusted inset itself).
        let safe = safeAreaInsets
        if reportSafeAreaIfChanged(safe) {
            let now = safeAreaInsets
            layoutScrollIndicators(safeAreaInsets: now)
            placeRefreshControl()
            safeAreaResolvedForLayout(now)
            return
        }
        // After a call-out the insets may have changed: both are read again.
        let adjusted = updateAdjustedContentInset(safeAreaInsets: safe)
        let now = adjusted == nil ? safeAreaInsets : safe
        layoutScrollIndicators(safeAreaInsets: now, adjustedContentInset: adjusted)
        placeRefreshControl()
        safeAreaResolvedForLayout(now)
    }

    /// The safe area this layout pass computed, handed to subclasses that read it again in the same pass (a table's
    /// rows keep out of it at the sides): each computation walks up to the window, on every scrolled frame.
    func safeAreaResolvedForLayout(_ insets: UIEdgeInsets) {}

    // MARK: Simulated touches

    /// Moves the content as a finger dragging by `translation` would (down/right moves the content down/right, so
    /// the offset decreases). Past the edges the content follows the finger, as a rubber-band pull does, so a
    /// negative offset at the top can be shown and tested — unless `bounces` is false (Apple: "scrolling stops
    /// immediately at the content boundary without bouncing"). Does nothing when `isScrollEnabled` is false.
    open func simulateDrag(by translation: CGPoint) {
        guard isScrollEnabled else { return }
        if !isDragging {
            isDragging = true
            indicatorsVisible = true
            delegate?.scrollViewWillBeginDragging(self)
        }
        let axes = scrollableAxes
        var offset = contentOffset
        if axes.horizontal { offset.x -= translation.x }
        if axes.vertical { offset.y -= translation.y }
        if !bounces { offset = clampedOffset(offset) }
        setContentOffsetWithoutAnimation(offset)
        setNeedsLayout()
    }

    /// Pulls the content down by `distance` points (a drag downwards, e.g. past the top to stretch a header).
    open func simulatePull(by distance: CGFloat) {
        simulateDrag(by: CGPoint(x: 0, y: distance))
    }

    /// Lifts the finger: content pulled past an edge bounces back to it; with `isPagingEnabled` the content settles on
    /// the nearest page (Apple: "the scroll view stops on multiples of the scroll view's bounds").
    open func simulateRelease() {
        guard isDragging else { return }
        isDragging = false
        // Pulled far enough past the top: the refresh control starts refreshing (and the content rests below it).
        if let control = refreshControl, contentOffset.y <= offsetRange.min.y - UIRefreshControl.triggerDistance {
            control.refreshFromPull()
        }
        var target = clampedOffset(isPagingEnabled ? nearestPage(to: contentOffset) : contentOffset)
        // The delegate may choose where the content comes to rest (custom paging, snapping to rows).
        delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
        if !target.isFinite { target = clampedOffset(contentOffset) }
        let bounces = target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: bounces)
        if bounces {
            delegate?.scrollViewWillBeginDecelerating(self)
            isDecelerating = true
            setContentOffsetWithoutAnimation(target)
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
        indicatorsVisible = false
        updateAdjustedContentInset()
        setNeedsLayout()
    }

    /// The multiple of the bounds' size nearest to `offset` along each axis that scrolls (pages start where the
    /// content does, inside the adjusted inset).
    private func nearestPage(to offset: CGPoint) -> CGPoint {
        let axes = scrollableAxes, start = offsetRange.min
        func page(_ value: CGFloat, _ origin: CGFloat, _ size: CGFloat) -> CGFloat {
            size > 0 ? origin + ((value - origin) / size).rounded() * size : value
        }
        return CGPoint(x: axes.horizontal ? page(offset.x, start.x, bounds.width) : offset.x,
                       y: axes.vertical ? page(offset.y, start.y, bounds.height) : offset.y)
    }

    /// Shows the scroll indicators (until the next simulated release).
    open func flashScrollIndicators() {
        indicatorsVisible = true
        setNeedsLayout()
    }

    // MARK: Scroll indicators

    /// Thin bars along the trailing and bottom edges, as iOS draws them: length proportional to the visible
    /// fraction of the content, position to the offset. They are subviews only while visible. `known`: the adjusted
    /// content inset for `safe`, when the caller has just computed it.
    private func layoutScrollIndicators(safeAreaInsets safe: UIEdgeInsets,
                                        adjustedContentInset known: UIEdgeInsets? = nil) {
        let inset = known ?? adjustedContentInset(safeAreaInsets: safe)
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        let showVertical = indicatorsVisible && showsVerticalScrollIndicator && contentSize.height > visibleHeight
            && visibleHeight > 0
        let showHorizontal = indicatorsVisible && showsHorizontalScrollIndicator && contentSize.width > visibleWidth
            && visibleWidth > 0
        let system = automaticallyAdjustsScrollIndicatorInsets ? safe : .zero
        place(verticalIndicator, shown: showVertical) {
            let i = verticalScrollIndicatorInsets
            let track = bounds.height - i.top - i.bottom - system.top - system.bottom - 6
            let total = contentSize.height + inset.top + inset.bottom
            let length = max(36, track * min(1, bounds.height / max(total, 1)))
            let progress = (contentOffset.y + inset.top) / max(1, total - bounds.height)
            let y = contentOffset.y + i.top + system.top + 3 + (track - length) * min(max(progress, 0), 1)
            return CGRect(x: contentOffset.x + bounds.width - i.right - system.right - 3 - ScrollIndicator.thickness,
                          y: y, width: ScrollIndicator.thickness, height: length)
        }
        place(horizontalIndicator, shown: showHorizontal) {
            let i = horizontalScrollIndicatorInsets
            let track = bounds.width - i.left - i.right - system.left - system.right - 6
            let total = contentSize.width + inset.left + inset.right
            let length = max(36, track * min(1, bounds.width / max(total, 1)))
            let progress = (contentOffset.x + inset.left) / max(1, total - bounds.width)
            let x = contentOffset.x + i.left + system.left + 3 + (track - length) * min(max(progress, 0), 1)
            return CGRect(x: x, y: contentOffset.y + bounds.height - i.bottom - system.bottom - 3 - ScrollIndicator.thickness,
                          width: length, height: ScrollIndicator.thickness)
        }
    }

    private func place(_ indicator: ScrollIndicator, shown: Bool, frame: () -> CGRect) {
        guard shown else {
            if indicator.superview === self { indicator.removeFromSuperview() }
            return
        }
        let rect = frame()
        if indicator.frame != rect { indicator.frame = rect }
        if indicator.superview !== self || subviews.last !== indicator { addSubview(indicator) }
    }
}
