"""Greedy minimisation of a failing scenario: drop nodes, then contributions, children, noise, plain types,
framework extensions, globals, members and body edits, one at a time, keeping each removal while the scenario still
fails."""

import copy
import os

from .render import render
from .spec import ROOT

# The spec's list of each kind of part a candidate removes (a node goes with `remove_node`; the rest is noise).
LISTS = {"item": "items", "show": "shows", "child": "children", "plain": "plain", "extension": "extensions",
         "global": "globals", "member": "members", "body": "bodies"}


def without(spec, kind, key):
    if spec is None:
        return None
    spec = copy.deepcopy(spec)
    if kind == "node":
        spec.remove_node(key)
    else:
        field = LISTS.get(kind, "noise")
        setattr(spec, field, [entry for entry in getattr(spec, field) if entry["uid"] != key])
    return spec


def candidates(before, after):
    specs = [s for s in (before, after) if s is not None]
    nodes = sorted({n for s in specs for n in list(s.flows) + list(s.vcs) + list(s.coordinators)}
                   - {ROOT} - {s.root for s in specs})
    out = [("node", n) for n in nodes]
    for kind in ("item", "show", "child", "noise", "plain", "extension", "global", "member", "body"):
        field = LISTS.get(kind, "noise")
        out += [(kind, u) for u in sorted({e["uid"] for s in specs for e in getattr(s, field, [])})]
    return out


def minimise(fails, before, after, touched, budget=400):
    """The smallest (before, after) found for which `fails(before, after, touched)` still holds."""
    changed = True
    while changed and budget > 0:
        changed = False
        for kind, key in candidates(before, after):
            if budget <= 0:
                break
            b, a = without(before, kind, key), without(after, kind, key)
            budget -= 1
            if fails(b, a, touched):
                before, after, changed = b, a, True
    return before, after


def write_repro(folder, seed, before, after, touched, description, problems):
    """The minimised project (and, for an edit, the project before it) with a README saying how to run it."""
    os.makedirs(folder, exist_ok=True)
    for name, spec in (("before", before), ("project", after)):
        if spec is None:
            continue
        for rel, text in render(spec).items():
            path = os.path.join(folder, name, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as handle:
                handle.write(text)
    lines = [f"seed {seed}: {description}", ""]
    if after.truth_exact():
        lines += [f"expected edges (rxtree {after.root} --format json --no-checks):"] + ["  " + e for e in after.truth()]
    else:
        lines += ["a plain type shadows a name the code uses, or a framework extension, a global, a member or a body edit may",
                  "change the output: the truth is not asserted, only that the warm run prints what a cold one does"]
    lines += ["", "problems:"] + ["  " + p for p in problems]
    lines += ["", "accounting: rxtree lint --explain --no-cache --dir project prints 'explain: calls: N navigation "
              "calls, 0 unaccounted' on stderr"]
    if before is not None:
        lines += ["", "to reproduce: run rxtree with --cache-dir C on before/, copy project/ over it "
                  "(deleting files it lacks" + (", touching " + ", ".join(touched) if touched else "")
                  + "), run again with --cache-dir C and compare with --no-cache --no-skip"]
    with open(os.path.join(folder, "REPRO.txt"), "w") as handle:
        handle.write("\n".join(lines) + "\n")
