/// What a cell draws at its trailing edge for a standard `accessoryType` when it has no `accessoryView`: the
/// disclosure chevron, the checkmark, the info button, or the info button and the chevron.
///
/// Apple documents the kinds (`UITableViewCell.AccessoryType`: "a chevron-shaped control", "a checkmark image", "an
/// information button", "an information button and a disclosure (chevron) control"), not their metrics: the glyphs
/// here are the symbols of the same names, the chevron grey (`tertiaryLabel`) and the others in the tint colour, as iOS
/// shows them; the sizes are close to iOS's.
@MainActor
final class StandardAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType

    /// The symbol image views, leading to trailing.
    private(set) var glyphs: [UIImageView] = []

    /// The gap between the info button and the chevron of `.detailDisclosureButton`.
    static let glyphSpacing: CGFloat = 12

    init?(type: UITableViewCell.AccessoryType) {
        let chevron = ("chevron.right", CGFloat(14), UIColor.tertiaryLabel as UIColor?)
        let check = ("checkmark", CGFloat(14), nil as UIColor?)
        let info = ("info.circle", CGFloat(20), nil as UIColor?)
        let parts: [(String, CGFloat, UIColor?)]
        switch type {
        case .none: return nil
        case .disclosureIndicator: parts = [chevron]
        case .checkmark: parts = [check]
        case .detailButton: parts = [info]
        case .detailDisclosureButton: parts = [info, chevron]
        }
        self.type = type
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        var x: CGFloat = 0, height: CGFloat = 0
        for (name, pointSize, tint) in parts {
            let configuration = UIImage.SymbolConfiguration(pointSize: pointSize, weight: .semibold)
            let glyph = UIImageView(image: UIImage(systemName: name, withConfiguration: configuration))
            if let tint { glyph.tintColor = tint }
            if x > 0 { x += Self.glyphSpacing }
            glyph.frame.origin.x = x
            x += glyph.frame.width
            height = max(height, glyph.frame.height)
            addSubview(glyph)
            glyphs.append(glyph)
        }
        for glyph in glyphs { glyph.frame.origin.y = ((height - glyph.frame.height) / 2).rounded() }
        frame.size = CGSize(width: x, height: height)
    }

    required init?(coder: NSCoder) { nil }
}
