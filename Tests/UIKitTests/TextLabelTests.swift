import Testing
@testable import UIKit

/// `value` rounded up to the pixel grid of `scale`, as UILabel's intrinsic size is.
private func pixelCeil(_ value: CGFloat, _ scale: CGFloat) -> CGFloat { (value * scale).rounded(.up) / scale }

@Suite("String measurement and attributed-string keys")
struct TextMeasurementTests {
    @Test("size(withAttributes:) is fractional: one line of the font's line height (Inter 17 pt: 101.27 × 20.57)")
    func sizeWithAttributes() {
        let font = UIFont.systemFont(ofSize: 17)
        let size = "Hello, World!".size(withAttributes: [NSAttributedString.Key.font: font as Any])
        // Pinned measurement of Inter (the SF Pro stand-in) at 72 dpi with fractional metrics.
        #expect(size == CGSize(width: 101.2744140625, height: 20.57421875))
        #expect(size.height == font.lineHeight)
        #expect(("Hello, World!" as NSString).size(withAttributes: [.font: font]) == size)
        #expect(NSAttributedString(string: "Hello, World!", attributes: [.font: font]).size() == size)
        // Kern adds space after every character (13 characters).
        let kerned = "Hello, World!".size(withAttributes: [.font: font, .kern: 2])
        #expect(abs(kerned.width - (size.width + 26)) < 0.001)
        // Two paragraphs: two lines; no font: the 12 pt default.
        #expect("a\nb".size(withAttributes: [.font: font]).height == 2 * font.lineHeight)
        #expect("x".size(withAttributes: nil).height == UIFont.systemFont(ofSize: 12).lineHeight)
        #expect("".size(withAttributes: [.font: font]).width == 0)
    }

    @Test("boundingRect wraps at the width with .usesLineFragmentOrigin, else measures one line")
    func boundingRect() {
        let font = UIFont.systemFont(ofSize: 17)
        let text = "The quick brown fox jumps over the lazy dog"
        let wrapped = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                        options: [.usesLineFragmentOrigin, .usesFontLeading],
                                        attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.width <= 100)
        #expect(wrapped.height == 4 * font.lineHeight)
        let oneLine = text.boundingRect(with: CGSize(width: 100, height: 100), options: [], attributes: [.font: font], context: nil)
        #expect(oneLine.size == text.size(withAttributes: [.font: font]))
        // Limited to the height that fits two lines, with the last visible line truncated.
        let limited = text.boundingRect(with: CGSize(width: 100, height: 2.5 * font.lineHeight),
                                        options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                        attributes: [.font: font], context: nil)
        #expect(limited.height == 2 * font.lineHeight)
        // Line spacing from a paragraph style goes between lines.
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        let spaced = text.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin,
                                       attributes: [.font: font, .paragraphStyle: style], context: nil)
        #expect(abs(spaced.height - (4 * font.lineHeight + 3 * 6)) < 0.001)
    }

    @Test("UIKit's attribute keys and enums have Apple's raw values; paragraph styles copy")
    func keysAndStyles() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
        #expect(NSTextAlignment.natural.rawValue == 4 && NSTextAlignment.center.rawValue == 1)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byCharWrapping
        let copy = style.copy() as! NSParagraphStyle
        #expect(copy.alignment == .center && copy.lineBreakMode == .byCharWrapping)
        #expect(!(copy is NSMutableParagraphStyle))
        let mutable = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        #expect(mutable.alignment == .natural && mutable.lineBreakMode == .byWordWrapping && mutable.lineSpacing == 0)
    }
}

