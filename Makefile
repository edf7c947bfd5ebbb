# Two entry points for a fresh Debian machine with only the Swift toolchain:
#   make run    build, then run the main job
#   make test   the whole test suite (swift test underneath); .ci/run calls this
.PHONY: deps build run test bench format lint

deps:
	@bash scripts/deps.sh

build: deps
	swift build -c release --static-swift-stdlib --product buttoncat

run: build
	.build/release/buttoncat demo

test: deps
	swift build --build-tests
	swift test --skip-build

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
