"""The command line: plan a project, write its files, optionally the edges rxtree should print."""

from __future__ import annotations

import argparse
import os
import sys

from .coordinators import emit_coordinators
from .fixed import emit_fixed
from .flows import emit_flow
from .plain import emit_plain
from .plan import MIN_FILES, Project, expected_edges
from .screens import emit_vc


def generate(n: int, seed: int, out: str | None = None) -> Project:
    """Every file of the project: in memory, or written to `out` as it is made (`project.files` then maps
    paths to sizes). The order of the steps is the order the random stream is drawn in: changing it
    changes every byte after it."""
    project = Project(n, seed)
    project.out = out
    project.build()
    emit_fixed(project)
    for flow in project.flows:
        emit_flow(project, flow)
    for vc in project.vcs:
        emit_vc(project, vc)
    emit_coordinators(project)
    assert len(project.files) == project.nav_total, (len(project.files), project.nav_total)
    emit_plain(project, n - len(project.files))
    assert len(project.files) == n
    return project


def parse_args(argv):
    parser = argparse.ArgumentParser(
        prog="python3 -m rxgen",
        description="Write a deterministic synthetic RxFlow + RxController iOS project of N Swift files "
                    "(about 30% navigational) for benchmarking rxtree. The same --files and --seed always "
                    "give byte-identical output. Run it from Benchmarks/ (or with PYTHONPATH=Benchmarks).",
        epilog="example: python3 -m rxgen --files 20000 --out /tmp/bench20000  (about 120 MB)",
    )
    parser.add_argument("--files", type=int, required=True, metavar="N",
                        help=f"number of Swift files to write (at least {MIN_FILES})")
    parser.add_argument("--out", required=True, metavar="DIR",
                        help="output folder; created if missing, refused if it exists and is not empty")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="random seed (default: 1)")
    parser.add_argument("--expect", metavar="FILE",
                        help="also write the edges `rxtree ROOT` should print for each root (AppFlow, "
                             "AppCoordinator): a line '# ROOT', then its edges 'From -> To' sorted, one a line, "
                             "taken from the plan (outside DIR, which must stay Swift only)")
    args = parser.parse_args(argv)
    if args.files < MIN_FILES:
        parser.error(f"--files must be at least {MIN_FILES}")
    return args


def check_out(out: str) -> str | None:
    """Why `out` cannot be written to, or None."""
    if os.path.exists(out):
        if not os.path.isdir(out):
            return f"error: {out} exists and is not a directory"
        if os.listdir(out):
            return f"error: {out} exists and is not empty"
    return None


def main(argv=None) -> int:
    args = parse_args(argv)
    problem = check_out(args.out)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    os.makedirs(args.out, exist_ok=True)
    project = generate(args.files, args.seed, out=args.out)
    total = sum(project.files.values())
    if args.expect:
        with open(args.expect, "w", encoding="utf-8") as fh:
            for root, edges in expected_edges(project).items():
                fh.write(f"# {root}\n")
                fh.writelines(line + "\n" for line in edges)
    print(f"wrote {len(project.files)} files, {total / 1e6:.1f} MB to {args.out}")
    return 0
