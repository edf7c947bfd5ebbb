// swift-tools-version: 6.0
// The dependency direction is visible here: C shims → ButtonLayout (pure engine) →
// ButtonMeasure (fonts, images) → … → ButtonCatCLI (parsing, commands, output) → the tiny
// `buttoncat` executable.
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
    .target(
      name: "ButtonLayout", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // HarfBuzz, found with pkg-config; scripts/deps.sh installs libharfbuzz-dev.
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    // Measurement: title sizes from font files (HarfBuzz), image sizes, content digests.
    .target(name: "ButtonMeasure", dependencies: ["ButtonLayout", "CHarfBuzz"]),
    // Deterministic JSON text (ordered keys, stable numbers) shared by every output layer.
    .target(name: "ButtonJSON"),
    // Export renderers: one export model, one renderer per format (pure text, no I/O).
    .target(name: "ButtonExport", dependencies: ["ButtonLayout", "ButtonJSON"]),
    // Command-line library: argument parsing, commands, output. Knows nothing of argv or exit().
    .target(name: "ButtonCatCLI", dependencies: ["ButtonLayout", "ButtonJSON"]),
    // The tiny executable: argv in, exit code out.
    .executableTarget(name: "buttoncat", dependencies: ["ButtonCatCLI"]),

    // Benchmarks (release builds that print figures; never run as tests): Benchmarks/run.sh.
    .executableTarget(
      name: "buttoncat-bench", dependencies: ["ButtonLayout"], path: "Benchmarks/LayoutBench"),
    .executableTarget(
      name: "measure-bench", dependencies: ["ButtonMeasure"], path: "Benchmarks/MeasureBench"),

    .testTarget(name: "ButtonLayoutTests", dependencies: ["ButtonLayout"]),
    .testTarget(name: "ButtonMeasureTests", dependencies: ["ButtonMeasure"]),
    .testTarget(name: "ButtonExportTests", dependencies: ["ButtonExport"]),
    .testTarget(
      name: "ButtonCatCLITests", dependencies: ["ButtonCatCLI", "ButtonJSON", "buttoncat"]),
  ]
)
