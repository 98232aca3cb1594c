import Testing
@testable import UIKit

/// Stands in for a multi-line label: 500 pt of text in 20 pt lines; its height depends on the width it gets.
final class WrappingView: UIView {
    var textWidth: CGFloat = 500
    let lineHeight: CGFloat = 20
    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { CGSize(width: textWidth, height: lineHeight) }
    override var intrinsicHeightDependsOnWidth: Bool { true }
    override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        guard let width, width > 0, width < textWidth else { return intrinsicContentSize }
        return CGSize(width: textWidth, height: (textWidth / width).rounded(.up) * lineHeight)
    }
}

@MainActor
@Suite("Fitting size: systemLayoutSizeFitting, width-dependent heights")
struct FittingTests {
    func card() -> (UIView, WrappingView) {
        let card = UIView()
        let label = WrappingView()
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        return (card, label)
    }

    @Test("A multi-line label's height follows the solved width (second pass), at two widths")
    func multiLineLabelAtTwoWidths() {
        let (card, _) = card()
        // 304 pt wide text area: 500/304 → 2 lines; 184 pt: 3 lines. Plus 8 pt margins.
        let wide = card.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 320, height: 56))
        let narrow = card.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(narrow == CGSize(width: 200, height: 76))
        // Measuring does not move anything.
        #expect(card.frame == .zero)
    }

    /// The proof layout of issue 3 with a real `UILabel`: `systemLayoutSizeFitting` of a card whose multi-line label
    /// (numberOfLines = 0) wraps at the width the constraints give it, as UIKit's second layout pass does. The expected
    /// heights come from the text system directly (`boundingRect` at the label's width, which UIKit rounds up to the
    /// pixel grid), plus the card's 8 pt default layout margins.
    @Test("systemLayoutSizeFitting of a view with a real multi-line UILabel at two widths")
    func realLabelAtTwoWidths() {
        let card = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.text = "Self-sizing layouts are only as right as their text measurement: this sentence wraps."
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        func expectedHeight(textWidth: CGFloat) -> CGFloat {
            let text = label.text! as NSString
            let box = text.boundingRect(with: CGSize(width: textWidth, height: .greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: [.font: label.font!], context: nil)
            let scale = card.layoutScale
            return (box.height * scale).rounded(.up) / scale + 16
        }
        var heights: [CGFloat] = []
        for width in [320.0, 160.0] as [CGFloat] {
            let size = card.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                    withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            #expect(size.width == width)
            #expect(abs(size.height - expectedHeight(textWidth: width - 16)) < 0.01)
            heights.append(size.height)
        }
        // The narrower card wraps into more lines.
        #expect(heights[1] > heights[0] + label.font.lineHeight - 0.01)
    }

    @Test("The same card laid out in a hierarchy gets the second-pass height too")
    func secondPassInLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        let (card, label) = card()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 184, height: 60))
        #expect(card.frame == CGRect(x: 0, y: 0, width: 200, height: 76))
    }

    @Test("systemLayoutSizeFitting(_:) with compressed and expanded targets")
    func compressedAndExpanded() {
        let box = UIView()
        let inner = IntrinsicView(120, 30)
        box.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            inner.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor, constant: -10),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(lessThanOrEqualTo: box.bottomAnchor, constant: -5),
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
            box.heightAnchor.constraint(lessThanOrEqualToConstant: 300),
        ])
        #expect(box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 40))
        #expect(box.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 500, height: 300))
        #expect(UIView.layoutFittingCompressedSize == .zero)
        // A view with only an intrinsic size measures as that size.
        #expect(IntrinsicView(33, 44).systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 33, height: 44))
    }

    // The fitting engine is kept on the view between measurements (self-sizing cells are measured again on reloads,
    // rotations and Dynamic Type changes); every change that can move the answer must be seen.
    @Test("A kept fitting engine sees text, constant, margin and structure changes made between measurements")
    func keptFittingEngineSeesChanges() {
        let (card, label) = card()
        func height(_ width: CGFloat = 320) -> CGFloat {
            card.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel).height
        }
        #expect(height() == 56)          // 304 pt of text area: 2 lines + 16 pt of margins
        #expect(height() == 56)          // unchanged: the kept answer
        #expect(height(200) == 76)       // 184 pt: 3 lines (another target)
        label.textWidth = 1000
        label.invalidateIntrinsicContentSize()
        #expect(height() == 96)          // 1000/304 → 4 lines
        card.layoutMargins = UIEdgeInsets(top: 20, left: 8, bottom: 20, right: 8)
        #expect(height() == 120)         // 4 lines + 40 pt of margins
        let extra = UIView()
        extra.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(extra)
        let tall = extra.heightAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([
            tall, extra.topAnchor.constraint(equalTo: card.topAnchor),
            extra.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor),
            extra.leadingAnchor.constraint(equalTo: card.leadingAnchor),
        ])
        #expect(height() == 300)         // the new subview is taller than the text
        tall.constant = 400
        #expect(height() == 400)         // a constant edit
        tall.isActive = false
        #expect(height() == 120)         // deactivated: back to the text
    }

    /// A cell of the timeline's kind, small: a 60 pt avatar beside a title and a body of the given heights, in the
    /// content view's default 8 pt layout margins.
    func timelineCell(title: CGFloat, body: CGFloat) -> (UIView, IntrinsicView) {
        let content = UIView()
        let avatar = UIView(), titleView = IntrinsicView(120, title), bodyView = IntrinsicView(200, body)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        for view in [avatar, titleView, bodyView] { content.addSubview(view) }
        let margins = content.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 60),
            avatar.heightAnchor.constraint(equalToConstant: 60),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            titleView.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
            titleView.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            titleView.topAnchor.constraint(equalTo: margins.topAnchor),
            bodyView.leadingAnchor.constraint(equalTo: titleView.leadingAnchor),
            bodyView.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            bodyView.topAnchor.constraint(equalTo: titleView.bottomAnchor, constant: 4),
            bodyView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
        return (content, bodyView)
    }

    /// The fitting height of a self-sizing cell is its content plus its margins (UIKit sizes a cell's content view at
    /// the table's width, required, and its height at the fitting level). Cells of one kind give a fresh engine the
    /// same system with other constants: from the second on, the engine starts from the first one's solution
    /// (`LayoutEngine.solverTemplates`), which must not change any answer.
    @Test("Fresh measurements of cells of one kind with other label heights: content + margins each time")
    func cellsOfOneKind() {
        let before = LayoutEngine.solverTemplates.hits
        for (title, body, height) in [(21.0, 40.0, 81.0), (21, 18, 76), (30, 100, 150), (10, 10, 76), (21, 40, 81)] {
            let (content, _) = timelineCell(title: title, body: body)
            let size = content.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                       withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
            #expect(size == CGSize(width: 375, height: height),
                    "8 + max(60, \(title) + 4 + \(body)) + 8")
        }
        #expect(LayoutEngine.solverTemplates.hits >= before + 4, "the cells after the first start from a template")
    }

    @Test("A cell whose constants conflict where its template's did not: Apple's log breaks the same constraint")
    func conflictFromTemplate() {
        func cell(width: CGFloat) -> (UIView, NSLayoutConstraint, NSLayoutConstraint) {
            let content = UIView()
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(box)
            let first = box.widthAnchor.constraint(equalToConstant: 100)
            let second = box.widthAnchor.constraint(equalToConstant: width)
            NSLayoutConstraint.activate([
                first, second,
                box.heightAnchor.constraint(equalToConstant: 50),
                box.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                box.topAnchor.constraint(equalTo: content.topAnchor),
                box.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            ])
            return (content, first, second)
        }
        let target = CGSize(width: 320, height: 0)
        // Two equal widths: a redundant pair, no conflict; this shape is now kept.
        let (agreeing, _, _) = cell(width: 100)
        let quiet = capturingLayoutLog {
            _ = agreeing.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(quiet.isEmpty)
        let (content, first, second) = cell(width: 200)
        let hits = LayoutEngine.solverTemplates.hits
        var size = CGSize.zero
        let log = capturingLayoutLog {
            size = content.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(LayoutEngine.solverTemplates.hits == hits + 1, "the kept shape was tried")
        #expect(log.count == 1)
        #expect(log.first?.contains("Will attempt to recover by breaking constraint \n\(second.description)\n") == true)
        #expect(log.first?.contains("    \"\(first.description)\",\n    \"\(second.description)\"\n)") == true)
        // Layout goes on without the broken constraint: the box is 50 high, the content view with it.
        #expect(size == CGSize(width: 320, height: 50))
    }
}
