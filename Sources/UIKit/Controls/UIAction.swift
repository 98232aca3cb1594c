// UIAction: a closure run by a control (iOS 14's replacement for target-action, and the only form on Linux).

/// A titled closure a control runs for its events (`button.addAction(UIAction { _ in … }, for: .touchUpInside)`).
@MainActor
public final class UIAction: NSObject {
    /// Identifies an action, so that re-adding replaces and removal can name it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    public enum State: Int, Sendable { case off, on, mixed }

    public var title: String
    public var subtitle: String?
    public var image: UIImage?
    public let identifier: Identifier
    public var discoverabilityTitle: String?
    public var attributes: Attributes
    public var state: State
    let handler: @MainActor (UIAction) -> Void

    /// The control running the action, while it runs.
    public internal(set) weak var sender: AnyObject?

    /// An action; without an identifier it gets a unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }
}
