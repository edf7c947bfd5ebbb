import ButtonExport
import ButtonLayout

// The closed sets of other targets an option takes (`Option<ExportFormat>`,
// `Option<Technique>`…): parsed by their raw values, a wrong word answered with every word.

extension ExportFormat: ClosedSet {}
extension Technique: ClosedSet {}
extension HorizontalAlignment: ClosedSet {}
extension VerticalAlignment: ClosedSet {}
extension LayoutDirection: ClosedSet {}
