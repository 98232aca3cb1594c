import TestSupport
import Cassowary

/// Random UI-like constraints and operations for one system, all drawn from one `SplitMix64`.
struct SystemGenerator {
    var rng: SplitMix64
    let layout: Layout

    init(rng: SplitMix64) {
        var rng = rng
        let viewCount = rng.pick([(1, 2), (2, 4), (3, 5), (4, 5), (5, 4), (6, 2), (8, 1)])
        self.layout = Layout(viewCount: viewCount)
        self.rng = rng
    }

    /// How many random operations the system runs after its scaffold.
    mutating func operationCount() -> Int { rng.int(in: 8...48) }

    // MARK: Scaffold

    /// Most systems start as a screen would: a container whose width is fixed or edited, views chained
    /// across (or stacked down) it with required gaps and minimum sizes, and intrinsic sizes with hugging and
    /// compression resistance at close priorities, so that the container squeezes or stretches the chain and
    /// the levels really compete. Empty for a third of the systems (random constraints only).
    mutating func scaffold() -> [Operation] {
        guard rng.chance(0.67) else { return [] }
        var operations: [Operation] = []
        let horizontal = rng.chance(0.7)
        let container = horizontal ? Layout.containerWidth : Layout.containerHeight
        func spec(_ terms: [(index: Int, coefficient: Double)], _ constant: Double, _ relation: Relation,
                  _ priority: Double = 1000, _ weight: Double = 1) -> Operation {
            .add(ConstraintSpec(terms: terms, constant: constant, relation: relation, priority: priority, weight: weight))
        }
        // The container's size: required, an edit, or a strong preference.
        let size = horizontal ? rng.pick(Catalogue.containerWidths) : rng.pick(Catalogue.containerHeights)
        switch rng.below(3) {
        case 0: operations.append(spec([(container, 1)], -size, .equal))
        case 1:
            operations.append(.addEdit(variable: container, priority: rng.pick([999.5, 999, 750]), weight: 1, value: size))
        default: operations.append(spec([(container, 1)], -size, .equal, rng.pick([999, 998, 760]), randomWeight()))
        }
        let margin = rng.pick(Catalogue.margins)
        let views = layout.views
        for (i, v) in views.enumerated() {
            let position = horizontal ? v.x : v.y
            let length = horizontal ? v.w : v.h
            if i == 0 {
                operations.append(spec([(position, 1)], -margin, rng.chance(0.8) ? .equal : .greaterThanOrEqual))
            } else {
                let p = views[i - 1]
                let previousEnd: [(index: Int, coefficient: Double)] = horizontal ? [(p.x, -1), (p.w, -1)] : [(p.y, -1), (p.h, -1)]
                operations.append(spec([(position, 1)] + previousEnd, -rng.pick(Catalogue.gaps), .equal))
            }
            operations.append(spec([(length, 1)], -rng.pick(Catalogue.minimumSizes), .greaterThanOrEqual))
            let intrinsic = rng.pick(Catalogue.intrinsicSizes)
            // content hugging and compression resistance, at UIKit's close priorities
            operations.append(spec([(length, 1)], -intrinsic, .lessThanOrEqual, rng.pick([251, 250, 249.5, 51, 49]), randomWeight()))
            operations.append(spec([(length, 1)], -intrinsic, .greaterThanOrEqual, rng.pick([750, 760, 999, 998, 749.5]), randomWeight()))
            if rng.chance(0.3) {
                operations.append(spec([(length, 1)], -rng.pick(Catalogue.intrinsicSizes), .equal, rng.pick(Catalogue.optionalPriorities), randomWeight()))
            }
        }
        // The last view's end against the container: required inside, preferably flush.
        let last = views[views.count - 1]
        let end: [(index: Int, coefficient: Double)] = horizontal ? [(last.x, 1), (last.w, 1)] : [(last.y, 1), (last.h, 1)]
        operations.append(spec(end + [(container, -1)], margin, rng.chance(0.7) ? .lessThanOrEqual : .equal,
                               rng.chance(0.8) ? 1000 : rng.pick(Catalogue.optionalPriorities)))
        if rng.chance(0.5) {
            operations.append(spec(end + [(container, -1)], margin, .equal, rng.pick(Catalogue.optionalPriorities), randomWeight()))
        }
        return operations
    }

    // MARK: Operations

