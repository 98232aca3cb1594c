// Release-build benchmark of UITableView (issue 6): a self-sizing table of the Twitter-timeline seed's cell, built
// and scrolled from top to bottom, end to end (data source, dequeue and reuse, cell configuration, self-sizing
// measurement with real text, the window's layout pass). Prints one table; see BENCHMARKS.md.
//
//   swift run -c release --scratch-path .build-release TableBenchmarks [ROWS]
import Foundation
import UIKit

// MARK: The seed's cell (as in Tests/UIKitTests/TableSeedCells.swift: the article's code, images not loaded)

struct Tweet: Hashable {
    let id: Int
    var text: String?
    var mediaSize: CGSize?
    var retweetedBy: String?

    static let texts = [
        "\"We’re trying to use astrology as a jumping-off point for a new kind of reality.\" ✨\n\nWe spoke to "
            + "@CoStarAstrology founder and CEO Banu Guler about why people turn to the stars: apple.co/CoStarAstrology",
        "Prepare for a trip into the underworld! 😈\n\nIn Pinstripe you'll guide Tim as he navigates this dark realm, "
            + "faces his inner demons, and deals with the actual suit-wearing demon who’s running the place.",
        "Discover the top Apple Arcade games of 2021! 🎉⭐️\n\nPlay now: apple.co/topgames21",
    ]

    static func make(_ i: Int) -> Tweet {
        switch i % 4 {
        case 0: return Tweet(id: i, text: texts[i % 3], mediaSize: nil, retweetedBy: nil)
        case 1: return Tweet(id: i, text: nil, mediaSize: CGSize(width: 514, height: 315), retweetedBy: nil)
        case 2: return Tweet(id: i, text: texts[(i / 4) % 3], mediaSize: CGSize(width: 514, height: 315), retweetedBy: nil)
        default: return Tweet(id: i, text: texts[2], mediaSize: nil, retweetedBy: "App Store")
        }
    }
}

final class RetweetedByView: UIStackView {
    let avatarView = UIImageView()
    let displayNameLabel = UILabel()
    init() {
        super.init(frame: .zero)
        axis = .horizontal
        alignment = .center
        spacing = 4
        avatarView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        addArrangedSubview(avatarView)
        displayNameLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        displayNameLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        displayNameLabel.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        addArrangedSubview(displayNameLabel)
        let size = displayNameLabel.font.pointSize * 1.5
        NSLayoutConstraint.activate([avatarView.heightAnchor.constraint(equalToConstant: size),
                                     avatarView.widthAnchor.constraint(equalToConstant: size)])
    }
    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class TweetTableViewCell: UITableViewCell {
    private let avatarView = UIImageView()
    private let displayNameLabel = UILabel()
    private let userNameLabel = UILabel()
    private let dateLabel = UILabel()
    private let contentStack = UIStackView()
    private var tweetTextLabel: UILabel?
    private var mediaView: UIImageView?
    private var retweetedByView: RetweetedByView?
    private var mediaConstraints: [NSLayoutConstraint]?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupView()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func setupView() {
        selectionStyle = .none
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        contentView.addSubview(avatarView)
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 60),
            avatarView.heightAnchor.constraint(equalToConstant: 60),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        contentStack.axis = .vertical
        contentStack.alignment = .leading
        contentStack.spacing = 12
        contentStack.setContentHuggingPriority(.defaultLow, for: .horizontal)
        contentStack.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(contentStack)
        NSLayoutConstraint.activate([
            contentStack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 8),
            contentStack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            contentStack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            contentStack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        let labelsStack = UIStackView()
        labelsStack.axis = .horizontal
        labelsStack.spacing = 4
        contentStack.addArrangedSubview(labelsStack)
        labelsStack.widthAnchor.constraint(equalTo: contentStack.widthAnchor).isActive = true
        displayNameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        displayNameLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        labelsStack.addArrangedSubview(displayNameLabel)
        userNameLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        userNameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        userNameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        labelsStack.addArrangedSubview(userNameLabel)
        dateLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        dateLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        labelsStack.addArrangedSubview(dateLabel)
    }

    func update(_ tweet: Tweet) {
        displayNameLabel.text = "App Store"
        userNameLabel.text = "@AppStore"
        dateLabel.text = "\(tweet.id % 24)h"
        if let text = tweet.text {
            if tweetTextLabel == nil {
                let label = UILabel()
                label.font = UIFont.preferredFont(forTextStyle: .body)
                label.numberOfLines = 0
                contentStack.insertArrangedSubview(label, at: 1)
                label.widthAnchor.constraint(equalTo: contentStack.widthAnchor).isActive = true
                tweetTextLabel = label
            }
            tweetTextLabel?.text = text
        } else if let label = tweetTextLabel {
            tweetTextLabel = nil
            label.removeFromSuperview()
        }
        if let size = tweet.mediaSize {
            if mediaView == nil {
                let view = UIImageView()
                view.layer.cornerRadius = 4
                view.layer.masksToBounds = true
                contentStack.insertArrangedSubview(view, at: tweetTextLabel == nil ? 1 : 2)
                mediaView = view
            }
            if let constraints = mediaConstraints { NSLayoutConstraint.deactivate(constraints) }
            let natural = mediaView!.widthAnchor.constraint(equalToConstant: size.width)
            natural.priority = .defaultHigh
            mediaConstraints = [natural,
                                mediaView!.heightAnchor.constraint(equalTo: mediaView!.widthAnchor,
                                                                   multiplier: size.height / size.width),
                                mediaView!.widthAnchor.constraint(lessThanOrEqualTo: contentStack.widthAnchor)]
            NSLayoutConstraint.activate(mediaConstraints!)
        } else if let view = mediaView {
            mediaView = nil
            view.removeFromSuperview()
            mediaConstraints = nil
        }
        if let name = tweet.retweetedBy {
            if retweetedByView == nil {
                retweetedByView = RetweetedByView()
                contentStack.addArrangedSubview(retweetedByView!)
            }
            retweetedByView?.displayNameLabel.text = name
        } else if let view = retweetedByView {
            view.removeFromSuperview()
            retweetedByView = nil
        }
    }
}

final class TimelineController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let tweets: [Tweet]
    lazy var dataSource = UITableViewDiffableDataSource<Int, Tweet>(tableView: tableView) { tableView, indexPath, tweet in
        let cell = tableView.dequeueReusableCell(withIdentifier: "tweetCell", for: indexPath) as! TweetTableViewCell
        cell.update(tweet)
        return cell
    }
    init(tweets: [Tweet]) {
        self.tweets = tweets
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(TweetTableViewCell.self, forCellReuseIdentifier: "tweetCell")
        tableView.dataSource = dataSource
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = UITableView.automaticDimension
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
        ])
        var snapshot = NSDiffableDataSourceSnapshot<Int, Tweet>()
        snapshot.appendSections([0])
        snapshot.appendItems(tweets, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
    }
}

