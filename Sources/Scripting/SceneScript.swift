import Core
import Engine
import Foundation

/// A scripted scene test: a scene, its seed and parameters, and steps that send input, run
/// ticks, check probes and compare screenshots with golden images.
///
/// Scripts are YAML files in `scenes/<scene>/tests/`, run headless by `diorama test`:
///
/// ```yaml
/// scene: playground          # the scene id (see `diorama list`)
/// seed: 7                    # optional; 1 when left out
/// parameters: { bodies: 20 } # optional; scene parameters, as --param gives them
/// steps:
///   - pointer: down          # down | move | up | click (down and up in one tick)
///     at: [360, 300]         # a canvas point (720 × 1280, y down), or
///     on: newest             # the current value of a position (vec2) probe
///     button: primary        # primary | secondary | middle; primary when left out
///   - key: space             # a press: key down and up in the same tick
///   - key: ctrl+z            # a chord: modifiers (ctrl, shift, alt, super) + a key
///   - key: { down: right }   # hold a key (or a chord)…
///   - key: { repeat: right } # …the desktop repeats it once…
///   - key: { up: right }     # …and let it go
///   - key: { down: left, repeats: 10 }   # down, then 10 repeats, all in this tick
///   - type: "Phở bò"         # typed text, one text event per character (grapheme)
///   - text: "hello"          # typed text as one text event (as an input method commits it)
///   - compose: "phở"         # the input method's composition, shown in place (caret at its end)
///   - compose: { text: "phở", cursor: 1, length: 2 }   # …with a selected part, in Unicode scalars
///   - paste: "copied text"   # the clipboard's text, as the host answers a paste request
///   - clipboard: "text"      # the clipboard's text; from here on it answers paste requests
///   - tilt: [0.3, 0.95]      # where "down" is, in g along the canvas axes
///   - shake: 1.0             # a jolt, 0...1
///   - wheel: -2              # wheel notches; positive is away from the user
///   - pinch: { phase: began, at: [360, 640] }   # two fingers down (began | changed | ended)…
///   - pinch: { phase: changed, at: [370, 640], scale: 1.5, degrees: 30 }   # …apart 1.5×, turned 30° clockwise (or radians:)
///   - fileDrop: a.png        # a file dropped on the window: a plain name (no '/', '..') beside the script, read when it loads
///   - fileDrop: { file: rec-drop-1-a.png, name: a.png }   # …dropped under another name, as --record-script keeps drops
///   - clock: "2026-11-24T08:00+07:00"   # the wall clock reached this minute, as a window host says as time passes
///   - listing:               # a folder's files, as a host answers the scene's request for a listing
///       folder: pictures     # the scene's tag for the folder
///       files: [{ name: a.png, bytes: 5120, modified: 1795000000 }]   # size in bytes; modified: seconds since 1970
///   - run: 120               # run 120 ticks (60 a second)
///   - expect: { probe: bodies, equals: 21 }
///   - expect: { probe: mean_x, between: [400, 700] }
///   - expect: { probe: awake, atMost: 3 }            # also atLeast
///   - expect: { probe: newest, near: [500, 600], radius: 30 }
///   - expect: { probe: newest.y, atLeast: 1200 }    # .x and .y read a position probe
///   - expect: { probe: dragging, equals: false, within: 60 }
///   - screenshot: settled.png
///   - screenshot: { golden: settled.png, tolerance: { channel: 2, pixels: 0.5% } }
/// ```
///
/// Each step is one list item with exactly one of the keys `pointer`, `key`, `type`, `text`,
/// `compose`, `paste`, `clipboard`, `tilt`, `shake`, `wheel`, `pinch`, `fileDrop`, `clock`, `listing`, `run`, `expect`,
/// `screenshot` (a pointer step may add `at` or `on`, and `button`). Unknown keys, wrong types
/// and bad YAML are errors naming the file and line, e.g. `drop.yml:12: unknown step key
/// 'expct'; expected one of pointer, key, … (did you mean 'expect'?)`.
///
/// - Input is stamped with the current tick (the next to run) and reaches the scene when a
///   later `run` (or `expect … within`) runs that tick; several inputs before one `run` arrive
///   in the same tick, in order. Only `run` and `within` advance time (each at most
///   `maxTicks`). Key names are lower case, as replays spell them: left, right, up, down,
///   space, enter, escape, tab, backspace, delete, home, end, pageup, pagedown, a…z, 0…9, f1….
///   A chord joins modifiers to a key with `+` (`ctrl+shift+z`, `ctrl++` for Ctrl and +); an
///   unknown modifier is an error naming the line. `up` takes a key alone (a release has no
///   modifiers).
/// - `type`, `text` and `compose` fail while the scene has not asked for text input
///   (it has not sent `Effect.textInput`), since a window would not send them then.
/// - The clipboard: the scene's copies and paste requests (`SceneContext.clipboard`) are
///   served after each tick once a `clipboard` step has given the script a clipboard: a paste
///   request is answered with its text as a `paste` event in the next tick, and a copy replaces
///   it. Before the first `clipboard` step they go unanswered, as in a replay: a script recorded
///   from a session holds the pasted text as `paste` steps instead.
/// - `expect` reads a probe after the ticks run so far (the engine adds `tick`, the ticks run;
///   `NAME.x` and `NAME.y` read a position probe's coordinates) and compares it with exactly one
///   of `equals` (a number, true/false, text, or `[x, y]`; numbers compare exactly, so prefer
///   `between` or `near` for measured values), `between: [low, high]` (inclusive), `atLeast`,
///   `atMost`, or `near: [x, y]` with a `radius` in canvas pixels. With `within: N` it is checked
///   now and after each of up to N more ticks, and passes as soon as it holds ("eventually,
///   within N ticks"); the ticks it waits stay run.
/// - `screenshot` renders the frame (interpolation 1: the state after the last tick) and
///   compares it with the golden PNG `goldens/NAME` beside the script: it passes when no more
///   than `pixels` of the pixels (a percentage such as `0.5%`, or a whole number of pixels) have
///   a channel more than `channel` (0...255) away. The default tolerance is
///   `{ channel: 2, pixels: 0.5% }`. With `DIORAMA_RECORD=1` in the environment the frame is
///   recorded as the golden instead, and the run says so. A missing golden fails and says how to
///   record it; a mismatch writes `NAME.actual.png` and `NAME.diff.png` (differing pixels in red)
///   beside the golden.
///
/// The scene starts from a scratch profile with `seed` and `parameters`. The first failing step
/// ends the script; the failure names the script, the step's line, the tick, the probe, the
/// value seen and what was expected (`drop.yml line 12, tick 240: probe bodies = 0, expected
/// 1`). Every run is recorded as a replay; a failing run keeps it beside the script as
/// `NAME.failed.replay`, which `diorama replay` plays.
public struct SceneScript: Sendable, Equatable {
    /// The script's path, as errors and failures name it.
    public var file: String
    /// The id of the scene under test.
    public var scene: String
    /// The line of `scene:`, for errors about the scene.
    public var sceneLine: Int
    /// The seed of the scene's random numbers.
    public var seed: UInt64
    /// The scene parameters.
    public var parameters: [String: String]
    /// The steps, in order.
    public var steps: [ScriptStep]

