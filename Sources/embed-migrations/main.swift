// embed-migrations <output.swift> <Migrations folder>
//
// Run by the EmbedMigrations build-tool plugin. Writes a Swift file carrying every
// `NNNN_name.sql` script of the folder, or prints every problem with the scripts as
// `path: error: …` and exits 1, which fails the build.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes one line to the standard error (the build log).
func report(_ line: String) {
  var text = line + "\n"
  text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
  report("usage: embed-migrations <output.swift> <Migrations folder>")
  exit(64)
}
let output = arguments[0]
switch MigrationFile.load(folder: arguments[1]) {
case .failure(let problems):
  for problem in problems {
    report("\(problem)")
  }
  exit(1)
case .success(let files):
  do {
    try writeFile(atPath: output, contents: EmbeddedSource.render(files))
  } catch {
    report("\(output): error: \(error)")
    exit(1)
  }
}
