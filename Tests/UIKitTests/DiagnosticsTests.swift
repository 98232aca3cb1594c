import Testing
@testable import UIKit

@MainActor
@Suite("Diagnostics: conflicts, ambiguity, explanations", .serialized)
struct DiagnosticsTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    func constrained(_ count: Int) -> [UIView] {
        (0..<count).map { _ in
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            return v
        }
    }

    // MARK: Unsatisfiable constraints

    @Test("The conflict log lists only the smallest conflicting set, VFL-style, with the line that made each")
    func smallestConflictingSetWithCreationSites() throws {
        let (a, b) = (constrained(2)[0], root.subviews[1])
        let views = ["a": a, "b": b]
        // Unrelated, satisfiable constraints that must not appear in the list.
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(20)]-[b(20)]", options: [],
                                                                   metrics: nil, views: views))
        let rowLine = #line + 1
        let row = NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(100)]-10-|", options: [],
                                                 metrics: nil, views: views)
        let log = capturingLayoutLog {
            NSLayoutConstraint.activate(row)
            root.layoutIfNeeded()
        }
        #expect(log.count == 1)
        let message = try #require(log.first)
        // 10 + 100 + 10 != 320 with the root's required width: the four constraints of that equation, nothing else.
        let listed = message.components(separatedBy: "\n").filter { $0.hasPrefix("    \"<") }
        #expect(listed.count == 4, "\(message)")
        let addr = addressString
        #expect(listed.contains("    \"<NSLayoutConstraint:\(addr(row[0])) H:|-(10)-[UIView:\(addr(a))]   (active, names: '|':UIView:\(addr(root)) )>\","))
        #expect(listed.contains { $0.contains("'UIView-Encapsulated-Layout-Width' UIView:\(addr(root)).width == 320") })
        #expect(listed.contains { $0.contains(" UIView:\(addr(a)).width == 100   (active)>") })
        #expect(!message.contains(".height == 20"))
        // Where each was made: the VFL call's line for the three VFL constraints, UIKit for the root's pin.
        #expect(message.contains("<NSLayoutConstraint:\(addr(row[0]))> UIKitTests/DiagnosticsTests.swift:\(rowLine)"))
        #expect(message.contains("these 4 constraints are the smallest conflicting set"))
        #expect(message.contains("made by UIKit"))
    }

    @Test("A stack view's conflict names its UISV-spacing and UISV-canvas-connection constraints")
    func stackViewConflict() throws {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 100),
            b.heightAnchor.constraint(equalToConstant: 100),
        ])
        let (tooShort, line) = (stack.heightAnchor.constraint(equalToConstant: 150), #line)
        let log = capturingLayoutLog {
            tooShort.isActive = true
            root.layoutIfNeeded()
        }
        let message = try #require(log.first)
        let listed = message.components(separatedBy: "\n").filter { $0.hasPrefix("    \"<") }
        // 100 + 10 + 100 != 150: both heights, the spacing, the two canvas connections, the stack's height.
        #expect(listed.count == 6, "\(message)")
        #expect(listed.filter { $0.contains("'UISV-canvas-connection'") }.count == 2)
        #expect(listed.filter { $0.contains("'UISV-spacing'") }.count == 1)
        #expect(!message.contains(".width == 100"))
        #expect(listed.contains("    \"\(tooShort.description)\","))
        #expect(message.contains("<NSLayoutConstraint:\(addressString(tooShort))> UIKitTests/DiagnosticsTests.swift:\(line)"))
    }

    @Test("A required compression resistance in a conflict prints as Apple's NSContentSizeLayoutConstraint")
    func contentSizeInConflict() throws {
        let label = IntrinsicView(120, 20)
        root.addSubview(label)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: root.topAnchor),
                                     label.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        let narrow = label.widthAnchor.constraint(equalToConstant: 50)
        let log = capturingLayoutLog {
            narrow.isActive = true
            root.layoutIfNeeded()
        }
        let message = try #require(log.first)
        #expect(message.contains("\"<NSContentSizeLayoutConstraint:0x"))
        #expect(message.contains("IntrinsicView:\(addressString(label)).width == 120 Hug:250 CompressionResistance:1000   (active)>\""))
        #expect(message.contains("the view's intrinsic content size"))
    }

    // MARK: Ambiguity

    @Test("Ambiguity is found in under-constrained layouts and not in complete ones")
    func ambiguity() {
        let views = constrained(3)
        let (complete, noTop, conflictingWishes) = (views[0], views[1], views[2])
        NSLayoutConstraint.activate([
            complete.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            complete.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            complete.widthAnchor.constraint(equalToConstant: 100),
            complete.heightAnchor.constraint(equalToConstant: 40),
            // No vertical position at all.
            noTop.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            noTop.widthAnchor.constraint(equalToConstant: 50),
            noTop.heightAnchor.constraint(equalToConstant: 50),
            // Two wishes of the same priority that disagree: any width in 100...200 has the same error (Auto Layout
            // Guide: conflicting optional constraints of equal priority make the layout ambiguous).
            conflictingWishes.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            conflictingWishes.topAnchor.constraint(equalTo: root.topAnchor),
            conflictingWishes.heightAnchor.constraint(equalToConstant: 10),
            conflictingWishes.widthAnchor.constraint(equalToConstant: 100).withPriority(.defaultHigh),
            conflictingWishes.widthAnchor.constraint(equalToConstant: 200).withPriority(.defaultHigh),
        ])
        #expect(!complete.hasAmbiguousLayout)
        #expect(noTop.hasAmbiguousLayout)
        #expect(noTop.ambiguousFrameCoordinates == [.minY])
        #expect(conflictingWishes.hasAmbiguousLayout)
        #expect(conflictingWishes.ambiguousFrameCoordinates == [.width])
        // Different priorities are not ambiguous: the higher one wins outright.
        conflictingWishes.constraints.last?.isActive = false
        conflictingWishes.widthAnchor.constraint(equalToConstant: 200).withPriority(.defaultLow).isActive = true
        #expect(!conflictingWishes.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
    }

    @Test("A tie at one priority settled by a wish at priority 1 is not ambiguous: the probe never trades a level away")
    func tieSettledByTheLowestPriority() {
        let view = constrained(1)[0]
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.widthAnchor.constraint(equalToConstant: 100).withPriority(.defaultHigh),
            view.widthAnchor.constraint(equalToConstant: 200).withPriority(.defaultHigh),
        ])
        #expect(view.ambiguousFrameCoordinates == [.width])
        // Any width in 100...200 costs the same at 750; a wish at 1 picks 130 among them. Priorities are strictly
        // ordered ("higher priority constraints are satisfied before lower priority constraints"), and so are the
        // lowest ones: the layout is determined.
        let settle = view.widthAnchor.constraint(equalToConstant: 130).withPriority(UILayoutPriority(1))
        settle.isActive = true
        #expect(!view.hasAmbiguousLayout, "\(view.explainFrame())")
        root.layoutIfNeeded()
        #expect(view.frame.width == 130)
        // Asked again after a change, the answer follows the change (the engine's probe is made again).
        settle.isActive = false
        #expect(view.ambiguousFrameCoordinates == [.width])
    }

    @Test("Asking every view whether it is ambiguous moves no view, now or at the next layout pass")
    func askingDoesNotMoveViews() {
        let views = constrained(3)
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            views[0].widthAnchor.constraint(equalToConstant: 100).withPriority(.defaultHigh),
            views[0].widthAnchor.constraint(equalToConstant: 200).withPriority(.defaultHigh),
            views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor, constant: 8),
            views[1].trailingAnchor.constraint(equalTo: root.trailingAnchor),
            views[2].centerXAnchor.constraint(equalTo: root.centerXAnchor),
        ])
        for view in views {
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
        }
        root.layoutIfNeeded()
        let before = views.map(\.frame)
        #expect(views.map(\.hasAmbiguousLayout) == [true, true, true])
        #expect(views.map(\.frame) == before)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == before)
    }

    /// MusicAlbum's header at AX3, reduced (issue 8). A container pinned to both edges of a 320 pt root at 750 holds
    /// a child that must span it (required) and resists compression at 750 to 400 pt. Breaking the edges or the
    /// resistance costs the same per point, however it is split: the Auto Layout Guide's second cause of
    /// ambiguity, "conflicting optional constraints with the same priority" ("Ambiguous Layouts": the layout "has two
    /// or more valid solutions"; `hasAmbiguousLayout`: "the constraints … incompletely specify the location of the
    /// view"). A stack view cannot lower that resistance for its arranged views: a UIStackView has no intrinsic
    /// content size, so its own compression resistance ("resists being made smaller than its intrinsic size")
    /// constrains nothing. Lowering the child's own resistance under the edges' priority leaves one solution.
    @Test("Equal-priority tie: edges at 750 vs a child's compression resistance at 750 leave x ambiguous; the stack's own resistance does nothing")
    func edgesTieWithCompressionResistance() {
        let container = UIStackView()
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let child = IntrinsicView(400, 20)
        container.addArrangedSubview(child)
        // What the article does: lower the *stack's* resistance.
        container.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor).withPriority(.defaultHigh),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor).withPriority(.defaultHigh),
            container.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(container.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        // Every width from 320 to 400 and every split of the overhang cost the same 80 pt at 750: both the position
        // and the width are open. (In MusicAlbum the cover's own resistance, 2/3 pt per point of width, decides the
        // width; only the position stays open.)
        #expect(container.ambiguousFrameCoordinates == [.minX, .width], "\(container.explainFrame())")
        // Lowering the arranged view's own resistance below the edges' priority decides it: the edges hold.
        child.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(!container.hasAmbiguousLayout && !child.hasAmbiguousLayout)
        #expect(container.frame == CGRect(x: 0, y: 0, width: 320, height: 20))
    }

    @Test("Intrinsic sizes complete a layout; a view that only moves with its ambiguous superview is not ambiguous")
    func intrinsicAndNestedAmbiguity() {
        let container = constrained(1)[0]
        let label = IntrinsicView(80, 20)
        container.addSubview(label)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
        ])
        #expect(container.hasAmbiguousLayout)
        #expect(!label.hasAmbiguousLayout)
    }

    @Test("autolayoutTrace prints the hierarchy with markers and names the ambiguous variables with their ids")
    func trace() throws {
        let views = constrained(2)
        let label = IntrinsicView(30, 10)
        views[0].addSubview(label)
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            views[0].topAnchor.constraint(equalTo: root.topAnchor),
            views[0].widthAnchor.constraint(equalToConstant: 100),
            views[0].heightAnchor.constraint(equalToConstant: 100),
            label.topAnchor.constraint(equalTo: views[0].topAnchor),
            views[1].topAnchor.constraint(equalTo: root.topAnchor),
            views[1].heightAnchor.constraint(equalToConstant: 10),
        ])
        let frameBased = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(frameBased)
        let trace = root.autolayoutTrace()
        let lines = trace.components(separatedBy: "\n")
        let engine = root.layoutEngine
        let id = { (view: UIView, c: LayoutEngine.Coordinate) in try #require(engine.variableID(of: view, c)) }
        #expect(lines[0] == "•<UIView:\(addressString(root))>")
        #expect(lines[1] == "|   *<UIView:\(addressString(views[0]))>")
        let name = className(label)
        #expect(lines[2] == "|   |   *<\(name):\(addressString(label))> - AMBIGUOUS LAYOUT for \(name).minX{id: \(try id(label, .minX))}")
        #expect(lines[3] == "|   *<UIView:\(addressString(views[1]))> - AMBIGUOUS LAYOUT for UIView.minX{id: \(try id(views[1], .minX))}, UIView.Width{id: \(try id(views[1], .width))}")
        #expect(lines[4] == "|   +<UIView:\(addressString(frameBased))>")
        #expect(trace.contains("Legend:\n\t* - is laid out with auto layout"))
    }

    @Test("exerciseAmbiguityInLayout moves an ambiguous view to another valid frame; a determined one stays")
    func exercise() {
        let views = constrained(2)
        let (free, fixed) = (views[0], views[1])
        NSLayoutConstraint.activate([
            // free.x can be anything in 0...220 (it must stay inside the root and has width 100).
            free.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
            free.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            free.topAnchor.constraint(equalTo: root.topAnchor),
            free.widthAnchor.constraint(equalToConstant: 100),
            free.heightAnchor.constraint(equalToConstant: 10),
            fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            fixed.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            fixed.widthAnchor.constraint(equalToConstant: 10),
            fixed.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let before = free.frame
        #expect(free.ambiguousFrameCoordinates == [.minX])
        free.exerciseAmbiguityInLayout()
        #expect(free.frame != before)
        #expect([0, 220].contains(free.frame.minX))
        #expect(free.frame.size == CGSize(width: 100, height: 10))
        let other = free.frame.minX
        free.exerciseAmbiguityInLayout()
        #expect(free.frame.minX == (other == 0 ? 220 : 0))
        fixed.exerciseAmbiguityInLayout()
        #expect(fixed.frame == CGRect(x: 5, y: 20, width: 10, height: 10))
    }

    // MARK: Why is it here?

    @Test("constraintsAffectingLayout(for:) returns the constraints that pin the axis, up to the root's pins")
    func constraintsAffecting() {
        let views = constrained(2)
        let (a, b) = (views[0], views[1])
        let aLeading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let aWidth = a.widthAnchor.constraint(equalToConstant: 50)
        let bLeading = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        let bTrailing = b.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        let verticals = [a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 5),
                         b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 5)]
        NSLayoutConstraint.activate([aLeading, aWidth, bLeading, bTrailing] + verticals)
        let horizontal = b.constraintsAffectingLayout(for: .horizontal)
        for c in [aLeading, aWidth, bLeading, bTrailing] { #expect(horizontal.contains(c)) }
        #expect(horizontal.contains { $0.identifier == "UIView-Encapsulated-Layout-Width" })
        #expect(!horizontal.contains { verticals.contains($0) })
        let vertical = b.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.contains(verticals[2]) && vertical.contains(verticals[3]))
        #expect(!vertical.contains(bLeading))
    }

    @Test("explainFrame says in words which constraints and intrinsic sizes give each coordinate its value")
    func explain() {
        let label = IntrinsicView(120, 20)
        root.addSubview(label)
        let (leading, line) = (label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15), #line)
        let top = label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
        let maxWidth = label.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        NSLayoutConstraint.activate([leading, top, maxWidth])
        let text = label.explainFrame()
        #expect(text.hasPrefix("\(label.layoutDescription) frame = (15 8; 100 20)"))
        #expect(text.contains("\n  x = 15\n    held by \(leading.description) (required), made at UIKitTests/DiagnosticsTests.swift:\(line)"))
        #expect(text.contains("\n  width = 100\n    held by \(maxWidth.description) (required)"))
        // The intrinsic width of 120 is wanted (compression resistance 750) but cannot be met: off by 20.
        #expect(text.contains("wanted but not met (off by 20): its intrinsic content size <NSContentSizeLayoutConstraint:"))
        #expect(text.contains("width == 120 Hug:250 CompressionResistance:750   (active)> through its compression resistance (priority 750)"))
        #expect(text.contains("\n  height = 20\n    held by its intrinsic content size"))
        #expect(text.contains("through its content hugging (priority 250)"))
        #expect(!text.contains("AMBIGUOUS"))
        let loose = constrained(1)[0]
        loose.widthAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(loose.explainFrame().contains("x = 0 — AMBIGUOUS"))
    }
}

