// UISegmentedControl: a row of segments, one of them selected (iOS 13's look).

internal import Graphics

/// A row of segments with titles or images, one selected. A tap (`simulateTap(segmentAt:)`) selects a segment, runs
/// its action and sends `.valueChanged`; setting `selectedSegmentIndex` in code sends nothing, as on iOS.
///
/// Sizes and looks as iOS 13+ draws the control, measured rather than documented: 32 pt high; titles in 13 pt
/// (semibold when selected); a segment as wide as its content plus 12 pt each side, every segment as wide as the
/// widest unless `apportionsSegmentWidthsByContent`; a grey rounded track with a raised rounded pill under the
/// selected segment and thin dividers between unselected ones.
@MainActor
open class UISegmentedControl: UIControl {
    public static let noSegment = -1

    static let height: CGFloat = 32
    static let segmentPadding: CGFloat = 12
    static let titleFont = UIFont.systemFont(ofSize: 13, weight: .regular)
    static let selectedTitleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)

    /// One segment: what it shows and how wide it was asked to be.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [Segment] = []
    private var segmentViews: [UIView] = []

    /// The selected segment (`noSegment`: none). Setting it does not send `.valueChanged`.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if !(selectedSegmentIndex == UISegmentedControl.noSegment || segments.indices.contains(selectedSegmentIndex)) {
                UIView.layoutLog("UISegmentedControl: no segment \(selectedSegmentIndex) of \(segments.count); nothing "
                    + "is selected.")
                selectedSegmentIndex = UISegmentedControl.noSegment
            }
            if selectedSegmentIndex != oldValue { segmentsChanged(resize: false) }
        }
    }
    /// The selected segment's pill colour (white in light mode, a grey in dark mode when nil).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether a tap leaves no segment selected (the segment acts as a button).
    open var isMomentary = false
    /// Whether segments are as wide as their own content rather than all as wide as the widest.
    open var apportionsSegmentWidthsByContent = false { didSet { segmentsChanged(resize: true) } }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                segments.append(Segment(title: String(describing: item)))
            }
        }
        segmentsChanged(resize: true)
        frame.size = intrinsicContentSize
    }

    /// A control with one segment per action (iOS 14), titled with the actions' titles.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: nil)
        for action in actions { segments.append(Segment(title: action.title, image: action.image, action: action)) }
        segmentsChanged(resize: true)
        self.frame = frame
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
    }

    // MARK: Segments

    open var numberOfSegments: Int { segments.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ new: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(new, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        segmentsChanged(resize: true)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        segmentsChanged(resize: true)
    }

    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
        segmentsChanged(resize: true)
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) { update(segment) { $0.title = title; $0.image = nil } }
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { update(segment) { $0.image = image; $0.title = nil } }
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// A segment's width (0: from its content).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard width.isFinite, width >= 0 else {
            UIView.layoutLog("UISegmentedControl: ignoring the width \(width) for segment \(segment).")
            return
        }
        update(segment) { $0.width = width }
    }
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { update(segment) { $0.isEnabled = enabled } }
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) { update(segment) { $0.action = action } }
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsChanged(resize: true)
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    private func update(_ segment: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(segment) else { return }
        change(&segments[segment])
        segmentsChanged(resize: true)
    }

    /// A tap on `segment`: selects it (or, momentary, flashes it), runs its action and sends `.valueChanged`.
    open func simulateTap(segmentAt segment: Int) {
        guard isEnabled, segments.indices.contains(segment), segments[segment].isEnabled else { return }
        selectedSegmentIndex = segment
        if let action = segments[segment].action {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
    }

    /// A tap selects the segment under the finger.
    override func controlTapped(at location: CGPoint) {
        if let index = segmentFrames.firstIndex(where: { $0.minX <= location.x && location.x < $0.maxX }) {
            simulateTap(segmentAt: index)
        }
    }

    // MARK: Layout and drawing

    /// Rebuilds the segments' views; `resize`: the intrinsic size may have changed.
    private func segmentsChanged(resize: Bool) {
        for view in segmentViews { view.removeFromSuperview() }
        segmentViews = segments.indices.map { index in
            let segment = segments[index]
            let selected = index == selectedSegmentIndex
            if let image = segment.image, segment.title == nil {
                let view = UIImageView(image: image)
                view.contentMode = .center
                view.tintColor = segment.isEnabled ? .label : .tertiaryLabel
                return view
            }
            let label = UILabel()
            let attributes = (selected ? titleAttributes[UIControl.State.selected.rawValue] : nil)
                ?? titleAttributes[UIControl.State.normal.rawValue] ?? [:]
            label.font = attributes[.font] as? UIFont ?? (selected ? Self.selectedTitleFont : Self.titleFont)
            label.textColor = segment.isEnabled ? attributes[.foregroundColor] as? UIColor ?? .label : .tertiaryLabel
            label.textAlignment = .center
            label.text = segment.title
            return label
        }
        for view in segmentViews { addSubview(view) }
        if resize { invalidateIntrinsicContentSize() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// A segment's content width and its width in the intrinsic size.
    private func contentWidth(_ index: Int) -> CGFloat {
        let view = segmentViews[index]
        var size = view.intrinsicContentSize
        // The selected title's semibold face is wider: a segment is as wide as either.
        if let label = view as? UILabel {
            let other = UILabel()
            other.font = label.font.isEqual(Self.titleFont) ? Self.selectedTitleFont : label.font
            other.text = label.text
            size.width = max(size.width, other.intrinsicContentSize.width)
        }
        return max(0, size.width) + 2 * Self.segmentPadding
    }

    /// The widths segments take at their natural size.
    private var naturalWidths: [CGFloat] {
        let content = segments.indices.map(contentWidth)
        let widest = content.max() ?? 0
        return segments.indices.map { index in
            segments[index].width > 0 ? segments[index].width
                : apportionsSegmentWidthsByContent ? content[index] : widest
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: (naturalWidths.reduce(0, +) * 2).rounded(.up) / 2, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' rectangles in the bounds: fixed widths kept, the rest sharing what remains in proportion to
    /// their natural widths.
    private var segmentFrames: [CGRect] {
        let natural = naturalWidths
        let fixed = segments.indices.filter { segments[$0].width > 0 }.reduce(0) { $0 + natural[$1] }
        let flexible = natural.enumerated().filter { segments[$0.offset].width <= 0 }.reduce(0) { $0 + $1.element }
        let room = max(0, bounds.width - fixed)
        var x: CGFloat = 0
        return segments.indices.map { index in
            let width = segments[index].width > 0 ? natural[index]
                : flexible > 0 ? room * natural[index] / flexible : 0
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, frame) in zip(segmentViews, segmentFrames) where view.frame != frame { view.frame = frame }
    }

    override var redrawsOnEveryBoundsChange: Bool { true }

    /// The track, the selected segment's raised pill, and dividers between segments not touching the selection.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let canvas = context.canvas
        let traits = traitCollection
        canvas.fill(roundedRect: bounds.graphicsRect, radius: 9,
                    color: context.faded(UIColor.tertiarySystemFill.resolvedColor(with: traits).graphicsColor))
        let frames = segmentFrames
        if frames.indices.contains(selectedSegmentIndex) {
            let pill = frames[selectedSegmentIndex].insetBy(dx: 2, dy: 2).graphicsRect
            let dark = traits.userInterfaceStyle == .dark
            let fill = (selectedSegmentTintColor ?? (dark ? UIColor(white: 0.39, alpha: 1) : .white))
                .resolvedColor(with: traits).graphicsColor
            canvas.drawShadow(bounds: pill, color: Color(white: 0, alpha: 0.12), offset: Size(width: 0, height: 3),
                              blurRadius: 4) {
                canvas.fill(roundedRect: pill, radius: 7, color: .black)
            }
            canvas.fill(roundedRect: pill, radius: 7, color: context.faded(fill))
        }
        let divider = UIColor.separator.resolvedColor(with: traits).graphicsColor
        for index in frames.indices.dropFirst()
        where index != selectedSegmentIndex && index - 1 != selectedSegmentIndex {
            let x = frames[index].minX
            canvas.fill(Path.rect(Rect(x: Double(x) - 0.5, y: Double(bounds.height / 2 - 8), width: 1, height: 16)),
                        color: context.faded(divider))
        }
    }
}
