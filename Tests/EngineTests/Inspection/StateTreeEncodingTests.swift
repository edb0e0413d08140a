import Foundation
import SceneTestSupport
import Testing
@testable import Engine

@Suite struct StateTreeEncodingTests {
    private struct Sample: Codable {
        var seed: UInt64 = .max, small: Int64 = .min, ratio = 0.1, tiny = 5e-324, huge = 1.7976931348623157e308
        var name = "jar \"one\"", flags = [true, false], nothing: Int? = nil, nested = ["b": [1.5], "a": []]
    }

    @Test func aTreeWrittenAsJSONReadsBackTheSame() throws {
        let tree = try StateTree(encoding: Sample())
        let again = try JSONDecoder().decode(StateTree.self, from: JSONEncoder().encode(tree))
        #expect(again == tree)
        #expect(again.digest == tree.digest)
        #expect(try JSONDecoder().decode(StateTree.self, from: Data("[null]".utf8)) == .array([.null]))
    }

    @Test func digestsTellKindsAndValuesApart() {
        let trees: [StateTree] = [.number("1"), .text("1"), .bool(true), .null, .array([]), .object([]),
                                  .array([.null]), .object([.init(name: "a", value: .null)]), .number("2")]
        #expect(Set(trees.map(\.digest)).count == trees.count)
    }

    @Test func aStateNestedTooDeepIsAnError() throws {
        let depth = StateTree.maxDepth
        let ok = String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
        #expect(throws: Never.self) { try JSONDecoder().decode(StateTree.self, from: Data(ok.utf8)) }
        let deep = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(StateTree.self, from: Data(deep.utf8)) }
    }
}
