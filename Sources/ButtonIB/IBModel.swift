import ButtonLayout

// What Interface Builder stored for each button of a storyboard or XIB, as the file says it:
// enumerations stay the words IB wrote (`contentHorizontalAlignment="leading"`), so a word this
// version does not know is reported by the scan (`ScanService`), never guessed here. Numbers are
// points; an inset IB wrote as DBL_MIN (`2.2250738585072014e-308`) is read as 0.

/// One `.storyboard` or `.xib` file read by `IBReader`.
public struct IBFile: Hashable, Sendable {
  /// The kind of Interface Builder file.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case storyboard, xib
  }
  /// The path as the scan found it (relative to the folder given, or as typed).
  public var path: String
  /// Storyboard or XIB, from the root element (`document type="…Storyboard…"` / `…XIB…`).
  public var kind: Kind
  /// `<document … toolsVersion="…">`, or `nil`.
  public var toolsVersion: String?
  /// Every `<button>` in document order (views, cells, stack views, bar items).
  public var buttons: [IBButton]

  /// A file with these buttons.
  public init(path: String, kind: Kind, toolsVersion: String? = nil, buttons: [IBButton] = []) {
    self.path = path
    self.kind = kind
    self.toolsVersion = toolsVersion
    self.buttons = buttons
  }
}

/// One `<button>` element.
public struct IBButton: Hashable, Sendable {
  /// `id` (IB's object ID, `"zid-qi-Z7H"`).
  public var id: String
  /// The 1-based line of the `<button` start tag, for messages.
  public var line: Int
  /// `userLabel`, the name IB's outline shows, or `nil`.
  public var userLabel: String?
  /// `customClass` (a UIButton subclass), or `nil`.
  public var customClass: String?
  /// `buttonType`: `system`, `custom`, `detailDisclosure`, `infoLight`, `infoDark`,
  /// `contactAdd`, `close`… `nil` when the attribute is absent (IB then means custom).
  public var buttonType: String?
  /// `<rect key="frame">`, or `nil`.
  public var frame: Rect?
  /// `contentHorizontalAlignment` as written (`center`, `left`, `right`, `fill`, `leading`,
  /// `trailing`), or `nil`.
  public var contentHorizontalAlignment: String?
  /// `contentVerticalAlignment` as written (`center`, `top`, `bottom`, `fill`), or `nil`.
  public var contentVerticalAlignment: String?
  /// `semanticContentAttribute` (`forceRightToLeft`, `forceLeftToRight`, `playback`,
  /// `spatial`), or `nil` (unspecified).
  public var semanticContentAttribute: String?
  /// `lineBreakMode` (`middleTruncation`, `tailTruncation`, `wordWrap`…), or `nil`.
  public var lineBreakMode: String?
  /// `misplaced="YES"`: IB's frame is not where the constraints put it.
  public var misplaced: Bool
  /// Each `<state key="…">` in document order (`normal`, `highlighted`, `selected`, `disabled`).
  public var states: [IBState]
  /// `<fontDescription key="fontDescription">` (the title label's font), or `nil`.
  public var font: IBFont?
  /// `<inset key="contentEdgeInsets">`, or `nil` when IB wrote none.
  public var contentEdgeInsets: EdgeInsets?
  /// `<inset key="imageEdgeInsets">`, or `nil`.
  public var imageEdgeInsets: EdgeInsets?
  /// `<inset key="titleEdgeInsets">`, or `nil`.
  public var titleEdgeInsets: EdgeInsets?
  /// `<buttonConfiguration key="configuration">`, or `nil` for a legacy button.
  public var configuration: IBConfiguration?
  /// The constant of a constraint in the button's own `<constraints>` that fixes its width
  /// (`firstAttribute="width"`, no `secondItem`, relation equal), or `nil`.
  public var widthConstraint: Double?
  /// The same for the height.
  public var heightConstraint: Double?
  /// The element the button sits in (`view`, `tableViewCell`, `stackView`, `barButtonItem`,
  /// `collectionViewCell`…): the nearest ancestor that is not `subviews`.
  public var container: String?
  /// An attributed title (`<attributedString key="attributedTitle">`) in some state: its text
  /// is not measured as a plain title.
  public var hasAttributedTitle: Bool
  /// A background image in some state (`backgroundImage="…"` or `<imageReference
  /// key="backgroundImage">`): UIKit sizes the button with it too.
  public var hasBackgroundImage: Bool = false
  /// What could not be read, in document order: no `id` (then `id` is ""), a number that does
  /// not parse or is missing (the value stays `nil`), a font type not known (`font` is `nil`).
  /// The rest of the button and the file are read all the same, so the scan can report it.
  public var problems: [String]

