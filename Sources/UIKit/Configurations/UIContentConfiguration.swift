/// A description of a view's content that makes the view showing it (iOS 14): a cell's `contentConfiguration`, most
/// often a `UIListContentConfiguration`.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration as it looks in `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration, which shows whatever compatible configuration it is given.
@MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (false: a new view is made for it).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
