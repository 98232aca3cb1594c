#!/usr/bin/env python3
"""Differential test of Trellis's Cassowary solver against scipy's HiGHS.

Reads the JSON Lines written by `cassowary-difftest` (stdin or a file; format in
Benchmarks/DifferentialTest/Record.swift) and checks every state:

 (1) Trellis's values satisfy every required constraint (within 1e-7 of the magnitudes involved);
 (2) for every optional priority level, Trellis's weighted error at its own values equals the lexicographic
     optimum computed with HiGHS, within 1e-9 "points" (difference / the level's largest weight);
 (3) every add (or setConstant) that Trellis rejected as unsatisfiable is infeasible together with the required constraints
     present, and so is the conflict set it named (which must hold only required constraints of the solver);
 (4) no required add that Trellis accepted made the required constraints infeasible (after such an add, values
     that pass (1) are themselves the certificate of feasibility; otherwise, and at every full state, HiGHS decides).

The reference optimum is computed level by level, highest priority first. After each level the level's optimal
set is fixed exactly, with no tolerance allowance (see /work/shared/reference/differential-testing.md): every
error variable with a positive reduced cost is fixed to zero and every inequality with a nonzero dual becomes
an equality. By complementary slackness with one optimal dual solution, what remains feasible is exactly the
set of that level's optima. A level at which Trellis's values have no error and lie in that exact optimal set of
the levels above is certified 0 without an LP (its optimal set: the same, with the level's errors fixed at 0);
`--exhaustive` makes HiGHS solve every level.

Usage:
    difftest.py [FILE] [--jobs N] [--show K] [--exhaustive]     # FILE defaults to stdin
    difftest.py --self-test                       # the reference against hand-made systems with known optima
    difftest.py FILE --minimize .build-difftest/release/cassowary-difftest   # and shrink the smallest failure

Prints `difftest: N passed, M failed` (N, M count systems) alone on a line, then details of the first failures
(the JSON of the smallest failing state, with the command that replays its system), and exits 1 on any failure.
"""

import argparse
import json
import multiprocessing
import os
import sys
import time

import numpy as np
from scipy.optimize import linprog

REQUIRED = 1000.0
EXHAUSTIVE = False  # --exhaustive: HiGHS solves every level, even those Trellis's values certify as zero
REQUIRED_TOLERANCE = 1e-7  # check (1), relative to the magnitudes in the constraint
POINTS_TOLERANCE = 1e-9  # check (2), in points of error (difference / the level's largest weight)
# A reduced cost or dual below this (relative to the level's largest weight) is HiGHS's rounding of a zero. True
# nonzero values in these systems are products of weights and coefficients, many orders of magnitude larger.
DUAL_ZERO = 1e-9
# check (2) shortcut: how closely Trellis's values must satisfy the current constraint set to certify a zero level
CERTIFICATE_TOLERANCE = 1e-9
HIGHS_OPTIONS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}


class ReferenceError(Exception):
    """HiGHS failed on a problem it should solve (not a Trellis failure, but reported as a failure)."""


# ---------------------------------------------------------------------------------------------------------------
# The LP model of a state

