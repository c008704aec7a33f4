# rxtree: `make run` and `make test` are all a fresh machine needs.
SWIFT ?= swift
CONFIG ?= release
PREFIX ?= $(if $(prefix),$(prefix),/usr/local)
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man/man1
# One configuration for every build here (binary, tests, bench, perf-check), so swift-syntax is compiled once,
# with three flags a plain `swift build` (the plugin, Mint) does without (Benchmarks/README.md has the figures):
# - Swift's run-time exclusivity checks left out: most are swift-syntax's own, as its tree is walked, and they
#   cost 3.7% of a cold run at 20,000 files and 3.4% of a facts-changed one. The fuzz build keeps them.
# - Cross-module optimisation: swift-syntax's code inlined into its callers, in SwiftParser and in rxtree's
#   scanner (a cold run at 20,000 files 2.07 to 1.95 s; the first build takes about a fifth longer).
# - Generic types' metadata made by direct calls, not looked up by their mangled names: such a lookup checks the
#   type's requirements (a set's elements are Hashable) by searching every protocol conformance the process has,
#   about 10,800, the first time each type is used. A run on a one-file project took 74.7 M instructions, 53.5 M
#   without; a warm run at 2,000 files 14% fewer. The binary grows 0.5%.
BUILD_FLAGS = -c $(CONFIG) -Xswiftc -enforce-exclusivity=unchecked -Xswiftc -cross-module-optimization \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# Tests use only public API; testable imports would change the flags and rebuild swift-syntax.
# All tests are XCTest; Swift Testing would only add a "0 tests" summary after XCTest's.
TEST_FLAGS = --disable-testable-imports --disable-swift-testing
# The tests are built as their own product, then run with --skip-build: a plain `swift test` builds
# every target, and the plugin's dependency on rxtree makes SwiftPM compile rxtree and swift-syntax a
# second time as a host tool (the *-tool.build folders), doubling a fresh build.
TEST_PRODUCT = rxtreePackageTests
BIN = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/rxtree
# Written by swift-argument-parser's generate-manual tool from rxtree's own help text. The tool is
# run directly: its plugin builds with other settings and would recompile swift-syntax every time.
MANPAGE = .build/man/rxtree.1

.PHONY: build build-tests man run test test-deps golden install install-built uninstall bench perf-deps perf-check perf-baseline corpus-check clean fuzz artifactbundle

build:
	$(SWIFT) build $(BUILD_FLAGS) --product rxtree

man: build
	$(SWIFT) build $(BUILD_FLAGS) --product generate-manual
	mkdir -p .build/man
	"$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/generate-manual" "$(BIN)" --output-directory .build/man

run: build
	$(BIN) AppFlow --dir Fixtures/RxControllerExample

# The tests render graphs with Graphviz's dot; install it where it is missing and apt-get can.
test-deps:
	@command -v dot >/dev/null 2>&1 || { command -v apt-get >/dev/null 2>&1 && \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz; }; } || \
		echo "warning: Graphviz's dot is missing; install it (apt-get install graphviz, brew install graphviz)"

# One configuration for the binary and the tests, so swift-syntax is compiled once.
test: build man test-deps build-tests
	$(SWIFT) test $(BUILD_FLAGS) $(TEST_FLAGS) --skip-build

build-tests:
	$(SWIFT) build $(BUILD_FLAGS) --product $(TEST_PRODUCT)

# The test methods are generated from GoldenTests.cases first, so that a new case is recorded too.
golden:
	python3 scripts/golden-tests.py
	$(MAKE) build build-tests
	RXTREE_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) $(TEST_FLAGS) --skip-build --filter GoldenTests
	RXTREE_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) $(TEST_FLAGS) --skip-build --filter IntegrationTests.testHelp
	RXTREE_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) $(TEST_FLAGS) --skip-build --filter DocsTests.testChecksPageDescribesEveryRuleAsItsTypeDoes
	@echo "Golden files re-recorded: review them with 'git diff Tests/RxTreeKitTests/Golden'."

install: build man
	$(MAKE) install-built BIN="$(BIN)" PREFIX="$(PREFIX)"

# Copies an already built binary (BIN) and the man page, if generated.
install-built:
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$(BIN)" "$(DESTDIR)$(BINDIR)/rxtree"
	@if [ -f "$(MANPAGE)" ]; then install -d "$(DESTDIR)$(MANDIR)" && install -m 0644 "$(MANPAGE)" "$(DESTDIR)$(MANDIR)/rxtree.1"; fi

# Benchmarks on generated projects (Benchmarks/README.md); SIZES=1000,20000 picks the sizes (100000 works too),
# BENCH_ARGS="--sizes 1000 --runs 3" for a quick one.
bench: build
	$(SWIFT) build $(BUILD_FLAGS) --product rxtree-parse-baseline
	python3 Benchmarks/bench.py --bin "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)" $(if $(SIZES),--sizes $(SIZES)) $(BENCH_ARGS)

