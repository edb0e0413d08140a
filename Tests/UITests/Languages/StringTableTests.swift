import Engine
import Foundation
import SceneTestSupport
import Testing
@testable import UI

@Suite struct StringTableTests {
    enum Language: String, CaseIterable, Sendable { case en, vi }

    let table = StringTable<Language>(tables: [
        .en: ["hello": "Hello, {name}", "kept": "{file} is kept as {kept}", "days.one": "{n} day", "days.other": "{n} days",
              "only.en": "English"],
        .vi: ["hello": "Xin chào, {name}", "days.one": "{n} ngày", "days.other": "{n} ngày"],
    ], fallback: .en)

    @Test func aKeyIsLookedUpInItsLanguageThenTheFallbackThenShownAsItself() {
        #expect(table.text("hello", in: .vi, ["name": "Lan"]) == "Xin chào, Lan")
        #expect(table.text("only.en", in: .vi) == "English")
        #expect(table.text("no.such.key", in: .vi) == "no.such.key")
    }

    @Test func countsTakeTheirFormAndAreGroupedAsTheLanguageGroupsDigits() {
        #expect(table.count("days", 1, in: .en) == "1 day")
        #expect(table.count("days", 1_200, in: .en) == "1,200 days")
        #expect(table.count("days", 1_200, in: .vi) == "1.200 ngày")
    }

    /// A value is put in as it is, never read again for placeholders: with one pass over the
    /// template, the result is the same whichever order the values come out of the dictionary.
    @Test func aValueHoldingAPlaceholderIsShownAsItIs() {
        #expect(table.text("kept", in: .en, ["file": "{kept}.json", "kept": "{file}"]) == "{kept}.json is kept as {file}")
        #expect(StringTable<Language>.filling("{a} {b} {", with: ["a": "{b}", "b": "x"]) == "{b} x {")
        #expect(StringTable<Language>.filling("{{a}} {missing} {a", with: ["a": "1"]) == "{1} {missing} {a")
        #expect(StringTable<Language>.filling("no placeholders", with: ["a": "1"]) == "no placeholders")
    }

    @Test func tablesAreReadFromTheScenesDataFolder() throws {
        let folder = ScratchFolders.path("diorama-strings")
        defer { ScratchFolders.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/data/strings", withIntermediateDirectories: true)
        try "strings:\n  hello: \"Hi, {name}\"\n".write(toFile: folder + "/data/strings/en.yml", atomically: true, encoding: .utf8)
        let missing = #expect(throws: DataFileError.self) {
            try StringTable<Language>(resources: SceneResources(directory: folder), fallback: .en)
        }
        #expect(missing?.path == folder + "/data/strings/vi.yml")
        try "strings: {}\n".write(toFile: folder + "/data/strings/vi.yml", atomically: true, encoding: .utf8)
        let empty = #expect(throws: DataFileError.self) {
            try StringTable<Language>(resources: SceneResources(directory: folder), fallback: .en)
        }
        #expect(empty?.reason == UIStrings.emptyStringTable)
        try "strings:\n  hello: \"Chào {name}\"\n".write(toFile: folder + "/data/strings/vi.yml", atomically: true, encoding: .utf8)
        let read = try StringTable<Language>(resources: SceneResources(directory: folder), fallback: .en)
        #expect(read.text("hello", in: .vi, ["name": "Lan"]) == "Chào Lan")
    }
}
