#!/usr/bin/env python3
"""Packs an already built rxtree binary into a SwiftPM artifact bundle, for `.binaryTarget`.

    scripts/artifactbundle.py --binary .build-static/release/rxtree [--man .build/man/rxtree.1] [--strip]
                              [--output .build/artifactbundle] [--triple T ...] [--merge other.artifactbundle ...]

Writes <output>/rxtree.artifactbundle (a folder) and <output>/rxtree.artifactbundle.zip, then prints the
zip's checksum on stdout, as `swift package compute-checksum` does (what `.binaryTarget(url:checksum:)`
wants); what it wrote goes to stderr. The version is what `<binary> --version` prints. The triples default
to the host's (`uname -m` and the OS); `--merge` copies the variants of bundles built elsewhere (a macOS
one, say) into this one, so one zip serves every platform. The zip is reproducible: the same inputs give
the same checksum.

Exit codes: 0 written; 1 an input is wrong (no binary, a version that is not one, a bad bundle to
merge); 2 a usage error (argparse's).
"""

import argparse
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

ARTIFACT = "rxtree"
BUNDLE = ARTIFACT + ".artifactbundle"
# SemVer as `rxtree --version` prints it (ToolIdentity.version).
VERSION_PATTERN = re.compile(r"^[0-9]+\.[0-9]+\.[0-9]+(?:[-+][0-9A-Za-z.+-]+)?$")
TRIPLE_PATTERN = re.compile(r"^[A-Za-z0-9_]+-[A-Za-z0-9_]+-[A-Za-z0-9_.]+(?:-[A-Za-z0-9_.]+)?$")
# Zip entries carry this date, not the files' own, so that the checksum depends on content only.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


class BundleError(Exception):
    """A wrong input, reported as one line and exit code 1."""


def host_triple():
    """The host's triple as SwiftPM spells it: x86_64-unknown-linux-gnu, arm64-apple-macosx."""
    machine = platform.machine()
    system = platform.system()
    if system == "Linux":
        # uname -m says aarch64 on Linux, and so does Swift's Linux triple.
        return f"{machine}-unknown-linux-gnu"
    if system == "Darwin":
        return f"{'arm64' if machine in ('arm64', 'aarch64') else machine}-apple-macosx"
    raise BundleError(f"no artifact bundle triple known for {system} {machine}; pass --triple")


def binary_version(binary):
    if not os.path.isfile(binary) or not os.access(binary, os.X_OK):
        raise BundleError(f"{binary}: not an executable file; build it first (make build)")
    try:
        result = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=60)
    except OSError as error:
        raise BundleError(f"{binary}: cannot run it: {error.strerror}")
    version = result.stdout.strip()
    if result.returncode != 0 or not VERSION_PATTERN.match(version):
        first_line = (version.splitlines() or [""])[0][:80]
        raise BundleError(f"{binary} --version printed {first_line!r} (exit {result.returncode}), not a version")
    return version


def strip(binary):
    """Drops the symbol table and debug sections, which running rxtree does not need (125 MB to 74 MB, static)."""
    tool = os.environ.get("STRIP", "strip")
    # On macOS a plain strip would remove the global symbols too; debug and local ones are enough.
    command = [tool, "-S", "-x", binary] if platform.system() == "Darwin" else [tool, binary]
    try:
        result = subprocess.run(command, capture_output=True, text=True)
    except OSError as error:
        raise BundleError(f"{tool}: cannot run it: {error.strerror}; leave --strip out")
    if result.returncode != 0:
        first_line = (result.stderr.splitlines() or [""])[0]
        raise BundleError(f"{tool} failed (exit {result.returncode}): {first_line}")


