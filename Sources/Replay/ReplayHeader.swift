import Engine

/// The first line of a replay: everything needed to start the same session again.
public struct ReplayHeader: Codable, Equatable, Sendable {
    /// The replay format this build writes: 2, whose key presses carry `modifiers` and `repeat`
    /// and which adds `composition` and `paste` events.
    public static let currentFormat = 2
    /// The replay formats this build reads: format 1 too (its key presses have no modifiers and
    /// are never repeats, which is how format 2 reads a key press without those fields).
    public static let readableFormats = 1...currentFormat

    /// The replay format version.
    public var format: Int
    /// The engine version that recorded it.
    public var engine: String
    /// "debug" or "release".
    public var build: String
    /// The scene id.
    public var scene: String
    /// The scene parameters.
    public var parameters: [String: String]
    /// The session's seed.
    public var seed: UInt64
    /// Ticks per second.
    public var tickRate: Int
    /// Ticks between checkpoints; usually 60.
    public var checkpointInterval: Int
    /// The scene's saved files when the session started (name → base64), since a scene's
    /// set-up may read them; a replay restores them into a fresh profile.
    public var saves: [String: String]

    /// Makes a header in the current format for this engine build; `tickRate` is in ticks per second, `checkpointInterval` in ticks.
    public init(scene: String, parameters: [String: String], seed: UInt64, saves: [String: String] = [:],
                tickRate: Int = 60, checkpointInterval: Int = 60) {
        self.format = Self.currentFormat
        self.engine = EngineVersion.string
        self.build = EngineVersion.build
        self.scene = scene
        self.parameters = parameters
        self.seed = seed
        self.saves = saves
        self.tickRate = tickRate
        self.checkpointInterval = checkpointInterval
    }
}

/// A state check every `checkpointInterval` ticks.
public struct ReplayCheckpoint: Equatable, Sendable {
    /// The number of ticks run when it was taken.
    public var tick: UInt64
    /// The full state hash then.
    public var hash: UInt64
    /// The low 32 bits of the state hash after each tick since the previous checkpoint, oldest
    /// first: they pin a divergence to its tick.
    public var tickHashes: [UInt32]
    /// The scene's probes then, as text, in report order.
    public var probes: [(name: String, value: String)]
    /// The low 32 bits of the digests of the state's parts then, by path, sorted
    /// (`SceneRunner.stateDigests(limit:)`): a divergence names the parts that changed. Empty in
    /// replays recorded before they were kept.
    public var digests: [(path: String, digest: UInt32)]
    /// The whole simulated state then (`SceneRunner.sessionStateTree()`), when the session was
    /// recorded with states: a divergence lists the fields that changed and their values.
    public var state: StateTree?

    /// A checkpoint after `tick` ticks with the state hash `hash`, the hashes of the ticks since
    /// the previous one, the probes, the parts' digests and, when recorded, the state.
    public init(tick: UInt64, hash: UInt64, tickHashes: [UInt32], probes: [(name: String, value: String)],
                digests: [(path: String, digest: UInt32)] = [], state: StateTree? = nil) {
        self.tick = tick; self.hash = hash; self.tickHashes = tickHashes; self.probes = probes
        self.digests = digests; self.state = state
    }

    /// Whether two checkpoints have the same tick, hashes, probes (names and values, in order),
    /// digests and state.
    public static func == (l: Self, r: Self) -> Bool {
        l.tick == r.tick && l.hash == r.hash && l.tickHashes == r.tickHashes
            && l.probes.map(\.name) == r.probes.map(\.name) && l.probes.map(\.value) == r.probes.map(\.value)
            && l.digests.map(\.path) == r.digests.map(\.path) && l.digests.map(\.digest) == r.digests.map(\.digest)
            && l.state == r.state
    }
}

/// A recorded session: the header, every input with its tick, the checkpoints and the end.
public struct Replay: Equatable, Sendable {
    /// How to start the session again.
    public var header: ReplayHeader
    /// Every input, with the tick it went into, in order.
    public var inputs: [TimedInput]
    /// The state checks, oldest first.
    public var checkpoints: [ReplayCheckpoint]
    /// The tick count and hash when the session ended; nil when it never ended cleanly (a
    /// crash), in which case it verifies up to its last checkpoint.
    public var end: (tick: UInt64, hash: UInt64)?
    /// Why the replay ends before its file does, for the user: the file's last line was cut off
    /// mid-record (a session killed while writing), so it ends at its last complete record; nil
    /// when the file was whole.
    public var truncation: String?

    /// Makes a replay of a session started as `header` says, with its inputs, checkpoints and end.
    public init(header: ReplayHeader, inputs: [TimedInput] = [], checkpoints: [ReplayCheckpoint] = [],
                end: (tick: UInt64, hash: UInt64)? = nil) {
        self.header = header; self.inputs = inputs; self.checkpoints = checkpoints; self.end = end
    }

    /// The last tick the replay knows the state of.
    public var lastTick: UInt64 { end?.tick ?? checkpoints.last?.tick ?? 0 }

    /// Whether two replays have the same header, inputs, checkpoints and end.
    public static func == (l: Self, r: Self) -> Bool {
        l.header == r.header && l.inputs == r.inputs && l.checkpoints == r.checkpoints
            && l.end?.tick == r.end?.tick && l.end?.hash == r.end?.hash
    }
}
