import ButtonCatalog
import ButtonLayout
import ButtonMeasure

/// How the command line writes each input (`ButtonInputs` declares what an input is and what a
/// value sets): the option is the input's field (`--font-size` for `.fontSize`); here are only
/// its placeholder, the syntax its value is parsed with, its help and, for an input `set` turns
/// back to its default, the help of `--no-…`. In the order `--help` lists the options, with the
/// flags only the command line has. Every declared setting has its line (`InputOptions` checks).
enum InputHelp {
  struct Option: Sendable {
    let field: ButtonField
    /// The placeholder for its value (`WxH`).
    let placeholder: String
    let syntax: ValueSyntax
    let help: String
    /// The help of `--no-…`, for an input with a way back to its default.
    let clearHelp: String?
  }

  enum Line: Sendable {
    case input(Option)
    case flag(OptionSpec)
  }

  static let noTitle = OptionSpec(name: "no-title", help: "Remove the title.")
  static let noImage = OptionSpec(name: "no-image", help: "Remove the image.")

  static let lines: [Line] = [
    input(.title, "TEXT", .text, "The title text (one line)."),
    input(
      .font, "system|PATH[#N]", .font,
      "Title font: the system font, or a TTF/OTF/TTC file (#N: face index) measured with HarfBuzz."
    ),
    input(
      .fontWeight, "W", .choice(of: SystemFontWeight.self),
      "The system font's weight: \(words(SystemFontWeight.self)) (default regular, or the text style's).",
      clear: "The system font's default weight."),
    input(.fallbackFont, "PATH[#N]", .fontFile, "A font for characters the title font lacks."),
    input(
      .fontSize, "PT", .fontSize,
      "Title point size, > 0 and ≤ 1000 (default 15 on iOS 15+, 18 before)."),
    input(.titleSize, "WxH", .size, "The title's measured, unconstrained size."),
    input(
      .titleWidth, "W", .nonNegativeLength,
      "The title's measured width; the height comes from the system font metrics."),
    .flag(noTitle),
    input(
      .image, "PATH", .text,
      "A PNG (@2x/@3x read as points) or an .imageset folder; its size is read from the file."),
    input(.imageSize, "WxH", .size, "The image's size in points."),
    .flag(noImage),
    input(
      .placement, "P", .choice(of: Placement.self),
      "Image relative to title: top, bottom, left, right, leading, trailing (default left)."),
    input(.spacing, "PT", .length, "Distance between image and title, 0 to 10000 (default 0)."),
    input(.padding, "T,L,B,R", .insets, "Space around the content (default 0,0,0,0)."),
    input(
      .size, "WxH|fit", .sizeOrFit, "Button size, or fit for the intrinsic size (default fit)."),
    input(
      .align, "A", .choice(of: HorizontalAlignment.self),
      "Horizontal alignment: center, left, right, leading, trailing, fill."),
    input(
      .valign, "A", .choice(of: VerticalAlignment.self),
      "Vertical alignment: center, top, bottom, fill."),
    input(.scale, "S", .scale, "Screen scale: 1, 2 or 3 (default 3)."),
    input(
      .ios, "VERSION", .iosVersion,
      "Target iOS version: 12.0 to 18.7 or 26.x, patch kept (default \(IOSVersion.newest))."),
    input(
      .direction, "D", .choice(of: DirectionChoice.self),
      "Layout direction: ltr, rtl, both, or auto (each locale in its own; the default with a strings file, else ltr)."
    ),
    input(
      .technique, "T", .choice(of: Technique.self),
      "The technique exports use: exact, configuration, edge-insets, content-insets, layout-subviews, or insets (the given --content-insets, --image-insets and --title-insets as they are; default exact)."
    ),
    input(.buttonSize, "S", .choice(of: ConfigurationButtonSize.self), buttonSizeHelp),
    input(
      .imageReservation, "PT", .length,
      "The configuration's imageReservation, 0 to 10000 (default: UIKit's): the image's space along the placement axis, the image centred in it, ignored when the image is larger (as Apple describes it; unverified).",
      clear: "Leave UIKit's image reservation (the code sets none)."),
    input(
      .style, "S", .choice(of: ConfigurationStyle.self),
      "The configuration's factory the generated code starts from: \(words(ConfigurationStyle.self)) (the last four glass, iOS 26; default: plain, as before); the layouts are the same for every style.",
      clear: "Start from plain() again."),
    input(
      .cornerStyle, "C", .choice(of: CornerStyle.self),
      "The configuration's cornerStyle: \(words(CornerStyle.self)) (default: the style's, capsule for glass, else dynamic).",
      clear: "The style's corner style."),
    input(
      .cornerRadius, "PT", .length,
      "The background's cornerRadius the fixed and dynamic corner styles round with, 0 to 10000 (default 5.95 fixed, 17 dynamic).",
      clear: "The corner style's default radius."),
    // Issue 28 (D): the activity indicator and SF Symbol images.
    input(
      .activityIndicator, "", .flag,
      "The configuration's showsActivityIndicator: an activity indicator in place of the image (the legacy techniques have none).",
      clear: "No activity indicator."),
    input(
      .symbol, "NAME", .text,
      "An SF Symbol as the image (UIImage(systemName:)), instead of --image.",
      clear: "Remove the symbol and its size and configuration."),
    input(
      .symbolSize, "WxH", .size,
      "The symbol image's size (UIImage.size) in points; without it or a device measurement the symbol is unmeasured."
    ),
    input(
      .symbolPointSize, "PT", .fontSize,
      "The symbol configuration's point size, > 0 and ≤ 1000 (default: the title's font size).",
      clear: "The title's font size."),
    input(
      .symbolWeight, "W", .choice(of: SystemFontWeight.self),
      "The symbol configuration's weight: \(words(SystemFontWeight.self)) (default regular).",
      clear: "UIKit's default weight."),
    input(
      .symbolScale, "S", .choice(of: SymbolScale.self),
      "The symbol configuration's scale: \(words(SymbolScale.self)) (default medium).",
      clear: "UIKit's default scale."),
    // Issue 28 (subtitle): the configuration's subtitle and title alignment.
    input(
      .subtitle, "TEXT", .text,
      "The configuration's subtitle (one line), under the title; legacy techniques have none.",
      clear: "Remove the subtitle."),
    input(
      .subtitleFontSize, "PT", .fontSize,
      "The subtitle's point size, > 0 and ≤ 1000 (default 13, UIKit's beside a 17 pt title).",
      clear: "UIKit's subtitle size."),
    input(
      .titlePadding, "PT", .length,
      "The configuration's titlePadding between title and subtitle, 0 to 10000 (default 1).",
      clear: "UIKit's title padding (1)."),
    input(
      .titleAlignment, "A", .choice(of: ConfigurationTitleAlignment.self),
      "The configuration's titleAlignment of title and subtitle: \(words(ConfigurationTitleAlignment.self)) (default: the horizontal alignment's).",
      clear: "The title alignment the horizontal alignment gives."),
    // Issue 28 (lines): multi-line titles.
    input(
      .lines, "N", .lineCount,
      "The title label's numberOfLines, 0 (no limit) to \(TitleWrapper.maximumLines) (default 1): the title wraps in a fixed --size.",
      clear: "One line again (numberOfLines 1)."),
    input(
      .lineBreak, "MODE", .choice(of: TitleLineBreak.self),
      "The title's line break mode: word or char wrap, clip, head, tail or middle keep one line (default: word once --lines is not 1).",
      clear: "Unset the line break mode."),
    // The legacy insets the button has now (the `insets` technique); `set` removes each with
    // `--no-NAME`.
    input(
      .contentInsets, "T,L,B,R", .signedInsets,
      "The contentEdgeInsets the button has now, physical, may be negative: with any of the three, the insets technique lays them out as given.",
      clear: "Remove the given contentEdgeInsets."),
    input(
      .imageInsets, "T,L,B,R", .signedInsets, "The imageEdgeInsets the button has now.",
      clear: "Remove the given imageEdgeInsets."),
    input(
      .titleInsets, "T,L,B,R", .signedInsets, "The titleEdgeInsets the button has now.",
      clear: "Remove the given titleEdgeInsets."),
    // Variants; `set` turns each back to its default with `--no-NAME`.
    input(
      .textStyle, "STYLE", .choice(of: TextStyle.self),
      "Dynamic Type text style the title scales with: \(words(TextStyle.self)).",
      clear: "Stop scaling the title with a text style."),
    input(
      .contentSizes, "LIST|all", .wordList(ButtonInputs.contentSizeNames, all: true),
      "Content sizes laid out: \(ButtonInputs.contentSizeNames.joined(separator: ",")) or all (default all with a text style, else L).",
      clear: "Lay out the default content sizes."),
    input(
      .maxContentSize, "CAT", .choice(ButtonInputs.contentSizeNames),
      "The view's maximumContentSizeCategory: larger sizes are laid out at this one.",
      clear: "No largest content size."),
    input(
      .maxFontSize, "PT", .fontSize,
      "The largest point size a font file's title scales to (maximumPointSize).",
      clear: "No largest scaled point size."),
    input(
      .scaledMetrics, "", .flag,
      "Spacing and padding scale with the content size too (UIFontMetrics.scaledValue).",
      clear: "Spacing and padding do not scale."),
    input(
      .strings, "PATH", .text,
      "Localized titles: an .xcstrings String Catalog, a .strings file or a folder of LOCALE.lproj.",
      clear: "Remove the strings file, its title keys and locales."),
    input(.titleKey, "KEY", .text, "The title's key in the strings file."),
    input(
      .subtitleKey, "KEY", .text, "The subtitle's key in the strings file.",
      clear: "Remove the subtitle's key."),
    input(
      .locales, "LIST|all", .nameList,
      "Locales laid out, as in the strings file (de,fr,ar), or all (default: every locale with a translation)."
    ),
    input(
      .pseudo, "LIST", .wordList(ButtonInputs.pseudoNames, all: false),
      "Pseudo-locales laid out too: \(ButtonInputs.pseudoNames.joined(separator: ", ")) (approximations).",
      clear: "No pseudo-locales."),
    input(
      .stateTitle, "STATE=TEXT", .stateText(states: ButtonInputs.variantStateNames, value: "TEXT"),
      "A state's own title (\(ButtonInputs.variantStateNames.joined(separator: ", "))); others show the normal title.",
      clear: "Remove every state's own title."),
    input(
      .stateTitleKey, "STATE=KEY",
      .stateText(states: ButtonInputs.variantStateNames, value: "KEY"),
      "A state's title from the strings file, per locale like the title: the key of its value.",
      clear: "Remove every state's title key."),
    input(
      .stateImage, "STATE=PATH|WxH", .stateImage(states: ButtonInputs.variantStateNames),
      "A state's own image: a PNG or an .imageset (read like the button's image) or WxH in points.",
      clear: "Remove every state's own image."),
    input(
      .maxWidth, "PT", .positiveLength,
      "The width the button may take in its container (a fit-size variant wider is an error).",
      clear: "No limit to the button's width."),
    input(.tag, "T", .text, "A tag (replaces the tags on set)."),
    input(.description, "TEXT", .text, "A description for people."),
    // Accepted findings; `--no-accept CODE` removes one.
    input(
      .accept, "CODE[=REASON]", .finding(reason: true),
      "Accept a warning or info code for this button, with the team's reason: still reported, marked accepted, but not counted (errors cannot be accepted)."
    ),
    input(.noAccept, "CODE", .finding(reason: false), "No longer accept CODE for this button."),
  ]

