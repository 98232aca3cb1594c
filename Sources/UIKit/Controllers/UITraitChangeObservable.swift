/// Observing trait changes (iOS 17, which deprecates `traitCollectionDidChange(_:)`): views and view controllers call
/// a handler when one of the traits it names changes — after `traitCollectionDidChange(_:)`, with the same previous
/// trait collection, as part of the same trait update.
///
///     registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
///         self.updateLayout()
///     }
@MainActor
public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// Calls `handler` with the object and the previous trait collection whenever one of `traits` changes.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration

    /// Target-action form. Selectors cannot be performed without the Objective-C runtime: when the traits change,
    /// `UIView.layoutLog` reports the action that was not called (use the handler form).
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration

    /// The same, with the receiver as the target.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration

    /// Stops a registration (Apple: "you don't have to unregister your observations").
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// The token a registration returns, for `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it observes and what it calls.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    /// Calls the handler with the observed object (nil when the handler's type does not match it) and the previous
    /// traits.
    let call: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], call: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.call = call
    }

    /// Whether one of the observed traits differs between the two collections. Traits the system does not define
    /// (custom ones) never change here: Trellis has no trait overrides to set them.
    func observesChange(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        traits.contains { trait in
            (trait as? any SystemTrait.Type)?.differs(previous, current) ?? false
        }
    }
}

/// A view's or controller's registrations, in registration order.
@MainActor
final class TraitChangeRegistry {
    var registrations: [TraitChangeRegistration] = []

    /// Adds `registration` to `registry`, made on the first registration.
    static func add(_ registration: TraitChangeRegistration, to registry: inout TraitChangeRegistry?) -> TraitChangeRegistration {
        let made = registry ?? TraitChangeRegistry()
        registry = made
        made.registrations.append(registration)
        return registration
    }

    /// Calls every registration that observes a trait changed from `previous` to the object's current traits.
    func notify(_ object: AnyObject & UITraitEnvironment, previous: UITraitCollection) {
        let current = object.traitCollection
        for registration in registrations where registration.observesChange(from: previous, to: current) {
            registration.call(object, previous)
        }
    }
}

extension UITraitChangeObservable where Self: AnyObject {
    func makeRegistration<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> TraitChangeRegistration {
        TraitChangeRegistration(traits: traits) { object, previous in
            if let environment = object as? TraitEnvironment { handler(environment, previous) }
        }
    }

    func makeRegistration(_ traits: [UITrait], target: Any, action: Selector) -> TraitChangeRegistration {
        let targetName = String(describing: type(of: target))
        return TraitChangeRegistration(traits: traits) { object, _ in
            UIView.layoutLog("\(String(describing: type(of: object))): cannot perform selector '\(action.name)' on "
                + "\(targetName) for a trait change (no Objective-C runtime on Linux); register a handler instead.")
        }
    }
}

extension UIView: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        register(makeRegistration(traits, handler: handler))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        register(makeRegistration(traits, target: target, action: action))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        register(makeRegistration(traits, target: self, action: action))
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistry?.registrations.removeAll { $0 === registration }
    }

    private func register(_ registration: TraitChangeRegistration) -> TraitChangeRegistration {
        TraitChangeRegistry.add(registration, to: &traitChangeRegistry)
    }
}

extension UIViewController: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        register(makeRegistration(traits, handler: handler))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        register(makeRegistration(traits, target: target, action: action))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        register(makeRegistration(traits, target: self, action: action))
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistry?.registrations.removeAll { $0 === registration }
    }

    private func register(_ registration: TraitChangeRegistration) -> TraitChangeRegistration {
        TraitChangeRegistry.add(registration, to: &traitChangeRegistry)
    }
}