    /// Makes a script at `file` testing scene `scene` with `seed` and `parameters`, running `steps`.
    public init(file: String, scene: String, sceneLine: Int = 1, seed: UInt64 = 1,
                parameters: [String: String] = [:], steps: [ScriptStep]) {
        self.file = file
        self.scene = scene
        self.sceneLine = sceneLine
        self.seed = seed
        self.parameters = parameters
        self.steps = steps
    }
}

/// One step of a script and the line it starts on.
public struct ScriptStep: Sendable, Equatable {
    /// The 1-based line of the step in the script.
    public var line: Int
    /// What the step does.
    public var action: ScriptAction

    /// Makes a step doing `action`, starting on the 1-based `line`.
    public init(line: Int, _ action: ScriptAction) {
        self.line = line
        self.action = action
    }
}

/// What a step does.
public enum ScriptAction: Sendable, Equatable {
    /// A pointer event at a point or on a probe's position.
    case pointer(PointerPhase, PointerTarget, PointerButton)
    /// Input events sent in order at the current tick (a key press is a down and an up).
    case input([InputEvent])
    /// Puts text on the script's clipboard, which from then on answers the scene's paste
    /// requests (and keeps what it copies).
    case clipboard(String)
    /// Runs this many ticks.
    case run(ticks: Int)
    /// Checks a probe.
    case expect(ProbeExpectation)
    /// Renders the frame and compares it with a golden image.
    case screenshot(ScreenshotCheck)
}

