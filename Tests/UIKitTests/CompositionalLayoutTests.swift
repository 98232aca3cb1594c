import Testing
@testable import UIKit

/// A collection view of 375×667 in a window, content insets not adjusted, showing `counts[s]` items per section
/// with cells of `cellClass`, laid out by `layout`.
@MainActor
private final class CompositionalSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    var texts: [IndexPath: String] = [:]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if let text = texts[indexPath] {
            var content = (cell as! UICollectionViewListCell).defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

@MainActor
private func show(_ source: CompositionalSource, _ layout: UICollectionViewLayout,
                  cellClass: UICollectionViewCell.Type = UICollectionViewCell.self) -> (UICollectionView, UIWindow) {
    // The margins lists inset their rows and separators by are the device's (16 pt on an iPhone, 20 on an iPad): the
    // device is set here rather than left to whichever test ran before.
    UIDevice.current.simulate(.iPhone13)
    return UICollectionView.windowed(layout) { collectionView in
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = source
    }
}

@MainActor
private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
}

@MainActor
@Suite("UICollectionViewCompositionalLayout")
struct CompositionalLayoutTests {
    // Apple: a horizontal group "repeats" its subitems while they fit; fractional dimensions are fractions of the
    // container (the group, for an item; the section's width inside its insets, for a group); contentInsets shrink the
    // item inside its space.
    @Test("A grid of thirds: items repeat in each row group, inset inside their thirds; rows apart by interGroupSpacing")
    func gridOfThirds() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10
        let (collectionView, window) = show(CompositionalSource([7]), UICollectionViewCompositionalLayout(section: section))
        defer { window.isHidden = true }
        let third = CGFloat(343) / 3
        #expect(frame(collectionView, 0) == CGRect(x: 18, y: 2, width: third - 4, height: 96))
        #expect(frame(collectionView, 2) == CGRect(x: 16 + 2 * third + 2, y: 2, width: third - 4, height: 96))
        #expect(frame(collectionView, 3) == CGRect(x: 18, y: 112, width: third - 4, height: 96))
        // The last group holds one item, at the start of its row.
        #expect(frame(collectionView, 6) == CGRect(x: 18, y: 222, width: third - 4, height: 96))
        #expect(collectionView.contentSize == CGSize(width: 375, height: 320))
    }

    @Test("A group of count items shares its width after the fixed spacing; flexible spacing shares out the spare room")
    func countAndSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100),
                                                                             heightDimension: .absolute(50)))
        let pairs = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitem: item, count: 2)
        pairs.interItemSpacing = .fixed(10)
        let flexible = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        flexible.interItemSpacing = .flexible(10)
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let section = NSCollectionLayoutSection(group: index == 0 ? pairs : flexible)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            return section
        }
        let (collectionView, window) = show(CompositionalSource([2, 3]), layout)
        defer { window.isHidden = true }
        // (343 − 10) / 2 = 166.5 each, whatever the item's own width.
        #expect(frame(collectionView, 0) == CGRect(x: 16, y: 0, width: 166.5, height: 50))
        #expect(frame(collectionView, 1) == CGRect(x: 192.5, y: 0, width: 166.5, height: 50))
        // Three 100 pt items fit with 10 pt gaps (320 of 343): the 23 pt left over widen the two gaps.
        #expect(frame(collectionView, 0, 1) == CGRect(x: 16, y: 50, width: 100, height: 50))
        #expect(frame(collectionView, 1, 1) == CGRect(x: 137.5, y: 50, width: 100, height: 50))
        #expect(frame(collectionView, 2, 1) == CGRect(x: 259, y: 50, width: 100, height: 50))
    }

    @Test("Nested groups: a large item beside a vertical pair, three items per group")
    func nestedGroups() {
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                              heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [large, pair])
        let (collectionView, window) = show(CompositionalSource([6]),
                                            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        defer { window.isHidden = true }
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 187.5, height: 200))
        #expect(frame(collectionView, 1) == CGRect(x: 187.5, y: 0, width: 187.5, height: 100))
        #expect(frame(collectionView, 2) == CGRect(x: 187.5, y: 100, width: 187.5, height: 100))
        #expect(frame(collectionView, 3) == CGRect(x: 0, y: 200, width: 187.5, height: 200))
    }

    @Test("Boundary headers sit above their section, and an orthogonally scrolling section lays its groups in one row")
    func headersAndOrthogonalSections() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(120)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (collectionView, window) = show(CompositionalSource([3, 2]), layout)
        defer { window.isHidden = true }
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                      at: IndexPath(item: 0, section: 0))
        // Headers follow the section's insets (supplementariesFollowContentInsets).
        #expect(header?.frame == CGRect(x: 16, y: 0, width: 343, height: 30))
        #expect(frame(collectionView, 0) == CGRect(x: 16, y: 34, width: 150, height: 120))
        #expect(frame(collectionView, 1) == CGRect(x: 174, y: 34, width: 150, height: 120))
        // The third group starts past the screen's edge (iOS scrolls the row sideways): no cell for it on screen.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 332)
        // Section 1 after 30 + 4 + 120 + 4 and 20 between sections.
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 1))?.frame.minY == 178)
        #expect(frame(collectionView, 0, 1)?.minY == 212)
    }

    // Apple's list layouts size each row from its cell (an estimated 44 pt height) and draw separators in list cells.
    @Test("A plain list: full-width self-sizing rows, one below the other, with separators; a grouped list's inset rows")
    func lists() {
        let source = CompositionalSource([3])
        source.texts = [IndexPath(item: 0, section: 0): "One line",
                        IndexPath(item: 1, section: 0): String(repeating: "A list row whose text wraps onto more lines. ", count: 4),
                        IndexPath(item: 2, section: 0): "Last"]
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let (collectionView, window) = show(source, layout, cellClass: UICollectionViewListCell.self)
        defer { window.isHidden = true }
        let cells = collectionView.visibleCells
        #expect(cells.count == 3)
        let heights = cells.map(\.frame.height)
        // Each row is its cell fitted at the list's width, required, and in height at the fitting priority from the
        // estimate — `preferredLayoutAttributesFitting(_:)` fits from the attributes' size, as UIKit's does.
        for cell in cells {
            let fitted = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 44), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            #expect(abs(cell.frame.height - fitted) < 1 / 3 + 0.001, "\(cell.frame) \(fitted)")
            #expect(cell.frame.minX == 0 && cell.frame.width == 375)
        }
        #expect(heights[1] > heights[0] * 2)
        #expect(cells[1].frame.minY == cells[0].frame.maxY)
        #expect(cells[2].frame.minY == cells[1].frame.maxY)
        // Separators: a hairline at the bottom of each row, from the 16 pt margin.
        let separator = (cells[0] as! UICollectionViewListCell).separatorView
        #expect(separator.superview === cells[0])
        #expect(separator.frame.minX == 16 && separator.frame.maxY == cells[0].bounds.height)

        let grouped = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView.collectionViewLayout = grouped
        collectionView.layoutIfNeeded()
        let rows = collectionView.visibleCells
        #expect(rows[0].frame.minX == 16 && rows[0].frame.width == 343)
        #expect(rows[0].frame.minY == 17.5)
        // The last row of a grouped section has no separator; the list's background is the grouped one.
        #expect((rows[2] as! UICollectionViewListCell).separatorView.superview == nil)
        #expect(collectionView.backgroundColor === UIColor.systemGroupedBackground)
    }

    @Test("Right to left: sections mirror, leading insets on the right")
    func rightToLeft() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100),
                                                                             heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let source = CompositionalSource([2])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, 0) == CGRect(x: 255, y: 0, width: 100, height: 100))
        #expect(frame(collectionView, 1) == CGRect(x: 155, y: 0, width: 100, height: 100))
    }

    @Test("Bad input: a NaN dimension is reported and taken as zero; a section provider's nil shows nothing, with a message")
    func badInput() {
        var messages: [String] = []
        let saved = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = saved }
        #expect(NSCollectionLayoutDimension.absolute(.nan).dimension == 0)
        #expect(messages.contains { $0.contains("nan is not a dimension") })
        let layout = UICollectionViewCompositionalLayout { _, _ in nil }
        let (collectionView, window) = show(CompositionalSource([4]), layout)
        defer { window.isHidden = true }
        #expect(collectionView.visibleCells.isEmpty)
        #expect(messages.contains { $0.contains("returned nil for section 0") })
    }

    // UICollectionViewListCell takes its list's background configuration (Apple: list cells "automatically" get the
    // appearance's background); an inset-grouped section rounds its outer corners.
    @Test("List cells take their list's background: grouped colour, rounded outer corners, grey while selected")
    func listBackgrounds() throws {
        let source = CompositionalSource([3])
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let (collectionView, window) = show(source, layout, cellClass: UICollectionViewListCell.self)
        defer { window.isHidden = true }
        let cells = try #require(collectionView.visibleCells as? [UICollectionViewListCell])
        #expect(cells.allSatisfy { $0.backgroundConfiguration?.backgroundColor === UIColor.secondarySystemGroupedBackground })
        let first = cells[0].configuredBackground, middle = cells[1].configuredBackground, last = cells[2].configuredBackground
        #expect(first.superview === cells[0] && first.frame == cells[0].bounds)
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        // Drawn: the cell's white over the grouped grey, its top corners cut.
        let image = renderImage(window, scale: 1)
        let inside = cells[0].convert(CGPoint(x: 30, y: 10), to: window)
        #expect(near(rgba(image, inside.x, inside.y), [255, 255, 255, 255], 2))
        let corner = cells[0].convert(CGPoint(x: 0.5, y: 0.5), to: window)
        #expect(near(rgba(image, corner.x, corner.y), [242, 242, 247, 255], 12), "the grouped background shows at the corner")
        // Selected: the list's grey.
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.layoutIfNeeded()
        #expect(cells[1].backgroundConfiguration?.backgroundColor === UIColor.systemGray4)
        // A background the app chose stays.
        cells[2].backgroundConfiguration = .clear()
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView.layoutIfNeeded()
        #expect(cells[0].backgroundConfiguration?.backgroundColor === UIColor.systemBackground)
        #expect(cells[2].backgroundConfiguration?.backgroundColor === UIColor.clear)
        // A background view replaces the configuration, as in UIKit.
        cells[0].backgroundView = UIView()
        #expect(cells[0].backgroundConfiguration == nil && cells[0].configuredBackground.superview == nil)
    }

    @Test("A background configuration draws its colour, radius, stroke and custom view, inside its insets")
    func backgroundConfiguration() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .red
        background.cornerRadius = 8
        background.strokeColor = .blue
        background.strokeWidth = 2
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 2)
        let custom = UIView()
        background.customView = custom
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let view = cell.configuredBackground
        #expect(cell.subviews.first === view)
        #expect(view.frame == CGRect(x: 6, y: 4, width: 92, height: 52))
        #expect(view.backgroundColor === UIColor.red && view.layer.cornerRadius == 8 && view.layer.borderWidth == 2)
        #expect(custom.superview === view && custom.frame == view.bounds)
        // Right to left: the leading inset on the right.
        cell.semanticContentAttribute = .forceRightToLeft
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(view.frame.minX == 2)
    }

    @Test("List cell accessories sit at the trailing edge and narrow the content, which then wraps sooner")
    func accessories() throws {
        let text = String(repeating: "A list row whose text wraps onto more lines. ", count: 5)
        let source = CompositionalSource([2])
        source.texts = [IndexPath(item: 0, section: 0): text, IndexPath(item: 1, section: 0): text]
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let (collectionView, window) = show(source, layout, cellClass: UICollectionViewListCell.self)
        defer { window.isHidden = true }
        let plain = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        cell.accessories = [.label(text: "12"), .disclosureIndicator(), .checkmark(displayed: .whenEditing)]
        collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        collectionView.layoutIfNeeded()
        // Two shown (the checkmark is for editing): the chevron 16 pt from the trailing edge, the label 8 pt before it,
        // the content 8 pt before the label.
        let shown = cell.subviews.filter { $0 is UILabel || $0 is StandardAccessoryView }
        #expect(shown.count == 2)
        let label = try #require(shown.first { $0 is UILabel }), chevron = try #require(shown.first { $0 is StandardAccessoryView })
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }
        #expect(same(chevron.frame.maxX, 375 - 16))
        #expect(same(label.frame.maxX, chevron.frame.minX - 8))
        #expect(cell.contentView.frame.minX == 0 && same(cell.contentView.frame.maxX, label.frame.minX - 8))
        #expect(abs(chevron.frame.midY - cell.bounds.midY) <= 0.5)
        // Narrower content, more lines: the self-sized row is taller than the same text without accessories.
        #expect(cell.frame.height > plain.frame.height)
        // Right to left: mirrored.
        cell.semanticContentAttribute = .forceRightToLeft
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(same(chevron.frame.minX, 16))
        #expect(same(cell.contentView.frame.maxX, 375))
    }
}
