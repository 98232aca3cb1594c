import UIKit

/// Loads the pictures "from the Internet" the way the article's app does — asynchronously, arriving later on the
/// main queue — but from the app's own files and on a short delay, since Trellis uses no network.
final class ImageLoader: Sendable {
    static let shared = ImageLoader()

    /// The delay before the `index`-th picture arrives: staggered, so rows fill in one after another.
    func delay(for index: Int) -> TimeInterval { 0.05 + 0.02 * Double(index % 10) }

    func loadImage(named name: String, index: Int, completion: @escaping @MainActor @Sendable (UIImage?) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay(for: index)) {
            MainActor.assumeIsolated {
                completion(UIImage(named: name))
            }
        }
    }
}