  private static func input(
    _ field: ButtonField, _ placeholder: String, _ syntax: ValueSyntax, _ help: String,
    clear: String? = nil
  ) -> Line {
    .input(
      Option(
        field: field, placeholder: placeholder, syntax: syntax, help: help, clearHelp: clear))
  }

  /// An enumeration's raw values, as help lists them.
  static func words<T: RawRepresentable & CaseIterable>(_: T.Type) -> String
  where T.RawValue == String {
    T.allCases.map(\.rawValue).joined(separator: ", ")
  }

  /// The button size's help: its values and the defaults each gives (`ConfigurationButtonSize`).
  static let buttonSizeHelp: String = {
    func defaults(_ size: ConfigurationButtonSize) -> String {
      let i = size.defaultContentInsets
      let insets = [i.top, i.leading, i.bottom, i.trailing].map(ButtonSpec.messageNumber)
        .joined(separator: ",")
      return
        "\(size.rawValue) \(insets) and \(ButtonSpec.messageNumber(size.defaultTitlePointSize)) pt"
    }
    let sizes = ConfigurationButtonSize.allCases
    return "UIButton.Configuration size: \(sizes.map(\.rawValue).joined(separator: ", ")) "
      + "(default \(ConfigurationButtonSize.default.rawValue)). Unless given with it, the padding "
      + "and font size take the size's defaults: \(sizes.map(defaults).joined(separator: "; "))."
  }()
}

