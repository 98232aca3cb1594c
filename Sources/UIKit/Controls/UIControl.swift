// UIControl: states and events, with the closure-based action API (UIAction), which works without Objective-C.

/// A view that reacts to the user: its state (enabled, selected, highlighted) and the actions run for its events.
///
/// Target-action with `#selector` needs the Objective-C runtime, which Linux lacks; register closures with
/// `addAction(_:for:)` (iOS 14) instead, and run them with `sendActions(for:)` (what a tap does on iOS).
@MainActor
open class UIControl: UIView {
    /// A control's state, as a set (`.normal` is the empty set).
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Events a control sends (Apple's bit values).
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }

    private var registeredActions: [(action: UIAction, events: Event)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control whose primary action (`.primaryActionTriggered`, and `.touchUpInside` for buttons) is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    open var isEnabled = true { didSet { if isEnabled != oldValue { controlStateDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { controlStateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { controlStateDidChange() } } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }

    /// The state flags as a set.
    open var state: State {
        var s: State = []
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }

    /// Called when enabled/selected/highlighted change (subclasses restyle; the default redraws).
    func controlStateDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    // MARK: Touches

    /// A finger down: the control highlights and sends `.touchDown` (a disabled control takes the touch and does
    /// nothing, as on iOS).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// The finger up: inside the control it is a tap (`controlTapped(at:)`), outside `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isHighlighted = false
        guard let location = touches.first?.location(in: self) else { return }
        if bounds.contains(location) { controlTapped(at: location) } else { sendActions(for: .touchUpOutside) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    /// A tap ended at `location` (the control's coordinates): `.touchUpInside` and the primary action. Switches
    /// toggle, segmented controls select the segment under the finger.
    func controlTapped(at location: CGPoint) {
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    // MARK: Actions

    /// Runs `action` whenever the control sends one of `controlEvents`. An action with the same identifier as one
    /// already registered replaces it, as on iOS.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let i = registeredActions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registeredActions[i].events.formUnion(controlEvents)
            registeredActions[i].action = action
        } else {
            registeredActions.append((action, controlEvents))
        }
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for i in registeredActions.indices where registeredActions[i].action.identifier == identifier {
            registeredActions[i].events.subtract(controlEvents)
        }
        registeredActions.removeAll { $0.events.isEmpty }
    }

    /// Runs the actions registered for any of `controlEvents` (disabled controls send nothing, as on iOS).
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for (action, events) in registeredActions where !events.isDisjoint(with: controlEvents) {
            sendAction(action)
        }
        reportUnperformedTargetActions(for: controlEvents)
    }

    /// Runs one action with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    /// The events some action is registered for.
    open var allControlEvents: Event {
        registeredActions.reduce(Event()) { $0.union($1.events) }
    }

    /// The number of registered actions (for tests and diagnostics).
    var registeredActionCount: Int { registeredActions.count }

    // MARK: Target-action (recorded; selectors cannot be performed on Linux)

    private struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
        var events: Event
    }
    private var targetActions: [TargetAction] = []

    /// Records `action` for `target`, as UIKit's target-action. Linux has no Objective-C runtime to perform the
    /// selector: when the control sends one of `controlEvents`, `UIView.layoutLog` reports that the action was not
    /// performed and names `addAction(_:for:)`, the closure form that works everywhere.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.flatMap { $0 as AnyObject }
        if let i = targetActions.firstIndex(where: { $0.target === object && $0.action == action }) {
            targetActions[i].events.formUnion(controlEvents)
        } else {
            targetActions.append(TargetAction(target: object, action: action, events: controlEvents))
        }
    }

    /// Removes target-actions: for `target` (nil: all targets), `action` (nil: all actions), for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.flatMap { $0 as AnyObject }
        for i in targetActions.indices where (object == nil || targetActions[i].target === object)
            && (action == nil || targetActions[i].action == action) {
            targetActions[i].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    /// The targets of recorded target-actions.
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
    }

    /// The selector names recorded for `target` and `controlEvent`, as UIKit answers (nil when none).
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.flatMap { $0 as AnyObject }
        let names = targetActions.filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Reports the target-actions an event would have performed (see `addTarget(_:action:for:)`).
    func reportUnperformedTargetActions(for controlEvents: Event) {
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            UIView.layoutLog("\(className(self)): cannot perform selector '\(entry.action.name)' (no Objective-C runtime on "
                             + "Linux); register the action with addAction(UIAction { … }, for:) instead.")
        }
    }
}
