// The fixed text of `ButtonStyleButton`, the end of every `ButtonStyles.swift`: a UIButton
// subclass that applies `ButtonStyleLayout` to its own instances (no swizzling, no category
// that changes every button of the app).
//
// At a deployment target of iOS 15 or later it stays: the styles then set only a
// UIButton.Configuration, which lays out any title by itself, and ButtonStyleButton serves the
// buttons an app keeps without a configuration (a storyboard button of style "Default", code not
// yet migrated), which still need live legacy insets. Those insets are deprecated from iOS 15, so
// the two members that set them are marked deprecated too (no warning inside a deprecated
// member); its configuration check is no `#available` there, as it would always be true.
enum RuntimeButtonSwift {
  /// The class for code compiled for `target`.
  static func text(_ target: CodeTarget) -> String {
    guard target.hasConfiguration else { return fixedText }
    return fixedText.replacing(
      "    if #available(iOS 15.0, *), configuration != nil { return false }\n    return true\n",
      with: "    configuration == nil\n")
  }

  static let fixedText = #"""
    /// A button that lays out its image and title with a catalog style's `exact` insets, recomputed
    /// from its live title, image, bounds, screen scale, layout direction and iOS version whenever
    /// UIKit lays it out or asks its size: a localized title, a Dynamic Type size or another state's
    /// title gets the insets that fit it, not the ones computed for the catalog's title.
    ///
    /// Only its own instances change: UIKit's `layoutSubviews` and `intrinsicContentSize` are
    /// overridden here, never swizzled. A button with a `UIButton.Configuration` (iOS 15+) is left
    /// to the configuration, which ignores legacy insets: from iOS 15 the class is for buttons kept
    /// without a configuration (a storyboard button of style "Default"). Set `styleName` to a
    /// catalog name (`ButtonStyleLayout.styleNames`); nil or an unknown name leaves the button as
    /// UIKit has it.
    open class ButtonStyleButton: UIButton {
      /// The catalog name of the style this button is laid out with.
      open var styleName: String? {
        didSet {
          setNeedsLayout()
          invalidateIntrinsicContentSize()
        }
      }

      public convenience init(styleName: String) {
        self.init(frame: .zero)
        self.styleName = styleName
      }

      /// The style's insets for the live sizes, laid out at `bounds` (nil: at the intrinsic size);
      /// nil without a known style.
      public func styleInsets(bounds: CGSize?) -> ButtonStyleInsets? {
        guard let styleName else { return nil }
        let live = liveSizes
        return ButtonStyleLayout.insets(
          style: styleName, imageSize: live.image, titleSize: live.title,
          bounds: bounds.map { (width: Double($0.width), height: Double($0.height)) },
          scale: displayScale, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
          iosMajor: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
      }

      @available(iOS, deprecated: 15.0, message: "It sets legacy insets, deprecated from iOS 15")
      open override func layoutSubviews() {
        applyStyleInsets()
        super.layoutSubviews()
      }

      open override var intrinsicContentSize: CGSize {
        if usesStyleLayout, let styleName {
          let live = liveSizes
          if let size = ButtonStyleLayout.intrinsicContentSize(
            style: styleName, imageSize: live.image, titleSize: live.title, scale: displayScale,
            iosMajor: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
          {
            return CGSize(width: size.width, height: size.height)
          }
        }
        return super.intrinsicContentSize
      }

      @available(iOS, deprecated: 17.0, message: "UIKit calls it on every iOS this code supports")
      open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Scale, layout direction and Dynamic Type (the title's size) live in the traits.
        setNeedsLayout()
        invalidateIntrinsicContentSize()
      }

      /// Whether the legacy insets apply: not under a configuration.
      private var usesStyleLayout: Bool {
        if #available(iOS 15.0, *), configuration != nil { return false }
        return true
      }

      private var displayScale: Double {
        traitCollection.displayScale > 0 ? Double(traitCollection.displayScale) : 1
      }

      /// The image's own size and the title's one-line, unconstrained size, as UIKit sizes them.
      /// UNVERIFIED: that `sizeThatFits` of an unbounded size is the text size UIKit's legacy
      /// layout starts from (the solver rounds it again as UIKit does), and that insets set before
      /// `super.layoutSubviews()` apply in the same pass (buttoncat docs/generated-code.md, "Using
      /// the generated code").
      private var liveSizes:
        (image: (width: Double, height: Double)?, title: (width: Double, height: Double)?)
      {
        let image = currentImage.map { (width: Double($0.size.width), height: Double($0.size.height)) }
        var title: (width: Double, height: Double)?
        if let label = titleLabel, let text = label.text, !text.isEmpty {
          let size = label.sizeThatFits(
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
          title = (width: Double(size.width), height: Double(size.height))
        }
        return (image, title)
      }

      /// Sets the three insets for the current bounds, each only when it changes (setting one
      /// asks for another layout).
      @available(iOS, deprecated: 15.0, message: "It sets legacy insets, deprecated from iOS 15")
      private func applyStyleInsets() {
        guard usesStyleLayout, let insets = styleInsets(bounds: bounds.size) else { return }
        let content = Self.edgeInsets(insets.content)
        let image = Self.edgeInsets(insets.image)
        let title = Self.edgeInsets(insets.title)
        if contentEdgeInsets != content { contentEdgeInsets = content }
        if imageEdgeInsets != image { imageEdgeInsets = image }
        if titleEdgeInsets != title { titleEdgeInsets = title }
      }

      private static func edgeInsets(_ i: ButtonStyleEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
          top: CGFloat(i.top), left: CGFloat(i.left), bottom: CGFloat(i.bottom),
          right: CGFloat(i.right))
      }
    }
    """#
}
