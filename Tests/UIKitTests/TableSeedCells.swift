@testable import UIKit

/// The Twitter-timeline seed's tweet model, reduced to what the cell lays out.
struct TestTweet: Hashable {
    let id: Int
    var text: String?
    var mediaSize: CGSize?
    var retweetedBy: String?

    static let longText = "Prepare for a trip into the underworld! 😈\n\nIn Pinstripe you'll guide Tim as he navigates this "
        + "dark realm, faces his inner demons, and deals with the actual suit-wearing demon who’s running the place: "
        + "apple.co/Pinstripe"

    static func variant(_ i: Int) -> TestTweet {
        switch i % 4 {
        case 0: return TestTweet(id: i, text: longText, mediaSize: nil, retweetedBy: nil)
        case 1: return TestTweet(id: i, text: nil, mediaSize: CGSize(width: 514, height: 315), retweetedBy: nil)
        case 2: return TestTweet(id: i, text: longText, mediaSize: CGSize(width: 514, height: 315), retweetedBy: nil)
        default: return TestTweet(id: i, text: "Discover the top Apple Arcade games of 2021! 🎉⭐️", mediaSize: nil,
                                  retweetedBy: "App Store")
        }
    }
}

/// The seed's "retweeted by" view: a centred horizontal stack of an avatar (1.5 × the caption font's size, square)
/// and a caption label. (The seed's symbol icon needs UIImageView; it is left out.)
final class TestRetweetedByView: UIStackView {
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
        let avatarSize = displayNameLabel.font.pointSize * 1.5
        NSLayoutConstraint.activate([
            avatarView.heightAnchor.constraint(equalToConstant: avatarSize),
            avatarView.widthAnchor.constraint(equalToConstant: avatarSize),
        ])
    }

    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The seed's TweetTableViewCell, written as the article writes it (image views without images: the seed's size
/// constraints alone size them, as they do before an image loads).
final class TestTweetCell: UITableViewCell {
    let avatarView = UIImageView()
    let displayNameLabel = UILabel()
    let userNameLabel = UILabel()
    let dateLabel = UILabel()
    let contentStack = UIStackView()
    var tweetTextLabel: UILabel?
    var mediaView: UIImageView?
    var retweetedByView: TestRetweetedByView?
    private var mediaConstraints: [NSLayoutConstraint]?
    private var mediaSize: CGSize?
    var reuseCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupView()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }

    private func setupView() {
        selectionStyle = .none
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.layer.cornerRadius = 4
        avatarView.layer.masksToBounds = true
        avatarView.contentMode = .scaleAspectFill
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

    func update(_ tweet: TestTweet) {
        displayNameLabel.text = "App Store"
        userNameLabel.text = "@AppStore"
        dateLabel.text = "\(tweet.id)h"
        if let text = tweet.text { addTweetText(text) } else { removeTweetText() }
        mediaSize = tweet.mediaSize
        if let media = tweet.mediaSize { addTweetMedia(media) } else { removeTweetMedia() }
        if let retweet = tweet.retweetedBy {
            if retweetedByView == nil {
                retweetedByView = TestRetweetedByView()
                contentStack.addArrangedSubview(retweetedByView!)
            }
            retweetedByView?.displayNameLabel.text = retweet
        } else if let view = retweetedByView {
            view.removeFromSuperview()
            retweetedByView = nil
        }
    }

    private func addTweetText(_ text: String) {
        if tweetTextLabel == nil {
            tweetTextLabel = UILabel()
            tweetTextLabel?.font = UIFont.preferredFont(forTextStyle: .body)
            tweetTextLabel?.numberOfLines = 0
            contentStack.insertArrangedSubview(tweetTextLabel!, at: 1)
            tweetTextLabel?.widthAnchor.constraint(equalTo: contentStack.widthAnchor).isActive = true
        }
        tweetTextLabel?.text = text
    }

    private func removeTweetText() {
        guard let label = tweetTextLabel else { return }
        tweetTextLabel = nil
        label.removeFromSuperview()
    }

    private func addTweetMedia(_ size: CGSize) {
        if mediaView == nil {
            mediaView = UIImageView()
            mediaView?.layer.cornerRadius = 4
            mediaView?.layer.masksToBounds = true
            let insertIndex = tweetTextLabel == nil ? 1 : 2
            contentStack.insertArrangedSubview(mediaView!, at: insertIndex)
        }
        updateMediaConstraints(size)
    }

    private func removeTweetMedia() {
        guard let view = mediaView else { return }
        mediaView = nil
        view.removeFromSuperview()
        mediaConstraints = nil
    }

    private func updateMediaConstraints(_ size: CGSize) {
        if let constraints = mediaConstraints { NSLayoutConstraint.deactivate(constraints) }
        let natural = mediaView!.widthAnchor.constraint(equalToConstant: size.width)
        natural.priority = .defaultHigh
        mediaConstraints = [
            natural,
            mediaView!.heightAnchor.constraint(equalTo: mediaView!.widthAnchor, multiplier: size.height / size.width),
        ]
        if traitCollection.horizontalSizeClass == .regular {
            mediaConstraints?.append(mediaView!.widthAnchor.constraint(lessThanOrEqualTo: contentStack.widthAnchor, multiplier: 0.7))
        } else {
            mediaConstraints?.append(mediaView!.widthAnchor.constraint(lessThanOrEqualTo: contentStack.widthAnchor))
        }
        NSLayoutConstraint.activate(mediaConstraints!)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let media = mediaSize, mediaView != nil,
           previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            updateMediaConstraints(media)
        }
    }
}

/// The seed's RootViewController shape: a table pinned to the view (margins guide top/bottom), a diffable data
/// source of tweets, self-sizing rows.
final class TimelineController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    var tweets: [TestTweet]
    var widthMultiplier: CGFloat?
    var providerCalls = 0
    lazy var dataSource = UITableViewDiffableDataSource<Int, TestTweet>(tableView: tableView) { tableView, indexPath, tweet in
        self.providerCalls += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "tweetCell", for: indexPath) as! TestTweetCell
        cell.update(tweet)
        return cell
    }

    init(tweets: [TestTweet], widthMultiplier: CGFloat? = nil) {
        self.tweets = tweets
        self.widthMultiplier = widthMultiplier
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
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
        if let widthMultiplier {
            constraints += [tableView.widthAnchor.constraint(equalToConstant: widthMultiplier),
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
