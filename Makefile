# rxtree: `make run` and `make test` are all a fresh machine needs.
SWIFT ?= swift
CONFIG ?= release
PREFIX ?= $(if $(prefix),$(prefix),/usr/local)
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man/man1
BUILD_FLAGS = -c $(CONFIG)
# Tests use only public API; testable imports would change the flags and rebuild swift-syntax.
TEST_FLAGS = --disable-testable-imports
BIN = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/rxtree
# Written by swift-argument-parser's generate-manual tool from rxtree's own help text. The tool is
# run directly: its plugin builds with other settings and would recompile swift-syntax every time.
MANPAGE = .build/man/rxtree.1

.PHONY: build man run test test-deps golden install install-built uninstall bench clean

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
test: build man test-deps
	$(SWIFT) test $(BUILD_FLAGS) $(TEST_FLAGS)

golden: build
	RXTREE_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) $(TEST_FLAGS) --filter GoldenTests
	RXTREE_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) $(TEST_FLAGS) --filter IntegrationTests.testHelp
	@echo "Golden files re-recorded: review them with 'git diff Tests/RxTreeKitTests/Golden'."

install: build man
	$(MAKE) install-built BIN="$(BIN)" PREFIX="$(PREFIX)"

# Copies an already built binary (BIN) and the man page, if generated.
install-built:
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$(BIN)" "$(DESTDIR)$(BINDIR)/rxtree"
	@if [ -f "$(MANPAGE)" ]; then install -d "$(DESTDIR)$(MANDIR)" && install -m 0644 "$(MANPAGE)" "$(DESTDIR)$(MANDIR)/rxtree.1"; fi

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/rxtree" "$(DESTDIR)$(MANDIR)/rxtree.1"

clean:
	rm -rf .build
