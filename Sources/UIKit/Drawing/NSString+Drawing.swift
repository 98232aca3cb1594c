// Drawing strings in the current context (custom `draw(_:)` code and renderer blocks), as UIKit's NSString and
// NSAttributedString drawing additions.

internal import Graphics

extension NSAttributedString {
    /// Draws the text on one line per paragraph with its top-left corner at `point` (colourless ranges: black).
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = TextSystem.shared.layout(StringDrawing.text(self), maxWidth: nil)
        context.canvas.draw(layout, at: point.graphicsPoint, color: context.faded(.black))
    }

    /// Draws the text wrapped at `rect`'s width, starting at its top, clipped to it.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws as `boundingRect(with:options:context:)` measures: wrapped with `.usesLineFragmentOrigin`, else one line.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let cg = UIGraphicsGetCurrentContext() else { return }
        let text = StringDrawing.text(self)
        let width: Double? = options.contains(.usesLineFragmentOrigin) && rect.width > 0 ? Double(rect.width) : nil
        let lines = options.contains(.usesLineFragmentOrigin) ? 0 : 1
        let layout = TextSystem.shared.layout(text, maxWidth: width, numberOfLines: lines)
        cg.canvas.saveGState()
        cg.canvas.clip(to: rect.graphicsRect)
        cg.canvas.draw(layout, at: rect.origin.graphicsPoint, color: cg.faded(.black))
        cg.canvas.restoreGState()
        context?.totalBounds = CGRect(origin: rect.origin, size: CGSize(width: layout.size.width, height: layout.size.height))
    }
}

extension String {
    /// Draws the string with `attrs` (font 12 pt and black when missing, as UIKit) at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(at: point)
    }

    /// Draws the string wrapped at `rect`'s width, clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(in: rect)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension NSString {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(describing: self).draw(at: point, withAttributes: attrs)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(describing: self).draw(in: rect, withAttributes: attrs)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        String(describing: self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}

enum StringDrawing {
    /// The Graphics text for drawing: 12 pt system font where none is set, colours resolved for the traits being
    /// drawn (`UITraitCollection.current`, which the painter sets to the view's).
    static func text(_ string: NSAttributedString) -> AttributedText {
        var paragraph = ParagraphStyle.default
        if string.length > 0, let style = string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle {
            paragraph = style.graphicsStyle(resolvingNaturalAs: .natural)
        }
        return TextMeasuring.text(string, defaultFont: .system(size: 12), defaultParagraph: paragraph,
                                  traits: UITraitCollection.current)
    }
}
