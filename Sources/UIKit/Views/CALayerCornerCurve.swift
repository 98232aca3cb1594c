/// The curve of a layer's rounded corners (`CALayer.cornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle of `cornerRadius` (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Core Animation's continuous curve, which blends into the straight sides over a longer stretch (the iOS 13+
    /// look of app icons and cards).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
