import UIKit

/// The seed's TweetTableViewCell, written as the article writes it (image views without images: the seed's size
/// constraints alone size them, as they do before an image loads).
public final class TestTweetCell: UITableViewCell {
    public let avatarView = UIImageView()
    public let displayNameLabel = UILabel()
    public let userNameLabel = UILabel()
    public let dateLabel = UILabel()
    public let contentStack = UIStackView()
    public private(set) var tweetTextLabel: UILabel?
    public private(set) var mediaView: UIImageView?
    public private(set) var retweetedByView: TestRetweetedByView?
    private var mediaConstraints: [NSLayoutConstraint]?
    private var mediaSize: CGSize?
    public private(set) var reuseCount = 0

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupView()
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func prepareForReuse() {
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

    public func update(_ tweet: TestTweet) {
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

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let media = mediaSize, mediaView != nil,
           previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            updateMediaConstraints(media)
        }
    }
}
