# Two entry points for a fresh Debian machine with only the Swift toolchain:
#   make run    build, then run the main job
#   make test   the whole test suite (swift test underneath); .ci/run calls this
# For developers: make test-fast   everything but the slow ReliabilityTests
.PHONY: deps build run test test-fast bench format lint

deps:
	@bash scripts/deps.sh

# The Swift runtime linked into the binary on Linux only: Apple platforms ship it, and SwiftPM
# refuses --static-swift-stdlib there.
STATIC_STDLIB := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)

build: deps
	swift build -c release $(STATIC_STDLIB) --product buttoncat

run: build
	.build/release/buttoncat demo

test: deps
	swift build --build-tests
	swift test --skip-build

# The fast loop (about 2 minutes or less on 2 cores after a build): every test but those that
# run outside programs at scale, which `make test` and CI still run: ReliabilityTests
# (processes killed mid-write, full disks, the fuzzer), RuntimeLayoutRunTests (the generated
# Swift and C, built with swiftc and clang, on 10,000 inputs per placement), HTMLBrowserTests
# (the page in headless Chromium), and the typechecks of generated code against the UIKit
# stubs (SwiftTypecheckTests, CompleteStyleTests' swiftTypechecks).
FAST_SKIP = ReliabilityTests|RuntimeLayoutRunTests|HTMLBrowserTests|SwiftTypecheckTests|CompleteStyleTests/swiftTypechecks
test-fast: deps
	swift build --build-tests
	swift test --skip-build --skip '$(FAST_SKIP)'

bench: deps
	bash Benchmarks/run.sh

# Golden files hold generated Swift exactly as the exports write it: never reformat them.
format:
	swift format --in-place --recursive Package.swift Sources Benchmarks \
	  $$(find Tests -name '*.swift' -not -path '*/Golden/*')

# What CI checks: the committed .swift-format, strictly, over everything but the golden files.
lint:
	swift format lint --strict --recursive Package.swift Sources Benchmarks \
	  $$(find Tests -name '*.swift' -not -path '*/Golden/*')