class Model:
    """The constraints of one state as an LP: free variables x, nonnegative error variables for the optional
    constraints; required equalities/inequalities and the optional ones with their error variables.

    Optional `a.x + c == 0`: `a.x + c - p + n == 0`, error p + n.
    Optional `a.x + c <= 0`: `a.x + c - s <= 0`, error s.   Optional `>=`: `-(a.x + c) - s <= 0`, error s.
    """

    def __init__(self, nvars, constraints):
        self.nvars = nvars
        self.constraints = constraints
        ncols = nvars
        self.error_columns = []  # per constraint: list of its error columns (empty when required)
        for c in constraints:
            if c["priority"] >= REQUIRED:
                self.error_columns.append([])
            elif c["relation"] == "==":
                self.error_columns.append([ncols, ncols + 1])
                ncols += 2
            else:
                self.error_columns.append([ncols])
                ncols += 1
        self.ncols = ncols
        eq_rows, eq_rhs, ub_rows, ub_rhs = [], [], [], []
        for c, cols in zip(constraints, self.error_columns):
            row = np.zeros(ncols)
            for index, coefficient in c["terms"]:
                row[index] += coefficient
            rhs = -c["constant"]
            if c["relation"] == "==":
                if cols:
                    row[cols[0]] = -1.0
                    row[cols[1]] = 1.0
                eq_rows.append(row)
                eq_rhs.append(rhs)
            else:
                if c["relation"] == ">=":
                    row, rhs = -row, -rhs
                if cols:
                    row[cols[0]] = -1.0
                ub_rows.append(row)
                ub_rhs.append(rhs)
        self.eq_rows, self.eq_rhs = eq_rows, eq_rhs
        self.ub_rows, self.ub_rhs = ub_rows, ub_rhs
        self.bounds = [(None, None)] * nvars + [(0.0, None)] * (ncols - nvars)

    def levels(self):
        """The optional priorities present, highest first."""
        return sorted({c["priority"] for c in self.constraints if c["priority"] < REQUIRED}, reverse=True)

    def objective(self, priority):
        cost = np.zeros(self.ncols)
        for c, cols in zip(self.constraints, self.error_columns):
            if c["priority"] == priority:
                for col in cols:
                    cost[col] = c["weight"]
        return cost

    def solve(self, cost, eq_rows, eq_rhs, ub_rows, ub_rhs, bounds):
        def matrix(rows):
            return np.array(rows) if rows else None

        return linprog(
            cost,
            A_ub=matrix(ub_rows), b_ub=np.array(ub_rhs) if ub_rows else None,
            A_eq=matrix(eq_rows), b_eq=np.array(eq_rhs) if eq_rows else None,
            bounds=bounds, method="highs", options=HIGHS_OPTIONS,
        )

    def point(self, values):
        """The LP point of the given variable values: the values, then each optional constraint's smallest
        error variables (for an equality, p = max(0, r) and n = max(0, -r))."""
        z = np.zeros(self.ncols)
        z[:self.nvars] = values
        for c, cols in zip(self.constraints, self.error_columns):
            if cols:
                r, _ = residual(c, values)
                if c["relation"] == "==":
                    z[cols[0]], z[cols[1]] = max(0.0, r), max(0.0, -r)
                else:
                    z[cols[0]] = violation(c, values)
        return z

    def certifies_zero(self, z, priority, eq_rows, eq_rhs, ub_rows, ub_rhs, bounds):
        """True if the point z lies in the current feasible set (the exact optimal set of the levels above)
        with no error at `priority`: then that level's optimum is 0, and its optimal set is the current set
        with the level's errors fixed at 0. Residuals are allowed CERTIFICATE_TOLERANCE of their magnitudes."""
        def within(rows, rhs, equal):
            if not rows:
                return True
            a = np.array(rows)
            r = a @ z - np.array(rhs)
            magnitude = np.maximum(1.0, np.maximum(np.abs(a) @ np.abs(z), np.abs(rhs)))
            bad = np.abs(r) if equal else r
            return bool(np.all(bad <= CERTIFICATE_TOLERANCE * magnitude))
        for c, cols in zip(self.constraints, self.error_columns):
            if c["priority"] == priority:
                for col in cols:
                    if z[col] > CERTIFICATE_TOLERANCE * max(1.0, abs(z[:self.nvars]).max(initial=0.0)):
                        return False
        for col in range(self.nvars, self.ncols):
            if bounds[col] == (0.0, 0.0) and z[col] > CERTIFICATE_TOLERANCE * max(1.0, abs(z[:self.nvars]).max(initial=0.0)):
                return False
        return within(eq_rows, eq_rhs, True) and within(ub_rows, ub_rhs, False)

    def lexicographic_optimum(self, certificate=None):
        """[(priority, optimal weighted error, certified)] highest first, or None if the required constraints
        are infeasible. Raises ReferenceError if HiGHS fails otherwise.

        With `certificate` (variable values, Trellis's), a level at which those values have no error and lie in
        the optimal set of the levels above is settled without an LP (`certified` True): its optimum is 0 and
        its optimal set is the current one with the level's errors fixed at 0, exactly. Every other level is
        solved by HiGHS. Without `certificate`, HiGHS solves every level."""
        z = self.point(certificate) if certificate is not None else None
        eq_rows, eq_rhs = list(self.eq_rows), list(self.eq_rhs)
        ub_rows, ub_rhs = list(self.ub_rows), list(self.ub_rhs)
        bounds = list(self.bounds)
        levels = self.levels()
        if not levels:
            result = self.solve(np.zeros(self.ncols), eq_rows, eq_rhs, ub_rows, ub_rhs, bounds)
            if result.status == 2:
                return None
            if result.status != 0:
                raise ReferenceError(f"feasibility LP: status {result.status}: {result.message}")
            return []
        optimum = []
        for priority in levels:
            if z is not None and self.certifies_zero(z, priority, eq_rows, eq_rhs, ub_rows, ub_rhs, bounds):
                for c, cols in zip(self.constraints, self.error_columns):
                    if c["priority"] == priority:
                        for col in cols:
                            bounds[col] = (0.0, 0.0)
                optimum.append((priority, 0.0, True))
                continue
            cost = self.objective(priority)
            result = self.solve(cost, eq_rows, eq_rhs, ub_rows, ub_rhs, bounds)
            if result.status == 2 and not optimum:
                return None
            if result.status != 0:
                raise ReferenceError(f"level {priority}: status {result.status}: {result.message}")
            optimum.append((priority, float(result.fun), False))
            # Fix the level's optimal set exactly (complementary slackness with this optimal dual).
            zero = DUAL_ZERO * max(1.0, float(cost.max()))
            reduced = result.lower.marginals
            for col in range(self.nvars, self.ncols):
                if bounds[col] != (0.0, 0.0) and reduced[col] > zero:
                    bounds[col] = (0.0, 0.0)
            if ub_rows:
                duals = result.ineqlin.marginals
                keep_rows, keep_rhs = [], []
                for row, rhs, dual in zip(ub_rows, ub_rhs, duals):
                    if abs(dual) > zero:
                        eq_rows.append(row)
                        eq_rhs.append(rhs)
                    else:
                        keep_rows.append(row)
                        keep_rhs.append(rhs)
                ub_rows, ub_rhs = keep_rows, keep_rhs
        return optimum


