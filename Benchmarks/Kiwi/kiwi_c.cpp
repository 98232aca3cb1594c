// kiwi_c.cpp: implementation of kiwi_c.h over kiwi's public C++ API (kiwi/kiwi.h).
// Each handle wraps one kiwi value object (kiwi's Variable, Constraint and Solver are
// reference-counted handles themselves); every C++ exception becomes a kiwi_status.
#include "kiwi_c.h"

#include <kiwi/kiwi.h>

#include <exception>
#include <new>
#include <vector>

struct kiwi_var {
    kiwi::Variable variable;
};

struct kiwi_constraint {
    kiwi::Constraint constraint;
};

struct kiwi_solver {
    kiwi::Solver solver;
};

namespace {

// Runs `body`, mapping kiwi's exceptions (and any other) to status codes.
template <typename Body>
int guarded(Body body) noexcept {
    try {
        body();
        return KIWI_OK;
    } catch (const kiwi::UnsatisfiableConstraint &) {
        return KIWI_UNSATISFIABLE_CONSTRAINT;
    } catch (const kiwi::UnknownConstraint &) {
        return KIWI_UNKNOWN_CONSTRAINT;
    } catch (const kiwi::DuplicateConstraint &) {
        return KIWI_DUPLICATE_CONSTRAINT;
    } catch (const kiwi::UnknownEditVariable &) {
        return KIWI_UNKNOWN_EDIT_VARIABLE;
    } catch (const kiwi::DuplicateEditVariable &) {
        return KIWI_DUPLICATE_EDIT_VARIABLE;
    } catch (const kiwi::BadRequiredStrength &) {
        return KIWI_BAD_REQUIRED_STRENGTH;
    } catch (const kiwi::InternalSolverError &) {
        return KIWI_INTERNAL_SOLVER_ERROR;
    } catch (...) {
        return KIWI_OTHER_ERROR;
    }
}

kiwi::RelationalOperator relation_of(int relation) {
    switch (relation) {
    case KIWI_LE: return kiwi::OP_LE;
    case KIWI_GE: return kiwi::OP_GE;
    default: return kiwi::OP_EQ;
    }
}

}  // namespace

extern "C" {

double kiwi_strength_create(double a, double b, double c, double w) { return kiwi::strength::create(a, b, c, w); }
double kiwi_strength_required(void) { return kiwi::strength::required; }
double kiwi_strength_strong(void) { return kiwi::strength::strong; }
double kiwi_strength_medium(void) { return kiwi::strength::medium; }
double kiwi_strength_weak(void) { return kiwi::strength::weak; }

const char *kiwi_version(void) { return KIWI_VERSION; }

kiwi_var *kiwi_var_new(const char *name) {
    try {
        return new kiwi_var{name ? kiwi::Variable(name) : kiwi::Variable()};
    } catch (...) {
        return nullptr;
    }
}

void kiwi_var_free(kiwi_var *var) { delete var; }

double kiwi_var_value(const kiwi_var *var) { return var->variable.value(); }

kiwi_constraint *kiwi_constraint_new(const kiwi_var *const *vars, const double *coefficients, int count,
                                     double constant, int relation, double strength) {
    try {
        std::vector<kiwi::Term> terms;
        terms.reserve(count > 0 ? static_cast<size_t>(count) : 0);
        for (int i = 0; i < count; ++i) terms.emplace_back(vars[i]->variable, coefficients[i]);
        kiwi::Expression expression(std::move(terms), constant);
        return new kiwi_constraint{kiwi::Constraint(expression, relation_of(relation), strength)};
    } catch (...) {
        return nullptr;
    }
}

void kiwi_constraint_free(kiwi_constraint *constraint) { delete constraint; }

kiwi_solver *kiwi_solver_new(void) {
    try {
        return new kiwi_solver{};
    } catch (...) {
        return nullptr;
    }
}

void kiwi_solver_free(kiwi_solver *solver) { delete solver; }

void kiwi_solver_reset(kiwi_solver *solver) { solver->solver.reset(); }

int kiwi_solver_add_constraint(kiwi_solver *solver, const kiwi_constraint *constraint) {
    return guarded([&] { solver->solver.addConstraint(constraint->constraint); });
}

int kiwi_solver_remove_constraint(kiwi_solver *solver, const kiwi_constraint *constraint) {
    return guarded([&] { solver->solver.removeConstraint(constraint->constraint); });
}

int kiwi_solver_has_constraint(const kiwi_solver *solver, const kiwi_constraint *constraint) {
    return solver->solver.hasConstraint(constraint->constraint) ? 1 : 0;
}

int kiwi_solver_add_edit_variable(kiwi_solver *solver, const kiwi_var *var, double strength) {
    return guarded([&] { solver->solver.addEditVariable(var->variable, strength); });
}

int kiwi_solver_remove_edit_variable(kiwi_solver *solver, const kiwi_var *var) {
    return guarded([&] { solver->solver.removeEditVariable(var->variable); });
}

int kiwi_solver_has_edit_variable(const kiwi_solver *solver, const kiwi_var *var) {
    return solver->solver.hasEditVariable(var->variable) ? 1 : 0;
}

int kiwi_solver_suggest_value(kiwi_solver *solver, const kiwi_var *var, double value) {
    return guarded([&] { solver->solver.suggestValue(var->variable, value); });
}

void kiwi_solver_update_variables(kiwi_solver *solver) { solver->solver.updateVariables(); }

}  // extern "C"
