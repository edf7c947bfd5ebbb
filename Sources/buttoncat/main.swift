#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import ButtonCatCLI

exit(ButtonCat.run(Array(CommandLine.arguments.dropFirst())))
