import UIKit

/// The seed's "retweeted by" view: a centred horizontal stack of an avatar (1.5 × the caption font's size, square)
/// and a caption label. (The seed's symbol icon needs UIImageView; it is left out.)
public final class TestRetweetedByView: UIStackView {
    public let avatarView = UIImageView()
    public let displayNameLabel = UILabel()

    public init() {
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

    public required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
