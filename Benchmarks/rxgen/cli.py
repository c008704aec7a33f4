"""The command line: plan a project, write its files, optionally the edges rxtree should print."""

from __future__ import annotations

import argparse
import os
import sys

from .fixed import emit_fixed
from .flows import emit_flow
from .plain import emit_plain
from .plan import MIN_FILES, Project, expected_edges
from .screens import emit_vc


def generate(n: int, seed: int) -> Project:
    """Every file of the project, in memory. The order of the steps is the order the random
    stream is drawn in: changing it changes every byte after it."""
    project = Project(n, seed)
    project.build()
    emit_fixed(project)
    for flow in project.flows:
        emit_flow(project, flow)
    for vc in project.vcs:
        emit_vc(project, vc)
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
                        help="also write the edges `rxtree AppFlow` should print, 'From -> To' sorted, "
                             "one a line, taken from the plan (outside DIR, which must stay Swift only)")
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


def write_files(files: dict, out: str) -> int:
    """Writes the files in sorted order; returns the bytes written."""
    os.makedirs(out, exist_ok=True)
    total = 0
    made_dirs = set()
    for path in sorted(files):
        full = os.path.join(out, path)
        folder = os.path.dirname(full)
        if folder not in made_dirs:
            os.makedirs(folder, exist_ok=True)
            made_dirs.add(folder)
        data = files[path].encode("utf-8")
        with open(full, "wb") as fh:
            fh.write(data)
        total += len(data)
    return total


def main(argv=None) -> int:
    args = parse_args(argv)
    problem = check_out(args.out)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    project = generate(args.files, args.seed)
    total = write_files(project.files, args.out)
    if args.expect:
        with open(args.expect, "w", encoding="utf-8") as fh:
            fh.writelines(line + "\n" for line in expected_edges(project))
    print(f"wrote {len(project.files)} files, {total / 1e6:.1f} MB to {args.out}")
    return 0
