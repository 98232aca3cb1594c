import Cassowary

extension LayoutEngine {
    /// A copy of the installed system, on fresh variables so that the engine's own solution is never disturbed, in
    /// which a frame coordinate is pushed towards each end by an objective weaker than every priority in use. The
    /// solver's priorities are strict (no error at one level is ever bought with error at a lower one), so the push
    /// moves only among layouts that keep every level's error at its optimum: the range it finds is exactly the set
    /// of equally good layouts, Auto Layout's definition of ambiguity.
    final class AmbiguityProbe {
        let solver = Solver()
        /// Engine variable → probe variable.
        var map: [ObjectIdentifier: Variable] = [:]
        /// The probe variables written back in `alternative`, with their engine variables.
        var pairs: [(engine: Variable, probe: Variable)] = []
        /// Below every priority of the copied system.
        var objectivePriority = 1.0

        func probe(_ variable: Variable) -> Variable {
            if let p = map[ObjectIdentifier(variable)] { return p }
            let p = Variable(variable.name)
            p.value = variable.value
            map[ObjectIdentifier(variable)] = p
            pairs.append((variable, p))
            return p
        }

        func translate(_ e: LinearExpression) -> LinearExpression {
            LinearExpression(e.terms.map { Term(probe($0.variable), $0.coefficient) }, constant: e.constant)
        }

        /// The range `expression` can take over all equally good layouts (±1e6 stands for unbounded).
        func range(of expression: LinearExpression) -> ClosedRange<Double> {
            let low = extreme(of: expression, towards: -1e6), high = extreme(of: expression, towards: 1e6)
            return min(low, high)...max(low, high)
        }

        /// Pushes `expression` as far as possible towards `target`; returns the value reached.
        @discardableResult
        func extreme(of expression: LinearExpression, towards target: Double, keep: Bool = false) -> Double {
            let objective = Constraint((expression - target).cassowary, .equal, strength: Strength(priority: objectivePriority))
            guard (try? solver.add(objective)) != nil else { return expression.value }
            solver.updateVariables()
            let value = expression.value
            if !keep { try? solver.remove(objective) }
            return value
        }
    }
}
