import Foundation
import Graphics

/// Compares two images as swift-snapshot-testing does on iOS: `perceptualPrecision` is how close two pixels must
/// look to count as equal (1 − ΔE/100, with ΔE the CIE76 colour difference in CIELAB, so 0.98 lets pixels differ
/// by up to ΔE 2, about the smallest difference a person notices), and `precision` the share of pixels that must
/// be equal.
public struct PerceptualImageDiff: Sendable {
    public var precision: Float
    public var perceptualPrecision: Float

    public init(precision: Float = 1, perceptualPrecision: Float = 1) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// The outcome of a comparison.
    public struct Result: Sendable, Equatable {
        public var sameSize: Bool
        public var differingPixels: Int
        public var pixelCount: Int
        public var maxDeltaE: Double
        public var matches: Bool
    }

    public func compare(_ reference: Bitmap, _ candidate: Bitmap) -> Result {
        guard reference.pixelWidth == candidate.pixelWidth, reference.pixelHeight == candidate.pixelHeight else {
            return Result(sameSize: false, differingPixels: 0, pixelCount: 0, maxDeltaE: .infinity, matches: false)
        }
        let a = reference.pixels(), b = candidate.pixels()
        let threshold = Double(1 - perceptualPrecision) * 100
        var differing = 0
        var maxDelta = 0.0
        for i in 0..<a.count where a[i] != b[i] {
            let delta = PerceptualImageDiff.deltaE(a[i], b[i])
            maxDelta = max(maxDelta, delta)
            if delta > threshold + 1e-9 { differing += 1 }
        }
        let allowed = Int((Double(1 - precision) * Double(a.count)).rounded(.down))
        return Result(sameSize: true, differingPixels: differing, pixelCount: a.count, maxDeltaE: maxDelta,
                      matches: differing <= allowed)
    }

    /// CIE76 ΔE between two pixels composited over white (so that transparency differences count as seen).
    static func deltaE(_ p: Pixel, _ q: Pixel) -> Double {
        let l1 = lab(p), l2 = lab(q)
        let dl = l1.0 - l2.0, da = l1.1 - l2.1, db = l1.2 - l2.2
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// sRGB (D65) → CIELAB.
    static func lab(_ p: Pixel) -> (Double, Double, Double) {
        let alpha = Double(p.alpha) / 255
        func linear(_ c: UInt8) -> Double {
            let v = (Double(c) / 255) * alpha + (1 - alpha)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let r = linear(p.red), g = linear(p.green), b = linear(p.blue)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
