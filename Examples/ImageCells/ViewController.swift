import UIKit

/// The article's table view controller (its own xib holds just the table; built in code here).
class ViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

    let tableView = UITableView(frame: .zero, style: .plain)
    private let cellIdentifier = "ExampleTableViewCell"
    private let items: [ExampleItem] = SampleModel.items
    /// Pictures that have arrived, by row.
    private var images: [Int: UIImage] = [:]
    private var requested: Set<Int> = []
    /// The picture's width in each row when it was last displayed, and how often a row was measured again because
    /// that width changed (the width follows the row's height, which the text beside the picture decides).
    private var imageWidths: [Int: CGFloat] = [:]
    private var remeasures: [Int: Int] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()

        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(ExampleTableViewCell.self, forCellReuseIdentifier: cellIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 120
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)

        NSLayoutConstraint.activate([
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        if let visibleCells = tableView.visibleCells as? [ExampleTableViewCell] {
            for cell in visibleCells {
                cell.cellWidth = tableView.frame.width
            }
        }
        super.willTransition(to: newCollection, with: coordinator)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath) as! ExampleTableViewCell
        let row = indexPath.row
        cell.update(item: items[row], image: images[row], imageWidth: imageWidths[row] ?? 120)
        if images[row] == nil && !requested.contains(row) {
            requested.insert(row)
            ImageLoader.shared.loadImage(named: items[row].imageName, index: row) { [weak self] image in
                guard let self = self, let image = image else { return }
                self.images[row] = image
                self.remeasures[row] = 0
                self.tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
            }
        }
        return cell
    }

    /// The cell has its final frame here, so the image can take its width from the row's height. If that changes the
    /// width the row was measured with, the row is measured again (a few times at most: the width converges).
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard let cell = cell as? ExampleTableViewCell else { return }
        let row = indexPath.row
        let measuredWith = cell.cellImageViewWidthLayoutConstraint.constant
        cell.cellWidth = tableView.frame.width
        let width = cell.cellImageViewWidthLayoutConstraint.constant
        imageWidths[row] = width
        if abs(width - measuredWith) > 0.5, (remeasures[row] ?? 0) < 3 {
            remeasures[row, default: 0] += 1
            DispatchQueue.main.async { [weak self] in
                self?.tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
            }
        }
    }
}