# Instruction counts (callgrind) and peak heap (massif) of cold, warm and one-changed-file runs on a fixed
# generated app, against Benchmarks/perf-baseline.json: fails when any grows by more than 3% (Benchmarks/README.md).
# perf-baseline records it anew; commit it with a message that says why it moved.
perf-deps:
	@command -v valgrind >/dev/null 2>&1 || { command -v apt-get >/dev/null 2>&1 && \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind; }; } || \
		echo "warning: valgrind is missing; install it (apt-get install valgrind)"

perf-check: build perf-deps
	python3 Benchmarks/perf_check.py --bin "$(BIN)"

perf-baseline: build perf-deps
	python3 Benchmarks/perf_check.py --bin "$(BIN)" --record

# rxtree list over every package of the offline package mirror; CI runs a sample.
corpus-check: build
	RXTREE="$(BIN)" python3 Benchmarks/corpus_check.py $(CORPUS_ARGS)

# A SwiftPM artifact bundle (docs/integrations.md): .build/artifactbundle/rxtree.artifactbundle and its zip, then
# the zip's checksum for .binaryTarget. On Linux the binary links the Swift runtime statically, so it runs
# without a toolchain; --static-swift-stdlib changes every module's compile flags, so it builds in a scratch
# path of its own (a second swift-syntax build, the first time) instead of recompiling .build. macOS has the
# runtime in the OS. The bundled copy is stripped (125 MB to 74 MB on Linux). ARTIFACTBUNDLE_ARGS="--merge
# <bundle.zip>" adds another platform's variant.
ARTIFACTBUNDLE_DIR = .build/artifactbundle
ifeq ($(shell uname -s),Darwin)
ARTIFACTBUNDLE_BUILD_FLAGS = $(BUILD_FLAGS)
else
ARTIFACTBUNDLE_BUILD_FLAGS = $(BUILD_FLAGS) --scratch-path .build-static --static-swift-stdlib
endif

artifactbundle: man
	$(SWIFT) build $(ARTIFACTBUNDLE_BUILD_FLAGS) --product rxtree
	python3 scripts/artifactbundle.py --binary "$$($(SWIFT) build $(ARTIFACTBUNDLE_BUILD_FLAGS) --show-bin-path)/rxtree" \
		--man $(MANPAGE) --strip --output $(ARTIFACTBUNDLE_DIR) $(ARTIFACTBUNDLE_ARGS)

# Differential testing: small generated projects whose edges are known, checked cold, cached and after
# random edits (Fuzz/rxprojects/README.md). SEEDS=N runs seeds 1..N, SEEDS=A..B a range; JOBS seeds at once
# (default: one per CPU).
SEEDS ?= 100
JOBS ?=
fuzz-projects: build
	cd Fuzz && python3 -m rxprojects --rxtree "$(BIN)" --seeds $(SEEDS) $(if $(JOBS),--jobs $(JOBS)) $(FUZZ_PROJECTS_ARGS)

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/rxtree" "$(DESTDIR)$(MANDIR)/rxtree.1"

# libFuzzer on FileScanner.scan (Linux toolchains; macOS ones lack libFuzzer). RXTREE_FUZZ=1 adds
# the rxtree-fuzz target to the manifest. Its own scratch path, as -sanitize=fuzzer compiles every
# module (RxTreeKit, SwiftParser, SwiftSyntax) with coverage instrumentation; only rxtree-fuzz is
# linked, with libFuzzer's runtime. It mutates a copy of the seed corpus, in $(FUZZ_DIR)/corpus.
FUZZ_SECONDS ?= 60
FUZZ_DIR = .build-fuzz
FUZZ_BUILD_FLAGS = -c release --scratch-path $(FUZZ_DIR) -Xswiftc -sanitize=fuzzer

fuzz:
	RXTREE_FUZZ=1 $(SWIFT) build $(FUZZ_BUILD_FLAGS) --product rxtree-fuzz
	mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/crashes
	cp Fuzz/corpus/* $(FUZZ_DIR)/corpus/
	@# The fixture projects seed the fuzzer too, each named after its path so names cannot collide.
	@find Fixtures -name '*.swift' -type f -not -path '*/.build/*' | while read -r f; do \
		cp "$$f" "$(FUZZ_DIR)/corpus/$$(echo "$$f" | tr '/' '_')"; done
	@touch $(FUZZ_DIR)/fuzz-started
	@bin="$$(RXTREE_FUZZ=1 $(SWIFT) build $(FUZZ_BUILD_FLAGS) --show-bin-path)/rxtree-fuzz"; \
	echo "$$bin -max_total_time=$(FUZZ_SECONDS) ... $(FUZZ_DIR)/corpus"; \
	SWIFT_BACKTRACE=enable=no "$$bin" -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=4096 -timeout=20 -print_final_stats=1 $(FUZZ_ARGS) \
		-artifact_prefix=$(FUZZ_DIR)/crashes/ $(FUZZ_DIR)/corpus || { \
		status=$$?; echo "fuzz: rxtree-fuzz failed (exit $$status). Failing input(s):"; \
		find $(FUZZ_DIR)/crashes -type f -newer $(FUZZ_DIR)/fuzz-started; \
		echo "Reproduce with: $$bin <input>; minimise with: $$bin -minimize_crash=1 -runs=10000 <input>"; \
		exit $$status; }

clean:
	rm -rf .build .build-static .build-fuzz
