#!/usr/bin/env bash
# corpus-check: run `rxtree --list` over real-world Swift packages.
#
# The packages come from this machine's local mirror of GitHub: the bare
# repositories that git's `url.<mirror>.insteadOf https://github.com/` points
# at, laid out as MIRROR/OWNER/NAME.git. For each repository the newest tag (in
# version order) is exported with `git archive` into a temporary folder and
# `rxtree --list --dir` is run on it. rxtree must never crash, trap or hang on
# real code: a package fails when rxtree exits non-zero (except exit 1 with
# "error: no Swift files found", for packages without Swift sources), is
# killed by the timeout or a signal, or prints "Fatal error", "Illegal
# instruction" or "Segmentation fault". Warnings on stderr are fine.
#
# Usage: scripts/corpus-check.sh [--sample [N]] [--jobs N] [--timeout SECS] [--verbose]
#   --sample [N]    check only N packages (default 12), spread evenly over the
#                   sorted list, so the subset is always the same
#   --jobs N        check N packages in parallel (default 1)
#   --timeout SECS  time limit for one rxtree run (default 60)
#   --verbose       print rxtree's stderr (warnings too) under each package
# Environment: RXTREE   the rxtree binary (default: .build/release/rxtree)
#
# Prints one line per package, the slowest three, then
# "corpus-check: N passed, M failed". Exits 0 when nothing failed, 1 when
# something did, 2 on a usage error or a missing rxtree binary. Without a
# package mirror it prints a note and exits 0.
set -euo pipefail
export LC_ALL=C

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)
repo_root=$(cd -- "$script_dir/.." && pwd -P)
rxtree=${RXTREE:-"$repo_root/.build/release/rxtree"}

usage() {
    cat <<'EOF_USAGE'
Usage: scripts/corpus-check.sh [--sample [N]] [--jobs N] [--timeout SECS] [--verbose]
  --sample [N]    check only N packages (default 12), spread evenly over the
                  sorted list, so the subset is always the same
  --jobs N        check N packages in parallel (default 1)
  --timeout SECS  time limit for one rxtree run (default 60)
  --verbose       print rxtree's stderr (warnings too) under each package
Environment: RXTREE   the rxtree binary (default: .build/release/rxtree)
EOF_USAGE
}

die_usage() {
    echo "corpus-check: $1" >&2
    usage >&2
    exit 2
}