def feasible(nvars, constraints):
    """True if the constraints (taken as required, whatever their priority) have a common solution."""
    required = [dict(c, priority=REQUIRED) for c in constraints]
    model = Model(nvars, required)
    result = model.solve(np.zeros(model.ncols), model.eq_rows, model.eq_rhs, model.ub_rows, model.ub_rhs, model.bounds)
    if result.status == 0:
        return True
    if result.status == 2:
        return False
    raise ReferenceError(f"feasibility LP: status {result.status}: {result.message}")


# ---------------------------------------------------------------------------------------------------------------
# Errors at given values

def residual(c, values):
    """(a.x + c, the magnitude of its largest part) at the given values."""
    total = c["constant"]
    magnitude = abs(c["constant"])
    for index, coefficient in c["terms"]:
        part = coefficient * values[index]
        total += part
        magnitude = max(magnitude, abs(part))
    return total, magnitude


def violation(c, values):
    r, _ = residual(c, values)
    if c["relation"] == "==":
        return abs(r)
    if c["relation"] == "<=":
        return max(0.0, r)
    return max(0.0, -r)


def level_errors(constraints, values):
    """{priority: weighted error at the values} for the optional priorities, and {priority: largest weight}."""
    errors, weights = {}, {}
    for c in constraints:
        p = c["priority"]
        if p < REQUIRED:
            errors[p] = errors.get(p, 0.0) + c["weight"] * violation(c, values)
            weights[p] = max(weights.get(p, 0.0), c["weight"])
    return errors, weights


def describe(c, names):
    parts = []
    for index, coefficient in c["terms"]:
        name = names[index] if 0 <= index < len(names) else f"?{index}"
        parts.append(name if coefficient == 1 else f"{coefficient:g}*{name}")
    if c["constant"] or not parts:
        parts.append(f"{c['constant']:g}")
    strength = "required" if c["priority"] >= REQUIRED else f"@{c['priority']:g}" + (
        f"x{c['weight']:g}" if c["weight"] != 1 else "")
    return f"[{c.get('id')}] " + " + ".join(parts) + f" {c['relation']} 0 {strength}"


