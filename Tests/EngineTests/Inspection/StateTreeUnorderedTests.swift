import Foundation
import Testing
@testable import Engine

/// Sets and dictionaries encode in iteration order, which Swift seeds per process: the tree, and
/// so the digests a replay's checkpoints keep, must not follow it.
@Suite struct StateTreeUnorderedTests {
    private struct Key: Codable, Hashable { var name: String }
    private struct Held: Codable {
        var keys: Set<String>
        var scrolls: [Key: Double]
        var nested: [Set<Int>]
    }

    /// The same value built two ways, so its collections iterate in two orders.
    private func twoWays() -> (Held, Held) {
        let names = (0..<40).map { "key\($0)" }
        var small = Set<String>(), large = Set<String>(minimumCapacity: 4_096)
        for name in names { small.insert(name) }
        for name in names.reversed() { large.insert(name) }
        var few: [Key: Double] = [:], many = [Key: Double](minimumCapacity: 4_096)
        for (index, name) in names.enumerated() { few[Key(name: name)] = Double(index) }
        for (index, name) in names.enumerated().reversed() { many[Key(name: name)] = Double(index) }
        let numbers = Set(0..<30), spread = Set((0..<30).reversed()).union(Set<Int>(minimumCapacity: 2_048))
        return (Held(keys: small, scrolls: few, nested: [numbers]), Held(keys: large, scrolls: many, nested: [spread]))
    }

    @Test func aSetOrDictionaryGivesOneTreeWhateverItsIterationOrder() throws {
        let (one, other) = twoWays()
        // The premise: the two encode their collections in different orders.
        #expect(try JSONEncoder().encode(one) != JSONEncoder().encode(other))
        let a = try StateTree(encoding: one), b = try StateTree(encoding: other)
        #expect(a == b)
        #expect(a.digest == b.digest)
    }

    @Test func keysAndValuesStayTogether() throws {
        let (one, _) = twoWays()
        guard case .object(let fields) = try StateTree(encoding: one),
              case .array(let pairs) = fields.first(where: { $0.name == "scrolls" })?.value else {
            Issue.record("scrolls is not an array of keys and values")
            return
        }
        #expect(pairs.count == 80)
        for index in stride(from: 0, to: pairs.count, by: 2) {
            guard case .object(let key) = pairs[index], case .text(let name) = key.first?.value,
                  case .number(let value) = pairs[index + 1] else {
                Issue.record("pair \(index / 2) is not a key and its value")
                continue
            }
            #expect(Double(value) == Double(name.dropFirst(3)), "\(name) keeps its value")
        }
    }
}
