import ButtonCatalog

/// `buttoncat add NAME [inputs…]`.
enum AddCommand {
  static let spec = CommandSpec(
    name: "add", summary: "Add a button style; every technique's layout is computed and stored.",
    synopsis: "NAME [inputs…]",
    inputs: InputOptions.specs + InputOptions.catalogSpecs, options: [CommonOptions.database],
    discussion: """
      Names use letters, digits, '.', '-', '_' and '/' (for groups, e.g. tabbar/home).
      A button needs a title or an image. Lengths are at most 10000 pt, font sizes at most
      1000 pt; titles and tags are one line without control characters (docs/inputs.md).
      --button-size S (the configuration's size) gives --padding and --font-size the size's
      defaults when they are not given with it; a configuration button without either has the
      medium size's padding (7,12,7,12), as UIKit gives it. Without --ios or --scale, a button takes the
      catalog's settings ('buttoncat settings ios 15.0'), else 26.1 and 3.
      The catalog is created by the first add. add and set print the button's verdict over its
      chosen technique and every variant, as list, show and check give it (✓ ok, ~ warnings,
      ✗ errors, with the codes and the variants they hit; accepted findings do not count).
      Example:
        buttoncat add tabbar/home --title Home --title-width 31.4 --font-size 10 \\
          --image-size 24x24 --placement top --spacing 4 --tag tabbar
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let name = namePositionals(arguments, 1, "one NAME", &collector)[0]
    var record = ButtonRecord(name: name)
    InputOptions.apply(arguments, to: &record, &collector, newButton: true)
    try collector.throwIfAny()
    // The team's defaults (`buttoncat settings`) for what this add does not give, then the
    // options over them again (their problems were reported above).
    let settings = try SettingsCommand.existingSettings(context)
    if settings.ios != nil || settings.scale != nil {
      record = ButtonRecord(name: name)
      if let ios = settings.ios { record.spec.ios = ios }
      if let scale = settings.scale { record.spec.scale = scale }
      var ignored = ProblemCollector()
      InputOptions.apply(arguments, to: &record, &ignored, newButton: true)
    }
    // Validate and measure before the catalog is opened (or created): bad input leaves no file
    // behind.
    do {
      // Measured from the paths as typed (errors name them), then stored catalog-relative.
      try Catalog.prepare(&record)
    } catch {
      throw CLIError(error)
    }
    storePaths(&record, arguments, catalog: context.databasePath)
    let catalog = try context.open(.write)
    do {
      let stored = try catalog.add(record, by: context.author, prepared: true)
      warn(stored, arguments, context.console)
      context.console.out.write(
        "added \(stored.name) (revision 1)\n" + (try verdictLines(stored.name, catalog)))
    } catch {
      throw CLIError(error)
    }
  }
}
