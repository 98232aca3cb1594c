// UIKit on Linux: Apple's view and Auto Layout API, so that iOS layout code compiles with `import UIKit` and lays out
// as on iOS.
//
// Map of the module (one type per file):
// - Geometry/    value types Foundation on Linux lacks (UIEdgeInsets, NSDirectionalEdgeInsets, CGAffineTransform, CGColor)
// - Views/       UIResponder, UIView (storage and overridable hooks in UIView.swift; hierarchy, geometry, traits,
//                the layout cycle and animations in extensions), CALayer
// - AutoLayout/  NSLayoutConstraint, the anchors, UILayoutGuide, UILayoutPriority, autoresizing constraints, margins
//                and safe area guides, and LayoutEngine — the only file that talks to the Cassowary solver
// - Controllers/ UIViewController, UINavigationController, UIWindow, UIScreen, UIDevice and the simulated devices,
//                UIApplication and its delegate, UITraitCollection, transition coordinators
// - Drawing/, Text/ and the control, stack, scroll and table folders belong to their own issues.
//
// Data flow: app code changes views and constraints → the root's LayoutEngine is marked dirty → `layoutIfNeeded()`
// (or a window transition) runs the cycle in UIView+LayoutCycle.swift: updateConstraints bottom-up → the engine
// synchronises and solves → frames are written top-down → layoutSubviews top-down → repeat until settled.
@_exported import Foundation
