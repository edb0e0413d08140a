import Engine
import Testing

@Suite struct StateTreeDifferencesTests {
    private struct Sticker: Codable { var id: Int; var position: [Double]; var caption: String? }
    private struct Jar: Codable { var stickers: [Sticker]; var zoom: Double; var mode: String }

    private let jar = Jar(stickers: [Sticker(id: 1, position: [0, 0], caption: "a"), Sticker(id: 2, position: [5, 5], caption: nil)],
                          zoom: 1, mode: "idle")

    @Test func equalTreesHaveNoDifferences() throws {
        let tree = try StateTree(encoding: jar)
        #expect(tree.differences(from: tree).isEmpty)
    }

    @Test func aChangedLeafIsNamedByItsFullPath() throws {
        var moved = jar
        moved.stickers[1].position[0] = 6
        moved.zoom = 2
        let differences = try StateTree(encoding: moved).differences(from: StateTree(encoding: jar), prefix: "scene")
        #expect(differences == [
            .init(path: "scene.stickers[1].position[0]", before: .number("5"), after: .number("6")),
            .init(path: "scene.zoom", before: .number("1"), after: .number("2")),
        ])
    }

    @Test func fieldsAndElementsOnOneSideOnlyAreListed() throws {
        var changed = jar
        changed.stickers[0].caption = nil
        changed.stickers[1].caption = "b"
        changed.stickers.append(Sticker(id: 3, position: [], caption: nil))
        let differences = try StateTree(encoding: changed).differences(from: StateTree(encoding: jar))
        #expect(differences.map(\.path) == ["stickers[0].caption", "stickers[1].caption", "stickers[2]"])
        #expect(differences[0].before == .text("a") && differences[0].after == nil)
        #expect(differences[1].before == nil && differences[1].after == .text("b"))
        #expect(differences[2].before == nil && differences[2].after?.children.map(\.name) == ["id", "position"])
    }

    @Test func aValueThatChangedKindIsOneDifference() {
        let before = StateTree.object([.init(name: "mode", value: .object([.init(name: "dragging", value: .number("3"))]))])
        let after = StateTree.object([.init(name: "mode", value: .text("idle"))])
        #expect(after.differences(from: before) == [.init(path: "mode", before: before.children[0].value, after: .text("idle"))])
    }
}
