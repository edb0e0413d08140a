import Foundation
import SceneTestSupport
import Testing
@testable import Engine
@testable import Replay

/// Replays are attached to bug reports: a hostile or tampered file is refused with the line and
/// what is wrong, before anything in it runs or is written, and never traps.
@Suite struct HostileReplayTests {
    /// A TickCounterScene session with an input at tick 5, 130 ticks long, as JSON lines, and a
    /// factory whose profile is a fresh folder.
    func recorded() throws -> (lines: [String], factory: SessionFactory, profile: String) {
        let profile = ScratchFolders.path("diorama-hostile")
        let factory = SessionFactory(catalog: SceneCatalog([TickCounterScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: profile))
        let runner = try factory.makeRecordedRunner(sceneID: "tick-counter", seed: 4)
        runner.send(.keyDown(.space), at: 5)
        runner.run(ticks: 130)
        let recorder = try #require(runner.recorder)
        recorder.finish(runner: runner)
        return (recorder.replay.jsonLines.split(separator: "\n").map(String.init), factory, profile)
    }

    /// `lines` with record `index` (0-based) changed by `edit` on its JSON object.
    func editing(_ lines: [String], _ index: Int, _ edit: (inout [String: Any]) -> Void) throws -> [String] {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(lines[index].utf8)) as? [String: Any])
        edit(&object)
        var result = lines
        result[index] = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        return result
    }

    /// The error reading `lines` gives, or nil when they read.
    func readingError(_ lines: [String]) -> String? {
        do { _ = try Replay(jsonLines: lines.joined(separator: "\n") + "\n", file: "h.replay"); return nil } catch {
            return "\(error)"
        }
    }

    @Test func aPipeOrADeviceAsAReplayIsRefusedNotWaitedOnOrRead() throws {
        let fifo = ScratchFolders.path("diorama-hostile", suffix: ".replay")
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        for path in [fifo, "/dev/zero"] {
            let error = try #require(throws: ReplayError.self) { try Replay(contentsOf: path) }
            #expect(error.description == "\(path): is not a regular file (a folder, a pipe or a device)")
        }
    }

    @Test func aSavedFileNamedOutsideTheProfileIsRefusedAndNothingIsWritten() throws {
        let (lines, _, profile) = try recorded()
        let outside = ScratchFolders.path("diorama-trav")
        for name in ["../../../../../../../../" + outside, "/etc/x", "a/b", "..", "", "bad\u{1}name"] {
            let hostile = try editing(lines, 0) { $0["saves"] = [name: "aGk="] }
            let error = try #require(readingError(hostile), "\(name)")
            #expect(error.hasPrefix("h.replay:1: saved file") && error.contains("not a plain file name"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: outside))
        // And the store itself refuses such a name, whoever asks.
        #expect(throws: SaveError.self) { try SaveStore(directory: profile).write([1], to: "../x") }
    }

    @Test func tooManyOrTooBigSavedFilesAreRefused() throws {
        let (lines, _, _) = try recorded()
        var many: [String: String] = [:]
        for i in 0...ReplayLimits.maxSaves { many["f\(i)"] = "" }
        #expect(readingError(try editing(lines, 0) { $0["saves"] = many })?.contains("at most \(ReplayLimits.maxSaves)") == true)
        #expect(readingError(try editing(lines, 0) { $0["saves"] = ["x": "not base64!"] })?.contains("not valid base64") == true)
    }

    @Test(arguments: [
        ("checkpoint at tick 0 with every tick hash", 2, "tick", Int64(0)),
        ("an end past every checkpoint", 4, "tick", Int64.max),
        ("an input at the last tick there is", 1, "tick", Int64.max),
    ] as [(String, Int, String, Int64)])
    func aTickOutOfPlaceIsRefusedWithItsLine(what: String, record: Int, key: String, value: Int64) throws {
        let (lines, _, _) = try recorded()
        let error = try #require(readingError(try editing(lines, record) { $0[key] = value }), "\(what)")
        #expect(error.hasPrefix("h.replay:\(record + 1): "), "\(what): \(error)")
    }

    @Test func anInputOutOfRangeIsRefusedWithItsLine() throws {
        let (lines, _, _) = try recorded()
        for event: [String: Any] in [["type": "pointerDown", "x": 1e308, "y": 1e308], ["type": "wheel", "dy": -1e9],
                                     ["type": "tilt", "x": 0, "y": 1e300], ["type": "shake", "strength": 2]] {
            let error = try #require(readingError(try editing(lines, 1) { $0["event"] = event }), "\(event)")
            #expect(error.hasPrefix("h.replay:2: input: "), "\(error)")
        }
    }

    @Test func checkpointsMustComeEveryIntervalWithATickHashEachTick() throws {
        let (lines, _, _) = try recorded()
        #expect(lines.count == 5, "header, input, two checkpoints, end")
        #expect(readingError(Array(lines[0...1] + lines[3...])) != nil, "a deleted checkpoint")
        #expect(readingError(Array(lines[0...2] + [lines[2]] + lines[3...])) != nil, "a duplicated checkpoint")
        #expect(readingError(try editing(lines, 2) { $0["ticks"] = [String]() })?.contains("0 tick hashes") == true)
        #expect(readingError(try editing(lines, 0) { $0["checkpointInterval"] = 30 }) != nil)
        #expect(readingError(try editing(lines, 0) { $0["build"] = "mine" })?.contains("neither debug nor release") == true)
        #expect(readingError(try editing(lines, 0) { $0["tickRate"] = 0 })?.contains("tickRate 0 is out of range") == true)
    }

    @Test func anEditedProbeFailsVerificationThoughTheHashesMatch() throws {
        let (lines, factory, _) = try recorded()
        let edited = try editing(lines, 2) { object in
            object["probes"] = (object["probes"] as? [[String]] ?? []).map { $0[0] == "ticks" ? ["ticks", "61"] : $0 }
        }
        let replay = try Replay(jsonLines: edited.joined(separator: "\n") + "\n", file: "h.replay")
        let divergence = try #require(try ReplayVerifier.verify(replay, factory: factory).divergence)
        #expect(divergence.onlyTheRecordDiffers)
        #expect(divergence.description.contains("ticks was 61, now 60"), "\(divergence)")
    }

    @Test func aDifferentTickRateIsRefusedBeforeItRuns() throws {
        let (lines, factory, _) = try recorded()
        let replay = try Replay(jsonLines: try editing(lines, 0) { $0["tickRate"] = 30 }.joined(separator: "\n") + "\n", file: "h.replay")
        #expect(throws: ReplayHeaderMismatch.self) { try ReplayVerifier.verify(replay, factory: factory) }
    }

    @Test func anEndAtTickZeroWithAnotherHashIsADivergenceBeforeTheFirstTick() throws {
        let (lines, factory, _) = try recorded()
        let end = try editing([lines[4]], 0) { $0["tick"] = 0; $0["hash"] = "0000000000000001" }
        let replay = try Replay(jsonLines: ([lines[0]] + end).joined(separator: "\n") + "\n", file: "h.replay")
        let divergence = try #require(try ReplayVerifier.verify(replay, factory: factory).divergence)
        #expect(divergence.isBeforeFirstTick && divergence.description.contains("before the first tick"))
    }

    /// `lines` with the checkpoint at record `index` carrying `state`, written as JSON text.
    func withState(_ lines: [String], _ index: Int, _ state: String) -> [String] {
        var result = lines
        result[index] = String(lines[index].dropLast()) + ",\"state\":" + state + "}"
        return result
    }

    @Test func aDeeplyNestedStateIsAClearErrorNotACrash() throws {
        let (lines, _, _) = try recorded()
        let checkpoint = try #require(lines.firstIndex { $0.contains(#""kind":"checkpoint""#) })
        for depth in [150, 100_000] {
            for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
                let state = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
                let error = try #require(readingError(withState(lines, checkpoint, state)), "\(depth) \(open)")
                // Past what the JSON parser nests, the line is not a record at all; short of it,
                // the state is too deep.
                #expect(error.hasPrefix("h.replay:\(checkpoint + 1): "), "\(error)")
            }
        }
        let nested = String(repeating: "[", count: 150) + String(repeating: "]", count: 150)
        #expect(readingError(withState(lines, checkpoint, nested))?.contains("nested more than 100 levels deep") == true)
        // As deep as a state may be, it reads.
        let deepest = String(repeating: "[", count: 99) + String(repeating: "]", count: 99)
        #expect(readingError(withState(lines, checkpoint, deepest)) == nil)
    }

    @Test func aStateTooLongForItsLineIsRefusedBeforeItIsRead() throws {
        let (lines, _, _) = try recorded()
        let checkpoint = try #require(lines.firstIndex { $0.contains(#""kind":"checkpoint""#) })
        let long = "\"" + String(repeating: "x", count: ReplayLimits.maxStateLineBytes) + "\""
        let error = try #require(readingError(withState(lines, checkpoint, long)))
        #expect(error.hasPrefix("h.replay:\(checkpoint + 1): checkpoint record of ") && error.contains("at most \(ReplayLimits.maxStateLineBytes)"),
                "\(error.prefix(200))")
    }

    @Test func malformedDigestsAreRefusedWithTheLine() throws {
        let (lines, _, _) = try recorded()
        let checkpoint = try #require(lines.firstIndex { $0.contains(#""kind":"checkpoint""#) })
        let cases: [(Any, String)] = [
            ([["scene.walk", "xyz"]], "is not a [path, 8 hex digits] pair"),
            ([["scene.walk", "0123456789"]], "is not a [path, 8 hex digits] pair"),
            ([["", "01234567"]], "is not a [path, 8 hex digits] pair"),
            ([["scene.walk"]], "is not a [path, 8 hex digits] pair"),
            ([[String(repeating: "p", count: 600), "01234567"]], "is not a [path, 8 hex digits] pair"),
            ([["b", "01234567"], ["a", "01234567"]], "'a' is out of order"),
            ([["a", "01234567"], ["a", "01234567"]], "'a' is out of order"),
            ((0...ReplayLimits.maxDigests).map { [String(format: "p%04d", $0), "01234567"] }, "\(ReplayLimits.maxDigests + 1) state digests"),
            ("nope", "field 'digests' should be"),
        ]
        for (digests, expected) in cases {
            let hostile = try editing(lines, checkpoint) { $0["digests"] = digests }
            let error = try #require(readingError(hostile), "\(digests)")
            #expect(error.hasPrefix("h.replay:\(checkpoint + 1):") && error.contains(expected), "\(error)")
        }
    }
}
