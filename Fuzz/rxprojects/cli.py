"""python3 -m rxprojects [--rxtree PATH] [--seeds A..B | --seeds N] [--edits K] [--jobs N] [--keep DIR]"""

import argparse
import multiprocessing
import os
import random
import shutil
import sys
import tempfile
import time

from .edits import random_edit
from .minimise import minimise, write_repro
from .render import render
from .runner import check_cold, check_edit, check_scenario
from .spec import Generator

DEFAULT_RXTREE = os.path.join(os.path.dirname(__file__), "..", "..", ".build", "release", "rxtree")


def seed_range(text):
    if ".." in text:
        a, b = text.split("..", 1)
        first, last = int(a), int(b)
    else:
        first, last = 1, int(text)
    if last < first:
        raise argparse.ArgumentTypeError(f"empty seed range {text}")
    return range(first, last + 1)


def check_seed(rxtree, seed, edits, work, keep, verbose=False, known_bugs=False, out=None, accounting=True):
    """Problems found for one seed (empty when rxtree printed the truth every time, and with `accounting`
    accounted for every navigation call of the generated project and of its last edit); what it has to say
    (the problems with a minimised project, and with `verbose` its progress) is appended to `out`."""
    out = [] if out is None else out
    gen = Generator(random.Random(seed), known_bugs)
    spec = gen.project(seed)
    if verbose:
        out.append(f"seed {seed}: root {spec.root}, {len(render(spec))} files, {len(spec.truth())} edges")
    problems = check_cold(rxtree, spec, work, accounting)
    if problems:
        return report(rxtree, seed, None, spec, [], "generated project", problems, work, keep, out, accounting)
    project, cache = os.path.join(work, "project"), os.path.join(work, "cache")
    for k in range(edits):
        after, description, touched = random_edit(gen, spec, render(spec).keys())
        if verbose:
            out.append(f"  edit {k + 1}: {description} ({len(after.truth())} edges)")
        last = accounting and k == edits - 1
        problems = check_edit(rxtree, after, project, cache, touched, last)
        if problems:
            return report(rxtree, seed, spec, after, touched, f"edit {k + 1}: {description}", problems, work, keep,
                          out, last)
        spec = after
    return []


def report(rxtree, seed, before, after, touched, description, problems, work, keep, out, accounting):
    scratch = os.path.join(work, "minimise")

    def fails(b, a, t):
        return bool(check_scenario(rxtree, b, a, t, scratch, accounting))

    minimal = problems
    if fails(before, after, touched):
        before, after = minimise(fails, before, after, touched)
        minimal = check_scenario(rxtree, before, after, touched, scratch, accounting)
        note = "minimised"
    else:
        note = "not reproduced from scratch, so not minimised"
    folder = os.path.join(keep or tempfile.mkdtemp(prefix="rxprojects-"), f"seed-{seed}-failure")
    if os.path.exists(folder):
        shutil.rmtree(folder)
    # The printed problems are the whole project's; REPRO.txt has the minimised project's.
    write_repro(folder, seed, before, after, touched, description, minimal)
    out.append(f"FAIL seed {seed}: {description}")
    out += [f"  {line}" for line in problems]
    out.append(f"  {note} project: {folder}")
    return problems


class SeedJob:
    """One seed's run, as a worker process does it: its own folder under `root`, removed when it passed
    (unless kept). Picklable, so a pool can send it."""

    def __init__(self, rxtree, root, keep, edits, verbose, known_bugs, accounting):
        self.rxtree, self.root, self.keep = rxtree, root, keep
        self.edits, self.verbose, self.known_bugs, self.accounting = edits, verbose, known_bugs, accounting

    def __call__(self, seed):
        work = os.path.join(self.root, f"seed-{seed}")
        out = []
        failed = bool(check_seed(self.rxtree, seed, self.edits, work, self.keep or self.root, self.verbose,
                                 self.known_bugs, out, self.accounting))
        if not failed and not self.keep:
            shutil.rmtree(work, ignore_errors=True)
        return seed, failed, out


def run_seeds(job, seeds, jobs):
    """(seed, failed, lines) for each seed, in seed order whatever order the workers finish in."""
    if jobs <= 1 or len(seeds) <= 1:
        yield from map(job, seeds)
        return
    # Fresh interpreters (spawn): no state of this process leaks into a worker, and no fork of a threaded parent.
    with multiprocessing.get_context("spawn").Pool(min(jobs, len(seeds))) as pool:
        yield from pool.imap(job, seeds, chunksize=1)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python3 -m rxprojects", description=__doc__)
    parser.add_argument("--rxtree", default=DEFAULT_RXTREE, help="the rxtree binary (default: the release build)")
    parser.add_argument("--seeds", type=seed_range, default=seed_range("1..25"), help="A..B, or N for 1..N")
    parser.add_argument("--edits", type=int, default=3, help="random edits after each cold check")
    parser.add_argument("--known-bugs", action="store_true",
                        help="also draw the forms rxtree is known to get wrong (spec.KNOWN_BUG_CHILD_FORMS)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="seeds run at once, each in a worker process (default: the number of CPUs); the "
                             "output is in seed order whatever the number")
    parser.add_argument("--no-accounting", action="store_true",
                        help="do not require `rxtree lint --explain` to account for every navigation call (for "
                             "binaries older than the accounting)")
    parser.add_argument("--verbose", action="store_true", help="print each seed's size and edits")
    parser.add_argument("--keep", help="write every generated project and failure here instead of a temp folder")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error(f"--jobs must be at least 1, not {args.jobs}")
    rxtree = os.path.abspath(args.rxtree)
    if not os.access(rxtree, os.X_OK):
        print(f"error: no executable rxtree at {rxtree}", file=sys.stderr)
        return 2
    root = args.keep or tempfile.mkdtemp(prefix="rxprojects-")
    os.makedirs(root, exist_ok=True)
    # A private copy: every run of this session uses one binary, even while the build replaces the original.
    copy = os.path.join(root, "rxtree-under-test")
    shutil.copy2(rxtree, copy)
    rxtree = copy
    failed = []
    started = time.monotonic()
    job = SeedJob(rxtree, root, args.keep, args.edits, args.verbose, args.known_bugs, not args.no_accounting)
    for seed, seed_failed, lines in run_seeds(job, list(args.seeds), args.jobs):
        for line in lines:
            print(line, flush=True)
        if seed_failed:
            failed.append(seed)
    if not args.keep and not failed:
        shutil.rmtree(root, ignore_errors=True)
    count = len(args.seeds)
    elapsed = time.monotonic() - started
    if failed:
        print(f"rxprojects: {len(failed)} of {count} seeds failed: {' '.join(map(str, failed))} ({elapsed:.1f} s)")
        return 1
    print(f"rxprojects: {count} seeds passed, {args.edits} edits each ({elapsed:.1f} s)")
    return 0
