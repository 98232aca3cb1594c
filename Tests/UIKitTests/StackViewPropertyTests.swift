import Testing
import TestSupport
@testable import UIKit

/// Random stacks against the closed forms of Apple's `UIStackView.Distribution` and `Alignment` documentation, where
/// the arranged views fit: `fillEqually` ("all the same size along the axis"), `fillProportionally` ("proportionally
/// sized based on their intrinsic content size"), `equalSpacing` ("equal space between the arranged views",
/// their intrinsic sizes kept), `equalCentering` ("equal center-to-center spacing"), with `fillProportionally`'s
/// shares as UIKit's generated constraints give them (every view but the last sized to its share of the stack, the
/// last taking the rest); across the axis `fill`, `center`,
/// `leading`/`top` and `trailing`/`bottom`. Two to six views of random intrinsic sizes, some hidden (hidden views
/// take no room), horizontal or vertical, left-to-right or right-to-left (a horizontal stack's first view is then on
/// the right).
@MainActor
@Suite("UIStackView: random stacks laid out as the distributions and alignments are documented")
struct StackViewPropertyTests {
    @Test("Random stacks: frames from the documented distribution and alignment", arguments: 0..<200)
    func randomStack(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 11_000)
        let horizontal = rng.chance(0.5)
        let rightToLeft = horizontal && rng.chance(0.3)
        let distribution: UIStackView.Distribution = rng.pick([.fillEqually, .fillProportionally, .equalSpacing,
                                                               .equalCentering])
        let alignment: UIStackView.Alignment = rng.pick([.fill, .center, .leading, .trailing])
        let spacing = CGFloat(rng.int(in: 0...12))
        let views = (0..<rng.int(in: 2...6)).map { _ in
            IntrinsicView(CGFloat(rng.int(in: 10...80)), CGFloat(rng.int(in: 10...80)))
        }
        for view in views.dropFirst() where rng.chance(0.2) { view.isHidden = true }
        let shown = views.filter { !$0.isHidden }
        func along(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        func across(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
        let sizes = shown.map(\.size)
        // Room for everything: the sum of the sizes and spacings along, plus slack; the largest view across.
        let length = sizes.map(along).reduce(0, +) + spacing * CGFloat(shown.count - 1) + CGFloat(rng.int(in: 0...200))
            + (distribution == .equalCentering ? sizes.map(along).max()! * CGFloat(shown.count) : 0)
        let breadth = sizes.map(across).max()! + CGFloat(rng.int(in: 0...40))

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1_200, height: 1_200))
        let stack = UIStackView(arrangedSubviews: views)
        // The stack's own attribute: UIKit does not pass a superview's semantic content attribute down.
        if rightToLeft { stack.semanticContentAttribute = .forceRightToLeft }
        stack.axis = horizontal ? .horizontal : .vertical
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: horizontal ? length : breadth),
            stack.heightAnchor.constraint(equalToConstant: horizontal ? breadth : length),
        ])
        let log = capturingLayoutLog { root.layoutIfNeeded() }

        // Along the axis: each view's start and length.
        let count = CGFloat(shown.count), gaps = spacing * (count - 1)
        var lengths: [CGFloat] = [], starts: [CGFloat] = []
        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: (length - gaps) / count, count: shown.count)
        case .fillProportionally:
            // UIKit's recipe (reference/uistackview.md): `S(i).length == k_i × stack.length`, k_i = intrinsic_i / (Σ
            // intrinsic + spacings), at priorities 999, 998, …: every view but the last gets its share, the last view
            // the rest.
            let share = length / (sizes.map(along).reduce(0, +) + gaps)
            lengths = sizes.dropLast().map { along($0) * share }
            lengths.append(length - gaps - lengths.reduce(0, +))
        default:
            lengths = sizes.map(along)
        }
        // One visible view is pinned to both ends of the stack (the canvas connections), whatever the distribution.
        if shown.count == 1 { lengths = [length] }
        var position: CGFloat = 0
        switch distribution {
        case .equalSpacing:
            let gap = shown.count > 1 ? (length - lengths.reduce(0, +)) / (count - 1) : 0
            for l in lengths { starts.append(position); position += l + gap }
        case .equalCentering:
            let first = lengths[0] / 2, last = length - lengths[shown.count - 1] / 2
            let step = shown.count > 1 ? (last - first) / (count - 1) : 0
            for (i, l) in lengths.enumerated() { starts.append(first + step * CGFloat(i) - l / 2) }
        default:
            for l in lengths { starts.append(position); position += l + spacing }
        }
        var problems: [String] = []
        let tolerance: CGFloat = 0.5
        for (i, view) in shown.enumerated() {
            var start = starts[i]
            if rightToLeft { start = length - start - lengths[i] }
            let b = across(sizes[i])
            let (acrossStart, acrossLength): (CGFloat, CGFloat) = switch alignment {
            case .fill: (0, breadth)
            case .center: ((breadth - b) / 2, b)
            case .leading: (0, b)
            default: (breadth - b, b)
            }
            let expected = horizontal
                ? CGRect(x: start, y: acrossStart, width: lengths[i], height: acrossLength)
                : CGRect(x: acrossStart, y: start, width: acrossLength, height: lengths[i])
            let f = view.frame
            if abs(f.minX - expected.minX) > tolerance || abs(f.minY - expected.minY) > tolerance
                || abs(f.width - expected.width) > tolerance || abs(f.height - expected.height) > tolerance {
                problems.append("view \(i) (\(view.size)): \(f), documented \(expected)")
            }
        }
        #expect(problems.isEmpty && log.isEmpty, """
            seed \(seed): \(horizontal ? "horizontal" : "vertical")\(rightToLeft ? " RTL" : ""), \(distribution), \
            \(alignment), spacing \(spacing), \(length) × \(breadth), hidden \(views.map(\.isHidden)):
              \(problems.joined(separator: "\n  "))
              \(log.prefix(2).joined(separator: "\n  "))
            """)
    }
}
