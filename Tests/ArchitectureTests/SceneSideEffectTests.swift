import Foundation
import Testing

/// The files of scene code that may read the wall clock, touch files directly or open a
/// database file (`sideEffectTokens`), each for a reason outside the simulation's ticks.
/// Anything else a scene needs from the disk or the clock comes through the engine (saves and
/// save reads, dropped files, folder listings, `.clock` input).
let sceneFilesOutsideTicks: [String: String] = [
    "scenes/editor-canvas/Sources/Tool/EditorTool.swift": "the `diorama editor` verb, run outside any session",
    "scenes/editor-canvas/Sources/EditorCanvasScene.swift": "reads the draft's photo at set-up, before the first tick",
    "scenes/editor-canvas/Sources/EditorCanvasScene+Probes.swift": "an unsimulated probe of the files an export wrote",
    "scenes/editor-canvas/Sources/Share/ExportJob.swift": "an export's background job, which writes off the ticks",
    "scenes/editor-canvas/Sources/Share/ShareFolder.swift": "the folder an export's background job writes into",
    "scenes/editor-canvas/Sources/Share/DeleteJob.swift": "a share's deletion, a background job off the ticks",
    "scenes/roast-reveal/Sources/Tool/RoastCommand+Today.swift": "the `diorama roast today` verb, run outside any session",
    "scenes/roast-reveal/Sources/Share/ShareJob.swift": "a share image's background job, which writes off the ticks",
    "scenes/watch-log/Sources/Tool/WatchLogCommand.swift": "the `diorama watch-log` verbs, run outside any session",
    "scenes/watch-log/Sources/Tool/WatchLogTool.swift": "the `diorama watch-log` verbs' import and export, run outside any session",
    "scenes/watch-log/Sources/Diary/WatchLogStore+Opening.swift": "opens the diary's file, at set-up and for the `diorama watch-log` verbs",
    "scenes/watch-log/Sources/Diary/DiaryOpener.swift": "opens the diary at set-up (the records kit keeps a damaged one aside and copies it into memory)",
    "scenes/watch-log/Sources/Diary/WatchLogStore+Transfer.swift": "reads a file given to `diorama watch-log import`; a dropped diary comes as bytes in its event",
]

/// What scene code may use only in the files above: the wall clock, direct file access (C's
/// `unlink`, `fopen` and `open` too, the engine's `BoundedFile`, the records kit's streamed file
/// and its source of records read from a path), and the ways to open a database file (the
/// records kit's guarded database, its session's opener and its keeping a file aside, the watch
/// log's diary, and GRDB's pool and queue over a path). A diary so opened writes to disk, so a
/// tick that wrote to one would be caught here; the diary ticks write to is a copy in memory the
/// host saves after them.
let sideEffectTokens = ["Date()", "FileManager", "FileHandle", "unlink(", "fopen(", "Glibc.open(", "DatabasePool(", "DatabaseQueue(path",
                        "WatchLogStore(file", "WatchLogStore(profile", "SessionDatabase.open(", "BoundedInputStream(",
                        ".file(path:", "GuardedDatabase(file", "GuardedDatabase.setAside(", "BoundedFile.read("]

/// A use of the wall clock, of direct file access or of a database file in a line of Swift,
/// comments left out.
func sideEffect(in line: String) -> String? {
    let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
    for token in sideEffectTokens where code.contains(token) {
        return token
    }
    return nil
}

@Suite struct SceneSideEffectTests {
    @Test func sceneCodeReadsNoClockAndTouchesNoFileInsideATick() throws {
        let root = checkoutRoot.path
        let scenes = try FileManager.default.contentsOfDirectory(atPath: root + "/scenes").sorted()
        var found: [String] = []
        var files = 0
        for scene in scenes {
            let folder = "scenes/\(scene)/Sources"
            guard let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
            for case let name as String in enumerator where name.hasSuffix(".swift") {
                let file = folder + "/" + name
                files += 1
                guard sceneFilesOutsideTicks[file] == nil else { continue }
                let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if let token = sideEffect(in: String(line)) { found.append("\(file):\(number + 1) uses \(token)") }
                }
            }
        }
        #expect(files > 100, "no scene sources found below \(root)/scenes")
        #expect(found.isEmpty, "scene code inside ticks uses the wall clock or the disk; go through the engine: \(found)")
    }

    @Test func everyExceptionStillExists() {
        for file in sceneFilesOutsideTicks.keys.sorted() {
            #expect(FileManager.default.fileExists(atPath: checkoutRoot.path + "/" + file), "\(file) is gone: drop it from the list")
        }
    }

    @Test func theCheckFindsTheClockAndTheDiskButNotComments() {
        #expect(sideEffect(in: "        let now = Date()") == "Date()")
        #expect(sideEffect(in: "try FileManager.default.removeItem(atPath: p)") == "FileManager")
        #expect(sideEffect(in: "guard let h = FileHandle(forWritingAtPath: p)") == "FileHandle")
        #expect(sideEffect(in: "guard unlink(path) != 0 else { return }") == "unlink(")
        #expect(sideEffect(in: "// Date() would differ between runs") == nil)
        #expect(sideEffect(in: "let day = Date(timeIntervalSince1970: 0)") == nil)
        #expect(sideEffect(in: "let store = try WatchLogStore(file: url)") == "WatchLogStore(file")
        #expect(sideEffect(in: "let pool = try DatabasePool(path: file.path)") == "DatabasePool(")
        #expect(sideEffect(in: "let queue = try DatabaseQueue(path: p, configuration: c)") == "DatabaseQueue(path")
        #expect(sideEffect(in: "let memory = try DatabaseQueue(configuration: c)") == nil)
        #expect(sideEffect(in: "let bytes = try BoundedFile.read(key.path, maxBytes: n)") == "BoundedFile.read(")
    }
}
