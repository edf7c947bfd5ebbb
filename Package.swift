// swift-tools-version: 6.0
// The dependency direction is visible here: C shims → ButtonLayout (pure engine) → ButtonJSON
// (JSON text) → ButtonMeasure (fonts, images) → ButtonStore/ButtonMigrations (SQLite) →
// ButtonCatalog (the catalog service) → ButtonScan (storyboards and XIBs laid out with the
// catalog's inputs; ButtonIB reads them) → ButtonExport (renderers, the file writer) →
// ButtonCatCLI (parsing, commands, output) → the tiny `buttoncat` executable. A target depends
// only on targets to its left.
import PackageDescription

let package = Package(
  name: "buttoncat",
  // macOS: written to build (Homebrew's harfbuzz; SQLite from the SDK), not yet built by our CI
  // (docs/platforms.md).
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "buttoncat", targets: ["buttoncat"]),
    .library(name: "ButtonLayout", targets: ["ButtonLayout"]),
    .library(name: "ButtonMeasure", targets: ["ButtonMeasure"]),
  ],
  targets: [
    // C shims: SQLite from Debian's libsqlite3-dev, linked statically (libsqlite3.a: one shared
    // library less to load at every start, and the binary does not depend on the system's
    // libsqlite3.so version), and on macOS the SDK's libsqlite3; HarfBuzz, whose headers only
    // are used at build time: CHarfBuzz loads libharfbuzz.so.0 (macOS: Homebrew's
    // libharfbuzz.0.dylib) with dlopen the first time a font file is measured, so no other
    // command pays for loading it and its dependencies.
    // scripts/deps.sh installs libsqlite3-dev, libharfbuzz-dev and libxml2-dev (headers and
    // the library); on macOS, Homebrew's harfbuzz (libxml2 comes with the OS).
    .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    // The one dlopen + dlsym loop of the libraries loaded at run time (CHarfBuzz, CLibXML2).
    .target(name: "CDynamicLibrary"),
    // SHA-256's block compression with the CPU's SHA extensions (x86-64), asked of the CPU at
    // run time; ButtonMeasure's `SHA256` compresses in Swift where they are missing.
    .target(name: "CDigest"),
    .target(name: "CHarfBuzz", dependencies: ["CDynamicLibrary"]),
    // libxml2, loaded with dlopen ("libxml2.so.2"; macOS: /usr/lib/libxml2.2.dylib) the first
    // time an Interface Builder file is parsed, as CHarfBuzz loads HarfBuzz: no other command
    // loads it or its dependencies (ICU, liblzma, zlib). Its headers type the function table and
    // the SAX handler in LibXML2Loader.c only (include/CLibXML2.h names no libxml2 type, so no
    // importer needs them): Debian's libxml2-dev puts them in /usr/include/libxml2, the macOS SDK
    // in usr/include/libxml2 under its root (-iwithsysroot).
    .target(
      name: "CLibXML2", dependencies: ["CDynamicLibrary"],
      cSettings: [
        .unsafeFlags(["-I/usr/include/libxml2"], .when(platforms: [.linux])),
        .unsafeFlags(["-iwithsysroot", "/usr/include/libxml2"], .when(platforms: [.macOS])),
      ]),

    // Pure engine: geometry, the UIKit model, techniques, diagnostics, input limits, and the
    // natural order of button names. No I/O, no imports.
    .target(
      name: "ButtonLayout", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // Measurement: title sizes from font files (HarfBuzz), image sizes, content digests; the
    // whole-file reader (`FileBytes`, over ButtonJSON's `SourceFile`) and the one lock type (`Lock`, `package`-visible: the
    // catalog's pipeline uses it too).
    .target(
      name: "ButtonMeasure", dependencies: ["ButtonLayout", "ButtonJSON", "CHarfBuzz", "CDigest"]),
    // Generic SQLite storage: connections, statements, transactions, migrator. No schema.
    .target(
      name: "ButtonStore", dependencies: ["CSQLite"],
      linkerSettings: [
        .linkedLibrary(":libsqlite3.a", .when(platforms: [.linux])),
        .linkedLibrary("m", .when(platforms: [.linux])),
        .linkedLibrary("sqlite3", .when(platforms: [.macOS, .iOS])),
      ]),
    // The schema: `Migrations/NNNN_name.sql`, embedded at build time by the EmbedMigrations plugin.
    .target(
      name: "ButtonMigrations", dependencies: ["ButtonLayout", "ButtonStore", "ButtonJSON"],
      plugins: ["EmbedMigrations"]),
    // The catalog: records, measured sources, the schema's rows, a service that recomputes.
    .target(
      name: "ButtonCatalog",
      dependencies: [
        "ButtonLayout", "ButtonMeasure", "ButtonStore", "ButtonMigrations", "ButtonJSON",
        "ButtonStrings",
      ]),
    // Deterministic JSON text (ordered keys, stable numbers), a strict parser, and the JSON
    // shapes of the engine's types, shared by the measurer (image sets' Contents.json), the
    // migrations, the catalog, the exports and the command line. Also the one bounded reader
    // of source files (`SourceFile`, `package`): the lowest target both ButtonMeasure and
    // ButtonStrings depend on (ButtonLayout does no I/O).
    .target(name: "ButtonJSON", dependencies: ["ButtonLayout"]),
    // Localized titles: String Catalogs, .strings files and *.lproj folders read into
    // one table per key and locale; locale direction; pseudo-locales. Reads only the path given.
    .target(name: "ButtonStrings", dependencies: ["ButtonLayout", "ButtonJSON"]),
    // Interface Builder files: storyboards and XIBs read into what IB stored for each button
    // (`IBFile`, `IBButton`), as written, for `buttoncat scan`.
    // Parsed with libxml2's SAX2 (CLibXML2); files read through ButtonJSON's bounded reader.
    .target(name: "ButtonIB", dependencies: ["ButtonLayout", "ButtonJSON", "CLibXML2"]),
    // The scan (`buttoncat scan`): IB files' buttons turned into the catalog's inputs with the
    // project's image sets, fonts and strings, laid out (legacy insets or configuration),
    // diagnosed, and reported (text model and JSON). Writes nothing.
    .target(
      name: "ButtonScan",
      dependencies: [
        "ButtonIB", "ButtonLayout", "ButtonMeasure", "ButtonStrings", "ButtonCatalog",
        "ButtonJSON",
      ]),
    // Exports: one export model (built from the catalog's read model), one renderer per format
    // (text from values, no I/O), and the one atomic file writer (`AtomicFileWriter`) every
    // command's output file goes through.
    // The exact solver `ButtonStyleLayout.swift` ships is ButtonLayout's own
    // `Runtime/ButtonStyleSolver.swift`, embedded as text at build time by the EmbedSolver plugin.
    .target(
      name: "ButtonExport",
      dependencies: ["ButtonLayout", "ButtonJSON", "ButtonMeasure", "ButtonCatalog"],
      plugins: ["EmbedSolver"]),
    // Command-line library: argument parsing, commands, output. Knows nothing of argv or exit().
    .target(
      name: "ButtonCatCLI",
      dependencies: [
        "ButtonLayout", "ButtonJSON", "ButtonMeasure", "ButtonCatalog", "ButtonExport",
        "ButtonIB", "ButtonScan",
      ]),
    // The tiny executable: argv in, exit code out. Its release link (`make build`,
    // Benchmarks/run.sh) starts faster (BENCHMARKS.md, start-up of `show` and `set`): the C++
    // library and the unwinder the Swift runtime needs are linked statically (the linker scripts
    // in StaticLink/ stand for libstdc++.so and libgcc_s.so on the library path), so the loader
    // maps and binds only libc and libm at every start.
    .executableTarget(
      name: "buttoncat", dependencies: ["ButtonCatCLI"], exclude: ["StaticLink"],
      linkerSettings: [
        .unsafeFlags(
          ["-L", Context.packageDirectory + "/Sources/buttoncat/StaticLink"],
          .when(platforms: [.linux], configuration: .release))
      ]),

    // Build-time only: turns `Migrations/*.sql` into `EmbeddedMigrations.swift`, and the schema
    // they create (run into an in-memory database with ButtonStore's migrator) into
    // `EmbeddedSchema.swift`.
    .executableTarget(name: "embed-migrations", dependencies: ["ButtonStore"]),
    .plugin(
      name: "EmbedMigrations", capability: .buildTool(), dependencies: ["embed-migrations"]),
    // Build-time only: turns ButtonLayout's `Runtime/ButtonStyleSolver.swift` into
    // ButtonExport's `EmbeddedSolver.swift` (its text as a string constant).
    .executableTarget(name: "embed-solver"),
    .plugin(name: "EmbedSolver", capability: .buildTool(), dependencies: ["embed-solver"]),

    // Benchmarks (release builds that print figures; never run as tests): Benchmarks/run.sh.
    .executableTarget(
      name: "buttoncat-bench", dependencies: ["ButtonLayout"], path: "Benchmarks/LayoutBench"),
    .executableTarget(
      name: "measure-bench", dependencies: ["ButtonMeasure"], path: "Benchmarks/MeasureBench"),
    .executableTarget(
      name: "variant-bench",
      dependencies: ["ButtonCatalog", "ButtonJSON", "ButtonLayout", "ButtonMeasure"],
      path: "Benchmarks/VariantBench"),
    .executableTarget(name: "ib-bench", dependencies: ["ButtonIB"], path: "Benchmarks/IBBench"),

    // Helpers every test target shares: golden files (recording fails the run, so each
    // re-record is reviewed), a seeded random number generator, temporary folders.
    .target(name: "ButtonTestSupport", path: "Tests/ButtonTestSupport"),

    // One test target per library target. `make test-fast` skips ReliabilityTests and the two
    // suites that run outside programs at scale (Makefile).
    .testTarget(name: "ButtonLayoutTests", dependencies: ["ButtonLayout", "ButtonTestSupport"]),
    .testTarget(
      name: "ButtonJSONTests", dependencies: ["ButtonJSON", "ButtonLayout", "ButtonTestSupport"]),
    // Concurrent processes, SIGKILL mid-write, foreign and read-only files, a full disk, a
    // fuzzer. Runs the built buttoncat (and ButtonCat.run in-process for speed): slow.
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "ButtonCatCLI", "ButtonMeasure", "ButtonStore", "buttoncat", "ButtonTestSupport",
      ]),
    .testTarget(name: "ButtonMeasureTests", dependencies: ["ButtonMeasure", "ButtonTestSupport"]),
    // Interface Builder files the tests write themselves; runs the built ib-bench for the
    // loader's trace (libxml2 is loaded only when a file is parsed).
    .testTarget(
      name: "ButtonIBTests",
      dependencies: ["ButtonIB", "ButtonLayout", "ib-bench", "ButtonTestSupport"]),
    .testTarget(
      name: "ButtonStringsTests", dependencies: ["ButtonStrings", "ButtonTestSupport"]),
    .testTarget(
      name: "ButtonStoreTests",
      dependencies: ["ButtonStore", "ButtonMigrations", "ButtonTestSupport"]),
    // The catalog service in-process, on temporary catalogs: no process per command.
    .testTarget(
      name: "ButtonCatalogTests",
      dependencies: [
        "ButtonCatalog", "ButtonJSON", "ButtonLayout", "ButtonStore", "ButtonMigrations",
        "ButtonTestSupport",
        "ButtonMeasure", "ButtonStrings",
      ]),
    // Runs the built embed-migrations tool on temporary folders.
    .testTarget(
      name: "EmbedMigrationsTests", dependencies: ["embed-migrations", "ButtonTestSupport"]),
    // Runs the built embed-solver tool on temporary files.
    .testTarget(name: "EmbedSolverTests", dependencies: ["embed-solver", "ButtonTestSupport"]),
    // Golden files and the stub UIKit/SwiftUI modules are inputs to the tests, not test sources.
    .testTarget(
      name: "ButtonExportTests",
      dependencies: [
        "ButtonExport", "ButtonLayout", "ButtonJSON", "ButtonTestSupport", "ButtonCatalog",
        "ButtonMeasure",
      ],
      exclude: ["Golden", "Stubs"]),
    // The scan on IB values built by the tests (no parsing), projects written by the tests.
    .testTarget(
      name: "ButtonScanTests",
      dependencies: [
        "ButtonScan", "ButtonIB", "ButtonLayout", "ButtonCatalog", "ButtonJSON", "ButtonMeasure",
        "ButtonTestSupport",
      ],
      exclude: ["Golden"]),
    .testTarget(
      name: "ButtonCatCLITests",
      dependencies: [
        "ButtonCatCLI", "ButtonJSON", "ButtonStore", "ButtonMeasure", "buttoncat",
        "ButtonTestSupport", "ButtonIB", "ButtonScan", "ButtonLayout",
      ],
      exclude: ["Golden"]),
  ]
)
