import CBox2D
import Core

/// A Box2D 2.4 world: bodies, their fixtures and joints, advanced by `step(_:)`.
///
/// Units are metres, radians, seconds and kilograms, with y up; Box2D likes moving bodies of
/// 0.1–10 m. Everything is named by value handles (`BodyID`, `FixtureID`, `JointID`); a handle
/// whose object was destroyed is stale: `isValid` answers false, getters answer zero and
/// setters do nothing. The same calls in the same order give bit-identical results in the same
/// binary (`stateHash()`).
///
/// A world belongs to one thread at a time.
public final class PhysicsWorld {
    let id: DBWorldId

    /// Velocity constraint iterations per step (Box2D suggests 8).
    public var velocityIterations: Int
    /// Position constraint iterations per step (Box2D suggests 3).
    public var positionIterations: Int

    /// Steps taken since the world was made (or since the step its last restored snapshot was
    /// taken at); contact events are read from Box2D's buffers at most once per step.
    public internal(set) var stepCount = 0
    var eventsReadAtStep = 0
    var begins: [ContactEvent] = []
    var ends: [ContactEvent] = []
    /// Every body's pose when the last step began, for drawing between ticks.
    var stepStarts = StepStartPoses()

    /// A world set up by `def`.
    public init(_ def: WorldDef = WorldDef()) {
        precondition(def.velocityIterations > 0 && def.positionIterations > 0, "WorldDef: iterations must be positive")
        var c = DBWorldDef(gravity: DBVec2(def.gravity), allowSleep: def.allowSleep)
        id = DBWorld_Create(&c)
        precondition(id.index != 0, "PhysicsWorld: gravity must be finite, and at most 1,023 worlds may exist at once")
        velocityIterations = def.velocityIterations
        positionIterations = def.positionIterations
    }

    deinit { DBWorld_Destroy(id) }

    // MARK: - World settings

    /// m/s²; y is up.
    public var gravity: Vec2 {
        get { Vec2(DBWorld_GetGravity(id)) }
        set { DBWorld_SetGravity(id, DBVec2(newValue)) }
    }

    /// Whether resting bodies may fall asleep; turning it off wakes every body.
    public var allowSleep: Bool {
        get { DBWorld_GetAllowSleep(id) }
        set { DBWorld_SetAllowSleep(id, newValue) }
    }

    // MARK: - Stepping

    /// Advances the world by `dt` seconds (usually a fixed 1/60) with the world's iterations;
    /// a negative or non-finite `dt` is ignored. Every body's pose before the step is kept for
    /// `interpolatedPosition(of:alpha:)` and `interpolatedAngle(of:alpha:)`.
    public func step(_ dt: Double) {
        withBodyStates { stepStarts.record($0) }
        DBWorld_Step(id, Float(dt), Int32(truncatingIfNeeded: velocityIterations), Int32(truncatingIfNeeded: positionIterations))
        stepCount &+= 1
    }

    /// Contacts that began during the last step.
    public var contactBegins: [ContactEvent] {
        readEventsIfNeeded()
        return begins
    }

    /// Contacts that ended during the last step, or by destroying, disabling or moving a body or
    /// fixture since the step before; those may name stale handles.
    public var contactEnds: [ContactEvent] {
        readEventsIfNeeded()
        return ends
    }

    private func readEventsIfNeeded() {
        guard eventsReadAtStep != stepCount else { return }
        eventsReadAtStep = stepCount
        begins = Self.copy({ DBWorld_GetContactBeginEvents(id, $0) }, ContactEvent.init)
        ends = Self.copy({ DBWorld_GetContactEndEvents(id, $0) }, ContactEvent.init)
    }

    // MARK: - Bodies

    /// Creates a body; its shapes are added with `addBox`, `addCircle`, `addPolygon`...
    ///
    /// - Precondition: the def's values are finite and its dampings ≥ 0.
    @discardableResult
    public func createBody(_ def: BodyDef = BodyDef()) -> BodyID {
        var c = def.c
        let body = DBWorld_CreateBody(id, &c)
        precondition(body.index != 0, "createBody: BodyDef values must be finite and dampings ≥ 0")
        return BodyID(body)
    }

    /// Destroys a body with its fixtures and joints; no-op for a stale handle.
    public func destroyBody(_ body: BodyID) { DBBody_Destroy(id, body.c) }

    /// Whether `body` names a live body of this world.
    public func isValid(_ body: BodyID) -> Bool { DBBody_IsValid(id, body.c) }

    /// Live bodies.
    public var bodyCount: Int { Int(DBWorld_GetBodyCount(id)) }

    /// Every live body in creation order.
    public var bodies: [BodyID] { withBodyStates { $0.map { BodyID($0.body) } } }

    /// The motion state of every live body in creation order.
    public func bodyStates() -> [BodyState] { withBodyStates { $0.map(BodyState.init) } }

    /// Copies an answer buffer of the C API into an array: `read` points its argument at the
    /// buffer and returns the element count.
    static func copy<C, T>(_ read: (UnsafeMutablePointer<UnsafePointer<C>?>) -> Int32, _ transform: (C) -> T) -> [T] {
        var pointer: UnsafePointer<C>?
        let count = Int(read(&pointer))
        guard count > 0, let pointer else { return [] }
        return UnsafeBufferPointer(start: pointer, count: count).map(transform)
    }

    /// Calls `body` with Box2D's state buffer (valid only during the call).
    func withBodyStates<R>(_ body: (UnsafeBufferPointer<DBBodyState>) -> R) -> R {
        var pointer: UnsafePointer<DBBodyState>?
        let count = Int(DBWorld_GetBodyStates(id, &pointer))
        return body(UnsafeBufferPointer(start: count > 0 ? pointer : nil, count: count))
    }
}
