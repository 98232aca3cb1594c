/// Records a class registered for reuse (a table's cells and header views, a collection view's cells and supplementary
/// views, a layout's decoration views) in `table` under `key`, when it is a `T`. Nil removes the registration. Any
/// other class is reported — UIKit raises — and changes nothing. Answers whether a class is now registered.
@MainActor
func registerReusableClass<T>(_ aClass: AnyClass?, as type: T.Type, in table: inout [String: T.Type], key: String,
                              owner: String, description: @autoclosure () -> String) -> Bool {
    guard let aClass else {
        table[key] = nil
        return false
    }
    guard let registered = aClass as? T.Type else {
        UIView.layoutLog("[\(owner)] Cannot register \(aClass) for \(description()): it is not a \(T.self) subclass.")
        return false
    }
    table[key] = registered
    return true
}
