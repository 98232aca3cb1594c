import UIKit

class MagicTableViewCell: UITableViewCell {

    private let titleLabel: UILabel
    private let tagsLabel: UILabel
    private let urlLabel: UILabel

    override class var requiresConstraintBasedLayout: Bool {
        return true
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        titleLabel = UILabel()
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 0
        titleLabel.backgroundColor = UIColor(red: 0.284, green: 0.384, blue: 0.677, alpha: 1.000)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false

        urlLabel = UILabel()
        urlLabel.font = UIFont.preferredFont(forTextStyle: .body)
        urlLabel.numberOfLines = 1
        urlLabel.backgroundColor = UIColor(red: 0.940, green: 0.654, blue: 0.256, alpha: 1.000)
        urlLabel.translatesAutoresizingMaskIntoConstraints = false

        tagsLabel = UILabel()
        tagsLabel.font = UIFont.preferredFont(forTextStyle: .body)
        tagsLabel.numberOfLines = 0
        tagsLabel.backgroundColor = UIColor(red: 0.973, green: 0.824, blue: 0.239, alpha: 1.000)
        tagsLabel.translatesAutoresizingMaskIntoConstraints = false

        super.init(style: style, reuseIdentifier: reuseIdentifier)

        contentView.addSubview(titleLabel)
        contentView.addSubview(urlLabel)
        contentView.addSubview(tagsLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateConstraints() {
        var constraints: [NSLayoutConstraint] = []
        let views: [String: Any] = ["titleLabel": titleLabel, "urlLabel": urlLabel, "tagsLabel": tagsLabel]

        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-15-[titleLabel]-15-|",
            options: [],
            metrics: nil,
            views: views)

        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-15-[urlLabel]-15-|",
            options: [],
            metrics: nil,
            views: views)

        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-15-[tagsLabel]-15-|",
            options: [],
            metrics: nil,
            views: views)

        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[titleLabel]-[urlLabel]-[tagsLabel]-|",
            options: [],
            metrics: nil,
            views: views)

        contentView.addConstraints(constraints)
        super.updateConstraints()
    }

    func populate(with bookmark: Bookmark) {
        titleLabel.text = bookmark.title
        urlLabel.text = bookmark.url
        tagsLabel.text = bookmark.tags
    }
}
