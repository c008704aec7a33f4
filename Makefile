# rxtree: `make run` and `make test` are all a fresh machine needs.
SWIFT ?= swift
CONFIG ?= release
PREFIX ?= $(if $(prefix),$(prefix),/usr/local)
BINDIR = $(PREFIX)/bin
BUILD_FLAGS = -c $(CONFIG)
# Tests use only public API; testable imports would change the flags and rebuild swift-syntax.
TEST_FLAGS = --disable-testable-imports
BIN = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/rxtree

.PHONY: build run test test-deps golden install uninstall clean

build:
	$(SWIFT) build $(BUILD_FLAGS) --product rxtree

run: build
	$(BIN) AppFlow --dir Fixtures/RxControllerExample

# The tests render graphs with Graphviz's dot; install it where it is missing and apt-get can.
test-deps:
	@command -v dot >/dev/null 2>&1 || { command -v apt-get >/dev/null 2>&1 && \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz; }; } || \
		echo "warning: Graphviz's dot is missing; install it (apt-get install graphviz, brew install graphviz)"

# One configuration for the binary and the tests, so swift-syntax is compiled once.
test: build test-deps
	$(SWIFT) test $(BUILD_FLAGS) $(TEST_FLAGS)

golden: build
	RXTREE_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) $(TEST_FLAGS) --filter GoldenTests
	@echo "Golden files re-recorded: review them with 'git diff Tests/RxTreeKitTests/Golden'."

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$(BIN)" "$(DESTDIR)$(BINDIR)/rxtree"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/rxtree"

clean:
	rm -rf .build
