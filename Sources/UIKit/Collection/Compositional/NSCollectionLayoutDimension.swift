/// One dimension of an item, group or supplementary in a compositional layout: a fraction of its container's width
/// or height, an absolute length, or an estimate that the element's own content replaces (self-sizing).
@MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    /// The fraction, the length, or the estimate.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        // A NaN, infinite or negative dimension would make every frame after it meaningless: taken as zero, reported.
        if dimension.isFinite && dimension >= 0 {
            self.dimension = dimension
        } else {
            UIView.layoutLog("[NSCollectionLayoutDimension] \(dimension) is not a dimension; using 0.")
            self.dimension = 0
        }
        super.init()
    }

    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container` size (an estimate: the estimate itself).
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return dimension * container.width
        case .fractionalHeight: return dimension * container.height
        case .absolute, .estimated: return dimension
        }
    }
}

/// An element's width and height in a compositional layout.
@MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in a container of `container` size, before any self-sizing.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between the items of a group: exactly `fixed`, or at least `flexible` with the group's spare room shared
/// out between the items.
@MainActor
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFixedSpacing: Bool
    open var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(_ spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        isFixedSpacing = fixed
        super.init()
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(fixedSpacing, fixed: true)
    }
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexibleSpacing, fixed: false)
    }
}
