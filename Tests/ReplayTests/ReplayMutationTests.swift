import Foundation
import SceneTestSupport
import Testing
@testable import Engine
@testable import Replay

/// A mutation fuzzer over replays, files users attach to bug reports: 2,000 variants of a recorded
/// session, each refused with an error or, when it still reads, verified; none may trap (a trap
/// ends the test process).
@Suite struct ReplayMutationTests {
    @Test func noVariantOfARecordedReplayTraps() throws {
        let (replay, factory) = try ReplayTests().recorded()
        let original = Array(replay.jsonLines.utf8)

        var mutator = ByteMutator(seed: 16)
        var refused = 0, verified = 0
        for _ in 0..<2000 {
            let variant = String(decoding: mutator.mutate(original), as: UTF8.self)
            guard let replay = try? Replay(jsonLines: variant, file: "variant.replay") else {
                refused += 1
                continue
            }
            _ = try? ReplayVerifier.verify(replay, factory: factory)
            verified += 1
        }
        #expect(refused > 0 && verified > 0, "the variants reach both the reader and the verifier: \(refused) refused, \(verified) read")
    }
}
