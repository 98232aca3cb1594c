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

/// A table controller overriding every data-source, delegate and scroll-view-delegate method a table calls: each
/// needs `override` in a UITableViewController subclass, as on iOS.
final class EveryOverrideTableController: UITableViewController {
    var calls: [String] = []

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header" }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 30 }
    override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == 0 && indexPath.section == 0 { calls.append("willDisplay") }
    }
    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == 0 && indexPath.section == 0 { calls.append("didEndDisplaying") }
    }
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        if section == 0 { calls.append("willDisplayHeaderView") }
    }
    override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    override func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    override func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return indexPath
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.row)")
    }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
    }
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
    }
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging")
    }
    override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
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

/// iOS 17's trait registrations, in a class that is not final, with the handler's first parameter named `self` and
/// typed `Self` (the shape Apple's sample code uses), and in a controller with a handler typed by its class.
class AdaptiveCardView: UIView {
    private(set) var refreshes = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.refreshes += 1
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class AdaptiveController: UIViewController {
    private(set) var registration: (any UITraitChangeRegistration)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let traits: [UITrait] = [UITraitHorizontalSizeClass.self, UITraitPreferredContentSizeCategory.self]
        registration = registerForTraitChanges(traits) { (controller: AdaptiveController, _: UITraitCollection) in
            controller.view.setNeedsLayout()
        }
    }
}

@MainActor
@Suite("Overridable as on iOS: designated initializers, open properties, defaulted parameters")
struct OverrideShapesTests {
    @Test("A cell configured as iOS 14+ tutorials write it: defaultContentConfiguration, texts, image, properties")
    func listContentConfiguration() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "item")
        var content = cell.defaultContentConfiguration()
        content.text = "Favourites"
        content.secondaryText = "12 items"
        content.image = UIImage(systemName: "star.fill")
        content.imageProperties.tintColor = .systemYellow
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.secondaryTextProperties.color = .secondaryLabel
        content.textProperties.numberOfLines = 1
        cell.contentConfiguration = content
        cell.configurationUpdateHandler = { cell, state in
            var background = state.isSelected ? UIColor.systemGray4 : UIColor.clear
            background = background.withAlphaComponent(1)
            cell.backgroundColor = background
        }
        #expect(cell.contentConfiguration is UIListContentConfiguration)
    }

    @Test("Trait registrations compile as iOS 17 code writes them and run on a change")
    func traitRegistrations() {
        let card = AdaptiveCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = AdaptiveController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.addSubview(card)
        let before = card.refreshes
        card.overrideUserInterfaceStyle = card.traitCollection.userInterfaceStyle == .dark ? .light : .dark
        #expect(card.refreshes == before + 1)
        #expect(controller.registration != nil)
        window.isHidden = true
    }

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

    @Test("A table controller subclass overrides every table and scroll delegate method, and the table calls them")
    func everyOverride() {
        let controller = EveryOverrideTableController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = controller.tableView!
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        table.simulateTap(at: IndexPath(row: 2, section: 0))
        table.simulateDrag(by: CGPoint(x: 0, y: -600))
        table.simulateRelease()
        window.layoutIfNeeded()
        #expect(controller.calls.contains("willDisplay") && controller.calls.contains("willDisplayHeaderView"))
        let selection = controller.calls.filter { $0.contains("elect") || $0.contains("Dragging") }
        #expect(selection == ["willSelect 1", "didSelect 1", "willSelect 2", "willDeselect 1", "didDeselect 1",
                              "didSelect 2", "willBeginDragging", "willEndDragging", "didEndDragging"])
        #expect(controller.calls.firstIndex(of: "willBeginDragging")! < controller.calls.lastIndex(of: "didScroll")!)
        #expect(controller.calls.contains("willEndDragging") && controller.calls.contains("didEndDragging"))
        #expect(controller.calls.contains("didEndDisplaying"), "row 0 scrolled off")
        window.isHidden = true
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
