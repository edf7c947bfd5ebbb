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
  public var body: Never { fatalError() }
}

public struct Image: View {
  public init(_ name: String) {}
  public init(systemName: String) {}
  public var body: Never { fatalError() }
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
