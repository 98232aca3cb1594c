/*
 * kiwi_c.h: a thin C API over kiwi's C++ solver, so that Trellis's benchmark can load kiwi with
 * dlopen/dlsym and drive it with the same systems it gives Trellis's own solver.
 *
 * Built by Benchmarks/Kiwi/build.sh into .kiwi/libkiwi_c.so against the kiwi headers of the
 * `kiwisolver` source distribution (PyPI). Only this wrapper is ours; kiwi itself is never committed.
 *
 * Handles are opaque heap objects owned by the caller: free every variable, constraint and solver you
 * create. Calls that can fail return a kiwi_status instead of throwing C++ exceptions across the ABI.
 */
#ifndef TRELLIS_KIWI_C_H
#define TRELLIS_KIWI_C_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct kiwi_solver kiwi_solver;
typedef struct kiwi_var kiwi_var;
typedef struct kiwi_constraint kiwi_constraint;

/* Outcome of a call that kiwi may refuse (one code per kiwi exception type). */
typedef enum kiwi_status {
    KIWI_OK = 0,
    KIWI_UNSATISFIABLE_CONSTRAINT = 1,
    KIWI_UNKNOWN_CONSTRAINT = 2,
    KIWI_DUPLICATE_CONSTRAINT = 3,
    KIWI_UNKNOWN_EDIT_VARIABLE = 4,
    KIWI_DUPLICATE_EDIT_VARIABLE = 5,
    KIWI_BAD_REQUIRED_STRENGTH = 6,
    KIWI_INTERNAL_SOLVER_ERROR = 7,
    KIWI_OTHER_ERROR = 8
} kiwi_status;

/* The relation of a constraint `expression <op> 0`. */
typedef enum kiwi_relation {
    KIWI_LE = 0, /* expression <= 0 */
    KIWI_GE = 1, /* expression >= 0 */
    KIWI_EQ = 2  /* expression == 0 */
} kiwi_relation;

/* kiwi's strength::create(a, b, c, w): a*w*1e6 + b*w*1e3 + c*w (each clamped to [0, 1000]). */
double kiwi_strength_create(double a, double b, double c, double w);
/* kiwi's named strengths. */
double kiwi_strength_required(void);
double kiwi_strength_strong(void);
double kiwi_strength_medium(void);
double kiwi_strength_weak(void);

/* Version string of the kiwi headers the wrapper was compiled against. */
const char *kiwi_version(void);

kiwi_var *kiwi_var_new(const char *name); /* name may be NULL */
void kiwi_var_free(kiwi_var *var);
/* The value written by the last kiwi_solver_update_variables. */
double kiwi_var_value(const kiwi_var *var);

/*
 * A constraint `sum(coefficients[i] * vars[i]) + constant <relation> 0` at `strength`
 * (a kiwi strength, e.g. kiwi_strength_weak()). `count` may be 0.
 */
kiwi_constraint *kiwi_constraint_new(const kiwi_var *const *vars, const double *coefficients, int count,
                                     double constant, int relation, double strength);
void kiwi_constraint_free(kiwi_constraint *constraint);

kiwi_solver *kiwi_solver_new(void);
void kiwi_solver_free(kiwi_solver *solver);
void kiwi_solver_reset(kiwi_solver *solver);

int kiwi_solver_add_constraint(kiwi_solver *solver, const kiwi_constraint *constraint);
int kiwi_solver_remove_constraint(kiwi_solver *solver, const kiwi_constraint *constraint);
int kiwi_solver_has_constraint(const kiwi_solver *solver, const kiwi_constraint *constraint); /* 1 or 0 */

int kiwi_solver_add_edit_variable(kiwi_solver *solver, const kiwi_var *var, double strength);
int kiwi_solver_remove_edit_variable(kiwi_solver *solver, const kiwi_var *var);
int kiwi_solver_has_edit_variable(const kiwi_solver *solver, const kiwi_var *var); /* 1 or 0 */
int kiwi_solver_suggest_value(kiwi_solver *solver, const kiwi_var *var, double value);

void kiwi_solver_update_variables(kiwi_solver *solver);

#ifdef __cplusplus
}
#endif

#endif /* TRELLIS_KIWI_C_H */
