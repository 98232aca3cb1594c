/// The numbers random UI-like systems are made of: priorities (close and fractional ones as UIKit uses them),
/// weights, gaps, sizes, multipliers.
enum Catalogue {
    /// Optional priorities; 1000 (required) is chosen separately.
    static let optionalPriorities: [Double] = [999.5, 999, 998, 760, 750, 251, 250, 51, 49, 25]
    /// Weights inside one priority, mostly 1.
    static let weights: [(Double, Int)] = [(1, 12), (2, 2), (0.5, 2), (3, 1), (10, 1), (0.25, 1), (100, 1), (1.5, 1)]
    static let gaps: [Double] = [0, 8, 8, 8, 16, 20]
    static let margins: [Double] = [0, 8, 16, 20]
    static let minimumSizes: [Double] = [0, 10, 10, 20, 44]
    static let maximumSizes: [Double] = [50, 100, 200, 320]
    static let intrinsicSizes: [Double] = [17, 40, 60, 100, 100, 120, 200, 20.5]
    static let containerWidths: [Double] = [320, 375, 414, 768, 1024, 100, 60]
    static let containerHeights: [Double] = [568, 667, 812, 44, 116]
    /// Ratios and multipliers: mostly exact binary fractions, some not (0.6, 1/3).
    static let ratios: [Double] = [2, 0.5, 1, 1.5, 0.75, 1.75, 0.6, 1.0 / 3.0]
    static let fractions: [Double] = [1, 0.5, 0.25, 0.75, 1.0 / 3.0]
}
