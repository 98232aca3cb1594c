/// The view that draws a cell's `UIBackgroundConfiguration`: its colour, corner radius (on the corners the cell's place
/// asks for), stroke and custom view, inset by the configuration's insets, behind the content view.
@MainActor
final class ConfiguredBackgroundView: UIView {
    private var configuration: UIBackgroundConfiguration?
    /// The corners the radius rounds (a grouped list's first and last cells round only their outer corners).
    var roundedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { layer.maskedCorners = roundedCorners }
    }

    /// Shows `configuration` in `cell` (nil removes the view).
    func show(_ configuration: UIBackgroundConfiguration?, in cell: UIView, tint: UIColor) {
        self.configuration = configuration
        guard let configuration else {
            removeFromSuperview()
            return
        }
        backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        layer.cornerRadius = configuration.cornerRadius
        layer.masksToBounds = configuration.cornerRadius > 0
        layer.maskedCorners = roundedCorners
        layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
        layer.borderColor = configuration.strokeColor?.cgColor
        for subview in subviews where subview !== configuration.customView { subview.removeFromSuperview() }
        if let custom = configuration.customView, custom.superview !== self { addSubview(custom) }
        if superview !== cell { cell.insertSubview(self, at: 0) }
        place(in: cell)
    }

    /// Across the cell, inset by the configuration's insets (leading and trailing by the cell's direction).
    func place(in cell: UIView) {
        guard let configuration else { return }
        let insets = configuration.backgroundInsets.absolute(in: cell.effectiveUserInterfaceLayoutDirection)
        let frame = cell.bounds.inset(by: insets)
        if self.frame != frame { self.frame = frame }
        if let custom = configuration.customView, custom.frame != bounds { custom.frame = bounds }
    }
}
