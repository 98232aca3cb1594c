import Testing
import TestSupport
@testable import Cassowary

/// `add(contentsOf:templates:)`: a fresh solver given a system of a shape the cache has seen starts from its solution.
/// Whatever the path, the outcome must be the one adding the constraints one by one gives: the same error for the same
/// constraint, or an optimum with the same error at every priority level (optima are often not unique, so levels are
/// compared, not values).
@Suite("Solver templates")
struct TemplateTests {
    /// The self-sizing cell of the benchmark, small: an avatar beside two stacked labels in margins, the height free.
    /// `labelHeights` are the labels' intrinsic heights (the constants that differ from cell to cell).
    static func cell(labelHeights: (Double, Double), avatar: Double = 60)
        -> (constraints: [Constraint], height: Variable) {
        let top = Variable("top"), height = Variable("height")
        let avatarTop = Variable("avatar.top"), avatarHeight = Variable("avatar.height")
        let title = Variable("title.top"), titleHeight = Variable("title.height")
        let detail = Variable("detail.top"), detailHeight = Variable("detail.height")
        let constraints: [Constraint] = [
            top == 0,
            avatarTop == top + 11,
            avatarHeight == avatar,
            avatarTop + avatarHeight <= top + height - 11,
            title == top + 11,
            titleHeight >= labelHeights.0,
            (titleHeight == labelHeights.0).strength(.weak),
            detail == title + titleHeight + 4,
            detailHeight >= labelHeights.1,
            (detailHeight == labelHeights.1).strength(.weak),
            detail + detailHeight <= top + height - 11,
            // The fitting size's pull: as small as the content allows.
            (height == 0).strength(Strength(priority: 50)),
        ]
        return (constraints, height)
    }

    @Test("A cell of a kept shape with other label heights gets the height adding one by one gives")
    func cellHeights() throws {
        let templates = SolverTemplateCache()
        for (first, second, expected) in [(21.0, 18.0, 82.0), (40, 60, 126), (10, 10, 82), (21, 18, 82), (100, 1, 127)] {
            let (constraints, height) = Self.cell(labelHeights: (first, second))
            let solver = Solver()
            try solver.add(contentsOf: constraints, templates: templates)
            solver.updateVariables()
            #expect(height.value == expected, "labels \(first), \(second): 11 + max(60, \(first) + 4 + \(second)) + 11")
        }
        #expect(templates.misses == 1)
        #expect(templates.hits == 4)
    }

    @Test("Constants that make the kept shape unsatisfiable give one by one's error, naming the same constraint")
    func unsatisfiableFromTemplate() throws {
        let templates = SolverTemplateCache()
        let (recorded, recordedHeight) = Self.cell(labelHeights: (21, 18))
        try Solver().add(contentsOf: recorded + [recordedHeight == 200], templates: templates)
        // The same shape with the height pinned at 50: 11 + 60 + 11 = 82 does not fit.
        let (constraints, height) = Self.cell(labelHeights: (21, 18))
        let pin = height == 50
        let solver = Solver()
        do {
            try solver.add(contentsOf: constraints + [pin], templates: templates)
            Issue.record("the pin must be refused")
        } catch SolverError.unsatisfiable(let refused, let conflicts) {
            #expect(refused === pin)
            #expect(conflicts.contains { $0 === constraints[2] }, "the avatar's height is in the way")
        }
        #expect(templates.hits == 1, "the template was tried")
        #expect(constraints.allSatisfy(solver.contains), "the constraints before the refused one stay added")
        #expect(!solver.contains(pin))
        solver.updateVariables()
        #expect(height.value == 82)
    }

    @Test("A constraint named twice in a batch of a kept shape is a duplicate, as one by one")
    func duplicateFromTemplate() throws {
        let templates = SolverTemplateCache()
        let x = Variable("x")
        // Two equal required equalities: the second is redundant, and the system is solvable.
        try Solver().add(contentsOf: [x == 10, x == 10], templates: templates)
        let y = Variable("y")
        let c = y == 10
        let solver = Solver()
        do {
            try solver.add(contentsOf: [c, c], templates: templates)
            Issue.record("the second c must be refused")
        } catch SolverError.duplicateConstraint(let duplicate) {
            #expect(duplicate === c)
        }
        #expect(templates.hits == 1)
        #expect(solver.contains(c))
        solver.updateVariables()
        #expect(y.value == 10)
    }