# ---------------------------------------------------------------------------------------------------------------
# The checks

def check_state(record):
    """Returns (failures, stats) for one record: failures is a list of messages."""
    failures = []
    stats = {"states": 1, "levels": 0, "certified": 0, "rejections": 0, "conflicts": 0, "irreducible": 0, "feasibility": 0,
             "worst_points": 0.0}
    nvars = record["vars"]
    names = record.get("names", [])
    constraints = record["constraints"]
    values = record["values"]
    required = [c for c in constraints if c["priority"] >= REQUIRED]

    if record["outcome"] == "error":
        failures.append(f"solver error on {record['op']}: {record.get('error')}")

    for c in constraints:
        if any(not (0 <= index < nvars) for index, _ in c["terms"]):
            failures.append(f"constraint with a variable foreign to the system: {describe(c, names)}")
    if failures:
        return failures, stats

    # (1) required constraints hold at Trellis's values
    if len(values) != nvars or not all(np.isfinite(values)):
        failures.append(f"(1) values not finite or wrong count: {values}")
        return failures, stats
    for c in required:
        r, magnitude = residual(c, values)
        allowance = REQUIRED_TOLERANCE * max(1.0, magnitude)
        bad = (abs(r) > allowance) if c["relation"] == "==" else (
            r > allowance if c["relation"] == "<=" else r < -allowance)
        if bad:
            failures.append(f"(1) required constraint violated by {r:.3e}: {describe(c, names)}")

    # (3) rejected adds are infeasible, and so are their conflict sets
    rejected = record.get("rejected")
    if rejected is not None:
        stats["rejections"] += 1
        bad_constraint = rejected["constraint"]
        if not rejected.get("sameConstraint", True):
            failures.append("(3) unsatisfiable names another constraint than the one added")
        if bad_constraint["priority"] < REQUIRED:
            failures.append(f"(3) optional constraint rejected as unsatisfiable: {describe(bad_constraint, names)}")
        # A refused setConstant: the constraint `moved` stays in the solver with its old constant, so the new
        # one must be infeasible with the *other* required constraints, and the conflict set must not name it.
        moved = rejected.get("moved")
        others = [c for c in required if moved is None or c["id"] != moved]
        try:
            stats["feasibility"] += 1
            if feasible(nvars, others + [bad_constraint]):
                failures.append(f"(3) rejected a constraint that is feasible with the required ones: "
                                f"{describe(bad_constraint, names)}")
            conflicts = rejected["conflicts"]
            live_ids = {c["id"] for c in others}
            for c in conflicts:
                if c.get("id") not in live_ids:
                    failures.append(f"(3) conflict set names a constraint that is not a required one in the "
                                    f"solver: {describe(c, names)}")
            stats["feasibility"] += 1
            if feasible(nvars, conflicts + [bad_constraint]):
                failures.append(f"(3) the conflict set is feasible with the rejected constraint: "
                                + "; ".join(describe(c, names) for c in conflicts))
            else:
                stats["conflicts"] += 1
                # Irreducible (every member needed)? Reported as a statistic, not a failure.
                irreducible = True
                for i in range(len(conflicts)):
                    stats["feasibility"] += 1
                    if not feasible(nvars, conflicts[:i] + conflicts[i + 1:] + [bad_constraint]):
                        irreducible = False
                        break
                stats["irreducible"] += int(irreducible)
        except ReferenceError as error:
            failures.append(f"reference error: {error}")

    # (4) the required constraints are feasible (an accepted add did not make them infeasible). When (1)
    # passed, Trellis's values are themselves a certificate of feasibility (checked here, independently of
    # Trellis); otherwise HiGHS decides whether the set is infeasible or only Trellis's values are wrong.
    if record["check"] == "feasible":
        if failures:
            try:
                stats["feasibility"] += 1
                if not feasible(nvars, required):
                    failures.append(f"(4) accepted {record['op']} but the required constraints are infeasible")
            except ReferenceError as error:
                failures.append(f"reference error: {error}")
        return failures, stats

    # (2) lexicographic optimum, level by level (also (4): None means the required set is infeasible)
    try:
        optimum = Model(nvars, constraints).lexicographic_optimum(None if EXHAUSTIVE else values)
    except ReferenceError as error:
        failures.append(f"reference error: {error}")
        return failures, stats
    if optimum is None:
        failures.append(f"(4) the required constraints are infeasible (an accepted add made them so)")
        return failures, stats
    errors, weights = level_errors(constraints, values)
    for priority, best, certified in optimum:
        stats["levels"] += 1
        stats["certified"] += int(certified)
        points = (errors[priority] - best) / weights[priority]
        stats["worst_points"] = max(stats["worst_points"], abs(points))
        if abs(points) > POINTS_TOLERANCE:
            failures.append(f"(2) priority {priority:g}: Trellis's error {errors[priority]!r}, optimum {best!r} "
                            f"({points:+.3e} points)")
    if failures:
        stats["worst_points"] = 0.0  # the statistic describes passing states
    return failures, stats


