extension VariantAssumptions {
  /// **UNVERIFIED as a standard**: the unit iOS points are written in by the design tokens
  /// export. The W3C Design Tokens format (2025.10) defines only `px` and `rem` for dimensions
  /// and has no point unit; writing one point as one `px` is a convention of iOS tooling that
  /// no public source makes a standard. The file's description says so.
  package static let designTokenPointUnit = "px"
}
