// swift-tools-version: 6.0
// The dependency direction is visible here: C shims → ButtonLayout (pure engine) → … →
// ButtonCatCLI (parsing, commands, output) → the tiny `buttoncat` executable.
import PackageDescription

let package = Package(
  name: "buttoncat",
  products: [
    .executable(name: "buttoncat", targets: ["buttoncat"]),
    .library(name: "ButtonLayout", targets: ["ButtonLayout"]),
  ],
  targets: [
    // Pure engine: geometry, the UIKit model, techniques, diagnostics. No I/O, no imports.
    .target(name: "ButtonLayout"),
    // Command-line library: argument parsing, commands, output. Knows nothing of argv or exit().
    .target(name: "ButtonCatCLI", dependencies: ["ButtonLayout"]),
    // The tiny executable: argv in, exit code out.
    .executableTarget(name: "buttoncat", dependencies: ["ButtonCatCLI"]),

    .testTarget(name: "ButtonLayoutTests", dependencies: ["ButtonLayout"]),
  ]
)
