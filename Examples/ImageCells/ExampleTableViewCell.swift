import UIKit

/// The article's cell, whose layout lives in a xib; here the xib's views and constraints are built in code,
/// one step of the article's list at a time.
class ExampleTableViewCell: UITableViewCell {

    // The outlets of the xib.
    let cellImageView = ExampleImageView()
    let activityIndicator = UIActivityIndicatorView(style: .medium)
    let topLabels: [UILabel] = (0..<5).map { _ in UILabel() }
    let bottomLabel = UILabel()
    var cellImageViewWidthLayoutConstraint: NSLayoutConstraint!
    var cellImageViewHeightLayoutConstraint: NSLayoutConstraint!

    private let topStackView = UIStackView()
    private let bottomStackView = UIStackView()

    var cellWidth: CGFloat = 0 {
        didSet {
            maxImageWidth = cellWidth / 3
            setImageWidth()
        }
    }

    fileprivate var maxImageWidth: CGFloat = 120

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)

        self.setupView()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The xib, built in code.
    private func setupView() {
        // 2-4, 9, 11-12: an ExampleImageView pinned to the left, top and bottom, aspect fill, clipped, with fixed
        // width and height constraints, the height at low priority (250); its minimum height gives the row's.
        cellImageView.translatesAutoresizingMaskIntoConstraints = false
        cellImageView.contentMode = .scaleAspectFill
        cellImageView.clipsToBounds = true
        cellImageView.minimumHeight = 100
        cellImageView.backgroundColor = .secondarySystemBackground
        contentView.addSubview(cellImageView)

        cellImageViewWidthLayoutConstraint = cellImageView.widthAnchor.constraint(equalToConstant: 120)
        cellImageViewHeightLayoutConstraint = cellImageView.heightAnchor.constraint(equalToConstant: 120)
        cellImageViewHeightLayoutConstraint.priority = .defaultLow

        // 5-6: a vertical stack of five body labels, 10 pt from the image, the top and the right; some wrap,
        // all adjust to the content size category and shrink to half size rather than truncate.
        topStackView.axis = .vertical
        topStackView.spacing = 2
        topStackView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(topStackView)
        for (index, label) in topLabels.enumerated() {
            configure(label)
            label.numberOfLines = index == 1 || index == 4 ? 1 : 0
            topStackView.addArrangedSubview(label)
        }
        topLabels.first?.font = UIFont.preferredFont(forTextStyle: .headline)

        // 7-8: a second stack with one label, on the first stack's leading edge, 10 pt from the right and the
        // bottom, at least 5 pt below the first stack.
        bottomStackView.axis = .vertical
        bottomStackView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bottomStackView)
        configure(bottomLabel)
        bottomLabel.numberOfLines = 0
        bottomLabel.textColor = .secondaryLabel
        bottomStackView.addArrangedSubview(bottomLabel)

        // 10: an activity indicator centred on the image view.
        activityIndicator.translatesAutoresizingMaskIntoConstraints = false
        activityIndicator.hidesWhenStopped = true
        contentView.addSubview(activityIndicator)

        NSLayoutConstraint.activate([
            cellImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            cellImageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            cellImageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            cellImageViewWidthLayoutConstraint,
            cellImageViewHeightLayoutConstraint,

            topStackView.leadingAnchor.constraint(equalTo: cellImageView.trailingAnchor, constant: 10),
            topStackView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            topStackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),

            bottomStackView.leadingAnchor.constraint(equalTo: topStackView.leadingAnchor),
            bottomStackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            bottomStackView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            bottomStackView.topAnchor.constraint(greaterThanOrEqualTo: topStackView.bottomAnchor, constant: 5),

            activityIndicator.centerXAnchor.constraint(equalTo: cellImageView.centerXAnchor),
            activityIndicator.centerYAnchor.constraint(equalTo: cellImageView.centerYAnchor),
        ])
    }

    private func configure(_ label: UILabel) {
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
    }

    /// Fills the labels (unused ones are hidden, so the stack closes up) and shows the picture, or the spinner
    /// while it is on its way.
    /// `imageWidth`: the width the row's picture had when it was last displayed (the xib's 120 at first), so that
    /// the row is measured with the text column it will have; `cellWidth`, set when the row is displayed, then fits
    /// the width to the picture's aspect ratio.
    func update(item: ExampleItem, image: UIImage?, imageWidth: CGFloat = 120) {
        cellImageViewWidthLayoutConstraint.constant = imageWidth
        for (index, label) in topLabels.enumerated() {
            label.text = index < item.lines.count ? item.lines[index] : nil
            label.isHidden = index >= item.lines.count
        }
        bottomLabel.text = item.footer
        cellImageView.image = image
        if image == nil {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    fileprivate func setImageWidth() {
        if let image = cellImageView.image {
            let scale = image.size.height / contentView.frame.size.height
            var newWidth = image.size.width / scale
            if newWidth > maxImageWidth {
                newWidth = maxImageWidth
            }

            contentView.layoutIfNeeded()
            let animator = UIViewPropertyAnimator.init(duration: 0.1, curve: .easeOut) {[weak self] in
                guard let self = self else {return}
                self.cellImageViewWidthLayoutConstraint.constant = newWidth
                self.contentView.layoutIfNeeded()
            }

            animator.startAnimation()
        }
    }
}
