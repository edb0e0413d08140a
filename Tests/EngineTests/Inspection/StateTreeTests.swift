import Engine
import Testing

@Suite struct StateTreeTests {
    private struct Sticker: Codable { var id: Int; var position: [Double]; var caption: String? }
    private struct Sample: Codable {
        var stickers: [Sticker]
        var zoom: Double
        var seed: UInt64
        var locked: Bool
        var counts: [String: Int]
        var mode: Mode
        enum Mode: Codable { case idle, dragging(id: Int) }
    }

    private let sample = Sample(stickers: [Sticker(id: 7, position: [1.5, -2], caption: nil)], zoom: .infinity,
                                seed: .max, locked: true, counts: ["b": 2, "a": 1], mode: .dragging(id: 7))

    @Test func fieldsAreSortedAndLeavesKeepTheirKinds() throws {
        let tree = try StateTree(encoding: sample)
        #expect(tree.children.map(\.name) == ["counts", "locked", "mode", "seed", "stickers", "zoom"])
        let values = Dictionary(uniqueKeysWithValues: tree.children.map { ($0.name, $0.value) })
        #expect(values["locked"] == .bool(true))
        #expect(values["seed"] == .number("18446744073709551615"), "a 64-bit integer keeps every digit")
        #expect(values["zoom"] == .text("inf"), "a non-finite number still encodes")
        #expect(values["counts"]?.children.map(\.name) == ["a", "b"])
        #expect(values["mode"]?.children.first?.name == "dragging")
        let sticker = try #require(values["stickers"]?.children.first)
        #expect(sticker.name == "[0]")
        #expect(sticker.value.children.map(\.name) == ["id", "position"], "an absent optional is left out, as the hash leaves it")
        #expect(sticker.value.children.last?.value == .array([.number("1.5"), .number("-2")]))
    }

    @Test func summariesNameSizesAndQuoteText() {
        #expect(StateTree.object([.init(name: "a", value: .null)]).summary == "1 field")
        #expect(StateTree.object([]).summary == "{}")
        #expect(StateTree.array([.null, .null]).summary == "2 elements")
        #expect(StateTree.array([.number("1.5"), .number("-2")]).summary == "[1.5, -2]")
        #expect(StateTree.array(Array(repeating: .number("0"), count: 5)).summary == "5 elements")
        #expect(StateTree.object([.init(name: "x", value: .number("1")), .init(name: "y", value: .number("2.5"))]).summary == "{x: 1, y: 2.5}")
        #expect(StateTree.array([]).summary == "[]")
        #expect(StateTree.text("hi").summary == "\"hi\"")
        #expect(StateTree.null.summary == "nil")
        #expect(StateTree.bool(false).isLeaf && !StateTree.array([]).isLeaf)
    }
}