def set_exhaustive(value):
    global EXHAUSTIVE
    EXHAUSTIVE = value


def check_line(line):
    record = json.loads(line)
    failures, stats = check_state(record)
    return record["system"], record["step"], len(record["constraints"]), failures, stats, (line if failures else None)


# ---------------------------------------------------------------------------------------------------------------
# Shrinking a failing system with `cassowary-difftest --replay`

def run_generator(generator, arguments):
    import subprocess
    out = subprocess.run([generator] + arguments, capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        raise ReferenceError(f"{generator} {' '.join(arguments)}: {out.stderr.strip()}")
    return [json.loads(line) for line in out.stdout.splitlines() if line.strip()]


def replay_failures(generator, replay):
    """Replays a system (`ops`) in a fresh Trellis solver; returns the failures of its records."""
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(replay, f)
        path = f.name
    try:
        records = run_generator(generator, ["--replay", path])
    except ReferenceError as error:
        return [str(error)]
    finally:
        os.unlink(path)
    failures = []
    for record in records:
        failures += check_state(record)[0]
    return failures


def sanitize(ops):
    """Drops the operations that refer to constraints or edits no longer there (after others were dropped)."""
    live, edits, kept = set(), set(), []
    for op in ops:
        kind = op["kind"]
        if kind == "add":
            if op.get("id") is not None:
                live.add(op["id"])
        elif kind == "remove":
            if op["id"] not in live:
                continue
            live.discard(op["id"])
        elif kind == "readd":
            if op["id"] not in live:
                continue
        elif kind == "addEdit":
            if op["var"] in edits:
                continue
            edits.add(op["var"])
        elif kind in ("suggest", "removeEdit"):
            if op["var"] not in edits:
                continue
            if kind == "removeEdit":
                edits.discard(op["var"])
        kept.append(op)
    return kept


def describe_op(op, names):
    kind = op["kind"]
    if kind == "add":
        return f"add {describe(dict(op['constraint'], id=op.get('id')), names)}"
    if kind in ("remove", "readd"):
        return f"{kind} [{op['id']}]"
    name = names[op["var"]] if names else op["var"]
    if kind == "addEdit":
        return f"addEditVariable({name}, priority {op['priority']:g}, weight {op['weight']:g}); suggestValue({op['value']!r})"
    if kind == "suggest":
        return f"suggestValue({op['value']!r}, for: {name})"
    return f"removeEditVariable({name})"


def minimize(generator, seed, system):
    """The system's operations up to its first failing step, then greedily fewer while a replay in a fresh
    solver still fails. Returns (replay object, failures), or (None, reason)."""
    records = run_generator(generator, ["--seed", str(seed), "--first", str(system), "--count", "1", "--every", "1"])
    for k, record in enumerate(records):
        if check_state(record)[0]:
            break
    else:
        return None, "no step of the system fails when it is generated again"
    replay = {"vars": records[0]["vars"], "names": records[0]["names"], "ops": [r["op"] for r in records[:k + 1]]}
    failures = replay_failures(generator, replay)
    if not failures:
        return None, "the operations do not fail when replayed"
    changed = True
    while changed:
        changed = False
        i = len(replay["ops"]) - 1
        while i >= 0:
            ops = sanitize(replay["ops"][:i] + replay["ops"][i + 1:])
            if ops:
                smaller = dict(replay, ops=ops)
                smaller_failures = replay_failures(generator, smaller)
                if smaller_failures:
                    replay, failures, changed = smaller, smaller_failures, True
            i = min(i - 1, len(replay["ops"]) - 1)
    return replay, failures


# ---------------------------------------------------------------------------------------------------------------
# Self-test of the reference: hand-made systems with known lexicographic optima

def C(terms, constant, relation, priority=REQUIRED, weight=1.0, id=None):
    return {"id": id, "terms": terms, "constant": constant, "relation": relation, "priority": priority,
            "weight": weight}


def self_test():
    X, Y, Z = 0, 1, 2
    cases = [
        ("999.5 above 999 above nothing; required x <= 15",
         3, [C([[X, 1]], -10, "==", 999.5), C([[X, 1]], -20, "==", 999), C([[X, 1]], -15, "<=")],
         [(999.5, 0.0), (999.0, 10.0)]),
        ("required 1000 beats 999",
         3, [C([[X, 1]], -100, ">="), C([[X, 1]], -50, "==", 999)], [(999.0, 50.0)]),
        ("a tiny error at 251 would buy a large gain at 250 (y = 1000 x)",
         3, [C([[Y, 1], [X, -1000]], 0, "=="), C([[X, 1]], 0, "==", 251), C([[Y, 1]], -1000, "==", 250)],
         [(251.0, 0.0), (250.0, 1000.0)]),
        ("the same across 999.5 / 999",
         3, [C([[Y, 1], [X, -1000]], 0, "=="), C([[X, 1]], 0, "<=", 999.5), C([[Y, 1]], -1000, ">=", 999)],
         [(999.5, 0.0), (999.0, 1000.0)]),
        ("weights add up inside a level",
         3, [C([[X, 1]], 0, "==", 250, 2), C([[X, 1]], -10, "==", 250, 1)], [(250.0, 10.0)]),
        ("optional inequalities",
         3, [C([[X, 1]], -50, ">=", 750), C([[X, 1]], -40, "<=", 250)], [(750.0, 0.0), (250.0, 10.0)]),
        ("a level with many optima: the next level chooses among them (no over-fixing)",
         3, [C([[X, 1], [Y, 1]], -100, "=="), C([[X, 1]], -30, "==", 500), C([[Y, 1]], -80, "==", 500),
             C([[X, 1]], 0, "==", 250)],
         [(500.0, 10.0), (250.0, 20.0)]),
        ("an inequality made tight by a level (dual turns it into an equality)",
         3, [C([[X, 1], [Y, 1]], -100, "<="), C([[X, 1]], -70, ">=", 999), C([[Y, 1]], -70, ">=", 999),
             C([[X, 1]], 0, "==", 51)],
         [(999.0, 40.0), (51.0, 30.0)]),
        ("close priorities 51 / 49 / 25, the chain squeezed",
         3, [C([[X, 1], [Y, 1], [Z, 1]], -100, "=="), C([[Z, 1]], 0, ">="),
             C([[X, 1]], -60, ">=", 51), C([[Y, 1]], -60, ">=", 49), C([[Z, 1]], -60, ">=", 25)],
         [(51.0, 0.0), (49.0, 20.0), (25.0, 60.0)]),
        ("fractional weights and ratios: w == 2h, w + h == 90 @999, h == 40 @998 x0.5",
         3, [C([[X, 1], [Y, -2]], 0, "=="), C([[X, 1], [Y, 1]], -90, "==", 999), C([[Y, 1]], -40, "==", 998, 0.5)],
         [(999.0, 0.0), (998.0, 5.0)]),
        ("an edit (var == v) at 999 against a required bound and a 250 preference",
         3, [C([[X, 1]], -300, "<="), C([[X, 1]], -320, "==", 999), C([[X, 1]], -100, "==", 250)],
         [(999.0, 20.0), (250.0, 200.0)]),
    ]
    failed = 0
    for name, nvars, constraints, expected in cases:
        got = Model(nvars, constraints).lexicographic_optimum()
        ok = got is not None and len(got) == len(expected) and all(
            p == q and abs(a - b) <= 1e-9 for (p, a, _), (q, b) in zip(got, expected))
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {[(p, e) for p, e, _ in got or []]}"
              + ("" if ok else f" expected {expected}"))
        failed += not ok
    # Infeasibility and the check pipeline end to end.
    infeasible_cases = [
        ("x >= 10 then x <= 5", 1, [C([[X, 1]], -10, ">=")], C([[X, 1]], -5, "<="), False),
        ("a chain too long for its container", 4,
         [C([[Y, 1], [X, -1]], -8, "=="), C([[Y, 1]], -30, ">="), C([[X, 1]], 0, ">="), C([[Z, 1]], -100, "==")],
         C([[Y, 1], [Z, -1]], 80, "<="), False),
        ("a redundant but consistent equality", 2, [C([[X, 1]], -320, "==")], C([[X, 2]], -640, "=="), True),
    ]
    for name, nvars, required, extra, expect_feasible in infeasible_cases:
        ok = feasible(nvars, required + [extra]) == expect_feasible
        print(f"{'ok  ' if ok else 'FAIL'} feasibility: {name}")
        failed += not ok
    # Zero levels certified by given values: the same optima whether the values are optimal or not.
    _, nvars, constraints, expected = cases[6]
    for values in ([20.0, 80.0, 0.0], [30.0, 70.0, 0.0], [25.0, 75.0, 0.0], [0.0, 0.0, 0.0]):
        got = Model(nvars, constraints).lexicographic_optimum(values)
        ok = [(p, round(e, 9)) for p, e, _ in got] == expected
        print(f"{'ok  ' if ok else 'FAIL'} certificate values {values}: {[(p, e, c) for p, e, c in got]}")
        failed += not ok
    _, nvars, constraints, expected = cases[8]
    for values in ([60.0, 40.0, 0.0], [100.0, 0.0, 0.0], [34.0, 33.0, 33.0]):
        got = Model(nvars, constraints).lexicographic_optimum(values)
        ok = [(p, round(e, 9)) for p, e, _ in got] == expected
        print(f"{'ok  ' if ok else 'FAIL'} certificate values {values}: {[(p, e, c) for p, e, c in got]}")
        failed += not ok
    # check_state on a right and a wrong answer
    state = {"system": 0, "step": 0, "check": "full", "op": {}, "outcome": "ok", "vars": 3, "names": ["x", "y", "z"],
             "constraints": cases[6][2], "values": [20.0, 80.0, 0.0]}
    ok_right = check_state(state)[0] == []
    wrong = dict(state, values=[30.0, 70.0, 0.0])  # optimal at 500 but not at 250
    ok_wrong = any(f.startswith("(2) priority 250") for f in check_state(wrong)[0])
    sum_style = dict(state, constraints=cases[2][2], values=[1.0, 1000.0, 0.0])
    ok_sum = any(f.startswith("(2) priority 251") for f in check_state(sum_style)[0])
    print(f"{'ok  ' if ok_right else 'FAIL'} check_state passes an optimal state")
    print(f"{'ok  ' if ok_wrong else 'FAIL'} check_state fails a state optimal at 500 but not at 250")
    print(f"{'ok  ' if ok_sum else 'FAIL'} check_state fails a weighted-sum answer (trades 251 for 250)")
    failed += (not ok_right) + (not ok_wrong) + (not ok_sum)
    print(f"self-test: {'all passed' if not failed else f'{failed} failed'}")
    return 1 if failed else 0