def read_bundle_info(bundle, scratch):
    """The rxtree artifact of an existing bundle (folder, or zip unpacked in `scratch`): its version, and its
    variants each with the folder holding it."""
    if zipfile.is_zipfile(bundle):
        staging = tempfile.mkdtemp(prefix="merge-", dir=scratch)
        with zipfile.ZipFile(bundle) as archive:
            for member in archive.infolist():
                # Entries outside the folder (absolute, ..) would be written outside the staging folder.
                if member.filename.startswith("/") or ".." in member.filename.split("/"):
                    raise BundleError(f"{bundle}: unsafe entry {member.filename!r}")
                path = archive.extract(member, staging)
                mode = member.external_attr >> 16
                if mode:
                    os.chmod(path, mode & 0o777)
        folders = [name for name in os.listdir(staging) if name.endswith(".artifactbundle")]
        if len(folders) != 1:
            raise BundleError(f"{bundle}: expected one .artifactbundle folder in the zip, found {len(folders)}")
        bundle = os.path.join(staging, folders[0])
    try:
        with open(os.path.join(bundle, "info.json"), encoding="utf-8") as file:
            info = json.load(file)
    except (OSError, ValueError) as error:
        raise BundleError(f"{bundle}: no readable info.json ({error})")
    artifact = info.get("artifacts", {}).get(ARTIFACT)
    if info.get("schemaVersion") != "1.0" or not isinstance(artifact, dict) or artifact.get("type") != "executable":
        raise BundleError(f"{bundle}: not an rxtree executable bundle of schema 1.0")
    variants = []
    for variant in artifact.get("variants", []):
        path = variant.get("path", "")
        parts = path.split("/")
        # The variant's folder is copied whole, so its path must be this script's shape: <folder>/bin/rxtree.
        if len(parts) != 3 or parts[0] in ("", ".", "..") or parts[1:] != ["bin", ARTIFACT]:
            raise BundleError(f"{bundle}: variant path {path!r} is not <folder>/bin/{ARTIFACT}")
        if not os.path.isfile(os.path.join(bundle, path)):
            raise BundleError(f"{bundle}: variant path {path!r} is missing")
        variants.append((variant, os.path.join(bundle, parts[0])))
    return artifact.get("version"), variants


def add_file(archive, path, name):
    info = zipfile.ZipInfo(name, ZIP_DATE)
    info.external_attr = (0o100000 | (os.stat(path).st_mode & 0o777)) << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    with open(path, "rb") as file:
        archive.writestr(info, file.read())


def write_zip(folder, zip_path):
    """Zips `folder` with its own name at the top, entries sorted and dated ZIP_DATE."""
    parent = os.path.dirname(folder)
    with zipfile.ZipFile(zip_path, "w") as archive:
        for root, directories, files in os.walk(folder):
            directories.sort()
            relative = os.path.relpath(root, parent)
            entry = zipfile.ZipInfo(relative + "/", ZIP_DATE)
            entry.external_attr = (0o040755 << 16) | 0x10
            archive.writestr(entry, b"")
            for name in sorted(files):
                add_file(archive, os.path.join(root, name), f"{relative}/{name}")


def checksum(zip_path):
    """What `swift package compute-checksum` prints: it is run when there is a swift, else the same SHA-256."""
    swift = shutil.which(os.environ.get("SWIFT", "swift"))
    if swift:
        result = subprocess.run([swift, "package", "compute-checksum", zip_path], capture_output=True, text=True)
        if result.returncode == 0 and re.fullmatch(r"[0-9a-f]{64}", result.stdout.strip()):
            return result.stdout.strip()
    with open(zip_path, "rb") as file:
        return hashlib.sha256(file.read()).hexdigest()


def replace(staged, final):
    """Moves `staged` to `final`; an old folder is moved aside first, so a reader never sees half of one."""
    if os.path.isdir(final):
        old = final + ".old"
        shutil.rmtree(old, ignore_errors=True)
        os.rename(final, old)
        os.rename(staged, final)
        shutil.rmtree(old)
    else:
        os.replace(staged, final)


