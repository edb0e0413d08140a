import Foundation
import Testing
@testable import WatchLogScene

@Suite struct WatchLogSnapshotTests {
    @Test func aRestoredSnapshotBringsBackTheEntriesTheirSearchAndTheNextID() throws {
        let profile = try TemporaryProfile()
        let store = try WatchLogStore(profile: profile.url)
        try store.add(WatchedEntry(title: "Amélie", type: .movie, rating: 3, createdAt: day(0)), now: day(1))
        let heat = try store.add(WatchedEntry(title: "Heat", type: .movie, rating: 2, createdAt: day(0)), now: day(2))
        let snapshot = try store.snapshot()
        try store.delete(id: heat.id!)
        try store.add(WatchedEntry(title: "Yi Yi", type: .movie, rating: 1, createdAt: day(0)), now: day(3))

        try store.restore(snapshot)
        #expect(try store.snapshot() == snapshot)
        #expect(try store.search("heat").map(\.id) == [heat.id])
        #expect(try store.search("yi").isEmpty)
        let next = try store.add(WatchedEntry(title: "Tár", type: .movie, rating: 1, createdAt: day(0)), now: day(4))
        #expect(next.id == 3)                       // as after the straight run's first add past the snapshot
        #expect(try store.integrityCheck() == ["ok"])
    }
}
