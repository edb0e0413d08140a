import Core
import ECS
import Testing

@Suite struct RegistryInspectionTests {
    struct Position: Codable, Sendable, Equatable { var x: Double }
    struct Tag: Codable, Sendable, Equatable { var name: String }

    @Test func componentTypesAreListedByNameWithTheirEntitiesAndDigests() throws {
        let registry = Registry()
        let a = registry.create(), b = registry.create()
        registry.insert(Tag(name: "b"), for: b)
        registry.insert(Position(x: 1), for: a)
        registry.insert(Position(x: 2), for: b)
        _ = registry.storage(Double.self)   // used but empty: not state, so not listed
        let listed = registry.componentsByType()
        #expect(listed.map(\.typeName) == ["ECSTests.RegistryInspectionTests.Position", "ECSTests.RegistryInspectionTests.Tag"])
        #expect(listed[0].entries.map(\.entity) == [a, b])
        #expect(listed[0].entries.map { $0.component as? Position } == [Position(x: 1), Position(x: 2)])
        #expect(registry.componentDigests().map(\.typeName) == listed.map(\.typeName))

        let before = registry.componentDigests(), slots = registry.entitySlotsDigest()
        registry.modify(Position.self, for: b) { $0.x = 3 }
        let after = registry.componentDigests()
        #expect(after[0].digest != before[0].digest, "the changed type's digest moves")
        #expect(after[1].digest == before[1].digest, "the other's does not")
        #expect(registry.entitySlotsDigest() == slots)
        registry.destroy(a)
        #expect(registry.entitySlotsDigest() != slots)
    }
}
