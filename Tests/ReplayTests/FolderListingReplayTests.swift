import Foundation
import Testing
@testable import Engine
@testable import Replay

/// Folder listings travel in replays as plain names, sizes and times, range-checked on reading,
/// so a replay never reads the folder and a hostile one is refused naming its line.
@Suite struct FolderListingReplayTests {
    let header = Replay.line(for: ReplayHeader(scene: "x", parameters: [:], seed: 1))

    func error(_ text: String) -> String {
        do { _ = try Replay(jsonLines: text, file: "f.replay"); return "no error" } catch { return "\(error)" }
    }

    @Test func aListingIsRecordedAndReadBack() throws {
        let listing = FolderListing(folder: "exports", entries: [FolderEntry(name: "dickerator-0001.png", byteCount: 9, modified: 60)])
        let line = Replay.line(for: TimedInput(tick: 4, event: .listing(listing)))
        #expect(line == #"{"kind":"input","tick":4,"event":{"files":[{"bytes":9,"modified":60,"name":"dickerator-0001.png"}],"#
                + #""folder":"exports","type":"listing"}}"#)
        let replay = try Replay(jsonLines: header + "\n" + line + "\n", file: "f.replay")
        #expect(replay.inputs == [TimedInput(tick: 4, event: .listing(listing))])
    }

    @Test func aHostileListingIsRefusedNamingTheLine() {
        let text = header + "\n" + #"{"kind":"input","tick":4,"event":{"files":[{"bytes":9,"modified":60,"name":"../../.bashrc"}],"#
            + #""folder":"exports","type":"listing"}}"# + "\n"
        #expect(error(text).hasPrefix("f.replay:2: input:"), "\(error(text))")
        #expect(error(text).contains("'../../.bashrc' is not a plain file name"), "\(error(text))")
    }
}
