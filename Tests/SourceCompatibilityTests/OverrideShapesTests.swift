import Foundation
import Testing
import UIKit

// Call and override shapes of Apple's declarations that compile only if Trellis declares them the same way: a
// designated initializer a subclass overrides, a property with an observer in a subclass, a parameter with a default.
// Compiled with `import UIKit` alone, as app code is.

/// `init(image:)` is a designated initializer of UIImageView (Apple: `init(image: UIImage?)`), so a subclass overrides
/// it and calls it on `super`.
final class BadgeImageView: UIImageView {
    let inset: CGFloat

    override init(image: UIImage?) {
        inset = 4
        super.init(image: image)
        contentMode = .scaleAspectFit
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// `init(nibName:bundle:)` is designated in UITableViewController too.
final class SettingsTableController: UITableViewController {
    var loaded = false

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loaded = true
    }

    /// The one-argument form: Apple declares `completion` with a default of nil.
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.tableView.reloadData() })
    }
}

/// `isSelected` and `isHighlighted` are `open var` on UITableViewCell: cells override them with observers.
final class CheckCell: UITableViewCell {
    private(set) var selectionChanges = 0

    override var isSelected: Bool {
        didSet { selectionChanges += 1; accessoryType = isSelected ? .checkmark : .none }
    }

    override var isHighlighted: Bool {
        didSet { contentView.alpha = isHighlighted ? 0.5 : 1 }
    }
}

@MainActor
@Suite("Overridable as on iOS: designated initializers, open properties, defaulted parameters")
struct OverrideShapesTests {
    @Test("A UIImageView subclass overriding init(image:) is sized by its image")
    func imageViewSubclass() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        let view = BadgeImageView(image: image)
        #expect(view.frame.size == CGSize(width: 30, height: 20))
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.inset == 4)
        let plain = UIImageView(image: image, highlightedImage: nil)
        #expect(plain.frame.size == CGSize(width: 30, height: 20))
    }

    @Test("A table controller subclass made with init(nibName:bundle:) has a plain table")
    func tableControllerSubclass() {
        let controller = SettingsTableController(nibName: nil, bundle: nil)
        #expect(controller.tableView.style == .plain)
        #expect(controller.loaded)
    }

    @Test("Setting isSelected on a cell goes through the override; setSelected(_:animated:) too")
    func cellSelectionOverride() {
        let cell = CheckCell(style: .default, reuseIdentifier: "check")
        cell.isSelected = true
        #expect(cell.accessoryType == .checkmark)
        cell.setSelected(false, animated: true)
        #expect(!cell.isSelected)
        cell.isHighlighted = true
        #expect(cell.contentView.alpha == 0.5)
        #expect(cell.selectionChanges == 1)
    }

    @Test("moveSection, rectForFooter(inSection:) and indexPathsForRows(in:) are there")
    func tableQueries() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        _ = table.rectForFooter(inSection: 0)
        _ = table.indexPathsForRows(in: table.bounds)
        table.moveSection(0, toSection: 0)
    }
}
