import Foundation
import Testing
@testable import Engine
@testable import Replay

/// Dropped files travel in replays as a name and base64 bytes, range-checked on reading.
@Suite struct DroppedFileReplayTests {
    let header = Replay.line(for: ReplayHeader(scene: "x", parameters: [:], seed: 1))

    func drop(name: String, data: String) -> String {
        header + "\n{\"kind\":\"input\",\"tick\":3,\"event\":{\"data\":\"\(data)\",\"name\":\"\(name)\",\"type\":\"fileDrop\"}}\n"
    }

    func error(_ text: String) -> String {
        do { _ = try Replay(jsonLines: text, file: "f.replay"); return "no error" } catch { return "\(error)" }
    }

    @Test func aDropIsItsNameAndItsBytesInBase64() throws {
        let file = try DroppedFile(name: "a.jpg", bytes: [0xFF, 0xD8, 0xFF, 0, 1])
        let line = Replay.line(for: TimedInput(tick: 3, event: .fileDrop(file)))
        #expect(line == "{\"kind\":\"input\",\"tick\":3,\"event\":{\"data\":\"/9j/AAE=\",\"name\":\"a.jpg\",\"type\":\"fileDrop\"}}")
        let replay = try Replay(jsonLines: header + "\n" + line + "\n", file: "f.replay")
        #expect(replay.inputs == [TimedInput(tick: 3, event: .fileDrop(file))])
    }

    @Test(arguments: ["../a.jpg", "photos/a.jpg", "/etc/passwd", "..", ".", ""])
    func aNameWithAFolderIsRefusedNamingTheLine(name: String) {
        #expect(error(drop(name: name, data: "AAE=")).hasPrefix("f.replay:2: input: field 'event.name': '\(name)' is not a plain file name"),
                "\(error(drop(name: name, data: "AAE=")))")
    }

    @Test func badBase64IsRefusedNamingTheLine() {
        #expect(error(drop(name: "a.jpg", data: "not base64!")) == "f.replay:2: input: field 'event.data': not valid base64")
    }

    @Test(arguments: [1, 5])
    func bytesOverTheLimitAreRefused(extraBytes: Int) {
        let data = Data([UInt8](repeating: 0, count: DroppedFile.maxByteCount + extraBytes)).base64EncodedString()
        #expect(error(drop(name: "big.jpg", data: data))
                == "f.replay:2: input: field 'event.data': over the 32 MiB limit for a dropped file")
    }

    @Test func bytesAtTheLimitAreKept() throws {
        let bytes = [UInt8](repeating: 7, count: DroppedFile.maxByteCount)
        let text = drop(name: "full.bin", data: Data(bytes).base64EncodedString())
        let replay = try Replay(jsonLines: text, file: "f.replay")
        #expect(replay.inputs.first?.event == .fileDrop(try DroppedFile(name: "full.bin", bytes: bytes)))
    }
}

extension DroppedFileReplayTests {
    @Test func aDropRecordedAsAPathByAnOlderBuildSaysSo() {
        let text = header + "\n{\"kind\":\"input\",\"tick\":3,\"event\":{\"path\":\"/home/u/a.png\",\"type\":\"fileDrop\"}}\n"
        #expect(error(text) == "f.replay:2: input: field 'event.path': an older build recorded only the dropped file's path, "
                + "not its bytes; this drop cannot be replayed")
    }
}
