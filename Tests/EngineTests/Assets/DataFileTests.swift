import Foundation
import Testing
@testable import Engine
import SceneTestSupport

@Suite struct DataFileTests {
    struct Food: Decodable, Equatable {
        var id: String
        var calories: Double
    }
    struct Catalog: Decodable, Equatable { var foods: [Food] }

    func write(_ text: String) throws -> String {
        let path = ScratchFolders.path("diorama-datafile", suffix: ".yml")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func decodesYAML() throws {
        let path = try write("foods:\n  - id: banana\n    calories: 105\n")
        #expect(try DataFile.decode(Catalog.self, from: path) == Catalog(foods: [Food(id: "banana", calories: 105)]))
    }

    @Test(arguments: [
        ("foods:\n  - id: banana\n", "foods[0] has no 'calories'"),
        ("foods:\n  - id: banana\n    calories: lots\n", "foods[0].calories: "),
        ("foods: [\n", "not valid YAML"),
        ("# only a comment\n", "holds no data (it is empty or only comments)"),
    ])
    func namesTheFileAndTheProblem(text: String, says: String) throws {
        let path = try write(text)
        let error = #expect(throws: DataFileError.self) { try DataFile.decode(Catalog.self, from: path) }
        #expect(error?.path == path)
        #expect(error?.description.hasPrefix(path + ": ") == true)
        #expect(error?.reason.contains(says) == true, "\(error?.reason ?? "")")
    }

    @Test func aMissingFileIsNamed() {
        let error = #expect(throws: DataFileError.self) { try DataFile.decode(Catalog.self, from: "/nonexistent/foods.yml") }
        #expect(error?.description == "/nonexistent/foods.yml: cannot read the file (missing or not readable)")
    }

    struct Save: VersionedSave, Equatable {
        static let currentVersion = 2
        var version: Int
    }

    @Test(arguments: [1, 2]) func readsASaveOfAFormatItKnows(version: Int) throws {
        #expect(try DataFile.decodeSave(Save.self, json: Array(#"{"version":\#(version)}"#.utf8), from: "s.json") == Save(version: version))
    }

    @Test(arguments: [
        (3, "saved by a newer Diorama, in format 3"),
        (0, "format 0 is unknown; this build reads formats 1 to 2"),
        (-7, "format -7 is unknown; this build reads formats 1 to 2"),
    ])
    func refusesASaveOfAFormatItDoesNotKnow(version: Int, says: String) {
        let error = #expect(throws: DataFileError.self) {
            try DataFile.decodeSave(Save.self, json: Array(#"{"version":\#(version)}"#.utf8), from: "s.json")
        }
        #expect(error == DataFileError(path: "s.json", reason: says))
    }

    /// A hostile file's long key is quoted in part, so the error stays a line however long it is.
    @Test func aLongKeyIsQuotedInPart() {
        let key = String(repeating: "k", count: 1_000_000)
        let error = #expect(throws: DataFileError.self) {
            try DataFile.decode([String: Int].self, json: Array(#"{"\#(key)": "not a number"}"#.utf8), from: "s.json")
        }
        #expect(error?.reason.hasPrefix(String(repeating: "k", count: 40) + "…: ") == true, "\(error?.reason.prefix(100) ?? "")")
        #expect((error?.reason.count ?? .max) < 200)
    }

    struct FirstFormatSave: VersionedSave {
        static let currentVersion = 1
        var version: Int
    }

    @Test func aBuildOfOneFormatNamesIt() {
        let error = #expect(throws: DataFileError.self) {
            try DataFile.decodeSave(FirstFormatSave.self, json: Array(#"{"version":0}"#.utf8), from: "s.json")
        }
        #expect(error?.reason == "format 0 is unknown; this build reads format 1")
    }
}
