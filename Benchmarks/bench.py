#!/usr/bin/env python3
"""`make bench`: rxtree against the I/O floor and a parse-only baseline on generated projects.

For each size it measures, as medians of several runs, wall time and peak memory (GNU time) of
(a) cat of every file, (b) the parse-only baseline, (c) rxtree cold (no cache), (d) rxtree warm
(cache filled) and (e) rxtree warm with one file changed since the last run; checks that (c) prints
exactly what `--no-skip` prints; writes Markdown tables of the runs and their ratios, and whether the
targets are met. Then, on two dense projects (12 flows that all lead to each other, and 40 flows with
6 links each), every format at the default depth, and every path of the first to 6 levels, streamed.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


GNU_TIME = "/usr/bin/time"

# Targets of the performance issue, checked on the largest size measured.
TARGET_COLD_VS_PARSE = 0.5
TARGET_WARM_VS_COLD = 0.1
TARGET_PEAK_MIB = 100
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


def median_run(command, runs, before=None, **kwargs):
    samples = []
    for _ in range(runs):
        if before:
            before()
        samples.append(timed(command, **kwargs)[:2])
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples)


def project(size, workspace):
    """A generated project, made once and kept in the workspace."""
    path = os.path.join(workspace, f"app-{size}")
    marker = os.path.join(path, ".complete")
    if not os.path.exists(marker):
        shutil.rmtree(path, ignore_errors=True)
        # The generator is the rxgen package beside this file.
        subprocess.run([sys.executable, "-m", "rxgen", "--files", str(size), "--out", path],
                       cwd=os.path.join(ROOT, "Benchmarks"), check=True, stdout=subprocess.DEVNULL)
        open(marker, "w").close()
    return path


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
                "rxtree cold": median_run([rxtree, "AppFlow", "--dir", path, "--cache-dir", cache], args.runs, before=clear_cache),
            }
        timed([rxtree, "AppFlow", "--dir", path, "--cache-dir", cache])
        measured["rxtree warm"] = median_run([rxtree, "AppFlow", "--dir", path, "--cache-dir", cache], args.runs)
        # What a build script usually meets: one file saved since the last run (re-scanned, graph rebuilt).
        edited = os.path.join(path, "App", "AppFlow.swift")
        touch = lambda: os.utime(edited, ns=(time.time_ns(), time.time_ns()))
        measured["rxtree warm, 1 file changed"] = median_run([rxtree, "AppFlow", "--dir", path, "--cache-dir", cache], args.runs, before=touch)
        for name, (seconds, kib) in measured.items():
            rows.append((size, megabytes, name, seconds, kib))
        cold = measured["rxtree cold"][0]
        print(f"{size} files: cold/parse-only {cold / measured['parse-only'][0]:.2f}, warm/cold {measured['rxtree warm'][0] / cold:.2f}",
              file=sys.stderr)

    if rows:
        print_scan_tables(rows)
        print()
    print_dense_tables(dense_rows(rxtree, args.workspace, args.runs))


def verdict(met):
    return "met" if met else "NOT met"


def print_scan_tables(rows):
    print("| files | MB | run | wall s | files/s | MB/s | peak MiB | vs parse-only |")
    print("| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    for size, megabytes, name, seconds, kib in rows:
        floor = next(r[3] for r in rows if r[0] == size and r[2] == "parse-only")
        speed = lambda amount: f"{amount / seconds:,.0f}" if seconds > 0 else "-"
        print(f"| {size:,} | {megabytes:.1f} | {name} | {seconds:.2f} | {speed(size)} | {speed(megabytes)} | {kib / 1024:.0f} | {seconds / floor:.2f} |")

    print()
    print("| files | rxtree cold / parse-only | rxtree warm / cold | warm, 1 file changed / cold |")
    print("| ---: | ---: | ---: | ---: |")
    for size in sorted({r[0] for r in rows}):
        wall = {name: seconds for s, _, name, seconds, _ in rows if s == size}
        cold = wall["rxtree cold"]
        print(f"| {size:,} | {cold / wall['parse-only']:.2f} | {wall['rxtree warm'] / cold:.2f} | {wall['rxtree warm, 1 file changed'] / cold:.2f} |")

    largest = max(r[0] for r in rows)
    measure = {name: (seconds, kib) for size, _, name, seconds, kib in rows if size == largest}
    cold, parse, warm = measure["rxtree cold"][0], measure["parse-only"][0], measure["rxtree warm"][0]
    peak = max(kib for name, (_, kib) in measure.items() if name.startswith("rxtree")) / 1024
    print()
    print(f"Targets at {largest:,} files:")
    print(f"- cold / parse-only {cold / parse:.2f} (at most {TARGET_COLD_VS_PARSE}): {verdict(cold / parse <= TARGET_COLD_VS_PARSE)}")
    print(f"- warm / cold {warm / cold:.2f} (at most {TARGET_WARM_VS_COLD}): {verdict(warm / cold <= TARGET_WARM_VS_COLD)}")
    print(f"- peak memory of any rxtree run {peak:.0f} MiB (at most {TARGET_PEAK_MIB}): {verdict(peak <= TARGET_PEAK_MIB)}")


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
