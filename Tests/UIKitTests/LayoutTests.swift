import Testing
@testable import UIKit

/// A view with a fixed intrinsic size, standing in for a label or an image view.
final class IntrinsicView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

/// Captures `UIView.layoutLog` for the duration of `body`.
@MainActor
func capturingLayoutLog(_ body: () -> Void) -> [String] {
    var messages: [String] = []
    let previous = UIView.layoutLog
    UIView.layoutLog = { messages.append($0) }
    body()
    UIView.layoutLog = previous
    return messages
}

@MainActor
@Suite("Layout cycle and constraint solving")
struct LayoutTests {
    @Test("Edges pinned to the superview's margins guide sit 8 pt in (UIKit's default margins)")
    func pinnedEdgesWithMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
    }
}
