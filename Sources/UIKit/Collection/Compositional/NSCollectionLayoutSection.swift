/// How a section of a compositional layout scrolls across the collection view's own axis. Trellis lays such a section
/// out as iOS shows it at rest — its groups side by side in one row from the leading inset — without scrolling it.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout: its group repeated until the section's items are placed, with spacing
/// between groups, insets around them, and boundary supplementary items (headers and footers).
@MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0 {
        didSet {
            if !interGroupSpacing.isFinite || interGroupSpacing < 0 {
                UIView.layoutLog("[NSCollectionLayoutSection] interGroupSpacing \(interGroupSpacing) is not a length; "
                    + "kept \(oldValue).")
                interGroupSpacing = oldValue
            }
        }
    }
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep inside the section's leading and trailing insets (true, as on iOS).
    open var supplementariesFollowContentInsets = true
    /// The list configuration this section was made from, if any (its cells draw separators as it says).
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A section laid out as a list (iOS 14.5): one full-width, self-sizing row per item (estimated 44 pt high), with
    /// the appearance's insets and the header and footer the configuration asks for.
    ///
    /// Figures: rows of estimated 44 pt (UIKit's standard row height); inset-grouped sections 16 pt in from the sides
    /// in compact width and 20 pt in regular (the table view's inset-grouped margins); grouped appearances 17.5 pt above
    /// and below each section, the grouped table's gap between sections split in two; plain headers pin to the top.
    open class func list(using configuration: UICollectionLayoutListConfiguration,
                         layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let side: CGFloat = layoutEnvironment.traitCollection.horizontalSizeClass == .regular ? 20 : 16
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            break
        case .grouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: 17.5, leading: 0, bottom: 17.5, trailing: 0)
        case .insetGrouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: 17.5, leading: side, bottom: 17.5, trailing: side)
        case .sidebar:
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        }
        let plain = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size,
                                                                     elementKind: UICollectionView.elementKindSectionHeader,
                                                                     alignment: .top)
            header.pinToVisibleBounds = plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size,
                                                            elementKind: UICollectionView.elementKindSectionFooter,
                                                            alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }
}
