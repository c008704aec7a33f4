"""`make perf-check`: rxtree's cost on a fixed generated app, counted, not timed, and held to a baseline.

Seconds are noisy on a shared machine; instruction counts are not. On the 2,000-file app `rxgen` makes with
seed 1 (the same bytes every time), valgrind's callgrind counts the instructions of a cold run (no cache), a
cold run that writes the caches, a warm run (cache filled, nothing changed) and runs after one flow file changed (a comment appended, which
leaves its facts as they were; a line inserted at the top, which moves every location in it; a plain type
added, a helper extension of `String` and a method of the flow's own type, which the last graph cannot have read
(`UnseenTypes`); a method that records a style's call added to the flow's own type, which changes facts the
graph reads and builds it again; a screen declared and presented there, which also changes the names the graph
wants, against which the files left unparsed were checked), and one after a screen's `viewDidLoad`, which the last
build did not read, gained a call on `self`; and
massif measures the cold run's peak heap. Each is compared with `Benchmarks/perf-baseline.json`; the check
fails when any grows by more than 3%. `--record` writes the baseline: commit it with a message that says why
it moved. SQLite keeps its speed the same way (cachegrind counts of a fixed workload, per check-in).

valgrind cannot read the release binary's debug info, so a copy stripped of it is measured.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BASELINE = os.path.join(HERE, "perf-baseline.json")
FILES = 2000
SEED = 1
THRESHOLD = 0.03
ROOT = "AppFlow"


def valgrind(tool, binary, arguments, directory, out):
    command = ["valgrind", f"--tool={tool}", f"--{tool}-out-file={out}", binary, *arguments]
    # Big values released on the calling thread: a background release ended by the process's exit part way
    # made the count of a run that builds the graph fall in two groups 3 to 4% apart.
    environment = dict(os.environ, RXTREE_RELEASE_INLINE="1")
    result = subprocess.run(command, cwd=directory, capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        sys.exit(f"perf-check: {' '.join(command)} failed (exit {result.returncode}):\n{result.stderr[-2000:]}")
    return result.stderr


def instructions(binary, arguments, directory, scratch):
    stderr = valgrind("callgrind", binary, arguments, directory, os.path.join(scratch, "callgrind.out"))
    found = re.search(r"Collected : (\d+)", stderr)
    if not found:
        sys.exit("perf-check: callgrind printed no instruction count")
    return int(found.group(1))


def peak_heap(binary, arguments, directory, scratch):
    out = os.path.join(scratch, "massif.out")
    valgrind("massif", binary, arguments, directory, out)
    peak = 0
    heap = extra = 0
    with open(out) as report:
        for line in report:
            if line.startswith("mem_heap_B="):
                heap = int(line.split("=", 1)[1])
            elif line.startswith("mem_heap_extra_B="):
                extra = int(line.split("=", 1)[1])
                peak = max(peak, heap + extra)
    return peak


def measure(binary):
    scratch = tempfile.mkdtemp(prefix="rxtree-perf-")
    try:
        app = os.path.join(scratch, "App")
        subprocess.run([sys.executable, "-m", "rxgen", "--files", str(FILES), "--seed", str(SEED), "--out", app],
                       cwd=HERE, check=True, stdout=subprocess.DEVNULL)
        stripped = os.path.join(scratch, "rxtree")
        subprocess.run(["strip", "--strip-debug", "-o", stripped, binary], check=True)
        cache = os.path.join(scratch, "cache")
        warm = [ROOT, "--dir", app, "--cache-dir", cache]
        counts = {
            "cold instructions": instructions(stripped, [ROOT, "--dir", app, "--no-cache"], scratch, scratch),
            "cold peak heap bytes": peak_heap(stripped, [ROOT, "--dir", app, "--no-cache"], scratch, scratch),
        }
        # The first run a user makes: cold, and it writes the caches (the facts, the memo and what it was built
        # from, each parsed file fingerprinted without the members the build did not read), which `--no-cache` skips.
        counts["cold, caches written instructions"] = instructions(stripped, warm, scratch, scratch)
        counts["warm instructions"] = instructions(stripped, warm, scratch, scratch)
        flows = sorted(os.path.join(folder, name) for folder, _, names in os.walk(os.path.join(app, "Features"))
                       for name in names if name.endswith("Flow.swift"))
        if not flows:
            sys.exit("perf-check: the generated app has no flow file to change")
        # A comment appended leaves the file's facts as they were: the memo is revalidated (the file is
        # scanned, nothing else). A line inserted at the top moves every location in it: the memo's
        # locations in that file are moved. A plain type, a helper extension or a method of the flow's own type
        # added is unseen: the memo is kept. A method that records a style's call (`present`) changes facts the
        # graph reads: the graph is built again. Each row
        # is the median of three runs, each after the cache is refilled from the unchanged file; with the
        # release inline (`valgrind`) the three agree within the two scanning threads' spread.
        flow = flows[len(flows) // 2]
        with open(flow) as original:
            unchanged = original.read()
        # A statement that calls a method on `self` inserted into a screen's `viewDidLoad`, a member the last
        # build did not read: the build fingerprinted the file without it, and the memo is kept.
        screens = sorted(os.path.join(folder, name) for folder, _, names in os.walk(os.path.join(app, "Features"))
                         for name in names if name.endswith("ViewController.swift"))
        screens = [path for path in screens if "super.viewDidLoad()\n" in open(path).read()]
        if not screens:
            sys.exit("perf-check: the generated app has no view controller with a viewDidLoad to edit")
        screen = screens[len(screens) // 2]
        with open(screen) as original:
            screen_source = original.read()
        edits = {
            "one changed file, method edited instructions": (screen, screen_source.replace(
                "super.viewDidLoad()\n", "super.viewDidLoad()\n        setNeedsStatusBarAppearanceUpdate()\n", 1)),
        }
        edits.update((name, (flow, text)) for name, text in {
            "one changed file instructions": unchanged + "\n// perf-check: one file changed\n",
            "one changed file, lines moved instructions": "// perf-check: one file changed\n" + unchanged,
            "one changed file, type added instructions": unchanged + "\nstruct PerfCheckAdded {}\n",
            "one changed file, helper extension added instructions": unchanged + "\nextension String {\n    func perfCheckAdded() {}\n}\n",
            "one changed file, member added instructions": unchanged + "\nextension " + os.path.splitext(os.path.basename(flow))[0]
            + " {\n    func perfCheckAdded() {}\n}\n",
            "one changed file, facts changed instructions": unchanged + "\nextension " + os.path.splitext(os.path.basename(flow))[0]
            + " {\n    func perfCheckAdded() { UIViewController().present(UIViewController(), animated: true) }\n}\n",
            # A new node: the graph wants its name, which the files left unparsed were not checked for.
            "one changed file, screen added instructions": unchanged + "\nfinal class PerfCheckAddedViewController: UIViewController {}\n"
            + "\nextension " + os.path.splitext(os.path.basename(flow))[0]
            + " {\n    func perfCheckAdded() { UIViewController().present(PerfCheckAddedViewController(), animated: true) }\n}\n",
        }.items())
        originals = {flow: unchanged, screen: screen_source}
        for name, (path, edited) in edits.items():
            runs = []
            for _ in range(3):
                for restored_path, text in originals.items():
                    with open(restored_path, "w") as restored:
                        restored.write(text)
                subprocess.run([stripped, *warm], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                with open(path, "w") as changed:
                    changed.write(edited)
                runs.append(instructions(stripped, warm, scratch, scratch))
            counts[name] = sorted(runs)[1]
        return counts
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True, help="the release rxtree binary")
    parser.add_argument("--record", action="store_true", help="write the baseline instead of checking against it")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("perf-check: valgrind is missing (apt-get install valgrind)")
    counts = measure(args.bin)
    if args.record:
        with open(BASELINE, "w") as baseline:
            json.dump({"files": FILES, "seed": SEED, "root": ROOT, "counts": counts}, baseline, indent=2, sort_keys=True)
            baseline.write("\n")
        print(f"perf-check: baseline written to {BASELINE}")
        for name, value in sorted(counts.items()):
            print(f"  {name}: {value:,}")
        return
    with open(BASELINE) as baseline:
        expected = json.load(baseline)["counts"]
    failed = False
    for name in sorted(set(counts) - set(expected)):
        print(f"perf-check: '{name}' is not in the baseline yet: {counts[name]:,}")
        failed = True
    print(f"| measure | baseline | now | change |\n| --- | ---: | ---: | ---: |")
    for name in sorted(expected):
        if name not in counts:
            sys.exit(f"perf-check: the baseline has '{name}', which is no longer measured: record it anew")
        change = counts[name] / expected[name] - 1
        verdict = "" if change <= THRESHOLD else f" (over {THRESHOLD:.0%})"
        failed = failed or change > THRESHOLD
        print(f"| {name} | {expected[name]:,} | {counts[name]:,} | {change:+.2%}{verdict} |")
    if failed:
        sys.exit(f"perf-check: a count grew by more than {THRESHOLD:.0%}, or is not in the baseline yet; if that is the price "
                 "of a feature or a new row, record a new baseline (make perf-baseline) in a commit that says why")
    print("perf-check: passed")


if __name__ == "__main__":
    main()
