/// A keyboard key, named the way replays and scripts spell it ("left", "space", "a", "f1"):
/// SDL's key name in lower case ("pageup", "left ctrl", "keypad +"), and "enter" for Return.
public struct Key: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ name: String) { self.rawValue = name }
    public var description: String { rawValue }

    public static let left = Key("left"), right = Key("right"), up = Key("up"), down = Key("down")
    public static let space = Key("space"), enter = Key("enter"), escape = Key("escape")
    public static let backspace = Key("backspace"), tab = Key("tab"), delete = Key("delete"), insert = Key("insert")
    public static let home = Key("home"), end = Key("end"), pageUp = Key("pageup"), pageDown = Key("pagedown")
    public static let a = Key("a"), b = Key("b"), c = Key("c"), d = Key("d"), e = Key("e"), f = Key("f"), g = Key("g")
    public static let h = Key("h"), i = Key("i"), j = Key("j"), k = Key("k"), l = Key("l"), m = Key("m"), n = Key("n")
    public static let o = Key("o"), p = Key("p"), q = Key("q"), r = Key("r"), s = Key("s"), t = Key("t"), u = Key("u")
    public static let v = Key("v"), w = Key("w"), x = Key("x"), y = Key("y"), z = Key("z")
    public static let f1 = Key("f1"), f2 = Key("f2"), f3 = Key("f3"), f4 = Key("f4"), f5 = Key("f5"), f6 = Key("f6")
    public static let f7 = Key("f7"), f8 = Key("f8"), f9 = Key("f9"), f10 = Key("f10"), f11 = Key("f11"), f12 = Key("f12")
    public static let pause = Key("pause")
}