/// What a pointer step does.
public enum PointerPhase: String, Sendable, Equatable, CaseIterable {
    /// A button goes down, the pointer moves, or the button comes up.
    case down, move, up
    /// A button goes down and up in the same tick.
    case click
}

/// Where a pointer step acts.
public enum PointerTarget: Sendable, Equatable {
    /// A canvas point.
    case point(Vec2)
    /// The current value of a position (vec2) probe: "the named entity".
    case probe(String)
}

/// A screenshot step: the golden image and how far the frame may stray from it.
public struct ScreenshotCheck: Sendable, Equatable {
    /// The golden's path under the script's `goldens/` folder, e.g. "settled.png".
    public var golden: String
    /// How far the frame may differ from the golden.
    public var tolerance: ScreenshotTolerance

    /// Makes a check against the golden `golden`, allowing `tolerance`.
    public init(golden: String, tolerance: ScreenshotTolerance = .standard) {
        self.golden = golden
        self.tolerance = tolerance
    }
}

/// How far a screenshot may differ from its golden and still match.
public struct ScreenshotTolerance: Sendable, Equatable, CustomStringConvertible {
    /// How many pixels may differ by more than `channel`.
    public enum Allowance: Sendable, Equatable {
        /// A fraction of the pixels, 0...1 (written as a percentage).
        case fraction(Double)
        /// A number of pixels.
        case count(Int)
    }

    /// The difference a channel may show before its pixel counts as differing, 0...255.
    public var channel: Int
    /// How many pixels may differ by more than `channel`.
    public var pixels: Allowance

    /// The default: at most 0.5% of the pixels with a channel more than 2 away. Offscreen
    /// rendering is byte-identical on one machine; the slack absorbs SDL or FreeType versions
    /// that round an edge or a glyph differently.
    public static let standard = ScreenshotTolerance(channel: 2, pixels: .fraction(0.005))

    /// Makes a tolerance: `channel` is a difference of 0…255, `pixels` how many pixels may exceed it.
    public init(channel: Int, pixels: Allowance) {
        self.channel = channel
        self.pixels = pixels
    }

    /// Whether `diff` is within the tolerance.
    public func accepts(_ diff: ImageDiff) -> Bool {
        switch pixels {
        case .fraction(let fraction): return diff.isWithin(maxDifferingFraction: fraction)
        case .count(let count): return diff.sizesMatch && diff.differingPixelCount <= count
        }
    }

    /// The tolerance in words, e.g. "at most 0.5% of pixels over 2".
    public var description: String {
        switch pixels {
        case .fraction(let f):
            return "at most \(ScriptValue.format((f * 100_000).rounded() / 1000))% of pixels over \(channel)"
        case .count(let n): return "at most \(n) pixels over \(channel)"
        }
    }
}

extension SceneScript {
    /// The script's file name without its extension, e.g. "drop-and-settle".
    public var name: String { ((file as NSString).lastPathComponent as NSString).deletingPathExtension }

    /// Where a failing run's replay is kept: `NAME.failed.replay` beside the script.
    public var failedReplayPath: String { Self.path("\(name).failed.replay", besideFile: file) }

    /// The path of golden image `name` (under the `goldens` folder beside the script).
    public func goldenPath(_ name: String) -> String { Self.path("goldens/" + name, besideFile: file) }

    /// `relative` taken from the folder of the file at `file` ("a/b.yml" and "c" give "a/c";
    /// "b.yml" and "c" give "c").
    static func path(_ relative: String, besideFile file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? relative : folder + "/" + relative
    }
}
