"""Runs the real rxtree on rendered specs and compares every answer with the truth."""

import json
import os
import re
import shutil
import subprocess

from .render import REDECLARATION_WARNING, expected_stderr, render

ARGS = ["--format", "json", "--no-checks"]


class Run:
    def __init__(self, label, stdout, stderr, status):
        self.label, self.stdout, self.stderr, self.status = label, stdout, stderr, status

    def nodes(self):
        """The sorted node names of the json document, or None."""
        try:
            return sorted(node["name"] for node in json.loads(self.stdout)["nodes"])
        except (ValueError, KeyError, TypeError):
            return None

    def edges(self):
        """The sorted `From -> To` lines of the json document, or None when it is not one."""
        try:
            document = json.loads(self.stdout)
            return sorted({f"{e['from']} -> {e['to']}" for e in document["edges"]})
        except (ValueError, KeyError, TypeError):
            return None


def run_rxtree(rxtree, root, project, label, extra):
    return run_arguments(rxtree, [root] + ARGS + ["--dir", project] + extra, label)


def run_arguments(rxtree, arguments, label):
    proc = subprocess.run([rxtree] + arguments, capture_output=True, text=True,
                          env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "dumb"}, timeout=120)
    return Run(label, proc.stdout, proc.stderr, proc.returncode)


# `rxtree lint --explain` accounts for every navigation call: a line per style and outcome, then the total.
CALLS_TOTAL = re.compile(r"^explain: calls: (\d+) navigation calls, (\d+) unaccounted$")
CALLS_OUTCOME = re.compile(r"^explain: calls: ([^:]+): (\d+) (\S+)$")


def accounting_problems(run, warnings):
    """Problems of a `lint --explain` run: every navigation call must end as an edge, a warning or a recorded
    reason, so the total line must be there and say 0 unaccounted, and the outcomes must add up to it. Each
    of the project's `warnings` (every generated one is about one call) is a call whose outcome is `warning`;
    `warnings` None when the project's warnings are not known (Spec.truth_exact)."""
    label = run.label
    if run.status not in (0, 2):  # 2: lint found navigation bugs (the generated steps are never emitted)
        return [f"{label}: exit {run.status}, expected 0 or 2: {run.stderr[-300:]!r}"]
    lines = run.stderr.split("\n")
    totals = [m for m in map(CALLS_TOTAL.match, lines) if m]
    if len(totals) != 1:
        return [f"{label}: {len(totals)} lines 'explain: calls: N navigation calls, U unaccounted', expected 1"]
    calls, unaccounted = int(totals[0].group(1)), int(totals[0].group(2))
    problems = []
    if unaccounted:
        problems.append(f"{label}: {unaccounted} of {calls} navigation calls unaccounted")
    problems += [f"{label}: {line}" for line in lines if "no outcome" in line]
    outcomes = [m for m in map(CALLS_OUTCOME.match, lines) if m]
    counted = sum(int(m.group(2)) for m in outcomes)
    if counted != calls:
        problems.append(f"{label}: the outcomes per style add up to {counted}, the total says {calls}")
    warned = sum(int(m.group(2)) for m in outcomes if m.group(3) == "warning")
    if warnings is not None and warned != warnings:
        problems.append(f"{label}: {warned} calls end as a warning, the project has {warnings} warnings")
    return problems


def check_accounting(rxtree, project, label, expected_stderr):
    """`expected_stderr` None: the warnings are not known, only the accounting's own sums are checked."""
    run = run_arguments(rxtree, ["lint", "--explain", "--no-cache", "--dir", project], label)
    if expected_stderr is None:
        return accounting_problems(run, None)
    calls = [line for line in expected_stderr.split("\n") if line and not line.endswith(REDECLARATION_WARNING)]
    return accounting_problems(run, len(calls))


def write_project(spec, project):
    """Writes the spec's files, leaving unchanged files untouched (timestamps included) and deleting
    files the spec no longer has, as an editor would."""
    files = render(spec)
    existing = set()
    for folder, _, names in os.walk(project):
        for name in names:
            existing.add(os.path.relpath(os.path.join(folder, name), project))
    for rel in sorted(existing - set(files)):
        os.remove(os.path.join(project, rel))
    for rel in sorted(files):
        path = os.path.join(project, rel)
        data = files[rel].encode()
        try:
            with open(path, "rb") as handle:
                if handle.read() == data:
                    continue
        except FileNotFoundError:
            os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(data)
    for folder, dirs, names in sorted(os.walk(project, topdown=False)):
        if folder != project and not os.listdir(folder):
            os.rmdir(folder)
    return files


def touch(project, paths):
    for rel in paths:
        path = os.path.join(project, rel)
        stat = os.stat(path)
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))