    /// The next operation, given the ids of the live constraints and the variables with an edit.
    mutating func nextOperation(liveConstraints: [Int], editVariables: [Int]) -> Operation {
        enum Kind { case add, remove, readd, addEdit, suggest, removeEdit, setConstant }
        var kinds: [(Kind, Int)] = [(.add, 60), (.addEdit, 6)]
        if !liveConstraints.isEmpty { kinds += [(.remove, 10), (.readd, 3), (.setConstant, 8)] }
        if !editVariables.isEmpty { kinds += [(.suggest, 14), (.removeEdit, 4)] }
        switch rng.pick(kinds) {
        case .add:
            return .add(randomConstraint())
        case .remove:
            return .remove(id: rng.pick(liveConstraints))
        case .readd:
            return .readd(id: rng.pick(liveConstraints))
        case .addEdit:
            let free = (0..<layout.variableCount).filter { !editVariables.contains($0) }
            guard !free.isEmpty else { return .add(randomConstraint()) }
            let variable = rng.pick(free)
            let priority = rng.pick([(999.5, 1), (999, 2), (998, 1), (760, 1), (750, 3), (251, 1), (250, 2), (51, 1), (49, 1), (25, 1)])
            return .addEdit(variable: variable, priority: priority, weight: randomWeight(), value: randomValue(for: variable))
        case .suggest:
            let variable = rng.pick(editVariables)
            return .suggest(variable: variable, value: randomValue(for: variable))
        case .removeEdit:
            return .removeEdit(variable: rng.pick(editVariables))
        case .setConstant:
            // Constants as layouts use them: spacings, sizes, and now and then one far off.
            let constant = rng.chance(0.8)
                ? Double(rng.pick([-8, 8, 0, -16, 16, -20, 20, -44, 44, -100, 100, -320, 320])) + Double(rng.int(in: -30...30))
                : Double(rng.int(in: -2000...2000))
            return .setConstant(id: rng.pick(liveConstraints), constant: constant)
        }
    }

    /// A plausible suggested value: a size, a position, sometimes fractional, sometimes negative.
    mutating func randomValue(for variable: Int) -> Double {
        var value: Double
        if variable == Layout.containerWidth {
            value = rng.chance(0.6) ? rng.pick(Catalogue.containerWidths) : Double(rng.int(in: 0...1200))
        } else if layout.isSize(variable) {
            value = Double(rng.int(in: 0...320))
        } else {
            value = Double(rng.int(in: -40...600))
        }
        if rng.chance(0.2) { value += rng.pick([0.5, 0.25, 0.1, 1.0 / 3.0]) }
        return value
    }

    // MARK: Constraints

    mutating func randomWeight() -> Double { rng.pick(Catalogue.weights) }

    /// The strength of a new constraint: required with probability `required`, else a random optional priority.
    mutating func randomStrength(required: Double) -> (priority: Double, weight: Double) {
        if rng.chance(required) { return (1000, 1) }
        return (rng.pick(Catalogue.optionalPriorities), randomWeight())
    }

    mutating func randomView() -> Layout.View { rng.pick(layout.views) }

    /// Two views, distinct when there are at least two.
    mutating func randomPair() -> (Layout.View, Layout.View) {
        let a = rng.below(layout.views.count)
        var b = rng.below(layout.views.count)
        if layout.views.count > 1 { while b == a { b = rng.below(layout.views.count) } }
        return (layout.views[a], layout.views[b])
    }

    /// A random relation, `preferred` most of the time.
    mutating func relation(preferring preferred: Relation, _ p: Double = 0.8) -> Relation {
        rng.chance(p) ? preferred : rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    }

