// embed-migrations <output.swift> <Migrations folder> [<schema output.swift>]
//
// Run by the EmbedMigrations build-tool plugin. Writes a Swift file carrying every
// `NNNN_name.sql` script of the folder, or prints every problem with the scripts as
// `path: error: …` and exits 1, which fails the build. With a third path, it also runs the
// scripts into an in-memory database and writes the schema they create there
// (`EmbeddedMigrations.schema`); a script that does not apply to a new catalog fails the build.
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
guard arguments.count == 2 || arguments.count == 3 else {
  report("usage: embed-migrations <output.swift> <Migrations folder> [<schema output.swift>]")
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
  var outputs = [(output, EmbeddedSource.render(files))]
  if arguments.count == 3 {
    switch EmbeddedSchema.compute(files, folder: arguments[1]) {
    case .failure(let problem):
      report("\(problem)")
      exit(1)
    case .success(let schema):
      outputs.append((arguments[2], EmbeddedSchema.render(schema)))
    }
  }
  for (path, contents) in outputs {
    do {
      try writeFile(atPath: path, contents: contents)
    } catch {
      report("\(path): error: \(error)")
      exit(1)
    }
  }
}
