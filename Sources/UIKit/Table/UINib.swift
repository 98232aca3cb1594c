import Foundation

/// An Interface Builder archive, by name. Trellis cannot read nib or xib files (they are compiled by Xcode and
/// describe objects through the Objective-C runtime), so a `UINib` only carries its name: code that registers a nib
/// for a table's cells still compiles, and the table uses the cell *class* of the same name, as ported apps build
/// the nib's layout in that class's `init(style:reuseIdentifier:)`.
public final class UINib: @unchecked Sendable {
    public let nibName: String
    public let bundle: Bundle?

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil
    }

    /// The nib's top-level objects: none, since the archive cannot be read (logged, as a load failure is on iOS).
    @MainActor
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] {
        UIView.layoutLog("[UINib] Could not load the nib '\(nibName)': Interface Builder files cannot be read on "
            + "Linux. Build its views in code.")
        return []
    }

    /// The class a nib of this name stands for: a class named like the nib, in any loaded module (module-qualified
    /// names are tried first with the main executable's module).
    func matchingClass() -> AnyClass? {
        if let found = NSClassFromString(nibName) { return found }
        let module = (Bundle.main.executableURL?.lastPathComponent ?? "").replacingOccurrences(of: "-", with: "_")
        if !module.isEmpty, let found = NSClassFromString("\(module).\(nibName)") { return found }
        return nil
    }
}

extension UITableView {
    /// Registers a nib for a reuse identifier. The nib cannot be read (see `UINib`); its cell class — the class
    /// named like the nib — is registered instead when it can be found, so that a ported app's cells, whose layout
    /// now lives in code, are dequeued as before. Otherwise the failure is logged and dequeuing reports it.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            register(nil as AnyClass?, forCellReuseIdentifier: identifier)
            return
        }
        guard let cellClass = nib.matchingClass() else {
            UIView.layoutLog("[UITableView] Cannot register the nib '\(nib.nibName)' for reuse identifier "
                + "'\(identifier)': nib files cannot be read on Linux, and no cell class named '\(nib.nibName)' "
                + "was found. Register the cell class with register(_:forCellReuseIdentifier:).")
            return
        }
        register(cellClass, forCellReuseIdentifier: identifier)
    }
}
