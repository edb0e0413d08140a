import Engine
import Foundation
import SceneTestSupport
import Testing
@testable import Host

/// Local profiles: folders under `profiles/`, offered newest first; a guest's is a throwaway.
@Suite struct PlayerProfilesTests {
    @Test func theProfilesOfferedAreFoldersWithAProfilesNameNewestFirst() throws {
        let root = try ScratchFolders.make("diorama-profiles")
        defer { ScratchFolders.remove(root) }
        let profiles = PlayerProfiles(root: root)
        #expect(profiles.names().isEmpty)
        for (name, age) in [("Mai", 300.0), ("Tom Nguyen", 100.0), ("An", 200.0), ("Old", 400.0)] {
            let store = try profiles.store(for: name)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: store.directory)
        }
        try FileManager.default.createDirectory(atPath: root + "/.hidden", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: root + "/Afile", contents: Data()))
        #expect(profiles.names() == ["Tom Nguyen", "An", "Mai"])
        #expect(throws: SaveError.self) { try profiles.store(for: "../x") }
        #expect(throws: SaveError.self) { try profiles.store(for: "guest") }
        let guest = try PlayerProfiles.guestStore()
        defer { ScratchFolders.remove(guest.directory) }
        #expect(FileManager.default.fileExists(atPath: guest.directory))
    }

    @Test func theLauncherSaysWhoIsPlaying() throws {
        func playing(_ parameters: [String: String]) throws -> String? {
            let factory = SessionFactory(catalog: SceneCatalog([LauncherScene.self, TickCounterScene.self]),
                                         assets: AssetStore(root: "/"), profile: SaveStore(directory: scratchProfile()))
            let runner = try factory.makeRunner(sceneID: LauncherScene.info.id, seed: 1, parameters: parameters)
            if case .string(let text)? = runner.probes()["playing"] { return text }
            return nil
        }
        #expect(try playing([:]) == "")
        #expect(try playing(["player": "Mai"]) == "Playing as Mai")
        #expect(try playing(["player": "guest"]) == "Playing as a guest: nothing is kept")
    }
}
