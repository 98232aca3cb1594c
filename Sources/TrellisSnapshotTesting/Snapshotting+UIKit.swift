import Foundation
import Graphics
@_exported import SnapshotTesting
import UIKit

extension Diffing where Value == UIImage {
    /// PNG on disk, compared with `PerceptualImageDiff` (a failure message says how many pixels differ and by how much).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing<UIImage> {
        let comparison = PerceptualImageDiff(precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { UIImage(data: $0) ?? UIImage() },
            diffV2: { reference, candidate in
                guard let old = reference.pngData().flatMap(Bitmap.init(pngData:)),
                      let new = candidate.pngData().flatMap(Bitmap.init(pngData:)) else {
                    return ("Snapshot could not be decoded as an image.", [])
                }
                let result = comparison.compare(old, new)
                guard !result.matches else { return nil }
                let message: String
                if !result.sameSize {
                    message = "Newly-taken snapshot@\(new.pixelWidth)×\(new.pixelHeight) px does not match reference@"
                        + "\(old.pixelWidth)×\(old.pixelHeight) px."
                } else {
                    message = "Newly-taken snapshot does not match reference: \(result.differingPixels) of "
                        + "\(result.pixelCount) pixels differ by more than ΔE \(String(format: "%.1f", Double(1 - perceptualPrecision) * 100)) "
                        + "(largest ΔE \(String(format: "%.1f", result.maxDeltaE))); precision \(precision) allows "
                        + "\(Int(Double(1 - precision) * Double(result.pixelCount)))."
                }
                return (message, [.data(Data(new.pngBytes()), name: "failure.png"), .data(Data(old.pngBytes()), name: "reference.png")])
            }
        )
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller on an iPhone 13, as on iOS.
    public static var image: Snapshotting { .image() }

    /// The controller's window on the simulated device of `config`, rendered at the device's scale (or `scale`,
    /// e.g. 1 to keep reference files small).
    public static func image(on config: ViewImageConfig = .iPhone13, precision: Float = 1, perceptualPrecision: Float = 1,
                             traits: UITraitCollection? = nil, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { controller in
            MainActor.assumeIsolated {
                SnapshotHost.image(of: controller, on: config, traits: traits, scale: scale)
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view at its current size (or `size`), laid out and rendered at the main screen's scale.
    public static var image: Snapshotting { .image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            MainActor.assumeIsolated {
                SnapshotHost.image(of: view, size: size, scale: scale)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view tree with frames, one view a line (as `recursiveDescription` prints on iOS), on the
    /// simulated device of `config`.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    public static func recursiveDescription(on config: ViewImageConfig = .iPhone13) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                SnapshotHost.description(of: controller, on: config)
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    public static var recursiveDescription: Snapshotting {
        Snapshotting<String, String>.lines.pullback { (view: UIView) in
            MainActor.assumeIsolated {
                view.layoutIfNeeded()
                return SnapshotHost.describe(view, depth: 0)
            }
        }
    }
}
