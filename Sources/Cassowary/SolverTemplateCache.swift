/// Solved systems kept by shape, for fresh solvers given a system of a shape solved before.
///
/// A table's self-sizing cells are measured in a solver each, and cells of one kind give the solver the same system
/// every time: the same variables in the same terms with the same coefficients, relations and strengths — only the
/// constants differ (a label's height, an image's size), if anything does. The tableau a solved system ends with is
/// `B⁻¹[A | b]` for its optimal basis `B`; a system with the same `A` and other constants `b′` has the same rows
/// `B⁻¹A`, and the basis stays dual feasible (the objective's reduced costs do not depend on `b`). So a fresh solver
/// can start from the kept tableau, move each changed constant along its marker's column (`setConstant`'s marker
/// technique), and let the dual simplex restore feasibility — the textbook warm start after a change of right-hand
/// side — instead of adding its constraints one by one, each with its own row, subject and optimisation.
///
/// Pass a cache to `Solver.add(contentsOf:templates:)`. The result is an optimum of the same system as adding the
/// constraints one by one gives; where the system has several optima (an ambiguous layout), which one is found may
/// differ. Errors are never decided from a template: when the moved constants leave the required constraints
/// unsatisfiable, the constraints are added one by one, and the error is the one that way gives.
///
/// A cache keeps at most `capacity` systems (the least recently used goes first), each with the constraints it was
/// recorded from. Like a `Solver`, it must be used from one thread at a time.
public final class SolverTemplateCache {
    /// How many systems the cache keeps.
    public let capacity: Int
    /// How many batches found a kept system of their shape (each starts from it, unless its constants cannot move to
    /// the batch's: then it is added one by one), and how many were added one by one and recorded.
    @exclusivity(unchecked) public private(set) var hits = 0, misses = 0

    /// Unchecked for exclusivity, like the rest of the cache's state: it is used from one thread at a time, and never
    /// re-entered (every batch looked up paid two dynamic checks).
    @exclusivity(unchecked) private var templates: [SolverTemplate] = []
    @exclusivity(unchecked) private var clock = 0

    /// The largest system recorded, in constraints: a template is for a cell's few dozen, not a window's thousands.
    static let largestRecorded = 512

    public init(capacity: Int = 16) {
        self.capacity = Swift.max(1, capacity)
    }

    /// Drops every kept system.
    public func removeAll() { templates.removeAll() }

    /// The kept system with `shape`, if any, marked as just used.
    func template(for shape: SystemShape) -> SolverTemplate? {
        for i in templates.indices where templates[i].shape.hasSameStructure(as: shape) {
            clock += 1
            templates[i].lastUse = clock
            hits += 1
            return templates[i]
        }
        return nil
    }

    /// Keeps `core`, which holds exactly `constraints` (added in order to an empty solver), as the template of `shape`.
    func record(_ core: SolverCore, shape: SystemShape, constraints: [Constraint]) {
        misses += 1
        guard constraints.count <= SolverTemplateCache.largestRecorded else { return }
        clock += 1
        let template = SolverTemplate(core: core, shape: shape, constraints: constraints, lastUse: clock)
        // A batch whose kept system could not take its constants replaces that system: one system per shape.
        if let same = templates.firstIndex(where: { $0.shape.hasSameStructure(as: shape) }) {
            templates[same] = template
        } else if templates.count < capacity {
            templates.append(template)
        } else if let oldest = templates.indices.min(by: { templates[$0].lastUse < templates[$1].lastUse }) {
            templates[oldest] = template
        }
    }
}