    /// One random UI-like constraint: chains, sizes, containment, ratios, alignment, centring, equal gaps.
    mutating func randomConstraint() -> ConstraintSpec {
        enum Template {
            case chainH, chainV, minimumSize, maximumSize, intrinsic, hugging, compression, containLeading,
                containTrailing, containTop, containBottom, pinLeading, pinTrailing, containerSize, ratio, equalSize,
                centerX, centerInContainer, alignTop, alignTrailing, alignBottom, fractionOfContainer, equalGaps
        }
        let template = rng.pick([
            (Template.chainH, 10), (.chainV, 5), (.minimumSize, 6), (.maximumSize, 3), (.intrinsic, 8), (.hugging, 4),
            (.compression, 4), (.containLeading, 5), (.containTrailing, 6), (.containTop, 3), (.containBottom, 3),
            (.pinLeading, 3), (.pinTrailing, 3), (.containerSize, 5), (.ratio, 4), (.equalSize, 4), (.centerX, 3),
            (.centerInContainer, 2), (.alignTop, 3), (.alignTrailing, 2), (.alignBottom, 2), (.fractionOfContainer, 3),
            (.equalGaps, 2),
        ])
        let W = Layout.containerWidth, H = Layout.containerHeight
        var terms: [(index: Int, coefficient: Double)]
        var constant: Double = 0
        var rel: Relation
        var requiredChance = 0.4
        switch template {
        case .chainH, .chainV:
            // b.leading == a.trailing + gap
            let (a, b) = randomPair()
            let horizontal = template == .chainH
            terms = horizontal ? [(b.x, 1), (a.x, -1), (a.w, -1)] : [(b.y, 1), (a.y, -1), (a.h, -1)]
            constant = -rng.pick(Catalogue.gaps)
            rel = relation(preferring: .equal)
            if rel == .lessThanOrEqual { rel = .greaterThanOrEqual }
            requiredChance = 0.6
        case .minimumSize:
            let v = randomView()
            terms = [(rng.chance(0.6) ? v.w : v.h, 1)]
            constant = -rng.pick(Catalogue.minimumSizes)
            rel = .greaterThanOrEqual
            requiredChance = 0.7
        case .maximumSize:
            let v = randomView()
            terms = [(rng.chance(0.6) ? v.w : v.h, 1)]
            constant = -rng.pick(Catalogue.maximumSizes)
            rel = .lessThanOrEqual
        case .intrinsic:
            let v = randomView()
            terms = [(rng.chance(0.6) ? v.w : v.h, 1)]
            constant = -rng.pick(Catalogue.intrinsicSizes)
            rel = relation(preferring: .equal)
            requiredChance = 0.15
        case .hugging:
            let v = randomView()
            terms = [(rng.chance(0.6) ? v.w : v.h, 1)]
            constant = -rng.pick(Catalogue.intrinsicSizes)
            rel = .lessThanOrEqual
            requiredChance = 0.05
        case .compression:
            let v = randomView()
            terms = [(rng.chance(0.6) ? v.w : v.h, 1)]
            constant = -rng.pick(Catalogue.intrinsicSizes)
            rel = .greaterThanOrEqual
            requiredChance = 0.05
        case .containLeading:
            terms = [(randomView().x, 1)]
            constant = -rng.pick(Catalogue.margins)
            rel = .greaterThanOrEqual
            requiredChance = 0.6
        case .containTrailing:
            // x + w <= W - margin
            let v = randomView()
            terms = [(v.x, 1), (v.w, 1), (W, -1)]
            constant = rng.pick(Catalogue.margins)
            rel = .lessThanOrEqual
            requiredChance = 0.6
        case .containTop:
            terms = [(randomView().y, 1)]
            constant = -rng.pick(Catalogue.margins)
            rel = .greaterThanOrEqual
            requiredChance = 0.6
        case .containBottom:
            let v = randomView()
            terms = [(v.y, 1), (v.h, 1), (H, -1)]
            constant = rng.pick(Catalogue.margins)
            rel = .lessThanOrEqual
            requiredChance = 0.6
        case .pinLeading:
            terms = [(randomView().x, 1)]
            constant = -rng.pick(Catalogue.margins)
            rel = relation(preferring: .equal)
        case .pinTrailing:
            let v = randomView()
            terms = [(v.x, 1), (v.w, 1), (W, -1)]
            constant = rng.pick(Catalogue.margins)
            rel = relation(preferring: .equal)
        case .containerSize:
            let width = rng.chance(0.6)
            terms = [(width ? W : H, 1)]
            constant = -(width ? rng.pick(Catalogue.containerWidths) : rng.pick(Catalogue.containerHeights))
            rel = relation(preferring: .equal, 0.6)
            requiredChance = 0.35
        case .ratio:
            // w == r * h
            let v = randomView()
            terms = [(v.w, 1), (v.h, -rng.pick(Catalogue.ratios))]
            rel = relation(preferring: .equal)
        case .equalSize:
            let (a, b) = randomPair()
            let horizontal = rng.chance(0.6)
            let multiplier = rng.chance(0.7) ? 1 : rng.pick(Catalogue.ratios)
            terms = horizontal ? [(a.w, 1), (b.w, -multiplier)] : [(a.h, 1), (b.h, -multiplier)]
            if rng.chance(0.2) { constant = -rng.pick(Catalogue.gaps) }
            rel = relation(preferring: .equal)
        case .centerX:
            let (a, b) = randomPair()
            terms = [(a.x, 1), (a.w, 0.5), (b.x, -1), (b.w, -0.5)]
            rel = relation(preferring: .equal)
        case .centerInContainer:
            let v = randomView()
            terms = [(v.x, 1), (v.w, 0.5), (W, -0.5)]
            rel = relation(preferring: .equal)
        case .alignTop:
            let (a, b) = randomPair()
            terms = [(a.y, 1), (b.y, -1)]
            rel = relation(preferring: .equal)
        case .alignTrailing:
            let (a, b) = randomPair()
            terms = [(a.x, 1), (a.w, 1), (b.x, -1), (b.w, -1)]
            rel = relation(preferring: .equal)
        case .alignBottom:
            let (a, b) = randomPair()
            terms = [(a.y, 1), (a.h, 1), (b.y, -1), (b.h, -1)]
            rel = relation(preferring: .equal)
        case .fractionOfContainer:
            let v = randomView()
            terms = [(v.w, 1), (W, -rng.pick(Catalogue.fractions))]
            if rng.chance(0.3) { constant = rng.pick(Catalogue.margins) }
            rel = relation(preferring: .equal, 0.6)
        case .equalGaps:
            // b.x - (a.x + a.w) == c.x - (b.x + b.w), over three views (or a view and the container)
            let (a, b) = randomPair()
            let c = randomView()
            terms = [(b.x, 2), (a.x, -1), (a.w, -1), (c.x, -1), (b.w, 1)]
            rel = relation(preferring: .equal)
        }
        let strength = randomStrength(required: requiredChance)
        return ConstraintSpec(terms: terms, constant: constant, relation: rel, priority: strength.priority, weight: strength.weight)
    }
}
