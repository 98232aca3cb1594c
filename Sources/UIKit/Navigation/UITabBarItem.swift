/// What a tab bar shows for a view controller: a title and an image (a selected image while selected), a badge.
@MainActor
open class UITabBarItem: NSObject {
    /// The system items, drawn with their titles and symbols.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
             mostViewed
    }

    open var title: String? { didSet { changed() } }
    open var image: UIImage? { didSet { changed() } }
    open var selectedImage: UIImage? { didSet { changed() } }
    open var tag = 0
    open var isEnabled = true { didSet { changed() } }
    /// Text in a red badge at the image's top right; nil shows none.
    open var badgeValue: String? { didSet { changed() } }
    open var badgeColor: UIColor? { didSet { changed() } }
    open var standardAppearance: UITabBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { changed() } }

    public override init() { super.init() }

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.tag = tag
        super.init()
        let (title, symbol): (String, String) = switch systemItem {
        case .more: ("More", "ellipsis")
        case .favorites: ("Favorites", "star.fill")
        case .featured: ("Featured", "star")
        case .topRated: ("Top Rated", "star")
        case .recents, .mostRecent: ("Recents", "clock.fill")
        case .contacts: ("Contacts", "person.crop.circle")
        case .history: ("History", "clock")
        case .bookmarks: ("Bookmarks", "book.fill")
        case .search: ("Search", "magnifyingglass")
        case .downloads: ("Downloads", "arrow.down.circle")
        case .mostViewed: ("Most Viewed", "list.number")
        }
        self.title = title
        image = UIImage(systemName: symbol)
    }

    /// The bar showing this item, told of changes.
    weak var bar: UITabBar?
    private func changed() { bar?.itemsChanged() }
}
