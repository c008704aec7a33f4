#!/usr/bin/env python3
"""`make bench`: rxtree against the I/O floor and a parse-only baseline on generated projects.

For each size it measures, as medians of several runs, wall time and peak memory (GNU time) of
(a) cat of every file, (b) the parse-only baseline, (c) rxtree cold (no cache), (d) rxtree warm
(cache filled, nothing changed) and (e) rxtree warm after one change since the last run: a flow, a view
controller, a plain model or a coordinator file edited (a comment appended, which leaves its facts as they
were), a flow or a view controller file with a line inserted at the top (which moves every location in it), a
plain type, a helper extension of `String` or a method of the file's own type added, or a call on `self` added to
a view controller's `viewDidLoad` (which the last graph cannot have read) or a method that records a style's call added to the file's own type (which changes facts the graph
reads, so it is built again), a plain file added, a plain file deleted. It checks that (c) prints exactly what `--no-skip` prints, and that every run after a change
prints it too; writes Markdown tables of the runs, their ratios, and whether issue 14's and issue 24's targets are met
(issue 24's scanning row from `--stats`: the thread time of the files a cold run parses, against their parse alone;
beside its cold and regex rows, that parse spread over the cores, the floor those rows cannot go below with swift-syntax).
Then, on two dense projects (12 flows that all lead to each other, and 40 flows with 6 links each), every
format at the default depth, and every path of the first to 6 levels, streamed.
"""
import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


GNU_TIME = "/usr/bin/time"

# Targets of issue 14 (the build-script issue), at the sizes they name.
TARGET_COLD_VS_PARSE = 0.5
TARGET_WARM_VS_COLD = 0.1
TARGET_CHANGE_VS_WARM = 2.0  # every one-file change, addition and deletion, at MID_SIZE
TARGET_PEAK_MIB = 64  # any rxtree run at MID_SIZE
MID_SIZE = 20_000
LARGE_SIZE = 100_000
TARGET_LARGE_WARM_SECONDS = 1.0
TARGET_LARGE_PEAK_MIB = 200
TARGET_LINEAR_TOLERANCE = 0.15  # cold files/s at LARGE_SIZE within this of MID_SIZE's
# Dense navigation graphs: every format at the default depth.
TARGET_DENSE_SECONDS = 1.0
TARGET_DENSE_PEAK_MIB = 64


def timed(command, stdout=subprocess.PIPE, **kwargs):
    """Runs `command` under GNU time; returns (wall seconds, peak KiB, stdout bytes).

    Wall time comes from a monotonic clock (GNU time's %e has 10 ms steps); GNU time gives the peak
    resident memory."""
    with tempfile.NamedTemporaryFile("r") as report:
        start = time.perf_counter()
        result = subprocess.run(
            [GNU_TIME, "-f", "%M", "-o", report.name] + command,
            stdout=stdout, stderr=subprocess.DEVNULL, check=True, **kwargs)
        seconds = time.perf_counter() - start
        kib = report.read().split()[-1]
        return seconds, int(kib), result.stdout