@MainActor
@Suite("UILabel sizing, wrapping and Dynamic Type", .serialized)
struct TextLabelTests {
    @Test("Defaults as on iOS: 17 pt system font, .label, one line, tail truncation, natural alignment")
    func defaults() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.text == nil && label.attributedText == nil)
        #expect(!label.isUserInteractionEnabled)
        // No text (or empty text): no size.
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("Intrinsic size is the measured text size rounded up to the screen's pixel grid")
    func intrinsicSize() {
        let label = UILabel()
        label.text = "Hello, World!"
        let measured = "Hello, World!".size(withAttributes: [.font: label.font as Any])
        let scale = UIScreen.main.scale
        #expect(label.intrinsicContentSize == CGSize(width: pixelCeil(measured.width, scale), height: pixelCeil(measured.height, scale)))
        // At 3x: 101.2744… → 101.3333…, 20.5742… → 20.6666….
        if scale == 3 { #expect(label.intrinsicContentSize == CGSize(width: 304.0 / 3, height: 62.0 / 3)) }
        // Setting the font invalidates: 34 pt is twice as large.
        label.font = .systemFont(ofSize: 34)
        let big = "Hello, World!".size(withAttributes: [.font: UIFont.systemFont(ofSize: 34)])
        #expect(label.intrinsicContentSize == CGSize(width: pixelCeil(big.width, scale), height: pixelCeil(big.height, scale)))
        #expect(label.sizeThatFits(CGSize(width: 10, height: 10)) == label.intrinsicContentSize)
        // A single-line label shows only the first paragraph.
        label.text = "One\nTwo"
        #expect(label.intrinsicContentSize.height == pixelCeil(UIFont.systemFont(ofSize: 34).lineHeight, scale))
    }

    @Test("A multi-line label in a width-constrained view gets the height of its wrapped lines")
    func wrappingInConstrainedView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = "Self-sizing layouts are only as right as their text measurement, so labels wrap as on iOS."
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        container.addSubview(below)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        let font = UIFont.systemFont(ofSize: 17)
        let wrapped = label.text!.boundingRect(with: CGSize(width: 160, height: CGFloat.greatestFiniteMagnitude),
                                               options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        let scale = UIScreen.main.scale
        #expect(label.frame.width == 160)
        #expect(abs(label.frame.height - pixelCeil(wrapped.height, scale)) < 1e-9)
        #expect(label.frame.height > 3 * font.lineHeight)
        #expect(below.frame.minY == label.frame.maxY + 8)
        // Narrower container: more lines, taller label.
        let before = label.frame.height
        container.frame.size.width = 150
        container.layoutIfNeeded()
        #expect(label.frame.width == 110)
        #expect(label.frame.height > before)
        // Back to one line: the label no longer wraps (its text is wider than the space and is truncated).
        label.numberOfLines = 1
        container.layoutIfNeeded()
        #expect(label.frame.height == pixelCeil(font.lineHeight, scale))
    }

    @Test("numberOfLines = 2 counts lines across paragraphs")
    func twoLinesAcrossParagraphs() {
        let label = UILabel()
        label.numberOfLines = 2
        label.preferredMaxLayoutWidth = 300
        label.text = "First paragraph\nSecond paragraph\nThird paragraph"
        let scale = UIScreen.main.scale
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(label.intrinsicContentSize.height == pixelCeil(2 * lineHeight, scale))
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize.height == pixelCeil(3 * lineHeight, scale))
        // A wrapped first paragraph uses up the limit by itself.
        label.numberOfLines = 2
        label.preferredMaxLayoutWidth = 60
        label.text = "Wrapping words here\nSecond"
        #expect(label.intrinsicContentSize.height == pixelCeil(2 * lineHeight, scale))
        #expect(label.textLayout(width: 60, lines: 2).isTruncated)
    }

    @Test("Attributed text: fonts from the attributes; setting text drops them; setting font restyles")
    func attributedText() {
        let label = UILabel()
        let big = UIFont.boldSystemFont(ofSize: 30)
        let string = NSMutableAttributedString(string: "Big", attributes: [.font: big])
        string.append(NSAttributedString(string: " small"))
        label.attributedText = string
        #expect(label.text == "Big small")
        // The label's style properties reflect location 0, as UIKit documents.
        #expect(label.font == big)
        let scale = UIScreen.main.scale
        #expect(label.intrinsicContentSize.height == pixelCeil(big.lineHeight, scale))
        // Plain text set afterwards takes the label's (now the first character's) font.
        label.text = "Plain"
        #expect(label.intrinsicContentSize.height == pixelCeil(big.lineHeight, scale))
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == big)
        label.font = .systemFont(ofSize: 17)
        #expect(label.intrinsicContentSize.height == pixelCeil(UIFont.systemFont(ofSize: 17).lineHeight, scale))
        label.attributedText = string
        label.font = .systemFont(ofSize: 12)
        #expect(label.intrinsicContentSize.height == pixelCeil(UIFont.systemFont(ofSize: 12).lineHeight, scale))
    }

    @Test("sizeToFit gives a label its text size")
    func sizeToFit() {
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        label.text = "Fits"
        label.sizeToFit()
        #expect(label.frame == CGRect(origin: CGPoint(x: 10, y: 20), size: label.intrinsicContentSize))
        let multi = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 0))
        multi.numberOfLines = 0
        multi.text = "Several words wrap at the current width"
        multi.sizeToFit()
        #expect(multi.frame.width <= 80)
        #expect(multi.frame.height > 2 * UIFont.systemFont(ofSize: 17).lineHeight)
    }

    @Test("Natural alignment follows the layout direction")
    func naturalAlignment() {
        let label = UILabel()
        label.text = "Hello"
        #expect("\(label.graphicsText.paragraphStyle.alignment)" == "left")
        label.semanticContentAttribute = .forceRightToLeft
        #expect("\(label.graphicsText.paragraphStyle.alignment)" == "right")
        label.textAlignment = .center
        #expect("\(label.graphicsText.paragraphStyle.alignment)" == "center")
    }

    @Test("Baseline anchors align text baselines across fonts")
    func baselines() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let title = UILabel(), detail = UILabel()
        title.font = .systemFont(ofSize: 34)
        title.text = "Title"
        detail.text = "detail"
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let titleBaseline = title.frame.minY + UIFont.systemFont(ofSize: 34).ascender
        let detailBaseline = detail.frame.minY + UIFont.systemFont(ofSize: 17).ascender
        #expect(abs(titleBaseline - detailBaseline) <= 1 / UIScreen.main.scale)
        #expect(detail.frame.minY > title.frame.minY)
    }

    @Test("adjustsFontForContentSizeCategory relabels when the category changes; other labels keep their font")
    func adjustsForContentSizeCategory() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        defer {
            UIApplication.shared.preferredContentSizeCategory = .large
            window.isHidden = true
        }
        let adjusting = UILabel(), fixed = UILabel(), scaled = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        scaled.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 10))
        scaled.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, scaled] {
            label.text = "Dynamic"
            window.addSubview(label)
        }
        let attributed = UILabel()
        attributed.adjustsFontForContentSizeCategory = true
        let mixed = NSMutableAttributedString(string: "Title ", attributes: [.font: UIFont.preferredFont(forTextStyle: .title1)])
        mixed.append(NSAttributedString(string: "fixed", attributes: [.font: UIFont.systemFont(ofSize: 9)]))
        attributed.attributedText = mixed
        window.addSubview(attributed)
        let before = adjusting.intrinsicContentSize
        UIApplication.shared.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        // Each text-style range rescales (Title 1 at AX5: 58 pt); fixed fonts stay.
        #expect((attributed.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 58)
        #expect((attributed.attributedText?.attribute(.font, at: 7, effectiveRange: nil) as? UIFont)?.pointSize == 9)
        #expect(adjusting.font.pointSize == 53)  // Body at AX5
        #expect(fixed.font.pointSize == 17)
        #expect(scaled.font.pointSize == 10.0 * 53 / 17)  // Headline: 17 pt at Large, 53 pt at AX5
        #expect(adjusting.intrinsicContentSize.height > before.height * 2)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 41)  // the app's category
        UIApplication.shared.preferredContentSizeCategory = .extraSmall
        #expect(adjusting.font.pointSize == 14)
        UIApplication.shared.preferredContentSizeCategory = .large
        #expect(adjusting.font.pointSize == 17)
        #expect(adjusting.intrinsicContentSize == before)
        #expect(scaled.font.pointSize == 10)
    }

    @Test("Constraint descriptions show the label's text")
    func descriptions() {
        let label = UILabel()
        label.text = "Sign Up"
        #expect(label.layoutDescriptionSuffix == "'Sign Up'")
        #expect(label.description.hasPrefix("<UILabel: 0x"))
        #expect(label.description.hasSuffix("frame = (0 0; 0 0); text = 'Sign Up'; userInteractionEnabled = NO>"))
    }
}

