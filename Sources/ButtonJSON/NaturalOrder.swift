/// Natural order: runs of digits compare by value, everything else by Unicode scalar.
public enum NaturalOrder {
  public static func less(_ a: String, _ b: String) -> Bool {
    var i = a.unicodeScalars.makeIterator()
    var j = b.unicodeScalars.makeIterator()
    var x = i.next()
    var y = j.next()
    while let p = x, let q = y {
      if p.properties.numericType != nil, p.isASCII, q.isASCII, q.properties.numericType != nil {
        var left = ""
        var right = ""
        while let c = x, c.isASCII, c.properties.numericType != nil {
          left.unicodeScalars.append(c)
          x = i.next()
        }
        while let c = y, c.isASCII, c.properties.numericType != nil {
          right.unicodeScalars.append(c)
          y = j.next()
        }
        let l = left.drop { $0 == "0" }
        let r = right.drop { $0 == "0" }
        if l.count != r.count { return l.count < r.count }
        if l != r { return l < r }
        if left.count != right.count { return left.count < right.count }
        continue
      }
      if p != q { return p.value < q.value }
      x = i.next()
      y = j.next()
    }
    return x == nil && y != nil
  }
}