def scanning_cost(rxtree, path, runs):
    """The scan stage's cost of the files a cold run parses, from `--stats` (`ScanCost`): thread CPU seconds from
    reading each file to its compacted facts, and of that in swift-syntax's parse. The run with the median ratio of
    `runs` runs (at most three): (files, seconds, parse seconds)."""
    samples = []
    for _ in range(min(runs, 3)):
        result = subprocess.run([rxtree, "AppFlow", "--dir", path, "--no-cache", "--stats"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
        line = next(line for line in result.stderr.splitlines() if line.startswith("stats: {"))
        cost = json.loads(line[len("stats: "):])["scanning"]
        samples.append((cost["files"], cost["seconds"], cost["parseSeconds"]))
    samples.sort(key=lambda sample: sample[1] / sample[2])
    return samples[len(samples) // 2]


def median_run(command, runs, before=None, expect=None, **kwargs):
    """Medians of `runs` runs; `before` runs untimed before each; `expect`: the stdout every run must print."""
    samples = []
    for _ in range(runs):
        if before:
            before()
        seconds, kib, stdout = timed(command, **kwargs)
        if expect is not None and stdout != expect:
            sys.exit(f"bench: {' '.join(command)}: output differs from the cold --no-skip run")
        samples.append((seconds, kib))
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples)


def project(size, workspace):
    """A generated project, made once and kept in the workspace."""
    path = os.path.join(workspace, f"app-{size}")
    marker = os.path.join(path, ".complete")
    # The marker holds a hash of the generator's sources: a project made by an older generator is remade.
    generator = os.path.join(ROOT, "Benchmarks", "rxgen")
    digest = hashlib.sha256()
    for name in sorted(os.listdir(generator)):
        if name.endswith(".py"):
            with open(os.path.join(generator, name), "rb") as fh:
                digest.update(name.encode() + b"\0" + fh.read())
    version = digest.hexdigest()
    current = open(marker).read() if os.path.exists(marker) else None
    if current != version:
        shutil.rmtree(path, ignore_errors=True)
        # The generator is the rxgen package beside this file.
        subprocess.run([sys.executable, "-m", "rxgen", "--files", str(size), "--out", path],
                       cwd=os.path.join(ROOT, "Benchmarks"), check=True, stdout=subprocess.DEVNULL)
        with open(marker, "w") as fh:
            fh.write(version)
    return path


def pick(files, root, folder, suffix):
    """The middle file (by path) in a folder named `folder` whose name ends in `suffix`: deterministic."""
    matches = [f for f in files if f"/{folder}/" in f[len(root):] and f.endswith(suffix)]
    if not matches:
        sys.exit(f"bench: no {folder}/*{suffix} in {root}")
    return matches[len(matches) // 2]


ADDED_FILE = """import Foundation

/// Added between two runs by the benchmark: a plain model no navigation refers to.
struct BenchAddedNote: Codable, Equatable {
    let id: String
    let text: String
    let createdAt: Date
}
"""


class Change:
    """One change between two warm runs, applied to a project whose cache is filled, and undone after."""

    def __init__(self, name, path, kind):
        self.name, self.path, self.kind = name, path, kind
        self.original = None
        self.count = 0

    def appended(self):
        """What the change appends to its file, or None for the kinds that do something else."""
        own = os.path.splitext(os.path.basename(self.path))[0]
        return {
            # New bytes and a new modification time, as a save in an editor gives; the meaning is unchanged.
            "edit": f"// edited by the benchmark ({self.count})\n",
            # A plain type added: the file's facts change, but the last graph cannot have read it (`UnseenTypes`).
            "declare": f"\nstruct BenchmarkAdded{self.count} {{}}\n",
            # A helper extension of a framework type added: unseen too, as nothing looked for its members.
            "helper": f"\nextension String {{\n    func benchmarkAdded{self.count}() {{}}\n}}\n",
            # A method added to the file's own type (named after the file), in an extension: unseen too, as the
            # last build looked for no member of its name in that type.
            "member": f"\nextension {own} {{\n    func benchmarkAdded{self.count}() {{}}\n}}\n",
            # A method that records a style's call (`present`), added to the file's own type: facts the graph
            # reads change (every body with such a call is read), and it is built again.
            "method": f"\nextension {own} {{\n    func benchmarkAdded{self.count}() {{ UIViewController().present(UIViewController(), animated: true) }}\n}}\n",
            # A screen declared and presented there: facts change, and the graph wants a name it did not, which
            # the files left unparsed were not checked for.
            "screen": f"\nfinal class BenchmarkAdded{self.count}ViewController: UIViewController {{}}\n\nextension {own} {{\n"
                      f"    func benchmarkAdded{self.count}() {{ UIViewController().present(BenchmarkAdded{self.count}ViewController(), animated: true) }}\n}}\n",
        }.get(self.kind)

    def apply(self):
        self.count += 1
        appended = self.appended()
        if appended is not None:
            with open(self.path, "rb") as fh:
                self.original = fh.read()
            with open(self.path, "ab") as fh:
                fh.write(appended.encode())
        elif self.kind == "body":
            # A call on `self` inserted into `viewDidLoad`, a method the last build did not read: it was
            # fingerprinted without it (`UnseenTypes`), so the graph is kept.
            with open(self.path, "rb") as fh:
                self.original = fh.read()
            anchor = b"super.viewDidLoad()\n"
            if anchor not in self.original:
                sys.exit(f"bench: {self.path} has no viewDidLoad to edit")
            with open(self.path, "wb") as fh:
                fh.write(self.original.replace(anchor, anchor + b"        setNeedsStatusBarAppearanceUpdate()\n", 1))
        elif self.kind == "shift":
            # A line inserted at the top: the meaning is unchanged, but every location in the file moves.
            with open(self.path, "rb") as fh:
                self.original = fh.read()
            with open(self.path, "wb") as fh:
                fh.write(f"// edited by the benchmark ({self.count})\n".encode() + self.original)
        elif self.kind == "add":
            with open(self.path, "w") as fh:
                fh.write(ADDED_FILE)
        else:
            with open(self.path, "rb") as fh:
                self.original = fh.read()
            os.remove(self.path)

    def undo(self):
        if self.kind == "add":
            if os.path.exists(self.path):
                os.remove(self.path)
        elif self.original is not None:
            with open(self.path, "wb") as fh:
                fh.write(self.original)
            self.original = None


def dense_project(workspace, flows, offsets):
    """Flows F0 ... F(flows-1), each contributing F(i + offset) for every offset, modulo flows."""
    path = os.path.join(workspace, f"dense-{flows}-{len(offsets)}")
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    cases = "".join(f"    case f{i}\n" for i in range(flows))
    edges = 0
    with open(os.path.join(path, "AppStep.swift"), "w") as f:
        f.write(f"import RxFlow\n\nenum AppStep: Step {{\n    case start\n{cases}}}\n")
    for i in range(flows):
        targets = sorted({(i + offset) % flows for offset in offsets} - {i})
        edges += len(targets)
        body = "".join(
            f"        case .f{t}:\n            return .one(flowContributor: .contribute(withNextPresentable: F{t}Flow(), "
            f"withNextStepper: OneStepper(withSingleStep: AppStep.start)))\n" for t in targets)
        with open(os.path.join(path, f"F{i}Flow.swift"), "w") as f:
            f.write(f"import UIKit\nimport RxFlow\n\nfinal class F{i}Flow: Flow {{\n"
                    f"    var root: Presentable {{ navigationController }}\n"
                    f"    private let navigationController = UINavigationController()\n\n"
                    f"    func navigate(to step: Step) -> FlowContributors {{\n"
                    f"        guard let step = step as? AppStep else {{ return .none }}\n"
                    f"        switch step {{\n{body}        default:\n            return .none\n        }}\n    }}\n}}\n")
    return path, edges


def dense_rows(rxtree, workspace, runs):
    """Every format on the dense projects, without cache, as (project, run, seconds, KiB, lines)."""
    rows = []
    projects = [("complete, 12 flows", dense_project(workspace, 12, range(1, 12)), True),
                ("40 flows, 6 links each", dense_project(workspace, 40, [1, 3, 7, 13, 19, 29]), False)]
    for name, (path, edges), every_path in projects:
        base = [rxtree, "F0Flow", "--dir", path, "--no-cache"]
        runs_of = [(f"text (folded: over {10_000:,} lines)", []), ("text --dedupe", ["--dedupe"]),
                   ("json", ["--format", "json"]), ("dot", ["--format", "dot"]), ("mermaid", ["--format", "mermaid"])]
        if every_path:
            # Every path, 709,193 lines: streamed, so memory stays that of the graph.
            runs_of.append(("text --no-dedupe -L 6", ["--no-dedupe", "-L", "6"]))
        for run, extra in runs_of:
            lines = timed(base + extra)[2].count(b"\n")
            seconds, kib = median_run(base + extra, runs, stdout=subprocess.DEVNULL)
            rows.append((f"{name} ({edges} edges)", run, seconds, kib, lines))
    return rows


def swift_files(path):
    files = []
    for folder, names, filenames in os.walk(path):
        names[:] = sorted(n for n in names if not n.startswith("."))
        files += [os.path.join(folder, f) for f in sorted(filenames) if f.endswith(".swift")]
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,5000,20000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "release"))
    parser.add_argument("--workspace", default=os.path.join(ROOT, ".build-bench"))
    args = parser.parse_args()
    if not os.access(GNU_TIME, os.X_OK):
        sys.exit(f"bench: GNU time ({GNU_TIME}) measures peak memory; install it (apt-get install time)")
    rxtree = os.path.join(args.bin, "rxtree")
    baseline = os.path.join(args.bin, "rxtree-parse-baseline")
    os.makedirs(args.workspace, exist_ok=True)

    rows = []
    scanning = {}
    for size in [int(s) for s in args.sizes.split(",") if s]:
        path = project(size, args.workspace)
        files = swift_files(path)
        megabytes = sum(os.path.getsize(f) for f in files) / 1e6
        cache = os.path.join(args.workspace, f"cache-{size}")
        clear_cache = lambda: shutil.rmtree(cache, ignore_errors=True)

        full = subprocess.run([rxtree, "AppFlow", "--dir", path, "--no-cache", "--no-skip"], stdout=subprocess.PIPE, check=True).stdout
        cold_output = timed([rxtree, "AppFlow", "--dir", path, "--no-cache"])[2]
        if cold_output != full:
            sys.exit(f"bench: {size} files: output with skipping differs from --no-skip")

        with tempfile.NamedTemporaryFile("w") as listing:
            listing.write("\0".join(files))
            listing.flush()
            measured = {
                "cat": median_run(["sh", "-c", f"xargs -0 cat < {listing.name} > /dev/null"], args.runs),
                "parse-only": median_run([baseline, path], args.runs),
                "rxtree cold": median_run([rxtree, "AppFlow", "--dir", path, "--cache-dir", cache], args.runs, before=clear_cache, expect=full),
            }
        scanning[size] = scanning_cost(rxtree, path, args.runs)
        warm = [rxtree, "AppFlow", "--dir", path, "--cache-dir", cache]
        timed(warm)
        measured["rxtree warm"] = median_run(warm, args.runs, expect=full)
        # What a build script meets: one change since the last run. Before each timed run the project is
        # put back and the cache refilled (untimed), so every timed run sees exactly one change.
        changes = [
            Change("flow", pick(files, path, "Flows", "Flow.swift"), "edit"),
            Change("view controller", pick(files, path, "ViewControllers", "ViewController.swift"), "edit"),
            Change("plain model", pick(files, path, "Models", ".swift"), "edit"),
            Change("coordinator", pick(files, path, "Coordinators", "Coordinator.swift"), "edit"),
            Change("flow", pick(files, path, "Flows", "Flow.swift"), "shift"),
            Change("view controller", pick(files, path, "ViewControllers", "ViewController.swift"), "shift"),
            Change("flow", pick(files, path, "Flows", "Flow.swift"), "declare"),
            Change("view controller", pick(files, path, "ViewControllers", "ViewController.swift"), "declare"),
            Change("flow", pick(files, path, "Flows", "Flow.swift"), "helper"),
            Change("view controller", pick(files, path, "ViewControllers", "ViewController.swift"), "helper"),
            Change("flow", pick(files, path, "Flows", "Flow.swift"), "member"),
            Change("view controller", pick(files, path, "ViewControllers", "ViewController.swift"), "member"),
            Change("view controller", pick(files, path, "ViewControllers", "ViewController.swift"), "body"),
            Change("flow", pick(files, path, "Flows", "Flow.swift"), "method"),
            Change("view controller", pick(files, path, "ViewControllers", "ViewController.swift"), "method"),
            Change("flow", pick(files, path, "Flows", "Flow.swift"), "screen"),
            Change("added", os.path.join(path, "Models", "BenchAddedNote.swift"), "add"),
            Change("deleted", pick(files, path, "Utilities", ".swift"), "delete"),
        ]
        for change in changes:
            def before(change=change):
                change.undo()
                timed(warm)
                change.apply()
            label = {"edit": f"warm, 1 {change.name} file changed", "shift": f"warm, 1 {change.name} file's lines moved",
                     "declare": f"warm, 1 {change.name} file's plain type added",
                     "helper": f"warm, 1 {change.name} file's helper extension added",
                     "member": f"warm, 1 {change.name} file's method added",
                     "body": f"warm, 1 {change.name} file's method edited",
                     "method": f"warm, 1 {change.name} file's facts changed",
                     "screen": f"warm, 1 {change.name} file's screen added"}.get(
                change.kind, f"warm, 1 file {change.name}")
            try:
                measured[f"rxtree {label}"] = median_run(warm, args.runs, before=before, expect=full)
            finally:
                change.undo()
        timed(warm)
        for name, (seconds, kib) in measured.items():
            rows.append((size, megabytes, name, seconds, kib))
        cold = measured["rxtree cold"][0]
        print(f"{size} files: cold/parse-only {cold / measured['parse-only'][0]:.2f}, warm/cold {measured['rxtree warm'][0] / cold:.2f}",
              file=sys.stderr)

    if rows:
        print_scan_tables(rows, scanning)
        print()
    print_dense_tables(dense_rows(rxtree, args.workspace, args.runs))


def verdict(met):
    return "met" if met else "NOT met"


def print_scan_tables(rows, scanning):
    print("| files | MB | run | wall s | files/s | MB/s | peak MiB | vs parse-only |")
    print("| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    for size, megabytes, name, seconds, kib in rows:
        floor = next(r[3] for r in rows if r[0] == size and r[2] == "parse-only")
        speed = lambda amount: f"{amount / seconds:,.0f}" if seconds > 0 else "-"
        print(f"| {size:,} | {megabytes:.1f} | {name} | {seconds:.2f} | {speed(size)} | {speed(megabytes)} | {kib / 1024:.0f} | {seconds / floor:.2f} |")

    print()
    print("| files | run | wall s | vs warm | peak MiB |")
    print("| ---: | --- | ---: | ---: | ---: |")
    for size, _, name, seconds, kib in rows:
        if name.startswith("rxtree warm"):
            warm = next(r[3] for r in rows if r[0] == size and r[2] == "rxtree warm")
            print(f"| {size:,} | {name[len('rxtree '):]} | {seconds:.2f} | {seconds / warm:.2f} | {kib / 1024:.0f} |")

    print()
    print("| files | rxtree cold / parse-only | rxtree warm / cold | slowest change / warm | cold files/s |")
    print("| ---: | ---: | ---: | ---: | ---: |")
    for size in sorted({r[0] for r in rows}):
        wall = {name: seconds for s, _, name, seconds, _ in rows if s == size}
        cold, warm = wall["rxtree cold"], wall["rxtree warm"]
        slowest = max(seconds for name, seconds in wall.items() if name.startswith("rxtree warm,"))
        print(f"| {size:,} | {cold / wall['parse-only']:.2f} | {warm / cold:.2f} | {slowest / warm:.2f} | {size / cold:,.0f} |")

    print()
    for line in target_lines(rows):
        print(line)
    print()
    for line in issue24_target_lines(rows, scanning):
        print(line)


def target_lines(rows):
    """Issue 14's targets: each at the size it names, or 'not measured'."""
    def at(size):
        return {name: (seconds, kib) for s, _, name, seconds, kib in rows if s == size}

    largest = max(r[0] for r in rows)
    mid, large = at(MID_SIZE), at(LARGE_SIZE)
    lines = [f"Targets (issue 14):"]
    for size in sorted({MID_SIZE, LARGE_SIZE, largest}):
        measure = at(size)
        if not measure:
            continue
        cold, parse, warm = measure["rxtree cold"][0], measure["parse-only"][0], measure["rxtree warm"][0]
        lines.append(f"- {size:,} files: cold / parse-only {cold / parse:.2f} (at most {TARGET_COLD_VS_PARSE}): "
                     f"{verdict(cold / parse <= TARGET_COLD_VS_PARSE)}")
        lines.append(f"- {size:,} files: warm / cold {warm / cold:.2f} (at most {TARGET_WARM_VS_COLD}): "
                     f"{verdict(warm / cold <= TARGET_WARM_VS_COLD)}")
    if mid:
        warm = mid["rxtree warm"][0]
        for name, (seconds, _) in mid.items():
            if name.startswith("rxtree warm,"):
                lines.append(f"- {MID_SIZE:,} files: {name[len('rxtree '):]} / warm {seconds / warm:.2f} "
                             f"(at most {TARGET_CHANGE_VS_WARM:g}): {verdict(seconds / warm <= TARGET_CHANGE_VS_WARM)}")
        name, (_, kib) = max(((n, m) for n, m in mid.items() if n.startswith("rxtree")), key=lambda item: item[1][1])
        lines.append(f"- {MID_SIZE:,} files: peak memory {kib / 1024:.0f} MiB ({name[len('rxtree '):]}; at most "
                     f"{TARGET_PEAK_MIB}): {verdict(kib / 1024 <= TARGET_PEAK_MIB)}")
    else:
        lines.append(f"- {MID_SIZE:,} files: one-file changes and peak memory: not measured")
    if large:
        warm = large["rxtree warm"][0]
        lines.append(f"- {LARGE_SIZE:,} files: warm {warm:.2f} s (at most {TARGET_LARGE_WARM_SECONDS:g}): "
                     f"{verdict(warm <= TARGET_LARGE_WARM_SECONDS)}")
        name, (_, kib) = max(((n, m) for n, m in large.items() if n.startswith("rxtree")), key=lambda item: item[1][1])
        lines.append(f"- {LARGE_SIZE:,} files: peak memory {kib / 1024:.0f} MiB ({name[len('rxtree '):]}; at most "
                     f"{TARGET_LARGE_PEAK_MIB}): {verdict(kib / 1024 <= TARGET_LARGE_PEAK_MIB)}")
        if mid:
            rate_mid = MID_SIZE / mid["rxtree cold"][0]
            rate_large = LARGE_SIZE / large["rxtree cold"][0]
            drift = abs(rate_large / rate_mid - 1)
            lines.append(f"- cold grows linearly: {rate_large:,.0f} files/s at {LARGE_SIZE:,} vs {rate_mid:,.0f} at "
                         f"{MID_SIZE:,}, {drift:.0%} apart (at most {TARGET_LINEAR_TOLERANCE:.0%}): "
                         f"{verdict(drift <= TARGET_LINEAR_TOLERANCE)}")
        else:
            lines.append(f"- cold grows linearly: not measured (needs {MID_SIZE:,} too)")
    else:
        lines.append(f"- {LARGE_SIZE:,} files: warm time, peak memory and linear growth: not measured")
    return lines


# Targets of issue 24 (fast, lean, linear, incremental), at the sizes they name.
ISSUE24_COLD_VS_PARSE = 0.25
ISSUE24_SCANNING_VS_PARSE = 1.15  # MID_SIZE: the files a cold run parses, scanned against parsed alone
ISSUE24_REGEX_SIZE = 5_000
# The original regex rxtree at 5,000 generated files (../shared/PERFORMANCE.md, 2026-11-21): it is not run here.
ISSUE24_REGEX_SECONDS = 42.0
ISSUE24_VS_REGEX = 150
ISSUE24_COLD_PEAK_MIB = 64  # MID_SIZE
ISSUE24_CHANGE_VS_WARM = 2.0  # both sizes
ISSUE24_LARGE_COLD_VS_MID = 5.0
ISSUE24_LARGE_COLD_PEAK_MIB = 256
ISSUE24_LARGE_CHANGE_PEAK_MIB = 128
ISSUE24_LINEAR_TOLERANCE = 0.10


def parse_floor(scanned):
    """The wall time a cold run cannot go below with swift-syntax: the thread time of parsing the files it parses
    (`scanning_cost`), spread over every core as the run and the parse-only baseline spread it."""
    _, _, parse_seconds = scanned
    return parse_seconds / (os.cpu_count() or 1)


def issue24_target_lines(rows, scanning):
    """Issue 24's table: each target at the size it names, or 'not measured'."""
    def at(size):
        return {name: (seconds, kib) for s, _, name, seconds, kib in rows if s == size}

    mid, large = at(MID_SIZE), at(LARGE_SIZE)
    lines = ["Targets (issue 24):"]
    regex = at(ISSUE24_REGEX_SIZE)
    if regex:
        cold = regex["rxtree cold"][0]
        line = (f"- {ISSUE24_REGEX_SIZE:,} files: cold {cold:.2f} s, {ISSUE24_REGEX_SECONDS / cold:.0f} x faster than the "
                f"original regex rxtree's {ISSUE24_REGEX_SECONDS:g} s (at least {ISSUE24_VS_REGEX})")
        if ISSUE24_REGEX_SIZE in scanning:
            floor = parse_floor(scanning[ISSUE24_REGEX_SIZE])
            line += f"; parsing the files it must parse takes {floor:.2f} s alone, at most {ISSUE24_REGEX_SECONDS / floor:.0f} x"
        lines.append(f"{line}: {verdict(ISSUE24_REGEX_SECONDS / cold >= ISSUE24_VS_REGEX)}")
    else:
        lines.append(f"- {ISSUE24_REGEX_SIZE:,} files against the original regex rxtree: not measured")
    if MID_SIZE in scanning:
        files, seconds, parse = scanning[MID_SIZE]
        lines.append(f"- {MID_SIZE:,} files: scanning the {files:,} files a cold run parses {seconds:.2f} s of thread time, "
                     f"{seconds / parse:.2f} x their parse alone ({parse:.2f} s; at most {ISSUE24_SCANNING_VS_PARSE}): "
                     f"{verdict(seconds / parse <= ISSUE24_SCANNING_VS_PARSE)}")
    for size, measure in ((MID_SIZE, mid), (LARGE_SIZE, large)):
        if not measure:
            lines.append(f"- {size:,} files: not measured")
            continue
        (cold, cold_kib), parse, warm = measure["rxtree cold"], measure["parse-only"][0], measure["rxtree warm"][0]
        if size == MID_SIZE:
            line = f"- {size:,} files: cold / parse-only {cold / parse:.2f} (at most {ISSUE24_COLD_VS_PARSE})"
            if size in scanning:
                line += f"; parsing the files it must parse is {parse_floor(scanning[size]) / parse:.2f} x alone"
            lines.append(f"{line}: {verdict(cold / parse <= ISSUE24_COLD_VS_PARSE)}")
            lines.append(f"- {size:,} files: cold peak {cold_kib / 1024:.0f} MiB (at most {ISSUE24_COLD_PEAK_MIB}): "
                         f"{verdict(cold_kib / 1024 <= ISSUE24_COLD_PEAK_MIB)}")
        else:
            lines.append(f"- {size:,} files: cold peak {cold_kib / 1024:.0f} MiB (at most {ISSUE24_LARGE_COLD_PEAK_MIB}): "
                         f"{verdict(cold_kib / 1024 <= ISSUE24_LARGE_COLD_PEAK_MIB)}")
            if mid:
                ratio = cold / mid["rxtree cold"][0]
                floor = parse / mid["parse-only"][0]
                lines.append(f"- {size:,} files: cold {ratio:.2f} x the {MID_SIZE:,}-file cold (at most "
                             f"{ISSUE24_LARGE_COLD_VS_MID:g}; parse-only {floor:.2f} x between the same runs): "
                             f"{verdict(ratio <= ISSUE24_LARGE_COLD_VS_MID)}")
                drift = abs((size / cold) / (MID_SIZE / mid["rxtree cold"][0]) - 1)
                lines.append(f"- cold files/s within {ISSUE24_LINEAR_TOLERANCE:.0%} between {MID_SIZE:,} and {size:,}: "
                             f"{drift:.1%} apart: {verdict(drift <= ISSUE24_LINEAR_TOLERANCE)}")
        for name, (seconds, kib) in measure.items():
            if not name.startswith("rxtree warm,"):
                continue
            line = f"- {size:,} files: {name[len('rxtree '):]}: {seconds / warm:.2f} x warm (at most {ISSUE24_CHANGE_VS_WARM:g})"
            met = seconds / warm <= ISSUE24_CHANGE_VS_WARM
            if size == LARGE_SIZE:
                line += f", {kib / 1024:.0f} MiB (at most {ISSUE24_LARGE_CHANGE_PEAK_MIB})"
                met = met and kib / 1024 <= ISSUE24_LARGE_CHANGE_PEAK_MIB
            lines.append(f"{line}: {verdict(met)}")
    return lines


def print_dense_tables(dense):
    print("| dense project | run | wall s | peak MiB | lines |")
    print("| --- | --- | ---: | ---: | ---: |")
    for name, run, seconds, kib, lines in dense:
        print(f"| {name} | {run} | {seconds:.2f} | {kib / 1024:.0f} | {lines:,} |")
    default_depth = [r for r in dense if "-L" not in r[1]]
    slowest = max(r[2] for r in default_depth)
    largest_peak = max(r[3] for r in default_depth) / 1024
    print()
    print("Dense targets, every format at the default depth:")
    print(f"- slowest {slowest:.2f} s (under {TARGET_DENSE_SECONDS:g}): {verdict(slowest < TARGET_DENSE_SECONDS)}")
    print(f"- peak memory {largest_peak:.0f} MiB (under {TARGET_DENSE_PEAK_MIB}): {verdict(largest_peak < TARGET_DENSE_PEAK_MIB)}")


if __name__ == "__main__":
    main()
