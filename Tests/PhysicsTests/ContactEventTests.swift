import Core
import Physics
import Testing

@Suite("Contact events")
struct ContactEventTests {
    let world = PhysicsWorld()

    /// Steps until a step reports a begin event (at most `limit` steps); returns those events.
    private func stepUntilBegin(limit: Int = 300) -> [ContactEvent] {
        for _ in 0..<limit {
            world.step(1.0 / 60.0)
            if !world.contactBegins.isEmpty { return world.contactBegins }
        }
        return []
    }

    @Test func landingRaisesOneBeginEvent() throws {
        let ground = try addGround(to: world)
        let box = try addBox(to: world, at: Vec2(0, 3))
        let boxFixture = world.fixtures(of: box)[0]
        let begins = stepUntilBegin()
        #expect(begins.count == 1)
        let event = try #require(begins.first)
        #expect(event.involves(box) && event.involves(ground.body))
        #expect(Set([event.fixtureA, event.fixtureB]) == [boxFixture, ground.fixture])
        #expect(world.position(of: box).y < 1, "the event came when the box reached the ground")
        world.step(1.0 / 60.0)
        #expect(world.contactBegins.isEmpty, "events last one step")
        #expect(world.contactEnds.isEmpty)
    }

    @Test func liftingAwayRaisesAnEndEvent() throws {
        let ground = try addGround(to: world)
        let box = try addBox(to: world, at: Vec2(0, 1))
        _ = stepUntilBegin()
        world.setTransform(of: box, position: Vec2(0, 10), angle: 0)
        world.step(1.0 / 60.0)
        let ends = world.contactEnds
        #expect(ends.count == 1)
        #expect(ends.first.map { $0.involves(box) && $0.involves(ground.body) } == true)
    }

    @Test func destroyingATouchingBodyReportsAStaleEndAfterTheNextStep() throws {
        let ground = try addGround(to: world)
        let box = try addBox(to: world, at: Vec2(0, 1))
        _ = stepUntilBegin()
        let beginsBefore = world.contactBegins
        world.destroyBody(box)
        #expect(world.contactBegins == beginsBefore, "the last step's events stay put until the next step")
        #expect(world.contactEnds.isEmpty)
        world.step(1.0 / 60.0)
        let ends = world.contactEnds
        #expect(ends.count == 1)
        let event = try #require(ends.first)
        #expect(event.involves(box) && event.involves(ground.body))
        let boxFixture = event.bodyA == box ? event.fixtureA : event.fixtureB
        #expect(!world.isValid(box) && !world.isValid(boxFixture), "the destroyed side's handles are stale")
        #expect(world.isValid(ground.body) && world.isValid(ground.fixture))
        world.step(1.0 / 60.0)
        #expect(world.contactEnds.isEmpty)
    }

    @Test func stalePendingEventsNeverAliasANewBodyInTheSameSlot() throws {
        try addGround(to: world)
        let box = try addBox(to: world, at: Vec2(0, 1))
        _ = stepUntilBegin()
        world.destroyBody(box)
        let newcomer = try addBox(to: world, at: Vec2(5, 5))
        #expect(newcomer.index == box.index)
        world.step(1.0 / 60.0)
        #expect(world.contactEnds.contains { $0.involves(box) })
        #expect(!world.contactEnds.contains { $0.involves(newcomer) })
    }

    @Test func sensorsReportOverlapsWithoutStoppingBodies() throws {
        let zone = world.createBody()
        var sensor = ShapeDef()
        sensor.isSensor = true
        let zoneFixture = try world.addBox(halfSize: Vec2(2, 0.5), center: Vec2(0, 2), to: zone, sensor)
        let box = try addBox(to: world, at: Vec2(0, 5))
        let begins = stepUntilBegin()
        #expect(begins.count == 1)
        #expect(begins.first.map { [$0.fixtureA, $0.fixtureB].contains(zoneFixture) } == true)
        run(world, steps: 60)
        #expect(world.position(of: box).y < 0, "the box fell through the sensor")
    }
}
