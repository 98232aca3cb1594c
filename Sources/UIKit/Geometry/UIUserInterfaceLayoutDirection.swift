/// Which way text and leading/trailing run. Right-to-left flips leading and trailing anchors.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view's content is arranged with respect to the layout direction (`UIView.semanticContentAttribute`).
/// It is per view, not inherited: `.unspecified` follows the app's direction (the trait collection).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback
    case spatial
    case forceLeftToRight
    case forceRightToLeft
}

/// The layout direction a trait collection reports; `.unspecified` when no environment set it.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
