import UIKit

/// A Pinboard bookmark as Pinline shows it: title, address and tags.
class Bookmark {
    let title: String
    let url: String
    let tags: String

    init(title: String, url: String, tags: String) {
        self.title = title
        self.url = url
        self.tags = tags
    }
}

/// Sample bookmarks: short and long titles and tag lists, so that rows of different heights show.
enum SampleBookmarks {
    static let all: [(title: String, url: String, tags: String)] = [
        ("Auto-Resizing UITableViewCells in iOS8 Without Losing Your Mind", "http://www.example.com/auto-resizing-cells",
         "ios autolayout uitableview swift"),
        ("What's New in Table and Collection Views", "https://developer.example.com/videos/wwdc/2014/226",
         "wwdc video tableview collectionview"),
        ("Visual Format Language", "https://developer.example.com/library/ios/autolayout/vfl.html", "autolayout reference"),
        ("A very short one", "https://example.org", "misc"),
        ("Everything you always wanted to know about intrinsic content size, compression resistance and hugging priorities but were afraid to ask",
         "https://blog.example.net/2014/09/intrinsic-content-size", "autolayout priorities intrinsic hugging compression layout tutorial longread"),
        ("Dynamic Type in practice", "https://example.com/dynamic-type", "accessibility dynamic-type fonts"),
        ("Pinline 1.1 release notes", "https://pinline.example.com/notes/1.1", "pinline release"),
        ("Rotation and UILabel preferredMaxLayoutWidth", "https://example.com/rotation-labels",
         "uilabel rotation bug workaround reloadRows"),
        ("Swift: the first month", "https://swift.example.com/first-month", "swift language"),
        ("Debugging ambiguous layouts with exerciseAmbiguityInLayout", "https://example.com/ambiguity",
         "autolayout debugging lldb"),
        ("Great iOS newsletters", "https://example.com/newsletters", "reading list"),
        ("Designing for the bigger iPhones", "https://example.com/bigger-iphones", "design iphone6 sizeclasses adaptive"),
    ]

    static var bookmarks: [Bookmark] { all.map { Bookmark(title: $0.title, url: $0.url, tags: $0.tags) } }
}
