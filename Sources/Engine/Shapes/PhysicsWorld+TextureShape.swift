import Physics

extension PhysicsWorld {
    /// Adds one fixture per piece of `shape` to `body`.
    ///
    /// - Throws: what `addPolygon` throws, after removing the pieces already added.
    @discardableResult
    public func addShape(_ shape: TextureShape, to body: BodyID, _ def: ShapeDef = ShapeDef()) throws -> [FixtureID] {
        var fixtures: [FixtureID] = []
        do {
            for piece in shape.pieces { fixtures.append(try addPolygon(piece.vertices, to: body, def)) }
        } catch {
            fixtures.forEach(destroyFixture)
            throw error
        }
        return fixtures
    }
}
