import UIKit

/// The Twitter-timeline seed's tweet model, reduced to what the cell lays out.
public struct TestTweet: Hashable, Sendable {
    public let id: Int
    public var text: String?
    public var mediaSize: CGSize?
    public var retweetedBy: String?

    public init(id: Int, text: String?, mediaSize: CGSize?, retweetedBy: String?) {
        self.id = id
        self.text = text
        self.mediaSize = mediaSize
        self.retweetedBy = retweetedBy
    }

    public static let longText = "Prepare for a trip into the underworld! 😈\n\nIn Pinstripe you'll guide Tim as he navigates this "
        + "dark realm, faces his inner demons, and deals with the actual suit-wearing demon who’s running the place: "
        + "apple.co/Pinstripe"

    /// The texts of `timeline(_:)`: the seed's sample tweets, shortened.
    public static let timelineTexts = [
        "\"We’re trying to use astrology as a jumping-off point for a new kind of reality.\" ✨\n\nWe spoke to "
            + "@CoStarAstrology founder and CEO Banu Guler about why people turn to the stars: apple.co/CoStarAstrology",
        "Prepare for a trip into the underworld! 😈\n\nIn Pinstripe you'll guide Tim as he navigates this dark realm, "
            + "faces his inner demons, and deals with the actual suit-wearing demon who’s running the place.",
        "Discover the top Apple Arcade games of 2021! 🎉⭐️\n\nPlay now: apple.co/topgames21",
    ]

    /// Tweet `i` of a long timeline (the table benchmark's): the four kinds of `variant(_:)` in turn, the text ones
    /// taking their text from `timelineTexts` in turn, so that a reused cell gets another text, as in a real timeline.
    public static func timeline(_ i: Int) -> TestTweet {
        switch i % 4 {
        case 0: return TestTweet(id: i, text: timelineTexts[i % 3], mediaSize: nil, retweetedBy: nil)
        case 1: return TestTweet(id: i, text: nil, mediaSize: CGSize(width: 514, height: 315), retweetedBy: nil)
        case 2: return TestTweet(id: i, text: timelineTexts[(i / 4) % 3], mediaSize: CGSize(width: 514, height: 315),
                                 retweetedBy: nil)
        default: return TestTweet(id: i, text: timelineTexts[2], mediaSize: nil, retweetedBy: "App Store")
        }
    }

    /// Tweet `i` of the table tests: the seed's four kinds of tweet in turn — text, media, text and media, retweeted.
    public static func variant(_ i: Int) -> TestTweet {
        switch i % 4 {
        case 0: return TestTweet(id: i, text: longText, mediaSize: nil, retweetedBy: nil)
        case 1: return TestTweet(id: i, text: nil, mediaSize: CGSize(width: 514, height: 315), retweetedBy: nil)
        case 2: return TestTweet(id: i, text: longText, mediaSize: CGSize(width: 514, height: 315), retweetedBy: nil)
        default: return TestTweet(id: i, text: "Discover the top Apple Arcade games of 2021! 🎉⭐️", mediaSize: nil,
                                  retweetedBy: "App Store")
        }
    }
}