/// A screen with one of each mistake the checker looks for.
final class BrokenScreen: UIViewController {
    let title1 = UILabel(), overlapA = UIView(), overlapB = UIView(), escaped = UIView(), floating = UIView()
    let clipper = UIView(), clippedLabel = UILabel(), conflicted = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title1.text = "A title far too long for fifty points"
        clippedLabel.text = "Clipped"
        clipper.clipsToBounds = true
        for v in [title1, overlapA, overlapB, escaped, floating, clipper, conflicted] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        clippedLabel.translatesAutoresizingMaskIntoConstraints = false
        clipper.addSubview(clippedLabel)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            // Truncated: a one-line label held to 50 pt.
            title1.topAnchor.constraint(equalTo: guide.topAnchor),
            title1.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            title1.widthAnchor.constraint(equalToConstant: 50),
            // Overlapping siblings: two 40×40 squares 20 pt apart.
            overlapA.topAnchor.constraint(equalTo: guide.topAnchor, constant: 100),
            overlapA.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            overlapB.topAnchor.constraint(equalTo: overlapA.topAnchor, constant: 20),
            overlapB.leadingAnchor.constraint(equalTo: overlapA.leadingAnchor, constant: 20),
            overlapA.widthAnchor.constraint(equalToConstant: 40), overlapA.heightAnchor.constraint(equalToConstant: 40),
            overlapB.widthAnchor.constraint(equalToConstant: 40), overlapB.heightAnchor.constraint(equalToConstant: 40),
            // Outside the superview: starts 10 pt past its trailing edge.
            escaped.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 10),
            escaped.topAnchor.constraint(equalTo: guide.topAnchor, constant: 200),
            escaped.widthAnchor.constraint(equalToConstant: 20), escaped.heightAnchor.constraint(equalToConstant: 20),
            // Ambiguous: no vertical position.
            floating.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 200),
            floating.widthAnchor.constraint(equalToConstant: 10), floating.heightAnchor.constraint(equalToConstant: 10),
            // Clipped: the label hangs out of a 30×30 clipping container.
            clipper.topAnchor.constraint(equalTo: guide.topAnchor, constant: 300),
            clipper.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            clipper.widthAnchor.constraint(equalToConstant: 30), clipper.heightAnchor.constraint(equalToConstant: 30),
            clippedLabel.topAnchor.constraint(equalTo: clipper.topAnchor),
            clippedLabel.leadingAnchor.constraint(equalTo: clipper.leadingAnchor, constant: 20),
            // Broken: two required widths.
            conflicted.topAnchor.constraint(equalTo: guide.topAnchor, constant: 400),
            conflicted.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            conflicted.heightAnchor.constraint(equalToConstant: 10),
            conflicted.widthAnchor.constraint(equalToConstant: 10),
            conflicted.widthAnchor.constraint(equalToConstant: 20),
        ])
    }
}

