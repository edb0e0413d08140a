import Core

/// Which pointer button an event is about.
public enum PointerButton: String, Sendable, Codable, CaseIterable {
    /// The left button (or a touch), the right button and the middle button or wheel.
    case primary, secondary, middle
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
    /// A key went down, or repeats while held (`press.isRepeat`), with the modifiers held.
    /// `case .keyDown(.enter)` matches a plain press (see `KeyPress`).
    case keyDown(KeyPress)
    /// A key went up.
    case keyUp(Key)
    /// Text typed (after keyboard layout and input method): what a text field inserts.
    case text(String)
    /// The input method's text being composed and not yet committed, to show in place at the
    /// caret: `cursor` is where its caret or selected part starts and `length` how much is
    /// selected (0 for a caret), both in Unicode scalars. Empty text ends the composition; the
    /// committed text then arrives as `text`. Sent only while the scene asks for text input.
    case composition(String, cursor: Int, length: Int)
    /// The clipboard's text: the host's answer to `Effect.paste`, a tick
    /// or more after the request ("" when the clipboard holds no text).
    case paste(String)
    /// Where "down" is for the device, in g along canvas axes (x right, y down); (0, 1) is level.
    case tilt(Vec2)
    /// A jolt of the given strength, 0...1 (a shaken controller or a scripted shake).
    case shake(Double)
    /// A file dropped on the window: its name and the bytes it held when dropped.
    case fileDrop(DroppedFile)
    /// The wall clock reached a new minute: minutes since 1970-01-01 00:00 UTC. A window host
    /// sends it as time passes to scenes taking `now` (`SceneInfo.nowParameter`), so "now" enters
    /// the simulation as recorded input however long the session sleeps or pauses.
    case clock(minute: Int64)
    /// Two fingers on a touchpad or touchscreen pinching and turning. `center` is where they
    /// are, in canvas pixels (the pointer's position on a touchpad); `scale` is the distance
    /// between them over that when the gesture began (1 at `began`), and `rotation` how far the
    /// line through them has turned since then, in radians, clockwise on screen.
    case pinch(PinchPhase, center: Vec2, scale: Double, rotation: Double)
    /// The files of a folder the scene asked about: the host's answer to `Effect.listFolder`, a
    /// tick or more after the request.
    case listing(FolderListing)
    /// A job the scene started (`Effect.startJob`) ended: its tag and encoded outcome, a tick or
    /// more after the request, when the work ended.
    case jobFinished(JobResult)
    /// A save the scene asked for (`Effect.save`, `Effect.removeSave`) failed: the file's name
    /// and why, a tick after the request.
    case saveFailed(SaveFailure)
    /// A file of the scene's save folder the scene asked for (`Effect.readSave`): its tag, name
    /// and bytes (or that it is missing or unreadable), a tick after the request.
    case saveRead(SaveRead)
}

extension InputEvent {
    /// `key` going down with `modifiers` held: `.keyDown(.z, .control)`, `.keyDown(.space)`.
    public static func keyDown(_ key: Key, _ modifiers: KeyModifiers = [], isRepeat: Bool = false) -> InputEvent {
        .keyDown(KeyPress(key, modifiers, isRepeat: isRepeat))
    }
}

/// An input event stamped with the tick it applies to.
public struct TimedInput: Hashable, Sendable, Codable {
    /// The tick whose `fixedUpdate` receives the event.
    public var tick: UInt64
    /// The event.
    public var event: InputEvent

    /// Stamps `event` with the tick `tick`.
    public init(tick: UInt64, event: InputEvent) { self.tick = tick; self.event = event }
}
