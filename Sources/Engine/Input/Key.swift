/// A keyboard key, named the way replays and scripts spell it ("left", "space", "a", "f1"):
/// SDL's key name in lower case ("pageup", "left ctrl", "keypad +"), and "enter" for Return.
public struct Key: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The key's name, as replays and scripts spell it ("left", "space", "f1").
    public let rawValue: String
    /// Makes the key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Makes the key with the given lower-case name, such as "pageup" or "left ctrl".
    public init(_ name: String) { self.rawValue = name }
    /// The key's name, as replays spell it.
    public var description: String { rawValue }

    /// The arrow keys.
    public static let left = Key("left"), right = Key("right"), up = Key("up"), down = Key("down")
    /// The space bar, Return and Escape.
    public static let space = Key("space"), enter = Key("enter"), escape = Key("escape")
    /// The editing keys: Backspace, Tab, Delete and Insert.
    public static let backspace = Key("backspace"), tab = Key("tab"), delete = Key("delete"), insert = Key("insert")
    /// The navigation keys: Home, End, Page Up and Page Down.
    public static let home = Key("home"), end = Key("end"), pageUp = Key("pageup"), pageDown = Key("pagedown")
    /// The letter keys a to g.
    public static let a = Key("a"), b = Key("b"), c = Key("c"), d = Key("d"), e = Key("e"), f = Key("f"), g = Key("g")
    /// The letter keys h to n.
    public static let h = Key("h"), i = Key("i"), j = Key("j"), k = Key("k"), l = Key("l"), m = Key("m"), n = Key("n")
    /// The letter keys o to u.
    public static let o = Key("o"), p = Key("p"), q = Key("q"), r = Key("r"), s = Key("s"), t = Key("t"), u = Key("u")
    /// The letter keys v to z.
    public static let v = Key("v"), w = Key("w"), x = Key("x"), y = Key("y"), z = Key("z")
    /// The function keys F1 to F6.
    public static let f1 = Key("f1"), f2 = Key("f2"), f3 = Key("f3"), f4 = Key("f4"), f5 = Key("f5"), f6 = Key("f6")
    /// The function keys F7 to F12.
    public static let f7 = Key("f7"), f8 = Key("f8"), f9 = Key("f9"), f10 = Key("f10"), f11 = Key("f11"), f12 = Key("f12")
    /// The Pause key.
    public static let pause = Key("pause")
}
