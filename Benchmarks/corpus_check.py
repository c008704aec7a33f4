#!/usr/bin/env python3
"""corpus-check: run `rxtree list` over real-world Swift packages.

The packages come from this machine's local mirror of GitHub: the bare repositories that git's
`url.<mirror>.insteadOf https://github.com/` points at, laid out as MIRROR/OWNER/NAME.git. For each
repository the newest tag (in version order) is exported with `git archive` into a temporary folder
and `rxtree list --dir` is run on it. rxtree must never crash, trap or hang on real code: a package
fails when rxtree exits non-zero (except exit 1 with "error: no Swift files found", for packages
without Swift sources), is killed by a signal (a trap or crash: Swift's fatalError is SIGILL or
SIGTRAP) or by the timeout. Crashes are judged by the process's exit status, never by its output.
Warnings on stderr are fine.

Usage: Benchmarks/corpus_check.py [--sample [N]] [--jobs N] [--timeout SECS] [--verbose]
Environment: RXTREE   the rxtree binary (default: .build/release/rxtree)

Prints one line per package, the slowest three, then "corpus-check: N passed, M failed". Exits 0
when nothing failed, 1 when something did, 2 on a usage error or a missing rxtree binary. Without a
package mirror it prints a note and exits 0.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SAMPLE = 12
NO_SWIFT_FILES = "error: no Swift files found"
# `path:line:column: warning: ...` or `name: warning: ...`
WARNING = re.compile(r"^.+:[0-9]+:[0-9]+: warning: |^[^:]+: warning: ")


# --- Options ------------------------------------------------------------------


def count(text: str) -> int:
    """A whole number greater than 0 (what every option takes)."""
    if not text.isdigit() or int(text) == 0:
        raise argparse.ArgumentTypeError(f"needs a number greater than 0, not '{text}'")
    return int(text)


def parse_args(argv):
    parser = argparse.ArgumentParser(
        prog="corpus_check.py",
        description="Run `rxtree list` over the newest release of every package in the offline package "
                    "mirror; fail on any crash, non-zero exit or run over the time limit.",
        epilog="Environment: RXTREE   the rxtree binary (default: .build/release/rxtree)")
    parser.add_argument("--sample", type=count, nargs="?", const=DEFAULT_SAMPLE, default=0, metavar="N",
                        help=f"check only N packages (default {DEFAULT_SAMPLE}), spread evenly over the sorted "
                             "list, so the subset is always the same")
    parser.add_argument("--jobs", "-j", type=count, default=1, metavar="N",
                        help="check N packages in parallel (default 1)")
    parser.add_argument("--timeout", type=count, default=60, metavar="SECS",
                        help="time limit for one rxtree run (default 60)")
    parser.add_argument("--verbose", "-v", action="store_true",
                        help="print rxtree's stderr (warnings too) under each package")
    return parser.parse_args(argv)  # argparse exits 2 on a usage error, as the contract says


# --- The mirror and its packages ------------------------------------------------


def find_mirror() -> str | None:
    """The folder `url.<MIRROR>.insteadof https://github.com/` names, else /opt/swift-packages."""
    config = subprocess.run(["git", "config", "--get-regexp", r"^url\..*\.insteadof$"],
                            capture_output=True, text=True).stdout
    for line in config.splitlines():
        key, _, value = line.rpartition(" ")
        if value != "https://github.com/" or not key.lower().endswith(".insteadof"):
            continue
        folder = key[len("url."):-len(".insteadof")]
        folder = folder.removeprefix("file://").rstrip("/")
        if folder and os.path.isdir(folder):
            return folder
    return "/opt/swift-packages" if os.path.isdir("/opt/swift-packages") else None


def repositories(mirror: str) -> tuple[list[str], int]:
    """MIRROR/OWNER/NAME.git folders, sorted, each real repository once; and how many aliases
    (symlinks to one already listed) were left out. Real folders win over the symlinks to them."""
    paths = []
    for owner in sorted(os.listdir(mirror)):
        folder = os.path.join(mirror, owner)
        if os.path.isdir(folder):
            paths += [os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".git")]
    paths = sorted(p for p in paths if os.path.isdir(p))
    seen, chosen, aliases = set(), [], 0
    for links in (False, True):
        for path in paths:
            if os.path.islink(path) != links:
                continue
            real = os.path.realpath(path)
            if real in seen:
                aliases += 1
                continue
            seen.add(real)
            chosen.append(path)
    return sorted(chosen), aliases


@dataclass
class Package:
    name: str  # OWNER/NAME
    repo: str  # the bare repository
    tag: str | None  # its newest tag; None when git could not list them

    @property
    def label(self) -> str:
        return f"{self.name}@{self.tag or ''}"


def newest_tag(repo: str) -> str | None:
    """The first tag in version order, "" when there is none, None when git fails."""
    listed = subprocess.run(["git", "-C", repo, "tag", "--sort=-v:refname"], capture_output=True, text=True)
    if listed.returncode != 0:
        return None
    lines = listed.stdout.splitlines()
    return lines[0] if lines else ""


def packages(paths: list[str]) -> tuple[list[Package], int]:
    """The packages to check and how many were skipped for having no tags (each reported)."""
    found, skipped = [], 0
    for path in paths:
        owner, name = path.removesuffix(".git").split(os.sep)[-2:]
        tag = newest_tag(path)
        if tag == "":
            print(f"skip  {owner}/{name}  (no tags)", flush=True)
            skipped += 1
            continue
        found.append(Package(f"{owner}/{name}", path, tag))
    return found, skipped


def sample(items: list, size: int) -> list:
    """`size` items spread evenly over the sorted list: always the same subset."""
    if 0 < size < len(items):
        return [items[i * len(items) // size] for i in range(size)]
    return items


# --- One package --------------------------------------------------------------------


@dataclass
class Result:
    package: Package
    ok: bool
    files: int = 0
    ms: int = 0
    nodes: int = 0
    status: str = ""  # "exit N", "killed by SIGNAME (signal N)"; "" when rxtree did not finish
    reason: str = ""
    stderr: str = ""


def swift_files(folder: str) -> int:
    """Regular Swift files under `folder`, symlinks neither followed nor counted."""
    total = 0
    for parent, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(parent, name)
            total += name.endswith(".swift") and os.path.isfile(path) and not os.path.islink(path)
    return total


def export(package: Package, dest: str) -> str | None:
    """Exports the tag into `dest`; the error text when that failed."""
    os.makedirs(dest)
    # git's stderr goes to a file: a pipe nobody reads while tar runs could fill and block it.
    with tempfile.TemporaryFile() as errors:
        archive = subprocess.Popen(["git", "-C", package.repo, "archive", "--format=tar", f"refs/tags/{package.tag}"],
                                   stdout=subprocess.PIPE, stderr=errors)
        untar = subprocess.run(["tar", "-x", "-C", dest], stdin=archive.stdout, capture_output=True)
        archive.stdout.close()
        if archive.wait() == 0 and untar.returncode == 0:
            return None
        errors.seek(0)
        return (errors.read() + untar.stderr).decode("utf-8", "replace")


def signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def judge(returncode: int, stderr: str) -> tuple[str, str]:
    """(status, reason) of a finished run; an empty reason is a pass. A negative return code is
    a death by signal; 128+N is how a shell or runtime reports one, so it counts as one too."""
    lines = stderr.splitlines()
    first = lines[0] if lines else ""
    other = next((line for line in lines if line and not WARNING.match(line)), "")
    message = other or first or "(no stderr)"
    if returncode < 0:
        return f"killed by {signal_name(-returncode)} (signal {-returncode})", message
    if returncode >= 128:
        return f"exit {returncode} (killed by {signal_name(returncode - 128)})", message
    status = f"exit {returncode}"
    if returncode == 0 or (returncode == 1 and first.startswith(NO_SWIFT_FILES)):
        return status, ""
    return status, message


def check(package: Package, rxtree: str, scratch: str, time_limit: int) -> Result:
    """Exports, counts and runs rxtree on one package; never raises."""
    try:
        return run_check(package, rxtree, scratch, time_limit)
    except Exception as error:  # a broken check is reported, not hidden
        return Result(package, False, reason=f"check did not complete: {error!r}")


def run_check(package: Package, rxtree: str, scratch: str, time_limit: int) -> Result:
    if package.tag is None:
        return Result(package, False, reason="git tag failed (not a git repository?)")
    dest = os.path.join(scratch, "src", package.name.replace("/", "__"))
    try:
        problem = export(package, dest)
        if problem is not None:
            return Result(package, False, reason="archive failed", stderr=problem)
        files = swift_files(dest)
        start = time.monotonic()
        try:
            run = subprocess.run([rxtree, "list", "--dir", dest], stdin=subprocess.DEVNULL,
                                 capture_output=True, timeout=time_limit)
        except subprocess.TimeoutExpired as expired:  # run() has killed it
            ms = int((time.monotonic() - start) * 1000)
            stderr = (expired.stderr or b"").decode("utf-8", "replace")
            return Result(package, False, files, ms, 0, "", f"timed out after {time_limit}s", stderr)
        ms = int((time.monotonic() - start) * 1000)
        stderr = run.stderr.decode("utf-8", "replace")
        status, reason = judge(run.returncode, stderr)
        return Result(package, not reason, files, ms, run.stdout.count(b"\n"), status, reason, stderr)
    finally:
        # Keep only the results; the exported sources can be big.
        shutil.rmtree(dest, ignore_errors=True)


# --- Report -----------------------------------------------------------------------------


def seconds(ms: int) -> str:
    return f"{ms // 1000}.{ms % 1000 // 10:02d}"


def print_result(result: Result, verbose: bool, scratch: str):
    if result.ok:
        print(f"ok    {result.package.label}  {result.files} files  {seconds(result.ms)}s  {result.nodes} nodes")
    else:
        how = f"{result.status}: " if result.status else ""
        print(f"FAIL  {result.package.label}  {how}{result.reason}")
    if verbose or result.reason.startswith(("archive failed", "check did not complete")):
        prefix = os.path.join(scratch, "src") + os.sep
        for line in result.stderr.splitlines():
            print(f"      | {line.replace(prefix, '')}")
    sys.stdout.flush()


def print_summary(results: list[Result], elapsed_ms: int) -> int:
    passed = sum(r.ok for r in results)
    failed = len(results) - passed
    if results:
        print("slowest:")
        for r in sorted(results, key=lambda r: (-r.ms, r.package.label))[:3]:
            print(f"  {seconds(r.ms)}s  {r.package.label}")
    print(f"corpus-check: {passed} passed, {failed} failed")
    total_files = sum(r.files for r in results)
    rxtree_ms = sum(r.ms for r in results)
    print(f"corpus-check: {total_files} Swift files, rxtree {seconds(rxtree_ms)}s, total {seconds(elapsed_ms)}s")
    return 1 if failed else 0


# --- Main --------------------------------------------------------------------------------


def find_rxtree() -> str:
    rxtree = os.environ.get("RXTREE") or os.path.join(ROOT, ".build", "release", "rxtree")
    if os.sep not in rxtree:
        rxtree = shutil.which(rxtree) or rxtree
    if not (os.path.isfile(rxtree) and os.access(rxtree, os.X_OK)):
        print(f"corpus-check: rxtree binary not found at '{rxtree}' (run 'make build' or set RXTREE)", file=sys.stderr)
        sys.exit(2)
    return rxtree


def private_copy(rxtree: str, scratch: str) -> str:
    """A copy of the binary, so a rebuild during the run cannot swap it out ("Text file busy")."""
    copy = os.path.join(scratch, "rxtree")
    try:
        shutil.copy2(rxtree, copy)
        subprocess.run([copy, "--version"], stdin=subprocess.DEVNULL, capture_output=True, check=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        print(f"corpus-check: cannot run '{rxtree}' (is it being rebuilt?)", file=sys.stderr)
        sys.exit(2)
    return copy


def run_all(selected: list[Package], rxtree: str, scratch: str, args) -> list[Result]:
    """Checks the packages on `args.jobs` threads, printing each result in order as soon as it and
    every one before it are done."""
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(check, p, rxtree, scratch, args.timeout) for p in selected]
        try:
            for future in futures:
                results.append(future.result())
                print_result(results[-1], args.verbose, scratch)
        except BaseException:
            # Ctrl-C or SIGTERM: start nothing new; the running checks end with their rxtree.
            for future in futures:
                future.cancel()
            raise
    return results


def main(argv=None) -> int:
    args = parse_args(argv)
    mirror = find_mirror()
    if mirror is None:
        print("corpus-check: no package mirror found; skipped")
        return 0
    rxtree = find_rxtree()
    scratch = tempfile.mkdtemp(prefix="corpus-check.")
    try:
        binary = private_copy(rxtree, scratch)
        paths, aliases = repositories(mirror)
        found, skipped = packages(paths)
        selected = sample(found, args.sample)
        note = f"corpus-check: {len(selected)} of {len(found)} packages from {mirror} with {rxtree}"
        note += f" ({aliases} aliases skipped)" if aliases else ""
        note += f" ({skipped} without tags skipped)" if skipped else ""
        print(note, flush=True)
        start = time.monotonic()
        results = run_all(selected, binary, scratch, args)
        return print_summary(results, int((time.monotonic() - start) * 1000))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def on_sigterm(number, frame):
    raise SystemExit(128 + number)


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, on_sigterm)
    signal.signal(signal.SIGHUP, on_sigterm)
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("corpus-check: interrupted", file=sys.stderr)
        sys.exit(130)
