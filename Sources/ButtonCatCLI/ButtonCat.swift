import ButtonLayout

/// The command-line front. Only the executable knows about argv and exit codes.
public enum ButtonCat {
  public static func run(_ arguments: [String]) -> Int32 {
    print("buttoncat: button layouts, as UIKit computes them")
    return 0
  }
}
