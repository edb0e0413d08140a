import Foundation
import SceneTestSupport
import Testing
@testable import Engine
@testable import Replay

/// A mutation fuzzer over replays, files users attach to bug reports: 2,000 variants of a recorded
/// session, each refused with an error or, when it still reads, verified; none may trap (a trap
/// ends the test process), and none that says something else than the recording may verify.
@Suite struct ReplayMutationTests {
    @Test func noVariantOfARecordedReplayTrapsOrVerifiesSilently() throws {
        let (replay, factory) = try ReplayTests().recorded()
        let original = Array(replay.jsonLines.utf8)

        var mutator = ByteMutator(seed: 16)
        var refused = 0, verified = 0, caught = 0
        var silent: [String] = []
        for _ in 0..<2000 {
            let variant = String(decoding: mutator.mutate(original), as: UTF8.self)
            guard let read = try? Replay(jsonLines: variant, file: "variant.replay") else {
                refused += 1
                continue
            }
            verified += 1
            let outcome = try? ReplayVerifier.verify(read, factory: factory)
            // Written back out, a variant that reads the same as the recording is the recording
            // (an edit to spacing or to a key's order); any other must not verify.
            guard read.jsonLines != replay.jsonLines else { continue }
            if let outcome, outcome.divergence == nil, outcome.hadEnd { silent.append(variant) } else { caught += 1 }
        }
        #expect(refused > 0 && verified > 0 && caught > 0,
                "the variants reach the reader and the verifier: \(refused) refused, \(verified) read, \(caught) tampered and caught")
        #expect(silent.isEmpty, "\(silent.count) tampered replays verified; the first:\n\(silent.first ?? "")")
    }
}