is_count() { [[ $1 =~ ^[0-9]+$ ]] && ((10#$1 > 0)); }

sample=0 # 0: every package
jobs=1
time_limit=60
verbose=0
while (($# > 0)); do
    case $1 in
    --sample)
        if (($# > 1)) && [[ $2 =~ ^[0-9]+$ ]]; then
            is_count "$2" || die_usage "--sample needs a number greater than 0"
            sample=$((10#$2))
            shift
        else
            sample=12
        fi
        ;;
    --sample=*)
        is_count "${1#*=}" || die_usage "--sample needs a number greater than 0"
        sample=$((10#${1#*=}))
        ;;
    --jobs | -j)
        (($# > 1)) && is_count "$2" || die_usage "--jobs needs a number greater than 0"
        jobs=$((10#$2))
        shift
        ;;
    --jobs=*)
        is_count "${1#*=}" || die_usage "--jobs needs a number greater than 0"
        jobs=$((10#${1#*=}))
        ;;
    --timeout)
        (($# > 1)) && is_count "$2" || die_usage "--timeout needs a number of seconds greater than 0"
        time_limit=$((10#$2))
        shift
        ;;
    --timeout=*)
        is_count "${1#*=}" || die_usage "--timeout needs a number of seconds greater than 0"
        time_limit=$((10#${1#*=}))
        ;;
    --verbose | -v) verbose=1 ;;
    -h | --help)
        usage
        exit 0
        ;;
    *) die_usage "unknown argument '$1'" ;;
    esac
    shift
done

# --- The mirror: url.<MIRROR>.insteadof https://github.com/ -----------------
find_mirror() {
    local config line key dir
    config=$(git config --get-regexp '^url\..*\.insteadof$' 2>/dev/null) || config=""
    while IFS= read -r line; do
        [[ $line == *" https://github.com/" ]] || continue
        key=${line% https://github.com/}
        dir=${key#url.}
        dir=${dir%.[iI][nN][sS][tT][eE][aA][dD][oO][fF]}
        dir=${dir#file://}
        dir=${dir%/}
        if [[ -n $dir && -d $dir ]]; then
            printf '%s\n' "$dir"
            return 0
        fi
    done <<<"$config"
    if [[ -d /opt/swift-packages ]]; then
        printf '%s\n' /opt/swift-packages
        return 0
    fi
    return 1
}

if ! mirror=$(find_mirror); then
    echo "corpus-check: no package mirror found; skipped"
    exit 0
fi

if [[ $rxtree != */* ]]; then
    rxtree=$(command -v -- "$rxtree" 2>/dev/null) || rxtree=${RXTREE}
fi
if [[ ! -f $rxtree || ! -x $rxtree ]]; then
    echo "corpus-check: rxtree binary not found at '$rxtree' (run 'make build' or set RXTREE)" >&2
    exit 2
fi

# --- Temporary folder, removed on exit and on Ctrl-C --------------------------
tmp=""
cleanup() {
    trap - EXIT INT TERM HUP
    local pid pids
    # Stop the workers still running (only this shell's own jobs), then wait
    # for them so nothing writes into the folder after it is removed.
    pids=$(jobs -p)
    for pid in $pids; do
        kill -TERM "$pid" 2>/dev/null || true
    done
    for pid in $pids; do
        wait "$pid" 2>/dev/null || true
    done
    if [[ -n $tmp && -d $tmp ]]; then
        rm -rf -- "$tmp"
    fi
}
trap cleanup EXIT
trap 'echo "corpus-check: interrupted" >&2; exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

tmp=$(mktemp -d "${TMPDIR:-/tmp}/corpus-check.XXXXXX")
mkdir -- "$tmp/src" "$tmp/log" "$tmp/res"

# Check a private copy of the binary, so a rebuild during the run cannot swap
# it out from under the check ("Text file busy", "No such file").
if ! cp -- "$rxtree" "$tmp/rxtree" || ! "$tmp/rxtree" --version >/dev/null 2>&1 </dev/null; then
    echo "corpus-check: cannot run '$rxtree' (is it being rebuilt?)" >&2
    exit 2
fi
rxtree_used=$rxtree
rxtree=$tmp/rxtree

# --- The packages: MIRROR/OWNER/NAME.git, sorted, aliases (symlinks) once -----
# (Commands write to files rather than into $(...): bash handles Ctrl-C
# unreliably while it waits for a command substitution.)
shopt -s nullglob
found=("$mirror"/*/*.git)
shopt -u nullglob
paths=()
for path in "${found[@]}"; do
    if [[ -d $path ]]; then
        paths+=("$path")
    fi
done
candidates=()
aliases=0
if ((${#paths[@]} > 0)); then
    printf '%s\n' "${paths[@]}" | sort >"$tmp/paths"
    mapfile -t paths <"$tmp/paths"
    realpath -- "${paths[@]}" >"$tmp/realpaths"
    mapfile -t reals <"$tmp/realpaths"
    declare -A seen=()
    # Real folders first, then the symlinks that point outside them.
    for pass in dirs links; do
        for i in "${!paths[@]}"; do
            kind=dirs
            if [[ -L ${paths[i]} ]]; then
                kind=links
            fi
            if [[ $kind != "$pass" ]]; then
                continue
            fi
            if [[ -n ${seen["${reals[i]}"]:-} ]]; then
                aliases=$((aliases + 1))
                continue
            fi
            seen["${reals[i]}"]=1
            candidates+=("${paths[i]}")
        done
    done
    printf '%s\n' "${candidates[@]}" | sort >"$tmp/paths"
    mapfile -t candidates <"$tmp/paths"
fi

names=() # OWNER/NAME
repos=() # path of the bare repository
tags=()  # its newest tag, or "" when git could not list them
skipped=0
for path in "${candidates[@]}"; do
    name=${path%.git}
    owner=${name%/*}
    name="${owner##*/}/${name##*/}"
    tag=""
    if git -C "$path" tag --sort=-v:refname >"$tmp/tags" 2>/dev/null; then
        IFS= read -r tag <"$tmp/tags" || true
        if [[ -z $tag ]]; then
            echo "skip  $name  (no tags)"
            skipped=$((skipped + 1))
            continue
        fi
    fi
    names+=("$name")
    repos+=("$path")
    tags+=("$tag")
done

total=${#names[@]}
selected=()
if ((sample > 0 && sample < total)); then
    # N indices spread evenly over the sorted list: always the same subset.
    for ((i = 0; i < sample; i++)); do
        selected+=($((i * total / sample)))
    done
else
    for ((i = 0; i < total; i++)); do
        selected+=("$i")
    done
fi

note="corpus-check: ${#selected[@]} of $total packages from $mirror with $rxtree_used"
((aliases > 0)) && note+=" ($aliases aliases skipped)"
((skipped > 0)) && note+=" ($skipped without tags skipped)"
echo "$note"

now_ms() { # milliseconds since the epoch, into the variable named $1
    local now
    if [[ -n ${EPOCHREALTIME:-} ]]; then
        now=${EPOCHREALTIME/[.,]/}
        printf -v "$1" '%d' $((10#$now / 1000))
    else
        now=$(date +%s%N)
        printf -v "$1" '%d' $((now / 1000000))
    fi
}

seconds() { # milliseconds $2 -> "1.23" into the variable named $1
    printf -v "$1" '%d.%02d' $(($2 / 1000)) $(($2 % 1000 / 10))
}

# --- One package: export, count, run rxtree, write a result record -----------
# The record (res/INDEX) is: status, name@tag, files, milliseconds, nodes, exit
# code, reason, separated by tabs.
check_package() {
    local index=$1 name=${names[$1]} repo=${repos[$1]} tag=${tags[$1]}
    local slug=${name/\//__}
    local dest="$tmp/src/$slug" out="$tmp/log/$slug.out" err="$tmp/log/$slug.err"
    local res="$tmp/res/$index" label="$name@$tag"
    local tpid="" rc=0 files=0 start end ms nodes reason line first="" fatal="" other=""

    # Ctrl-C reaches the workers too: leave it to the main shell, which stops
    # them with TERM; a stopped worker stops its rxtree (timeout runs it in a
    # process group of its own) before it exits.
    trap '' INT
    trap 'if [[ -n $tpid ]]; then kill -TERM "$tpid" 2>/dev/null; wait "$tpid" 2>/dev/null; fi; exit 143' TERM

    record() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >"$res.part" && mv -- "$res.part" "$res"; }

    if [[ -z $tag ]]; then
        : >"$err"
        record FAIL "$name" 0 0 0 "-" "git tag failed (not a git repository?)"
        return 0
    fi

    mkdir -p -- "$dest"
    if ! git -C "$repo" archive --format=tar "refs/tags/$tag" 2>"$err" | tar -x -C "$dest" 2>>"$err"; then
        record FAIL "$label" 0 0 0 "-" "archive failed"
        rm -rf -- "$dest"
        return 0
    fi

    local -a found
    shopt -s globstar nullglob dotglob
    found=("$dest"/**/*.swift)
    shopt -u globstar nullglob dotglob
    for line in "${found[@]}"; do
        if [[ -f $line && ! -L $line ]]; then
            files=$((files + 1))
        fi
    done
    unset found

    now_ms start
    timeout --kill-after=10 "$time_limit" "$rxtree" --list --dir "$dest" >"$out" 2>"$err" </dev/null &
    tpid=$!
    wait "$tpid" || rc=$?
    tpid=""
    now_ms end
    ms=$((end - start))
    nodes=$(wc -l <"$out")
    nodes=$((nodes + 0))

    # The first line of stderr, the first crash message and the first line that
    # is not a warning.
    while IFS= read -r line || [[ -n $line ]]; do
        [[ -z $first ]] && first=$line
        if [[ -z $fatal && ($line == *"Fatal error"* || $line == *"Illegal instruction"* ||
            $line == *"Segmentation fault"*) ]]; then
            fatal=$line
        fi
        if [[ -z $other && -n $line && ! $line =~ ^.+:[0-9]+:[0-9]+:\ warning:\  &&
            ! $line =~ ^[^:]+:\ warning:\  ]]; then
            other=$line
        fi
    done <"$err"

    reason=""
    if ((rc == 124)); then
        reason="timed out after ${time_limit}s"
    elif ((rc == 137 && ms >= time_limit * 1000)); then
        reason="timed out after ${time_limit}s, killed"
    elif ((rc > 128)); then
        reason="killed by signal $((rc - 128))"
    elif [[ -n $fatal ]]; then
        reason=$fatal
    elif ((rc == 1)) && [[ $first == "error: no Swift files found"* ]]; then
        reason=""
    elif ((rc != 0)); then
        reason=${other:-$first}
        reason=${reason:-"(no stderr)"}
    fi
    if [[ -n $reason && -n $fatal && $reason != "$fatal" ]]; then
        reason+=": $fatal"
    elif [[ -n $reason && $rc -gt 128 && -n ${other:-$first} ]]; then
        reason+=": ${other:-$first}"
    fi

    # Keep only the logs; the exported sources can be big.
    rm -rf -- "$dest"
    if [[ -n $reason ]]; then
        record FAIL "$label" "$files" "$ms" "$nodes" "$rc" "$reason"
    else
        record ok "$label" "$files" "$ms" "$nodes" "$rc" ""
    fi
}

# --- Run, printing the results in order as they arrive -----------------------
passed=0
failed=0
total_files=0
total_ms=0
timings=()
now_ms run_start
next=0 # position in selected[] of the next result to print

print_result() {
    local index=$1 status label files ms nodes rc reason slug line secs
    IFS=$'\t' read -r status label files ms nodes rc reason <"$tmp/res/$index"
    total_files=$((total_files + files))
    total_ms=$((total_ms + ms))
    timings+=("$ms"$'\t'"$label")
    if [[ $status == ok ]]; then
        passed=$((passed + 1))
        seconds secs "$ms"
        printf 'ok    %s  %d files  %ss  %d nodes\n' "$label" "$files" "$secs" "$nodes"
    else
        failed=$((failed + 1))
        printf 'FAIL  %s  exit %s: %s\n' "$label" "$rc" "$reason"
    fi
    if ((verbose)); then
        slug=${names[$index]/\//__}
        while IFS= read -r line || [[ -n $line ]]; do
            printf '      | %s\n' "${line//"$tmp/src/"/}"
        done <"$tmp/log/$slug.err"
    fi
}

flush_results() {
    while ((next < ${#selected[@]})) && [[ -f "$tmp/res/${selected[next]}" ]]; do
        print_result "${selected[next]}"
        next=$((next + 1))
    done
}

running=0
for index in "${selected[@]}"; do
    while ((running >= jobs)); do
        wait -n || true
        running=$((running - 1))
        flush_results
    done
    # The worker's own stderr (bash reports a signal death there) goes to a
    # file, shown only when the worker fails to write its record.
    check_package "$index" 2>"$tmp/log/worker.$index.err" &
    running=$((running + 1))
done
while ((running > 0)); do
    wait -n || true
    running=$((running - 1))
    flush_results
done
flush_results
now_ms run_end
run_ms=$((run_end - run_start))

if ((next < ${#selected[@]})); then
    # A worker died without writing its record: report it rather than hide it.
    for ((; next < ${#selected[@]}; next++)); do
        index=${selected[next]}
        failed=$((failed + 1))
        printf 'FAIL  %s@%s  exit -: check did not complete\n' "${names[index]}" "${tags[index]}"
        while IFS= read -r line || [[ -n $line ]]; do
            printf '      | %s\n' "$line"
        done <"$tmp/log/worker.$index.err"
    done
fi

if ((${#timings[@]} > 0)); then
    printf '%s\n' "${timings[@]}" | sort -t $'\t' -k1,1nr -k2,2 >"$tmp/timings"
    echo "slowest:"
    shown=0
    while IFS=$'\t' read -r ms label && ((shown < 3)); do
        seconds secs "$ms"
        printf '  %ss  %s\n' "$secs" "$label"
        shown=$((shown + 1))
    done <"$tmp/timings"
fi
echo "corpus-check: $passed passed, $failed failed"
seconds rxtree_secs "$total_ms"
seconds run_secs "$run_ms"
echo "corpus-check: $total_files Swift files, rxtree ${rxtree_secs}s, total ${run_secs}s"
if ((failed > 0)); then
    exit 1
fi
