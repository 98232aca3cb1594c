/// One step of a random sequence of solver calls.
enum Operation {
    /// `solver.add` of a new constraint.
    case add(ConstraintSpec)
    /// `solver.remove` of the live constraint with this id.
    case remove(id: Int)
    /// `solver.remove` then `solver.add` of the same constraint object (it gets a new position, same id).
    case readd(id: Int)
    /// `solver.addEditVariable` followed by `suggestValue` (an edit is never left at an unspecified value).
    case addEdit(variable: Int, priority: Double, weight: Double, value: Double)
    /// `solver.suggestValue` on an existing edit variable.
    case suggest(variable: Int, value: Double)
    /// `solver.removeEditVariable`.
    case removeEdit(variable: Int)
    /// `solver.setConstant` on the live constraint with this id: its expression's constant becomes `constant`.
    case setConstant(id: Int, constant: Double)
}
