import ButtonCatCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let output = FileSink.standardOutput()
let errors = FileSink.standardError(after: output)
let console = Console(
  out: output, err: errors,
  environment: .process,
  errorIsTerminal: errors.isTerminal)
let status = ButtonCat.run(Array(CommandLine.arguments.dropFirst()), console: console)
output.flush()
errors.flush()
exit(status)
