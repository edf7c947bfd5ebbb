// A stub of the parts of SwiftUI the `swiftui` export uses, with Apple's real declarations
// (protocols, associated types, result builders, labels), so `swiftc -typecheck` on Linux
// catches generated code that would not compile against the iOS SDK. Nothing renders.
@_exported import Foundation

@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@resultBuilder @MainActor
public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

public struct Text: View {
  public init(_ content: String) {}
  public init(verbatim content: String) {}
  public var body: Never { fatalError() }
}

public struct Image: View {
  public init(_ name: String) {}
  public init(systemName: String) {}
  public var body: Never { fatalError() }
  public enum Scale: Hashable, Sendable { case small, medium, large }
}

extension View {
  public func imageScale(_ scale: Image.Scale) -> some View {
    ModifiedContent<Self, _EnvironmentKeyWritingModifier<Image.Scale>>()
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  public init() {}
}

@frozen public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
}

@frozen public struct VerticalAlignment: Equatable, Sendable {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let bottom = VerticalAlignment()
}

@frozen public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public struct HStack<Content: View>: View {
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

public struct VStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

@frozen public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

public struct ModifiedContent<Content, Modifier>: View {
  public var body: Never { fatalError() }
}

public struct _PaddingLayout {}
public struct _FrameLayout {}
public struct _LabelStyleModifier<Style> {}

extension View {
  public func padding(_ insets: EdgeInsets) -> some View { ModifiedContent<Self, _PaddingLayout>() }
  public func padding(_ length: CGFloat) -> some View { ModifiedContent<Self, _PaddingLayout>() }
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { ModifiedContent<Self, _FrameLayout>() }
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    ModifiedContent<Self, _LabelStyleModifier<S>>()
  }
}

extension View {
  public func font(_ font: Font?) -> some View {
    ModifiedContent<Self, _EnvironmentKeyWritingModifier<Font?>>()
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func dynamicTypeSize<T>(_ range: T) -> some View
  where T: RangeExpression, T.Bound == DynamicTypeSize {
    ModifiedContent<Self, _EnvironmentKeyTransformModifier<DynamicTypeSize>>()
  }
}

public struct _EnvironmentKeyWritingModifier<Value> {}
public struct _EnvironmentKeyTransformModifier<Value> {}

@frozen public struct Font: Hashable, Sendable {
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }
  @frozen public struct Weight: Hashable, Sendable {
    public static let ultraLight = Weight()
    public static let thin = Weight()
    public static let light = Weight()
    public static let regular = Weight()
    public static let medium = Weight()
    public static let semibold = Weight()
    public static let bold = Weight()
    public static let heavy = Weight()
    public static let black = Weight()
  }
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

  public static let largeTitle = Font()
  public static let title = Font()
  public static let title2 = Font()
  public static let title3 = Font()
  public static let headline = Font()
  public static let subheadline = Font()
  public static let body = Font()
  public static let callout = Font()
  public static let footnote = Font()
  public static let caption = Font()
  public static let caption2 = Font()

  public static func system(
    size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default
  )
    -> Font
  { Font() }
  public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
    -> Font
  { Font() }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// A dimension that scales with Dynamic Type (`@ScaledMetric(relativeTo: .body) var x = 8.0`).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    self.base = wrappedValue
  }
  public init(wrappedValue: Value) { self.base = wrappedValue }
  private let base: Value
  public var wrappedValue: Value { base }
}

/// SwiftUI's preview macro (developer.apple.com/documentation/swiftui/preview(_:body:)): its
/// expansion uses DeveloperToolsSupport's `Preview` (iOS 17+). The tests load a stand-in plugin
/// (`PreviewsMacros.swift`) that expands to nothing, after the compiler type-checked the body.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

public struct EnvironmentValues {
  public var layoutDirection: LayoutDirection { .leftToRight }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError() }
}

public protocol DynamicProperty {}

public struct LabelStyleConfiguration {
  public struct Title: View {
    public var body: Never { fatalError() }
  }
  public struct Icon: View {
    public var body: Never { fatalError() }
  }
  public var title: LabelStyleConfiguration.Title { Title() }
  public var icon: LabelStyleConfiguration.Icon { Icon() }
}

@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  typealias Configuration = LabelStyleConfiguration
}

public struct Label<Title: View, Icon: View>: View {
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
  public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: String, image name: String) {}
  public init(_ titleKey: String, systemImage name: String) {}
}

// The built-in label styles: a generated style must never declare one of these names again.
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

// Issue 28 (A): Button, the built-in button styles and border shapes the swiftui export's
// previews use (`.buttonStyle(.borderedProminent)`, `.glass`, `.buttonBorderShape(.capsule)`).
public struct Button<Label: View>: View {
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
@available(iOS 26.0, *)
public struct GlassButtonStyle: PrimitiveButtonStyle { public init() {} }
@available(iOS 26.0, *)
public struct GlassProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
@available(iOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
}
@available(iOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
@available(iOS 15.0, *)
public struct ButtonBorderShape: Equatable, Sendable {
  public static let automatic = ButtonBorderShape()
  public static let capsule = ButtonBorderShape()
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}
public struct _ButtonStyleModifier<Style> {}
extension View {
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    ModifiedContent<Self, _ButtonStyleModifier<S>>()
  }
  @available(iOS 15.0, *)
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    ModifiedContent<Self, _EnvironmentKeyWritingModifier<ButtonBorderShape>>()
  }
}
