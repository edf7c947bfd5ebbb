import ButtonLayout

/// Builds an `IBFile` from SAX2 events (`XMLLibrary.parse`): the element stack, the buttons being
/// read, and the text of a title being collected. A callback returning `false` stops the parse;
/// `failure` then says why.
///
/// A button's own problems (no `id`, a number that does not parse, a font type not known) do not
/// stop it: the value stays unset and `IBButton.problems` says what was wrong, so the rest of the
/// file is read and the scan reports the button.
final class IBDocumentBuilder {
  /// Elements nested deeper than this stop the parse (a real storyboard nests about 40 deep;
  /// libxml2's own limit, 256, would stop it anyway with a message of its own).
  static let maxDepth = 200
  /// The longest title text (`<string key="title">`) collected, in bytes.
  static let maxTextLength = 1 << 20

  let path: String
  let escapesAmpersand: Bool
  /// The file, once the root `<document>` has started.
  private(set) var file: IBFile?
  /// Why the parse was stopped, when a callback returned `false`.
  private(set) var failure: IBError?
  /// The open elements, outermost first, with the line each started on.
  private(set) var stack: [(name: String, line: Int)] = []
  /// Whether the root element has ended.
  private(set) var rootEnded = false

  private var buttons: [IBButton] = []
  /// The buttons being read: index into `buttons`, and the button element's index in `stack`.
  private var openButtons: [(index: Int, depth: Int)] = []
  /// The title being collected: where it goes, the `<string>`'s index in `stack`, its bytes.
  private var text: (target: TextTarget, depth: Int, base64: Bool, bytes: [UInt8])?

  private enum TextTarget {
    case stateTitle(button: Int, state: Int)
    case configurationTitle(button: Int)
    case configurationSubtitle(button: Int)
  }

  init(path: String, escapesAmpersand: Bool) {
    self.path = path
    self.escapesAmpersand = escapesAmpersand
  }

  /// The file read, with its buttons in document order.
  var result: IBFile? {
    guard var file else { return nil }
    file.buttons = buttons
    return file
  }

  func start(_ cName: UnsafePointer<CChar>, _ attributes: XMLAttributes, line: Int) -> Bool {
    guard stack.count < Self.maxDepth else {
      return fail("its elements are nested more than \(Self.maxDepth) deep", line: line)
    }
    let name = String(cString: cName)
    if stack.isEmpty {
      guard beginDocument(name, attributes, line: line) else { return false }
    } else if name == "button" {
      beginButton(attributes, line: line)
    } else if let button = openButtons.last {
      readChild(name, attributes, of: button.index, relativeDepth: stack.count - button.depth)
    }
    stack.append((name, line))
    return true
  }

  func end(_ name: UnsafePointer<CChar>) -> Bool {
    _ = stack.popLast()
    if let text, text.depth == stack.count {
      finishText(text.target, text.base64 ? Base64.decode(text.bytes) : text.bytes)
      self.text = nil
    }
    if let button = openButtons.last, button.depth == stack.count { openButtons.removeLast() }
    if stack.isEmpty { rootEnded = true }
    return true
  }

  func characters(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard text != nil else { return true }
    guard text!.bytes.count + bytes.count <= Self.maxTextLength else {
      return fail(
        "a title is longer than \(Self.maxTextLength) bytes", line: stack.last?.line ?? 0)
    }
    text!.bytes.append(contentsOf: bytes)
    return true
  }

  private func fail(_ reason: String, line: Int) -> Bool {
    failure = IBError(path: path, reason: reason, line: line)
    return false
  }

  /// The root element: `<document type="…CocoaTouch.Storyboard.XIB" toolsVersion="…">`.
  private func beginDocument(_ name: String, _ attributes: XMLAttributes, line: Int) -> Bool {
    guard name == "document" else {
      return fail(
        "it is not an Interface Builder file: its root element is <\(IBText.shown(name))>, "
          + "not <document>", line: line)
    }
    let type = attributes["type"] ?? ""
    if type.contains("Cocoa") && !type.contains("CocoaTouch") {
      return fail(
        "it is an AppKit (macOS) Interface Builder file; buttoncat reads UIKit buttons",
        line: line)
    }
    let kind: IBFile.Kind =
      type.isEmpty
      ? (path.lowercased().hasSuffix(".storyboard") ? .storyboard : .xib)
      : (type.contains("Storyboard") ? .storyboard : .xib)
    file = IBFile(path: path, kind: kind, toolsVersion: attributes["toolsVersion"])
    return true
  }

  private func beginButton(_ attributes: XMLAttributes, line: Int) {
    var button = IBButton(id: attributes["id"] ?? "", line: line)
    if button.id.isEmpty { button.problems.append("the button has no id") }
    button.userLabel = attributes["userLabel"]
    button.customClass = attributes["customClass"]
    button.buttonType = attributes["buttonType"]
    button.contentHorizontalAlignment = attributes["contentHorizontalAlignment"]
    button.contentVerticalAlignment = attributes["contentVerticalAlignment"]
    button.semanticContentAttribute = attributes["semanticContentAttribute"]
    button.lineBreakMode = attributes["lineBreakMode"]
    button.misplaced = attributes["misplaced"] == "YES"
    button.container = stack.last { $0.name != "subviews" }?.name
    openButtons.append((buttons.count, stack.count))
    buttons.append(button)
  }

  /// An element inside the button `index`: `relativeDepth` 1 for a child of `<button>`.
  private func readChild(
    _ name: String, _ attributes: XMLAttributes, of index: Int, relativeDepth: Int
  ) {
    var reader = IBElementReader(attributes: attributes, button: buttons[index])
    switch (relativeDepth, relativeDepth == 1 ? "button" : stack.last!.name) {
    case (1, _): reader.readButtonChild(name)
    case (2, "state"):
      if name == "string", attributes["key"] == "title", !reader.button.states.isEmpty {
        beginText(.stateTitle(button: index, state: reader.button.states.count - 1), attributes)
      } else {
        reader.readStateChild(name)
      }
    case (2, "buttonConfiguration"):
      if name == "string", let key = attributes["key"], key == "title" || key == "subtitle" {
        beginText(
          key == "title"
            ? .configurationTitle(button: index) : .configurationSubtitle(button: index),
          attributes)
      } else {
        reader.readConfigurationChild(name)
      }
    case (2, "constraints"): reader.readConstraint(name)
    default: return
    }
    buttons[index] = reader.button
  }

  private func beginText(_ target: TextTarget, _ attributes: XMLAttributes) {
    text = (target, stack.count, attributes["base64-UTF8"] == "YES", [])
  }

  private func finishText(_ target: TextTarget, _ bytes: [UInt8]) {
    let title = String(decoding: bytes, as: UTF8.self)
    switch target {
    case .stateTitle(let button, let state): buttons[button].states[state].title = title
    case .configurationTitle(let button): buttons[button].configuration?.title = title
    case .configurationSubtitle(let button): buttons[button].configuration?.subtitle = title
    }
  }
}
