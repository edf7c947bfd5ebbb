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
    // C shim: the system SQLite (libsqlite3-dev), found through pkg-config.
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),

    // Pure engine: geometry, the UIKit model, techniques, diagnostics. No I/O, no imports.
    .target(name: "ButtonLayout"),
    // Generic SQLite storage: connections, statements, transactions, migrator. No schema.
    .target(name: "ButtonStore", dependencies: ["CSQLite"]),
    // The schema: `Migrations/NNNN_name.sql`, embedded at build time by the EmbedMigrations plugin.
    .target(name: "ButtonMigrations", dependencies: ["ButtonStore"], plugins: ["EmbedMigrations"]),
    // Command-line library: argument parsing, commands, output. Knows nothing of argv or exit().
    .target(name: "ButtonCatCLI", dependencies: ["ButtonLayout"]),
    // The tiny executable: argv in, exit code out.
    .executableTarget(name: "buttoncat", dependencies: ["ButtonCatCLI"]),

    // Build-time only: turns `Migrations/*.sql` into `EmbeddedMigrations.swift`.
    .executableTarget(name: "embed-migrations"),
    .plugin(
      name: "EmbedMigrations", capability: .buildTool(), dependencies: ["embed-migrations"]),

    .testTarget(name: "ButtonLayoutTests", dependencies: ["ButtonLayout"]),
    .testTarget(name: "ButtonStoreTests", dependencies: ["ButtonStore", "ButtonMigrations"]),
    // Runs the built embed-migrations tool on temporary folders.
    .testTarget(name: "EmbedMigrationsTests", dependencies: ["embed-migrations"]),
  ]
)