    @Test("Solvers started from one template are independent of it and of each other")
    func independentCopies() throws {
        let templates = SolverTemplateCache()
        let (first, firstHeight) = Self.cell(labelHeights: (21, 18))
        let recorder = Solver()
        try recorder.add(contentsOf: first, templates: templates)
        let (second, secondHeight) = Self.cell(labelHeights: (50, 50))
        let a = Solver()
        try a.add(contentsOf: second, templates: templates)
        // The same constraint objects in a second solver, from the template too.
        let b = Solver()
        try b.add(contentsOf: second, templates: templates)
        #expect(templates.hits == 2)
        try a.remove(second[2])                          // no avatar height in a
        try a.setConstant(-5, of: second[5])             // title at least 5 in a
        try b.setConstant(-100, of: second[8])           // detail at least 100 in b
        try recorder.setConstant(-70, of: first[2])      // a taller avatar in the recorder
        a.updateVariables()
        #expect(secondHeight.value == 126, "a: 11 + 50 + 4 + 50 + 11")
        b.updateVariables()
        #expect(secondHeight.value == 176, "b: 11 + 50 + 4 + 100 + 11")
        recorder.updateVariables()
        #expect(firstHeight.value == 92, "the recorder: 11 + 70 + 11")
        let (third, thirdHeight) = Self.cell(labelHeights: (21, 18))
        let c = Solver()
        try c.add(contentsOf: third, templates: templates)
        c.updateVariables()
        #expect(thirdHeight.value == 82, "the template is as recorded")
        // The recorder's own constraints in another solver: each solver keeps its own record of them.
        let d = Solver()
        try d.add(contentsOf: first, templates: templates)
        try d.remove(first[2])
        #expect(recorder.contains(first[2]) && !d.contains(first[2]))
        d.updateVariables()
        #expect(firstHeight.value == 65, "d: no avatar, 11 + 21 + 4 + 18 + 11")
        recorder.updateVariables()
        #expect(firstHeight.value == 92, "the recorder keeps its taller avatar")
    }

    @Test("The cache keeps its capacity's worth of shapes, dropping the least recently used")
    func leastRecentlyUsedGoesFirst() throws {
        let templates = SolverTemplateCache(capacity: 2)
        /// A chain of `length` variables: each length is its own shape.
        func chain(_ length: Int) throws {
            let v = (0..<length).map { Variable("v\($0)") }
            try Solver().add(contentsOf: [v[0] == 0] + (1..<length).map { v[$0] == v[$0 - 1] + 8 }, templates: templates)
        }
        try chain(2); try chain(3)                       // two misses, both kept
        try chain(2)                                     // a hit: 2 is now the most recently used
        try chain(4)                                     // a miss: 3 goes
        #expect((templates.hits, templates.misses) == (1, 3))
        try chain(2); try chain(4)                       // both kept
        #expect((templates.hits, templates.misses) == (3, 3))
        try chain(3)                                     // dropped: recorded again
        #expect((templates.hits, templates.misses) == (3, 4))
    }

