extension UIView {
    /// Shows `configuration` in this view (a cell's or header's content view): applied to `shown` when that view
    /// supports it (Apple: "directly applies the configuration to the existing content view if the configuration is
    /// compatible"), else in a new view from the configuration, pinned to this view's edges in place of `shown`.
    /// Nil removes `shown`. Returns the view now showing the configuration.
    func showContentConfiguration(_ configuration: (any UIContentConfiguration)?,
                                  replacing shown: (any UIView & UIContentView)?) -> (any UIView & UIContentView)? {
        guard let configuration else {
            shown?.removeFromSuperview()
            return nil
        }
        if let shown, shown.supports(configuration) {
            shown.configuration = configuration
            return shown
        }
        shown?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate(view.edgeConstraints(equalTo: self))
        return view
    }

    /// Four constraints holding this view's edges on `other`'s (not activated).
    func edgeConstraints(equalTo other: UIView) -> [NSLayoutConstraint] {
        [leadingAnchor.constraint(equalTo: other.leadingAnchor),
         trailingAnchor.constraint(equalTo: other.trailingAnchor),
         topAnchor.constraint(equalTo: other.topAnchor),
         bottomAnchor.constraint(equalTo: other.bottomAnchor)]
    }
}