@MainActor
@Suite("UILabel in self-sizing layouts")
struct TextSelfSizingTests {
    @Test("systemLayoutSizeFitting at a required width gives a card the height of its wrapped label")
    func selfSizingCard() {
        let card = UIView()
        let title = UILabel(), body = UILabel()
        title.font = .boldSystemFont(ofSize: 20)
        title.text = "Title"
        body.numberOfLines = 0
        body.text = "Measurement is cached by text, font, width and lines, so a table of many rows reuses layouts."
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let size = card.systemLayoutSizeFitting(CGSize(width: 240, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let scale = UIScreen.main.scale
        let bodyHeight = body.sizeThatFits(CGSize(width: 208, height: 0)).height
        #expect(bodyHeight > 2 * UIFont.systemFont(ofSize: 17).lineHeight)
        #expect(size.width == 240)
        #expect(abs(size.height - (12 + title.intrinsicContentSize.height + 4 + bodyHeight + 12)) < 1e-9)
        #expect(title.intrinsicContentSize.height == pixelCeil(UIFont.boldSystemFont(ofSize: 20).lineHeight, scale))
    }

    @Test("Changing the text re-lays out: the label and what follows it move")
    func textChangeRelayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = "Short"
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        let oneLine = label.frame.height
        #expect(oneLine == pixelCeil(UIFont.systemFont(ofSize: 17).lineHeight, UIScreen.main.scale))
        label.text = String(repeating: "A longer text that wraps. ", count: 6)
        root.layoutIfNeeded()
        #expect(label.frame.height > 3 * oneLine)
        label.text = nil
        root.layoutIfNeeded()
        #expect(label.frame.height == 0)
    }

    @Test("A laid-out single-line label set to numberOfLines = 0 starts wrapping at its width")
    func becomingMultiLine() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 400))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Several words that cannot fit on one line of this width"
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        let scale = UIScreen.main.scale
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(label.frame.height == pixelCeil(lineHeight, scale))
        label.numberOfLines = 0
        root.layoutIfNeeded()
        #expect(abs(label.frame.height - label.sizeThatFits(CGSize(width: 150, height: 0)).height) < 1e-9)
        #expect(label.frame.height >= 3 * lineHeight)
        label.numberOfLines = 2
        root.layoutIfNeeded()
        #expect(label.frame.height == pixelCeil(2 * lineHeight, scale))
    }

    @Test("Tail truncation in a narrow frame; adjustsFontSizeToFitWidth shrinks down to minimumScaleFactor")
    func truncationAndShrinking() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        label.text = "A title that is far too long"
        let truncated = label.displayedTextLayout()
        #expect(truncated.isTruncated)
        #expect(truncated.displayedString.hasSuffix("…"))
        #expect(truncated.size.width <= 80)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.2
        let shrunk = label.displayedTextLayout()
        #expect(!shrunk.isTruncated)
        #expect(shrunk.size.width <= 80)
        #expect(shrunk.displayedString == "A title that is far too long")
        // The intrinsic size stays the full-size text's, as on iOS.
        #expect(label.intrinsicContentSize.width > 80)
        label.minimumScaleFactor = 0.9
        #expect(label.displayedTextLayout().isTruncated)
    }
}

