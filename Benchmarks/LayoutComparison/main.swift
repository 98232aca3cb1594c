// The layout step alone, Trellis against what people pick instead (issue 6): the Twitter-timeline cell of the seed,
// with its text sizes fixed (measured once), laid out 10,000 times. This executable builds the cells as the seed
// does — a content view with layout margins, a 60 pt avatar and a vertical stack of a names row, the tweet text,
// the media and the retweet row — with fixed-size views standing in for the labels, and times only
// `systemLayoutSizeFitting` (a fresh engine per cell, as UIKit measures a self-sizing cell). `compare.py` builds the
// same trees as flexbox in Yoga and Taffy and times only their native compute-layout calls.
//
//   swift run -c release layout-comparison [N] [WIDTH]        # prints one JSON object
import Foundation
import UIKit

/// A view with a fixed intrinsic size: a label whose text was measured once.
final class FixedView: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("not archived") }
    override var intrinsicContentSize: CGSize { size }
}

/// What a cell shows; the four variants of the seed.
enum Variant: Int, CaseIterable {
    case text, media, textAndMedia, retweeted
    var hasText: Bool { self != .media }
    var hasMedia: Bool { self == .media || self == .textAndMedia }
    var isRetweet: Bool { self == .retweeted }
}

/// The fixed sizes; compare.py uses the same numbers.
enum Metrics {
    static let margins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    static let avatar: CGFloat = 60, avatarGap: CGFloat = 8, stackSpacing: CGFloat = 12
    static let displayName = CGSize(width: 96, height: 21), userName = CGSize(width: 80, height: 18)
    static let date = CGSize(width: 18, height: 16), textHeight: CGFloat = 80
    static let media = CGSize(width: 514, height: 315)
    static let retweetIcon: CGFloat = 14, retweetAvatar: CGFloat = 18, retweetName = CGSize(width: 70, height: 16)
}

@MainActor
func makeCell(_ variant: Variant) -> UIView {
    let content = UIView()
    content.layoutMargins = Metrics.margins
    let avatar = UIView()
    avatar.translatesAutoresizingMaskIntoConstraints = false
    avatar.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    content.addSubview(avatar)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = Metrics.stackSpacing
    stack.setContentHuggingPriority(.defaultLow, for: .horizontal)
    stack.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    stack.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(stack)
    let guide = content.layoutMarginsGuide
    NSLayoutConstraint.activate([
        avatar.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        avatar.topAnchor.constraint(equalTo: guide.topAnchor),
        avatar.widthAnchor.constraint(equalToConstant: Metrics.avatar),
        avatar.heightAnchor.constraint(equalToConstant: Metrics.avatar),
        avatar.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),
        stack.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: Metrics.avatarGap),
        stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: guide.topAnchor),
        stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])

    let names = UIStackView()
    names.axis = .horizontal
    names.spacing = 4
    stack.addArrangedSubview(names)
    names.widthAnchor.constraint(equalTo: stack.widthAnchor).isActive = true
    let displayName = FixedView(Metrics.displayName.width, Metrics.displayName.height)
    displayName.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let userName = FixedView(Metrics.userName.width, Metrics.userName.height)
    userName.setContentHuggingPriority(.defaultLow, for: .horizontal)
    userName.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    let date = FixedView(Metrics.date.width, Metrics.date.height)
    date.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    for view in [displayName, userName, date] { names.addArrangedSubview(view) }

    if variant.hasText {
        let text = FixedView(UIView.noIntrinsicMetric, Metrics.textHeight)
        stack.addArrangedSubview(text)
        text.widthAnchor.constraint(equalTo: stack.widthAnchor).isActive = true
    }
    if variant.hasMedia {
        let media = UIView()
        stack.addArrangedSubview(media)
        let natural = media.widthAnchor.constraint(equalToConstant: Metrics.media.width)
        natural.priority = .defaultHigh
        NSLayoutConstraint.activate([
            natural,
            media.heightAnchor.constraint(equalTo: media.widthAnchor, multiplier: Metrics.media.height / Metrics.media.width),
            media.widthAnchor.constraint(lessThanOrEqualTo: stack.widthAnchor),
        ])
    }
    if variant.isRetweet {
        let row = UIStackView()
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 4
        let icon = FixedView(Metrics.retweetIcon, Metrics.retweetIcon)
        icon.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let avatar = UIView()
        avatar.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let name = FixedView(Metrics.retweetName.width, Metrics.retweetName.height)
        name.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        name.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        for view in [icon, avatar, name] { row.addArrangedSubview(view) }
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: Metrics.retweetAvatar),
            avatar.heightAnchor.constraint(equalToConstant: Metrics.retweetAvatar),
        ])
        stack.addArrangedSubview(row)
    }
    return content
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

@MainActor
func run() {
    let arguments = CommandLine.arguments.dropFirst()
    let n = arguments.first.flatMap(Int.init) ?? 10_000
    let width = arguments.dropFirst().first.flatMap(Double.init).map { CGFloat($0) } ?? 375
    let target = CGSize(width: width, height: 0)

    // Trees are built outside the timed region, as for Yoga and Taffy.
    var cells: [UIView] = []
    cells.reserveCapacity(n)
    for index in 0..<n { cells.append(makeCell(Variant(rawValue: index % 4)!)) }

    var heights = [CGFloat](repeating: 0, count: Variant.allCases.count)
    let start = now()
    for (index, cell) in cells.enumerated() {
        let size = cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        heights[index % 4] = size.height
    }
    let total = now() - start

    // Re-measuring a cell already measured once: the engine is kept, only the target moves.
    let warmCount = min(n, 2_000)
    let warmStart = now()
    for cell in cells.prefix(warmCount) {
        _ = cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
    }
    let warm = (now() - warmStart) / Double(warmCount)

    let json: [String: Any] = [
        "engine": "trellis", "n": n, "width": Double(width), "total_s": total, "per_cell_us": total / Double(n) * 1e6,
        "warm_per_cell_us": warm * 1e6, "heights": heights.map { Double($0) },
    ]
    let data = try! JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

MainActor.assumeIsolated { run() }