/// The syntax of an input option's value as typed; `InputOptions.parse` reads it (and words its
/// errors) into the neutral `InputValue` the input's setting applies.
enum ValueSyntax: Hashable, Sendable {
  /// Any text, kept as typed.
  case text
  /// `system`, or a font file `PATH[#N]`.
  case font
  /// A font file `PATH[#N]`.
  case fontFile
  /// A font size in points: 0 < size ≤ `InputLimits.maximumFontSize`.
  case fontSize
  /// A length ≥ 0 (exit 65 below 0).
  case length
  /// A length ≥ 0 (a usage error below 0).
  case nonNegativeLength
  /// `WxH`.
  case size
  /// `WxH`, or `fit`.
  case sizeOrFit
  /// `T,L,B,R`, each ≥ 0.
  case insets
  /// `T,L,B,R`, each any finite length, negative too (UIKit's edge insets).
  case signedInsets
  /// One of these words (another word is a usage error).
  case choice([String])
  /// A screen scale: 1, 2 or 3.
  case scale
  /// An iOS version.
  case iosVersion
  /// No value: the option's presence sets it (`.bool(true)`).
  case flag
  /// A length > 0 (exit 65 otherwise), at most `InputLimits.maximumLength`.
  case positiveLength
  /// A comma-separated list of these words (each at most once), or `all` when `all` (every
  /// word, given as `.text("all")`); `.list` of `.text` otherwise.
  case wordList([String], all: Bool)
  /// A comma-separated list of names (each at most once, none empty), or `all` (`.text("all")`).
  case nameList
  /// `STATE=TEXT` (or `STATE=KEY`: `value` names what follows the `=`), STATE one of `states`
  /// (`.stateValue`).
  case stateText(states: [String], value: String)
  /// `STATE=PATH` or `STATE=WxH` (`.stateValue` holding `.text` or `.size`).
  case stateImage(states: [String])
  /// A whole number of lines, 0 to `TitleWrapper.maximumLines` (`.number`).
  case lineCount
  /// A diagnostic code that can be accepted (`AcceptedFindings.acceptableCode`), with
  /// `=REASON` when `reason` (`.finding`); without, any known code (one to stop accepting).
  case finding(reason: Bool)

  /// One of an enumeration's raw values.
  static func choice<T: RawRepresentable & CaseIterable>(of _: T.Type) -> ValueSyntax
  where T.RawValue == String {
    .choice(T.allCases.map(\.rawValue))
  }
}

extension ButtonField {
  /// The field's option name, without dashes: the field's own name (`font-size`).
  var option: String { rawValue }
  /// The option that turns the input back to its default in `set`: `no-` and its name.
  var clearOption: String { "no-" + option }
}

/// Input options read through their fields, so that no option name is spelled twice.
extension ParsedArguments {
  func has(_ field: ButtonField) -> Bool { has(field.option) }
  func value(_ field: ButtonField) -> String? { value(field.option) }
  func all(_ field: ButtonField) -> [String] { all(field.option) }
  /// Whether `set`'s way back to the input's default (`--no-NAME`) is given.
  func clears(_ field: ButtonField) -> Bool { has(field.clearOption) }
}
