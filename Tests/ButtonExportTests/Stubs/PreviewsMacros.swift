// A stand-in for the plugin behind SwiftUI's `#Preview` (module PreviewsMacros, type
// SwiftUIView), so `swiftc -typecheck` on Linux can expand the macro: the compiler type-checks
// the preview's body against the macro's signature (Stubs/SwiftUI.swift) first; the expansion
// adds nothing. Built by SwiftTypecheckTests with the toolchain's own SwiftSyntax libraries and
// loaded with `-load-plugin-library`.
import SwiftSyntax
import SwiftSyntaxMacros

public struct SwiftUIView: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}