  /// A button with this ID; everything else unset.
  public init(id: String, line: Int = 0) {
    self.id = id
    self.line = line
    self.misplaced = false
    self.states = []
    self.hasAttributedTitle = false
    self.problems = []
  }

  /// The state with this key (`"normal"`), or `nil`.
  public func state(_ key: String) -> IBState? {
    states.first { $0.key == key }
  }
}

/// One `<state key="…">` of a button.
public struct IBState: Hashable, Sendable {
  /// `normal`, `highlighted`, `selected`, `disabled`.
  public var key: String
  /// `title="…"` or a `<string key="title">` child, or `nil`.
  public var title: String?
  /// `image="…"`, or an `<imageReference key="image" image="…">` child, or `nil`.
  public var image: IBImage?

  /// A state with this key, title and image.
  public init(key: String, title: String? = nil, image: IBImage? = nil) {
    self.key = key
    self.title = title
    self.image = image
  }
}

/// An image a button names.
public struct IBImage: Hashable, Sendable {
  /// The image set's name, or the SF Symbol's name.
  public var name: String
  /// `catalog="system"`: an SF Symbol.
  public var isSymbol: Bool
  /// `<imageReference … symbolScale="…">` (`small`, `medium`, `large`, `default`), or `nil`.
  public var symbolScale: String?

  /// An image with this name.
  public init(name: String, isSymbol: Bool = false, symbolScale: String? = nil) {
    self.name = name
    self.isSymbol = isSymbol
    self.symbolScale = symbolScale
  }
}

/// A `<fontDescription>`.
public struct IBFont: Hashable, Sendable {
  /// `type="system"`, `boldSystem`, `italicSystem`; `style="UICTFontTextStyle…"`; or `name=`.
  public enum Kind: String, Hashable, Sendable {
    case system
    case textStyle = "text-style"
    case custom
  }
  public var kind: Kind
  /// `pointSize`, or `nil` (a text style's default size).
  public var pointSize: Double?
  /// `weight="semibold"`… for `system`; `bold` for `type="boldSystem"`; `nil` otherwise.
  public var weight: String?
  /// `style="UICTFontTextStyleBody"` as written, for `textStyle`.
  public var textStyle: String?
  /// `name` (PostScript name) for `custom`.
  public var name: String?
  /// `family` for `custom`.
  public var family: String?
  /// `type="italicSystem"` (the system font's italic).
  public var italic: Bool

  /// A font of this kind; everything else unset.
  public init(kind: Kind, pointSize: Double? = nil) {
    self.kind = kind
    self.pointSize = pointSize
    self.italic = false
  }
}

/// A `<buttonConfiguration key="configuration">` (iOS 15+).
public struct IBConfiguration: Hashable, Sendable {
  /// `style`: `plain`, `gray`, `tinted`, `filled`, `borderless`, `bordered`…, or `nil`.
  public var style: String?
  /// `title`, or a `<string key="title">` child.
  public var title: String?
  /// `subtitle`.
  public var subtitle: String?
  /// `image=` with `catalog`, or an `<imageReference key="image">` child.
  public var image: IBImage?
  /// `imagePlacement` (`leading`, `trailing`, `top`, `bottom`), or `nil` (leading).
  public var imagePlacement: String?
  /// `imagePadding`, or `nil`.
  public var imagePadding: Double?
  /// `titlePadding`, or `nil`.
  public var titlePadding: Double?
  /// `<directionalEdgeInsets key="contentInsets">`, or `nil` (the size's default).
  public var contentInsets: DirectionalEdgeInsets?
  /// `buttonSize` (`mini`, `small`, `medium`, `large`), or `nil` (medium).
  public var buttonSize: String?
  /// `cornerStyle` (`fixed`, `dynamic`, `small`, `medium`, `large`, `capsule`), or `nil`.
  public var cornerStyle: String?
  /// `titleAlignment` (`automatic`, `leading`, `center`, `trailing`), or `nil`.
  public var titleAlignment: String?
  /// `<fontDescription key="titleFontDescription">`, or `nil`.
  public var font: IBFont?

  /// A configuration with nothing set.
  public init(style: String? = nil) {
    self.style = style
  }
}
