// swift-tools-version: 6.0
// The dependency direction is visible here: C shims → ButtonLayout (pure engine) → … →
// ButtonCatCLI (parsing, commands, output) → the tiny `buttoncat` executable.
import PackageDescription

let package = Package(
  name: "buttoncat",
  products: [
    .executable(name: "buttoncat", targets: ["buttoncat"]),
    .library(name: "ButtonLayout", targets: ["ButtonLayout"]),
    .library(name: "ButtonMeasure", targets: ["ButtonMeasure"]),
  ],
  targets: [
    // Pure engine: geometry, the UIKit model, techniques, diagnostics. No I/O, no imports.
    .target(name: "ButtonLayout"),
    // HarfBuzz, found with pkg-config; scripts/deps.sh installs libharfbuzz-dev.
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    // Measurement: title sizes from font files (HarfBuzz), image sizes, content digests.
    .target(name: "ButtonMeasure", dependencies: ["ButtonLayout", "CHarfBuzz"]),
    // Command-line library: argument parsing, commands, output. Knows nothing of argv or exit().
    .target(name: "ButtonCatCLI", dependencies: ["ButtonLayout"]),
    // The tiny executable: argv in, exit code out.
    .executableTarget(name: "buttoncat", dependencies: ["ButtonCatCLI"]),

    // Measurements per second with a warm font cache: `swift run -c release measure-bench`.
    .executableTarget(
      name: "measure-bench", dependencies: ["ButtonMeasure"], path: "Benchmarks/MeasureBench"),

    .testTarget(name: "ButtonLayoutTests", dependencies: ["ButtonLayout"]),
    .testTarget(name: "ButtonMeasureTests", dependencies: ["ButtonMeasure"]),
  ]
)
