/// Lays a screen out in every configuration of a matrix (devices × orientations × Dynamic Type sizes ×
/// light/dark) and reports what is visibly wrong, in the spirit of LinkedIn's LayoutTest: overlapping sibling
/// views, views outside their superview, truncated or clipped labels, ambiguous layouts and broken constraints.
///
/// ```swift
/// let issues = LayoutChecker(configurations: .matrix(devices: [.iPhoneSE, .iPad],
///                                                   contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
///                                                   styles: [.light, .dark]))
///     .check { ProfileViewController() }
/// #expect(issues.isEmpty, "\(issues)")
/// ```
/// Each configuration gets a fresh controller in a fresh key window; the simulated device and the app-wide
/// content size and appearance are restored afterwards.
@MainActor
public struct LayoutChecker {
    public var configurations: [LayoutConfiguration]
    /// Which kinds to report (all by default).
    public var kinds: Set<LayoutIssue.Kind> = Set(LayoutIssue.Kind.allCases)
    /// Views to leave out of the view checks (with their subviews), e.g. decorative backgrounds meant to overlap.
    public var ignoring: (UIView) -> Bool = { _ in false }

    public init(configurations: [LayoutConfiguration]) {
        self.configurations = configurations
    }

    /// Checks a controller made fresh for each configuration.
    public func check(_ makeController: () -> UIViewController) -> [LayoutIssue] {
        let device = UIDevice.current.simulatedDevice, orientation = UIDevice.current.orientation
        let app = UIApplication.shared
        let size = app.preferredContentSizeCategory, style = app.userInterfaceStyle
        defer {
            UIDevice.current.simulate(device, orientation: orientation)
            app.preferredContentSizeCategory = size
            app.userInterfaceStyle = style
        }
        var issues: [LayoutIssue] = []
        for configuration in configurations {
            UIDevice.current.simulate(configuration.device, orientation: configuration.orientation)
            app.preferredContentSizeCategory = configuration.contentSizeCategory
            app.userInterfaceStyle = configuration.userInterfaceStyle
            var window: UIWindow?
            var controller: UIViewController?
            let log = captureLayoutLog {
                let w = UIWindow(frame: UIScreen.main.bounds)
                let c = makeController()
                w.rootViewController = c
                w.makeKeyAndVisible()
                w.layoutIfNeeded()
                window = w
                controller = c
            }
            if let window, let controller {
                issues += check(controller.view, in: configuration, log: log)
                window.isHidden = true
                window.rootViewController = nil
            }
        }
        return issues
    }

    /// Checks an already laid-out view hierarchy (the view and everything below it) for one configuration.
    public func check(_ view: UIView, in configuration: LayoutConfiguration, log: [String] = []) -> [LayoutIssue] {
        var issues: [LayoutIssue] = []
        func report(_ kind: LayoutIssue.Kind, _ view: UIView, _ detail: String) {
            if kinds.contains(kind) {
                issues.append(LayoutIssue(kind: kind, configuration: configuration, view: view.layoutDescription,
                                          detail: detail))
            }
        }
        for message in log where message.contains("Unable to simultaneously satisfy constraints") {
            if kinds.contains(.brokenConstraints) {
                let listed = message.components(separatedBy: "\n").filter { $0.hasPrefix("    \"<") }
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                issues.append(LayoutIssue(kind: .brokenConstraints, configuration: configuration,
                                          view: view.layoutDescription,
                                          detail: "conflicting constraints " + listed.joined(separator: " ")))
            }
        }
        let checksAmbiguity = kinds.contains(.ambiguousLayout)
        func visit(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0, !ignoring(v) else { return }
            if checksAmbiguity, !v.translatesAutoresizingMaskIntoConstraints {
                let ambiguous = v.ambiguousCoordinatesOfLaidOutFrame
                if !ambiguous.isEmpty {
                    report(.ambiguousLayout, v, "ambiguous " + ambiguous.map(\.traceName).joined(separator: ", "))
                }
            }
            if let superview = v.superview, v !== view, !(superview is UIScrollView) {
                let bounds = superview.bounds
                if !v.frame.isEmpty, !bounds.insetBy(dx: -0.001, dy: -0.001).contains(v.frame) {
                    report(.outsideSuperview, v, "frame \(text(v.frame)) is outside its superview's bounds "
                        + "\(text(bounds)) (\(superview.layoutDescription))")
                }
            }
            if let label = v as? UILabel { checkLabel(label, report) }
            let siblings = v.subviews.filter { !$0.isHidden && $0.alpha > 0 && !$0.frame.isEmpty && !ignoring($0) }
            for i in siblings.indices {
                for j in siblings.indices where j > i {
                    let overlap = siblings[i].frame.intersection(siblings[j].frame)
                    if !overlap.isNull, overlap.width * overlap.height > 1e-5 {
                        report(.overlappingSiblings, siblings[i], "overlaps \(siblings[j].layoutDescription) in "
                            + "\(text(overlap)) (frames \(text(siblings[i].frame)) and \(text(siblings[j].frame)))")
                    }
                }
            }
            for subview in v.subviews { visit(subview) }
        }
        visit(view)
        return issues
    }

    /// Truncation: the text needs more room than the frame (one line: its natural width; several lines: its
    /// wrapped height at the frame's width). Clipping: part of the label lies outside an ancestor that clips
    /// (up to the nearest scroll view, whose content can be scrolled into view).
    private func checkLabel(_ label: UILabel, _ report: (LayoutIssue.Kind, UIView, String) -> Void) {
        guard let text = label.text, !text.isEmpty else { return }
        let far: CGFloat = 1e6
        let size = label.bounds.size
        if label.numberOfLines == 1 {
            let natural = label.textRect(forBounds: CGRect(x: 0, y: 0, width: far, height: far), limitedToNumberOfLines: 1)
            if natural.width > size.width + 0.5 {
                report(.truncatedLabel, label, "its text needs \(natural.width.g) pt of width, it has \(size.width.g)")
            }
        } else {
            let full = label.textRect(forBounds: CGRect(x: 0, y: 0, width: size.width, height: far), limitedToNumberOfLines: 0)
            if full.height > size.height + 0.5 {
                report(.truncatedLabel, label, "its wrapped text needs \(full.height.g) pt of height at width "
                    + "\(size.width.g), it has \(size.height.g)")
            }
        }
        var rect = label.bounds
        var current: UIView = label
        while let ancestor = current.superview {
            // A scroll view's content outside its bounds can be scrolled into view: not clipped.
            if ancestor is UIScrollView { break }
            rect = current.convert(rect, to: ancestor)
            if ancestor.clipsToBounds, !ancestor.bounds.insetBy(dx: -0.001, dy: -0.001).contains(rect) {
                report(.clippedLabel, label, "cut off by \(ancestor.layoutDescription), which clips to its bounds "
                    + "\(self.text(ancestor.bounds)); the label covers \(self.text(rect)) there")
                break
            }
            current = ancestor
        }
    }

    private func text(_ r: CGRect) -> String { "(\(r.minX.g) \(r.minY.g); \(r.width.g) \(r.height.g))" }

    private func captureLayoutLog(_ body: () -> Void) -> [String] {
        var messages: [String] = []
        let previous = UIView.layoutLog
        UIView.layoutLog = { message in
            messages.append(message)
            previous(message)
        }
        body()
        UIView.layoutLog = previous
        return messages
    }
}
