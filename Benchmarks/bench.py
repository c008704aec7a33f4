#!/usr/bin/env python3
"""`make bench`: rxtree against the I/O floor and a parse-only baseline on generated projects.

For each size it measures, as medians of several runs, wall time and peak memory (GNU time) of
(a) cat of every file, (b) the parse-only baseline, (c) rxtree cold (no cache), (d) rxtree warm
(cache filled) and (e) rxtree warm with one file changed since the last run; checks that (c) prints
exactly what `--no-skip` prints; writes Markdown tables of the runs and their ratios, and whether the
targets are met.
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


def timed(command, **kwargs):
    """Runs `command` under GNU time; returns (wall seconds, peak KiB, stdout bytes).

    Wall time comes from a monotonic clock (GNU time's %e has 10 ms steps); GNU time gives the peak
    resident memory."""
    with tempfile.NamedTemporaryFile("r") as report:
        start = time.perf_counter()
        result = subprocess.run(
            [GNU_TIME, "-f", "%M", "-o", report.name] + command,
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=True, **kwargs)
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
    for size in [int(s) for s in args.sizes.split(",")]:
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
    verdict = lambda met: "met" if met else "NOT met"
    print()
    print(f"Targets at {largest:,} files:")
    print(f"- cold / parse-only {cold / parse:.2f} (at most {TARGET_COLD_VS_PARSE}): {verdict(cold / parse <= TARGET_COLD_VS_PARSE)}")
    print(f"- warm / cold {warm / cold:.2f} (at most {TARGET_WARM_VS_COLD}): {verdict(warm / cold <= TARGET_WARM_VS_COLD)}")
    print(f"- peak memory of any rxtree run {peak:.0f} MiB (at most {TARGET_PEAK_MIB}): {verdict(peak <= TARGET_PEAK_MIB)}")


if __name__ == "__main__":
    main()
