import ButtonExport
import ButtonLayout

extension ExportCommand {
  /// Code for a deployment target without a button's style (a glass style below iOS 26) would
  /// not compile: the code exports refuse it (exit 65), naming the button, the style and the
  /// target, and write nothing.
  static func refuseUnavailableStyles(
    _ index: ExportIndex, _ format: ExportFormat, _ options: ExportOptions
  ) throws(CLIError) {
    guard format.options.contains(.deploymentTarget) else { return }
    let problems = StyleAvailability.problems(index, options).map { problem in
      "--\(deploymentTarget.name): '\(TextFormat.visible(problem.name))' has --style \(problem.style.rawValue), an iOS \(problem.style.introducedIn) style, and the deployment target is iOS \(problem.target); give --\(deploymentTarget.name) \(problem.style.introducedIn).0 or later, or another style"
    }
    if !problems.isEmpty { throw CLIError(.data, problems) }
  }
}
