import Core

/// Which pointer button an event is about.
public enum PointerButton: String, Sendable, Codable, CaseIterable {
    case primary, secondary, middle
}

/// A keyboard key, named the way replays and scripts spell it ("left", "space", "a", "f1").
public struct Key: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ name: String) { self.rawValue = name }
    public var description: String { rawValue }

    public static let left = Key("left"), right = Key("right"), up = Key("up"), down = Key("down")
    public static let space = Key("space"), enter = Key("enter"), escape = Key("escape")
    public static let backspace = Key("backspace"), tab = Key("tab"), delete = Key("delete")
    public static let w = Key("w"), a = Key("a"), s = Key("s"), d = Key("d")
}

/// One input event as a scene receives it: device-independent, in canvas pixels.
public enum InputEvent: Hashable, Sendable {
    /// A button went down at a canvas point.
    case pointerDown(Vec2, PointerButton)
    /// The pointer moved to a canvas point.
    case pointerMove(Vec2)
    /// A button went up at a canvas point.
    case pointerUp(Vec2, PointerButton)
    /// The wheel turned, in notches; positive is away from the user.
    case wheel(Double)
    case keyDown(Key)
    case keyUp(Key)
    /// Text typed (after keyboard layout and input method).
    case text(String)
    /// Where "down" is for the device, in g along canvas axes (x right, y down); (0, 1) is level.
    case tilt(Vec2)
    /// A jolt of the given strength, 0...1 (a shaken controller or a scripted shake).
    case shake(Double)
    /// A file dropped on the window: its name and the bytes it held when dropped.
    case fileDrop(DroppedFile)
}

/// An input event stamped with the tick it applies to.
public struct TimedInput: Hashable, Sendable {
    /// The tick whose `fixedUpdate` receives the event.
    public var tick: UInt64
    public var event: InputEvent

    public init(tick: UInt64, event: InputEvent) { self.tick = tick; self.event = event }
}