/// The common padded label: insets the text rect and draws inside it.
final class PaddedLabel: UILabel {
    let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let rect = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return rect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
}

@MainActor
@Suite("UILabel baselines as it wraps")
struct TextBaselineWrappingTests {
    /// A wrapping label 10.2 pt from the top, with a marker view's top on its first baseline and another's on its
    /// last. Its last line's baseline sits 4.20 pt above its bottom on one line (300 pt) and 4.43 pt on four (60 pt):
    /// the text's height is rounded up to the pixel grid, and the rounding differs. At 10.2 pt the two put the last
    /// marker on different pixels (@3x).
    func baselineScene(width: CGFloat) -> (root: UIView, label: UILabel, first: UIView, last: UIView, width: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let label = UILabel()
        label.text = "Hello there 😈 friends"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        let first = UIView(), last = UIView()
        for view in [first, last] { view.translatesAutoresizingMaskIntoConstraints = false }
        for view in [label, first, last] { root.addSubview(view) }
        let labelWidth = label.widthAnchor.constraint(equalToConstant: width)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10.2),
            labelWidth,
            first.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            first.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            first.widthAnchor.constraint(equalToConstant: 5), first.heightAnchor.constraint(equalToConstant: 5),
            last.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
            last.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            last.widthAnchor.constraint(equalToConstant: 5), last.heightAnchor.constraint(equalToConstant: 5),
        ])
        return (root, label, first, last, labelWidth)
    }

    /// The layout engine reads a wrapping label's baselines at the width it solved for it, in the same pass that
    /// re-measures its height: narrowing it moves the baselines at once, to where a layout made at that width puts them.
    @Test("Narrowing a wrapping label moves the views on its baselines as a layout made at that width places them")
    func baselinesFollowTheWidth() {
        let changed = baselineScene(width: 300)
        changed.root.layoutIfNeeded()
        let wideLast = changed.label.frame.maxY - changed.last.frame.minY
        changed.width.constant = 60
        changed.root.layoutIfNeeded()
        let direct = baselineScene(width: 60)
        direct.root.layoutIfNeeded()
        #expect(direct.label.frame.height > 3 * UIFont.systemFont(ofSize: 17).lineHeight, "it wraps at 60 pt")
        #expect(changed.label.frame == direct.label.frame)
        #expect(changed.first.frame == direct.first.frame)
        #expect(changed.last.frame == direct.last.frame)
        // The last baseline's distance from the bottom is not what it was on one line.
        #expect(direct.label.frame.maxY - direct.last.frame.minY != wideLast)
    }
}

