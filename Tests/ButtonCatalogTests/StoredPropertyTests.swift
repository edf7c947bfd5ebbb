import ButtonLayout
import Testing

@testable import ButtonCatalog

/// `StoredProperty`, through which the input declarations read and write a record's
/// properties: the same values as the key path it is made from, stored properties (nested too)
/// by their offset, anything else through the key path.
@Suite struct StoredPropertyTests {
  /// A root whose property is computed: no offset, so the key path is used.
  struct Doubling {
    var stored = 1.0
    var doubled: Double {
      get { stored * 2 }
      set { stored = newValue / 2 }
    }
  }

  static func record() -> ButtonRecord {
    var r = ButtonRecord(name: "a/b")
    r.description = "first"
    r.titleDigest = "digest"
    r.spec.placement = .top
    r.spec.spacing = 6
    r.technique = .configuration
    return r
  }

  @Test func readsWhatTheKeyPathReads() {
    let r = Self.record()
    #expect(StoredProperty(\ButtonRecord.name).get(r) == "a/b")
    #expect(StoredProperty(\ButtonRecord.description).get(r) == "first")
    #expect(StoredProperty(\ButtonRecord.titleDigest).get(r) == "digest")
    #expect(StoredProperty(\ButtonRecord.imageDigest).get(r) == nil)
    #expect(StoredProperty(\ButtonRecord.spec.placement).get(r) == .top)
    #expect(StoredProperty(\ButtonRecord.technique).get(r) == .configuration)
    let readOnly: KeyPath<ButtonSpec, Double> & Sendable = \.spacing
    #expect(StoredProperty(readOnly).get(r.spec) == 6)
  }

  @Test func writesOnlyItsProperty() {
    var viaProperty = Self.record()
    var viaKeyPath = Self.record()
    StoredProperty(\ButtonRecord.description).set(&viaProperty, "second")
    viaKeyPath.description = "second"
    StoredProperty(\ButtonRecord.titleDigest).set(&viaProperty, nil)
    viaKeyPath.titleDigest = nil
    StoredProperty(\ButtonRecord.imageDigest).set(&viaProperty, "image")
    viaKeyPath.imageDigest = "image"
    StoredProperty(\ButtonRecord.spec.direction).set(&viaProperty, .rtl)
    viaKeyPath.spec.direction = .rtl
    #expect(viaProperty == viaKeyPath)
    #expect(viaProperty.description == "second" && viaProperty.spec.direction == .rtl)
    #expect(viaProperty.name == "a/b" && viaProperty.spec.placement == .top)
  }

  @Test func aComputedPropertyGoesThroughTheKeyPath() {
    var box = Doubling()
    let property = StoredProperty(\Doubling.doubled)
    #expect(property.get(box) == 2)
    property.set(&box, 10)
    #expect(box.stored == 5)
    #expect(property.get(box) == 10)
  }
}