def compare(run, root, truth, expected_stderr=""):
    """Problems of one run against the truth, one line each; with `truth` None (Spec.truth_exact false), only
    that it exits 0 and prints rxtree's json."""
    problems = []
    if run.status != 0:
        problems.append(f"{run.label}: exit {run.status}, expected 0")
    edges = run.edges()
    if edges is None:
        problems.append(f"{run.label}: stdout is not rxtree's json: {run.stdout[:200]!r}")
    if truth is None:
        return problems
    if edges is not None:
        for edge in sorted(set(truth) - set(edges)):
            problems.append(f"{run.label}: missing edge   {edge}")
        for edge in sorted(set(edges) - set(truth)):
            problems.append(f"{run.label}: unexpected edge {edge}")
    nodes = run.nodes()
    if edges is not None and nodes is not None:
        # The root and every edge's end, each once: a node printed without an edge to it is wrong too.
        planned = sorted({root} | {e.split(" -> ")[1] for e in truth})
        if nodes != planned:
            problems.append(f"{run.label}: nodes {sorted(set(nodes) ^ set(planned))} differ from the edges' ends")
    if run.stderr != expected_stderr:
        problems.append(f"{run.label}: stderr {run.stderr!r}, expected {expected_stderr!r}")
    return problems


def same(a, b):
    """Two runs that must agree byte for byte (the incremental path against a cold one)."""
    if (a.stdout, a.stderr, a.status) == (b.stdout, b.stderr, b.status):
        return []
    problems = [f"{a.label} differs from {b.label} (stdout, stderr or exit code)"]
    # What differs, for the edits whose truth is not asserted (whose compare() says nothing of the edges).
    mine, theirs = a.edges(), b.edges()
    if mine is not None and theirs is not None:
        problems += [f"  edge only in {a.label}: {e}" for e in sorted(set(mine) - set(theirs))]
        problems += [f"  edge only in {b.label}: {e}" for e in sorted(set(theirs) - set(mine))]
    if a.stderr != b.stderr:
        problems.append(f"  stderr {a.stderr!r} against {b.stderr!r}")
    return problems


def check_cold(rxtree, spec, work, accounting=True):
    """A fresh project: cold, --no-skip, cache filled, cache warm; all must print the truth (and with
    `accounting`, account for every navigation call)."""
    project, cache = reset(work)
    files = write_project(spec, project)
    truth, stderr = spec.truth(), expected_stderr(spec, files)
    runs = [run_rxtree(rxtree, spec.root, project, "cold (--no-cache)", ["--no-cache"]),
            run_rxtree(rxtree, spec.root, project, "cold (--no-skip --no-cache)", ["--no-skip", "--no-cache"]),
            run_rxtree(rxtree, spec.root, project, "cache filling", ["--cache-dir", cache]),
            run_rxtree(rxtree, spec.root, project, "cache warm", ["--cache-dir", cache])]
    problems = []
    for run in runs:
        problems += compare(run, spec.root, truth, stderr)
    if accounting:
        problems += check_accounting(rxtree, project, "accounting (lint --explain)", stderr)
    return problems


def check_edit(rxtree, after, project, cache, touched, accounting=False):
    """After an edit written over a project whose cache is warm: the warm run equals the truth and a cold
    --no-skip run (and with `accounting`, every navigation call is accounted for). While a plain type shadows
    a name the code uses (Spec.truth_exact false), the truth is not known: only warm and cold must agree."""
    files = write_project(after, project)
    exact = after.truth_exact() if hasattr(after, "truth_exact") else True
    truth, stderr = (after.truth(), expected_stderr(after, files)) if exact else (None, None)
    touch(project, touched)
    warm = run_rxtree(rxtree, after.root, project, "warm after edit", ["--cache-dir", cache])
    cold = run_rxtree(rxtree, after.root, project, "cold --no-skip after edit", ["--no-skip", "--no-cache"])
    problems = compare(warm, after.root, truth, stderr) + compare(cold, after.root, truth, stderr) + same(warm, cold)
    if accounting:
        problems += check_accounting(rxtree, project, "accounting after edit (lint --explain)", stderr)
    return problems


def check_scenario(rxtree, before, after, touched, work, accounting=True):
    """From scratch: `before` written and cached, then edited into `after`."""
    if before is None:
        return check_cold(rxtree, after, work, accounting)
    project, cache = reset(work)
    write_project(before, project)
    run_rxtree(rxtree, before.root, project, "cache filling", ["--cache-dir", cache])
    return check_edit(rxtree, after, project, cache, [p for p in touched if os.path.exists(os.path.join(project, p))],
                      accounting)


def reset(work):
    project = os.path.join(work, "project")
    cache = os.path.join(work, "cache")
    for path in (project, cache):
        if os.path.exists(path):
            shutil.rmtree(path)
    os.makedirs(project)
    return project, cache
