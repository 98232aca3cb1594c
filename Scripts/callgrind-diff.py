#!/usr/bin/env python3
"""The difference of two `callgrind_annotate --inclusive=yes` listings, per unit of work.

    callgrind-diff.py SMALL.txt LARGE.txt UNITS [TOP]

Prints (LARGE − SMALL) / UNITS for the whole program, then for the TOP functions that differ most. Functions are
matched by name (file and symbol; the object file in brackets is left out), so two runs of the same binary with more
work in one of them give the cost of that work alone. Call lines (`=>`, with call counts that differ between the runs)
are skipped: with recursion, callgrind counts a recursive function's inclusive cost more than once, so read those rows
as upper bounds.
"""
import re
import subprocess
import sys


def load(path):
    costs = {}
    with open(path) as listing:
        for line in listing:
            match = re.match(r'\s*([\d,]+)\s+\([^)]*\)\s+(.*)', line)
            if not match or match.group(2).startswith('=>'):
                continue
            name = re.sub(r'\s*\[[^\]]*\]\s*$', '', match.group(2))
            costs[name] = costs.get(name, 0) + int(match.group(1).replace(',', ''))
    return costs


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    small, large, units = load(sys.argv[1]), load(sys.argv[2]), float(sys.argv[3])
    top = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    total = (large.get('PROGRAM TOTALS', 0) - small.get('PROGRAM TOTALS', 0)) / units
    print(f'instructions per unit: {total:,.0f}')
    rows = sorted(((large.get(k, 0) - small.get(k, 0), k) for k in set(small) | set(large)
                   if k not in ('PROGRAM TOTALS', 'events annotated') and 'below main' not in k
                   and 'libc_start' not in k and not k.startswith('???:0x')), reverse=True)
    # A function can appear under several names (its file, or `<compiler-generated>` for its inlined parts): the
    # first, costliest, stands for it.
    shown = set()
    for (cost, _), name in zip(rows[:4 * top], readable([name for _, name in rows[:4 * top]])):
        if name in shown:
            continue
        shown.add(name)
        print(f'{cost / units / 1000:9.1f}k  {name[:160]}')
        if len(shown) == top:
            break


def readable(names):
    """Paths from the repository's folders on, Swift symbols demangled (`swift demangle --simplified`)."""
    names = [re.sub(r'^.*?/(?=(Sources|Tests|Benchmarks|Examples)/)', '', name) for name in names]
    try:
        result = subprocess.run(['swift', 'demangle', '--simplified', '--compact'], input='\n'.join(names),
                                capture_output=True, text=True, check=True)
        demangled = result.stdout.split('\n')
        if len(demangled) >= len(names):
            return demangled[:len(names)]
    except (OSError, subprocess.CalledProcessError):
        pass
    return names


main()
