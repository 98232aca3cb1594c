import Testing
@testable import UIKit

/// UITextView: a scroll view of text laid out inside `textContainerInset` and the container's line padding; with
/// scrolling off, a view that sizes itself to its text.
@MainActor
@Suite("UITextView", .serialized)
struct TextViewTests {
    static let paragraph = "Trellis lays out UIKit code on Linux: the same constraints, the same anchors and the same self-sizing views, measured with real fonts."

    /// Apple: `textContainerInset` "By default the value of this property is (8, 0, 8, 0)"; `lineFragmentPadding`
    /// "The default value is 5.0"; `font` "The default font is a 12-point Helvetica plain font".
    @Test("Defaults: a scroll view, insets (8, 0, 8, 0), 5 pt line padding, 12 pt font, editable")
    func defaults() {
        let view = UITextView()
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.font?.pointSize == 12)
        #expect(view.isScrollEnabled && view.isEditable && view.isSelectable)
        #expect(view.text == "")
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric),
                "a scrolling text view has no intrinsic size")
    }

    /// The widely used self-sizing text view: scrolling off, width from its constraints, height from its text.
    @Test("With scrolling off it is as tall as its text wrapped at its width, plus the insets; padding narrows the lines")
    func selfSizing() {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let textView = UITextView()
        textView.font = font
        textView.text = Self.paragraph
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            textView.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // The same text in a label wrapped at 280 − 2 × 5 pt of padding.
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = Self.paragraph
        let textHeight = label.sizeThatFits(CGSize(width: 270, height: 10_000)).height
        #expect(textView.frame.width == 280)
        #expect(textView.frame.height == textHeight + 16)
        #expect(textHeight > 3 * font.lineHeight, "several lines")
        // Unwrapped, a short text is as wide as the label's text plus the line padding at both ends.
        let short = UITextView()
        short.font = font
        short.text = "Hello"
        short.isScrollEnabled = false
        label.text = "Hello"
        #expect(short.intrinsicContentSize.width == label.intrinsicContentSize.width + 10)
        label.text = Self.paragraph
        // Less padding: longer lines, so no taller.
        textView.textContainer.lineFragmentPadding = 0
        textView.textContainerInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
        root.layoutIfNeeded()
        let unpadded = label.sizeThatFits(CGSize(width: 280, height: 10_000)).height
        #expect(textView.frame.height == unpadded + 40)
        // An empty text view keeps one line.
        textView.text = ""
        root.layoutIfNeeded()
        #expect(abs(textView.frame.height - (font.lineHeight + 40)) < 0.34)
        #expect(abs(textView.sizeThatFits(CGSize(width: 280, height: 0)).height - textView.frame.height) < 1e-9)
    }

    @Test("Scrolling: the content is as tall as the text and insets; the text is drawn inside them")
    func scrollingContent() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = Self.paragraph + " " + Self.paragraph
        textView.textColor = .red
        textView.backgroundColor = .white
        textView.layoutIfNeeded()
        #expect(textView.contentSize.width == 200)
        #expect(textView.contentSize.height > 200, "much taller than the 60 pt view: it scrolls")
        #expect(textView.contentSize.height == textView.sizeThatFits(CGSize(width: 200, height: 0)).height)
        let image = renderImage(textView, scale: 2)
        var redInPadding = 0, redInText = 0
        for y in stride(from: 0.0, to: 60, by: 0.5) {
            for x in stride(from: 0.0, to: 200, by: 0.5) {
                let p = rgba(image, CGFloat(x), CGFloat(y))
                guard p.count == 4, p[0] > 150, p[1] < 120 else { continue }
                if x < 4.5 || y < 7.5 { redInPadding += 1 } else { redInText += 1 }
            }
        }
        #expect(redInText > 50 && redInPadding == 0, "text ink \(redInText), ink in the inset or padding \(redInPadding)")
    }

    final class Watcher: UITextViewDelegate {
        var changes = 0
        var refuse = false
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { !refuse }
    }

    /// The growing text view in a self-sizing table cell: typing changes the text, the delegate's `textViewDidChange`
    /// runs `beginUpdates()`/`endUpdates()`, and the row takes the new height.
    @Test("Typing into a text view in a self-sizing cell grows the row (textViewDidChange + beginUpdates/endUpdates)")
    func growingCell() {
        final class NoteCell: UITableViewCell {
            let textView = UITextView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                textView.isScrollEnabled = false
                textView.font = UIFont.preferredFont(forTextStyle: .body)
                textView.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(textView)
                NSLayoutConstraint.activate([
                    textView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    textView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    textView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    textView.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class Source: UITableViewDataSource, UITextViewDelegate {
            weak var table: UITableView?
            var changes = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
                cell.textView.text = "Note \(indexPath.row)"
                cell.textView.delegate = self
                return cell
            }
            func textViewDidChange(_ textView: UITextView) {
                changes += 1
                table?.beginUpdates()
                table?.endUpdates()
            }
        }
        UIDevice.current.simulate(.iPhone13)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        let source = Source()
        source.table = table
        table.dataSource = source
        let window = table.shownAsWindowRoot()
        defer { window.isHidden = true }
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! NoteCell
        #expect(cell.textView.beginEditing())
        cell.textView.insertText(" " + Self.paragraph)
        window.layoutIfNeeded()
        #expect(source.changes == 1)
        let grown = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(grown > first + 40, "the row grew with the text: \(first) → \(grown)")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == table.rectForRow(at: IndexPath(row: 0, section: 0)).maxY)
        #expect(abs(cell.textView.frame.height - cell.textView.sizeThatFits(CGSize(width: cell.textView.frame.width, height: 0)).height) < 1e-9)
    }

    @Test("A self-sizing text view whose font follows Dynamic Type grows when the text size grows")
    func dynamicType() {
        let saved = SimulatedEnvironment.current
        defer { saved.restore() }
        UIDevice.current.simulate(.iPhone13)
        let controller = UIViewController()
        let textView = UITextView()
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.isScrollEnabled = false
        textView.text = Self.paragraph
        textView.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
            textView.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        ])
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let before = textView.frame.height
        UIApplication.shared.preferredContentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        #expect(textView.font?.pointSize == 40)
        #expect(textView.frame.height > before * 1.8, "\(before) → \(textView.frame.height)")
        #expect(abs(textView.frame.height - textView.sizeThatFits(CGSize(width: 350, height: 0)).height) < 1e-9)
        window.isHidden = true
    }

    @Test("The delegate can refuse a change; a text view that is not editable takes no typing")
    func delegateAndEditability() {
        let textView = UITextView()
        let watcher = Watcher()
        textView.delegate = watcher
        textView.insertText("a")
        #expect(textView.text == "a" && watcher.changes == 1)
        watcher.refuse = true
        textView.insertText("b")
        #expect(textView.text == "a" && watcher.changes == 1)
        watcher.refuse = false
        textView.isEditable = false
        textView.insertText("c")
        #expect(textView.text == "a")
        #expect(!textView.beginEditing())
        let log = capturingLayoutLog { textView.textContainerInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0) }
        #expect(log.count == 1 && textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    }
}
