/// Adding a batch of constraints to an empty solver from a solved template of the same shape (`SolverTemplateCache`).
extension SolverCore {
    /// Whether the solver holds nothing: no constraint, edit variable or variable.
    var isEmpty: Bool { tags.count == 0 && edits.isEmpty && variableCount == 0 }

    /// Adds `constraints` in order, as `addConstraint` one by one would, stopping at the first that throws (those
    /// before it stay added). When the solver is empty and `templates` holds a solved system of the same shape, the
    /// solver starts from it (`instantiate`); when it holds none, the system is added one by one and recorded.
    mutating func addConstraints(_ constraints: [Constraint], templates: SolverTemplateCache?) throws {
        guard let templates, constraints.count > 1, isEmpty else {
            for constraint in constraints { try addConstraint(constraint) }
            return
        }
        // A token of its own for the state this call ends with: the shape keeps local indices in the variables'
        // caches under it, which the solver's symbols then replace in place.
        let token = Token()
        guard let shape = SystemShape(constraints, token: token) else {
            for constraint in constraints { try addConstraint(constraint) }
            return
        }
        if let template = templates.template(for: shape) {
            var instance = template.core
            if SolverCore.instantiate(&instance, from: template, for: constraints, shape: shape, token: token) {
                // This state is empty: back to the pool, under its own token (no live solver has it any more).
                swap(&self, &instance)
                SolverCorePool.giveUnused(consume instance)
                return
            }
        }
        self.token = token
        for constraint in constraints { try addConstraint(constraint) }
        sharesTemplateBuffers = true
        templates.record(self, shape: shape, constraints: constraints)
    }

    /// Makes `core`, a copy of the template's state, a solver's state for `constraints`, of the template's shape, under
    /// `token`: the template's tableau with its constraints and variables replaced by the batch's, and each constant
    /// that differs moved along its marker's column (`shiftConstant`), after which the dual simplex restores
    /// feasibility and the primal simplex any optimality round-off cost. False when the batch names a constraint twice,
    /// or when the moved constants leave the required constraints unsatisfiable: the caller then adds the batch one by
    /// one, which names the error.
    ///
    /// In place, so that the state is not copied on its way back to the caller (a retain of each of its buffers, and
    /// the local's destruction).
    static func instantiate(_ core: inout SolverCore, from template: SolverTemplate, for constraints: [Constraint],
                            shape: SystemShape, token: Token) -> Bool {
        core.token = token
        core.sharesTemplateBuffers = true
        let tags = template.core.tags.rebound(to: constraints, batchIndex: template.batchIndex, token)
        // A constraint named twice is in two slots; its cache names the second, so the first does not hold it.
        // Through the buffer, each constraint unretained (the caller holds the batch): read from the array, each was
        // retained and released around its lookup.
        let tokenID = ObjectIdentifier(token)
        let renamed = constraints.withUnsafeBufferPointer { constraints in
            template.constraintSlots.withUnsafeBufferPointer { slots in
                constraints.indices.allSatisfy { i in
                    Unmanaged.passUnretained(constraints[i])._withUnsafeGuaranteedRef {
                        tags.slot(of: $0, tokenID) == Int(slots[i])
                    }
                }
            }
        }
        core.tags = consume tags
        guard renamed else { return false }
        // The variables through their unretained references: the batch's caller holds them for the call.
        for index in shape.variables.indices {
            let id = template.variableSymbols[index]
            guard id > 0 else { continue }
            let variable = shape.variables[index]
            core.setVariable(variable, of: Symbol(id: id))
            variable._withUnsafeGuaranteedRef { $0.solverSymbols.set(id, for: token) }
        }
        let recorded = template.shape.constants
        guard recorded != shape.constants else { return true }
        core.beginTransaction()
        do {
            for i in constraints.indices where shape.constants[i] != recorded[i] {
                guard let tag = core.tags.tag(inSlot: template.constraintSlots[i]) else { return false }
                try core.shiftConstant(of: tag, by: shape.constants[i] - recorded[i])
                core.tags.setConstant(shape.constants[i], of: constraints[i], core.tokenID)
            }
            try core.dualOptimize()
            try core.optimize()
        } catch {
            return false
        }
        core.endTransaction()
        return true
    }
}
