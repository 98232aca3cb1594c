import UIKit

/// The seed's RootViewController shape: a table pinned to the view (margins guide top/bottom), a diffable data
/// source of tweets, self-sizing rows.
public final class TimelineController: UIViewController {
    public let tableView: UITableView
    public private(set) var tweets: [TestTweet]
    public let tableWidth: CGFloat?
    public private(set) var providerCalls = 0
    public private(set) lazy var dataSource = TimelineDataSource(tableView: tableView) { tableView, indexPath, tweet in
        self.providerCalls += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "tweetCell", for: indexPath) as! TestTweetCell
        cell.update(tweet)
        return cell
    }

    public init(tweets: [TestTweet], tableWidth: CGFloat? = nil, style: UITableView.Style = .plain) {
        self.tweets = tweets
        self.tableWidth = tableWidth
        tableView = UITableView(frame: .zero, style: style)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// A timeline of `tweets` as the root of a key window filling the screen of `device` (simulated first), as the
    /// seed's app delegate shows it (the seed's table is plain).
    public static func shown(on device: SimulatedDevice, tweets: [TestTweet], tableWidth: CGFloat? = nil,
                             style: UITableView.Style = .plain) -> (window: UIWindow, controller: TimelineController) {
        UIDevice.current.simulate(device)
        let controller = TimelineController(tweets: tweets, tableWidth: tableWidth, style: style)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(TestTweetCell.self, forCellReuseIdentifier: "tweetCell")
        tableView.dataSource = dataSource
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = UITableView.automaticDimension
        view.addSubview(tableView)
        var constraints = [
            tableView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
        ]
        if let tableWidth {
            constraints += [tableView.widthAnchor.constraint(equalToConstant: tableWidth),
                            tableView.centerXAnchor.constraint(equalTo: view.centerXAnchor)]
        } else {
            constraints += [tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor)]
        }
        NSLayoutConstraint.activate(constraints)
        var snapshot = NSDiffableDataSourceSnapshot<Int, TestTweet>()
        snapshot.appendSections([0])
        snapshot.appendItems(tweets, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
    }
}

/// The timeline's diffable data source; with `titlesSections` each section has a header title, "Section" and its
/// identifier (as an app's subclass overriding `tableView(_:titleForHeaderInSection:)` gives one).
public final class TimelineDataSource: UITableViewDiffableDataSource<Int, TestTweet> {
    public var titlesSections = false

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        guard titlesSections, section < snapshot().numberOfSections else { return nil }
        return "Section \(snapshot().sectionIdentifiers[section])"
    }
}
