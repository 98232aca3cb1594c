/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are values; the algebra in `Operators.swift` builds them, and a `Constraint` holds
/// one normalised to `expression relation 0`.
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(Term(variable)) }
    public init(_ term: Term) {
        // Room for the few terms a layout expression gains as operators extend it (`a + b + 8`), so that
        // building one costs a single allocation.
        var terms: [Term] = []
        terms.reserveCapacity(4)
        terms.append(term)
        self.init(terms)
    }
    public init(constant: Double) { self.init([], constant: constant) }

    /// The expression's value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.value } }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The same expression with the terms of each variable merged into one (first occurrence order)
    /// and zero coefficients dropped.
    public func reduced() -> Expression {
        isKnownReduced ? self : mergingTerms()
    }

    /// Whether the expression is reduced already (no variable twice, no zero coefficient: no copy needed), as far as
    /// checking each pair of terms (no hashing) is worth it: up to 32 terms (`reducedAndFinite`). Expressions in layouts
    /// have a handful, and nearly all are reduced as written.
    var isKnownReduced: Bool { reducedAndFinite().reduced }

    /// `reduced()` for an expression that is not known to be reduced: a quadratic merge without hashing below a few
    /// dozen terms, a dictionary above.
    func mergingTerms() -> Expression {
        if terms.count > 32 { return reducedWithDictionary() }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        outer: for term in terms {
            for k in merged.indices where merged[k].variable === term.variable {
                merged[k].coefficient += term.coefficient
                continue outer
            }
            merged.append(term)
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }

    /// Whether the expression is reduced (no variable twice, no zero coefficient) and whether it is finite, up to 32 terms
    /// (`isKnownReduced`; past that, `reduced` is false and `finite` is not computed, also false), in one scan: a
    /// `Constraint` asks both of every expression it is made with (finiteness for the solvers it will be added to), and
    /// the coefficients are read once. Compares identities through the buffer, each pair once. Always inlined: out of line,
    /// returning the pair and calling the buffer's closure cost more than the scan of a one- or two-term expression.
    @inline(__always)
    func reducedAndFinite() -> (reduced: Bool, finite: Bool) {
        let constantIsFinite = constant.isFinite
        return terms.withUnsafeBufferPointer { terms in
            // One and two terms, most of a layout's constraints, compared outright: the loops cost several times as much.
            switch terms.count {
            case 0:
                return (true, constantIsFinite)
            case 1:
                let c = terms[0].coefficient
                return (c != 0, constantIsFinite && c.isFinite)
            case 2:
                let c0 = terms[0].coefficient, c1 = terms[1].coefficient
                return (c0 != 0 && c1 != 0 && ObjectIdentifier(terms[0].variable) != ObjectIdentifier(terms[1].variable),
                        constantIsFinite && c0.isFinite && c1.isFinite)
            case 33...:
                return (false, false)
            default:
                break
            }
            // Plain index loops: a range per term (`(i + 1)..<count`) was checked on construction each time.
            var reduced = true, finite = constantIsFinite
            var i = 0
            while i < terms.count {
                let c = terms[i].coefficient
                if !c.isFinite { finite = false }
                if c == 0 { reduced = false }
                if reduced {
                    let variable = ObjectIdentifier(terms[i].variable)
                    var j = i + 1
                    while j < terms.count {
                        if ObjectIdentifier(terms[j].variable) == variable { reduced = false; break }
                        j += 1
                    }
                }
                i += 1
            }
            return (reduced, finite)
        }
    }

    private func reducedWithDictionary() -> Expression {
        var order: [ObjectIdentifier] = []
        var sums: [ObjectIdentifier: Term] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if var existing = sums[key] {
                existing.coefficient += term.coefficient
                sums[key] = existing
            } else {
                sums[key] = term
                order.append(key)
            }
        }
        return Expression(order.compactMap { sums[$0] }.filter { $0.coefficient != 0 }, constant: constant)
    }
}

extension Expression: CustomStringConvertible {
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