    @Test("Huge finite constants moved from a template never crash, and end as one by one ends")
    func hugeConstants() throws {
        let templates = SolverTemplateCache()
        try Solver().add(contentsOf: Self.cell(labelHeights: (21, 18)).constraints, templates: templates)
        for huge in [1e300, -1e300, Double.greatestFiniteMagnitude, 1e-300] {
            let (batch, height) = Self.cell(labelHeights: (huge, 18))
            let (single, singleHeight) = Self.cell(labelHeights: (huge, 18))
            let fromTemplate = Solver(), oneByOne = Solver()
            let batchError = Result { try fromTemplate.add(contentsOf: batch, templates: templates) }
            var singleError: (any Error)?
            do { for c in single { try oneByOne.add(c) } } catch { singleError = error }
            switch batchError {
            case .success: #expect(singleError == nil, "label height \(huge)")
            case .failure(let error): #expect("\(error)" == singleError.map { "\($0)" }, "label height \(huge)")
            }
            fromTemplate.updateVariables()
            oneByOne.updateVariables()
            #expect(height.value == singleHeight.value || (height.value.isNaN && singleHeight.value.isNaN),
                    "label height \(huge)")
        }
    }

    @Test("Non-finite input in a batch is refused as one by one")
    func nonFinite() throws {
        let templates = SolverTemplateCache()
        let x = Variable("x")
        let good = x >= 0, bad = x == .infinity
        let solver = Solver()
        do {
            try solver.add(contentsOf: [good, bad], templates: templates)
            Issue.record("an infinite constant must be refused")
        } catch SolverError.nonFinite(let constraint, _) {
            #expect(constraint === bad)
        }
        #expect(solver.contains(good) && !solver.contains(bad))
        #expect(templates.hits == 0 && templates.misses == 0, "nothing is recorded")
    }

    /// A batch like `held` with new variables and the constants `constants` (the same shape).
    static func rebuilt(_ held: [Constraint], variables: [Variable], constants: [Double]) -> [Constraint] {
        var mapping: [ObjectIdentifier: Variable] = [:]
        var next = 0
        return held.indices.map { i in
            let c = held[i]
            let terms = c.expression.terms.map { term -> Term in
                let key = ObjectIdentifier(term.variable)
                if mapping[key] == nil { mapping[key] = variables[next]; next += 1 }
                return Term(mapping[key]!, term.coefficient)
            }
            return Constraint(Expression(terms, constant: constants[i]), c.relation, strength: c.strength)
        }
    }

    @Test("1,000 random systems: from a template, errors and every level's error are one by one's, after moves too",
          arguments: 0..<5)
    func randomSystems(batch: Int) throws {
        var g = SplitMix64(seed: UInt64(batch) &* 104_729 &+ 3)
        var hits = 0
        for _ in 0..<200 {
            let templates = SolverTemplateCache()
            let vars = (0..<5).map { Variable("v\($0)") }
            let held = SetConstantPropertyTests.addRandomSystem(&g, vars, to: Solver())
            guard held.count > 1 else { continue }
            try Solver().add(contentsOf: held, templates: templates)
            // The same shape with about half the constants moved.
            let constants = held.map { g.below(2) == 0 ? Double(g.below(400)) - 100 : $0.expression.constant }
            let fresh = (0..<5).map { Variable("w\($0)") }, other = (0..<5).map { Variable("u\($0)") }
            let batch = Self.rebuilt(held, variables: fresh, constants: constants)
            let single = Self.rebuilt(held, variables: other, constants: constants)
            let fromTemplate = Solver(), oneByOne = Solver()
            let hitsBefore = templates.hits
            var templateError: Int?, singleError: Int?
            do { try fromTemplate.add(contentsOf: batch, templates: templates) } catch {
                templateError = batch.firstIndex { !fromTemplate.contains($0) }
            }
            if templates.hits > hitsBefore && templateError == nil { hits += 1 }
            for (i, c) in single.enumerated() where singleError == nil {
                do { try oneByOne.add(c) } catch { singleError = i }
            }
            #expect(templateError == singleError, "the batch stops where one by one does")
            let count = singleError ?? single.count
            var live = Array(0..<count)
            var moves: [ObjectIdentifier: Double] = [:]
            for step in 0..<5 {
                fromTemplate.updateVariables()
                oneByOne.updateVariables()
                let a = SetConstantPropertyTests.levelErrors(live.map { batch[$0] }, constants: moves)
                let b = SetConstantPropertyTests.levelErrors(live.map { single[$0] }, constants: moves)
                for (priority, error) in b {
                    #expect(abs((a[priority] ?? 0) - error) <= 1e-7 * max(1, abs(error)), "priority \(priority), step \(step)")
                }
                for i in live where batch[i].isRequired {
                    let c = batch[i]
                    let value = c.expression.value - c.expression.constant + (moves[ObjectIdentifier(c)] ?? c.expression.constant)
                    let holds = switch c.relation {
                    case .equal: abs(value) < 1e-6
                    case .lessThanOrEqual: value < 1e-6
                    case .greaterThanOrEqual: value > -1e-6
                    }
                    #expect(holds, "required constraints hold")
                }
                guard !live.isEmpty else { break }
                // A removal or an edit of a constraint's constant, on both.
                let k = live[g.below(live.count)]
                if g.below(3) == 0 {
                    try fromTemplate.remove(batch[k])
                    try oneByOne.remove(single[k])
                    live.removeAll { $0 == k }
                } else {
                    let new = Double(g.below(400)) - 100
                    let moved = (try? fromTemplate.setConstant(new, of: batch[k])) != nil
                    #expect(moved == ((try? oneByOne.setConstant(new, of: single[k])) != nil))
                    if moved {
                        moves[ObjectIdentifier(batch[k])] = new
                        moves[ObjectIdentifier(single[k])] = new
                    }
                }
            }
        }
        #expect(hits > 50, "most systems start from their template")
    }
}