def build(arguments):
    version = binary_version(arguments.binary)
    triples = arguments.triple or [host_triple()]
    for triple in triples:
        if not TRIPLE_PATTERN.match(triple):
            raise BundleError(f"--triple {triple!r}: not a target triple (like x86_64-unknown-linux-gnu)")
    if arguments.man and not os.path.isfile(arguments.man):
        raise BundleError(f"{arguments.man}: no such man page; run make man, or leave --man out")

    os.makedirs(arguments.output, exist_ok=True)
    staging = tempfile.mkdtemp(prefix=".rxtree-bundle-", dir=arguments.output)
    try:
        merged = []
        for other in arguments.merge:
            other_version, variants = read_bundle_info(other, staging)
            if other_version != version:
                raise BundleError(f"{other}: rxtree {other_version}, but {arguments.binary} is {version}")
            merged.extend(variants)
        bundle = os.path.join(staging, BUNDLE)
        # One folder a variant, named as SwiftLint's are: rxtree-0.1.0-x86_64-unknown-linux-gnu.
        # A universal binary's triples differ only in the architecture: rxtree-0.1.0-apple-macosx.
        platforms = sorted({triple.split("-", 1)[1] for triple in triples})
        suffix = triples[0] if len(triples) == 1 else platforms[0] if len(platforms) == 1 else "multi"
        folder = f"{ARTIFACT}-{version}-{suffix}"
        variants = [{"path": f"{folder}/bin/{ARTIFACT}", "supportedTriples": triples}]
        os.makedirs(os.path.join(bundle, folder, "bin"))
        shutil.copy2(arguments.binary, os.path.join(bundle, folder, "bin", ARTIFACT))
        if arguments.strip:
            strip(os.path.join(bundle, folder, "bin", ARTIFACT))
        if arguments.man:
            os.makedirs(os.path.join(bundle, folder, "share", "man", "man1"))
            shutil.copy2(arguments.man, os.path.join(bundle, folder, "share", "man", "man1", ARTIFACT + ".1"))
        seen = set(triples)
        for variant, source in merged:
            clash = seen.intersection(variant.get("supportedTriples", []))
            if clash:
                raise BundleError(f"two variants for {', '.join(sorted(clash))}")
            seen.update(variant.get("supportedTriples", []))
            name = os.path.basename(source)
            if os.path.exists(os.path.join(bundle, name)):
                raise BundleError(f"two variant folders named {name}")
            shutil.copytree(source, os.path.join(bundle, name))
            variants.append(variant)
        variants.sort(key=lambda variant: variant["path"])
        info = {
            "schemaVersion": "1.0",
            "artifacts": {ARTIFACT: {"version": version, "type": "executable", "variants": variants}},
        }
        with open(os.path.join(bundle, "info.json"), "w", encoding="utf-8") as file:
            json.dump(info, file, indent=2, sort_keys=True)
            file.write("\n")
        write_zip(bundle, os.path.join(staging, BUNDLE + ".zip"))
        replace(bundle, os.path.join(arguments.output, BUNDLE))
        zip_path = os.path.join(arguments.output, BUNDLE + ".zip")
        os.replace(os.path.join(staging, BUNDLE + ".zip"), zip_path)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    all_triples = ", ".join(sorted(seen))
    print(f"wrote {os.path.join(arguments.output, BUNDLE)} and {zip_path} (rxtree {version}; {all_triples})", file=sys.stderr)
    print(checksum(zip_path))


def main():
    parser = argparse.ArgumentParser(description="Packs a built rxtree into a SwiftPM artifact bundle.")
    parser.add_argument("--binary", required=True, help="the rxtree executable to pack")
    parser.add_argument("--man", help="its man page (make man writes .build/man/rxtree.1)")
    parser.add_argument("--strip", action="store_true", help="strip the bundled copy of the binary (strip(1))")
    parser.add_argument("--output", default=".build/artifactbundle", help="folder for the bundle and its zip")
    parser.add_argument("--triple", action="append", default=[],
                        help="a triple the binary runs on (repeat for a universal binary); default: the host's")
    parser.add_argument("--merge", action="append", default=[],
                        help="an rxtree bundle (folder or zip) whose variants to add, e.g. one built on a Mac")
    arguments = parser.parse_args()
    try:
        build(arguments)
    except BundleError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