// MARK: Measuring

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Resident memory now (from /proc/self/statm) and at peak (getrusage), in MiB.
func residentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

func peakMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

struct Run {
    var rows = 0
    var step: CGFloat = 0
    var steps = 0
    var build = 0.0
    var firstScroll = 0.0
    var secondScroll = 0.0
    var maxLiveCells = 0
    var createdCells = 0
    var residentAfter = 0.0
    var checked = true
}

/// Shows the timeline on an iPhone 13 and scrolls it from top to bottom by `step` points per frame, twice: the
/// first pass measures every row as it appears (cold), the second finds every height known (warm).
@MainActor
func run(rows: Int, step: CGFloat) -> Run {
    var result = Run()
    result.rows = rows
    result.step = step
    UIDevice.current.simulate(.iPhone13)
    var window: UIWindow!
    var controller: TimelineController!
    result.build = seconds {
        controller = TimelineController(tweets: (0..<rows).map(Tweet.make))
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }
    let table = controller.tableView
    func scrollThrough() -> Double {
        seconds {
            var offset = table.contentOffset.y
            while offset < table.contentSize.height - table.bounds.height {
                offset = min(offset + step, table.contentSize.height - table.bounds.height)
                table.contentOffset = CGPoint(x: 0, y: offset)
                window.layoutIfNeeded()
                result.steps += 1
                result.maxLiveCells = max(result.maxLiveCells, table.visibleCells.count)
            }
        }
    }
    result.firstScroll = scrollThrough()
    // Every row was measured: the content height is the sum of real heights, and the last row is on screen.
    if table.indexPathsForVisibleRows?.last?.row != rows - 1 { result.checked = false }
    table.contentOffset = .zero
    window.layoutIfNeeded()
    result.secondScroll = scrollThrough()
    result.createdCells = table.createdCellCount
    result.residentAfter = residentMiB()
    window.isHidden = true
    return result
}

let rows = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000
// One small run first, so the fonts and text caches are warm and the first figure is the table's own cost.
_ = run(rows: 200, step: 16)
let small = run(rows: rows / 10, step: 16)
let large = run(rows: rows, step: 16)
// A page (700 pt) per frame: about one new row per frame, so the figure per row is the row's own cost.
let paged = run(rows: rows, step: 700)
let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
    .joined(separator: " ") ?? "?"

func us(_ seconds: Double, per count: Int) -> String { String(format: "%.1f µs", seconds * 1e6 / Double(count)) }
print("Self-sizing timeline table, iPhone 13 (390×844 @3x), scrolled top to bottom; load \(load)")
print("")
print("| rows | step per frame | build + first layout | first scroll (measuring) | per row | second scroll (heights known) | per row | frames | live cells (max) | cells created | resident after |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for r in [small, large, paged] {
    print("| \(r.rows) | \(Int(r.step)) pt | \(String(format: "%.0f ms", r.build * 1000)) | \(String(format: "%.2f s", r.firstScroll)) "
        + "| \(us(r.firstScroll, per: r.rows)) | \(String(format: "%.2f s", r.secondScroll)) | \(us(r.secondScroll, per: r.rows)) "
        + "| \(r.steps) | \(r.maxLiveCells) | \(r.createdCells) | \(String(format: "%.0f MiB", r.residentAfter)) |")
}
print("")
print("Peak resident memory of the whole run: \(String(format: "%.0f MiB", peakMiB())).")
if !small.checked || !large.checked || !paged.checked {
    print("FAIL: the last row was not reached")
    exit(1)
}