# ---------------------------------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("file", nargs="?", help="JSON Lines from cassowary-difftest (default: stdin)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--show", type=int, default=3, help="failing systems to show in detail")
    parser.add_argument("--self-test", action="store_true", help="check the reference on hand-made systems")
    parser.add_argument("--exhaustive", action="store_true",
                        help="solve every level with HiGHS (no zero-level certificates from Trellis's values)")
    parser.add_argument("--minimize", metavar="GENERATOR",
                        help="path of cassowary-difftest: shrink the smallest failing system's operations by replays")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    set_exhaustive(args.exhaustive)

    start = time.time()
    source = open(args.file) if args.file else sys.stdin
    systems = {}  # system -> True while passing
    failing = {}  # system -> (constraint count, step, failures, line) of its first failing state
    smallest = None
    totals = {"states": 0, "levels": 0, "certified": 0, "rejections": 0, "conflicts": 0, "irreducible": 0, "feasibility": 0,
              "worst_points": 0.0}
    seed = None

    def consume(result):
        nonlocal smallest
        system, step, size, failures, stats, line = result
        systems.setdefault(system, True)
        for key, value in stats.items():
            totals[key] = max(totals[key], value) if key == "worst_points" else totals[key] + value
        if failures:
            systems[system] = False
            if system not in failing:
                failing[system] = (size, step, failures, line)
            if smallest is None or (size, system, step) < smallest[:3]:
                smallest = (size, system, step, failures, line)

    lines = (line for line in source if line.strip())
    last_progress = start

    def progress():
        nonlocal last_progress
        now = time.time()
        if now - last_progress >= 30:
            last_progress = now
            print(f"difftest.py: {totals['states']} states of {len(systems)} systems checked, "
                  f"{sum(1 for ok in systems.values() if not ok)} failing, {now - start:.0f} s", file=sys.stderr)

    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs, initializer=set_exhaustive, initargs=(args.exhaustive,)) as pool:
            for result in pool.imap(check_line, lines, chunksize=32):
                consume(result)
                progress()
    else:
        for line in lines:
            consume(check_line(line))
            progress()
    if smallest is not None:
        seed = json.loads(smallest[4]).get("seed")

    passed = sum(1 for ok in systems.values() if ok)
    failed = len(systems) - passed
    elapsed = time.time() - start
    print(f"difftest: {passed} passed, {failed} failed")
    print(f"  {totals['states']} states, {totals['levels']} priority levels compared "
          f"({totals['levels'] - totals['certified']} solved by HiGHS, {totals['certified']} certified zero), "
          f"{totals['feasibility']} feasibility LPs, {totals['rejections']} rejected adds "
          f"({totals['conflicts']} conflict sets infeasible, {totals['irreducible']} of them irreducible); "
          f"worst level difference in passing states {totals['worst_points']:.2e} points; {elapsed:.1f} s")
    if failed:
        listed = sorted(failing)
        print("  failing systems: " + ", ".join(map(str, listed[:60])) + (" ..." if len(listed) > 60 else ""))

        def show(title, system, step, failures, line):
            print(f"\n--- {title}: system {system}, step {step} "
                  f"(replay: cassowary-difftest --seed {seed} --first {system} --count 1)")
            for message in failures[:10]:
                print(f"  {message}")
            record = json.loads(line)
            names = record.get("names", [])
            print("  constraints:")
            for c in record["constraints"]:
                print(f"    {describe(c, names)}")
            print("  values: " + ", ".join(f"{n}={v!r}" for n, v in zip(names, record["values"])))
            print("  state: " + line.strip())

        size, system, step, failures, line = smallest
        show(f"smallest failing state ({size} constraints)", system, step, failures, line)
        if args.minimize:
            state = json.loads(line)
            replay, minimal = minimize(args.minimize, state["seed"], state["system"])
            if replay is None:
                print(f"\n--- could not minimize: {minimal}")
            else:
                names = replay["names"]
                print(f"\n--- minimized: {len(replay['ops'])} operations on a fresh Solver reproduce it")
                for message in minimal[:10]:
                    print(f"  {message}")
                for op in replay["ops"]:
                    print(f"    {describe_op(op, names)}")
                print("  replay (cassowary-difftest --replay FILE): " + json.dumps(replay, separators=(",", ":")))
        for system in sorted(failing)[:args.show]:
            size, step, failures, line = failing[system]
            show(f"first failing state of failing system", system, step, failures, line)
        return 1
    return 0 if systems else 1


if __name__ == "__main__":
    sys.exit(main())
