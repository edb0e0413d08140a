import Foundation
import Replay
import Testing
@testable import Engine
@testable import Scripting

/// The `listing` step gives a scene a folder listing as a host would; a recorded listing becomes
/// one, and a hostile one is refused naming its line.
@Suite struct ListingStepTests {
    @Test func aListingStepSendsTheListing() throws {
        let script = try SceneScript(yaml: """
            scene: editor-canvas
            steps:
              - listing:
                  folder: pictures
                  files:
                    - { name: beach.jpg, bytes: 48211, modified: 1795000000 }
                    - { name: "Banana Phone.JPEG", bytes: 0, modified: 0 }
              - listing: { folder: exports, files: [] }
            """, file: "l.yml")
        #expect(script.steps.map(\.action) == [
            .input([.listing(FolderListing(folder: "pictures", entries: [
                FolderEntry(name: "beach.jpg", byteCount: 48_211, modified: 1_795_000_000),
                FolderEntry(name: "Banana Phone.JPEG", byteCount: 0, modified: 0)]))]),
            .input([.listing(FolderListing(folder: "exports", entries: []))]),
        ])
    }

    @Test(arguments: [
        ("  - listing: { folder: pictures, files: [{ name: ../a.png, bytes: 1, modified: 1 }] }", "is not a plain file name"),
        ("  - listing: { folder: Pictures, files: [] }", "a listing's folder is 1 to 64 of a-z, 0-9 and '-'"),
        ("  - listing: { folder: pictures, files: [{ name: a.png, bytes: -1, modified: 1 }] }", "'bytes'"),
        ("  - listing: { folder: pictures, files: [{ name: a.png, bytes: 1 }] }", "'modified'"),
        ("  - listing: { folder: pictures, files: [{ name: a.png, bytes: 1, modified: 1, path: /etc }] }", "path"),
        ("  - listing: { folder: pictures }", "files"),
        ("  - listing: { folder: pictures, files: [{ name: a.png, bytes: 1, modified: 1 }, { name: a.png, bytes: 1, modified: 1 }] }",
         "'a.png' is listed twice"),
    ])
    func aHostileListingStepNamesItsLine(_ step: String, _ expected: String) {
        let yaml = "scene: editor-canvas\nsteps:\n  - run: 1\n" + step + "\n"
        let error = #expect(throws: ScriptError.self) { try SceneScript(yaml: yaml, file: "l.yml") }
        #expect(error?.description.hasPrefix("l.yml:4:") == true, "\(String(describing: error))")
        #expect(error?.description.contains(expected) == true, "\(String(describing: error))")
    }

    @Test func aRecordedListingBecomesAListingStepThatSendsTheSameListing() throws {
        let listing = FolderListing(folder: "pictures", entries: [FolderEntry(name: "a \"b\".png", byteCount: 3, modified: 7),
                                                                  FolderEntry(name: "c.jpg", byteCount: 1, modified: 9)])
        var replay = Replay(header: ReplayHeader(scene: "editor-canvas", parameters: [:], seed: 1))
        replay.inputs = [TimedInput(tick: 2, event: .listing(listing)),
                         TimedInput(tick: 5, event: .listing(FolderListing(folder: "exports", entries: [])))]
        replay.end = (tick: 6, hash: 0)
        let yaml = replay.scriptYAML(droppedFilePrefix: "rec-drop")
        let script = try SceneScript(yaml: yaml, file: "rec.yml")
        let sent = script.steps.compactMap { if case .input(let events) = $0.action { events } else { nil } }
        #expect(sent == [[.listing(listing)], [.listing(FolderListing(folder: "exports", entries: []))]], "\(yaml)")
    }
}
