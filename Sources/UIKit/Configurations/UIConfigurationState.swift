/// The state a view's configuration is updated for (iOS 14): its traits, and whether it is selected, highlighted,
/// disabled or focused.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A view's state, for configurations (`UIViewConfigurationState`).
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// A cell's state: the view's, plus editing, expansion, swiping and reordering (`UICellConfigurationState`).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}
