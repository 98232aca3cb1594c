/// Swift's stand-in for Objective-C's `NSDictionaryOfVariableBindings(a, b, c)` macro, which builds
/// `@{@"a": a, @"b": b, @"c": c}` from variable names.
///
/// Swift has no way for a function to see the names of its arguments, so two spellings are offered:
/// - key paths, whose last component names the entry:
///   `NSDictionaryOfVariableBindings(self, \.titleLabel, \.urlLabel)` → `["titleLabel": titleLabel, "urlLabel": urlLabel]`;
/// - explicit pairs: `NSDictionaryOfVariableBindings(("title", titleLabel), ("url", urlLabel))`.
/// Nil optionals are left out (as the macro cannot bind nil either: it raises).
@MainActor
public func NSDictionaryOfVariableBindings<Root>(_ root: Root, _ keyPaths: PartialKeyPath<Root>...) -> [String: Any] {
    var bindings: [String: Any] = [:]
    for keyPath in keyPaths {
        guard let name = variableName(of: keyPath) else { continue }
        let value = root[keyPath: keyPath]
        if let optional = value as? OptionalBinding {
            guard let unwrapped = optional.bindingValue else { continue }
            bindings[name] = unwrapped
        } else {
            bindings[name] = value
        }
    }
    return bindings
}

/// `NSDictionaryOfVariableBindings(("title", titleLabel), ("url", urlLabel))`: the names given explicitly.
public func NSDictionaryOfVariableBindings(_ bindings: (String, Any)...) -> [String: Any] {
    var dictionary: [String: Any] = [:]
    for (name, value) in bindings { dictionary[name] = value }
    return dictionary
}

/// The property name a key path ends with: `\Cell.titleLabel` → `titleLabel` (from the key path's debug
/// description, which the Swift runtime spells `\Cell.titleLabel`).
func variableName(of keyPath: AnyKeyPath) -> String? {
    let text = String(describing: keyPath)
    guard let last = text.split(separator: ".").last else { return nil }
    let name = last.filter { $0 != "?" && $0 != "!" }
    guard let first = name.first, first.isLetter || first == "_",
          name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return String(name)
}

/// Lets the bindings helper unwrap optionals held in `Any`.
private protocol OptionalBinding {
    var bindingValue: Any? { get }
}

extension Optional: OptionalBinding {
    fileprivate var bindingValue: Any? { self.map { $0 as Any } }
}
