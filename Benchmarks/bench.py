#!/usr/bin/env python3
"""`make bench`: rxtree against the I/O floor and a parse-only baseline on generated projects.

For each size it measures, as medians of several runs, wall time and peak memory (GNU time) of
(a) cat of every file, (b) the parse-only baseline, (c) rxtree cold (no cache) and (d) rxtree warm
(cache filled), checks that (c) prints exactly what `--no-skip` prints, and writes a Markdown table.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def timed(command, **kwargs):
    """Runs `command` under /usr/bin/time; returns (seconds, peak KiB, stdout bytes)."""
    with tempfile.NamedTemporaryFile("r") as report:
        result = subprocess.run(
            ["/usr/bin/time", "-f", "%e %M", "-o", report.name] + command,
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=True, **kwargs)
        seconds, kib = report.read().split()[-2:]
        return float(seconds), int(kib), result.stdout


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
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "generate.py"), "--files", str(size), "--out", path],
                       check=True, stdout=subprocess.DEVNULL)
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


if __name__ == "__main__":
    main()
