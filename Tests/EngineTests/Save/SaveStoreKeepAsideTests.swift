import Testing
@testable import Engine
import SceneTestSupport

@Suite struct SaveStoreKeepAsideTests {
    @Test func eachDamagedFileIsKeptUnderANameOfItsOwn() throws {
        let store = SaveStore(directory: ScratchFolders.path("diorama-keep-aside"))
        #expect(try store.keepAside(Array("one".utf8), of: "draft.json") == "draft.damaged.json")
        #expect(try store.keepAside(Array("two".utf8), of: "draft.json") == "draft.damaged-2.json")
        #expect(try store.keepAside(Array("three".utf8), of: "draft.json") == "draft.damaged-3.json")
        #expect(try store.read("draft.damaged.json") == Array("one".utf8), "the first kept is never overwritten")
        #expect(try store.read("draft.damaged-2.json") == Array("two".utf8))
        #expect(try store.keepAside([1], of: "notes") == "notes.damaged")
        #expect(try store.keepAside([1], of: ".hidden") == ".hidden.damaged")
    }
}