/// A screen without mistakes: a wrapping label between the margins, a button-sized view below it.
final class SoundScreen: UIViewController {
    let label = UILabel(), box = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "A wrapping label that may take several lines at large Dynamic Type sizes"
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .body)
        for v in [label, box] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            box.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 44), box.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

@MainActor
@Suite("Layout checker", .serialized)
struct LayoutCheckerTests {
    let matrix = LayoutConfiguration.matrix(devices: [.iPhoneSE, .iPad], orientations: [.portrait, .landscapeLeft],
                                            contentSizeCategories: [.large, .accessibilityLarge], styles: [.light, .dark])

    @Test("Every mistake of a deliberately broken screen is found, in every configuration of the matrix")
    func brokenScreen() {
        #expect(matrix.count == 16)
        var screens: [BrokenScreen] = []
        var issues: [LayoutIssue] = []
        _ = capturingLayoutLog {
            issues = LayoutChecker(configurations: matrix).check {
                let screen = BrokenScreen()
                screens.append(screen)
                return screen
            }
        }
        #expect(screens.count == 16)
        for configuration in matrix {
            let here = issues.filter { $0.configuration == configuration }
            let screen = screens[matrix.firstIndex(of: configuration) ?? 0]
            func has(_ kind: LayoutIssue.Kind, _ view: UIView) -> Bool {
                here.contains { $0.kind == kind && $0.view == view.layoutDescription }
            }
            #expect(has(.truncatedLabel, screen.title1), "\(configuration)")
            #expect(has(.overlappingSiblings, screen.overlapA), "\(configuration)")
            #expect(has(.outsideSuperview, screen.escaped), "\(configuration)")
            #expect(has(.ambiguousLayout, screen.floating), "\(configuration)")
            #expect(has(.clippedLabel, screen.clippedLabel), "\(configuration)")
            #expect(here.contains { $0.kind == .brokenConstraints && $0.detail.contains(".width == 20") })
            // Nothing else: the only overlap is A/B, the only ambiguity is the floating view.
            #expect(here.filter { $0.kind == .overlappingSiblings }.count == 1, "\(here)")
            #expect(here.filter { $0.kind == .ambiguousLayout }.count == 1, "\(here)")
        }
        let overlap = issues.first { $0.kind == .overlappingSiblings }
        #expect(overlap?.detail.hasPrefix("overlaps UIView:") == true)
        #expect(overlap?.detail.contains("in (20 ") == true)
        // The checker restores the device and the app-wide settings.
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }

    @Test("A sound screen passes the whole matrix")
    func soundScreen() {
        let issues = LayoutChecker(configurations: matrix).check { SoundScreen() }
        #expect(issues.isEmpty, "\(issues)")
    }
}