@MainActor
@Suite("UILabel subclasses")
struct TextLabelSubclassTests {
    @Test("A label that insets textRect(forBounds:) sizes with its padding, wrapping inside it")
    func paddedLabel() {
        let plain = UILabel(), padded = PaddedLabel()
        plain.text = "Badge"
        padded.text = "Badge"
        #expect(padded.intrinsicContentSize == CGSize(width: plain.intrinsicContentSize.width + 16,
                                                      height: plain.intrinsicContentSize.height + 8))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
        padded.numberOfLines = 0
        padded.text = "Padding wraps inside the insets of this label"
        padded.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(padded)
        NSLayoutConstraint.activate([
            padded.topAnchor.constraint(equalTo: root.topAnchor),
            padded.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            padded.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        plain.numberOfLines = 0
        plain.text = padded.text
        #expect(abs(padded.frame.height - (plain.sizeThatFits(CGSize(width: 104, height: 0)).height + 8)) < 1e-9)
    }
}

fileprivate extension UILabel {
    /// The music-album seed's helper, unchanged.
    func getMinWidth(forText text: String) -> CGFloat {
        let size: CGSize = text.size(withAttributes: [NSAttributedString.Key.font: self.font as Any])
        return size.width
    }
}

@MainActor
@Suite("Seed-shaped text code")
struct TextSeedShapeTests {
    @Test("music-album: a minimum width from size(withAttributes:) keeps order labels equally wide")
    func orderLabelMinimumWidth() {
        let scale = UIScreen.main.scale
        var widths: [CGFloat] = []
        for order in ["1", "12", "123"] {
            let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let orderLabel = UILabel(), titleLabel = UILabel()
            orderLabel.translatesAutoresizingMaskIntoConstraints = false
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            orderLabel.font = UIFont.preferredFont(forTextStyle: .body)
            orderLabel.textColor = .secondaryLabel
            orderLabel.text = order
            orderLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
            titleLabel.text = "Track title"
            cell.addSubview(orderLabel)
            cell.addSubview(titleLabel)
            let minWidth: CGFloat = orderLabel.getMinWidth(forText: "00")
            NSLayoutConstraint.activate([
                orderLabel.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                orderLabel.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                orderLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: minWidth),
                titleLabel.leadingAnchor.constraint(equalTo: orderLabel.trailingAnchor, constant: 8),
                titleLabel.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            ])
            cell.layoutIfNeeded()
            widths.append(orderLabel.frame.width)
            #expect(orderLabel.frame.width >= (minWidth * scale).rounded(.down) / scale)
        }
        // "1" and "12" take the two-digit minimum; "123" is wider and gets its own size.
        #expect(widths[0] == widths[1])
        #expect(widths[2] > widths[1])
    }

    @Test("music-album: a bold title from the text style's descriptor, centred, two lines")
    func boldTitle() {
        let font: UIFont = UIFont.preferredFont(forTextStyle: .title2)
        let titleLabel = UILabel()
        titleLabel.font = UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold)!, size: font.pointSize)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 2
        titleLabel.textColor = .label
        titleLabel.text = "A Very Long Album Title That Needs More Than Two Lines At This Width"
        titleLabel.preferredMaxLayoutWidth = 150
        #expect(titleLabel.font.pointSize == 22)
        #expect(titleLabel.font.weight == .bold)
        let lineHeight = titleLabel.font.lineHeight
        #expect(titleLabel.intrinsicContentSize.height == (2 * lineHeight * UIScreen.main.scale).rounded(.up) / UIScreen.main.scale)
    }
}

