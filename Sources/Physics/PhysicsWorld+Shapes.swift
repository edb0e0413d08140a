import CBox2D
import Core

// Fixtures: shapes attached to bodies. Body-local coordinates, m. Every solid shape must be at
// least 5 mm thick (Box2D's linear slop); bad input throws instead of tripping Box2D's asserts.
extension PhysicsWorld {
    /// Adds a convex polygon of 3...8 `vertices` (body-local, m, any order: the convex hull is
    /// used, so split concave outlines into convex pieces first).
    ///
    /// - Throws: `PhysicsError.tooFewVertices`, `.tooManyVertices`, `.degenerateShape` (collinear
    ///   or coincident vertices), `.invalidBody`, `.invalidValue`, `.shapeTooFarFromOrigin`.
    @discardableResult
    public func addPolygon(_ vertices: [Vec2], to body: BodyID, _ def: ShapeDef = ShapeDef()) throws -> FixtureID {
        let points = vertices.map(DBVec2.init)
        var c = def.c
        var fixture = DBFixtureId()
        let result = DBBody_AddPolygon(id, body.c, points, Int32(clamping: points.count), &c, &fixture)
        try PhysicsError.check(result, body: body, vertexCount: vertices.count, values: "addPolygon: vertices and ShapeDef must be finite, material values ≥ 0")
        return FixtureID(fixture)
    }

    /// Adds a box of `halfSize` (m) centred at `center` (body-local) and turned by `angle` (rad).
    ///
    /// - Throws: `PhysicsError.degenerateShape` for a half size under 2.5 mm, `.invalidBody`,
    ///   `.invalidValue`, `.shapeTooFarFromOrigin`.
    @discardableResult
    public func addBox(
        halfSize: Vec2, center: Vec2 = .zero, angle: Double = 0, to body: BodyID, _ def: ShapeDef = ShapeDef()
    ) throws -> FixtureID {
        var c = def.c
        var fixture = DBFixtureId()
        let result = DBBody_AddBox(id, body.c, DBVec2(halfSize), DBVec2(center), Float(angle), &c, &fixture)
        try PhysicsError.check(result, body: body, values: "addBox: size, centre, angle and ShapeDef must be finite, material values ≥ 0")
        return FixtureID(fixture)
    }

    /// Adds a circle of `radius` (m) centred at `center` (body-local).
    ///
    /// - Throws: `PhysicsError.degenerateShape` for a radius under 2.5 mm, `.invalidBody`,
    ///   `.invalidValue`, `.shapeTooFarFromOrigin`.
    @discardableResult
    public func addCircle(radius: Double, center: Vec2 = .zero, to body: BodyID, _ def: ShapeDef = ShapeDef()) throws -> FixtureID {
        var c = def.c
        var fixture = DBFixtureId()
        let result = DBBody_AddCircle(id, body.c, Float(radius), DBVec2(center), &c, &fixture)
        try PhysicsError.check(result, body: body, values: "addCircle: radius, centre and ShapeDef must be finite, material values ≥ 0")
        return FixtureID(fixture)
    }

    /// Adds a two-sided segment from `a` to `b` (body-local, m); it has no mass.
    ///
    /// - Throws: `PhysicsError.verticesTooClose` when the ends are within 5 mm, `.invalidBody`,
    ///   `.invalidValue`.
    @discardableResult
    public func addEdge(from a: Vec2, to b: Vec2, to body: BodyID, _ def: ShapeDef = ShapeDef()) throws -> FixtureID {
        var c = def.c
        var fixture = DBFixtureId()
        let result = DBBody_AddEdge(id, body.c, DBVec2(a), DBVec2(b), &c, &fixture)
        try PhysicsError.check(result, body: body, values: "addEdge: end points and ShapeDef must be finite, material values ≥ 0")
        return FixtureID(fixture)
    }

    /// Adds a closed chain through `vertices` (body-local, m); it has no mass.
    ///
    /// Chains are one-sided: they collide on the right of the direction of travel. Wind a
    /// container clockwise so that its inside is solid.
    ///
    /// - Throws: `PhysicsError.tooFewVertices`, `.verticesTooClose` (consecutive vertices,
    ///   last to first included, within 5 mm), `.invalidBody`, `.invalidValue`.
    @discardableResult
    public func addChainLoop(_ vertices: [Vec2], to body: BodyID, _ def: ShapeDef = ShapeDef()) throws -> FixtureID {
        let points = vertices.map(DBVec2.init)
        var c = def.c
        var fixture = DBFixtureId()
        let result = DBBody_AddChainLoop(id, body.c, points, Int32(clamping: points.count), &c, &fixture)
        try PhysicsError.check(result, body: body, vertexCount: vertices.count, values: "addChainLoop: vertices and ShapeDef must be finite, material values ≥ 0")
        return FixtureID(fixture)
    }

    /// Destroys a fixture and recomputes its body's mass; no-op for a stale handle.
    public func destroyFixture(_ fixture: FixtureID) { DBFixture_Destroy(id, fixture.c) }

    /// Whether `fixture` names a live fixture of this world.
    public func isValid(_ fixture: FixtureID) -> Bool { DBFixture_IsValid(id, fixture.c) }

    /// The fixture's body, or nil for a stale handle.
    public func body(of fixture: FixtureID) -> BodyID? {
        let body = DBFixture_GetBody(id, fixture.c)
        return body.index == 0 ? nil : BodyID(body)
    }

    /// The body's fixtures in creation order; empty for a stale handle.
    public func fixtures(of body: BodyID) -> [FixtureID] {
        Self.copy({ DBBody_GetFixtures(id, body.c, $0) }, FixtureID.init)
    }

    /// A polygon fixture's vertices (body-local, m, in Box2D's hull order); nil for other shapes
    /// and stale handles.
    public func polygonVertices(of fixture: FixtureID) -> [Vec2]? {
        var vertices = [DBVec2](repeating: DBVec2(x: 0, y: 0), count: 8)
        let count = Int(DBFixture_GetPolygon(id, fixture.c, &vertices, 8))
        return count == 0 ? nil : vertices.prefix(count).map(Vec2.init)
    }

    /// The fixture's material, or nil for a stale handle.
    public func shapeDef(of fixture: FixtureID) -> ShapeDef? {
        var def = DBFixtureDef()
        guard DBFixture_GetDef(id, fixture.c, &def) else { return nil }
        var shape = ShapeDef(density: Double(def.density), friction: Double(def.friction),
                             restitution: Double(def.restitution))
        shape.restitutionThreshold = Double(def.restitutionThreshold)
        shape.isSensor = def.isSensor
        shape.filter = CollisionFilter(categoryBits: def.filter.categoryBits, maskBits: def.filter.maskBits,
                                       groupIndex: def.filter.groupIndex)
        return shape
    }
}