@MainActor
@Suite("Label measurement across widths, categories, emoji and right-to-left text")
struct TextMatrixTests {
    @Test("Wrapped heights at several widths and content size categories match boundingRect, rounded to the grid",
          arguments: [100.0, 180.0, 320.0], [UIContentSizeCategory.large, .accessibilityExtraLarge])
    func matrix(width: Double, category: UIContentSizeCategory) {
        let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = "Dynamic Type grows text; layouts must grow with it, line by line, at every width."
        let scale = UIScreen.main.scale
        let rect = label.text!.boundingRect(with: CGSize(width: CGFloat(width), height: CGFloat.greatestFiniteMagnitude),
                                            options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        let size = label.sizeThatFits(CGSize(width: CGFloat(width), height: 0))
        #expect(size == CGSize(width: pixelCeil(rect.width, scale), height: pixelCeil(rect.height, scale)))
        #expect(size.width <= CGFloat(width))
        // Whole lines: the height is a multiple of the font's line height.
        let lines = (rect.height / font.lineHeight).rounded()
        #expect(abs(rect.height - lines * font.lineHeight) < 1e-6)
        #expect(lines >= 2)
    }

    @Test("Emoji and right-to-left text measure like any other text; natural alignment follows the direction")
    func emojiAndRightToLeft() {
        let scale = UIScreen.main.scale
        for text in ["Hi 👋", "👋🏽👍", "שלום עולם", "Hello שלום"] {
            let label = UILabel()
            label.text = text
            let size = text.size(withAttributes: [.font: label.font as Any])
            #expect(size.width > 0 && size.height > 0)
            #expect(label.intrinsicContentSize == CGSize(width: pixelCeil(size.width, scale), height: pixelCeil(size.height, scale)))
            #expect(!label.textLayout(width: nil, lines: 1).hasMissingGlyphs, "\(text)")
        }
        let label = UILabel()
        label.text = "שלום עולם"
        #expect("\(label.graphicsText.paragraphStyle.alignment)" == "left")
        label.semanticContentAttribute = .forceRightToLeft
        #expect("\(label.graphicsText.paragraphStyle.alignment)" == "right")
    }
}
